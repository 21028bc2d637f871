#pragma once

// The engine's words for the player (ttt::Text) in the window's language
// (features.md E3): every message id is looked up in the game's catalogs, the
// values are filled in, and the result is ready for a label or a message box.

#include "tictactoe/core/text.hpp"

#include <wx/string.h>

namespace ttt::gui {

[[nodiscard]] wxString translated(const Text& text);

} // namespace ttt::gui
