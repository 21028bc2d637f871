#include "board/field_viewport.hpp"

#include <algorithm>
#include <cmath>

namespace ttt::gui {

void FieldViewport::takeOver(const BoardGeometry& shown) {
    cellSize_ = shown.cellSize();
    const wxRect2DDouble board = shown.boardRect();
    origin_ = {board.m_x - shown.cells().minX * cellSize_,
               board.m_y - shown.cells().minY * cellSize_};
    following_ = false;
    tracksLastMove_ = false;
}

void FieldViewport::panBy(double dx, double dy) {
    origin_.m_x += dx;
    origin_.m_y += dy;
    following_ = false;
    tracksLastMove_ = false;
}

void FieldViewport::zoomAt(wxPoint2DDouble pixel, double factor, double minCell, double maxCell) {
    // Whole pixels keep the grid crisp, as in BoardGeometry::fit.
    double next = std::round(cellSize_ * factor);
    if (next == cellSize_ && factor != 1.0) {
        next += factor > 1.0 ? 1.0 : -1.0; // a small wheel step still zooms
    }
    next = std::clamp(next, minCell, maxCell);
    const double scale = next / cellSize_;
    origin_ = {pixel.m_x - (pixel.m_x - origin_.m_x) * scale,
               pixel.m_y - (pixel.m_y - origin_.m_y) * scale};
    cellSize_ = next;
    following_ = false;
    tracksLastMove_ = false;
}

void FieldViewport::centreOn(Point p, const wxRect2DDouble& area, bool track) {
    const wxPoint2DDouble cell = cellOrigin(p);
    origin_.m_x += std::round(area.m_x + area.m_width / 2 - (cell.m_x + cellSize_ / 2));
    origin_.m_y += std::round(area.m_y + area.m_height / 2 - (cell.m_y + cellSize_ / 2));
    following_ = false;
    tracksLastMove_ = track;
}

void FieldViewport::keepVisible(Point p, const wxRect2DDouble& area, int margin) {
    const wxPoint2DDouble cell = cellOrigin(p);
    const double room = margin * cellSize_;
    // Never more room than fits, so a small window still shows the cell itself.
    const double roomX = std::min(room, std::max(0.0, (area.m_width - cellSize_) / 2));
    const double roomY = std::min(room, std::max(0.0, (area.m_height - cellSize_) / 2));
    if (cell.m_x < area.m_x + roomX) {
        origin_.m_x += area.m_x + roomX - cell.m_x;
    } else if (cell.m_x + cellSize_ > area.GetRight() - roomX) {
        origin_.m_x -= cell.m_x + cellSize_ - (area.GetRight() - roomX);
    }
    if (cell.m_y < area.m_y + roomY) {
        origin_.m_y += area.m_y + roomY - cell.m_y;
    } else if (cell.m_y + cellSize_ > area.GetBottom() - roomY) {
        origin_.m_y -= cell.m_y + cellSize_ - (area.GetBottom() - roomY);
    }
    origin_ = {std::round(origin_.m_x), std::round(origin_.m_y)};
}

BoardGeometry FieldViewport::geometryFor(const wxRect2DDouble& area) const {
    const auto first = [this](double pixel, double origin) {
        return static_cast<int>(std::floor((pixel - origin) / cellSize_));
    };
    const CellRect cells{first(area.m_x, origin_.m_x), first(area.m_y, origin_.m_y),
                         first(area.GetRight(), origin_.m_x), first(area.GetBottom(), origin_.m_y)};
    BoardGeometry geometry;
    geometry.place(cellOrigin({cells.minX, cells.minY}), cellSize_, cells);
    return geometry;
}

} // namespace ttt::gui
