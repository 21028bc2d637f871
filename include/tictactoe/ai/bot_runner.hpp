#pragma once

// Runs one bot search at a time on a worker thread (features.md G12), over a private
// copy of the position, so that the caller's GameEngine may change meanwhile.
//
// Results: onDone(requestId, move) on success. If chooseMove throws (an
// external engine may fail) or returns an illegal move (or a stone where a
// colour decision is due, or a decision where a stone is), onError(requestId,
// message) is called instead; without an onError the failed request simply
// ends. Both run on the worker thread: a window forwards them to its own
// thread (e.g. with CallAfter) and compares requestId with the request it is
// waiting for, since an older answer may still be on its way.
//
// A request cancelled (by cancel(), start() or the destructor) before its
// search finished never has a callback called; once cancel() has returned, no
// callback of that request is running either. Callbacks must not call start()
// or cancel() or destroy the runner (the worker would wait for itself).

#include "tictactoe/ai/bot.hpp"
#include "tictactoe/core/text.hpp"

#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <mutex>
#include <string>
#include <thread>

namespace ttt {

class BotRunner {
public:
    using Callback = std::function<void(std::uint64_t requestId, const BotMove& move)>;
    using ErrorCallback = std::function<void(std::uint64_t requestId, const Text& message)>;

    BotRunner();
    ~BotRunner(); // cancels and joins
    BotRunner(const BotRunner&) = delete;
    BotRunner& operator=(const BotRunner&) = delete;

    // Starts a search on a snapshot of `game` for game.toMove(); cancels and
    // joins any earlier one. The bot must not be used elsewhere until this
    // request ends. budget.cancel is replaced by the runner's own flag.
    // Returns the request id (1, 2, ...).
    std::uint64_t start(std::shared_ptr<Bot> bot, const GameEngine& game, SearchBudget budget,
                        Callback onDone, ErrorCallback onError = {});
    // Returns at once; a cancelled request's callback is never called.
    void cancel();
    // Cancels and waits until the search has returned (milliseconds): the
    // bot is free for another thread. Not from a callback.
    void cancelAndWait();
    // A search is running whose answer has not been delivered or cancelled.
    [[nodiscard]] bool busy() const;
    // The id of the latest request started (0 before the first).
    [[nodiscard]] std::uint64_t currentRequest() const;

private:
    struct Snapshot;
    void run(std::uint64_t requestId, const std::shared_ptr<Bot>& bot,
             const std::shared_ptr<Snapshot>& position, SearchBudget budget, const Callback& onDone,
             const ErrorCallback& onError);

    std::atomic<bool> cancel_{false};
    std::atomic<bool> busy_{false};
    std::atomic<std::uint64_t> request_{0};
    std::mutex delivery_; // held while a callback decides to run and runs
    std::jthread worker_;
};

} // namespace ttt
