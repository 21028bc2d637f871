#pragma once

#include "tictactoe/game/board.hpp"

#include <optional>
#include <vector>

namespace ttt {

// The cells of a winning line, from one end to the other.
using WinningLine = std::vector<Point>;

// Does the stone at `last` complete a winning line? Looks along the four
// directions through `last` only (R5). Under the exact rule a run longer than k
// does not win; under freestyle the whole run is returned.
[[nodiscard]] std::optional<WinningLine> findWin(const Board& board, Point last);

} // namespace ttt
