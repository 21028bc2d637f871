#pragma once

// How long the brain may think for one move, from the limits the manager
// sends with INFO (timeout_turn, timeout_match, time_left, thread_num). The
// clock is shared out as every clock is (ai/time_share.hpp); the search's time
// manager keeps the one safety margin between a budget and the answer
// (src/ai/hard/time_manager.hpp).

#include <chrono>
#include <cstdint>
#include <optional>

namespace ttt {

struct TimeControl {
    using Ms = std::chrono::milliseconds;

    // Used when the manager never sent timeout_turn.
    static constexpr Ms kDefaultTurn{5000};
    // time_left is 2147483647 when the match has no time limit.
    static constexpr std::int64_t kUnlimitedTimeLeft = 2147483647;

    std::optional<Ms> turn;      // timeout_turn; 0 = play as fast as possible
    std::optional<Ms> match;     // timeout_match; 0 = no limit
    std::optional<Ms> timeLeft;  // time_left (may be negative)
    std::uint64_t maxMemory = 0; // bytes; 0 = no limit
    int threads = 1;             // thread_num: threads the brain may use
};

struct TurnPlan {
    std::chrono::milliseconds searchTime{0}; // never to be exceeded
    // Under a game clock, the share of it this move should take (0: none,
    // use searchTime); the search may go on up to searchTime while unsettled.
    std::chrono::milliseconds targetTime{0};
    int maxDepth = 0; // 0 = no limit
    int threads = 1;
};

// matchUsed: time this brain already spent in the current match, counted by
// the brain itself (only used when the manager does not send time_left).
// ownStones / emptyCells estimate how many moves are still to come.
[[nodiscard]] TurnPlan planTurn(const TimeControl& limits, std::chrono::milliseconds matchUsed,
                                int ownStones, int emptyCells);

} // namespace ttt
