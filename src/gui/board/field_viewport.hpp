#pragma once

// Pan and zoom on the unlimited field (features.md G10). By default the board panel
// follows the game (every stone in view). Once the player drags, scrolls or
// zooms, the view is the player's: a cell size and the pixel position of cell
// (0, 0), kept until "centre on last move", "fit the game" or a new game.
// "Centre" also makes the view pan to each new move that lands outside it.

#include "board/board_geometry.hpp"

#include <wx/geometry.h>

namespace ttt::gui {

class FieldViewport {
public:
    [[nodiscard]] bool following() const { return following_; }
    [[nodiscard]] bool tracksLastMove() const { return tracksLastMove_; }
    [[nodiscard]] double cellSize() const { return cellSize_; }

    // Back to following the game.
    void follow() {
        following_ = true;
        tracksLastMove_ = false;
    }
    // Takes over from what is shown now (the followed view) at the same place and size.
    void takeOver(const BoardGeometry& shown);
    void panBy(double dx, double dy);
    // Zooms by `factor` keeping the cell under `pixel` where it is.
    void zoomAt(wxPoint2DDouble pixel, double factor, double minCell, double maxCell);
    // Puts the centre of cell p at the centre of `area`; with `track`, later
    // moves outside the view bring it along.
    void centreOn(Point p, const wxRect2DDouble& area, bool track);
    // Pans the least so that p lies inside `area` with `margin` cells around it.
    void keepVisible(Point p, const wxRect2DDouble& area, int margin);
    // The cells covering `area` at the current place and size.
    [[nodiscard]] BoardGeometry geometryFor(const wxRect2DDouble& area) const;

private:
    [[nodiscard]] wxPoint2DDouble cellOrigin(Point p) const {
        return {origin_.m_x + p.x * cellSize_, origin_.m_y + p.y * cellSize_};
    }

    bool following_ = true;
    bool tracksLastMove_ = false;
    double cellSize_ = 40.0;
    wxPoint2DDouble origin_; // pixel of the top-left corner of cell (0, 0)
};

} // namespace ttt::gui
