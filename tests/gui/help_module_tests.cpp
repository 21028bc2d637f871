// The help pages' view lives in the module tictactoe-help (dialogs/help_page.hpp),
// loaded the first time a page is opened: these tests run in a program that,
// like the game, is not linked to wxWidgets' html library. Each case runs in
// a process of its own (the module is loaded once per process).

#include "app/user_dirs.hpp"
#include "dialogs/help_dialogs.hpp"
#include "dialogs/help_page.hpp"
#include "gui_test_support.hpp"
#include "records_test_support.hpp"

#include <catch2/catch.hpp>
#include <cmath>
#include <filesystem>
#include <wx/object.h>

using namespace ttt::gui;

namespace {

bool htmlLibraryLoaded() {
    return wxClassInfo::FindClass("wxHtmlWindow") != nullptr;
}

// A page of the rules' three pictures alone: it is as tall as the three
// only when wxWidgets' html library was started with its tag handlers.
wxString picturesOnly(const RulesPage& rules) {
    wxString html = "<html><body>";
    for (const wxString& name : rules.pictures()) {
        html += "<p><img src=\"memory:" + name + "\"></p>";
    }
    return html + "</body></html>";
}

} // namespace

TEST_CASE("The help viewer is loaded when a help page is first opened", "[helpmodule]") {
    CHECK_FALSE(htmlLibraryLoaded()); // not at the start
    test::WindowFixture window(test::humanVsHuman());
    CHECK_FALSE(htmlLibraryLoaded());

    const RulesPage rules(window.frame(), ThemeId::Classic);
    HelpDialog dialog(&window.frame(), "Rules", picturesOnly(rules));
    REQUIRE(dialog.page() != nullptr);
    CHECK(dialog.problem().empty());
    CHECK(htmlLibraryLoaded());
    CHECK(dialog.page()->GetClassInfo()->GetClassName() == wxString("wxHtmlWindow"));
    const double scale = dialog.page()->GetDPIScaleFactor();
    const auto side = static_cast<int>(std::lround(RulesPage::kPictureSize * scale));
    CHECK(dialog.page()->GetVirtualSize().y >= 3 * side);

    // The second page comes from the module already loaded.
    HelpDialog keys(&window.frame(), "Keys", keyboardPage());
    REQUIRE(keys.page() != nullptr);
    CHECK(keys.page()->GetVirtualSize().y > dialog.page()->FromDIP(200));
}

TEST_CASE("A missing or damaged help viewer is told, and the game goes on", "[helpmissing]") {
    test::TemporaryDataDir folder;
    setHelpModuleFolder(folder.path());
    test::WindowFixture window(test::humanVsHuman());
    {
        HelpDialog dialog(&window.frame(), "Keys", keyboardPage());
        CHECK(dialog.page() == nullptr);
        CHECK(dialog.problem().StartsWith("The help viewer is missing. It was looked for as:"));
        CHECK(dialog.problem().Contains(wxFromPath(folder.path())));
    }
    // A file of that name that is no library.
    test::writeFile(folder.path() / TTT_HELP_MODULE_FILE, "not a library\n");
    {
        HelpDialog dialog(&window.frame(), "Keys", keyboardPage());
        CHECK(dialog.page() == nullptr);
        CHECK(dialog.problem().Contains("could not be loaded"));
        CHECK(dialog.problem().Contains(TTT_HELP_MODULE_FILE));
    }
    CHECK_FALSE(htmlLibraryLoaded());
    test::clearNotices();
    showKeyboard(&window.frame()); // told, instead of an empty dialog
    REQUIRE(test::notices().size() == 1);
    CHECK(test::notices().front().kind == NoticeKind::Problem);
    CHECK(test::notices().front().message.Contains("could not be loaded"));
}

TEST_CASE("A help viewer of another build is refused", "[helpother]") {
    setHelpModuleFolder(TTT_OTHER_HELP_MODULE_DIR);
    test::WindowFixture window(test::humanVsHuman());
    HelpDialog dialog(&window.frame(), "Keys", keyboardPage());
    CHECK(dialog.page() == nullptr);
    CHECK(dialog.problem().Contains("belongs to another version of TicTacToe"));
}
