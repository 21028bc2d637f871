// Damaged input of every kind: truncation at every byte, random bytes, random
// edits of valid files, huge files. Nothing may crash or hang; every refusal
// carries a message; whatever is accepted is consistent.
//
// Truncation rule (docs/file-formats.md): the project's own formats are all or
// nothing - a cut file is refused, except a cut that only removes trailing
// white space, which reads as the whole file. A .psq file has no end marker, so
// a cut one reads as a prefix of the game whose last move may itself be cut.

#include "temp_dir.hpp"
#include "tictactoe/records/game_record_format.hpp"
#include "tictactoe/records/json_file.hpp"
#include "tictactoe/records/leaderboard_format.hpp"
#include "tictactoe/records/player_name.hpp"
#include "tictactoe/records/psq_format.hpp"
#include "tictactoe/records/record_files.hpp"

#include <catch2/catch.hpp>
#include <random>

using namespace ttt;
using test::TempDir;
using test::writeBytes;

namespace {

std::string_view withoutTrailingSpace(std::string_view text) {
    const auto last = text.find_last_not_of(" \t\r\n");
    return last == std::string_view::npos ? std::string_view{} : text.substr(0, last + 1);
}

Leaderboard sampleLeaderboard() {
    Leaderboard board;
    board.addStanding(PlayerStanding{"Ann \"the\" \\ Great", 5, 2, 1});
    board.addStanding(PlayerStanding{"Ελένη", 1, 0, 4});
    board.addStanding(PlayerStanding{"Computer (Medium)", 7, 1, 0});
    board.setRating("Ann \"the\" \\ Great", RatingPool::SmallBoards, {1187.3, 14});
    board.setRating("Ann \"the\" \\ Great", RatingPool::FiveInARow, {905, 3});
    board.setRating("Ελένη", RatingPool::FiveInARow, {2045.5, 40});
    return board;
}

GameRecord sampleGame() {
    GameSetup setup;
    setup.rules = Rules::unlimitedFive();
    setup.mode = Mode::HumanVsComputer;
    setup.starts = StartPolicy::Alternate;
    setup.players = {Player{"Пётр\n\"quoted\"", PlayerSpec::human()},
                     Player{"Computer", PlayerSpec::computer(BotLevel::Hard)}};
    GameEngine game(setup);
    for (const Point p : {Point{1'000'000, -1'000'000}, Point{0, 0}, Point{-999'999, 12},
                          Point{1, 1}, Point{2, 2}}) {
        REQUIRE(game.play(p));
    }
    game.setScore(Score{{3, 4}, 5});
    return recordOf(game);
}

GameRecord samplePsqGame() {
    GameRecord record;
    record.setup.rules = Rules::gomokuFreestyle();
    record.setup.players = {Player{"Ann", PlayerSpec::human()}, Player{"Ben", PlayerSpec::human()}};
    record.moves = {{7, 7}, {8, 8}, {9, 7}, {10, 12}, {14, 14}, {0, 0}};
    return record;
}

// Reads `text` with every reader; checks that nothing accepted is inconsistent.
void readEverything(std::string_view text) {
    if (const auto value = jsonfile::parse(text); !value) {
        CHECK_FALSE(value.error().message().empty());
    }
    if (const auto board = readLeaderboard(text)) {
        const auto again = readLeaderboard(writeLeaderboard(board.value()));
        REQUIRE(again.has_value());
        CHECK(again.value() == board.value());
    } else {
        CHECK_FALSE(board.error().message().empty());
    }
    if (const auto record = readGameRecord(text)) {
        const auto again = readGameRecord(writeGameRecord(record.value()));
        INFO(text << "\n-----\n" << writeGameRecord(record.value()));
        REQUIRE(again.has_value());
        CHECK(again.value() == record.value());
        (void)replay(record.value());
    } else {
        CHECK_FALSE(record.error().message().empty());
    }
    if (const auto game = readPsq(text)) {
        const auto engine = replay(game.value().record);
        CHECK((engine.has_value() || !engine.error().message().empty()));
    } else {
        CHECK_FALSE(game.error().message().empty());
    }
}

} // namespace

TEST_CASE("a leaderboard cut at any byte is refused or complete", "[records][robustness]") {
    const Leaderboard board = sampleLeaderboard();
    const std::string text = writeLeaderboard(board);
    for (std::size_t cut = 0; cut < text.size(); ++cut) {
        const std::string_view prefix = std::string_view(text).substr(0, cut);
        const auto read = readLeaderboard(prefix);
        if (withoutTrailingSpace(prefix) == withoutTrailingSpace(text)) {
            INFO("cut at " << cut);
            REQUIRE(read.has_value());
            CHECK(read.value() == board);
        } else {
            INFO("cut at " << cut);
            REQUIRE_FALSE(read.has_value());
            CHECK_FALSE(read.error().message().empty());
        }
    }
}

TEST_CASE("a game record cut at any byte is refused or complete", "[records][robustness]") {
    const GameRecord record = sampleGame();
    const std::string text = writeGameRecord(record);
    for (std::size_t cut = 0; cut < text.size(); ++cut) {
        const std::string_view prefix = std::string_view(text).substr(0, cut);
        const auto read = readGameRecord(prefix);
        INFO("cut at " << cut);
        if (withoutTrailingSpace(prefix) == withoutTrailingSpace(text)) {
            REQUIRE(read.has_value());
            CHECK(read.value() == record);
        } else {
            REQUIRE_FALSE(read.has_value());
            CHECK_FALSE(read.error().message().empty());
        }
    }
}

TEST_CASE("a psq file cut at any byte reads as a prefix of the game or is refused",
          "[records][robustness]") {
    const GameRecord record = samplePsqGame();
    const std::string text = writePsq(record).value();
    for (std::size_t cut = 0; cut < text.size(); ++cut) {
        const auto read = readPsq(std::string_view(text).substr(0, cut));
        INFO("cut at " << cut);
        if (!read) {
            CHECK_FALSE(read.error().message().empty());
            continue;
        }
        const auto& moves = read.value().record.moves;
        REQUIRE(moves.size() <= record.moves.size());
        // Every move but the last is exact; the last one may have lost digits.
        for (std::size_t i = 0; i + 1 < moves.size(); ++i) {
            CHECK(moves[i] == record.moves[i]);
        }
        CHECK(read.value().record.setup.rules == record.setup.rules);
        const auto engine = replay(read.value().record);
        CHECK((engine.has_value() || !engine.error().message().empty()));
    }
}

TEST_CASE("a leaderboard file cut at any byte is loaded whole or set aside",
          "[records][robustness]") {
    TempDir dir;
    const auto path = dir / kLeaderboardFileName;
    const Leaderboard board = sampleLeaderboard();
    const std::string text = writeLeaderboard(board);
    for (std::size_t cut = 0; cut <= text.size(); ++cut) {
        const std::string prefix = text.substr(0, cut);
        writeBytes(path, prefix);
        const auto loaded = loadLeaderboardFile(path);
        INFO("cut at " << cut);
        if (loaded.report.loaded) {
            CHECK(withoutTrailingSpace(prefix) == withoutTrailingSpace(text));
            CHECK(loaded.leaderboard == board);
            CHECK_FALSE(loaded.report.notice);
        } else {
            REQUIRE(loaded.report.notice);
            REQUIRE(loaded.report.setAsideAs);
            CHECK(test::readBytes(*loaded.report.setAsideAs) == prefix); // nothing lost
            std::filesystem::remove(*loaded.report.setAsideAs);
        }
    }
}

TEST_CASE("random bytes never crash a reader", "[records][robustness]") {
    std::mt19937 random(20261122);
    const std::string jsonish = "{}[],:\"\\/0123456789-+.eEtrufalsn \n\tbxuXO";
    for (int round = 0; round < 3000; ++round) {
        std::uniform_int_distribution<std::size_t> length(0, 300);
        std::string text(length(random), '\0');
        const bool anyByte = round % 2 == 0;
        for (char& c : text) {
            c = anyByte ? static_cast<char>(random() & 0xFFU) : jsonish[random() % jsonish.size()];
        }
        if (round % 3 == 0) {
            text = "Piskvorky 15x15, 0:0, 0\n" + text;
        }
        readEverything(text);
    }
}

TEST_CASE("random edits of valid files are refused or read consistently", "[records][robustness]") {
    std::mt19937 random(7);
    const std::vector<std::string> originals{writeLeaderboard(sampleLeaderboard()),
                                             writeGameRecord(sampleGame()),
                                             writePsq(samplePsqGame()).value()};
    for (int round = 0; round < 3000; ++round) {
        std::string text = originals[static_cast<std::size_t>(round) % originals.size()];
        const int edits = 1 + static_cast<int>(random() % 3);
        for (int e = 0; e < edits && !text.empty(); ++e) {
            const std::size_t at = random() % text.size();
            switch (random() % 4) {
            case 0:
                text[at] = static_cast<char>(random() & 0xFFU);
                break;
            case 1:
                text.erase(at, 1 + random() % 8);
                break;
            case 2:
                text.insert(at, 1, "0123456789,[]{}\"-"[random() % 17]);
                break;
            default:
                text.insert(at, text.substr(at, 1 + random() % 16));
                break;
            }
        }
        readEverything(text);
    }
}

TEST_CASE("huge files are refused before they are read", "[records][robustness]") {
    TempDir dir;
    const auto path = dir / kLeaderboardFileName;
    writeBytes(path, std::string(kMaxLeaderboardFileBytes + 1, ' '));
    const auto loaded = loadLeaderboardFile(path);
    REQUIRE(loaded.report.notice);
    CHECK_THAT(loaded.report.notice->english(), Catch::Contains("too large"));
    REQUIRE(loaded.report.setAsideAs);
    CHECK(std::filesystem::file_size(*loaded.report.setAsideAs) == kMaxLeaderboardFileBytes + 1);

    const auto game = dir / "huge.psq";
    writeBytes(game, "Piskvorky 15x15, 0:0, 0\n" + std::string(kMaxPsqFileBytes, '\n'));
    CHECK_THAT(openGameFile(game).error().message(), Catch::Contains("too large"));
}

TEST_CASE("numbers beyond every range are refused", "[records][robustness]") {
    const std::string header = R"({"format": "tictactoe-leaderboard", "version": )";
    for (const char* number :
         {"1000000001", "-1", "99999999999999999999", "1e400", "-0.5", "NaN", "Infinity"}) {
        INFO(number);
        CHECK_FALSE(readLeaderboard(header + "1, \"players\": [{\"name\": \"a\", \"wins\": " +
                                    std::string(number) + "}]}")
                        .has_value());
        CHECK_FALSE(readLeaderboard(header + number + ", \"players\": []}").has_value());
    }
    GameRecord record;
    record.setup.rules = Rules::unlimitedFive();
    std::string text = writeGameRecord(record);
    text.replace(text.find("\"moves\": []"), 11, "\"moves\": [[2147483648, 0]]");
    CHECK_THAT(readGameRecord(text).error().message(), Catch::Contains("whole numbers"));
}

TEST_CASE("every single-byte change of a saved file is refused or read for what it says",
          "[records][robustness]") {
    // Each byte of each format, replaced by bytes that matter to the readers.
    const std::string replacements{'\0', ' ', '"', '0', '9', ',', '-', '{', ']', '\n', 'x', '\xFF'};
    const std::vector<std::string> originals{writeLeaderboard(sampleLeaderboard()),
                                             writeGameRecord(sampleGame()),
                                             writePsq(samplePsqGame()).value()};
    const auto psqMoves = samplePsqGame().moves.size();
    int changes = 0;
    for (const std::string& original : originals) {
        for (std::size_t at = 0; at < original.size(); ++at) {
            for (const char byte : replacements) {
                if (original[at] == byte) {
                    continue;
                }
                std::string text = original;
                text[at] = byte;
                INFO("byte " << at << " set to " << static_cast<int>(byte));
                readEverything(text);
                // A .psq that still reads keeps every move, or says what it dropped.
                if (&original == &originals[2]) {
                    if (const auto psq = readPsq(text)) {
                        CHECK((psq->record.moves.size() == psqMoves || !psq->notes.empty()));
                    }
                }
                ++changes;
            }
        }
    }
    CHECK(changes > 10'000);
}

TEST_CASE("an old leaderboard file without ratings loads as it is", "[records][robustness]") {
    // Written by the game before ratings (format version 1, as now).
    const std::string old = R"json({
  "format": "tictactoe-leaderboard",
  "version": 1,
  "players": [
    {"name": "Alice", "wins": 12, "draws": 3, "losses": 4},
    {"name": "Computer (Hard)", "wins": 30, "draws": 2, "losses": 1}
  ]
})json";
    const auto board = readLeaderboard(old);
    REQUIRE(board.has_value());
    REQUIRE(board->size() == 2);
    CHECK(board->find("alice") == PlayerStanding{"Alice", 12, 3, 4});
    for (const RatingPool pool : kRatingPools) {
        CHECK_FALSE(board->rating("Alice", pool));
        CHECK_FALSE(board->rating("Computer (Hard)", pool));
    }
    // Written back it still has no ratings, and the same version.
    const std::string again = writeLeaderboard(*board);
    CHECK_THAT(again, !Catch::Contains("ratings"));
    CHECK_THAT(again, Catch::Contains("\"version\": 1"));
}

