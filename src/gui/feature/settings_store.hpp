#pragma once

// The choices remembered between runs (features.md P2): variant, mode, difficulty
// and thinking time, theme, language, names, who starts, whether the move list is
// shown, the sounds and reduced motion. Kept with wxFileConfig in settings.ini in the user data
// folder; the window's position and size go to the same file through wxWidgets' persistence
// (SettingsFile::config(), window/main_frame.cpp). Every value read back is checked: a missing,
// damaged or out-of-range value falls back to its default alone, so one bad line never costs the
// others; damaged ones are listed.

#include "app/language.hpp"
#include "board/theme.hpp"
#include "game/game_options.hpp"

#include <filesystem>
#include <memory>
#include <optional>
#include <vector>
#include <wx/arrstr.h>

class wxConfigBase;
class wxFileConfig;

namespace ttt::gui {

struct StoredSettings {
    GameOptions options;
    ThemeId theme = ThemeId::Classic;
    bool moveListShown = false; // View > Move list
    bool adaptLevel = false;    // Settings > Difficulty > Adapt to my results
    bool ponder = true;         // Settings > Thinking time > Think on my time
    bool toolbarShown = false;  // View > Toolbar
    bool forbiddenShown = true; // View > Forbidden points
    int moveNumbers = 0;        // View > Move numbers: 0 off, 1 all, 2 the last ten
    bool analysisShown = false; // View > Analysis
    int analysisLines = 3;      // View > Analysis lines: 1 to 5
    int analysisThreads = 0;    // View > Analysis threads: 0 = every core
    // View > Analysis engine: a Gomocup engine's program; empty: Hard.
    std::string analysisEngine;
    LanguageId language = LanguageId::System; // Settings > Language
    bool soundsOn = false;                    // Preferences: Play sounds
    bool copyAsPiskvork = false;              // Preferences: Copy game as (moves or .psq text)
    // Preferences: Reduce motion, once the player chose it; until then the
    // desktop's wish decides (app/desktop_motion.hpp).
    std::optional<bool> reduceMotion;
    // Game > Recent games, the newest first (at most kMaxRecentGames), and the
    // folder the game file dialogs open in.
    std::vector<std::filesystem::path> recentGames;
    std::filesystem::path gameFolder;
    // Keys whose stored value could not be used (its default is used instead):
    // the player is told once; the next save writes good values.
    wxArrayString damaged;
};

inline constexpr std::size_t kMaxRecentGames = 9;

[[nodiscard]] std::filesystem::path settingsFile(); // userConfigDir() / "settings.ini"

// The settings file, open for the whole session: one wxFileConfig for the
// settings and for the window's geometry, so that neither overwrites the other.
class SettingsFile {
public:
    explicit SettingsFile(const std::filesystem::path& file);
    ~SettingsFile();
    SettingsFile(const SettingsFile&) = delete;
    SettingsFile& operator=(const SettingsFile&) = delete;

    [[nodiscard]] StoredSettings read() const;
    // Writes the values into the file's memory; flush() puts them on the disk.
    void write(const StoredSettings& settings);
    // False when the file could not be written (the old one is kept).
    bool flush();
    [[nodiscard]] wxConfigBase& config();

private:
    std::filesystem::path folder_;
    std::unique_ptr<wxFileConfig> config_;
};

} // namespace ttt::gui
