#pragma once

// The engine's words for the player (ttt::Text) in the window's language
// (features.md E3): every message id is looked up in the game's catalogs, the
// values are filled in, and the result is ready for a label or a message box.

#include "tictactoe/core/text.hpp"

#include <wx/string.h>

namespace ttt::gui {

[[nodiscard]] wxString translated(const Text& text);

// Two sentences of one message, the way the language joins them: after a
// space in most, straight after each other in Chinese. Either may be empty.
[[nodiscard]] wxString joinSentences(const wxString& first, const wxString& second);

} // namespace ttt::gui
