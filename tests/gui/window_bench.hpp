#pragma once

// What every benchmark of the real game window starts with (ttt-analysis-bench,
// ttt-network-bench): wxWidgets started without an application's main loop,
// a temporary data folder instead of the player's own, and the benchmark run
// inside an active event loop. Needs an X display (xvfb-run works).

#include "app/text_encoding.hpp"
#include "app/user_dirs.hpp"

#include <cstdio>
#include <filesystem>
#include <functional>
#include <string>
#include <wx/app.h>
#include <wx/evtloop.h>

namespace ttt::gui::bench {

class BenchApp final : public wxApp {
public:
    bool OnInit() override { return true; }
};

// `run`'s exit code, or 2 when wxWidgets cannot start.
inline int runInWindow(char* program, const std::string& name, const std::function<int()>& run) {
    useUtf8ForText();
    const auto data = std::filesystem::temp_directory_path() / name;
    std::filesystem::create_directories(data);
    setUserDataDir(data); // never the player's own files
    wxApp::SetInstance(new BenchApp);
    int wxArgc = 1;
    char* wxArgv[] = {program, nullptr};
    if (!wxEntryStart(wxArgc, wxArgv)) {
        std::fprintf(stderr, "%s: cannot start wxWidgets (is there an X display?)\n", name.c_str());
        return 2;
    }
    int result = 1;
    {
        wxGUIEventLoop loop;
        wxEventLoopActivator active(&loop);
        if (wxTheApp->CallOnInit()) {
            result = run();
        }
        wxTheApp->OnExit();
    }
    wxEntryCleanup();
    std::filesystem::remove_all(data);
    return result;
}

} // namespace ttt::gui::bench
