#pragma once

// The search's board for five in a row: a dense grid with a wall border five
// cells wide, and for every cell, direction and side an incrementally kept
// line key and pattern, per side a pattern code and threat category, counts
// of the categories and the running sums of the evaluation. Playing or taking
// back a stone touches the cells on its four lines only (4 x 8 of them, or
// 4 x 10 under the other rules); taking back restores what the move changed
// from a record rather than looking the patterns up again.
//
// Under Renju side 0 is black: its patterns follow the exact rule with its
// fouls marked, and a cell where black would foul has black's category
// kCatForbidden, which counts as no move, threat or defence of black's; its
// evaluation weights are 0 there.

#include "../cell.hpp"
#include "../side.hpp"
#include "../stone_history.hpp"
#include "eval_weights.hpp"
#include "patterns.hpp"
#include "tictactoe/core/expected.hpp"

#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace ttt::hard::five {

inline constexpr int kPad = kHalfLine;

class Board {
public:
    // An empty width x height interior. The weights must outlive the board.
    Board(int width, int height, Rule rule, const EvalWeights& weights);
    Board(int width, int height, bool exact, const EvalWeights& weights)
        : Board(width, height, exact ? Rule::Exact : Rule::Freestyle, weights) {}

    [[nodiscard]] int width() const { return width_; }
    [[nodiscard]] int height() const { return height_; }
    [[nodiscard]] Rule rule() const { return tables_->rule(); }
    // Renju: side 0 is black and may foul.
    [[nodiscard]] bool renju() const { return rule() == Rule::Renju; }
    [[nodiscard]] int stride() const { return stride_; }
    [[nodiscard]] int cellOf(int x, int y) const { return (y + kPad) * stride_ + x + kPad; }
    [[nodiscard]] int xOf(int cell) const { return cell % stride_ - kPad; }
    [[nodiscard]] int yOf(int cell) const { return cell / stride_ - kPad; }
    // Size of the cell arrays (interior and border).
    [[nodiscard]] int cellCount() const { return static_cast<int>(cells_.size()); }
    [[nodiscard]] int direction(int d) const { return dirOffset_[static_cast<std::size_t>(d)]; }

    // kFirst = X, kSecond = O; under Renju kFirst = black, kSecond = white.
    [[nodiscard]] Side sideToMove() const { return side_; }
    void setSideToMove(Side side);
    [[nodiscard]] bool isEmpty(int cell) const { return at(cell).stone == 0; }
    // 0 empty, 1 X, 2 O, 3 (kWall) wall.
    static constexpr int kWall = 3;
    [[nodiscard]] int stone(int cell) const { return at(cell).stone; }
    [[nodiscard]] int moveCount() const { return moves_.size(); }
    [[nodiscard]] int emptyCount() const { return width_ * height_ - moveCount(); }
    [[nodiscard]] int lastMove() const { return moves_.last(); }
    [[nodiscard]] int moveAt(int i) const { return moves_.at(i); }
    [[nodiscard]] std::uint64_t hash() const { return hash_; }

    // A stone of the side to move; then the other side is to move.
    void play(int cell);
    void undo();

    [[nodiscard]] Pattern pattern(int side, int cell, int dir) const {
        return static_cast<Pattern>(
            (at(cell).derived.pattern[static_cast<std::size_t>(dir)] >> (4 * side)) & 15U);
    }
    [[nodiscard]] PatternCode code(int side, int cell) const {
        return at(cell).derived.code[static_cast<std::size_t>(side)];
    }
    [[nodiscard]] Category category(int side, int cell) const {
        return at(cell).derived.category[static_cast<std::size_t>(side)];
    }
    // Renju: black (side 0) would foul at this empty cell (by the patterns).
    [[nodiscard]] bool isForbidden(int side, int cell) const {
        return category(side, cell) == kCatForbidden;
    }
    // Empty cells of a category for a side.
    [[nodiscard]] int count(int side, Category c) const {
        return catCount_[static_cast<std::size_t>(side)][c];
    }
    // Empty cells where the side makes a four (or five).
    [[nodiscard]] int fourCount(int side) const;
    // Some empty cell of that category, or kNoCell.
    [[nodiscard]] int findCell(int side, Category c) const;
    // No line can be completed by either side any more.
    [[nodiscard]] bool isDeadDraw() const {
        return count(0, kCatNone) == emptyCount() && count(1, kCatNone) == emptyCount();
    }

    // Static evaluation for the side to move and its parts.
    [[nodiscard]] int evaluate() const {
        const auto me = static_cast<std::size_t>(side_);
        return moverSum_[me] - waiterSum_[1 - me] +
               weights_->threat[static_cast<std::size_t>(threatMask())];
    }
    [[nodiscard]] int threatMask() const;
    [[nodiscard]] const EvalWeights& weights() const { return *weights_; }
    // The pattern-code weights of one side's cells (Renju's black has its own).
    [[nodiscard]] const EvalWeights& weights(int side) const {
        return *sideWeights_[static_cast<std::size_t>(side)];
    }

    // Move candidates: empty cells within two (any direction) or three (on a
    // line) of a stone.
    [[nodiscard]] bool isCandidate(int cell) const {
        const Cell& c = at(cell);
        return c.stone == 0 && c.near > 0;
    }
    using Area = hard::Area;
    // The interior rectangle holding every candidate (all of it when empty).
    [[nodiscard]] Area area() const;

    // Recomputes every key, pattern, code, category, count, sum and the hash
    // from the stones and compares; the first difference is the error.
    [[nodiscard]] Expected<void> checkConsistency() const;

