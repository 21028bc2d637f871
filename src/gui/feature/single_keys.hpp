#pragma once

// Single-key shortcuts without a modifier (H for hint, R for replay...). GTK
// ignores menu accelerators without a modifier, so on GTK the keys are caught
// before the focused window, outside text fields; elsewhere the menu's own
// accelerator runs (doing both would toggle twice).

#include <functional>
#include <wx/frame.h>
#include <wx/textentry.h>

namespace ttt::gui {

// `handle` gets the key code and says whether it took the key.
inline void bindSingleKeys(wxFrame& frame, std::function<bool(int keyCode)> handle) {
#ifdef __WXGTK__
    frame.Bind(wxEVT_CHAR_HOOK, [handle = std::move(handle)](wxKeyEvent& event) {
        const bool typing = dynamic_cast<wxTextEntry*>(wxWindow::FindFocus()) != nullptr;
        if (typing || event.GetModifiers() != wxMOD_NONE || !handle(event.GetKeyCode())) {
            event.Skip();
        }
    });
#else
    (void)frame;
    (void)handle;
#endif
}

} // namespace ttt::gui
