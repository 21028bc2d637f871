#pragma once

// The GUI tests never touch a player's own files: every test program run uses
// a temporary data folder, and tests that look at the files get a fresh one
// of their own. Messages meant for the player are collected instead of shown.

#include "app/player_notices.hpp"
#include "feature/settings_store.hpp"

#include <filesystem>
#include <string>
#include <vector>
#include <wx/string.h>

namespace ttt::gui::test {

// Called once by the test runner: a temporary data folder for the whole run,
// and notice handlers that never open a modal box.
void useTestUserFiles();

struct Notice {
    wxString message;
    NoticeKind kind = NoticeKind::Information;
};
// What the player would have been told since the last clearNotices().
[[nodiscard]] const std::vector<Notice>& notices();
void clearNotices();
// How questions ("Clear the leaderboard?") are answered; yes by default.
void answerQuestions(bool yes);

// A fresh, empty data folder while it lives.
class TemporaryDataDir {
public:
    TemporaryDataDir();
    ~TemporaryDataDir();
    TemporaryDataDir(const TemporaryDataDir&) = delete;
    TemporaryDataDir& operator=(const TemporaryDataDir&) = delete;

    [[nodiscard]] const std::filesystem::path& path() const { return path_; }

private:
    std::filesystem::path path_;
    std::filesystem::path previous_;
};

// Writes a small text file (a damaged file, a shell script).
void writeFile(const std::filesystem::path& path, const std::string& content);
std::string readFile(const std::filesystem::path& path);

// The settings file read or written once, as a start before or after the
// window would see or leave it.
[[nodiscard]] StoredSettings loadSettings(const std::filesystem::path& file);
bool saveSettings(const std::filesystem::path& file, const StoredSettings& settings);

} // namespace ttt::gui::test
