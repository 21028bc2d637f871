#include "tictactoe/protocol/time_control.hpp"

#include <algorithm>

namespace ttt {

namespace {

using Ms = std::chrono::milliseconds;

// A move that must be instant: a static choice, no deep search.
constexpr TurnPlan kInstant{Ms{1}, Ms{0}, 1, 1};
// Time kept back from the game clock for the moves after the expected end.
constexpr int kClockReserveDivisor = 20; // 5 %
// A move may take this many times its share of the clock when the search is
// unsettled, but never more than this part of what is left.
constexpr int kStretch = 3;
constexpr int kMostOfLeftDivisor = 5;

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
    TurnPlan plan{turn, Ms{0}, 0, std::max(1, limits.threads)};
    if (const auto left = matchTimeLeft(limits, matchUsed)) {
        if (*left <= Ms{0}) {
            TurnPlan instant = kInstant;
            instant.threads = plan.threads;
            return instant;
        }
        const Ms usable = *left - *left / kClockReserveDivisor;
        const Ms share = usable / movesToGo(ownStones, emptyCells);
        const Ms most = std::min(share * kStretch, usable / kMostOfLeftDivisor);
        plan.searchTime = std::max(Ms{1}, std::min(turn, std::max(share, most)));
        plan.targetTime = std::max(Ms{1}, std::min(share, plan.searchTime));
    }
    return plan;
}

} // namespace ttt
