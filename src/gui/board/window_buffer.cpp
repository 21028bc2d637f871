#include "board/window_buffer.hpp"

#include "board/text_options.hpp"

#include <cmath>
#include <cstring>
#include <memory>
#include <wx/dcclient.h>
#include <wx/dcmemory.h>

#if defined(__WXGTK__)
#include <cairo.h>
#endif

namespace ttt::gui {
namespace {

// More rectangles than this are drawn as the one around them: each drawing
// of a part costs the painter's set-up again.
constexpr int kMostRects = 6;

#if defined(__WXGTK__)
// Moves the pixels of `to` (pixels) from where they are `by` pixels away, in
// a picture in memory of 4 bytes a pixel. The source must lie inside it.
bool movePixels(cairo_surface_t* surface, const wxRect& to, wxPoint by) {
    if (cairo_surface_get_type(surface) != CAIRO_SURFACE_TYPE_IMAGE) {
        return false;
    }
    const cairo_format_t format = cairo_image_surface_get_format(surface);
    if (format != CAIRO_FORMAT_RGB24 && format != CAIRO_FORMAT_ARGB32) {
        return false;
    }
    const wxRect whole(0, 0, cairo_image_surface_get_width(surface),
                       cairo_image_surface_get_height(surface));
    const wxRect from(to.x - by.x, to.y - by.y, to.width, to.height);
    if (!whole.Contains(to) || !whole.Contains(from)) {
        return false;
    }
    cairo_surface_flush(surface);
    unsigned char* const data = cairo_image_surface_get_data(surface);
    const int stride = cairo_image_surface_get_stride(surface);
    if (data == nullptr) {
        return false;
    }
    constexpr int kBytes = 4;
    const auto row = [&](int y) {
        std::memmove(data + static_cast<std::ptrdiff_t>(y) * stride + to.x * kBytes,
                     data + static_cast<std::ptrdiff_t>(y - by.y) * stride + from.x * kBytes,
                     static_cast<std::size_t>(to.width) * kBytes);
    };
    // Rows moving down are copied from the bottom up, so none is overwritten
    // before it is read.
    if (by.y > 0) {
        for (int y = to.GetBottom(); y >= to.y; --y) {
            row(y);
        }
    } else {
        for (int y = to.y; y <= to.GetBottom(); ++y) {
            row(y);
        }
    }
    cairo_surface_mark_dirty(surface);
    return true;
}
#endif

} // namespace

void WindowBuffer::invalidate(const wxRect* area) {
    if (area == nullptr) {
        allChanged_ = true;
        changed_.Clear();
    } else if (!allChanged_ && !area->IsEmpty()) {
        changed_.Union(*area);
    }
}

bool WindowBuffer::scroll(const wxRect& area, int dx, int dy) {
    if (!picture_.IsOk() || allChanged_) {
        allChanged_ = true;
        return false;
    }
    const wxSize size = picture_.GetDIPSize();
    const wxRect window(size);
    // What stays on the picture: inside `area`, and come from inside it.
    const wxRect kept = wxRect(area).Intersect(window).Intersect(wxRect(dx, dy, size.x, size.y));
    bool moved = false;
#if defined(__WXGTK__)
    if (!kept.IsEmpty()) {
        const double scale = picture_.GetScaleFactor();
        wxMemoryDC memory(picture_);
        const std::unique_ptr<wxGraphicsContext> gc(wxGraphicsContext::Create(memory));
        auto* const cr = gc ? static_cast<cairo_t*>(gc->GetNativeContext()) : nullptr;
        const auto pixels = [scale](int units) {
            return static_cast<int>(std::lround(units * scale));
        };
        if (cr != nullptr) {
            moved = movePixels(
                cairo_get_target(cr),
                wxRect(pixels(kept.x), pixels(kept.y), pixels(kept.width), pixels(kept.height)),
                wxPoint(pixels(dx), pixels(dy)));
        }
    }
#endif
    if (!moved) {
        allChanged_ = true;
        changed_.Clear();
        return false;
    }
    // What was to be drawn again moved along; all around what was kept is drawn anew.
    if (!changed_.IsEmpty()) {
        changed_.Offset(dx, dy); // (an empty region has nothing to move)
    }
    wxRegion around(window);
    around.Subtract(kept);
    changed_.Union(around);
    changed_.Intersect(window);
    return true;
}

void WindowBuffer::paint(wxWindow& window, const Draw& draw) {
    wxPaintDC screen(&window);
    const wxSize size = window.GetClientSize();
    if (size.x <= 0 || size.y <= 0) {
        return;
    }
    const double scale = window.GetContentScaleFactor();
    if (!picture_.IsOk() || picture_.GetDIPSize() != size || picture_.GetScaleFactor() != scale) {
        picture_ = wxBitmap();
        // Of the screen's depth, as wxBufferedDC's: under Windows (Wine at
        // least) a 24-bit picture loses the antialiasing of curves.
        picture_.CreateWithDIPSize(size, scale);
        allChanged_ = true;
    }
    const wxRect whole(size);
    wxRegion toDraw = tellsChanges_ ? changed_ : window.GetUpdateRegion();
    // A new picture is drawn whole, whatever part is repainted.
    bool all = allChanged_ || (!tellsChanges_ && toDraw.IsEmpty());
    toDraw.Intersect(whole);
    const wxRect box = toDraw.GetBox();
    int rects = 0;
    for (wxRegionIterator it(toDraw); it; ++it) {
        ++rects;
    }
    if (rects == 1 && box.Contains(whole)) {
        all = true;
    }
    allChanged_ = false;
    changed_.Clear();
    drawnRects_ = 0;
    drawnArea_ = 0;
    if (all || !toDraw.IsEmpty()) {
        wxMemoryDC memory(picture_);
        std::unique_ptr<wxGraphicsContext> gc(wxGraphicsContext::Create(memory));
        if (!gc) {
            return;
        }
        if (wxGraphicsContext* const onScreen = screen.GetGraphicsContext()) {
            useTextOptionsOf(*onScreen, *gc);
        }
        const auto drawPart = [&](const wxRect& part) {
            gc->PushState();
            gc->Clip(part.x, part.y, part.width, part.height);
            draw(*gc, wxRect2DDouble(part.x, part.y, part.width, part.height));
            gc->PopState();
            ++drawnRects_;
            drawnArea_ += static_cast<long long>(part.width) * part.height;
        };
        if (all) {
            draw(*gc, std::nullopt);
            drawnRects_ = 1;
            drawnArea_ = static_cast<long long>(size.x) * size.y;
        } else if (rects > kMostRects) {
            drawPart(box);
        } else {
            for (wxRegionIterator it(toDraw); it; ++it) {
                drawPart(it.GetRect());
            }
        }
    }
    // The screen's context is clipped to the part being repainted.
    screen.DrawBitmap(picture_, 0, 0);
}

wxImage WindowBuffer::picture() const {
    return picture_.IsOk() ? picture_.ConvertToImage() : wxImage();
}

} // namespace ttt::gui
