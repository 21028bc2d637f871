#pragma once

// Move ▸ Undo, Redo and Hint (features.md G9). Against the computer one undo step is
// the human's move with the computer's reply (GameController::undo). The hint
// asks the Hard bot with a short budget and pulses its move on the board.
// Move ▸ Take black, Take white, Place two more: a person's colour decision
// under Swap and Swap2 (R3), also keys B, W and T.

#include "feature/window_context.hpp"
#include "feature/window_feature.hpp"
#include "move/hint_service.hpp"

namespace ttt::gui {

class MoveCommands final : public WindowFeature {
public:
    explicit MoveCommands(WindowContext& window);

    void addMenuItems(Menus& menus) override;
    void gameChanged(GameEvent event) override;
    void windowClosing() override;

    // Asks first while the round goes on; false when it cannot resign now.
    bool resign();
    bool undo();
    bool redo();
    bool showHint(); // false when no hint can be given now
    // The colour decision due, when it is a person's (false otherwise).
    bool chooseColour(ColourOption option);
    // A tournament opening's declaration, when it is a person's: asks the
    // number (false when none is due or the person cancels).
    bool declareOffers();
    [[nodiscard]] HintService& hints() { return hints_; }

private:
    [[nodiscard]] bool canHint() const;
    [[nodiscard]] bool canChoose(ColourOption option) const;
    [[nodiscard]] bool canDeclare() const;

    HintService hints_;
    bool closing_ = false;
};

} // namespace ttt::gui
