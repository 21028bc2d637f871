// Undo and redo of GameController (features.md G9). Against the computer a step takes
// back (or plays again) the human's move together with the computer's reply,
// so that it is a human's turn afterwards. A search in progress is cancelled
// first, so its answer, now stale, is never applied.

#include "game/game_controller.hpp"

namespace ttt::gui {
namespace {

// Who placed it, not who owns its colour now: opening rules swap colours.
bool isHumanMove(const GameEngine& game, std::size_t index) {
    return game.player(game.placedBy(index)).isHuman();
}

// A person's opening action since the last move: a colour decision, or
// (a tournament opening) the offers, made by black's player.
bool isHumanOpeningStep(const GameEngine& game) {
    const auto& steps = game.openingSteps();
    const std::size_t n = game.history().size();
    if (!steps.empty() && steps.back().afterMoves == n &&
        game.player(steps.back().chooser).isHuman()) {
        return true;
    }
    return n == 4 && !game.fifthOffers().empty() && isTournamentOpening(game.setup().opening) &&
           game.player(playerIndex(game.firstToMove())).isHuman();
}

} // namespace

bool GameController::canUndo() const {
    if (remote_ != nullptr) {
        return !shutDown_ && remote_->mayAskUndo();
    }
    if (shutDown_ || game_.mode() == Mode::ComputerVsComputer || !game_.canUndo()) {
        return false;
    }
    // A set-up position goes back at once, with the computer's reply to it.
    const auto& history = game_.history();
    const std::size_t n = history.size();
    if (n == 0 || (game_.setUpStones() > 0 && n <= game_.setUpStones() + 1)) {
        return true; // n == 0: the engine can undo only a set-up (of an empty board)
    }
    // A human's move among the last two, or a person's opening step since:
    // the computer's opening alone is not undone.
    return isHumanOpeningStep(game_) || isHumanMove(game_, n - 1) ||
           (n >= 2 && isHumanMove(game_, n - 2));
}

bool GameController::canRedo() const {
    return remote_ == nullptr && !shutDown_ && game_.mode() != Mode::ComputerVsComputer &&
           game_.canRedo() && isHumanToMove();
}

bool GameController::undo() {
    if (!canUndo()) {
        return false;
    }
    if (remote_ != nullptr) {
        return remote_->requestUndo(); // the other is asked; the answer comes later
    }
    cancelComputer();
    loading_ = true; // no search for the positions passed on the way
    // Back to the last thing a person did: a move, or a colour decision
    // under an opening rule (undone first, before the moves it followed).
    game_.undo();
    while (game_.canUndo() && game_.isComputerToMove()) {
        game_.undo();
    }
    loading_ = false;
    scheduleComputer();
    return true;
}

bool GameController::redo() {
    if (!canRedo()) {
        return false;
    }
    cancelComputer();
    loading_ = true;
    game_.redo();
    while (game_.canRedo() && game_.isComputerToMove()) {
        game_.redo(); // the computer's reply that followed
    }
    loading_ = false;
    scheduleComputer();
    return true;
}

} // namespace ttt::gui
