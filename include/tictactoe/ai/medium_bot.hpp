#pragma once

#include "tictactoe/ai/bot.hpp"
#include "tictactoe/ai/random.hpp"

namespace ttt {

// Medium (features.md M2): win now if possible; else block the opponent's immediate
// win; else on 3x3 the centre, then a corner; else on larger boards the cell
// with the best window-counting value (seed 001): every k-cell window through
// the cell that the other side has not entered adds a value growing steeply
// with the stones already in it, for both sides. Ties are broken at random.
class MediumBot final : public Bot {
public:
    explicit MediumBot(std::uint64_t seed = 0) : random_(seed) {}

    [[nodiscard]] std::string name() const override { return "Medium"; }
    BotMove chooseMove(const GameView& view, const SearchBudget& budget) override;
    void setSeed(std::uint64_t seed) override { random_.seed(seed); }

private:
    Random random_;
};

// The window-counting value of playing `side` at the empty cell p: the sum over
// all k-cell windows through p of a weight for side's own windows plus a
// (slightly smaller) weight for the opponent's windows. Exposed for tests.
[[nodiscard]] long long windowValue(const Board& board, Point p, Mark side);

} // namespace ttt
