#pragma once

// Text drawn off screen looks as the window's own: a context on a picture in
// memory has the graphics library's defaults for hinting and antialiasing,
// while a window's are the desktop's (under GTK, cairo's options of the X
// window). Without them the board's labels drawn into a picture looked
// lighter than the same labels drawn on the window.

#include <wx/graphics.h>

namespace ttt::gui {

// Gives `offscreen` the text options `window` draws with. Nothing to do
// where the graphics library takes them from the system itself (Windows).
void useTextOptionsOf(wxGraphicsContext& window, wxGraphicsContext& offscreen);

} // namespace ttt::gui
