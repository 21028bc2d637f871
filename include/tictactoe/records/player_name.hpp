#pragma once

// How player names are cleaned and compared (features.md P1: names are unique,
// compared case-insensitively).

#include "tictactoe/game/game_engine.hpp"

#include <cstddef>
#include <string>
#include <string_view>

namespace ttt {

inline constexpr std::size_t kMaxPlayerNameLength = 64; // code points

// The name as it is kept: malformed UTF-8 becomes U+FFFD, control characters
// (newlines, tabs, ...) become spaces, runs of spaces are collapsed, both ends
// trimmed, and the result cut to kMaxPlayerNameLength code points. May be empty.
[[nodiscard]] std::string cleanPlayerName(std::string_view name);

// The key names are compared by: the cleaned name with utf8::foldCase applied,
// so "ALICE", "alice" and " Alice " are one player, and so are "ÉMILE"/"émile"
// and "ПЁТР"/"пётр".
[[nodiscard]] std::string playerNameKey(std::string_view name);
[[nodiscard]] bool samePlayerName(std::string_view a, std::string_view b);

// The leaderboard name of a computer player: "Computer (Easy)", "Computer
// (Medium)", "Computer (Hard)", or for an engine its program's name,
// "Computer (pbrain-foo)".
[[nodiscard]] std::string computerPlayerName(const PlayerSpec& spec);
// True for names of that shape ("Computer" or "Computer (...)").
[[nodiscard]] bool isComputerPlayerName(std::string_view name);

// The name a player is recorded under: a human's cleaned name (or "Player N"
// when it is empty), or computerPlayerName for a computer.
[[nodiscard]] std::string leaderboardName(const Player& player, int playerIndex);

} // namespace ttt
