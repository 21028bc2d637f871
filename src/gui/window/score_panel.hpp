#pragma once

// The side panel (features.md G1, G2): both players with mark, name, kind and score,
// the draws, whose turn it is and the variant. Owner-drawn in the board's
// theme; the texts it shows are also readable for tests and accessibility.

#include "board/theme.hpp"
#include "board/window_buffer.hpp"
#include "tictactoe/game/game_engine.hpp"

#include <array>
#include <optional>
#include <wx/window.h>

namespace ttt::gui {

class ScorePanel final : public wxWindow {
public:
    // Its width in DIP when its content fits (wider when a language's words
    // or the names need it, up to kMaxWidth), and the narrowest it becomes in
    // a narrow window.
    static constexpr int kWidth = 260;
    static constexpr int kMaxWidth = 360;
    static constexpr int kCompactWidth = 180;
    // The height in DIP that shows every line, the round's last among them.
    static constexpr int kHeight = 416;

    explicit ScorePanel(wxWindow* parent);

    void update(const GameEngine& game, bool thinking);
    // The clocks on the cards (features.md G16): what each reads, the
    // running one (if any); nothing: no clock shown.
    void setClocks(std::optional<GameClock::Readings> left, std::optional<int> running,
                   const ClockSettings& settings);
    void setTheme(ThemeId id);

    // The width in pixels that shows the players' names and kinds, the
    // labels of the cards and the lines below them whole: at least kWidth,
    // at most kMaxWidth (DIP). Measured again when the texts change.
    [[nodiscard]] int wantedWidth();

    // What the panel shows, as text.
    [[nodiscard]] const wxString& playerName(int player) const { return names_.at(player); }
    [[nodiscard]] const wxString& roleLabel(int player) const { return roles_.at(player); }
    [[nodiscard]] const wxString& scoreLabel(int player) const { return scores_.at(player); }
    [[nodiscard]] const wxString& drawsLabel() const { return draws_; }
    [[nodiscard]] const wxString& turnLabel() const { return turn_; }
    [[nodiscard]] const wxString& roundLabel() const { return round_; }
    // A player's clock as shown ("4:59"; empty without a clock), and whether
    // it is shown as low on time.
    [[nodiscard]] const wxString& clockLabel(int player) const { return clocks_.at(player); }
    [[nodiscard]] bool clockLow(int player) const { return low_.at(player); }
    // The name and the kind of each player as last painted on their card:
    // cut with an ellipsis where the card was too narrow for them.
    [[nodiscard]] const wxString& drawnName(int player) const { return drawnNames_.at(player); }
    [[nodiscard]] const wxString& drawnRole(int player) const { return drawnRoles_.at(player); }
    // The lower edge of the round's line, its last, as last painted (pixels
    // from the top; 0 before the first picture).
    [[nodiscard]] int paintedBottom() const { return paintedBottom_; }

private:
    void onPaint(wxPaintEvent& event);
    void draw(wxGraphicsContext& gc);
    [[nodiscard]] double dip() const { return FromDIP(100) / 100.0; }
    [[nodiscard]] int measureWantedWidth() const;

    ThemeId themeId_ = ThemeId::Classic;
    std::array<wxString, 2> names_;
    std::array<wxString, 2> roles_;
    std::array<wxString, 2> scores_;
    std::array<wxString, 2> clocks_;
    std::array<bool, 2> low_{false, false};
    std::optional<int> clockRunning_;
    wxString draws_;
    wxString turn_;
    wxString variant_;
    wxString round_;
    int toMove_ = -1;                             // player index, or -1 when the round is over
    std::array<Mark, 2> shown_{Mark::X, Mark::O}; // each player's mark as shown this round
    bool thinking_ = false;
    int paintedBottom_ = 0;
    std::array<wxString, 2> drawnNames_;
    std::array<wxString, 2> drawnRoles_;
    int wantedWidth_ = 0; // 0: to be measured
    // Drawn in memory and copied to the screen whole: the cards' gradients
    // and texts drawn straight into an X window were the X server's work.
    WindowBuffer buffer_;
};

} // namespace ttt::gui
