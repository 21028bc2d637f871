#pragma once

// The strongest computer player (features.md M2 "Hard"): perfect play wherever the
// game can be solved within the budget, and on Gomoku boards a threat-aware
// alpha-beta search. The search internals live in src/ai/hard/.

#include "tictactoe/ai/bot.hpp"

#include <cstdint>
#include <memory>
#include <string>

namespace ttt {

namespace hard {
class SearchFacade;
} // namespace hard

class HardBot : public Bot {
public:
    explicit HardBot(std::uint64_t seed = 0);
    ~HardBot() override;

    [[nodiscard]] std::string name() const override { return "Hard"; }
    BotMove chooseMove(const GameView& view, const SearchBudget& budget) override;
    void setSeed(std::uint64_t seed) override;
    void reset() override;
    // Searches `view` on the opponent's time, filling the table the next
    // move's search starts from; nothing on an empty board, on the boards
    // its solvers take (64 cells at most), under a node limit (whose searches
    // forget the table) or during an opening rule's decisions.
    bool ponder(const GameView& view, const SearchBudget& budget) override;
    // The Gomoku tables the search uses (about 100 ms, once a program) are
    // made on a thread of their own when the bot is made, so that making it
    // costs nothing (the game window opens at once); the first move waits for
    // them before its clock starts, and so does this (also for Renju's and
    // Caro's tables, when the rules need them).
    void prepare(const Rules& rules) override;

private:
    std::unique_ptr<hard::SearchFacade> search_;
};

} // namespace ttt
