#include "tictactoe/ai/time_share.hpp"

#include <algorithm>

namespace ttt {

namespace {

using Ms = std::chrono::milliseconds;

// Time kept back from the game clock for the moves after the expected end:
// 5 %, and at least this much for each move the board still has room for,
// so that a long round cannot run the clock down to less than a move costs
// (below that, every move is played at once).
constexpr int kClockReserveDivisor = 20;
constexpr Ms kLeastMoveCost{15};
// A move may take this many times its share of the clock when the search is
// unsettled, but never more than this part of what is left.
constexpr int kStretch = 3;
constexpr int kMostOfLeftDivisor = 5;
// Of an increment, the part a move spends beyond its share of the clock
// (the rest builds a reserve).
constexpr int kIncrementSpentPercent = 80;
// Per move: kept back for the time between the clock and the search.
constexpr Ms kPerMoveMargin{100};
constexpr int kPerMoveMarginDivisor = 10; // or 10 % of the move's time, the more

// Expected number of own moves still to play: many early on, fewer later,
// never fewer than ten so that one move cannot eat the whole clock.
int movesToGo(int ownStones, int emptyCells) {
    const int byProgress = 30 - ownStones / 2;
    const int byRoom = std::max(1, emptyCells / 2);
    return std::max(10, std::min(byProgress, byRoom));
}

} // namespace

TimeShare shareClock(Ms left, Ms increment, Ms turnLimit, int ownStones, int emptyCells) {
    if (left <= Ms{0} || turnLimit <= Ms{0}) {
        return {Ms{1}, Ms{1}};
    }
    const Ms roomReserve = kLeastMoveCost * std::max(1, emptyCells / 2);
    const Ms usable = left - std::max(left / kClockReserveDivisor, roomReserve);
    if (usable <= Ms{0}) {
        return {Ms{1}, Ms{1}}; // what is left is the reserve: every move at once
    }
    const Ms share =
        usable / movesToGo(ownStones, emptyCells) + increment * kIncrementSpentPercent / 100;
    const Ms most = std::min(share * kStretch, usable / kMostOfLeftDivisor + increment / 2);
    TimeShare out;
    out.searchTime = std::max(Ms{1}, std::min({turnLimit, std::max(share, most), usable}));
    out.targetTime = std::max(Ms{1}, std::min(share, out.searchTime));
    return out;
}

SearchBudget budgetOnClock(SearchBudget budget, const ClockSettings& clock, Ms left,
                           const GameView& view) {
    if (!clock.enabled()) {
        return budget;
    }
    budget.clock = SearchBudget::ClockReading{clock, left, budget.timeLimit};
    if (clock.kind == ClockKind::PerMove) {
        const Ms margin = std::max(kPerMoveMargin, left / kPerMoveMarginDivisor);
        budget.timeLimit = std::clamp(left - margin, Ms{1}, budget.timeLimit);
        return budget;
    }
    const int own =
        static_cast<int>(std::count_if(view.history.begin(), view.history.end(),
                                       [&](const Move& m) { return m.mark == view.toMove; }));
    const int empty = view.rules.unlimited ? 400
                                           : view.rules.width * view.rules.height -
                                                 static_cast<int>(view.board.stoneCount());
    const TimeShare share = shareClock(left, clock.increment, budget.timeLimit, own, empty);
    budget.timeLimit = share.searchTime;
    budget.targetTime = share.targetTime;
    return budget;
}

} // namespace ttt
