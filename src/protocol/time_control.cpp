#include "tictactoe/protocol/time_control.hpp"

#include "tictactoe/ai/time_share.hpp"

#include <algorithm>

namespace ttt {

namespace {

using Ms = std::chrono::milliseconds;

// A move that must be instant: a static choice, no deep search.
constexpr TurnPlan kInstant{Ms{1}, Ms{0}, 1, 1};

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
        const TimeShare share = shareClock(*left, Ms{0}, turn, ownStones, emptyCells);
        plan.searchTime = share.searchTime;
        plan.targetTime = share.targetTime;
    }
    return plan;
}

} // namespace ttt
