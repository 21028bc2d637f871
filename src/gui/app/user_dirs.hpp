#pragma once

// Where the player's files live (features.md P1-P3): the leaderboard, the autosave and
// the settings all go to one folder, wxStandardPaths' user data folder, unless
// another one was chosen (--data-dir; the tests use a temporary folder so that
// a player's own files are never touched).

#include <filesystem>
#include <wx/string.h>

namespace ttt::gui {

// An empty path goes back to the standard folder.
void setUserDataDir(const std::filesystem::path& dir);
[[nodiscard]] std::filesystem::path userDataDir();

// Paths and wxString without a detour through the C locale.
[[nodiscard]] std::filesystem::path pathFromWx(const wxString& text);
[[nodiscard]] wxString wxFromPath(const std::filesystem::path& path);

} // namespace ttt::gui
