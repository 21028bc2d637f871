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

private:
    std::unique_ptr<hard::SearchFacade> search_;
};

} // namespace ttt
