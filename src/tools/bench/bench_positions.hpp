#pragma once

// The fixed positions the benchmark searches: several phases of 15x15 games
// (freestyle, exact five, Renju, Caro), the unlimited field far from the
// origin, and six in a row on a board and on the unlimited field.

#include "tictactoe/game/game_engine.hpp"

#include <string>
#include <vector>

namespace ttt::bench {

struct BenchPosition {
    std::string name;
    Rules rules;
    std::vector<Point> moves; // played alternately, X first
};

[[nodiscard]] const std::vector<BenchPosition>& benchPositions();

// Five in a row has a search of its own; its positions and the others each
// have a signature, so a change to one search shows in its own figure.
[[nodiscard]] inline bool isFiveInARow(const BenchPosition& position) {
    return position.rules.k == 5;
}

} // namespace ttt::bench
