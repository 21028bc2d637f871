#pragma once

#include "tictactoe/game/board.hpp"

#include <optional>
#include <vector>

namespace ttt {

// The cells of a winning line, from one end to the other.
using WinningLine = std::vector<Point>;

// Does the stone at `last` complete a winning line? Looks along the four
// directions through `last` only (R5). Under the exact rule a run longer than k
// does not win; under freestyle the whole run is returned. Under Renju black
// (`black`, who opened the round) wins with exactly five and white with five
// or more; under Caro a five blocked at both ends by the opponent does not win.
[[nodiscard]] std::optional<WinningLine> findWin(const Board& board, Point last,
                                                 Mark black = Mark::X);

// Would a stone of `side` at the empty cell p win, by the same rule?
[[nodiscard]] bool wouldWin(const Board& board, Point p, Mark side, Mark black);

// Under Caro: does the stone at `last` make a five that would win but for
// being blocked at both ends? (So the window can say why the game goes on.)
[[nodiscard]] bool makesBlockedFive(const Board& board, Point last);

} // namespace ttt
