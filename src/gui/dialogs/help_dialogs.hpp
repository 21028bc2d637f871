#pragma once

// Help ▸ Rules (F1), Help ▸ Keyboard shortcuts and Help ▸ About (features.md E6).
// Both help pages are HTML built here from translated text. The Rules page
// shows small boards drawn by the game's own painter, kept in wxWidgets'
// memory file system (memory:) while the page lives.

#include "board/theme.hpp"

#include <vector>
#include <wx/dialog.h>
#include <wx/string.h>

class wxBitmap;
class wxWindow;

namespace ttt::gui {

// The Rules page: its HTML and the pictures it shows. The pictures are
// painted at `window`'s resolution (crisp at 200%) in the look of `theme`.
class RulesPage {
public:
    // Size of each picture in device-independent pixels.
    static constexpr int kPictureSize = 240;

    RulesPage(const wxWindow& window, ThemeId theme);
    ~RulesPage(); // takes the pictures out of the memory file system
    RulesPage(const RulesPage&) = delete;
    RulesPage& operator=(const RulesPage&) = delete;

    [[nodiscard]] const wxString& html() const { return html_; }
    // The pictures' names in the memory file system (without "memory:").
    [[nodiscard]] const std::vector<wxString>& pictures() const { return pictures_; }

private:
    wxString addPicture(const wxString& name, const wxBitmap& bitmap);

    std::vector<wxString> pictures_;
    wxString html_;
};

// One row of Help ▸ Keyboard shortcuts: the keys (any of them does it, as the
// menus write them, e.g. "Ctrl+Shift+S") and what they do.
struct KeyHelp {
    std::vector<wxString> keys;
    wxString action;
};
struct KeyGroup {
    wxString title;
    std::vector<KeyHelp> rows;
};
// Every key of the program, grouped as the menus are, then the board's own.
[[nodiscard]] std::vector<KeyGroup> keyboardShortcuts();
[[nodiscard]] wxString keyboardPage();

// A help page in a resizable dialog with an OK button (shown by the caller).
// The page may not be there (help_page.hpp): then problem() says why.
class HelpDialog final : public wxDialog {
public:
    HelpDialog(wxWindow* parent, const wxString& title, const wxString& html);
    [[nodiscard]] wxWindow* page() { return page_; }
    [[nodiscard]] const wxString& problem() const { return problem_; }

private:
    wxWindow* page_ = nullptr; // a wxHtmlWindow
    wxString problem_;
};

void showRules(wxWindow* parent, ThemeId theme);
void showKeyboard(wxWindow* parent);
void showAbout(wxWindow* parent);

} // namespace ttt::gui
