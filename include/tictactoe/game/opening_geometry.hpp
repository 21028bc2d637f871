#pragma once

// The geometry of the Renju tournament openings (features.md R3): the central
// squares their first stones must keep to, and when two tentative fifth
// moves count as the same (symmetrical) offer.

#include "tictactoe/game/board.hpp"
#include "tictactoe/game/point.hpp"
#include "tictactoe/game/rules.hpp"

#include <cstddef>
#include <functional>

namespace ttt {

// The board's centre: the middle cell (of an even side's two, the higher), or
// (0, 0) on the unlimited field.
[[nodiscard]] Point boardCentre(const Rules& rules);

// The side of the smallest central square holding `p`: 1 at the centre, 3
// next to it, 5, 7, ... further out.
[[nodiscard]] long long centralSquareOf(const Rules& rules, Point p);

// True when a symmetry of the board (a reflection or rotation about its
// centre) maps every stone on `board` onto a stone of the same colour and
// `a` onto `b`: two such fifth moves are one offer under the RIF rules.
[[nodiscard]] bool areSymmetricOffers(const Board& board, Point a, Point b);

// How many different offers a bounded board leaves: its empty cells that
// `allowed` accepts, the symmetrical ones counted once.
[[nodiscard]] std::size_t distinctOffers(const Board& board,
                                         const std::function<bool(Point)>& allowed);

} // namespace ttt
