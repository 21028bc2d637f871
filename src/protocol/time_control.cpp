#include "tictactoe/protocol/time_control.hpp"

#include <algorithm>

namespace ttt {

namespace {

using Ms = std::chrono::milliseconds;

// Reading the command, building the position and writing the answer take a
// little time on top of the search; a slow or loaded machine takes more.
constexpr Ms kFixedMargin{30};
constexpr int kProportionalMarginDivisor = 20; // 5 % of the budget
// A move that must be instant: a static choice, no deep search.
constexpr TurnPlan kInstant{Ms{1}, 1};

std::optional<Ms> matchTimeLeft(const TimeControl& limits, Ms matchUsed) {
    if (limits.timeLeft) {
        if (limits.timeLeft->count() >= TimeControl::kUnlimitedTimeLeft) {
            return std::nullopt;
        }
        return *limits.timeLeft;
    }
    if (limits.match && limits.match->count() > 0) {
        return *limits.match - matchUsed;
    }
    return std::nullopt;
}

// Expected number of own moves still to play: many early on, fewer later,
// never fewer than ten so that one move cannot eat the whole clock.
int movesToGo(int ownStones, int emptyCells) {
    const int byProgress = 30 - ownStones / 2;
    const int byRoom = std::max(1, emptyCells / 2);
    return std::max(10, std::min(byProgress, byRoom));
}

} // namespace

TurnPlan planTurn(const TimeControl& limits, Ms matchUsed, int ownStones, int emptyCells) {
    const Ms turn = limits.turn.value_or(TimeControl::kDefaultTurn);
    if (turn <= Ms{0}) {
        return kInstant;
    }
    Ms budget = turn;
    if (const auto left = matchTimeLeft(limits, matchUsed)) {
        if (*left <= Ms{0}) {
            return kInstant;
        }
        budget = std::min(budget, *left / movesToGo(ownStones, emptyCells));
    }
    const Ms margin = kFixedMargin + budget / kProportionalMarginDivisor;
    if (budget <= margin) {
        return kInstant;
    }
    return TurnPlan{budget - margin, 0};
}

} // namespace ttt
