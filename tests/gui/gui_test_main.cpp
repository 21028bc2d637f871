// Catch2 runner for the GUI tests: starts wxWidgets (with an X display) first.

#define CATCH_CONFIG_RUNNER
#include "app/text_encoding.hpp"
#include "dialogs/help_page.hpp"
#include "records_test_support.hpp"

#include <catch2/catch.hpp>
#include <cstdio>
#include <wx/app.h>
#include <wx/evtloop.h>
#include <wx/image.h>

namespace {

class GuiTestApp final : public wxApp {
public:
    bool OnInit() override { return true; }
};

} // namespace

int main(int argc, char** argv) {
    ttt::gui::useUtf8ForText();
    wxApp::SetInstance(new GuiTestApp); // wxWidgets owns and deletes it
    int wxArgc = 1;
    char* wxArgv[] = {argv[0], nullptr};
    if (!wxEntryStart(wxArgc, wxArgv)) {
        std::fputs("GUI tests: cannot start wxWidgets (is there an X display?)\n", stderr);
        return 2;
    }
    wxInitAllImageHandlers();
    ttt::gui::test::useTestUserFiles(); // never the player's own leaderboard or settings
#ifdef TTT_HELP_MODULE_DIR
    ttt::gui::setHelpModuleFolder(TTT_HELP_MODULE_DIR); // not beside the tests
#endif
    int result = 1;
    {
        // An active loop, so that Yield, timers and CallAfter behave as in the game.
        wxGUIEventLoop loop;
        wxEventLoopActivator active(&loop);
        if (wxTheApp->CallOnInit()) {
            result = Catch::Session().run(argc, argv);
        }
        wxTheApp->OnExit();
    }
    wxEntryCleanup();
    return result;
}
