#pragma once

// Settings > Engine… (features.md M4): choosing a Gomocup brain program and checking
// that it starts before it becomes the computer player. The game then plays
// it through BotRunner like the built-in levels (a PlayerSpec of kind Engine).

#include "tictactoe/game/player_spec.hpp"
#include "tictactoe/game/rules.hpp"

#include <filesystem>
#include <optional>
#include <string>
#include <string_view>

class wxWindow;

namespace ttt::gui {

// The computer player of an engine program (its name: engineName in
// game/game_options.hpp).
[[nodiscard]] PlayerSpec engineSpec(const std::filesystem::path& program);

// True for this game's own program (or a copy of it): it is no engine.
[[nodiscard]] bool isThisGameProgram(const std::filesystem::path& program);

// The file dialog; nothing when the player cancelled.
[[nodiscard]] std::optional<std::filesystem::path> chooseEngineProgram(wxWindow* parent);

// Starts the program, says START for these rules, asks ABOUT and stops it
// again, within a few seconds at most. The engine's own name (its program's
// when it gives none), or why it does not work.
[[nodiscard]] Expected<std::string> checkEngineStarts(const std::filesystem::path& program,
                                                      const Rules& rules);

} // namespace ttt::gui