TEST_CASE("ratings are written to 0.1 and read back", "[records][robustness]") {
    Leaderboard board;
    board.addStanding(PlayerStanding{"Ann", 1, 0, 0});
    board.setRating("Ann", RatingPool::FiveInARow, {1187.26, 14});
    board.setRating("Ann", RatingPool::SmallBoards, {1200, 0});
    const std::string text = writeLeaderboard(board);
    CHECK_THAT(text, Catch::Contains("\"five-in-a-row\""));
    CHECK_THAT(text, Catch::Contains("1187.3"));
    CHECK_THAT(text, !Catch::Contains("1187.26"));
    const auto read = readLeaderboard(text);
    REQUIRE(read.has_value());
    CHECK(*read == board);
    CHECK(read->rating("ann", RatingPool::FiveInARow) == PlayerRating{1187.3, 14});

    // Whole numbers and more decimals are read too (kept to 0.1); games
    // default to 0; a pool of a later version is skipped.
    const auto loose = readLeaderboard(R"({"format": "tictactoe-leaderboard", "version": 1,
        "players": [{"name": "Ben", "ratings": {"small-boards": {"rating": 1300},
            "five-in-a-row": {"rating": 1234.56, "games": 2},
            "renju": {"rating": "anything", "games": -1}}}]})");
    REQUIRE(loose.has_value());
    CHECK(loose->rating("Ben", RatingPool::SmallBoards) == PlayerRating{1300, 0});
    CHECK(loose->rating("Ben", RatingPool::FiveInARow) == PlayerRating{1234.6, 2});
    CHECK(loose->find("Ben") == PlayerStanding{"Ben", 0, 0, 0});
}

