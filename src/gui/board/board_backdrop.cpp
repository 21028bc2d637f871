#include "board/board_backdrop.hpp"

#include "board/text_options.hpp"

#include <algorithm>
#include <memory>
#include <wx/bitmap.h>
#include <wx/dcmemory.h>

namespace ttt::gui {

const wxGraphicsBitmap&
BoardBackdrop::picture(wxGraphicsContext& gc, const Key& key,
                       const std::function<void(wxGraphicsContext&)>& draw) {
    if (picture_ && key_ == key) {
        return *picture_;
    }
    // Drawn into a bitmap of the screen's depth: opaque, as the background
    // covers all of it, so it is copied onto the window rather than blended.
    wxBitmap bitmap(std::max(1, key.pixels.x), std::max(1, key.pixels.y), 24);
    {
        wxMemoryDC dc(bitmap);
        std::unique_ptr<wxGraphicsContext> bg(gc.GetRenderer()->CreateContext(dc));
        useTextOptionsOf(gc, *bg); // the labels hinted as the window's
        bg->SetAntialiasMode(wxANTIALIAS_DEFAULT);
        bg->Scale(key.scale, key.scale);
        draw(*bg);
    }
    picture_ = gc.CreateBitmap(bitmap);
    key_ = key;
    ++made_;
    return *picture_;
}

} // namespace ttt::gui
