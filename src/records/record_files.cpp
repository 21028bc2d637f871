#include "tictactoe/records/record_files.hpp"

#include "tictactoe/records/game_record_format.hpp"
#include "tictactoe/records/leaderboard_format.hpp"

#include <algorithm>

namespace fs = std::filesystem;

namespace ttt {

namespace {

bool startsLikePsq(std::string_view text) {
    if (text.starts_with("\xEF\xBB\xBF")) {
        text.remove_prefix(3);
    }
    const auto first = text.find_first_not_of(" \t\r\n");
    if (first == std::string_view::npos) {
        return false;
    }
    std::string head(text.substr(first, 9));
    std::transform(head.begin(), head.end(), head.begin(), [](char c) {
        return (c >= 'A' && c <= 'Z') ? static_cast<char>(c - 'A' + 'a') : c;
    });
    return head == "piskvorky";
}

} // namespace

LeaderboardLoad loadLeaderboardFile(const fs::path& path) {
    LeaderboardLoad result;
    result.report =
        loadOrSetAside(path, kMaxLeaderboardFileBytes, "leaderboard", "an empty leaderboard",
                       [&](std::string_view text) -> std::optional<std::string> {
                           auto read = readLeaderboard(text);
                           if (!read) {
                               return read.error();
                           }
                           result.leaderboard = std::move(read).value();
                           return std::nullopt;
                       });
    return result;
}

std::optional<std::string> saveLeaderboardFile(const fs::path& path,
                                               const Leaderboard& leaderboard) {
    return writeFileAtomically(path, writeLeaderboard(leaderboard));
}

AutosaveLoad loadAutosaveFile(const fs::path& path) {
    AutosaveLoad result;
    result.report = loadOrSetAside(path, kMaxGameRecordFileBytes, "autosaved game", "a new game",
                                   [&](std::string_view text) -> std::optional<std::string> {
                                       auto read = readGameRecord(text);
                                       if (!read) {
                                           return read.error();
                                       }
                                       if (auto engine = replay(read.value()); !engine) {
                                           return engine.error();
                                       }
                                       result.game = std::move(read).value();
                                       return std::nullopt;
                                   });
    return result;
}

std::optional<std::string> saveAutosaveFile(const fs::path& path, const GameRecord& record) {
    return writeFileAtomically(path, writeGameRecord(record));
}

GameFileFormat gameFileFormatFor(const fs::path& path) {
    std::string extension = path.extension().string();
    std::transform(extension.begin(), extension.end(), extension.begin(), [](char c) {
        return (c >= 'A' && c <= 'Z') ? static_cast<char>(c - 'A' + 'a') : c;
    });
    return extension == kPsqExtension ? GameFileFormat::Psq : GameFileFormat::Own;
}

std::optional<std::string> saveGameFile(const fs::path& path, const GameRecord& record,
                                        GameFileFormat format) {
    if (format == GameFileFormat::Own) {
        return writeFileAtomically(path, writeGameRecord(record));
    }
    auto text = writePsq(record);
    if (!text) {
        return text.error();
    }
    return writeFileAtomically(path, text.value());
}

Result<OpenedGame> openGameFile(const fs::path& path, const PsqReadOptions& psqOptions) {
    const FileText file = readTextFile(path, kMaxGameRecordFileBytes);
    if (file.status == ReadStatus::Missing) {
        return Failure{"the file does not exist"};
    }
    if (file.status != ReadStatus::Ok) {
        return Failure{file.error};
    }
    OpenedGame opened;
    if (startsLikePsq(file.text)) {
        if (file.text.size() > kMaxPsqFileBytes) {
            return Failure{"the .psq file is too large"};
        }
        auto game = readPsq(file.text, psqOptions);
        if (!game) {
            return Failure{game.error()};
        }
        opened.record = std::move(game.value().record);
        opened.notes = std::move(game.value().notes);
        opened.format = GameFileFormat::Psq;
    } else {
        auto record = readGameRecord(file.text);
        if (!record) {
            return Failure{record.error()};
        }
        opened.record = std::move(record).value();
    }
    if (auto engine = replay(opened.record); !engine) {
        return Failure{engine.error()};
    }
    return opened;
}

} // namespace ttt
