#include "tictactoe/ai/bot_runner.hpp"

#include "tictactoe/core/text_error.hpp"
#include "tictactoe/game/opening_geometry.hpp"

#include <algorithm>
#include <exception>
#include <optional>
#include <utility>

namespace ttt {

// The position as it was when the search started: the bot reads this, never
// the caller's engine.
struct BotRunner::Snapshot {
    explicit Snapshot(const GameEngine& game)
        : rules(game.rules()), board(game.board()), toMove(game.toMove()), history(game.history()),
          choice(game.pendingChoice()), placing(game.isPlacingOpening()), task(game.openingTask()),
          over(game.isRoundOver()) {}

    [[nodiscard]] GameView view() const {
        return GameView{rules, board, toMove, history, choice, placing, task};
    }

    Rules rules;
    Board board;
    Mark toMove;
    std::vector<Move> history;
    std::optional<ColourChoice> choice;
    bool placing;
    OpeningTask task;
    bool over;
};

namespace {

// What is wrong with an answer to the snapshot's request, if anything: a
// decision is due (Swap, Swap2) and a stone was offered, or the other way
// round, or the stone's cell is taken. A decision carries no stone, so its
// `move` is not looked at (on the unlimited field its default (0, 0) is the
// first stone's cell).
std::optional<Text> checkAnswer(const Bot& bot, const GameView& position, const BotMove& answer) {
    if (position.choice.has_value() != answer.choice.has_value()) {
        return position.choice
                   ? Text("{0} played a stone where a colour decision was due", bot.name())
                   : Text("{0} made a colour decision where a stone was due", bot.name());
    }
    if ((position.task.declareUpTo > 0) != answer.declare.has_value()) {
        return position.task.declareUpTo > 0
                   ? Text("{0} did not declare the number of fifth moves", bot.name())
                   : Text("{0} declared a number of fifth moves out of turn", bot.name());
    }
    const OpeningTask& task = position.task;
    const auto offered = [&task](Point p) {
        return std::find(task.offers.begin(), task.offers.end(), p) != task.offers.end();
    };
    if (!answer.choice && !answer.declare) {
        // A tournament opening's square, offers and pick (the engine's checks).
        const Point p = answer.move;
        const bool wrong =
            (task.area > 0 && position.board.contains(p) &&
             centralSquareOf(position.rules, p) > task.area) ||
            (task.picking && !offered(p)) ||
            (task.offersDue > 0 && !task.picking &&
             (offered(p) || std::any_of(task.offers.begin(), task.offers.end(), [&](Point o) {
                  return areSymmetricOffers(position.board, o, p);
              })));
        if (wrong) {
            return Text("{0} chose ({1}, {2}), which the opening rule does not allow there",
                        bot.name(), p.x, p.y);
        }
    }
    if (!answer.choice && !answer.declare && !position.board.isEmpty(answer.move)) {
        return Text("{0} chose an illegal move ({1}, {2})", bot.name(), answer.move.x,
                    answer.move.y);
    }
    return std::nullopt;
}

} // namespace

BotRunner::BotRunner() = default;

BotRunner::~BotRunner() {
    cancel();
    if (worker_.joinable()) {
        worker_.join();
    }
}

std::uint64_t BotRunner::start(std::shared_ptr<Bot> bot, const GameEngine& game,
                               SearchBudget budget, Callback onDone, ErrorCallback onError) {
    cancel();
    if (worker_.joinable()) {
        worker_.join();
    }
    cancel_.store(false);
    const std::uint64_t requestId = request_.load() + 1;
    request_.store(requestId);
    busy_.store(true);
    auto position = std::make_shared<Snapshot>(game);
    worker_ = std::jthread([this, requestId, bot = std::move(bot), position = std::move(position),
                            budget = std::move(budget), onDone = std::move(onDone),
                            onError = std::move(onError)]() mutable {
        run(requestId, bot, position, std::move(budget), onDone, onError);
    });
    return requestId;
}

void BotRunner::cancel() {
    cancel_.store(true);
    busy_.store(false);
    // Wait for a callback that had already begun, so none runs after we return.
    const std::lock_guard lock(delivery_);
}

void BotRunner::cancelAndWait() {
    cancel();
    if (worker_.joinable()) {
        worker_.join();
    }
}

bool BotRunner::busy() const {
    return busy_.load();
}

std::uint64_t BotRunner::currentRequest() const {
    return request_.load();
}

void BotRunner::run(std::uint64_t requestId, const std::shared_ptr<Bot>& bot,
                    const std::shared_ptr<Snapshot>& position, SearchBudget budget,
                    const Callback& onDone, const ErrorCallback& onError) {
    budget.cancel = &cancel_;
    BotMove answer;
    std::optional<Text> error;
    const auto failed = [&bot](Text why) {
        return bot != nullptr ? Text("{0} failed: {1}", bot->name(), std::move(why))
                              : Text("The computer player failed: {0}", std::move(why));
    };
    try {
        if (bot == nullptr) {
            error = Text("no computer player was given");
        } else if (position->over || position->board.isFull()) {
            error = Text("the round is already over");
        } else {
            answer = bot->chooseMove(position->view(), budget);
            error = checkAnswer(*bot, position->view(), answer);
        }
    } catch (const TextError& e) {
        error = failed(e.text());
    } catch (const std::exception& e) {
        error = failed(Text::verbatim(e.what()));
    } catch (...) {
        error = Text("the computer player failed with an unknown error");
    }

    const std::lock_guard lock(delivery_);
    if (cancel_.load()) {
        return;
    }
    busy_.store(false);
    if (!error) {
        if (onDone) {
            onDone(requestId, answer);
        }
    } else if (onError) {
        onError(requestId, *error);
    }
}

} // namespace ttt
