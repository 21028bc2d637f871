#pragma once

// View ▸ Zoom in, Zoom out, Fit the game and Centre on last move (features.md G10):
// the view of the unlimited field, disabled on boards with edges; Full screen;
// the optional toolbar (G8) and Renju's forbidden points (R3), kept in the settings.

#include "window/window_context.hpp"
#include "window/window_feature.hpp"

namespace ttt::gui {

class ViewCommands final : public WindowFeature {
public:
    using WindowFeature::WindowFeature;

    void addMenuItems(Menus& menus) override;
    void startSession(const StoredSettings& settings) override;
    void saveSettings(StoredSettings& settings) const override;

    // View ▸ Toolbar (the tests use it).
    void showToolbar(bool shown);
    [[nodiscard]] bool isToolbarShown() const;
};

} // namespace ttt::gui
