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
#include "tictactoe/game/round_review.hpp"

#include <array>
#include <chrono>
#include <cstdint>
#include <functional>
#include <optional>
#include <span>
#include <string_view>
#include <vector>

namespace ttt {

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

// The review's default effort: this long a position, on every core the
// machine lends (at most 24 s for a 60-move round; docs/bots.md "Game review").
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

// Learn from your mistakes: another move `tried` instead of the reviewed move
// `reviewed` (played after `before`, the round's earlier moves), judged the
// way the review judged the move played. It keeps the position when it gives
// away less than a good move may (thresholds.good) of the chance the
// engine's best move had, or keeps a proven win that was there.
struct TryVerdict {
    double chance = 0.5;     // the mover's chance after the move tried
    bool keeps = false;      // as good as the engine's best, within the thresholds
    bool engineBest = false; // the engine's own move
    bool wins = false;       // it ends the round, won
};
[[nodiscard]] Expected<TryVerdict> judgeTry(const Rules& rules, std::span<const Move> before,
                                            Point tried, const MoveReview& reviewed, Bot& bot,
                                            const SearchBudget& budget,
                                            const ReviewThresholds& thresholds = {});

} // namespace ttt
