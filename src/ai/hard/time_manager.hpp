#pragma once

// Decides when the search must stop: the hard deadline (always inside the
// move's budget), a softer one for starting another iteration, the node limit
// and the cancel flag. Polled cheaply from the search.

#include "tictactoe/ai/bot.hpp"

#include <chrono>
#include <cstdint>

namespace ttt::hard {

class TimeManager {
public:
    using Clock = std::chrono::steady_clock;

    TimeManager(const SearchBudget& budget, Clock::time_point start)
        : budget_(budget), start_(start) {
        if (budget.timeLimit.count() > 0) {
            // Leave room for setting up, answering and a busy machine: 15%, at least 5 ms.
            const auto limit = std::chrono::duration<double, std::milli>(budget.timeLimit);
            const auto margin =
                std::max(std::chrono::duration<double, std::milli>(5.0), limit * 0.15);
            hard_ = std::max(std::chrono::duration<double, std::milli>(1.0), limit - margin);
            soft_ = hard_ * 0.5;
            timed_ = true;
        }
    }

    [[nodiscard]] double elapsedMs() const {
        return std::chrono::duration<double, std::milli>(Clock::now() - start_).count();
    }
    [[nodiscard]] std::chrono::milliseconds elapsed() const {
        return std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - start_);
    }
    // Fraction of the hard limit spent (0 when untimed).
    [[nodiscard]] double usedFraction() const { return timed_ ? elapsedMs() / hard_.count() : 0.0; }

    // Called every node with the running count; looks at the clock and the
    // cancel flag only every 256 nodes (a fraction of a millisecond).
    [[nodiscard]] bool mustStop(std::uint64_t nodes) {
        if (stopped_) {
            return true;
        }
        if (budget_.nodeLimit && nodes >= *budget_.nodeLimit) {
            stopped_ = true;
        } else if ((nodes & 255U) == 0) {
            stopped_ = budget_.cancelled() || (timed_ && elapsedMs() >= hard_.count());
        }
        return stopped_;
    }
    [[nodiscard]] bool stopped() const { return stopped_; }

    // Worth starting another iteration? Each one costs a few times the last.
    [[nodiscard]] bool mayStartIteration() const {
        return !stopped_ && !budget_.cancelled() && (!timed_ || elapsedMs() < soft_.count());
    }
    // Share of the budget a side search (e.g. the threat search) may use.
    [[nodiscard]] bool withinShare(double share) const {
        return !timed_ || elapsedMs() < hard_.count() * share;
    }

private:
    const SearchBudget& budget_;
    Clock::time_point start_;
    std::chrono::duration<double, std::milli> hard_{0};
    std::chrono::duration<double, std::milli> soft_{0};
    bool timed_ = false;
    bool stopped_ = false;
};

} // namespace ttt::hard
