#include "records_test_support.hpp"

#include "app/user_dirs.hpp"

#include <atomic>
#include <fstream>
#include <iterator>
#include <random>
#include <system_error>

namespace ttt::gui::test {
namespace {

std::vector<Notice>& noticeStore() {
    static std::vector<Notice> store;
    return store;
}

bool& questionAnswer() {
    static bool yes = true;
    return yes;
}

std::filesystem::path uniqueFolder(const std::string& stem) {
    static std::atomic<int> counter{0};
    std::random_device entropy;
    return std::filesystem::temp_directory_path() /
           (stem + "-" + std::to_string(entropy()) + "-" + std::to_string(counter++));
}

} // namespace

void useTestUserFiles() {
    // Left behind on purpose if the run crashes: it is in the temporary folder.
    static const TemporaryDataDir runFolder;
    setPlayerNoticeHandlers(
        [](const wxString& message, NoticeKind kind) {
            noticeStore().push_back(Notice{message, kind});
        },
        [](const wxString&) { return questionAnswer(); });
}

const std::vector<Notice>& notices() {
    return noticeStore();
}

void clearNotices() {
    noticeStore().clear();
}

void answerQuestions(bool yes) {
    questionAnswer() = yes;
}

TemporaryDataDir::TemporaryDataDir()
    : path_(uniqueFolder("tictactoe-gui-test")), previous_(userDataDir()) {
    std::filesystem::create_directories(path_);
    setUserDataDir(path_);
}

TemporaryDataDir::~TemporaryDataDir() {
    setUserDataDir(previous_);
    std::error_code ignored;
    std::filesystem::remove_all(path_, ignored);
}

void writeFile(const std::filesystem::path& path, const std::string& content) {
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    out << content;
}

std::string readFile(const std::filesystem::path& path) {
    std::ifstream in(path, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

StoredSettings loadSettings(const std::filesystem::path& file) {
    std::error_code error;
    if (!std::filesystem::exists(file, error)) {
        return {};
    }
    return SettingsFile(file).read();
}

bool saveSettings(const std::filesystem::path& file, const StoredSettings& settings) {
    SettingsFile settingsFile(file);
    settingsFile.write(settings);
    return settingsFile.flush();
}

} // namespace ttt::gui::test