    // ---- What the search asks of a board (SearchBoard, search.hpp) ----
    [[nodiscard]] int fives(Side side) const { return count(side, kCatFive); }
    [[nodiscard]] int fiveCell(Side side) const { return findCell(side, kCatFive); }
    [[nodiscard]] int openFours(Side side) const { return count(side, kCatFlex4); }
    [[nodiscard]] int openFourCell(Side side) const { return findCell(side, kCatFlex4); }
    [[nodiscard]] bool makesFour(Side side, int cell) const {
        return five::makesFour(category(side, cell));
    }
    [[nodiscard]] bool makesThree(Side side, int cell) const {
        return five::makesThree(category(side, cell));
    }
    // A four and nothing else.
    [[nodiscard]] bool makesPlainFour(Side side, int cell) const {
        return category(side, cell) == kCatB4;
    }
    // How early the search tries this cell for `me`, before its history:
    // own threats first, then blocks of the opponent's, then the rest by the
    // evaluation's weights.
    [[nodiscard]] int orderValue(Side me, int cell) const {
        const Side op = opponent(me);
        return kOwnThreatOrder[category(me, cell)] + kTheirThreatOrder[category(op, cell)] +
               (weights(me).mover[code(me, cell)] + weights(op).waiter[code(op, cell)]) / 2;
    }
    // Calls mark(cell) for the cells that stop the attacker's open-four
    // threats: on each line where a cell gives the attacker an open four,
    // the cells of that line that would make a four too (the ends of an open
    // three, and the cells beyond them).
    template <typename Mark> void forEachDefence(Side attacker, Mark&& mark) const {
        const Area a = area();
        for (int y = a.y0; y <= a.y1; ++y) {
            for (int x = a.x0, cell = cellOf(a.x0, y); x <= a.x1; ++x, ++cell) {
                if (!isEmpty(cell) || category(attacker, cell) != kCatFlex4) {
                    continue;
                }
                mark(cell);
                for (int d = 0; d < 4; ++d) {
                    if (pattern(attacker, cell, d) < kB4) {
                        continue;
                    }
                    const int off = direction(d);
                    for (const int step : {off, -off}) {
                        for (int j = 1, q = cell + step; j <= kHalfLine; ++j, q += step) {
                            const int s = stone(q);
                            if (s == kWall || s == 2 - attacker) {
                                break; // a wall or a defender's stone ends the line
                            }
                            if (s == 0 && pattern(attacker, q, d) >= kB4) {
                                mark(q);
                            }
                        }
                    }
                }
            }
        }
    }

private:
    // Move ordering by threat category (orderValue); Renju's foul of
    // black's, the last column, is played at the root only.
    static constexpr std::array<int, kCategoryCount> kOwnThreatOrder{
        1 << 24, 1 << 23, 60'000, 26'000, 20'000, 40'000, 24'000, 16'000, 3'000, 0, -2'000, -2'000};
    static constexpr std::array<int, kCategoryCount> kTheirThreatOrder{
        1 << 22, 1 << 21, 50'000, 18'000, 9'000, 30'000, 16'000, 10'000, 2'000, 0, 0, 0};

    // What a stone changes in an empty cell on its lines, kept so that undo
    // restores it instead of looking every pattern up again.
    struct Derived {
        std::array<std::uint8_t, 4> pattern{};
        std::array<PatternCode, 2> code{};
        std::array<Category, 2> category{kCatNone, kCatNone};
    };
    struct Cell {
        std::array<std::uint32_t, 4> key{}; // line keys, see patterns.hpp
        Derived derived;
        std::uint8_t stone = 0;
        std::uint8_t near = 0;
    };
    struct SavedCell {
        int cell;
        Derived derived;
    };
    // The board-wide sums before a move, and where its saved cells start.
    struct MoveRecord {
        std::array<std::array<int, kCategoryCount>, 2> catCount;
        std::array<int, 2> moverSum;
        std::array<int, 2> waiterSum;
        std::size_t savedFrom;
    };

    [[nodiscard]] const Cell& at(int cell) const { return cells_[static_cast<std::size_t>(cell)]; }
    [[nodiscard]] Cell& at(int cell) { return cells_[static_cast<std::size_t>(cell)]; }
    void refreshDirection(int cell, int dir);
    void recomputeCell(int cell);
    void addCell(int cell, int sign);
    // Inlined into refreshDirection, the hottest function (a few percent).
    [[gnu::always_inline]] void setCode(int cell, int side, PatternCode code);
    template <bool Place> void updateLines(int cell, std::uint32_t colour);

    int width_;
    int height_;
    int stride_;
    int half_;
    const PatternTables* tables_;
    const EvalWeights* weights_;
    std::array<const EvalWeights*, 2> sideWeights_{};
    std::shared_ptr<const EvalWeights> blackWeights_; // Renju: 0 where black fouls
    std::array<int, 4> dirOffset_{};
    std::vector<int> nearOffsets_;
    std::vector<Cell> cells_;
    std::vector<std::uint64_t> zobrist_;
    std::array<std::array<int, kCategoryCount>, 2> catCount_{};
    std::array<int, 2> moverSum_{};
    std::array<int, 2> waiterSum_{};
    std::uint64_t hash_ = 0;
    Side side_ = kFirst;
    StoneHistory moves_;
    std::vector<MoveRecord> records_;
    std::vector<SavedCell> saved_; // the first savedCount_ are in use
    std::size_t savedCount_ = 0;
};

} // namespace ttt::hard::five
