#include "app/desktop_motion.hpp"

#include <wx/defs.h>

#if defined(__WXGTK__)
#include <dlfcn.h>
#elif defined(__WXMSW__)
#include <wx/msw/wrapwin.h>
#endif

namespace ttt::gui {

bool desktopAsksForLessMotion() {
#if defined(__WXGTK__)
    // GTK is in the process already (wxGTK is built on it): its two functions
    // are looked up there, so the build needs no GTK headers of its own.
    using GetSettings = void* (*)();
    using GetProperty = void (*)(void* object, const char* firstProperty, ...);
    const auto getSettings =
        reinterpret_cast<GetSettings>(dlsym(RTLD_DEFAULT, "gtk_settings_get_default"));
    const auto getProperty = reinterpret_cast<GetProperty>(dlsym(RTLD_DEFAULT, "g_object_get"));
    if (getSettings == nullptr || getProperty == nullptr) {
        return false;
    }
    void* const settings = getSettings();
    if (settings == nullptr) {
        return false; // no display
    }
    int animations = 1; // a gboolean
    getProperty(settings, "gtk-enable-animations", &animations, nullptr);
    return animations == 0;
#elif defined(__WXMSW__)
    BOOL animations = TRUE;
    if (!::SystemParametersInfoW(SPI_GETCLIENTAREAANIMATION, 0, &animations, 0)) {
        return false;
    }
    return animations == FALSE;
#else
    return false;
#endif
}

} // namespace ttt::gui
