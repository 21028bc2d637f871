#include "app/user_dirs.hpp"

#include "tictactoe/core/expected.hpp"

#include <system_error>
#include <wx/filename.h>
#include <wx/stdpaths.h>
#include <wx/utils.h>

namespace ttt::gui {
namespace {

std::filesystem::path& chosenDir() {
    static std::filesystem::path dir;
    return dir;
}

#ifndef _WIN32
constexpr const char* kFolderName = "tictactoe";

// $NAME when set to an absolute path (as the XDG specification asks), else
// the home folder's `fallback`.
std::filesystem::path xdgFolder(const char* name, const char* fallback) {
    wxString value;
    if (wxGetEnv(name, &value) && !value.empty()) {
        std::filesystem::path dir = pathFromWx(value);
        if (dir.is_absolute()) {
            return dir;
        }
    }
    return pathFromWx(wxFileName::GetHomeDir()) / fallback;
}
#endif

// Moves one file, also across file systems; the system's words when the file
// is still where it was.
Expected<void> moveFile(const std::filesystem::path& from, const std::filesystem::path& to) {
    std::error_code error;
    std::filesystem::create_directories(to.parent_path(), error);
    if (error) {
        return failure(Text::verbatim(error.message()));
    }
    std::filesystem::rename(from, to, error);
    if (!error) {
        return {};
    }
    // Another file system: copy, then remove the original once the copy is whole.
    std::filesystem::copy_file(from, to, std::filesystem::copy_options::none, error);
    if (error) {
        std::error_code ignored;
        std::filesystem::remove(to, ignored);
        return failure(Text::verbatim(error.message()));
    }
    std::filesystem::remove(from, error); // a copy is left behind at worst
    return {};
}

} // namespace

void setUserDataDir(const std::filesystem::path& dir) {
    chosenDir() = dir;
}

std::filesystem::path userDataDir() {
    if (!chosenDir().empty()) {
        return chosenDir();
    }
#ifdef _WIN32
    return pathFromWx(wxStandardPaths::Get().GetUserDataDir());
#else
    return xdgFolder("XDG_DATA_HOME", ".local/share") / kFolderName;
#endif
}

std::filesystem::path userConfigDir() {
    if (!chosenDir().empty()) {
        return chosenDir();
    }
#ifdef _WIN32
    return userDataDir();
#else
    return xdgFolder("XDG_CONFIG_HOME", ".config") / kFolderName;
#endif
}

UserFilesMove moveOldUserFiles(const std::filesystem::path& oldDir,
                               const std::filesystem::path& configDir,
                               const std::filesystem::path& dataDir) {
    UserFilesMove result;
    std::error_code error;
    if (!std::filesystem::is_directory(oldDir, error)) {
        return result;
    }
    std::vector<std::filesystem::path> files;
    for (const auto& entry : std::filesystem::directory_iterator(oldDir, error)) {
        if (entry.is_regular_file(error)) {
            files.push_back(entry.path());
        }
    }
    for (const std::filesystem::path& file : files) {
        std::filesystem::path target =
            (file.filename() == "settings.ini" ? configDir : dataDir) / file.filename();
        const bool taken = std::filesystem::exists(target, error);
        if (taken) {
            target += ".earlier-version";
        }
        if (std::filesystem::exists(target, error)) {
            result.failed.push_back({file, target.string() + " exists already"});
        } else if (const auto moved = moveFile(file, target); moved) {
            result.moved.push_back(target);
            if (taken) {
                result.besideNewer.push_back({file, target});
            }
        } else {
            result.failed.push_back({file, moved.error().message()});
        }
    }
    std::filesystem::remove(oldDir, error); // only when empty
    return result;
}

UserFilesMove moveOldUserFiles() {
#ifdef _WIN32
    return {};
#else
    if (!chosenDir().empty()) {
        return {};
    }
    return moveOldUserFiles(pathFromWx(wxFileName::GetHomeDir()) / ".TicTacToe", userConfigDir(),
                            userDataDir());
#endif
}

std::filesystem::path pathFromWx(const wxString& text) {
#ifdef _WIN32
    return std::filesystem::path(text.ToStdWstring());
#else
    return std::filesystem::path(text.utf8_string());
#endif
}

wxString wxFromPath(const std::filesystem::path& path) {
#ifdef _WIN32
    return wxString(path.wstring());
#else
    return wxString::FromUTF8(path.string());
#endif
}

} // namespace ttt::gui
