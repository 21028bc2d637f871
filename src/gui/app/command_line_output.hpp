#pragma once

// Where the program's command line answers (E2, E6): --help and --version
// go to standard output, a bad option and the usage to standard error, as
// for every command-line program. A Windows program without a console writes
// into the console it was started from, if any, and shows a message box
// otherwise (a double-click has no console to write to).

#include <wx/msgout.h>
#include <wx/string.h>

namespace ttt::gui {

enum class OutputStream { Out, Err };

// Writes `text` (ending with a newline) where the command line's answers go.
void writeToCommandLine(const wxString& text, OutputStream stream);

// wxCmdLineParser reports what it could not parse through wxMessageOutput;
// while one of these lives, it collects those reports, to be written once
// with the usage.
class CommandLineErrors final : public wxMessageOutput {
public:
    CommandLineErrors();
    ~CommandLineErrors() override;
    CommandLineErrors(const CommandLineErrors&) = delete;
    CommandLineErrors& operator=(const CommandLineErrors&) = delete;

    void Output(const wxString& text) override { collected_ += text; }
    [[nodiscard]] const wxString& collected() const { return collected_; }

private:
    wxMessageOutput* previous_;
    wxString collected_;
};

} // namespace ttt::gui
