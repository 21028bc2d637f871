#pragma once

// Settings ▸ Engine… (features.md M4): a Gomocup brain program as the computer
// player, checked when it is picked (it must start and answer), then played
// like the built-in levels.

#include "feature/window_context.hpp"
#include "feature/window_feature.hpp"

#include <filesystem>

namespace ttt::gui {

class EngineCommands final : public WindowFeature {
public:
    using WindowFeature::WindowFeature;

    void addMenuItems(Menus& menus) override;

    // Checks that the program starts, then begins a new game against it.
    bool useEngine(const std::filesystem::path& program);
};

} // namespace ttt::gui
