#include "app/font_setup.hpp"

#include <wx/defs.h>

#if defined(__WXGTK__)
#include <dlfcn.h>
#endif

namespace ttt::gui {

void startFontSetup() {
#if defined(__WXGTK__)
    // Pango is loaded with GTK, but its headers are no build dependency of
    // the game: look the one function up in the running program. The same
    // font map is the one GTK and wxWidgets use on this thread later.
    using GetDefaultFontMap = void* (*)();
    if (void* const symbol = dlsym(RTLD_DEFAULT, "pango_cairo_font_map_get_default")) {
        reinterpret_cast<GetDefaultFontMap>(symbol)();
    }
#endif
}

} // namespace ttt::gui
