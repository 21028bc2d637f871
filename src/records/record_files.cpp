#include "tictactoe/records/record_files.hpp"

#include "tictactoe/core/ascii_text.hpp"
#include "tictactoe/core/atomic_file.hpp"
#include "tictactoe/core/read_file.hpp"
#include "tictactoe/records/game_record_format.hpp"
#include "tictactoe/records/leaderboard_format.hpp"

#include <algorithm>

namespace fs = std::filesystem;

namespace ttt {

namespace {

// The text from its first character that is not white space, after a UTF-8
// byte order mark; empty when there is none.
std::string_view content(std::string_view text) {
    if (text.starts_with("\xEF\xBB\xBF")) {
        text.remove_prefix(3);
    }
    return ascii::trimStart(text, " \t\r\n");
}

bool startsLikePsq(std::string_view text) {
    return ascii::toLower(content(text).substr(0, 9)) == "piskvorky";
}

// The own format is JSON: an object.
bool startsLikeOwnFormat(std::string_view text) {
    return content(text).starts_with('{');
}

} // namespace

LeaderboardLoad loadLeaderboardFile(const fs::path& path) {
    LeaderboardLoad result;
    result.report =
        loadOrSetAside(path, kMaxLeaderboardFileBytes, Text("The leaderboard file"),
                       Text("an empty leaderboard"), [&](std::string_view text) -> Expected<void> {
                           TTT_TRY(read, readLeaderboard(text));
                           result.leaderboard = std::move(read);
                           return {};
                       });
    return result;
}

Expected<void> saveLeaderboardFile(const fs::path& path, const Leaderboard& leaderboard) {
    return writeFileAtomically(path, writeLeaderboard(leaderboard));
}

AutosaveLoad loadAutosaveFile(const fs::path& path) {
    AutosaveLoad result;
    result.report =
        loadOrSetAside(path, kMaxGameRecordFileBytes, Text("The autosaved game file"),
                       Text("a new game"), [&](std::string_view text) -> Expected<void> {
                           TTT_TRY(read, readGameRecord(text));
                           TTT_TRY(engine, replay(read));
                           result.game = std::move(read);
                           return {};
                       });
    return result;
}

Expected<void> saveAutosaveFile(const fs::path& path, const GameRecord& record) {
    return writeFileAtomically(path, writeGameRecord(record));
}

GameFileFormat gameFileFormatFor(const fs::path& path) {
    std::string extension = path.extension().string();
    std::transform(extension.begin(), extension.end(), extension.begin(), [](char c) {
        return (c >= 'A' && c <= 'Z') ? static_cast<char>(c - 'A' + 'a') : c;
    });
    return extension == kPsqExtension ? GameFileFormat::Psq : GameFileFormat::Own;
}

Expected<void> saveGameFile(const fs::path& path, const GameRecord& record, GameFileFormat format) {
    if (format == GameFileFormat::Own) {
        return writeFileAtomically(path, writeGameRecord(record));
    }
    TTT_TRY(text, writePsq(record));
    return writeFileAtomically(path, text);
}

Expected<OpenedGame> openGameFile(const fs::path& path, const PsqReadOptions& psqOptions) {
    const auto file = readTextFile(path, kMaxGameRecordFileBytes);
    if (!file) {
        return failure(file.error().text);
    }
    OpenedGame opened;
    // The content decides; a file named .psq that is not a game of ours is
    // read as the Piskvork file it claims to be, so that what is wrong with
    // it is said in Piskvork's terms.
    if (startsLikePsq(*file) ||
        (gameFileFormatFor(path) == GameFileFormat::Psq && !startsLikeOwnFormat(*file))) {
        if (file->size() > kMaxPsqFileBytes) {
            return failure(Text("the .psq file is too large"));
        }
        TTT_TRY(game, readPsq(*file, psqOptions));
        opened.record = std::move(game.record);
        opened.notes = std::move(game.notes);
        opened.format = GameFileFormat::Psq;
    } else {
        TTT_TRY(record, readGameRecord(*file));
        opened.record = std::move(record);
    }
    TTT_TRY(engine, replay(opened.record));
    return opened;
}

} // namespace ttt
