#pragma once

// Game > Save game… / Open game… (features.md P4): the file dialogs, and turning a
// saved game's setup back into the window's options.

#include "game/game_options.hpp"
#include "tictactoe/records/record_files.hpp"

#include <filesystem>
#include <optional>

class wxWindow;

namespace ttt::gui {

// The options that start `setup` again; what the setup does not say (the
// difficulty in a game between people, a computer's human name) comes from `previous`.
[[nodiscard]] GameOptions optionsFromSetup(const GameSetup& setup, const GameOptions& previous);

// Nothing when the player cancelled. Both open in `folder` (the system's
// choice when empty); the save dialog suggests `suggested` (a file name, or
// a whole path whose folder it opens) and adds .tttgame when the name has no
// extension of a known format.
[[nodiscard]] std::optional<std::filesystem::path>
chooseSaveFile(wxWindow* parent, const std::filesystem::path& folder,
               const std::filesystem::path& suggested);
[[nodiscard]] std::optional<std::filesystem::path>
chooseOpenFile(wxWindow* parent, const std::filesystem::path& folder);

// The save dialog's choice made whole: a name without a known extension gets
// the one of the dialog's filter, and when that names a file already there
// the player is asked before it is replaced (nothing when they keep it).
[[nodiscard]] std::optional<std::filesystem::path>
completeSavePath(wxWindow* parent, std::filesystem::path chosen, GameFileFormat filterFormat);

} // namespace ttt::gui
