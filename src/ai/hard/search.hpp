#pragma once

// Hard's search, one for every board: iterative deepening with aspiration
// windows, principal variation search over a shared transposition table,
// threat-aware move generation (a five must be blocked; against an open four
// threat only the defences and one's own fours), VCF (victory by continuous
// fours) at the root, a quiescence search over fours, late move reductions of
// every move, futility pruning, razoring and move-count pruning, killer,
// counter and history move ordering. Several threads search the same root
// (Lazy SMP): they share only the transposition table and the stop flag.
//
// It runs over any board that satisfies SearchBoard: five in a row's
// (five/board.hpp: freestyle, exact five, Renju, where black plays no foul
// and a four of white's whose completion black may not block wins, and Caro)
// and the general one (position.hpp: any length of line). With `exact` set
// nothing is pruned and every empty cell is a move, so that every result is
// a proof (small boards).
//
// Scores are from the side to move; a win in n plies scores mateIn(n).

#include "search_basics.hpp"
#include "side.hpp"
#include "tictactoe/core/expected.hpp"
#include "time_manager.hpp"
#include "transposition_table.hpp"

#include <concepts>
#include <cstdint>
#include <functional>
#include <vector>

namespace ttt::hard {

// The search's tunable numbers (ttt-tune can try other values).
struct SearchParams {
    int quiescenceFours = 12;     // fours the side at the horizon may play in a row
    int quiescencePlainFours = 2; // of which plain fours (that make nothing else)
    int aspirationDepth = 4;      // aspiration windows from this depth
    int aspirationWindow = 60;
    int razorDepth = 3;
    int razorMargin = 160;    // per ply of depth
    int futilityDepth = 5;    // reverse futility pruning up to this depth
    int futilityMargin = 110; // per ply of depth
    int lmpBase = 3;          // any late move but a four is skipped (see lmpPv, lmpPlainFours)
    int lmpExponent = 130;    // after base + depth ^ (exponent / 100) moves,
    int lmpNotImproving = 60; // this percent of them when the static value fell
    int lmrScale = 80;        // reductions: scale * ln(depth) * ln(move number) / 100 plies
    int lmrImportant = 100;   // in hundredths of a ply: less for threes and their blocks
    int lmrNotImproving = 50; // more when the static value fell
    int bestThread = 0;       // 1: a helper's deeper iteration answers (Lazy SMP)
    int helperNoise = 255;    // helpers' root order: noise added to 16 x a move's order value
    int helperSkip = 1;       // 1: helpers search every other depth one deeper
    int quiescenceLocal = 1;  // quiescence fours near the attacker's last one: 1 from the
                              // chain's second four, 2 from its first, 0 anywhere
    int lmpPv = 2;            // >0: the principal variation prunes after this many times
                              // the move-count limit (0: never)
    int lmpPlainFours = 1;    // 1: past the move-count limit plain fours are pruned too
};

struct SearchOptions {
    // Cells the root may not play: Renju's forbidden points when black is to
    // move (deeper in the tree the board's patterns tell black's fouls,
    // approximately: see five/patterns.hpp).
    std::vector<int> excludedRootCells;
    // excludedRootCells holds every foul of black's, checked exactly: then the
    // root may play a cell the patterns take for a foul (without it, it does not).
    bool rootFoulsChecked = false;
    // No forward pruning and every empty cell a move: every result is a proof.
    bool exact = false;
    // Look for the side to move's VCF before searching.
    bool rootVcf = true;
    // After each root move, look for the opponent's VCF: a move that allows
    // one is lost whatever the horizon says.
    bool rootRefutations = false;
    // How many of the best root moves to search each with a full window
    // (multi-PV, for analysis): the second best is the best of the rest, and
    // so on. 1: only the best, the fastest.
    int multiPv = 1;
    // Called on the main thread after each finished iteration with the result
    // so far (its nodes count every thread); must return quickly.
    std::function<void(const SearchResult&)> onIteration;
    int maxDepth = kMaxPly - 10;
    int threads = 1;
    std::uint64_t seed = 0; // breaks ties between equally ordered root moves
    SearchParams params;
};

// What the search asks of a board (five::Board and Position answer it).
template <typename B>
concept SearchBoard = requires(B& b, const B& cb, Side side, int cell) {
    { cb.sideToMove() } -> std::same_as<Side>;
    b.play(cell);
    b.undo();
    { cb.hash() } -> std::same_as<std::uint64_t>;
    { cb.width() } -> std::same_as<int>;
    { cb.height() } -> std::same_as<int>;
    { cb.cellOf(cell, cell) } -> std::same_as<int>;
    { cb.cellCount() } -> std::same_as<int>;
    { cb.isEmpty(cell) } -> std::same_as<bool>;
    { cb.isCandidate(cell) } -> std::same_as<bool>;
    { cb.emptyCount() } -> std::same_as<int>;
    { cb.lastMove() } -> std::same_as<int>;
    { cb.isDeadDraw() } -> std::same_as<bool>;
    { cb.evaluate() } -> std::same_as<int>;
    { cb.fives(side) } -> std::same_as<int>;
    { cb.fiveCell(side) } -> std::same_as<int>;
    { cb.openFours(side) } -> std::same_as<int>;
    { cb.openFourCell(side) } -> std::same_as<int>;
    { cb.fourCount(side) } -> std::same_as<int>;
    { cb.makesFour(side, cell) } -> std::same_as<bool>;
    { cb.makesThree(side, cell) } -> std::same_as<bool>;
    { cb.makesPlainFour(side, cell) } -> std::same_as<bool>;
    { cb.renju() } -> std::same_as<bool>;
    { cb.isForbidden(side, cell) } -> std::same_as<bool>;
    { cb.orderValue(side, cell) } -> std::same_as<int>;
    cb.forEachDefence(side, [](int) {});
    { cb.area().x0 } -> std::convertible_to<int>;
    { cb.checkConsistency() } -> std::same_as<Expected<void>>;
};

// Searches the board's position for its side to move, which must have an
// empty candidate cell. The board itself is not changed.
template <SearchBoard B>
[[nodiscard]] SearchResult search(const B& board, TranspositionTable& tt, TimeManager& time,
                                  const SearchOptions& options);

// A line cut short at its first move (a re-search the deadline stopped, a
// move decided before any search) gets the reply the table holds for the
// position after that move, when it is an empty cell the opponent may play:
// pondering thinks about that reply, analysis shows it.
template <SearchBoard B>
void extendLineFromTable(const B& board, const TranspositionTable& tt, SearchResult& result);

} // namespace ttt::hard
