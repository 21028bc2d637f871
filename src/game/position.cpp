#include "tictactoe/game/position.hpp"

#include "tictactoe/game/game_engine.hpp"
#include "tictactoe/game/renju.hpp"
#include "tictactoe/game/win_detection.hpp"

#include <algorithm>
#include <cstdint>
#include <utility>

namespace ttt {

namespace {

// The same cell turned over or round, on the board's rules.
Point flippedPoint(Point p, const Rules& rules, Flip flip) {
    if (rules.unlimited) {
        return flip == Flip::LeftRight ? Point{-p.x, p.y} : Point{p.x, -p.y};
    }
    return flip == Flip::LeftRight ? Point{rules.width - 1 - p.x, p.y}
                                   : Point{p.x, rules.height - 1 - p.y};
}

Point rotatedPoint(Point p, const Rules& rules) {
    // A quarter clockwise, y growing downwards: the top row becomes the right column.
    if (rules.unlimited) {
        return Point{-p.y, p.x};
    }
    return Point{rules.height - 1 - p.y, p.x};
}

template <class Turn> Position turned(const Position& position, Turn turn) {
    Position out = position;
    std::transform(position.black.begin(), position.black.end(), out.black.begin(), turn);
    std::transform(position.white.begin(), position.white.end(), out.white.begin(), turn);
    return out;
}

} // namespace

std::optional<bool> blackToMoveWith(std::size_t blackStones, std::size_t whiteStones) {
    if (blackStones == whiteStones) {
        return true;
    }
    if (blackStones == whiteStones + 1) {
        return false;
    }
    return std::nullopt;
}

Expected<std::vector<Move>> orderPosition(const Rules& rules, const Position& position) {
    const std::size_t blacks = position.black.size();
    const std::size_t whites = position.white.size();
    const auto blackToMove = blackToMoveWith(blacks, whites);
    if (!blackToMove) {
        return failure(Text("black (X) has {0} stones and white (O) {1}: the side that opened a "
                            "round has as many stones as the other, or one more",
                            blacks, whites));
    }
    const int toMove = position.playerToMove == 1 ? 1 : 0;
    const Mark black = markOf(*blackToMove ? toMove : 1 - toMove);
    const Mark white = opponent(black);
    Board board(rules);
    for (const auto& [stones, mark] :
         {std::pair{&position.black, black}, std::pair{&position.white, white}}) {
        for (const Point p : *stones) {
            if (!board.contains(p)) {
                return failure(rules.unlimited ? Text("a stone is too far out on the field")
                                               : Text("a stone is off the board"));
            }
            if (!board.isEmpty(p)) {
                return failure(Text("two stones are on {0}", cellName(rules, p)));
            }
            board.place(p, mark);
        }
    }
    for (const Point p : board.stones()) {
        if (findWin(board, p, black)) {
            return failure(board.at(p) == black
                               ? Text("black (X) already has a winning line through {0}: a round "
                                      "cannot go on from a won position",
                                      cellName(rules, p))
                               : Text("white (O) already has a winning line through {0}: a round "
                                      "cannot go on from a won position",
                                      cellName(rules, p)));
        }
    }
    if (board.isFull()) {
        return failure(Text("the board is full: there is no move left to play"));
    }
    if (rules.drawAfterMoves() > 0 &&
        std::cmp_greater_equal(blacks + whites, rules.drawAfterMoves())) {
        return failure(Text("the rules end the round as a draw after {0} moves, and the position "
                            "has {1} stones",
                            rules.drawAfterMoves(), blacks + whites));
    }
    if (rules.isRenju()) {
        // Each black stone must be one black could have played: taken off,
        // it would not be forbidden where it stands.
        for (const Point p : position.black) {
            board.remove(p);
            const renju::Foul foul = renju::foulAt(board, p, black);
            board.place(p, black);
            if (foul != renju::Foul::None) {
                const Text shape = foul == renju::Foul::Overline     ? Text("an overline")
                                   : foul == renju::Foul::DoubleFour ? Text("a double four")
                                                                     : Text("a double three");
                return failure(Text("black's stone on {0} makes {1}, which Renju forbids black: "
                                    "black could not have played it",
                                    cellName(rules, p), shape));
            }
        }
    }
    // Alternating, black first; black has as many stones as white or one more.
    std::vector<Move> moves;
    moves.reserve(blacks + whites);
    for (std::size_t i = 0; i < blacks; ++i) {
        moves.push_back(Move{position.black[i], black});
        if (i < whites) {
            moves.push_back(Move{position.white[i], white});
        }
    }
    return moves;
}

Position positionOfMoves(const std::vector<Move>& moves, std::size_t stones) {
    Position position;
    stones = std::min(stones, moves.size());
    if (stones == 0) {
        return position;
    }
    const Mark black = moves.front().mark;
    for (std::size_t i = 0; i < stones; ++i) {
        (moves[i].mark == black ? position.black : position.white).push_back(moves[i].point);
    }
    position.playerToMove = playerIndex(opponent(moves[stones - 1].mark));
    return position;
}

Position flipped(const Position& position, const Rules& rules, Flip flip) {
    return turned(position, [&](Point p) { return flippedPoint(p, rules, flip); });
}

bool canRotate(const Rules& rules) {
    return rules.unlimited || rules.width == rules.height;
}

Position rotated(const Position& position, const Rules& rules) {
    if (!canRotate(rules)) {
        return position;
    }
    return turned(position, [&](Point p) { return rotatedPoint(p, rules); });
}

} // namespace ttt
