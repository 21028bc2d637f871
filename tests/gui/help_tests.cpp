// Help ▸ Rules is an HTML page with pictures painted by the board's own
// painter, kept in the memory file system while the page lives; Help ▸
// Keyboard shortcuts lists every key the menus have, so a new shortcut
// cannot be left out.

#include "dialogs/help_dialogs.hpp"
#include "gui_test_support.hpp"

#include <catch2/catch.hpp>
#include <cmath>
#include <memory>
#include <set>
#include <wx/filesys.h>
#include <wx/html/htmlwin.h>
#include <wx/image.h>
#include <wx/menu.h>

using namespace ttt::gui;

namespace {

int countOf(const wxString& text, const wxString& part) {
    int count = 0;
    for (size_t at = text.find(part); at != wxString::npos; at = text.find(part, at + 1)) {
        ++count;
    }
    return count;
}

std::unique_ptr<wxFSFile> openMemoryFile(const wxString& name) {
    wxFileSystem files;
    return std::unique_ptr<wxFSFile>(files.OpenFile("memory:" + name));
}

// The accelerators of a menu and its submenus, as written after the tab of
// their labels, and their extra accelerators.
void collectKeys(const wxMenu& menu, std::vector<wxString>& keys) {
    for (const wxMenuItem* item : menu.GetMenuItems()) {
        if (item->IsSubMenu()) {
            collectKeys(*item->GetSubMenu(), keys);
            continue;
        }
        const wxString label = item->GetItemLabel();
        if (label.Contains("\t")) {
            keys.push_back(label.AfterFirst('\t'));
        }
        for (const wxAcceleratorEntry& extra : item->GetExtraAccels()) {
            keys.push_back(extra.ToRawString());
        }
    }
}

// Cells of the laid-out page as large as a picture.
// The dialog's page, an HTML window (loaded from the help viewer's module).
wxHtmlWindow& htmlPage(HelpDialog& dialog) {
    INFO(dialog.problem().utf8_string());
    REQUIRE(dialog.page() != nullptr);
    auto* const html = dynamic_cast<wxHtmlWindow*>(dialog.page());
    REQUIRE(html != nullptr);
    return *html;
}

int countPictureCells(const wxHtmlCell& cell) {
    int count = 0;
    for (const wxHtmlCell* child = cell.GetFirstChild(); child != nullptr;
         child = child->GetNext()) {
        if (child->GetFirstChild() != nullptr) {
            count += countPictureCells(*child);
        } else if (child->GetWidth() == RulesPage::kPictureSize &&
                   child->GetHeight() == RulesPage::kPictureSize) {
            ++count;
        }
    }
    return count;
}

} // namespace

TEST_CASE("The rules page has every section and its three pictures", "[dialog][help]") {
    test::WindowFixture window(test::humanVsHuman());
    const double scale = window.frame().GetDPIScaleFactor();
    const auto side = static_cast<int>(std::lround(RulesPage::kPictureSize * scale));
    std::vector<wxString> names;
    for (const ThemeId theme : kAllThemes) {
        CAPTURE(std::string(themeKey(theme)));
        const RulesPage page(window.frame(), theme);
        const wxString& html = page.html();
        for (const char* section : {"Goal", "Classic 3×3", "Gomoku 15×15", "Renju", "Caro",
                                    "Swap and Swap2", "Unlimited field", "Custom board", "Score"}) {
            CAPTURE(section);
            CHECK(html.Contains("<h3>" + wxString::FromUTF8(section) + "</h3>"));
        }
        CHECK(countOf(html, "<img ") == 3);
        REQUIRE(page.pictures().size() == 3);
        for (const wxString& name : page.pictures()) {
            CAPTURE(name.utf8_string());
            CHECK(html.Contains("src=\"memory:" + name + "\""));
            const std::unique_ptr<wxFSFile> file = openMemoryFile(name);
            REQUIRE(file != nullptr);
            const wxImage image(*file->GetStream(), wxBITMAP_TYPE_PNG);
            REQUIRE(image.IsOk());
            CHECK(image.GetSize() == wxSize(side, side));
            names.push_back(name);
        }

        // The page as the dialog shows it: every section, and the pictures
        // laid out at their size.
        HelpDialog dialog(&window.frame(), "Rules", html);
        const wxString text = htmlPage(dialog).ToText();
        CHECK(text.Contains("Swap and Swap2"));
        CHECK(text.Contains("A forbidden point"));
        const wxHtmlContainerCell* cells = htmlPage(dialog).GetInternalRepresentation();
        REQUIRE(cells != nullptr);
        CHECK(countPictureCells(*cells) == 3);
    }
    // Closed pages leave no pictures behind, and each page had names of its own.
    CHECK(std::set<wxString>(names.begin(), names.end()).size() == names.size());
    for (const wxString& name : names) {
        CHECK(openMemoryFile(name) == nullptr);
    }
}

TEST_CASE("Every key of the menus is on the keyboard page", "[dialog][help]") {
    test::WindowFixture window(test::humanVsHuman(ttt::Rules::gomokuRenju()));
    const wxMenuBar* bar = window.frame().GetMenuBar();
    REQUIRE(bar != nullptr);
    std::vector<wxString> menuKeys;
    for (size_t i = 0; i < bar->GetMenuCount(); ++i) {
        collectKeys(*bar->GetMenu(i), menuKeys);
    }
    // Game, Move, View, Settings and Help all have keys.
    REQUIRE(menuKeys.size() >= 25);

    std::set<wxString> listed;
    for (const KeyGroup& group : keyboardShortcuts()) {
        CHECK_FALSE(group.title.empty());
        for (const KeyHelp& row : group.rows) {
            CHECK_FALSE(row.keys.empty());
            CHECK_FALSE(row.action.empty());
            listed.insert(row.keys.begin(), row.keys.end());
        }
    }
    const wxString page = keyboardPage();
    for (const wxString& key : menuKeys) {
        CAPTURE(key.utf8_string());
        CHECK(listed.count(key) == 1);
        CHECK(page.Contains(">" + key + "<"));
    }
    for (const char* boardKey : {"Enter", "Space", "Esc", "Arrow keys", "Shift+arrow keys"}) {
        CAPTURE(boardKey);
        CHECK(page.Contains(wxString(">") + boardKey + "<"));
    }

    HelpDialog dialog(&window.frame(), "Keys", page);
    CHECK(htmlPage(dialog).ToText().Contains("Ctrl+Shift+S"));
}
