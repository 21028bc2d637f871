#pragma once

// ttt-tune selfplay: games of a variant against itself from random openings,
// written one a line as "RESULT MOVES..." (RESULT 1: X won, 0: O won, 0.5: draw);
// with `scores`, each searched move as "h8/SCORE", the search's score for the
// side that played it (what `fit --lambda` learns from besides the result).

#include "tictactoe/game/rules.hpp"

#include <cstdint>
#include <string>

namespace ttt::tune {

struct SelfplayOptions {
    int games = 1000;
    std::uint64_t nodes = 20'000; // per move
    std::string weightsFile;      // "" for the built-in weights
    Rules rules = Rules::gomokuFreestyle();
    std::uint64_t seed = 1;
    int concurrency = 1;
    std::string out; // appended to
    bool scores = false;
};

// Throws std::runtime_error when a file cannot be read or written.
void selfplay(const SelfplayOptions& options);

} // namespace ttt::tune
