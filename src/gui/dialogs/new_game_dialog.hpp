#pragma once

// Game > New game… (features.md G4): mode, names, variant (with a custom board),
// difficulty and who starts, in one dialog.

#include "board/theme.hpp"
#include "game/game_options.hpp"
#include "tictactoe/game/level_ratings.hpp"

#include <array>
#include <functional>
#include <optional>
#include <wx/arrstr.h>
#include <wx/dialog.h>

class wxChoice;
class wxComboBox;
class wxRadioBox;
class wxSpinCtrl;
class wxSizerItem;
class wxStaticText;

namespace ttt::gui {

class CustomRulesPanel;

// A person's rating in a pool, from the leaderboard (nothing when unrated).
using RatingLookup =
    std::function<std::optional<PlayerRating>(const wxString& name, RatingPool pool)>;

class NewGameDialog final : public wxDialog {
public:
    // theme names the marks in the player labels; knownNames: the leaderboard's
    // players, offered in the name fields (features.md P1); ratings: their
    // ratings, for the level suggested to player 1 (features.md M5).
    NewGameDialog(wxWindow* parent, const GameOptions& current, ThemeId theme,
                  const wxArrayString& knownNames = {}, RatingLookup ratings = {});

    [[nodiscard]] GameOptions options() const;

private:
    void updateEnabled();
    // "Suggested for Anna (1420): 5 · Club" under the difficulty, for a rated
    // person playing the computer.
    void updateSuggestion();
    // "Player 1 (X):": the marks as the first round will show them.
    void labelPlayers(ThemeId theme);
    // A computer's name field shows its name; a person's keeps what was typed.
    void showName(wxComboBox* field, std::size_t player, bool human, const wxString& computer);

    GameOptions initial_;
    std::array<wxString, 2> humanNames_;
    wxRadioBox* mode_ = nullptr;
    wxComboBox* name1_ = nullptr;
    wxComboBox* name2_ = nullptr;
    wxChoice* variant_ = nullptr;
    CustomRulesPanel* custom_ = nullptr;
    wxChoice* difficulty_ = nullptr;
    wxStaticText* suggestion_ = nullptr;
    wxSizerItem* suggestionLabel_ = nullptr; // the empty cell beside it
    RatingLookup ratings_;
    wxChoice* starts_ = nullptr;
    wxChoice* opening_ = nullptr; // none, Swap, Swap2: five in a row only
    // The time control (features.md G16): none, per game, per game with an
    // increment, per move; the time in minutes (per game) or seconds (per
    // move), the increment in seconds.
    wxChoice* clockKind_ = nullptr;
    wxSpinCtrl* clockTime_ = nullptr;
    wxStaticText* clockUnit_ = nullptr;
    wxStaticText* incrementSign_ = nullptr;
    wxSpinCtrl* clockIncrement_ = nullptr;
    wxStaticText* incrementUnit_ = nullptr;
    int shownClockKind_ = -1; // the kind the time field is in units of
    // The time field's value for each kind, kept while another is shown.
    std::array<int, 4> clockTimes_{10, 10, 5, 30};
    void updateClock();
    [[nodiscard]] ClockSettings clock() const;
    wxStaticText* player1Label_ = nullptr;
    wxStaticText* player2Label_ = nullptr;
};

// The variants offered by name, in menu order; Custom comes after them.
enum class Variant {
    Classic,
    GomokuFreestyle,
    GomokuExact,
    GomokuRenju,
    GomokuCaro,
    Unlimited,
    Custom
};
[[nodiscard]] Variant variantOf(const Rules& rules);
[[nodiscard]] Rules rulesOf(Variant variant);

} // namespace ttt::gui
