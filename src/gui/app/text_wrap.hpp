#pragma once

// Text broken into lines that fit a width, for labels that show sentences.
// wxStaticText::Wrap breaks only at spaces, so a Chinese sentence (no spaces)
// would run past the edge; here a word wider than the line is broken between
// its characters.

#include <wx/string.h>

class wxWindow;

namespace ttt::gui {

// `text` with line breaks where `window`'s font reaches `width` pixels; its
// own line breaks are kept.
[[nodiscard]] wxString wrapToWidth(const wxWindow& window, const wxString& text, int width);

} // namespace ttt::gui
