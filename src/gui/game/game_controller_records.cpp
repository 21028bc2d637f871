// GameController: restoring saved games and the forfeit of an external engine
// (features.md P3, P4, M4). Kept apart from the move logic in game_controller.cpp.

#include "app/translated_text.hpp"
#include "game/game_controller.hpp"

#include <wx/intl.h>

namespace ttt::gui {

Expected<void> GameController::restore(const GameRecord& record) {
    cancelComputer();
    holdComputer_ = false;
    loading_ = true;
    auto restored = restoreInto(game_, record);
    loading_ = false;
    if (restored) {
        leaveRemote(); // the game on the board is now another
        // A set-up position is no network round: the other side could not
        // play its stones back (GameEngine::setUp is not in the protocol).
        networkPlayer_ = record.setUpStones == 0 ? record.networkPlayer : std::nullopt;
        if (record.review && record.review->moves.size() == game_.history().size()) {
            review_ = record.review;
        }
        if (record.clockLeft) {
            // The clocks go on from what they read when the game was saved.
            clock_.restore(*record.clockLeft, std::chrono::steady_clock::now());
        }
        followClock();
        const auto listeners = listeners_;
        for (ControllerListener* listener : listeners) {
            listener->onGameLoaded();
            listener->onClockTick(); // the clocks read as restored
        }
    }
    scheduleComputer();
    return restored;
}

void GameController::setReview(RoundReview review) {
    if (review.moves.size() == game_.history().size()) {
        review_ = std::move(review);
        const auto listeners = listeners_;
        for (ControllerListener* listener : listeners) {
            listener->onGameChanged(GameEvent::PlayersChanged); // the names of the moves change
        }
    }
}

GameRecord GameController::record() const {
    GameRecord record = recordOf(game_);
    record.review = review_;
    record.networkPlayer = networkPlayer_;
    if (hasClock()) {
        record.clockLeft = clockReadings();
    }
    return record;
}

void GameController::forfeitComputer(const wxString& message) {
    // An engine that misbehaves loses the round and the game goes on with the
    // next one. If the engine would open that round, it waits for the player
    // (Esc or New game), so a broken engine cannot lose round after round by itself.
    const Mark loser = game_.toMove();
    const wxString engine = wxString::FromUTF8(game_.playerToMove().name);
    auto listeners = listeners_;
    for (ControllerListener* listener : listeners) {
        listener->onComputerForfeit(loser, message);
    }
    Score score = game_.score();
    ++score.wins.at(static_cast<std::size_t>(playerIndex(opponent(loser))));
    holdComputer_ = true;
    game_.setScore(score);
    game_.restoreCompletedRounds(game_.completedRounds() + 1);
    holdComputer_ = game_.isComputerToMove();
    wxString text = joinSentences(message, wxString::Format(_("%s loses the round."), engine));
    if (holdComputer_) {
        text = joinSentences(text, _("Press Esc when it should open the next round."));
    }
    listeners = listeners_;
    for (ControllerListener* listener : listeners) {
        listener->onComputerProblem(text);
    }
}

} // namespace ttt::gui
