#pragma once

// The tests' shared helpers: positions built stone by stone, judged by
// brute force with the engine's own win detection (independently of the
// bots' shortcuts), and the built-in bots by level.

#include "tictactoe/ai/bot.hpp"
#include "tictactoe/game/board.hpp"

#include <catch2/catch.hpp>
#include <cstdint>
#include <initializer_list>
#include <memory>
#include <string>
#include <vector>

namespace Catch {
template <> struct StringMaker<ttt::Point> {
    static std::string convert(const ttt::Point& p) {
        return "(" + std::to_string(p.x) + ", " + std::to_string(p.y) + ")";
    }
};
} // namespace Catch

namespace ttt::test {

// A board with these stones placed directly (no turns, no win check).
Board boardWith(const Rules& rules, std::initializer_list<Point> xs,
                std::initializer_list<Point> os = {});

// The built-in bot of a level (the front ends use players/player_factory).
std::unique_ptr<Bot> makeLevel(BotLevel level, std::uint64_t seed = 0);

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
// The same from X's and O's stones (X first): both lists describe a position
// reached by a legal game that is not over; X is to move when they are as long.
GameEngine engineWith(const Rules& rules, const std::vector<Point>& xs,
                      const std::vector<Point>& os);

// A reproducible budget: no clock, only a node limit.
SearchBudget nodeBudget(std::uint64_t nodes);

// Would `mark` at p win at once?
bool winsAt(Board board, Point p, Mark mark);
// The empty cells in the box [lo, hi] where `mark` would win at once.
std::vector<Point> winningCells(const Board& board, Mark mark, Point lo, Point hi);
// The cells in [lo, hi] where `mark` would make an open four (two winning cells).
std::vector<Point> openFourCells(const Board& board, Mark mark, Point lo, Point hi);

} // namespace ttt::test
