#pragma once

// Stamps a picture made at the screen's own resolution (the marks, a row of
// tiles, the board's still part) onto whole screen pixels, one picture pixel
// to one screen pixel. wxGraphicsContext::DrawBitmap gets there too, but
// under GTK's 200 % it scales the picture by a half in a context scaled by
// two, and cairo then samples every pixel instead of copying: the board's
// still part took 12-20 ms a frame instead of 0.3 (ttt-paint-bench under
// GDK_SCALE=2).

#include <wx/graphics.h>

namespace ttt::gui {

// `picture` at (x, y) in drawing units, `width` x `height` drawing units
// large (its size in pixels over `scale`, the screen pixels per unit); the
// position is rounded to a whole screen pixel.
void stampPicture(wxGraphicsContext& gc, const wxGraphicsBitmap& picture, double x, double y,
                  double width, double height, double scale);

} // namespace ttt::gui
