#pragma once

// Black's forbidden points under the Renju rule (features.md R3), as the RIF
// rule text defines them. Black is whoever opened the round. A black move that
// makes a five (exactly five) is never forbidden; otherwise black may not make
//   - an overline: six or more in a row;
//   - a double four: two fours at once (also two in one line, as in X.XXX.X);
//   - a double three: two real threes at once, a real three being one that can
//     become a straight four by a move that is itself not forbidden.
// A four is a line one move short of exactly five; a straight four has two
// such moves (.XXXX.). The detection is exact, including the recursive cases.

#include "tictactoe/game/board.hpp"

#include <vector>

namespace ttt::renju {

enum class Foul { None, Overline, DoubleFour, DoubleThree };

// What a black stone at p would break. p must be an empty cell of the board;
// `black` is black's mark. Foul::None when the move is allowed, including
// every move that makes exactly five.
[[nodiscard]] Foul foulAt(const Board& board, Point p, Mark black);

[[nodiscard]] inline bool isForbidden(const Board& board, Point p, Mark black) {
    return foulAt(board, p, black) != Foul::None;
}

// Every forbidden point for black, sorted by (y, x). On the unlimited field
// only cells near the stones can be forbidden, and only those are looked at.
[[nodiscard]] std::vector<Point> forbiddenPoints(const Board& board, Mark black);

} // namespace ttt::renju
