#pragma once

// Thinking on the opponent's time (features.md M2, "pondering"): once a bot
// has moved, it searches the position after the reply it expects, on a thread
// of its own, until the reply comes. What it learns stays in the bot (Hard's
// table): when the expected reply is played, the next move's search starts
// from a table filled deeper than its own time would fill it; when another
// is, from what the two positions share.

#include "tictactoe/ai/bot.hpp"
#include "tictactoe/game/game_engine.hpp"

#include <atomic>
#include <memory>
#include <optional>
#include <thread>

namespace ttt {

class Ponderer {
public:
    Ponderer() = default;
    ~Ponderer(); // stops
    Ponderer(const Ponderer&) = delete;
    Ponderer& operator=(const Ponderer&) = delete;

    // Stops any earlier pondering, then lets `bot` think about `game` (the
    // opponent to move) after `expected`, when that is a legal reply that
    // does not end the round, else about the opponent's own position.
    // `budget` is like the bot's moves' (its cancel flag is replaced). The
    // bot must be free (no search of it running) and must not be asked for
    // a move before stop().
    void start(std::shared_ptr<Bot> bot, const GameEngine& game, std::optional<Point> expected,
               SearchBudget budget);
    // Ends the thinking and waits for it (milliseconds): the bot is free
    // again. True when the bot did think (Bot::ponder found something to).
    bool stop();
    // Started and not stopped (its thinking may have ended by itself).
    [[nodiscard]] bool running() const { return worker_.joinable(); }
    // Its thinking ended by itself: nothing to think about, a depth limit,
    // a proven result, or its time.
    [[nodiscard]] bool finished() const { return running() && finished_.load(); }
    // The reply being thought about, if one was expected and legal.
    [[nodiscard]] std::optional<Point> expected() const { return expected_; }

    // The reply a bot expects after its answer: the second move of the line
    // of the move it played.
    [[nodiscard]] static std::optional<Point> expectedReply(const BotMove& answer);

private:
    std::atomic<bool> cancel_{false};
    std::atomic<bool> finished_{false};
    std::atomic<bool> thought_{false};
    std::optional<Point> expected_;
    std::jthread worker_;
};

} // namespace ttt
