#pragma once

// Files the program owns (leaderboard, autosave): a damaged one is set aside
// (renamed, never deleted) and the player is told once (features.md P5).

#include "tictactoe/core/expected.hpp"
#include "tictactoe/core/text.hpp"

#include <cstdint>
#include <filesystem>
#include <functional>
#include <optional>
#include <string>
#include <string_view>

namespace ttt {

// Renames `path` to "<path>.corrupt-<local time YYYYmmdd-HHMMSS>" (adding "-2",
// "-3", ... if that name is taken) and returns the new path.
[[nodiscard]] Expected<std::filesystem::path> setAside(const std::filesystem::path& path);

struct LoadReport {
    bool loaded = false; // false: the caller's defaults are in use
    // When set: tell the player once (the reason has been dealt with: the file
    // was moved away, so the next start will not show it again).
    std::optional<Text> notice;
    std::optional<std::filesystem::path> setAsideAs;
    // False only when a damaged file could not be moved away: saving over it
    // would destroy it, so the caller should not save to this path this time.
    bool safeToSave = true;
};

// Loads a file the program owns. `parse` gets the text and takes its content,
// or says why it cannot. A missing file is not a problem (loaded = false, no
// notice). A file that is too large, unreadable or refused by `parse` is set
// aside and a notice is returned, e.g. "The leaderboard file could not be
// used (players[3].wins must be ...). It was kept as
// /home/a/.local/share/TicTacToe/leaderboard.json.corrupt-20261122-193000; the
// game continues with an empty leaderboard."
// `what` names the file (Text("The leaderboard file")), `fallback` what is
// used instead (Text("an empty leaderboard")).
LoadReport loadOrSetAside(const std::filesystem::path& path, std::uintmax_t maxBytes,
                          const Text& what, const Text& fallback,
                          const std::function<Expected<void>(std::string_view)>& parse);

} // namespace ttt
