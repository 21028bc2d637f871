#pragma once

// The fixed positions the benchmark searches: several phases of 15x15 games
// (freestyle and exact five) and the unlimited field far from the origin.

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

} // namespace ttt::bench
