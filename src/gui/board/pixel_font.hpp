#pragma once

// Fonts sized in pixels for the custom-drawn board and side panel.

#include <wx/font.h>
#include <wx/graphics.h>
#include <wx/string.h>

namespace ttt::gui {

// The sans-serif font at the largest whole point size whose line is at most
// `pixels` high on the screen. Under GTK, wxWidgets' own pixel-sized fonts
// find that size by trying point sizes one after another, each measured (175
// measurements for a first picture of the board, every time it is painted);
// here each pixel height is looked up once, from a good guess.
[[nodiscard]] wxFont pixelFont(double pixels, bool bold);

// The width of `text` in gc's font.
[[nodiscard]] double textWidth(wxGraphicsContext& gc, const wxString& text);

// Draws `text` in gc's font at (x, y), cut to `width` with an ellipsis
// where it does not fit; returns what it drew.
wxString drawFitted(wxGraphicsContext& gc, wxString text, double x, double y, double width);

} // namespace ttt::gui
