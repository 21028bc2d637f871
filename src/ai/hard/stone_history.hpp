#pragma once

// The stones of a search board in the order played, with the bounding box of
// the stones after each move, so that taking a move back restores the box
// without a scan. Both boards (five::Board, Position) keep one.

#include "cell.hpp"

#include <algorithm>
#include <cassert>
#include <cstddef>
#include <vector>

namespace ttt::hard {

// A rectangle of cells, both corners included.
struct Area {
    int x0, y0, x1, y1;
};

class StoneHistory {
public:
    void reserve(std::size_t stones) {
        cells_.reserve(stones);
        boxes_.reserve(stones);
    }

    void push(int cell, int x, int y) {
        Area box{x, y, x, y};
        if (!boxes_.empty()) {
            const Area& b = boxes_.back();
            box = Area{std::min(b.x0, x), std::min(b.y0, y), std::max(b.x1, x), std::max(b.y1, y)};
        }
        boxes_.push_back(box);
        cells_.push_back(cell);
    }

    // Takes the last stone off and says where it stood.
    int pop() {
        assert(!cells_.empty());
        const int cell = cells_.back();
        cells_.pop_back();
        boxes_.pop_back();
        return cell;
    }

    [[nodiscard]] int size() const { return static_cast<int>(cells_.size()); }
    [[nodiscard]] bool empty() const { return cells_.empty(); }
    [[nodiscard]] int last() const { return cells_.empty() ? kNoCell : cells_.back(); }
    [[nodiscard]] int at(int i) const { return cells_[static_cast<std::size_t>(i)]; }
    [[nodiscard]] const std::vector<int>& cells() const { return cells_; }

    // The cells within `margin` of every stone, clipped to a width x height
    // board; the whole board while no stone is on it.
    [[nodiscard]] Area area(int margin, int width, int height) const {
        if (boxes_.empty()) {
            return Area{0, 0, width - 1, height - 1};
        }
        const Area& b = boxes_.back();
        return Area{std::max(0, b.x0 - margin), std::max(0, b.y0 - margin),
                    std::min(width - 1, b.x1 + margin), std::min(height - 1, b.y1 + margin)};
    }

private:
    std::vector<int> cells_;
    std::vector<Area> boxes_; // the stones' bounding box after each move
};

} // namespace ttt::hard
