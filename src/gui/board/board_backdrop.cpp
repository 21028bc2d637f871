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
    // Of the screen's depth, as the window's own picture: under Windows a
    // 24-bit one loses the antialiasing. The background covers all of it.
    wxBitmap bitmap(std::max(1, key.pixels.x), std::max(1, key.pixels.y));
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
