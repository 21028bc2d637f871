#pragma once

namespace ttt::gui {

// Starts setting up the desktop's fonts without waiting for it, as early as
// possible in the program's start. On GTK this makes Pango's default font map,
// which reads the fontconfig configuration on a thread of its own: the reading
// (several milliseconds) then runs beside GTK's start and GTK loading its
// theme for the first window, instead of holding up the first text the window
// measures (the status bar). Elsewhere it does nothing. Call on the main
// thread, before GTK starts (it needs no display) or after; calling it again
// does nothing more.
void startFontSetup();

} // namespace ttt::gui
