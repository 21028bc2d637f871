#pragma once

// Small builders shared by the engine tests.

#include "tictactoe/game/board.hpp"

#include <initializer_list>

namespace ttt::test {

inline Board boardWith(const Rules& rules, std::initializer_list<Point> xs,
                       std::initializer_list<Point> os = {}) {
    Board board(rules);
    for (const Point p : xs) {
        board.place(p, Mark::X);
    }
    for (const Point p : os) {
        board.place(p, Mark::O);
    }
    return board;
}

} // namespace ttt::test
