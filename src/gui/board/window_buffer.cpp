#include "board/window_buffer.hpp"

#include "board/text_options.hpp"

#include <memory>
#include <wx/dcclient.h>
#include <wx/dcmemory.h>

namespace ttt::gui {

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
    }
    const wxRect changed = window.GetUpdateRegion().GetBox();
    std::optional<wxRect2DDouble> update;
    if (!changed.IsEmpty() && !changed.Contains(wxRect(size))) {
        update = wxRect2DDouble(changed.x, changed.y, changed.width, changed.height);
    }
    {
        wxMemoryDC memory(picture_);
        std::unique_ptr<wxGraphicsContext> gc(wxGraphicsContext::Create(memory));
        if (!gc) {
            return;
        }
        if (wxGraphicsContext* const onScreen = screen.GetGraphicsContext()) {
            useTextOptionsOf(*onScreen, *gc);
        }
        if (update) {
            gc->Clip(update->m_x, update->m_y, update->m_width, update->m_height);
        }
        draw(*gc, update);
    }
    // The screen's context is clipped to the part being repainted.
    screen.DrawBitmap(picture_, 0, 0);
}

} // namespace ttt::gui
