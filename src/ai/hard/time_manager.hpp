#pragma once

// Decides when a search must stop: the deadline (the only safety margin
// between the budget and the answer, for everyone who asks Hard for a move),
// the target time of a move under a game clock, the node limit and the
// cancel flag. Polled cheaply from the search.

#include "tictactoe/ai/bot.hpp"

#include <algorithm>
#include <chrono>
#include <cstdint>

namespace ttt::hard {

class TimeManager {
public:
    using Clock = std::chrono::steady_clock;
    using Ms = std::chrono::duration<double, std::milli>;

    // The one safety margin: the search ends this far before the budget runs
    // out, which leaves room for setting up, joining the helper threads,
    // answering (and, for the Gomocup brain, the pipe) and a busy machine.
    [[nodiscard]] static Ms margin(Ms limit) { return Ms(1.0) + limit * 0.07; }

    TimeManager(const SearchBudget& budget, Clock::time_point start)
        : budget_(budget), start_(start) {
        if (budget.pondering && budget.timeLimit.count() > 0) {
            // No answer is waited for: the cancel flag ends it, this bounds it.
            deadline_ = Ms(budget.timeLimit) * SearchBudget::kPonderMoves;
            target_ = deadline_;
            timed_ = true;
        } else if (budget.timeLimit.count() > 0) {
            const Ms limit(budget.timeLimit);
            deadline_ = std::max(Ms(0.5), limit - margin(limit));
            target_ = deadline_;
            if (budget.targetTime.count() > 0) {
                target_ = std::min(deadline_, Ms(budget.targetTime));
            }
            timed_ = true;
        }
    }

    [[nodiscard]] double elapsedMs() const { return Ms(Clock::now() - start_).count(); }
    [[nodiscard]] std::chrono::milliseconds elapsed() const {
        return std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - start_);
    }
    [[nodiscard]] bool timed() const { return timed_; }
    // When the search must have stopped, and the time a move should take
    // (the deadline unless a game clock asks for less); in ms since the start.
    [[nodiscard]] double deadlineMs() const { return deadline_.count(); }
    [[nodiscard]] double targetMs() const { return target_.count(); }

    // Called every node with the running count; looks at the clock and the
    // cancel flag only every 256 nodes (a fraction of a millisecond).
    [[nodiscard]] bool mustStop(std::uint64_t nodes) {
        if (stopped_) {
            return true;
        }
        if (budget_.nodeLimit && nodes >= *budget_.nodeLimit) {
            stopped_ = true;
        } else if ((nodes & 255U) == 0) {
            stopped_ = budget_.cancelled() || (timed_ && elapsedMs() >= deadline_.count());
        }
        return stopped_;
    }
    // Looks at the clock and the cancel flag now.
    [[nodiscard]] bool checkNow() {
        stopped_ = stopped_ || budget_.cancelled() || (timed_ && elapsedMs() >= deadline_.count());
        return stopped_;
    }
    void stop() { stopped_ = true; }
    [[nodiscard]] bool stopped() const { return stopped_; }

    // Worth starting another iteration? A stopped iteration still gives its
    // best move so far, so the time is used up to the deadline.
    [[nodiscard]] bool mayStartIteration() const {
        return !stopped_ && !budget_.cancelled() && (!timed_ || elapsedMs() < deadline_.count());
    }
    // Share of the time a side search (e.g. a threat search) may use.
    [[nodiscard]] bool withinShare(double share) const {
        return !timed_ || elapsedMs() < deadline_.count() * share;
    }

private:
    const SearchBudget& budget_;
    Clock::time_point start_;
    Ms deadline_{0};
    Ms target_{0};
    bool timed_ = false;
    bool stopped_ = false;
};

} // namespace ttt::hard
