#pragma once

// The view of a help page: wxWidgets' HTML window. It is built into the game
// where wxWidgets is linked statically (Windows), and otherwise into the
// module tictactoe-help (help_page.hpp), which exports the two functions
// below by name.

class wxString;
class wxWindow;

namespace ttt::gui {

// A new HTML window in `parent` showing `html`, with `border` pixels of margin.
[[nodiscard]] wxWindow* createHelpPageView(wxWindow* parent, const wxString& html, int border);

} // namespace ttt::gui

// The module's entry points, looked up by these names: the page maker, and
// the build the module belongs to (the game's version and wxWidgets'), which
// must be the program's own.
inline constexpr const char* kHelpPageCreateSymbol = "ttt_help_page_create";
inline constexpr const char* kHelpPageBuildSymbol = "ttt_help_page_build";
using HelpPageCreateFunction = wxWindow* (*)(wxWindow* parent, const wxString* html, int border);
using HelpPageBuildFunction = const char* (*)();
