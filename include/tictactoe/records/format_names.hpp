#pragma once

// Names, versions and size limits of the project's file formats
// (docs/file-formats.md). A reader accepts every version up to its own and
// refuses newer ones; see the versioning rules there.

#include "tictactoe/core/text.hpp"

#include <cstdint>
#include <optional>
#include <string_view>

namespace ttt {

inline constexpr std::string_view kLeaderboardFormat = "tictactoe-leaderboard";
inline constexpr int kLeaderboardFormatVersion = 1;
inline constexpr std::uintmax_t kMaxLeaderboardFileBytes = 32U << 20U;

inline constexpr std::string_view kGameRecordFormat = "tictactoe-game";
inline constexpr int kGameRecordFormatVersion = 1;
inline constexpr std::uintmax_t kMaxGameRecordFileBytes = 8U << 20U;

inline constexpr std::uintmax_t kMaxPsqFileBytes = 1U << 20U;

// File names and extensions the front end may use.
inline constexpr std::string_view kLeaderboardFileName = "leaderboard.json";
inline constexpr std::string_view kAutosaveFileName = "autosave.tttgame";
inline constexpr std::string_view kGameRecordExtension = ".tttgame";
inline constexpr std::string_view kPsqExtension = ".psq";

// "a leaderboard", "a saved game" for the project's format names, else nothing.
[[nodiscard]] std::optional<Text> describeFormatName(std::string_view format);

} // namespace ttt
