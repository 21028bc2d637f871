#pragma once

// The sounds of the game (features.md G11), a choice of Settings ▸ Preferences,
// off by default and kept in the settings: a click for every move played at
// the board (either player's), a chime when a person wins (any win between
// two people), a falling tone when the computer beats a person, a neutral
// tone for a draw or a win between two computers. Moves that are only
// replayed into the game (a restored or opened game, undo and redo) and the
// moves of a replay make no sound.

#include "app/sounds.hpp"
#include "feature/window_context.hpp"
#include "feature/window_feature.hpp"

#include <cstddef>
#include <optional>

namespace ttt::gui {

// The sound for this event of a game played live, if any: the round's last
// move sounds its result instead of a click.
[[nodiscard]] std::optional<SoundCue> soundFor(const GameEngine& game, GameEvent event);

class GameSounds final : public WindowFeature {
public:
    using WindowFeature::WindowFeature;

    void gameChanged(GameEvent event) override;
    void startSession(const StoredSettings& settings) override;
    void saveSettings(StoredSettings& settings) const override;

    void setEnabled(bool enabled) { player_.setEnabled(enabled); }
    [[nodiscard]] bool isEnabled() const { return player_.isEnabled(); }

    // The sounds asked for since the window opened, and the last of them
    // (tests: with no sound device nothing can be heard).
    [[nodiscard]] std::size_t soundsPlayed() const { return played_; }
    [[nodiscard]] std::optional<SoundCue> lastSound() const { return last_; }

private:
    SoundPlayer player_;
    std::size_t played_ = 0;
    std::optional<SoundCue> last_;
};

} // namespace ttt::gui
