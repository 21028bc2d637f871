#pragma once

// What a review of a round says (features.md G14): for each move, how much of
// the mover's chance of winning it gave away and its class, the engine's best
// move, a proven win it let go; and which engine made the review, with what
// effort. The ai layer makes it (ai/game_review.hpp), saved games keep it
// (records), the window shows it.

#include "tictactoe/game/mark.hpp"
#include "tictactoe/game/point.hpp"

#include <algorithm>
#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace ttt {

enum class MoveClass : std::uint8_t { Best, Good, Inaccuracy, Mistake, Blunder };
inline constexpr std::size_t kMoveClasses = 5;

// The class's name as files keep it ("best", ..., "blunder").
[[nodiscard]] std::string_view moveClassKey(MoveClass c);
[[nodiscard]] std::optional<MoveClass> moveClassFromKey(std::string_view key);

struct MoveReview {
    Point move;
    Mark side = Mark::None;
    double chanceBefore = 0.5; // the mover's chance (0 to 1) with the engine's best move
    double chanceAfter = 0.5;  // the mover's chance after this move
    Point best;                // the engine's best move in the position before
    MoveClass moveClass = MoveClass::Best;
    // The mover had a proven win in this many of its own moves (with
    // `best`) and this move let it go.
    std::optional<int> missedWin;
    // The mover's chance fell from a won position (80% or more, or a proven
    // win) to a lost one (20% or less, or a proven loss).
    bool losesWonGame = false;

    [[nodiscard]] double drop() const { return std::max(0.0, chanceBefore - chanceAfter); }
    bool operator==(const MoveReview&) const = default;
};

struct RoundReview {
    std::string engine;            // who reviewed ("Hard")
    int msPerPosition = 0;         // the effort: thinking time a position
    std::vector<MoveReview> moves; // one for each move of the round, in order
    bool operator==(const RoundReview&) const = default;
};

// A move's accuracy, 0 to 100: 100 for a move that gives nothing away,
// 100·exp(−drop/0.15) otherwise (a drop of 15 points scores 37).
[[nodiscard]] double moveAccuracy(double drop);

// Per player (index 0: the side of the round's first move, black): how
// accurate its moves were (the mean of their accuracies, a best move 100)
// and how many of each class.
struct ReviewSummary {
    double accuracy = 100.0;
    std::array<int, kMoveClasses> counts{}; // by MoveClass
    bool operator==(const ReviewSummary&) const = default;
};
[[nodiscard]] std::array<ReviewSummary, 2> summarise(const std::vector<MoveReview>& moves);

// Where `side` made a mistake or a blunder (indices into `moves`, in order):
// what Learn from your mistakes goes through.
[[nodiscard]] std::vector<std::size_t> mistakesOf(const std::vector<MoveReview>& moves, Mark side);

} // namespace ttt
