#pragma once

// A help page's view (help_page_view.hpp), made wherever it lives. Where
// wxWidgets is a set of shared libraries (Linux), the view and wxWidgets'
// html library are a module of their own, tictactoe-help.so, loaded the
// first time a help page is opened and kept until the program ends: loading
// that library at every start held the window back by about 2 ms
// (docs/measurements.md, "Start-up time").

#include "tictactoe/core/expected.hpp"

#include <filesystem>
#include <wx/string.h>

class wxWindow;

namespace ttt::gui {

// A new page of `html` in `parent`, or why it cannot be shown: the module is
// missing, cannot be loaded, or belongs to another build of the game.
[[nodiscard]] Expected<wxWindow*> makeHelpPage(wxWindow& parent, const wxString& html);

// A folder where the module is looked for first (the tests' build folder).
// Otherwise it is looked for beside the program, then where it is installed
// (lib/tictactoe beside the program's bin).
void setHelpModuleFolder(const std::filesystem::path& folder);

} // namespace ttt::gui
