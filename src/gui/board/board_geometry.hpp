#pragma once

// Where the cells are on the screen. A BoardGeometry maps cells to pixels and
// back; the board panel decides which cells it must show (the whole bounded
// board, or on the unlimited field a window that follows the stones) and the
// geometry lays them out square and centred. Pan and zoom only move this
// window, so nothing else needs to change for them.

#include "tictactoe/game/board.hpp"
#include "tictactoe/game/point.hpp"

#include <optional>
#include <wx/geometry.h>

namespace ttt::gui {

// An inclusive rectangle of cells.
struct CellRect {
    int minX = 0;
    int minY = 0;
    int maxX = 0;
    int maxY = 0;

    [[nodiscard]] int columns() const { return maxX - minX + 1; }
    [[nodiscard]] int rows() const { return maxY - minY + 1; }
    [[nodiscard]] bool contains(Point p) const {
        return p.x >= minX && p.x <= maxX && p.y >= minY && p.y <= maxY;
    }
    [[nodiscard]] CellRect grownBy(int cells) const {
        return {minX - cells, minY - cells, maxX + cells, maxY + cells};
    }
    [[nodiscard]] CellRect including(Point p) const;
    bool operator==(const CellRect&) const = default;
};

class BoardGeometry {
public:
    // Lays `cells` out in `area` with square cells as large as fit, centred,
    // leaving `paddingCells` of a cell free on every side, and no cell larger
    // than `maxCellSize` pixels.
    void fit(const wxRect2DDouble& area, const CellRect& cells, double paddingCells,
             double maxCellSize);

    // Lays `cells` out with cell (cells.minX, cells.minY) at `origin` (a panned
    // or zoomed view of the unlimited field).
    void place(wxPoint2DDouble origin, double cellSize, const CellRect& cells);

    [[nodiscard]] double cellSize() const { return cellSize_; }
    [[nodiscard]] const CellRect& cells() const { return cells_; }
    // Pixel rectangle covered by cells().
    [[nodiscard]] wxRect2DDouble boardRect() const;
    [[nodiscard]] wxRect2DDouble cellRect(Point p) const;
    [[nodiscard]] wxPoint2DDouble centre(Point p) const;
    // The cell under a pixel (on the stones theme: the nearest intersection,
    // which is the same cell because stones sit on cell centres).
    [[nodiscard]] Point cellAt(wxPoint2DDouble pixel) const;
    // Every cell at least partly inside `area` (for an endless grid).
    [[nodiscard]] CellRect cellsCovering(const wxRect2DDouble& area) const;

    bool operator==(const BoardGeometry&) const = default;

private:
    wxPoint2DDouble origin_; // top-left pixel of cell (cells_.minX, cells_.minY)
    double cellSize_ = 1.0;
    CellRect cells_;
};

// The window onto the unlimited field: keeps every stone and the keyboard
// cursor inside, at least `minSide` cells wide, and moves only when it must so
// that the view does not jump on every move.
[[nodiscard]] CellRect followField(const std::optional<CellRect>& current,
                                   const std::optional<BoundingBox>& stones,
                                   std::optional<Point> cursor, int minSide, int margin);

} // namespace ttt::gui
