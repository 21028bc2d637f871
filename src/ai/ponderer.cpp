#include "tictactoe/ai/ponderer.hpp"

#include <utility>

namespace ttt {

Ponderer::~Ponderer() {
    stop();
}

void Ponderer::start(std::shared_ptr<Bot> bot, const GameEngine& game,
                     std::optional<Point> expected, SearchBudget budget) {
    stop();
    if (bot == nullptr || game.isRoundOver()) {
        return;
    }
    // The search reads its own copy, so that the caller's game may change.
    auto position = std::make_shared<GameEngine>(game);
    if (expected && position->board().contains(*expected) && position->play(*expected) &&
        !position->isRoundOver()) {
        expected_ = expected;
    } else {
        position = std::make_shared<GameEngine>(game); // no usable reply: the opponent's own
    }
    cancel_.store(false);
    finished_.store(false);
    budget.cancel = &cancel_;
    worker_ = std::jthread(
        [this, bot = std::move(bot), position = std::move(position), budget = std::move(budget)] {
            try {
                bot->ponder(GameView::of(*position), budget);
            } catch (...) {
                // Pondering only prepares: a failing bot reports it on its next move.
            }
            finished_.store(true);
        });
}

void Ponderer::stop() {
    cancel_.store(true);
    if (worker_.joinable()) {
        worker_.join();
    }
    worker_ = {};
    expected_.reset();
}

std::optional<Point> Ponderer::expectedReply(const BotMove& answer) {
    if (answer.choice || answer.declare) {
        return std::nullopt;
    }
    const std::vector<Point>& line =
        answer.info.lines.empty() ? answer.info.pv : answer.info.lines.front().pv;
    if (line.size() < 2 || line.front() != answer.move) {
        return std::nullopt;
    }
    return line[1];
}

} // namespace ttt
