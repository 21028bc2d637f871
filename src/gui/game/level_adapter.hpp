#pragma once

// Settings ▸ Difficulty ▸ Adapt to my results (features.md M5): against a
// level of the ladder, two wins in a row move the computer one level up and
// two losses in a row one level down; a draw or a change of level starts the
// count afresh.

#include "tictactoe/game/player_spec.hpp"

#include <optional>

namespace ttt::gui {

class LevelAdapter {
public:
    enum class Result { Win, Draw, Loss }; // the person's
    static constexpr int kRoundsInARow = 2;

    // Counts the person's result against `level`; the level to play next
    // when it changes (nothing beyond the ends of the ladder).
    std::optional<BotLevel> record(BotLevel level, Result result);
    void forget() { streak_ = 0; }
    // Wins in a row (> 0) or losses in a row (< 0).
    [[nodiscard]] int streak() const { return streak_; }

private:
    int streak_ = 0;
};

} // namespace ttt::gui
