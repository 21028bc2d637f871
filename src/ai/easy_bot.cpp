#include "tictactoe/ai/easy_bot.hpp"

#include "tictactoe/ai/candidates.hpp"

#include <chrono>
#include <stdexcept>

namespace ttt {

namespace {

// Fewer choices than this next to the stones: widen the ring so that the bot
// does not become predictable.
constexpr std::size_t kFewCandidates = 4;

} // namespace

BotMove EasyBot::chooseMove(const GameView& view, const SearchBudget& /*budget*/) {
    const auto started = std::chrono::steady_clock::now();
    const Board& board = view.board;
    const Rules& rules = view.rules;

    std::vector<Point> choices;
    if (!rules.unlimited && rules.cellCount() <= kSmallBoardCells) {
        choices = allEmptyCells(board);
    } else if (board.stoneCount() == 0) {
        // Open somewhere in the 3x3 block around the centre.
        const Point centre = centreOf(rules);
        for (int dy = -1; dy <= 1; ++dy) {
            for (int dx = -1; dx <= 1; ++dx) {
                if (board.isEmpty(centre + Point{dx, dy})) {
                    choices.push_back(centre + Point{dx, dy});
                }
            }
        }
    } else {
        choices = emptyCellsNear(board, 1);
        keepPlayable(view, choices);
        if (choices.size() < kFewCandidates) {
            choices = emptyCellsNear(board, 2);
            keepPlayable(view, choices);
        }
        if (choices.empty()) {
            choices = allEmptyCells(board);
        }
    }
    keepPlayable(view, choices);

    if (choices.empty()) {
        throw std::invalid_argument("there is no empty cell to play");
    }
    BotMove result;
    result.move = random_.pick(choices);
    result.info.nodes = choices.size();
    result.info.pv = {result.move};
    result.info.elapsed = std::chrono::duration_cast<std::chrono::milliseconds>(
        std::chrono::steady_clock::now() - started);
    return result;
}

} // namespace ttt
