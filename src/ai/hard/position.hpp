#pragma once

// The search's own board: a dense grid with a wall border (so that line scans
// need no bounds checks), Zobrist hash, and for every empty cell, direction and
// side an incrementally kept line key, pattern, threat category and value.
// Playing or taking back a stone touches only the cells on its four lines.

#include "cell.hpp"
#include "evaluation.hpp"
#include "line_pattern.hpp"
#include "side.hpp"
#include "stone_history.hpp"
#include "tictactoe/core/expected.hpp"

#include <array>
#include <cstdint>
#include <vector>

namespace ttt::hard {

class Position {
public:
    // An empty width x height interior for k in a row.
    Position(int width, int height, int k, bool exact);

    [[nodiscard]] int width() const { return width_; }
    [[nodiscard]] int height() const { return height_; }
    [[nodiscard]] int k() const { return k_; }
    [[nodiscard]] int cellOf(int x, int y) const { return (y + pad_) * stride_ + x + pad_; }
    [[nodiscard]] int xOf(int cell) const { return cell % stride_ - pad_; }
    [[nodiscard]] int yOf(int cell) const { return cell / stride_ - pad_; }
    [[nodiscard]] int cellCount() const { return static_cast<int>(stone_.size()); }

    // kFirst = X, kSecond = O.
    [[nodiscard]] Side sideToMove() const { return side_; }
    void setSideToMove(Side side);
    [[nodiscard]] bool isEmpty(int cell) const {
        return stone_[static_cast<std::size_t>(cell)] == 0;
    }
    [[nodiscard]] int stoneCount() const { return moves_.size(); }
    [[nodiscard]] int emptyCount() const { return width_ * height_ - stoneCount(); }
    [[nodiscard]] std::uint64_t hash() const { return hash_; }
    [[nodiscard]] int lastMove() const { return moves_.last(); }
    [[nodiscard]] int moveCount() const { return moves_.size(); }
    [[nodiscard]] int moveAt(int i) const { return moves_.at(i); }

    // Stone for the side to move; then the other side is to move.
    void play(int cell);
    void undo();

    [[nodiscard]] Category category(int side, int cell) const {
        return cat_[side][static_cast<std::size_t>(cell)];
    }
    [[nodiscard]] int cellValue(int side, int cell) const {
        return value_[side][static_cast<std::size_t>(cell)];
    }
    [[nodiscard]] Pattern pattern(int side, int cell, int dir) const {
        return static_cast<Pattern>(pat_[side][static_cast<std::size_t>(cell * 4 + dir)]);
    }
    // Number of empty cells of each category for a side.
    [[nodiscard]] int count(int side, Category c) const { return catCount_[side][c]; }
    [[nodiscard]] int fourCount(int side) const {
        return catCount_[side][kCatFlex4] + catCount_[side][kCatFourThree] +
               catCount_[side][kCatFour];
    }
    // No line can be completed by either side any more: the game is a draw.
    [[nodiscard]] bool isDeadDraw() const {
        return catCount_[0][kCatNone] == emptyCount() && catCount_[1][kCatNone] == emptyCount();
    }
    // Some empty cell of that category, or kNoCell.
    [[nodiscard]] int findCell(int side, Category c) const;

    // Static evaluation for the side to move.
    [[nodiscard]] int evaluate() const;

    // Stones within two cells (king distance): where sensible moves are.
    [[nodiscard]] bool isNearStones(int cell) const {
        return near_[static_cast<std::size_t>(cell)] > 0;
    }
    // The rectangle of interior cells within two of a stone (or the whole
    // interior when there is no stone).
    using Area = hard::Area;
    [[nodiscard]] Area area() const;

    // ---- What the search asks of a board (SearchBoard, search.hpp) ----
    [[nodiscard]] int fives(Side side) const { return count(side, kCatFive); }
    [[nodiscard]] int fiveCell(Side side) const { return findCell(side, kCatFive); }
    [[nodiscard]] int openFours(Side side) const { return count(side, kCatFlex4); }
    [[nodiscard]] int openFourCell(Side side) const { return findCell(side, kCatFlex4); }
    [[nodiscard]] bool makesFour(Side side, int cell) const {
        return hard::makesFour(category(side, cell));
    }
    [[nodiscard]] bool makesThree(Side side, int cell) const {
        return makesThreat(category(side, cell));
    }
    // A four and nothing else.
    [[nodiscard]] bool makesPlainFour(Side side, int cell) const {
        return category(side, cell) == kCatFour;
    }
    // No rule here forbids a cell.
    [[nodiscard]] bool renju() const { return false; }
    [[nodiscard]] bool isForbidden(Side /*side*/, int /*cell*/) const { return false; }
    [[nodiscard]] bool isCandidate(int cell) const { return isEmpty(cell) && isNearStones(cell); }
    // How early the search tries this cell for `me`, before its history:
    // by both sides' threats, then by the cell's value to each side.
    [[nodiscard]] int orderValue(Side me, int cell) const {
        const Side op = opponent(me);
        return threatPriority(category(me, cell), category(op, cell)) + cellValue(me, cell) +
               cellValue(op, cell) * 4 / 5;
    }
    // Calls mark(cell) for the cells that can stop the attacker's open-four
    // threats: those where the attacker would make a four.
    template <typename Mark> void forEachDefence(Side attacker, Mark&& mark) const {
        const Area a = area();
        for (int y = a.y0; y <= a.y1; ++y) {
            for (int x = a.x0; x <= a.x1; ++x) {
                const int cell = cellOf(x, y);
                if (isEmpty(cell) && makesFour(attacker, cell)) {
                    mark(cell);
                }
            }
        }
    }

    // Replays the stones on a fresh position and compares every incrementally
    // kept key, pattern, category, value, count, sum, neighbour count and the
    // hash; the first difference is the error. For tests: it costs a rebuild.
    [[nodiscard]] Expected<void> checkConsistency() const;

private:
    void addStoneToKeys(int cell, Side side, int sign);
    void refresh(int cell, int dir);
    void recomputeCell(int cell);
    void addCell(int cell, int sign);

    int width_;
    int height_;
    int k_;
    PatternTable table_;
    int radius_;
    int pad_;
    int stride_;
    std::array<int, 4> dirOffset_{};
    std::vector<std::uint64_t> pow3_;

    std::vector<std::uint8_t> stone_; // 0 empty, 1 X, 2 O, 3 wall
    std::array<std::vector<std::uint64_t>, 2> key_;
    std::array<std::vector<std::uint8_t>, 2> pat_;
    std::array<std::vector<Category>, 2> cat_;
    std::array<std::vector<std::int16_t>, 2> value_;
    std::array<std::array<int, kCategoryCount>, 2> catCount_{};
    std::array<int, 2> valueSum_{};
    std::vector<std::uint8_t> near_;
    std::vector<std::uint64_t> zobrist_;
    std::uint64_t hash_ = 0;
    Side side_ = kFirst;

    StoneHistory moves_;
};

} // namespace ttt::hard
