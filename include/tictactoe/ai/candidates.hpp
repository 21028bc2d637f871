#pragma once

// Cells worth considering on a large or unlimited board: the empty cells near
// the stones already played. Shared by the simple bots.

#include "tictactoe/ai/bot.hpp"
#include "tictactoe/game/board.hpp"

#include <vector>

namespace ttt {

// Empty cells within Chebyshev distance `radius` of a stone, sorted by (y, x)
// so that a seeded choice among them is reproducible.
[[nodiscard]] std::vector<Point> emptyCellsNear(const Board& board, int radius);

// Every empty cell of a bounded board, sorted by (y, x). Empty on the unlimited field.
[[nodiscard]] std::vector<Point> allEmptyCells(const Board& board);

// Where to open on an empty board: the centre, or the origin when unlimited.
[[nodiscard]] Point centreOf(const Rules& rules);

// Does a stone of `side` at the empty cell p complete a winning line under the
// rules (the overline policy, Renju with `black` as black, Caro)?
[[nodiscard]] bool makesWin(const Board& board, Point p, Mark side, Mark black);

// May the side to move play the empty cell p? Not black on a forbidden point
// under Renju; any empty cell otherwise.
[[nodiscard]] bool mayPlay(const GameView& view, Point p);
// Leaves in `cells` only those the side to move may play.
void keepPlayable(const GameView& view, std::vector<Point>& cells);

} // namespace ttt
