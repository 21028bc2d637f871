#pragma once

// View ▸ Zoom in, Zoom out, Fit the game and Centre on last move (features.md G10):
// the view of the unlimited field. Disabled on boards with edges.

#include "window/window_context.hpp"
#include "window/window_feature.hpp"

namespace ttt::gui {

class ViewCommands final : public WindowFeature {
public:
    using WindowFeature::WindowFeature;

    void addMenuItems(Menus& menus) override;
};

} // namespace ttt::gui
