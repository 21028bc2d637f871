// A file of the game layer that includes the ai layer: the layer check must
// refuse it (tests/layers/CMakeLists.txt).
#include "tictactoe/ai/bot.hpp"
#include "tictactoe/game/board.hpp"
