#pragma once

namespace ttt::gui {

// Starts setting up the desktop's fonts without waiting for it, as early as
// possible in the program's start. On GTK this reads fontconfig's
// configuration and font lists (several milliseconds) on a thread of its own,
// at a lower priority, beside GTK's start and the first window, instead of in
// the way of the first text the window measures (the status bar). Should
// Pango need them before the thread is done, it reads them at its usual
// priority itself; once read, they are the whole program's. Elsewhere it does
// nothing. Call it once, on the main thread, before GTK starts.
void startFontSetup();

} // namespace ttt::gui
