#pragma once

// The leaderboard file (docs/file-formats.md, "Leaderboard"): versioned JSON,
// UTF-8. Reading is all or nothing: a file that is damaged anywhere, truncated,
// foreign or from a newer version is refused with a message saying why.

#include "tictactoe/core/expected.hpp"
#include "tictactoe/records/leaderboard.hpp"

#include <string>
#include <string_view>

namespace ttt {

[[nodiscard]] std::string writeLeaderboard(const Leaderboard& leaderboard);
[[nodiscard]] Expected<Leaderboard> readLeaderboard(std::string_view text);

} // namespace ttt
