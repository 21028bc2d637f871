#pragma once

// Game ▸ Open game… and Save game… (features.md P4): the project's own .tttgame and
// Piskvork's .psq. A file that cannot be read, or a game a .psq file cannot
// hold, is told to the player; what a .psq file leaves out is said.

#include "window/window_context.hpp"
#include "window/window_feature.hpp"

#include <filesystem>

namespace ttt::gui {

class GameFileCommands final : public WindowFeature {
public:
    using WindowFeature::WindowFeature;

    void addMenuItems(Menus& menus) override;

    // Both tell the player what went wrong (or what a .psq file lost) and
    // return false when nothing was saved or opened.
    bool saveGame(const std::filesystem::path& path);
    bool openGame(const std::filesystem::path& path);
};

} // namespace ttt::gui
