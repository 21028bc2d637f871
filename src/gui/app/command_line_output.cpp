#include "app/command_line_output.hpp"

#include <cstdio>
#include <wx/app.h>
#include <wx/msgdlg.h>

#ifdef _WIN32
#include <windows.h>
#endif

namespace ttt::gui {
namespace {

#ifdef _WIN32
// Output redirected to a file or a pipe (or under Wine) reaches the C
// library's streams as it is.
bool hasStandardStream(OutputStream stream) {
    HANDLE handle =
        GetStdHandle(stream == OutputStream::Out ? STD_OUTPUT_HANDLE : STD_ERROR_HANDLE);
    return handle != nullptr && handle != INVALID_HANDLE_VALUE;
}

// Otherwise a GUI program has no console of its own; borrow the one of the
// command prompt that started it. False when there is none (a double-click).
bool attachParentConsole() {
    static const bool attached = [] {
        if (AttachConsole(ATTACH_PARENT_PROCESS) == 0) {
            return false;
        }
        std::FILE* ignored = nullptr;
        (void)freopen_s(&ignored, "CONOUT$", "w", stdout);
        (void)freopen_s(&ignored, "CONOUT$", "w", stderr);
        return true;
    }();
    return attached;
}
#endif

} // namespace

void writeToCommandLine(const wxString& text, OutputStream stream) {
    wxString line = text;
    if (!line.EndsWith("\n")) {
        line += '\n';
    }
#ifdef _WIN32
    if (!hasStandardStream(stream) && !attachParentConsole()) {
        wxMessageBox(line, wxTheApp != nullptr ? wxTheApp->GetAppDisplayName() : wxString(),
                     wxOK | (stream == OutputStream::Err ? wxICON_ERROR : wxICON_INFORMATION));
        return;
    }
#endif
    std::FILE* file = stream == OutputStream::Out ? stdout : stderr;
    const wxScopedCharBuffer bytes = line.utf8_str();
    std::fwrite(bytes.data(), 1, bytes.length(), file);
    std::fflush(file);
}

CommandLineErrors::CommandLineErrors() : previous_(wxMessageOutput::Set(this)) {}

CommandLineErrors::~CommandLineErrors() {
    wxMessageOutput::Set(previous_);
}

} // namespace ttt::gui
