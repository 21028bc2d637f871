#pragma once

// ttt-tune calibrate: the win probability curve (tictactoe/ai/win_chance.hpp)
// fitted to self-play games written with `selfplay --scores`: each searched
// move's score against the result for the side that played it, by logistic
// regression (Newton's method), every tenth game held out to check the fit
// decile by decile.

#include "tictactoe/ai/win_chance.hpp"
#include "tictactoe/game/rules.hpp"

#include <string>
#include <vector>

namespace ttt::tune {

struct CalibrateOptions {
    std::vector<std::string> data; // files of games with scores
    std::string out;               // the curve file to write
    Rules rules = Rules::gomokuFreestyle();
    int skip = 0; // plies left out at the start of each game
};

// Reads the games, fits, prints the held-out deciles and writes `out`.
// Throws std::runtime_error when a file cannot be read or written.
void calibrate(const CalibrateOptions& options);

} // namespace ttt::tune
