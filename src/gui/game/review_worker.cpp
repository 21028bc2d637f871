#include "game/review_worker.hpp"

#include "app/translated_text.hpp"

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

template <class Result, class OnValue>
void ReviewWorker::deliverResult(const Deliver& deliver, Result result, OnValue onValue,
                                 const OnError& onError) {
    if (result) {
        deliver([this, onValue, value = std::move(*result)] {
            expected_ = 0;
            onValue(value);
        });
    } else {
        deliver([this, onError, message = translated(result.error().text)] {
            expected_ = 0;
            onError(message);
        });
    }
}

void ReviewWorker::start(const Rules& rules, std::vector<Move> moves,
                         std::chrono::milliseconds perPosition, int threads, OnProgress onProgress,
                         OnDone onDone, OnError onError) {
    run(
        perPosition, threads,
        [this, rules, moves = std::move(moves), onProgress = std::move(onProgress),
         onDone = std::move(onDone),
         onError](HardBot& bot, const SearchBudget& budget, const Deliver& deliver) {
            auto review = reviewRound(rules, moves, bot, budget, [&](const ReviewProgress& p) {
                deliver([onProgress, p] { onProgress(p); });
            });
            if (budget.cancelled()) {
                return; // nobody waits for it
            }
            deliverResult(deliver, std::move(review), onDone, onError);
        },
        onError);
}

void ReviewWorker::judge(const Rules& rules, std::vector<Move> before, Point tried,
                         MoveReview reviewed, std::chrono::milliseconds time, int threads,
                         OnJudged onJudged, OnError onError) {
    run(
        time, threads,
        [this, rules, before = std::move(before), tried, reviewed, onJudged = std::move(onJudged),
         onError](HardBot& bot, const SearchBudget& budget, const Deliver& deliver) {
            auto verdict = judgeTry(rules, before, tried, reviewed, bot, budget);
            if (budget.cancelled()) {
                return;
            }
            deliverResult(deliver, std::move(verdict), onJudged, onError);
        },
        onError);
}

void ReviewWorker::run(std::chrono::milliseconds time, int threads, Job job, OnError onError) {
    cancel();
    if (thread_.joinable()) {
        thread_.join(); // the cancelled search stops within milliseconds
    }
    const std::uint64_t request = ++lastRequest_;
    expected_ = request;
    cancel_ = std::make_shared<std::atomic<bool>>(false);
    thread_ = std::jthread([this, request, time, threads, flag = cancel_, job = std::move(job),
                            onError = std::move(onError)] {
        // The answers go to the UI thread, where the request id decides whether they still count.
        const Deliver deliver = [this, request](std::function<void()> call) {
            CallAfter([this, request, call = std::move(call)] {
                if (request == expected_) {
                    call();
                }
            });
        };
        HardBot bot(request);
        SearchBudget budget;
        budget.timeLimit = time;
        budget.threads = threads;
        budget.cancel = flag.get();
        try {
            job(bot, budget, deliver);
        } catch (const std::exception& e) {
            deliver([this, onError, message = wxString::FromUTF8(e.what())] {
                expected_ = 0;
                onError(message);
            });
        }
    });
}

} // namespace ttt::gui
