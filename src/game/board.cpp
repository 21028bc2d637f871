#include "tictactoe/game/board.hpp"

#include <algorithm>
#include <cassert>

namespace ttt {

Board::Board(const Rules& rules) : rules_(rules) {
    if (!rules_.unlimited) {
        grid_.assign(static_cast<std::size_t>(rules_.cellCount()), Mark::None);
    }
}

Mark Board::at(Point p) const {
    if (rules_.unlimited) {
        const auto it = field_.find(p);
        return it == field_.end() ? Mark::None : it->second;
    }
    return contains(p) ? grid_[index(p)] : Mark::None;
}

void Board::place(Point p, Mark m) {
    assert(m != Mark::None && isEmpty(p));
    if (rules_.unlimited) {
        field_.emplace(p, m);
    } else {
        grid_[index(p)] = m;
    }
    stones_.push_back(p);
}

void Board::remove(Point p) {
    assert(at(p) != Mark::None);
    if (rules_.unlimited) {
        field_.erase(p);
    } else {
        grid_[index(p)] = Mark::None;
    }
    // Undo removes the newest stone, so search from the back.
    const auto it = std::find(stones_.rbegin(), stones_.rend(), p);
    stones_.erase(std::next(it).base());
}

void Board::clear() {
    field_.clear();
    std::fill(grid_.begin(), grid_.end(), Mark::None);
    stones_.clear();
}

std::optional<BoundingBox> Board::bounds() const {
    if (stones_.empty()) {
        return std::nullopt;
    }
    BoundingBox box{stones_.front(), stones_.front()};
    for (const Point p : stones_) {
        box.min.x = std::min(box.min.x, p.x);
        box.min.y = std::min(box.min.y, p.y);
        box.max.x = std::max(box.max.x, p.x);
        box.max.y = std::max(box.max.y, p.y);
    }
    return box;
}

int Board::runLength(Point p, Point dir, Mark m) const {
    int run = 1;
    for (Point q = p + dir; contains(q) && at(q) == m; q = q + dir) {
        ++run;
    }
    for (Point q = p - dir; contains(q) && at(q) == m; q = q - dir) {
        ++run;
    }
    return run;
}

} // namespace ttt
