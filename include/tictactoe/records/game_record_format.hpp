#pragma once

// The project's own game record (docs/file-formats.md, "Game record"):
// versioned JSON, UTF-8, extension .tttgame; also used for the autosave.
// Reading is all or nothing. The moves are only parsed here; replay() (or
// restoreInto()) then checks them against the rules.

#include "tictactoe/core/expected.hpp"
#include "tictactoe/records/game_record.hpp"

#include <string>
#include <string_view>

namespace ttt {

[[nodiscard]] std::string writeGameRecord(const GameRecord& record);
[[nodiscard]] Expected<GameRecord> readGameRecord(std::string_view text);

} // namespace ttt
