#pragma once

// Game ▸ Set up position… (features.md G15, key E): the position editor
// (position_editor.hpp) opens on the stones of the board, and the round goes
// on from what it closes with, against whoever plays now: a person, any
// level, an engine; View ▸ Analysis looks at it like any position. Undo takes
// the whole set-up back at once. Not while a round is replayed, nor over the
// network.

#include "feature/window_context.hpp"
#include "feature/window_feature.hpp"

namespace ttt::gui {

class EditorCommands final : public WindowFeature {
public:
    using WindowFeature::WindowFeature;

    void addMenuItems(Menus& menus) override;
    void windowClosing() override { closing_ = true; }

    [[nodiscard]] bool canSetUp() const;
    // Opens the editor; true when the round went on from a new position.
    bool setUpPosition();

private:
    bool closing_ = false;
};

} // namespace ttt::gui
