#include "game/bot_worker.hpp"

#include "app/translated_text.hpp"

#include <algorithm>
#include <thread>
#include <utility>

namespace ttt::gui {

BotWorker::~BotWorker() {
    runner_.cancel();
}

int BotWorker::threadsFor(const SearchBudget& budget) {
    return threadsFor(budget, std::thread::hardware_concurrency());
}

int BotWorker::threadsFor(const SearchBudget& budget, unsigned cores) {
    if (budget.nodeLimit) {
        return budget.threads;
    }
    constexpr unsigned kMostThreads = 8; // beyond this the shared table gains little
    return std::max(budget.threads, static_cast<int>(std::clamp(cores, 1U, kMostThreads)));
}

void BotWorker::start(std::shared_ptr<Bot> bot, const GameEngine& game, SearchBudget budget,
                      OnMove onMove, OnError onError, OnProgress onProgress) {
    cancel();
    budget.threads = threads_ && !budget.nodeLimit ? std::max(1, *threads_) : threadsFor(budget);
    onMove_ = std::move(onMove);
    onError_ = std::move(onError);
    onProgress_ = std::move(onProgress);
    if (onProgress_) {
        // The id start() is about to give this request (only this thread starts them).
        const std::uint64_t request = runner_.currentRequest() + 1;
        budget.onProgress = [this, request](const SearchInfo& info) {
            CallAfter([this, request, info] {
                if (request == expected_) {
                    const OnProgress handler = onProgress_; // it may start the next request
                    handler(info);
                }
            });
        };
    }
    // The callbacks run on the worker thread: CallAfter hands them to ours,
    // where the request id decides whether they still matter.
    expected_ = runner_.start(
        std::move(bot), game, std::move(budget),
        [this](std::uint64_t request, const BotMove& move) {
            CallAfter([this, request, move] {
                if (request != expected_) {
                    return;
                }
                expected_ = 0;
                const OnMove handler = onMove_; // it may start the next request
                handler(move);
            });
        },
        [this](std::uint64_t request, const Text& message) {
            const wxString text = translated(message);
            CallAfter([this, request, text] {
                if (request != expected_) {
                    return;
                }
                expected_ = 0;
                if (const OnError handler = onError_) {
                    handler(text);
                }
            });
        });
}

void BotWorker::cancel() {
    runner_.cancel();
    expected_ = 0;
}

void BotWorker::cancelAndWait() {
    runner_.cancelAndWait();
    expected_ = 0;
}

} // namespace ttt::gui
