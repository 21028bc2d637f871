#pragma once

// The review of a finished round (features.md G14): the engine searches every
// position of the round, and each move is judged by how much of the mover's
// chance of winning it gave away (the chance of the engine's best move in
// the position before it, against the chance of the position it made). A
// move that lets a proven win go is a blunder that names the win it missed;
// a move from a position not lost into a proven loss is one too.
//
// Headless: the window shows it (a plot, marks in the move list, Learn from
// your mistakes), the saved game keeps it.

#include "tictactoe/ai/bot.hpp"
#include "tictactoe/core/expected.hpp"

#include <array>
#include <chrono>
#include <cstdint>
#include <functional>
#include <optional>
#include <span>
#include <string_view>
#include <vector>

namespace ttt {

enum class MoveClass : std::uint8_t { Best, Good, Inaccuracy, Mistake, Blunder };

// The class's name as files keep it ("best", ..., "blunder").
[[nodiscard]] std::string_view moveClassKey(MoveClass c);
[[nodiscard]] std::optional<MoveClass> moveClassFromKey(std::string_view key);

// How the drop in the mover's chance (0 to 1) is classed, in points of
// chance (docs/bots.md "Game review"): under 5 good, under 10 an
// inaccuracy, under 20 a mistake, else a blunder. The engine's own best move
// is best whatever its drop (two searches of neighbouring positions differ
// a little).
struct ReviewThresholds {
    double good = 0.05;
    double inaccuracy = 0.10;
    double mistake = 0.20;
};
[[nodiscard]] MoveClass classifyDrop(double drop, bool playedBest,
                                     const ReviewThresholds& thresholds = {});

// A move's accuracy, 0 to 100: 100 for a move that gives nothing away,
// 100·exp(−drop/0.15) otherwise (a drop of 15 points scores 37).
[[nodiscard]] double moveAccuracy(double drop);

struct MoveReview {
    Point move;
    Mark side = Mark::None;
    double chanceBefore = 0.5; // the mover's chance with the engine's best move
    double chanceAfter = 0.5;  // the mover's chance after this move
    Point best;                // the engine's best move in the position before
    MoveClass moveClass = MoveClass::Best;
    // The mover had a proven win in this many of its own moves (with
    // `best`) and this move let it go.
    std::optional<int> missedWin;
    // The position was not lost before this move and is a proven loss after it.
    bool losesWonGame = false;

    [[nodiscard]] double drop() const { return std::max(0.0, chanceBefore - chanceAfter); }
    bool operator==(const MoveReview&) const = default;
};

// Per player (index 0: the side of the first move, black): how accurate its
// moves were and how many of each class.
struct ReviewSummary {
    double accuracy = 100.0;
    std::array<int, 5> counts{}; // by MoveClass
    bool operator==(const ReviewSummary&) const = default;
};

struct RoundReview {
    std::vector<MoveReview> moves; // one for each move of the round, in order
    std::array<ReviewSummary, 2> summary;
    bool operator==(const RoundReview&) const = default;
};

// The summaries of a review's moves (the first move's side is player 0).
[[nodiscard]] std::array<ReviewSummary, 2> summarise(const std::vector<MoveReview>& moves);

// The review's default effort: this long a position, on every core the
// machine lends (a 60-move round in about 25 s; docs/bots.md "Game review").
inline constexpr std::chrono::milliseconds kReviewTime{400};

struct ReviewProgress {
    std::size_t done = 0;  // positions searched
    std::size_t total = 0; // positions to search
};

// Reviews the round `moves` (from an empty board) under `rules`: each of
// the moves+1 positions searched by `bot` with `perPosition` (its cancel
// flag stops the review: an error then). `progress`, if given, hears after
// each position, on the calling thread.
[[nodiscard]] Expected<RoundReview>
reviewRound(const Rules& rules, std::span<const Move> moves, Bot& bot,
            const SearchBudget& perPosition,
            const std::function<void(const ReviewProgress&)>& progress = {});

} // namespace ttt
