#pragma once

// Negamax alpha-beta with iterative deepening, principal variation search,
// a transposition table, killer and history move ordering, late move
// reductions (large boards only), forced-block extensions, and a quiescence
// search over fours. Scores are from the side to move; a win in n plies
// scores kWin - n, so the shortest win and the longest defence are preferred.

#include "move_generation.hpp"
#include "position.hpp"
#include "search_basics.hpp"
#include "threat_search.hpp"
#include "time_manager.hpp"
#include "transposition_table.hpp"

#include <array>
#include <cstdint>
#include <optional>
#include <vector>

namespace ttt::hard {

struct SearchOptions {
    MoveScope scope = MoveScope::NearStones;
    bool exact = false;       // no forward pruning: every result is a proof
    bool threatSearch = true; // try VCF/VCT at the root first
    int maxDepth = kMaxPly - 8;
    std::uint64_t seed = 0; // breaks ties between equally good root moves
};

class Searcher {
public:
    Searcher(Position& pos, TranspositionTable& tt, TimeManager& time,
             const SearchOptions& options);

    // Precondition: the side to move has a legal move.
    [[nodiscard]] SearchResult run();

private:
    [[nodiscard]] int search(int alpha, int beta, int depth, int ply, bool pvNode);
    [[nodiscard]] int quiescence(int alpha, int beta, int ply, int foursLeft, Side attacker);
    // The start of every node: counts it, and scores what is already decided
    // (a stop, a five to play, a full or dead board, two fives to stop).
    [[nodiscard]] std::optional<int> enterNode(int ply);
    [[nodiscard]] int rootSearch(int depth, int alpha, int beta);
    [[nodiscard]] bool stop() { return time_.mustStop(nodes_); }
    void orderMoves(std::vector<ScoredMove>& moves, int ply, int ttMove);
    void rewardQuietMove(int ply, int move, int depth);
    [[nodiscard]] bool isSolved(int score, int depth) const;

    Position& pos_;
    TranspositionTable& tt_;
    TimeManager& time_;
    SearchOptions options_;
    std::uint64_t nodes_ = 0;
    ThreatSearch threats_;

    SearchStack stack_;
    std::array<std::vector<int>, 2> history_;
    PvTable pv_;

    struct RootMove {
        int cell = kNoCell;
        int score = -kInfinity;
        int order = 0;
        // Plies until the opponent's five by a VCF after this move (0: none found).
        int refutedIn = -1; // -1: not checked yet
    };
    [[nodiscard]] int opponentVcfAfter(RootMove& move);
    std::vector<RootMove> rootMoves_;
};

} // namespace ttt::hard
