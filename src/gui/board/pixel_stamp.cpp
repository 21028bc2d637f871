#include "board/pixel_stamp.hpp"

#include <cmath>

#if defined(__WXGTK__)
#include <cairo.h>
#endif

namespace ttt::gui {

void stampPicture(wxGraphicsContext& gc, const wxGraphicsBitmap& picture, double x, double y,
                  double width, double height, double scale) {
#if defined(__WXGTK__)
    auto* const cr = static_cast<cairo_t*>(gc.GetNativeContext());
    auto* const surface = static_cast<cairo_surface_t*>(picture.GetNativeBitmap());
    double targetScale = 0;
    if (cr != nullptr) {
        double unusedY = 0;
        cairo_surface_get_device_scale(cairo_get_target(cr), &targetScale, &unusedY);
    }
    // A picture in memory has pixels for units; a window of GTK's 200 % does
    // not (its surface scales), and is left to DrawBitmap.
    if (surface != nullptr && targetScale == 1.0) {
        // In the target's own pixels: the copy is then a plain one. The clip
        // (a repaint of a few cells) stays, as cairo keeps it in those pixels.
        double px = x;
        double py = y;
        cairo_user_to_device(cr, &px, &py);
        px = std::round(px);
        py = std::round(py);
        cairo_save(cr);
        cairo_identity_matrix(cr);
        cairo_set_source_surface(cr, surface, px, py);
        cairo_rectangle(cr, px, py, std::round(width * scale), std::round(height * scale));
        cairo_fill(cr);
        cairo_restore(cr);
        return;
    }
#endif
    const double left = std::round(x * scale) / scale;
    const double top = std::round(y * scale) / scale;
    gc.DrawBitmap(picture, left, top, width, height);
}

} // namespace ttt::gui
