#include "board/text_options.hpp"

#include <memory>

#if defined(__WXGTK__)
#include <cairo.h>
#endif

namespace ttt::gui {

void useTextOptionsOf([[maybe_unused]] wxGraphicsContext& window,
                      [[maybe_unused]] wxGraphicsContext& offscreen) {
#if defined(__WXGTK__)
    auto* const from = static_cast<cairo_t*>(window.GetNativeContext());
    auto* const to = static_cast<cairo_t*>(offscreen.GetNativeContext());
    if (from == nullptr || to == nullptr) {
        return;
    }
    using Options = std::unique_ptr<cairo_font_options_t, decltype(&cairo_font_options_destroy)>;
    const Options options(cairo_font_options_create(), cairo_font_options_destroy);
    const Options own(cairo_font_options_create(), cairo_font_options_destroy);
    cairo_surface_get_font_options(cairo_get_target(from), options.get());
    cairo_get_font_options(from, own.get()); // what the context sets itself wins
    cairo_font_options_merge(options.get(), own.get());
    cairo_set_font_options(to, options.get());
#endif
}

} // namespace ttt::gui
