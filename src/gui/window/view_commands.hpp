#pragma once

// View ▸ Zoom in, Zoom out, Fit the game and Centre on last move (features.md G10):
// the view of the unlimited field, disabled on boards with edges; Full screen;
// the optional toolbar (G8) and Renju's forbidden points (R3), kept in the settings;
// Reduce motion of Settings ▸ Preferences (G11): no animation of a new mark.

#include "feature/window_context.hpp"
#include "feature/window_feature.hpp"

#include <optional>

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

    // Reduce motion: the player's choice from now on (until then the board
    // follows the desktop's wish, app/desktop_motion.hpp).
    void setReduceMotion(bool reduce);
    [[nodiscard]] bool reducesMotion() const;

private:
    std::optional<bool> reduceMotion_; // chosen by the player, kept in the settings
};

} // namespace ttt::gui
