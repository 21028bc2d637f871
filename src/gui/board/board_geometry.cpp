#include "board/board_geometry.hpp"

#include <algorithm>
#include <cmath>

namespace ttt::gui {

CellRect CellRect::including(Point p) const {
    return {std::min(minX, p.x), std::min(minY, p.y), std::max(maxX, p.x), std::max(maxY, p.y)};
}

void BoardGeometry::fit(const wxRect2DDouble& area, const CellRect& cells, double paddingCells,
                        double maxCellSize) {
    cells_ = cells;
    const double columns = cells.columns() + 2 * paddingCells;
    const double rows = cells.rows() + 2 * paddingCells;
    const double size = std::min(area.m_width / columns, area.m_height / rows);
    // Whole pixels keep lines crisp; never collapse to nothing on a tiny window.
    cellSize_ = std::max(2.0, std::floor(std::min(size, maxCellSize)));
    const double width = cellSize_ * cells.columns();
    const double height = cellSize_ * cells.rows();
    origin_ = wxPoint2DDouble(std::round(area.m_x + (area.m_width - width) / 2),
                              std::round(area.m_y + (area.m_height - height) / 2));
}

void BoardGeometry::place(wxPoint2DDouble origin, double cellSize, const CellRect& cells) {
    origin_ = origin;
    cellSize_ = std::max(1.0, cellSize);
    cells_ = cells;
}

wxRect2DDouble BoardGeometry::boardRect() const {
    return {origin_.m_x, origin_.m_y, cellSize_ * cells_.columns(), cellSize_ * cells_.rows()};
}

wxRect2DDouble BoardGeometry::cellRect(Point p) const {
    return {origin_.m_x + (p.x - cells_.minX) * cellSize_,
            origin_.m_y + (p.y - cells_.minY) * cellSize_, cellSize_, cellSize_};
}

wxPoint2DDouble BoardGeometry::centre(Point p) const {
    const wxRect2DDouble r = cellRect(p);
    return {r.m_x + r.m_width / 2, r.m_y + r.m_height / 2};
}

Point BoardGeometry::cellAt(wxPoint2DDouble pixel) const {
    const double column = std::floor((pixel.m_x - origin_.m_x) / cellSize_);
    const double row = std::floor((pixel.m_y - origin_.m_y) / cellSize_);
    return {cells_.minX + static_cast<int>(column), cells_.minY + static_cast<int>(row)};
}

CellRect BoardGeometry::cellsCovering(const wxRect2DDouble& area) const {
    const Point topLeft = cellAt({area.m_x, area.m_y});
    const Point bottomRight = cellAt({area.m_x + area.m_width, area.m_y + area.m_height});
    return {topLeft.x, topLeft.y, bottomRight.x, bottomRight.y};
}

CellRect followField(const std::optional<CellRect>& current,
                     const std::optional<BoundingBox>& stones, std::optional<Point> cursor,
                     int minSide, int margin) {
    // What must be visible: the stones and the cursor, with room to answer.
    std::optional<CellRect> needed;
    if (stones) {
        needed = CellRect{stones->min.x, stones->min.y, stones->max.x, stones->max.y};
    }
    if (cursor) {
        needed = needed ? needed->including(*cursor)
                        : CellRect{cursor->x, cursor->y, cursor->x, cursor->y};
    }
    if (!needed) {
        needed = CellRect{0, 0, 0, 0};
    }
    const CellRect wanted = needed->grownBy(margin);
    if (current && current->contains({wanted.minX, wanted.minY}) &&
        current->contains({wanted.maxX, wanted.maxY})) {
        return *current;
    }
    // Grow around the centre of what is needed to at least minSide, and square.
    const int side = std::max({minSide, wanted.columns(), wanted.rows()});
    const int centreX = wanted.minX + (wanted.columns() - 1) / 2;
    const int centreY = wanted.minY + (wanted.rows() - 1) / 2;
    const int minX = centreX - (side - 1) / 2;
    const int minY = centreY - (side - 1) / 2;
    return {minX, minY, minX + side - 1, minY + side - 1};
}

} // namespace ttt::gui
