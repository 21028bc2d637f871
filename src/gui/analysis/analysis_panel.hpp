#pragma once

// The analysis panel beside the board (View ▸ Analysis, features.md G13): an
// evaluation bar in the marks' colours (the first player's share at the
// bottom), the side to move's chance or the proven result, how deep and how
// fast the engine thinks, and its best moves with their chances and lines.
// Pointing at a row shows its line on the board; a click plays its move.
// Owner-drawn in the board's theme, like the score panel; what it shows is
// also readable as text (tests, accessibility).

#include "board/theme.hpp"
#include "board/window_buffer.hpp"
#include "tictactoe/game/point.hpp"

#include <cstddef>
#include <functional>
#include <optional>
#include <vector>
#include <wx/string.h>
#include <wx/window.h>

namespace ttt::gui {

// What the panel shows, in words already made (analysis_commands.cpp).
struct AnalysisView {
    struct Row {
        Point point;           // the move itself
        wxString move;         // "H8"
        wxString chance;       // "62%", "wins in 3"
        wxString line;         // "H8 I9 J7 …"
        std::vector<Point> pv; // the line itself, starting with the move
    };
    double firstChance = 0.5; // the bar: the first mark's (X, black) chance, 0 to 1
    bool barShown = false;    // false while nothing is known yet
    wxString headline;        // "Ann to move: 62%", "Ann wins in 3"
    wxString details;         // "Depth 12 · 1.2 M nodes · 850 k/s"
    std::vector<Row> rows;
    wxString note; // why it waits, and what it does to the round's rating
};

class AnalysisPanel final : public wxWindow {
public:
    static constexpr int kWidth = 250; // DIP

    explicit AnalysisPanel(wxWindow* parent);

    void show(AnalysisView view);
    void setTheme(ThemeId id);
    [[nodiscard]] const AnalysisView& shown() const { return view_; }

    // The row pointed at (null when the pointer leaves the rows),
    // and a click on a row. While a row is pointed at, the rows stay as they
    // are; what the engine found meanwhile shows when the pointer leaves.
    void onRowPointed(std::function<void(const AnalysisView::Row* row)> handler) {
        pointed_ = std::move(handler);
    }
    void onRowChosen(std::function<void(std::size_t)> handler) { chosen_ = std::move(handler); }
    // Where row `index` was last painted (tests click there); empty if not shown.
    [[nodiscard]] wxRect rowRect(std::size_t index) const;

private:
    void onPaint(wxPaintEvent& event);
    void draw(wxGraphicsContext& gc);
    void onMotion(wxMouseEvent& event);
    void onLeave(wxMouseEvent& event);
    void onLeftUp(wxMouseEvent& event);
    [[nodiscard]] std::optional<std::size_t> rowAt(wxPoint pixel) const;
    void point(std::optional<std::size_t> row);
    [[nodiscard]] double dip() const { return FromDIP(100) / 100.0; }

    ThemeId themeId_ = ThemeId::Classic;
    AnalysisView view_;
    std::vector<wxRect> rowRects_; // as last painted
    std::optional<std::size_t> pointedRow_;
    std::optional<std::vector<AnalysisView::Row>> heldRows_; // newer rows, while one is pointed at
    std::function<void(const AnalysisView::Row*)> pointed_;
    std::function<void(std::size_t)> chosen_;
    WindowBuffer buffer_;
};

} // namespace ttt::gui
