#pragma once

// Runs the review of a round (features.md G14, ai/game_review.hpp), or the
// judging of a move tried in Learn from your mistakes, on a thread of its own
// with its own Hard bot, over a copy of the round's moves, so the window goes
// on meanwhile. Progress and the result come back on the UI
// thread, and only for the latest request: a cancelled or replaced review
// never calls back. Cancelling returns at once (the search stops within
// milliseconds; the thread is joined by the next start or the destructor).

#include "tictactoe/ai/game_review.hpp"
#include "tictactoe/ai/hard_bot.hpp"

#include <atomic>
#include <chrono>
#include <cstdint>
#include <functional>
#include <memory>
#include <thread>
#include <vector>
#include <wx/event.h>
#include <wx/string.h>

namespace ttt::gui {

class ReviewWorker final : public wxEvtHandler {
public:
    using OnProgress = std::function<void(const ReviewProgress& progress)>;
    using OnDone = std::function<void(const RoundReview& review)>;
    using OnError = std::function<void(const wxString& message)>;
    using OnJudged = std::function<void(const TryVerdict& verdict)>;

    ReviewWorker() = default;
    ~ReviewWorker() override;
    ReviewWorker(const ReviewWorker&) = delete;
    ReviewWorker& operator=(const ReviewWorker&) = delete;

    // Reviews `moves` under `rules`, `perPosition` a position on `threads` threads.
    void start(const Rules& rules, std::vector<Move> moves, std::chrono::milliseconds perPosition,
               int threads, OnProgress onProgress, OnDone onDone, OnError onError);
    // Judges `tried` instead of the move `reviewed` after `before` (judgeTry).
    void judge(const Rules& rules, std::vector<Move> before, Point tried, MoveReview reviewed,
               std::chrono::milliseconds time, int threads, OnJudged onJudged, OnError onError);
    void cancel();
    [[nodiscard]] bool running() const { return expected_ != 0; }

private:
    // Runs `job` (given the bot and the budget; its answer or its error
    // message delivered through `done`) on the worker's thread.
    using Deliver = std::function<void(std::function<void()>)>;
    using Job =
        std::function<void(HardBot& bot, const SearchBudget& budget, const Deliver& deliver)>;
    void run(std::chrono::milliseconds time, int threads, Job job, OnError onError);
    // A job's result to the UI thread: the value to `onValue`, an error's
    // words to `onError`; either way the worker is idle after it.
    template <class Result, class OnValue>
    void deliverResult(const Deliver& deliver, Result result, OnValue onValue,
                       const OnError& onError);

    std::uint64_t expected_ = 0; // the request whose answers count; 0: none
    std::uint64_t lastRequest_ = 0;
    std::shared_ptr<std::atomic<bool>> cancel_;
    std::jthread thread_;
};

} // namespace ttt::gui
