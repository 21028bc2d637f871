#pragma once

// The owner-drawn board (SPEC G6-G8, G11): paints the game with the chosen
// theme, turns clicks and keys into moves for the controller, shows hover and
// a keyboard cursor. On the unlimited field it shows a window onto the endless
// grid that always keeps every stone visible.

#include "board_geometry.hpp"
#include "board_painter.hpp"
#include "game_controller.hpp"
#include "theme.hpp"

#include <optional>
#include <wx/window.h>

namespace ttt::gui {

class BoardPanel final : public wxWindow {
public:
    BoardPanel(wxWindow* parent, GameController& controller);

    void setTheme(ThemeId id);
    [[nodiscard]] ThemeId themeId() const { return themeId_; }

    // Told by the frame; repaints and keeps cursor and view in step.
    void gameChanged(GameEvent event);
    void thinkingChanged();

    // Client coordinates of a cell's centre (tests, and the hint later on).
    [[nodiscard]] wxPoint cellCentre(Point p);
    [[nodiscard]] std::optional<Point> cursor() const {
        return cursorShown_ ? std::optional<Point>(cursor_) : std::nullopt;
    }
    [[nodiscard]] wxRect bannerRect() const;
    // Cells currently on screen (the whole board, or the field window).
    [[nodiscard]] CellRect shownCells();

private:
    void onPaint(wxPaintEvent& event);
    void onSize(wxSizeEvent& event);
    void onMotion(wxMouseEvent& event);
    void onLeave(wxMouseEvent& event);
    void onLeftDown(wxMouseEvent& event);
    void onKeyDown(wxKeyEvent& event);
    void onFocus(wxFocusEvent& event);

    void layoutBoard();
    void moveCursor(int dx, int dy);
    void placeAt(Point p);
    void nextRound();
    [[nodiscard]] std::optional<Point> cellUnder(wxPoint pixel);
    [[nodiscard]] bool isOnBoard(Point p) const;
    [[nodiscard]] Banner banner() const;
    [[nodiscard]] double dip() const { return FromDIP(100) / 100.0; }
    [[nodiscard]] Point defaultCursor() const;

    GameController& controller_;
    ThemeId themeId_ = ThemeId::Classic;
    BoardGeometry geometry_;
    wxRect2DDouble boardArea_;
    wxRect2DDouble bannerArea_;
    std::optional<CellRect> fieldWindow_; // unlimited field only
    std::optional<Point> hover_;
    Point cursor_;
    bool cursorShown_ = false;
    bool layoutValid_ = false;
};

} // namespace ttt::gui
