#include "game/review_worker.hpp"

#include "app/translated_text.hpp"
#include "tictactoe/ai/hard_bot.hpp"

#include <exception>
#include <utility>

namespace ttt::gui {

ReviewWorker::~ReviewWorker() {
    cancel();
    if (thread_.joinable()) {
        thread_.join(); // before anything it calls back into goes away
    }
}

void ReviewWorker::cancel() {
    if (cancel_) {
        cancel_->store(true);
    }
    expected_ = 0;
}

void ReviewWorker::start(const Rules& rules, std::vector<Move> moves,
                         std::chrono::milliseconds perPosition, int threads, OnProgress onProgress,
                         OnDone onDone, OnError onError) {
    cancel();
    if (thread_.joinable()) {
        thread_.join(); // the cancelled review stops within milliseconds
    }
    const std::uint64_t request = ++lastRequest_;
    expected_ = request;
    cancel_ = std::make_shared<std::atomic<bool>>(false);
    thread_ = std::jthread([this, request, rules, moves = std::move(moves), perPosition, threads,
                            flag = cancel_, onProgress = std::move(onProgress),
                            onDone = std::move(onDone), onError = std::move(onError)] {
        // The answers go to the UI thread, where the request id decides whether they still count.
        const auto deliver = [this, request](std::function<void()> call) {
            CallAfter([this, request, call = std::move(call)] {
                if (request == expected_) {
                    call();
                }
            });
        };
        HardBot bot(request);
        SearchBudget budget;
        budget.timeLimit = perPosition;
        budget.threads = threads;
        budget.cancel = flag.get();
        try {
            auto review = reviewRound(rules, moves, bot, budget, [&](const ReviewProgress& p) {
                deliver([onProgress, p] { onProgress(p); });
            });
            if (flag->load()) {
                return; // cancelled: nobody waits for it
            }
            if (review) {
                deliver([this, onDone, result = std::move(*review)] {
                    expected_ = 0;
                    onDone(result);
                });
            } else {
                deliver([this, onError, message = translated(review.error().text)] {
                    expected_ = 0;
                    onError(message);
                });
            }
        } catch (const std::exception& e) {
            deliver([this, onError, message = wxString::FromUTF8(e.what())] {
                expected_ = 0;
                onError(message);
            });
        }
    });
}

} // namespace ttt::gui
