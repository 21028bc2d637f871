#include "move/hint_service.hpp"

#include "tictactoe/players/player_factory.hpp"

#include <random>

namespace ttt::gui {

HintService::HintService(std::chrono::milliseconds budget) : budget_(budget) {}

void HintService::request(const GameEngine& game, Callback onHint) {
    cancel();
    if (!bot_) {
        std::random_device entropy;
        bot_ = std::shared_ptr<Bot>(makeBot(PlayerSpec::computer(BotLevel::Hard), entropy()));
    }
    if (!bot_ || game.isRoundOver()) {
        return;
    }
    SearchBudget budget;
    budget.timeLimit = budget_;
    worker_.start(bot_, game, budget,
                  [onHint = std::move(onHint)](const BotMove& answer) { onHint(answer.move); });
}

} // namespace ttt::gui
