#pragma once

#include "tictactoe/ai/bot.hpp"
#include "tictactoe/ai/random.hpp"

namespace ttt {

// Easy (features.md M2): a uniformly random legal move. On a large or unlimited board
// it picks among the empty cells next to stones, so that it still looks like play.
class EasyBot final : public Bot {
public:
    explicit EasyBot(std::uint64_t seed = 0) : random_(seed) {}

    [[nodiscard]] std::string name() const override { return "Easy"; }
    BotMove chooseMove(const GameView& view, const SearchBudget& budget) override;
    void setSeed(std::uint64_t seed) override { random_.seed(seed); }

    // Boards with at most this many cells are played uniformly over every empty cell.
    static constexpr long long kSmallBoardCells = 49;

private:
    Random random_;
};

} // namespace ttt