TEST_CASE("damaged ratings are refused with a message", "[records][robustness]") {
    const std::string head =
        R"({"format": "tictactoe-leaderboard", "version": 1, "players": [{"name": "a", )";
    const auto message = [&](const std::string& ratings) {
        const auto read = readLeaderboard(head + ratings + "}]}");
        return read ? std::string("(read)") : read.error().message();
    };
    const std::string range = "must be a number from 0 to 4000";
    CHECK_THAT(message(R"("ratings": 1200)"),
               Catch::Contains("\"players[0].ratings\" must be an object"));
    CHECK_THAT(message(R"("ratings": [1200])"), Catch::Contains("must be an object"));
    CHECK_THAT(message(R"("ratings": {"small-boards": 1200})"),
               Catch::Contains("\"players[0].ratings.small-boards\" must be an object"));
    CHECK_THAT(message(R"("ratings": {"small-boards": {"games": 3}})"),
               Catch::Contains("\"players[0].ratings.small-boards.rating\" is missing"));
    for (const char* bad : {"\"1200\"", "null", "true", "-0.1", "4000.5", "-1e9", "1e300",
                            "99999999999999999999", "[1200]"}) {
        INFO(bad);
        CHECK_THAT(message(R"("ratings": {"five-in-a-row": {"rating": )" + std::string(bad) + "}}"),
                   Catch::Contains("\"players[0].ratings.five-in-a-row.rating\" " + range));
    }
    for (const char* bad : {"-1", "1.5", "\"3\"", "1000000001", "null"}) {
        INFO(bad);
        CHECK_THAT(message(R"("ratings": {"small-boards": {"rating": 1200, "games": )" +
                           std::string(bad) + "}}"),
                   Catch::Contains("\"players[0].ratings.small-boards.games\" must be a whole "
                                   "number from 0 to 1000000000"));
    }
    // Not JSON at all: the parser says so.
    for (const char* bad : {"NaN", "Infinity", "-Infinity", "1e400"}) {
        INFO(bad);
        CHECK(message(R"("ratings": {"small-boards": {"rating": )" + std::string(bad) + "}}") !=
              "(read)");
    }
    // The edges are fine.
    CHECK(message(R"("ratings": {"small-boards": {"rating": 0, "games": 0}})") == "(read)");
    CHECK(message(R"("ratings": {"small-boards": {"rating": 4000, "games": 1000000000}})") ==
          "(read)");
}

TEST_CASE("the largest leaderboard fits the reader's limits", "[records][robustness]") {
    // 10,000 players with the longest names (64 code points, 59 of four bytes), the
    // largest counts and a rating in every pool.
    Leaderboard board;
    std::string longest;
    for (std::size_t i = 0; i + 5 < kMaxPlayerNameLength; ++i) {
        longest += "\U0001F600"; // 😀
    }
    const PlayerRating rating{3999.9, Leaderboard::kMaxCount};
    for (std::size_t i = 0; i < Leaderboard::kMaxPlayers; ++i) {
        REQUIRE(board.addStanding(PlayerStanding{longest + std::to_string(10'000 + i),
                                                 Leaderboard::kMaxCount, Leaderboard::kMaxCount,
                                                 Leaderboard::kMaxCount},
                                  PlayerRatings{rating, rating}));
    }
    const std::string text = writeLeaderboard(board);
    CHECK(text.size() < kMaxLeaderboardFileBytes);
    const auto read = readLeaderboard(text);
    REQUIRE(read.has_value());
    CHECK(read->size() == Leaderboard::kMaxPlayers);
    CHECK(*read == board);
}
