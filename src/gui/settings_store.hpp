#pragma once

// The choices remembered between runs (SPEC P2): variant, mode, difficulty,
// theme, names, who starts, whether the move list is shown, window position
// and size. Kept with wxFileConfig
// in settings.ini in the user data folder. Every value read back is checked:
// a missing, damaged or out-of-range value falls back to its default alone,
// so one bad line never costs the others; damaged ones are listed.

#include "game_options.hpp"
#include "theme.hpp"

#include <filesystem>
#include <optional>
#include <wx/arrstr.h>
#include <wx/gdicmn.h>

namespace ttt::gui {

struct StoredSettings {
    GameOptions options;
    ThemeId theme = ThemeId::Classic;
    bool moveListShown = false;   // View > Move list
    std::optional<wxRect> window; // outer frame rectangle, when it fits a screen
    bool maximized = false;
    // Keys whose stored value could not be used (its default is used instead):
    // the player is told once; the next save writes good values.
    wxArrayString damaged;
};

[[nodiscard]] std::filesystem::path settingsFile(); // userDataDir() / "settings.ini"

[[nodiscard]] StoredSettings loadSettings(const std::filesystem::path& file);
// False when the file could not be written (the old one is kept).
bool saveSettings(const std::filesystem::path& file, const StoredSettings& settings);

} // namespace ttt::gui
