#include "app/font_setup.hpp"

#include "tictactoe/core/thread_priority.hpp"

#include <wx/defs.h>

#if defined(__WXGTK__)
#include <dlfcn.h>
#include <thread>
#endif

namespace ttt::gui {

void startFontSetup() {
#if defined(__WXGTK__)
    // fontconfig is loaded with GTK, but its headers are no build dependency
    // of the game: look the one function up in the running program.
    using InitFontconfig = int (*)();
    auto* const init = reinterpret_cast<InitFontconfig>(dlsym(RTLD_DEFAULT, "FcInit"));
    if (init == nullptr) {
        return;
    }
    std::thread([init] {
        // Behind GTK's start and the first window, which need the processor
        // more: on two cores the window is up sooner (docs/architecture.md).
        lowerThisThreadsPriority();
        init();
    }).detach();
#endif
}

} // namespace ttt::gui
