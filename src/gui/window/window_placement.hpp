#pragma once

// Where the game window opens when it comes back at its saved size and place
// (features.md P2): always inside a display, whatever monitors there are now
// and whatever scale the desktop uses (a window saved at 100 % is twice as
// large in the screen's pixels at 200 %).

#include <vector>
#include <wx/gdicmn.h>
#include <wx/string.h>

class wxTopLevelWindow;

namespace ttt::gui {

// The saved rectangle made to fit a display. `displayAreas` are the client
// areas of the displays (without panels and docks), the primary first. The
// window opens on the display it overlaps most; if it does not fit there, it
// is shrunk to that display's client area and moved onto it, as little as
// need be. A rectangle on no display (its monitor unplugged) is centred on
// the primary display, shrunk if need be. A rectangle that fits is kept as it
// is; with no displays at all, too.
[[nodiscard]] wxRect fitWindowToDisplays(const wxRect& saved,
                                         const std::vector<wxRect>& displayAreas);

// The client areas of the connected displays, the primary first.
[[nodiscard]] std::vector<wxRect> displayClientAreas();

// wxPersistentRegisterAndRestore for the game window under `name`, with the
// restored rectangle fitted to the displays (fitWindowToDisplays). True if
// a saved geometry was found.
bool registerAndRestoreFitted(wxTopLevelWindow& window, const wxString& name);

} // namespace ttt::gui
