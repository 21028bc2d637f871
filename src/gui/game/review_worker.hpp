#pragma once

// Runs the review of a round (features.md G14, ai/game_review.hpp) on a thread
// of its own with its own Hard bot, over a copy of the round's moves, so the
// window goes on meanwhile. Progress and the result come back on the UI
// thread, and only for the latest request: a cancelled or replaced review
// never calls back. Cancelling returns at once (the search stops within
// milliseconds; the thread is joined by the next start or the destructor).

#include "tictactoe/ai/game_review.hpp"

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

    ReviewWorker() = default;
    ~ReviewWorker() override;
    ReviewWorker(const ReviewWorker&) = delete;
    ReviewWorker& operator=(const ReviewWorker&) = delete;

    // Reviews `moves` under `rules`, `perPosition` a position on `threads` threads.
    void start(const Rules& rules, std::vector<Move> moves, std::chrono::milliseconds perPosition,
               int threads, OnProgress onProgress, OnDone onDone, OnError onError);
    void cancel();
    [[nodiscard]] bool running() const { return expected_ != 0; }

private:
    std::uint64_t expected_ = 0; // the request whose answers count; 0: none
    std::uint64_t lastRequest_ = 0;
    std::shared_ptr<std::atomic<bool>> cancel_;
    std::jthread thread_;
};

} // namespace ttt::gui
