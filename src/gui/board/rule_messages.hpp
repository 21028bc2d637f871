#pragma once

// What the window says about Renju and Caro (features.md R3): why a click is
// refused, why a round ended and why a five did not win.

#include "tictactoe/game/game_engine.hpp"
#include "tictactoe/game/renju.hpp"

#include <wx/string.h>

namespace ttt::gui {

// "Black may not play there: a double three (Renju)."
[[nodiscard]] wxString forbiddenMoveMessage(renju::Foul foul);

// Why the round ended, when the rules make it worth saying (Renju, Caro);
// empty otherwise.
[[nodiscard]] wxString endReason(const GameEngine& game);

// Under Caro, when the last move made a five blocked at both ends, that it
// does not win; empty otherwise.
[[nodiscard]] wxString blockedFiveNotice(const GameEngine& game);

} // namespace ttt::gui
