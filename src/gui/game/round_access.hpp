#pragma once

// What the board asks of the game it shows and plays into (board/board_panel.hpp):
// the position, whose turn it is, and a person's move or a new round. The
// controller (game_controller.hpp) is it; the board needs nothing more of it.

#include "tictactoe/game/game_engine.hpp"

namespace ttt::gui {

class RoundAccess {
public:
    virtual ~RoundAccess() = default;

    [[nodiscard]] virtual const GameEngine& game() const = 0;
    // A person may play now (the round goes on and it is a person's turn).
    [[nodiscard]] virtual bool isHumanToMove() const = 0;
    // The computer is thinking about its move.
    [[nodiscard]] virtual bool isThinking() const = 0;
    // Moves are being replayed into the game (they were not played here).
    [[nodiscard]] virtual bool isLoading() const = 0;
    // A person's click or key; false when refused (not a person's turn, occupied...).
    virtual bool playHuman(Point p) = 0;
    // Esc, and the next round after the end.
    virtual void restartRound() = 0;

protected:
    RoundAccess() = default;
    RoundAccess(const RoundAccess&) = default;
    RoundAccess& operator=(const RoundAccess&) = default;
};

} // namespace ttt::gui
