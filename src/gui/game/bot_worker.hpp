#pragma once

// One computer search at a time for the window (features.md G12): the bot thinks on
// a BotRunner worker thread over a copy of the position; its answer is handed
// to the UI thread and passed on only if it belongs to the latest request, so
// the answer of a request that was cancelled or replaced is dropped. The game
// controller (the computer's moves) and the hint both think through one.
// A search under a time limit uses every core of the machine (features.md
// M2: Hard's threads share one table); one under a node limit keeps to the
// threads it was given, so that it plays the same moves every time.

#include "tictactoe/ai/bot.hpp"
#include "tictactoe/ai/bot_runner.hpp"
#include "tictactoe/game/game_engine.hpp"

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <wx/event.h>
#include <wx/string.h>

namespace ttt::gui {

class BotWorker final : public wxEvtHandler {
public:
    using OnMove = std::function<void(const BotMove& move)>;
    using OnError = std::function<void(const wxString& message)>;
    // What the search knows so far, after each of its iterations (analysis).
    using OnProgress = std::function<void(const SearchInfo& info)>;

    BotWorker() = default;
    ~BotWorker() override;
    BotWorker(const BotWorker&) = delete;
    BotWorker& operator=(const BotWorker&) = delete;

    // Starts a search for game.toMove(); an earlier request is cancelled. The
    // handlers run on the UI thread, unless the request is cancelled first;
    // so does onProgress, never after the request's answer.
    void start(std::shared_ptr<Bot> bot, const GameEngine& game, SearchBudget budget, OnMove onMove,
               OnError onError = {}, OnProgress onProgress = {});
    // Returns at once; the cancelled request's handlers never run.
    void cancel();
    // The same, and waits until the search has returned (milliseconds), so
    // that its bot may think elsewhere (pondering).
    void cancelAndWait();
    // The threads this worker's timed searches use (a person's choice; at
    // least 1), or none: threadsFor's, every core up to its limit.
    void setThreads(std::optional<int> threads) { threads_ = threads; }
    // A request was started and its answer not yet delivered or cancelled.
    [[nodiscard]] bool waiting() const { return expected_ != 0; }

    // The threads a search with `budget` gets in the window.
    [[nodiscard]] static int threadsFor(const SearchBudget& budget);
    // The same on a machine with this many cores (0: unknown; tests).
    [[nodiscard]] static int threadsFor(const SearchBudget& budget, unsigned cores);

private:
    std::uint64_t expected_ = 0;
    std::optional<int> threads_;
    OnMove onMove_;
    OnError onError_;
    OnProgress onProgress_;
    // Last member: its worker is joined before anything it calls back into goes away.
    BotRunner runner_;
};

} // namespace ttt::gui
