#pragma once

// What an external engine says while it analyses (YXNBEST, features.md G13):
// one of its best moves with its evaluation and line, read from a MESSAGE
// line in any of the forms engines print (docs/gomocup.md, "Analysis"):
//
//   depth 11 multipv 1 ev -281 w 29.4 n 145380 n/ms 583 tm 249 pv 9,5 7,6
//   depth 11-19 multipv 2 ev 35 n 145K n/ms 583 tm 249 pv J6 H7      (Rapfi)
//   (2) -146 | 11-19 | G9 H9                                          (Rapfi)
//   Depth 11-19 | Eval -146 | Time 249ms | G9 H9                      (Rapfi)
//
// A move is "x,y" or a column letter and a row number from 1 ("G9" is 6,8).
// The evaluation is a number in the engine's own units, or a proven result:
// "+W5" / "+M5" a win in 5 plies, "-L4" / "-M4" a loss in 4.

#include "tictactoe/ai/bot.hpp"

#include <optional>
#include <string_view>

namespace ttt {

struct EngineAnalysisLine {
    int rank = 1;  // 1: the engine's best move
    int depth = 0; // the depth it reached with it (0: not said)
    // The move, its evaluation for the side to move and its line; the score
    // in the engine's units unless proven (then in SearchInfo's win band),
    // and the engine's own chance when it gives one (0 to 1).
    SearchInfo::Line line;
};

// The analysis line in `text` (a MESSAGE line's text, without "MESSAGE"),
// or nothing when it is none (any other message).
[[nodiscard]] std::optional<EngineAnalysisLine> parseAnalysisMessage(std::string_view text);

} // namespace ttt
