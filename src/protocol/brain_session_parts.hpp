#pragma once

// What the files of BrainSession share: the reply texts written by more than
// one of them, so that each is written once.

#include "tictactoe/game/board.hpp"

#include <string>
#include <string_view>
#include <vector>

namespace ttt::brain {

inline constexpr std::string_view kNoBoardYet = "no board yet: send START first";

[[nodiscard]] std::string errorLine(std::string_view why);
[[nodiscard]] std::string debugLine(std::string_view text);
// The ERROR answer to a command that needs a board before START.
[[nodiscard]] std::vector<std::string> noBoardYet();
// Untrusted input in an error message, cut short.
[[nodiscard]] std::string quote(std::string_view text);
[[nodiscard]] std::string sizeText(int width, int height);
[[nodiscard]] std::string outsideBoard(int width, int height);

// Points as the protocol writes them, "x,y x,y ...".
[[nodiscard]] std::string joinPoints(const std::vector<Point>& points);

// The free cells of the board, the nearest to the centre first: the moves
// that are never illegal and rarely silly when a search gave none.
[[nodiscard]] std::vector<Point> freeCellsByCentre(const Board& board);

} // namespace ttt::brain
