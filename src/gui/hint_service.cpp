#include "hint_service.hpp"

#include "tictactoe/players/player_factory.hpp"

#include <random>

namespace ttt::gui {

HintService::HintService(std::chrono::milliseconds budget) : budget_(budget) {}

HintService::~HintService() {
    runner_.cancel();
}

void HintService::request(const GameEngine& game, Callback onHint) {
    cancel();
    if (!bot_) {
        std::random_device entropy;
        bot_ = std::shared_ptr<Bot>(makeBot(PlayerSpec::computer(BotLevel::Hard), entropy()));
    }
    if (!bot_ || game.isRoundOver()) {
        return;
    }
    onHint_ = std::move(onHint);
    SearchBudget budget;
    budget.timeLimit = budget_;
    expected_ =
        runner_.start(bot_, game, budget, [this](std::uint64_t request, const BotMove& answer) {
            const Point move = answer.move;
            CallAfter([this, request, move] { onAnswer(request, move); });
        });
}

void HintService::cancel() {
    runner_.cancel();
    expected_ = 0;
}

void HintService::onAnswer(std::uint64_t request, Point move) {
    if (request != expected_) {
        return; // cancelled or replaced meanwhile
    }
    expected_ = 0;
    if (onHint_) {
        onHint_(move);
    }
}

} // namespace ttt::gui
