#pragma once

// Where the player's files live (features.md P1-P3). On Linux the settings go
// to the XDG config folder (~/.config/tictactoe) and the leaderboard and the
// autosave to the XDG data folder (~/.local/share/tictactoe); on Windows all
// of them to %APPDATA%\TicTacToe. Another folder may be chosen for all of
// them (--data-dir; the tests use a temporary folder so that a player's own
// files are never touched).

#include <filesystem>
#include <string>
#include <vector>
#include <wx/string.h>

namespace ttt::gui {

// An empty path goes back to the standard folders.
void setUserDataDir(const std::filesystem::path& dir);
[[nodiscard]] std::filesystem::path userDataDir();   // leaderboard, autosave
[[nodiscard]] std::filesystem::path userConfigDir(); // settings

// Earlier versions kept every file in ~/.TicTacToe on Linux. Moves what is
// there into the config folder (settings.ini) and the data folder (every
// other file, the set-aside damaged ones too), once, and removes the old
// folder when it is empty. Nothing is overwritten: a file whose new place is
// taken goes beside it as NAME.earlier-version; one that cannot be moved at
// all stays where it was. Those two are listed for the player.
struct UserFilesMove {
    struct Renamed {
        std::filesystem::path from, to;
    };
    struct Failed {
        std::filesystem::path file;
        std::string why; // the system's words
    };
    std::vector<std::filesystem::path> moved; // their new places
    std::vector<Renamed> besideNewer;         // set aside next to a newer file
    std::vector<Failed> failed;               // left in the old folder

    [[nodiscard]] bool worthTelling() const { return !besideNewer.empty() || !failed.empty(); }
};
UserFilesMove moveOldUserFiles(const std::filesystem::path& oldDir,
                               const std::filesystem::path& configDir,
                               const std::filesystem::path& dataDir);
// The same between the standard folders; nothing on Windows, nothing when a
// folder was chosen.
UserFilesMove moveOldUserFiles();

// Paths and wxString without a detour through the C locale.
[[nodiscard]] std::filesystem::path pathFromWx(const wxString& text);
[[nodiscard]] wxString wxFromPath(const std::filesystem::path& path);

} // namespace ttt::gui
