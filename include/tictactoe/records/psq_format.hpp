#pragma once

// The Piskvork .psq game record, for exchanging games with other Gomoku tools
// (docs/file-formats.md, "Piskvork .psq"):
//
//   Piskvorky 15x15, 0:0, 0        board width x height, two player levels
//   8,8,0                          (0 = human), and 1 when player 2 opened;
//   9,9,0                          then one move per line: x,y,time in ms,
//   Alice                          1-based, x = column; then optional lines
//   Bob                            (player or engine names, a number);
//   rule 4                         the rule, when not freestyle, as Gomocup's
//                                  INFO rule: 1 exact five, 4 Renju, 8 Caro.
//
// The format does not say how many in a row win: five, or the shorter side.

#include "tictactoe/core/expected.hpp"
#include "tictactoe/records/game_record.hpp"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace ttt {

struct PsqReadOptions {
    // The rule assumed when the file has no rule line.
    Overline overline = Overline::Freestyle;
};

struct PsqGame {
    GameRecord record;       // human vs human, names from the file when it has them
    std::vector<Text> notes; // what was assumed, e.g. "five in a row is assumed"
};

// Reads liberally: "piskvorky" in any case, extra spaces, CRLF, a UTF-8 byte
// order mark, a missing time field, blank lines and any trailing lines.
// Boards from 3x3 to 25x25 keep their size (k = 5, or the shorter side when it
// is below 5); larger ones (up to 1000) are loaded onto the unlimited field
// with five in a row. The moves are not checked against each other here:
// replay() does that and names the line of a bad move.
[[nodiscard]] Expected<PsqGame> readPsq(std::string_view text, const PsqReadOptions& options = {});

// Whether a game of these rules can be written as .psq at all (not on the
// unlimited field), and why not.
[[nodiscard]] Expected<void> psqCanHold(const Rules& rules);
// What a .psq file of these rules loses (k other than readPsq assumes), for a
// warning; nothing when it keeps everything.
[[nodiscard]] std::optional<Text> psqLossWarning(const Rules& rules);
// The same for a whole game: also the opening rule (Swap, Swap2), which the
// format does not keep.
[[nodiscard]] std::optional<Text> psqLossWarning(const GameRecord& record);

// Writes exactly "Piskvorky WxH, 0:0, h", one "x,y,0" line per move, the
// two player names (cleaned; a name that would read as a move or a number is
// replaced by "Player N") and the rule line unless the rule is freestyle.
[[nodiscard]] Expected<std::string> writePsq(const GameRecord& record);

} // namespace ttt
