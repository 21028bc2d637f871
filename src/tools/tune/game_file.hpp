#pragma once

// The files of games `ttt-tune selfplay` writes, one game a line:
// "RESULT MOVE MOVE ...", RESULT 1 when X won, 0 when O won, 0.5 for a draw;
// a move "h8", or "h8/SCORE" with --scores (the search's score for the side
// that played it). fit and calibrate read them.

#include "tictactoe/game/rules.hpp"

#include <optional>
#include <string>
#include <vector>

namespace ttt::tune {

struct PlayedMove {
    Point point;
    std::optional<double> score; // for the side that played it
};

struct PlayedGame {
    double xResult = 0.5; // X's score: 1, 0.5 or 0
    std::vector<PlayedMove> moves;
};

// Every game of the file, checked against the board of `rules` (a move off
// the board, a bad result or score is refused: std::runtime_error naming the
// file and the word).
[[nodiscard]] std::vector<PlayedGame> readGameFile(const std::string& path, const Rules& rules);

} // namespace ttt::tune
