#pragma once

// Players > Engine… (SPEC M4): choosing a Gomocup brain program and checking
// that it starts before it becomes the computer player. The game then plays
// it through BotRunner like the built-in levels (makeBot("engine:PATH")).

#include "tictactoe/game/rules.hpp"

#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <wx/string.h>

class wxWindow;

namespace ttt::gui {

inline constexpr std::string_view kEnginePrefix = "engine:";

// The makeBot name of an engine, and the way back (nothing for built-in levels).
[[nodiscard]] std::string engineBotName(const std::filesystem::path& program);
[[nodiscard]] std::optional<std::filesystem::path> engineProgramOf(std::string_view botName);
// The program's file name without ".exe", e.g. "pbrain-foo".
[[nodiscard]] wxString engineDisplayName(std::string_view botName);

// True for this game's own program (or a copy of it): it is no engine.
[[nodiscard]] bool isThisGameProgram(const std::filesystem::path& program);

// The file dialog; nothing when the player cancelled.
[[nodiscard]] std::optional<std::filesystem::path> chooseEngineProgram(wxWindow* parent);

// Starts the program, says START for these rules and stops it again, within a
// few seconds at most. Nothing when it works, else why not (a sentence).
[[nodiscard]] std::optional<wxString> checkEngineStarts(const std::filesystem::path& program,
                                                        const Rules& rules);

} // namespace ttt::gui
