#include "app/app_icon.hpp"

#include <algorithm>
#include <memory>
#include <wx/dcmemory.h>
#include <wx/graphics.h>
#include <wx/icon.h>
#include <wx/image.h>

namespace ttt::gui {

wxBitmap drawAppIcon(int size) {
    wxImage image(size, size);
    image.InitAlpha();
    // Start fully transparent; the graphics context draws with alpha.
    std::fill_n(image.GetAlpha(), static_cast<std::size_t>(size) * size, 0);
    {
        std::unique_ptr<wxGraphicsContext> gc(wxGraphicsContext::Create(image));
        if (gc) {
            const double s = size;
            gc->SetPen(wxNullGraphicsPen);
            gc->SetBrush(gc->CreateLinearGradientBrush(0, 0, 0, s, wxColour(0xFF, 0xFF, 0xFF),
                                                       wxColour(0xDD, 0xE4, 0xEF)));
            gc->DrawRoundedRectangle(s * 0.04, s * 0.04, s * 0.92, s * 0.92, s * 0.2);
            const double width = s * 0.11;
            gc->SetPen(gc->CreatePen(
                wxGraphicsPenInfo(wxColour(0xE5, 0x48, 0x4D)).Width(width).Cap(wxCAP_ROUND)));
            gc->StrokeLine(s * 0.2, s * 0.2, s * 0.47, s * 0.47);
            gc->StrokeLine(s * 0.47, s * 0.2, s * 0.2, s * 0.47);
            gc->SetPen(gc->CreatePen(
                wxGraphicsPenInfo(wxColour(0x25, 0x73, 0xD9)).Width(width).Cap(wxCAP_ROUND)));
            gc->SetBrush(wxNullGraphicsBrush);
            gc->DrawEllipse(s * 0.5, s * 0.5, s * 0.31, s * 0.31);
        }
    }
    return wxBitmap(image);
}

wxIconBundle appIcons() {
    wxIconBundle bundle;
    for (int size : {16, 24, 32, 48, 64, 128, 256}) {
        wxIcon icon;
        icon.CopyFromBitmap(drawAppIcon(size));
        bundle.AddIcon(icon);
    }
    return bundle;
}

} // namespace ttt::gui
