#pragma once

// The five-in-a-row search: iterative deepening with aspiration windows,
// principal variation search over a shared transposition table, threat-aware
// move generation (a five must be blocked; against an open three only the
// defences and one's own fours), VCF (victory by continuous fours) at the
// root, a quiescence search over fours, late move reductions of every move,
// futility pruning, razoring and move-count pruning, killer,
// counter and history move ordering. Under Renju (board.hpp) black plays no
// foul, and a four of white's whose completion black may not block wins. Several threads search the
// same root (Lazy SMP): they share only the transposition table and the stop flag.
//
// Scores are from the side to move; a win in n plies scores kWin - n.

#include "../search_basics.hpp"
#include "../time_manager.hpp"
#include "../transposition_table.hpp"
#include "board.hpp"

#include <cstdint>
#include <vector>

namespace ttt::hard::five {

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
    int lmpBase = 3;          // any late move is skipped (not on the principal variation)
    int lmpExponent = 130;    // after base + depth ^ (exponent / 100) moves,
    int lmpNotImproving = 60; // this percent of them when the static value fell
    int lmrScale = 80;        // reductions: scale * ln(depth) * ln(move number) / 100 plies
    int lmrImportant = 100;   // in hundredths of a ply: less for threes and their blocks
    int lmrNotImproving = 50; // more when the static value fell
    int bestThread = 0;       // 1: a helper's deeper iteration answers (Lazy SMP)
};

struct SearchOptions {
    // Cells the root may not play: Renju's forbidden points when black is to
    // move (deeper in the tree the board's patterns tell black's fouls,
    // approximately: see patterns.hpp).
    std::vector<int> excludedRootCells;
    // excludedRootCells holds every foul of black's, checked exactly: then the
    // root may play a cell the patterns take for a foul (without it, it does not).
    bool rootFoulsChecked = false;
    int maxDepth = kMaxPly - 10;
    int threads = 1;
    std::uint64_t seed = 0; // breaks ties between equally ordered root moves
    SearchParams params;
};

// Searches the board's position for its side to move, which must have an
// empty candidate cell. The board itself is not changed.
[[nodiscard]] SearchResult search(const Board& board, TranspositionTable& tt, TimeManager& time,
                                  const SearchOptions& options);

} // namespace ttt::hard::five
