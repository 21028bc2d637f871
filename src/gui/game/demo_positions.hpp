#pragma once

// Fixed positions for screenshots and demonstrations (scripts/screenshots.sh):
// a 3×3 game in the middle, a won Gomoku game and a game on the unlimited field.

#include "game/game_options.hpp"
#include "tictactoe/game/game_engine.hpp"

#include <optional>
#include <string_view>
#include <vector>

namespace ttt::gui {

struct DemoPosition {
    GameOptions options;
    std::vector<Point> moves;
    Score score;
};

[[nodiscard]] std::optional<DemoPosition> demoPosition(std::string_view name);
// "classic", "gomoku", "unlimited", "draw" (3×3) and "loss" (3×3, the computer won).
[[nodiscard]] const std::vector<std::string_view>& demoNames();

} // namespace ttt::gui
