#pragma once

// ttt-tune fit: the evaluation weights fitted to the results of games, or to
// the scores their searches gave the positions (`lambda` < 1), by logistic
// regression (Adam), every tenth game held out to check the fit.

#include "tictactoe/game/rules.hpp"

#include <string>
#include <vector>

namespace ttt::tune {

struct FitOptions {
    std::vector<std::string> data; // files of games, as selfplay writes them
    std::string from;              // starting weights; "" for the built-in ones
    std::string out;               // both rules; the other rule's section copied from `from`
    Rules rules = Rules::gomokuFreestyle();
    int epochs = 30;
    double rate = 2.0;
    double l2 = 0.0002;  // weight decay towards 0 per epoch
    int skip = 4;        // plies left out at the start of each game
    double lambda = 1.0; // target: lambda * result + (1 - lambda) * the search score's odds
};

// Throws std::runtime_error when a file cannot be read or written or holds a bad game.
void fit(const FitOptions& options);

} // namespace ttt::tune
