#pragma once

// The vocabulary of Hard's search (search.hpp) and of the small-board solver:
// the score scale, table bounds, the principal variation, the per-ply stack
// and the result.
//
// Scores are from the side to move; a win in n plies scores kWin - n, so the
// shortest win and the longest defence are preferred.

#include "cell.hpp"
#include "tictactoe/ai/bot.hpp"

#include <algorithm>
#include <array>
#include <cassert>
#include <cstdint>
#include <vector>

namespace ttt::hard {

// A search score, from the side to move.
using Score = int;

inline constexpr Score kWin = SearchInfo::kWinScore;
inline constexpr Score kInfinity = kWin + 1;
inline constexpr int kMaxPly = 120;
// Scores within this distance of kWin are wins or losses in so many plies
// from the node; a table stores them relative to the node it keeps them for.
inline constexpr int kMateBand = 1000;

// The side to move wins (is lost) with its (the opponent's) five `ply` plies
// from the root.
[[nodiscard]] constexpr Score mateIn(int ply) {
    return kWin - ply;
}
[[nodiscard]] constexpr Score matedIn(int ply) {
    return -kWin + ply;
}

[[nodiscard]] constexpr bool isWinScore(Score score) {
    return score >= kWin - kMateBand;
}
[[nodiscard]] constexpr bool isLossScore(Score score) {
    return score <= -kWin + kMateBand;
}
[[nodiscard]] constexpr bool isMateScore(Score score) {
    return isWinScore(score) || isLossScore(score);
}
// Plies to the five of a win or loss score.
[[nodiscard]] constexpr int mateDistance(Score score) {
    return kWin - (score < 0 ? -score : score);
}

// A score as a table keeps it (distance from the node) and back (distance
// from the root), `ply` plies below the root.
[[nodiscard]] constexpr Score scoreToTable(Score score, int ply) {
    return isWinScore(score) ? score + ply : isLossScore(score) ? score - ply : score;
}
[[nodiscard]] constexpr Score scoreFromTable(Score score, int ply) {
    return isWinScore(score) ? score - ply : isLossScore(score) ? score + ply : score;
}

// What a stored score says: the true value is at most (Upper), at least
// (Lower) or exactly (Exact) the score.
enum class Bound : std::uint8_t { None = 0, Upper = 1, Lower = 2, Exact = 3 };

// The bound of a node's best score, searched with the window (alpha, beta).
[[nodiscard]] constexpr Bound nodeBound(int best, int alpha, int beta) {
    return best >= beta ? Bound::Lower : (best > alpha ? Bound::Exact : Bound::Upper);
}

// Whether a stored score settles a node searched with the window (alpha, beta).
[[nodiscard]] constexpr bool settles(Bound bound, int score, int alpha, int beta) {
    return bound == Bound::Exact || (bound == Bound::Lower && score >= beta) ||
           (bound == Bound::Upper && score <= alpha);
}

// The principal variation of every node on the current path (a triangular
// table): a node starts empty, and a move that raises alpha heads its child's line.
class PvTable {
public:
    void startNode(int ply) { length_[index(ply)] = ply; }
    void update(int ply, int move) {
        auto& line = moves_[index(ply)];
        const auto& child = moves_[index(ply + 1)];
        line[index(ply)] = move;
        const int childLength = std::max(length_[index(ply + 1)], ply + 1);
        for (int i = ply + 1; i < childLength; ++i) {
            line[index(i)] = child[index(i)];
        }
        length_[index(ply)] = childLength;
    }
    // The line from the root.
    [[nodiscard]] std::vector<int> line() const {
        return {moves_[0].begin(), moves_[0].begin() + length_[0]};
    }

private:
    static constexpr std::size_t kSize = kMaxPly + 2;
    [[nodiscard]] static std::size_t index(int ply) {
        assert(ply >= 0 && static_cast<std::size_t>(ply) < kSize);
        return static_cast<std::size_t>(ply);
    }
    std::array<std::array<int, kSize>, kSize> moves_{};
    std::array<int, kSize> length_{};
};

// A move and how early it should be searched.
struct ScoredMove {
    int cell = kNoCell;
    int score = 0;
};

// What a search keeps for each ply of the current path (Stockfish's Stack):
// the node's move list (kept, so that no node allocates), two quiet moves
// that refuted a sibling at this ply (tried early) and the static value.
struct PlyState {
    static constexpr std::size_t kReservedMoves = 256;
    PlyState() { moves.reserve(kReservedMoves); }
    void addKiller(int move) {
        if (killers[0] != move) {
            killers[1] = killers[0];
            killers[0] = move;
        }
    }

    std::vector<ScoredMove> moves;
    std::array<int, 2> killers{kNoCell, kNoCell};
    Score staticEval = -kInfinity; // -kInfinity: not evaluated (a forced block)
};

class SearchStack {
public:
    SearchStack() : plies_(kSize) {}
    [[nodiscard]] PlyState& at(int ply) {
        assert(ply >= 0 && static_cast<std::size_t>(ply) < kSize);
        return plies_[static_cast<std::size_t>(ply)];
    }
    [[nodiscard]] const PlyState& at(int ply) const {
        assert(ply >= 0 && static_cast<std::size_t>(ply) < kSize);
        return plies_[static_cast<std::size_t>(ply)];
    }

private:
    static constexpr std::size_t kSize = kMaxPly + 2;
    std::vector<PlyState> plies_;
};

// One of the best root moves of a multi-PV search (SearchOptions::multiPv).
struct RootLine {
    int move = kNoCell;
    int score = 0;
    int depth = 0;
    bool proven = false;
    std::vector<int> pv; // starts with move
};

struct SearchResult {
    int move = kNoCell;
    int score = 0;
    int depth = 0;
    bool proven = false;
    std::vector<int> pv;
    std::uint64_t nodes = 0;
    bool forced = false; // the root had one move worth playing (see SearchInfo::forced)
    // The best root moves, best first, each searched in full with its own
    // window (up to SearchOptions::multiPv of them; with 1, the move above).
    // Empty when no iteration finished.
    std::vector<RootLine> lines;

    // A result known before any search (a five to make or to stop...).
    [[nodiscard]] static SearchResult decided(int move, int score, int depth, std::uint64_t nodes) {
        return SearchResult{move,   score, depth, true,
                            {move}, nodes, false, {RootLine{move, score, depth, true, {move}}}};
    }
    // The line of a finished iteration, or the move alone when the line does
    // not start with it.
    void setPv(std::vector<int> line) {
        pv = line.empty() || line.front() != move ? std::vector<int>{move} : std::move(line);
    }
};

} // namespace ttt::hard
