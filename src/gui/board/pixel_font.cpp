#include "board/pixel_font.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <map>
#include <utility>
#include <wx/dcscreen.h>

namespace ttt::gui {
namespace {

wxFontInfo sansInfo(wxFontInfo info, bool bold) {
    info.Family(wxFONTFAMILY_SWISS);
    if (bold) {
        info.Bold();
    }
    return info;
}

#if defined(__WXGTK__)
// Large, so that the rounding of the measured line height matters little;
// another size of a face already loaded costs next to nothing.
constexpr int kReferencePoints = 40;

int lineHeight(wxScreenDC& dc, int points, bool bold) {
    dc.SetFont(wxFont(sansInfo(wxFontInfo(points), bold)));
    return dc.GetCharHeight();
}

// The largest point size whose line fits, as wxWidgets would find it, from a
// guess made with the line height per point of a large size: a size or two
// measured instead of a search, and each pixel height once.
int pointsFor(int pixels, bool bold) {
    static std::array<double, 2> perPoint{};
    static std::map<std::pair<int, bool>, int> found;
    if (const auto known = found.find({pixels, bold}); known != found.end()) {
        return known->second;
    }
    wxScreenDC dc;
    double& ratio = perPoint[bold ? 1 : 0];
    if (ratio <= 0) {
        ratio = std::max(1, lineHeight(dc, kReferencePoints, bold)) /
                static_cast<double>(kReferencePoints);
    }
    int points = std::max(1, static_cast<int>(pixels / ratio));
    while (points > 1 && lineHeight(dc, points, bold) > pixels) {
        --points;
    }
    // A line is never less than a point high: the search ends.
    while (points < pixels && lineHeight(dc, points + 1, bold) <= pixels) {
        ++points;
    }
    found.emplace(std::pair{pixels, bold}, points);
    return points;
}
#endif

} // namespace

wxFont pixelFont(double pixels, bool bold) {
    const int wanted = std::max(1, static_cast<int>(std::lround(pixels)));
#if defined(__WXGTK__)
    return wxFont(sansInfo(wxFontInfo(pointsFor(wanted, bold)), bold));
#else
    // Windows makes a font of a pixel height itself.
    return wxFont(sansInfo(wxFontInfo(wxSize(0, wanted)), bold));
#endif
}

double textWidth(wxGraphicsContext& gc, const wxString& text) {
    double w = 0;
    double h = 0;
    gc.GetTextExtent(text, &w, &h);
    return w;
}

wxString drawFitted(wxGraphicsContext& gc, wxString text, double x, double y, double width) {
    double w = 0;
    double h = 0;
    gc.GetTextExtent(text, &w, &h);
    if (w > width) {
        while (!text.empty()) {
            text.RemoveLast();
            gc.GetTextExtent(text + wxString::FromUTF8("…"), &w, &h);
            if (w <= width) {
                break;
            }
        }
        text += wxString::FromUTF8("…");
    }
    gc.DrawText(text, x, y);
    return text;
}

} // namespace ttt::gui
