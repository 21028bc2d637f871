#include "window/game_sounds.hpp"

#include "board/board_panel.hpp"

namespace ttt::gui {

std::optional<SoundCue> soundFor(const GameEngine& game, GameEvent event) {
    if (event == GameEvent::MovePlayed) {
        // The move that ends the round is heard as the round's result.
        return game.isRoundOver() ? std::nullopt : std::optional(SoundCue::Move);
    }
    if (event != GameEvent::RoundEnded) {
        return std::nullopt;
    }
    const RoundResult& result = game.result();
    if (result.outcome != Outcome::Won) {
        return SoundCue::Draw;
    }
    const Player& winner = game.player(playerIndex(result.winner));
    const Player& loser = game.player(1 - playerIndex(result.winner));
    if (winner.isHuman()) {
        return SoundCue::Win;
    }
    return loser.isHuman() ? SoundCue::Loss : SoundCue::Draw;
}

void GameSounds::gameChanged(GameEvent event) {
    GameController& controller = context().controller();
    if (!player_.isEnabled() || controller.isLoading() || !context().board().showsLiveGame()) {
        return;
    }
    if (const auto cue = soundFor(controller.game(), event)) {
        player_.play(*cue); // silent where the machine has no sound
        ++played_;
        last_ = cue;
    }
}

void GameSounds::startSession(const StoredSettings& settings) {
    setEnabled(settings.soundsOn);
}

void GameSounds::saveSettings(StoredSettings& settings) const {
    settings.soundsOn = isEnabled();
}

} // namespace ttt::gui
