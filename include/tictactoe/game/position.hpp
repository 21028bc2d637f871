#pragma once

// A position set up stone by stone (features.md G15, Game ▸ Set up position…):
// stones of either side anywhere on the board, and the side to move.
// orderPosition says whether a round can go on from it and puts the stones in
// an order a round could have been played in. The editing steps (flip,
// rotate) are here too, so the editor in the window only draws and clicks.

#include "tictactoe/core/expected.hpp"
#include "tictactoe/game/board.hpp"
#include "tictactoe/game/rules.hpp"

#include <optional>
#include <vector>

namespace ttt {

struct Move;

// The stones as the board shows them: black (X) for the side that opened the
// round, white (O) for the other; which player owns which follows from who
// is to move.
struct Position {
    std::vector<Point> black; // in any order
    std::vector<Point> white;
    int playerToMove = 0; // player 1 (0) or player 2 (1)
    bool operator==(const Position&) const = default;
};

// Which colour is to move with these counts of stones, as a round that
// alternates from black's first stone leaves it: equal counts, black (true);
// one black stone more, white (false); anything else, neither.
[[nodiscard]] std::optional<bool> blackToMoveWith(std::size_t blackStones, std::size_t whiteStones);

// The stones in an order a round could have played them in: alternating,
// black first, each with its owner's mark (player 1 has X): the owner of the
// colour to move is playerToMove. Refused, with a message a player
// understands, when a round cannot go on from the position: a stone off the
// board (or too far out on the field), two stones on one cell, counts no
// round leaves, a line that has already won, a full board, as many stones as
// the rules' move limit, or - under Renju - a black stone that black could
// not have played (an overline, a double four or a double three made by that
// stone; named by its cell, e.g. "h8").
[[nodiscard]] Expected<std::vector<Move>> orderPosition(const Rules& rules,
                                                        const Position& position);

// The position a round's first `stones` moves set up (GameEngine::setUp
// puts them back in the same order): black the first move's side, the
// player to move the one after the last of them.
[[nodiscard]] Position positionOfMoves(const std::vector<Move>& moves, std::size_t stones);

// The position turned over: left and right swapped, or top and bottom; and
// turned a quarter clockwise. On a board with edges the stones stay on the
// board (a quarter turn only where it is square: canRotate); on the
// unlimited field around its centre.
enum class Flip { LeftRight, TopBottom };
[[nodiscard]] Position flipped(const Position& position, const Rules& rules, Flip flip);
[[nodiscard]] bool canRotate(const Rules& rules);
[[nodiscard]] Position rotated(const Position& position, const Rules& rules);

} // namespace ttt
