#pragma once

// The game's icon, drawn in code so it is sharp at every size: a rounded tile
// with a red X and a blue O.

#include <wx/bitmap.h>
#include <wx/iconbndl.h>

namespace ttt::gui {

[[nodiscard]] wxBitmap drawAppIcon(int size);
[[nodiscard]] wxIconBundle appIcons();

} // namespace ttt::gui
