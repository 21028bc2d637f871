#include "feature/window_feature.hpp"

#include "feature/window_context.hpp"

#include <utility>
#include <wx/frame.h>

namespace ttt::gui {

void onMenuItem(wxWindow& window, int id, std::function<void()> action) {
    window.Bind(
        wxEVT_MENU, [action = std::move(action)](wxCommandEvent&) { action(); }, id);
}

void WindowFeature::onMenu(int id, std::function<void()> action) const {
    onMenuItem(context().window(), id, std::move(action));
}

void WindowFeature::enableWhen(int id, std::function<bool()> enabled) const {
    context().window().Bind(
        wxEVT_UPDATE_UI,
        [enabled = std::move(enabled)](wxUpdateUIEvent& event) { event.Enable(enabled()); }, id);
}

void WindowFeature::checkWhen(int id, std::function<bool()> checked) const {
    context().window().Bind(
        wxEVT_UPDATE_UI,
        [checked = std::move(checked)](wxUpdateUIEvent& event) { event.Check(checked()); }, id);
}

} // namespace ttt::gui
