#pragma once

// Helpers that judge positions by brute force with the engine's own win
// detection, independently of the bots' shortcuts.

#include "tictactoe/ai/bot.hpp"
#include "tictactoe/game/board.hpp"

#include <vector>

namespace ttt::test {

// Every empty cell of a bounded board; on the unlimited field the empty cells
// of the stones' bounding box grown by `margin`.
std::vector<Point> emptyCellsToTry(const Board& board, int margin = 1);

// The empty cells where a stone of `side` wins at once (checked with findWin).
std::vector<Point> winningCells(const Board& board, Mark side);

// Asks the bot for a move in the engine's position and plays it; fails the
// test if the move is illegal. Returns the move.
Point playBotMove(Bot& bot, GameEngine& game, const SearchBudget& budget = {});

// A bounded or unlimited engine with the stones given placed alternately,
// starting with X.
GameEngine engineWith(const Rules& rules, const std::vector<Point>& stones);

} // namespace ttt::test
