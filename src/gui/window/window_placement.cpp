#include "window/window_placement.hpp"

#include <algorithm>
#include <wx/display.h>
#include <wx/persist/toplevel.h>

namespace ttt::gui {
namespace {

long long overlap(const wxRect& a, const wxRect& b) {
    const wxRect common = a.Intersect(b);
    return common.IsEmpty() ? 0 : static_cast<long long>(common.width) * common.height;
}

// wxWidgets' own restore (position, size, maximized) followed by the fit:
// wxWidgets keeps a size larger than the screen and, for a place on no
// display, keeps the size where the window happens to be.
class FittedPersistentWindow final : public wxPersistentTLW {
public:
    explicit FittedPersistentWindow(wxTopLevelWindow* window) : wxPersistentTLW(window) {}

    bool Restore() override {
        if (!wxPersistentTLW::Restore()) {
            return false;
        }
        // The keys of wxWidgets' window geometry (wx/private/tlwgeom.h).
        int x = 0;
        int y = 0;
        int w = 0;
        int h = 0;
        if (!RestoreValue("x", &x) || !RestoreValue("y", &y) || !RestoreValue("w", &w) ||
            !RestoreValue("h", &h) || w <= 0 || h <= 0) {
            return true;
        }
        const wxRect saved(x, y, w, h);
        const wxRect fitted = fitWindowToDisplays(saved, displayClientAreas());
        if (fitted != saved) {
            Get()->SetSize(fitted);
        }
        return true;
    }
};

} // namespace

wxRect fitWindowToDisplays(const wxRect& saved, const std::vector<wxRect>& displayAreas) {
    if (displayAreas.empty()) {
        return saved;
    }
    // The display it would open on: the one it overlaps most, the primary
    // when it overlaps none.
    const wxRect* area = &displayAreas.front();
    long long best = 0;
    for (const wxRect& display : displayAreas) {
        if (const long long shared = overlap(saved, display); shared > best) {
            best = shared;
            area = &display;
        }
    }
    if (best > 0 && area->Contains(saved)) {
        return saved;
    }
    wxRect fitted = saved;
    fitted.width = std::min(saved.width, area->width);
    fitted.height = std::min(saved.height, area->height);
    if (best == 0) {
        fitted.x = area->x + (area->width - fitted.width) / 2;
        fitted.y = area->y + (area->height - fitted.height) / 2;
    } else {
        fitted.x = std::clamp(saved.x, area->x, area->x + area->width - fitted.width);
        fitted.y = std::clamp(saved.y, area->y, area->y + area->height - fitted.height);
    }
    return fitted;
}

std::vector<wxRect> displayClientAreas() {
    std::vector<wxRect> areas;
    const unsigned count = wxDisplay::GetCount();
    for (unsigned i = 0; i < count; ++i) {
        const wxDisplay display(i);
        const wxRect area = display.GetClientArea();
        if (display.IsPrimary()) {
            areas.insert(areas.begin(), area);
        } else {
            areas.push_back(area);
        }
    }
    return areas;
}

bool registerAndRestoreFitted(wxTopLevelWindow& window, const wxString& name) {
    window.SetName(name);
    wxPersistenceManager& manager = wxPersistenceManager::Get();
    manager.Register(&window, new FittedPersistentWindow(&window));
    return manager.Restore(&window);
}

} // namespace ttt::gui
