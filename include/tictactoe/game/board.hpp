#pragma once

// The stones on the board. A bounded board is a dense grid; the unlimited field
// is a hash map, so that the cost of a move, of a look-up and of listing the
// stones depends on how many stones there are, never on how far apart they are.

#include "tictactoe/game/mark.hpp"
#include "tictactoe/game/point.hpp"
#include "tictactoe/game/rules.hpp"

#include <optional>
#include <unordered_map>
#include <vector>

namespace ttt {

struct BoundingBox {
    Point min;
    Point max;
};

class Board {
public:
    explicit Board(const Rules& rules = Rules::classic());

    [[nodiscard]] const Rules& rules() const { return rules_; }
    [[nodiscard]] bool contains(Point p) const { return rules_.contains(p); }

    // Mark::None for empty cells and for cells off a bounded board.
    [[nodiscard]] Mark at(Point p) const;
    [[nodiscard]] bool isEmpty(Point p) const { return contains(p) && at(p) == Mark::None; }

    // Preconditions (checked by the caller, GameEngine): p is on the board and empty.
    void place(Point p, Mark m);
    // Precondition: p holds a stone.
    void remove(Point p);
    void clear();

    [[nodiscard]] std::size_t stoneCount() const { return stones_.size(); }
    [[nodiscard]] bool isFull() const {
        return !rules_.unlimited && static_cast<long long>(stones_.size()) == rules_.cellCount();
    }
    // Occupied cells in the order they were placed.
    [[nodiscard]] const std::vector<Point>& stones() const { return stones_; }
    // The smallest rectangle holding every stone, or nothing on an empty board.
    [[nodiscard]] std::optional<BoundingBox> bounds() const;

    // Length of the run of m through p along dir (both ways), counting p itself
    // as m. Stops at the edge of a bounded board.
    [[nodiscard]] int runLength(Point p, Point dir, Mark m) const;

private:
    [[nodiscard]] std::size_t index(Point p) const {
        return static_cast<std::size_t>(p.y) * static_cast<std::size_t>(rules_.width) +
               static_cast<std::size_t>(p.x);
    }

    Rules rules_;
    std::vector<Mark> grid_;                           // bounded boards
    std::unordered_map<Point, Mark, PointHash> field_; // the unlimited field
    std::vector<Point> stones_;
};

} // namespace ttt
