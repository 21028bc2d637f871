#pragma once

// Exact solver for bounded boards of at most 64 cells (4x4, 5x5, 4x5...):
// one 64-bit board per side, precomputed winning lines, negamax with
// alpha-beta over exact scores (a win in n plies scores kWinScore - n, a draw
// 0), and a transposition table keyed by the position reduced under the
// board's symmetries. It either proves the value of the position within the
// budget or says it could not; it never guesses.

#include "search_basics.hpp"
#include "tictactoe/game/rules.hpp"
#include "time_manager.hpp"

#include <array>
#include <cstdint>
#include <optional>
#include <vector>

namespace ttt::hard {

struct SmallBoardResult {
    int move = -1; // cell index y * width + x
    int score = 0; // from the side to move's point of view
    std::uint64_t nodes = 0;
};

class SmallBoardSolver {
public:
    static constexpr int kMaxCells = 64;

    // True when the rules describe a bounded board this solver can hold.
    [[nodiscard]] static bool fits(const Rules& rules);

    // The table is sized for the node limit, when there is one.
    explicit SmallBoardSolver(const Rules& rules,
                              std::optional<std::uint64_t> nodeLimit = std::nullopt);

    // mine / theirs: the stones of the side to move and of the other side
    // (bit y * width + x). Precondition: the game is not over and a cell is
    // empty. Nothing when the budget ran out before the value was proven.
    [[nodiscard]] std::optional<SmallBoardResult> solve(std::uint64_t mine, std::uint64_t theirs,
                                                        TimeManager& time);
    // Nodes visited by the last call to solve, proven or not.
    [[nodiscard]] std::uint64_t nodes() const { return nodes_; }

private:
    struct Line {
        std::uint64_t cells = 0;
        std::uint64_t ends = 0; // the cells just beyond both ends (exact rule only)
    };
    struct LineScan {
        std::uint64_t myWins = 0;    // empty cells where the side to move wins at once
        std::uint64_t theirWins = 0; // the same for the other side
        bool anyLive = false;        // some line can still be completed by someone
    };
    struct Entry {
        std::uint64_t mine = 0;
        std::uint64_t theirs = 0;
        std::int32_t score = 0;
        Bound bound = Bound::None;
        std::uint8_t move = 0;    // in the canonical orientation
        std::uint8_t empties = 0; // size of the subtree, for replacement
    };

    [[nodiscard]] int search(int alpha, int beta, int ply);
    [[nodiscard]] LineScan scan(std::uint64_t own, std::uint64_t opp) const;
    void orderMoves(std::uint64_t own, std::uint64_t opp, int ttMove, int* moves, int& count) const;
    void play(int side, int cell);
    void undo(int side, int cell);
    // The symmetry that maps the position (side to move first) to its canonical form.
    [[nodiscard]] int canonicalSymmetry(int me) const;
    [[nodiscard]] Entry* slotFor(std::uint64_t mine, std::uint64_t theirs, bool forStore);
    void store(std::uint64_t mine, std::uint64_t theirs, int score, Bound bound, int move,
               int empties);

    int cells_;
    std::uint64_t full_;
    std::vector<Line> lines_;
    // symmetry -> cell -> image cell; and the inverse.
    std::vector<std::array<std::uint8_t, kMaxCells>> forward_;
    std::vector<std::array<std::uint8_t, kMaxCells>> backward_;

    // Stones per side (0 = the side to move at the root), in every orientation.
    std::vector<std::array<std::uint64_t, 2>> oriented_;
    std::vector<Entry> table_;
    std::size_t tableMask_ = 0;

    TimeManager* time_ = nullptr;
    std::uint64_t nodes_ = 0;
    bool aborted_ = false;
    int rootMove_ = -1;
};

} // namespace ttt::hard
