#pragma once

// A game as text, for the clipboard (features.md G15; docs/file-formats.md,
// "Games as text"): copied as a move list, as Piskvork .psq text or in the
// own format, and pasted in any of them, the form found by the content.
//
// The move list is what Gomoku and Renju players exchange on forums and
// sites: each cell as the board names it, column letter from a, row number
// counted from 1 at the bottom, the moves in order: "h8 i9 j7". Pasted, any
// case is read, the moves may be separated by spaces, commas, semicolons or
// new lines, and move numbers ("1.", "2)") are skipped: "1. h8 2. i9" too.

#include "tictactoe/core/expected.hpp"
#include "tictactoe/records/game_record.hpp"
#include "tictactoe/records/record_files.hpp"

#include <string>
#include <string_view>

namespace ttt {

// The most text a paste reads (a full 25x25 game in any form is far less).
inline constexpr std::size_t kMaxGameTextBytes = std::size_t{1} << 20U;

// The round's moves as "h8 i9 j7". Bounded boards only (the unlimited field
// has no letters for its columns).
[[nodiscard]] Expected<std::string> writeMoveText(const GameRecord& record);

// The game in `text`: the own format (it starts with '{'), Piskvork's (it
// starts with "Piskvorky"), RenjuNet's XML (.rif: it starts with '<'; the
// first <move> element, Renju on 15x15), else a move list. A move list is played on the
// board of `current` when every move fits it, else on the smallest square
// freestyle Gomoku board from 15x15 up that holds it, with `current`'s
// players, from an empty board, without an opening rule. The game replays;
// an error says what is wrong ("word 3, "z99": not a cell of the board").
[[nodiscard]] Expected<OpenedGame> readGameText(std::string_view text, const GameSetup& current);

} // namespace ttt
