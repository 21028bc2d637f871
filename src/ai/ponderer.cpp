#include "tictactoe/ai/ponderer.hpp"

#include <algorithm>
#include <system_error>
#include <utility>

namespace ttt {

Ponderer::~Ponderer() {
    (void)stop();
}

void Ponderer::start(std::shared_ptr<Bot> bot, const GameEngine& game,
                     std::optional<Point> expected, SearchBudget budget) {
    (void)stop();
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
    thought_.store(false);
    budget.cancel = &cancel_;
    try {
        worker_ = std::jthread([this, bot = std::move(bot), position = std::move(position),
                                budget = std::move(budget)] {
            try {
                thought_.store(bot->ponder(GameView::of(*position), budget));
            } catch (...) {
                // Pondering only prepares: a failing bot reports it on its next move.
            }
            finished_.store(true);
        });
    } catch (const std::system_error&) {
        expected_.reset(); // no thread to be had: the bot just waits
    }
}

bool Ponderer::stop() {
    cancel_.store(true);
    const bool ran = worker_.joinable();
    if (ran) {
        worker_.join();
    }
    worker_ = {};
    expected_.reset();
    return ran && thought_.load();
}

std::optional<Point> Ponderer::expectedReply(const BotMove& answer) {
    if (answer.choice || answer.declare) {
        return std::nullopt;
    }
    // The line of the move played (a bot may play another than its first).
    const auto line = std::find_if(answer.info.lines.begin(), answer.info.lines.end(),
                                   [&answer](const SearchInfo::Line& l) {
                                       return !l.pv.empty() && l.pv.front() == answer.move;
                                   });
    const std::vector<Point>& moves = line != answer.info.lines.end() ? line->pv : answer.info.pv;
    if (moves.size() < 2 || moves.front() != answer.move) {
        return std::nullopt;
    }
    return moves[1];
}

} // namespace ttt
