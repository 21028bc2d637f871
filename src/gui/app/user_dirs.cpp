#include "app/user_dirs.hpp"

#include <wx/stdpaths.h>

namespace ttt::gui {
namespace {

std::filesystem::path& chosenDir() {
    static std::filesystem::path dir;
    return dir;
}

} // namespace

void setUserDataDir(const std::filesystem::path& dir) {
    chosenDir() = dir;
}

std::filesystem::path userDataDir() {
    if (!chosenDir().empty()) {
        return chosenDir();
    }
    return pathFromWx(wxStandardPaths::Get().GetUserDataDir());
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
