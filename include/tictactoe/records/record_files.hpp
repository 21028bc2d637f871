#pragma once

// What a front end calls to keep player records on disk: the leaderboard and
// the autosave (files the program owns: damaged ones are set aside, see
// loadOrSetAside) and saved games the player chooses (never renamed: a bad
// file only gives a message). Every write is atomic.
//
// Typical use in the window:
//   auto [board, report] = loadLeaderboardFile(dataDir / kLeaderboardFileName);
//   if (report.notice) show it once;  remember report.safeToSave;
//   ... leaderboard.recordRound(engine) on RoundEnded, then saveLeaderboardFile(...)
//   On exit: saveAutosaveFile(dataDir / kAutosaveFileName, recordOf(engine)) while a
//   round is unfinished, else remove the autosave. On start: loadAutosaveFile.

#include "tictactoe/core/expected.hpp"
#include "tictactoe/core/owned_file.hpp"
#include "tictactoe/records/format_names.hpp"
#include "tictactoe/records/game_record.hpp"
#include "tictactoe/records/leaderboard.hpp"
#include "tictactoe/records/psq_format.hpp"

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace ttt {

struct LeaderboardLoad {
    Leaderboard leaderboard; // empty unless report.loaded
    LoadReport report;
};
[[nodiscard]] LeaderboardLoad loadLeaderboardFile(const std::filesystem::path& path);
// Nothing on success, else why the file could not be written (the old one is intact).
[[nodiscard]] Expected<void> saveLeaderboardFile(const std::filesystem::path& path,
                                                 const Leaderboard& leaderboard);

struct AutosaveLoad {
    std::optional<GameRecord> game; // a record that replay() accepts, when report.loaded
    LoadReport report;
};
// A record that does not replay (an impossible move, a wrong result) counts as
// damaged too and is set aside.
[[nodiscard]] AutosaveLoad loadAutosaveFile(const std::filesystem::path& path);
[[nodiscard]] Expected<void> saveAutosaveFile(const std::filesystem::path& path,
                                              const GameRecord& record);

enum class GameFileFormat { Own, Psq };
// By extension: ".psq" (any case) is Psq, anything else the own format.
[[nodiscard]] GameFileFormat gameFileFormatFor(const std::filesystem::path& path);

// Writes the record in the format; a Psq file of an unlimited-field game is
// refused (psqCanHold). psqLossWarning says what a Psq file drops.
[[nodiscard]] Expected<void> saveGameFile(const std::filesystem::path& path,
                                          const GameRecord& record, GameFileFormat format);

struct OpenedGame {
    GameRecord record; // replay() accepts it
    GameFileFormat format = GameFileFormat::Own;
    std::vector<Text> notes; // assumptions made while reading, for the status bar
};
// Opens a game the player chose. The format is recognised by the content
// (a file starting with "Piskvorky" is .psq, one starting with '{' the own
// format), else by the name: any other file named .psq is read as Piskvork's
// (and refused with what its first line should be), the rest as the own
// format. The file is
// never changed; the error says why it cannot be opened, e.g. "line 9: move 8:
// that cell is already taken".
[[nodiscard]] Expected<OpenedGame> openGameFile(const std::filesystem::path& path,
                                                const PsqReadOptions& psqOptions = {});

} // namespace ttt
