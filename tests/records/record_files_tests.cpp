#include "temp_dir.hpp"
#include "tictactoe/core/path_text.hpp"
#include "tictactoe/records/game_record_format.hpp"
#include "tictactoe/records/leaderboard_format.hpp"
#include "tictactoe/records/record_files.hpp"

#include <catch2/catch.hpp>

using namespace ttt;
using test::readBytes;
using test::TempDir;
using test::writeBytes;

namespace {

Leaderboard sampleLeaderboard() {
    Leaderboard board;
    board.addStanding(PlayerStanding{"Alice", 3, 1, 2});
    board.addStanding(PlayerStanding{"Пётр \"Пётр\" \\ Ивaнов", 1, 0, 0});
    board.addStanding(PlayerStanding{"王芳 🎲", 0, 7, 0});
    board.addStanding(PlayerStanding{"Computer (Hard)", 12, 1, 1});
    return board;
}

} // namespace

TEST_CASE("the leaderboard file round-trips", "[records][files]") {
    const Leaderboard board = sampleLeaderboard();
    const std::string text = writeLeaderboard(board);
    CHECK_THAT(text, Catch::Contains("\"format\": \"tictactoe-leaderboard\""));
    CHECK_THAT(text, Catch::Contains(R"("Пётр \"Пётр\" \\ Ивaнов")"));
    const auto read = readLeaderboard(text);
    REQUIRE(read.has_value());
    CHECK(read.value() == board);
    CHECK(readLeaderboard(writeLeaderboard(Leaderboard{})).value().empty());

    TempDir dir;
    const auto path = dir / kLeaderboardFileName;
    REQUIRE(saveLeaderboardFile(path, board));
    const auto loaded = loadLeaderboardFile(path);
    CHECK(loaded.report.loaded);
    CHECK_FALSE(loaded.report.notice);
    CHECK(loaded.leaderboard == board);
}

TEST_CASE("leaderboard entries are checked", "[records][files]") {
    const std::string header = R"({"format": "tictactoe-leaderboard", "version": 1, "players": )";
    CHECK(readLeaderboard(header + "[]}").has_value());
    CHECK_THAT(readLeaderboard(header + "{}}").error().message(),
               Catch::Contains("must be a list"));
    CHECK_THAT(readLeaderboard(header + "[1]}").error().message(),
               Catch::Contains("\"players[0]\" must be an object"));
    CHECK_THAT(readLeaderboard(header + R"([{"wins": 1}]})").error().message(),
               Catch::Contains("\"players[0].name\" is missing"));
    CHECK_THAT(readLeaderboard(header + R"([{"name": " \n "}]})").error().message(),
               Catch::Contains("is empty"));
    CHECK_THAT(readLeaderboard(header + R"([{"name": "a", "wins": -1}]})").error().message(),
               Catch::Contains("\"players[0].wins\" must be a whole number from 0 to 1000000000"));
    CHECK_THAT(readLeaderboard(header + R"([{"name": "a", "losses": 1e3}]})").error().message(),
               Catch::Contains("\"players[0].losses\""));
    CHECK_THAT(
        readLeaderboard(header + R"([{"name": "a", "draws": 123456789012345678901234567890}]})")
            .error()
            .message(),
        Catch::Contains("\"players[0].draws\""));
    CHECK_THAT(readLeaderboard(header + R"([{"name": "Ann"}, {"name": "ANN"}]})").error().message(),
               Catch::Contains("appears twice"));
    CHECK_THAT(
        readLeaderboard(R"({"format": "tictactoe-leaderboard", "version": 7, "players": []})")
            .error()
            .message(),
        Catch::Contains("newer version"));
    CHECK_THAT(readLeaderboard(R"({"format": "something-else", "version": 1})").error().message(),
               Catch::Contains("not a leaderboard file"));
    CHECK_THAT(readLeaderboard("[1, 2]").error().message(),
               Catch::Contains("not a leaderboard file"));
    CHECK_THAT(readLeaderboard("Piskvorky 15x15, 0:0, 0\n").error().message(),
               Catch::Contains(".psq"));
    CHECK_THAT(readLeaderboard(std::string("\x89PNG\r\n\x1a\n\0\0", 10)).error().message(),
               Catch::Contains("binary"));
    CHECK_THAT(readLeaderboard("[leaderboard]\nAlice=3").error().message(),
               Catch::Contains("not a leaderboard file"));
    // Missing counts mean zero; unknown members are ignored.
    const auto lenient = readLeaderboard(header + R"([{"name": "a", "rating": 1500}], "x": 1})");
    REQUIRE(lenient.has_value());
    CHECK(lenient.value().find("a") == PlayerStanding{"a", 0, 0, 0});
}

TEST_CASE("a damaged leaderboard file is set aside with one message", "[records][files]") {
    TempDir dir;
    const auto path = dir / kLeaderboardFileName;
    writeBytes(path, writeLeaderboard(sampleLeaderboard()).substr(0, 80));
    const auto loaded = loadLeaderboardFile(path);
    CHECK_FALSE(loaded.report.loaded);
    CHECK(loaded.leaderboard.empty());
    REQUIRE(loaded.report.notice);
    REQUIRE(loaded.report.setAsideAs);
    CHECK_THAT(loaded.report.notice->english(), Catch::Contains("The leaderboard file"));
    CHECK_THAT(loaded.report.notice->english(), Catch::Contains("truncated"));
    CHECK_THAT(loaded.report.notice->english(),
               Catch::Contains("It was kept as " + displayPath(*loaded.report.setAsideAs)));
    CHECK_THAT(loaded.report.notice->english(), Catch::Contains("an empty leaderboard"));
    CHECK(readBytes(*loaded.report.setAsideAs) ==
          writeLeaderboard(sampleLeaderboard()).substr(0, 80));

    // Saving afterwards writes a fresh file; the set-aside copy stays.
    REQUIRE(saveLeaderboardFile(path, Leaderboard{}));
    CHECK(std::filesystem::exists(*loaded.report.setAsideAs));
    CHECK(dir.entries().size() == 2);
}

TEST_CASE("a future-version leaderboard is set aside, not overwritten", "[records][files]") {
    TempDir dir;
    const auto path = dir / kLeaderboardFileName;
    const std::string future =
        R"({"format": "tictactoe-leaderboard", "version": 2, "players": [], "teams": []})";
    writeBytes(path, future);
    const auto loaded = loadLeaderboardFile(path);
    REQUIRE(loaded.report.notice);
    CHECK_THAT(loaded.report.notice->english(), Catch::Contains("newer version"));
    REQUIRE(loaded.report.setAsideAs);
    CHECK(readBytes(*loaded.report.setAsideAs) == future);
}

TEST_CASE("autosave: save, load, and impossible games set aside", "[records][files]") {
    TempDir dir;
    const auto path = dir / kAutosaveFileName;
    GameSetup setup;
    setup.rules = Rules::unlimitedFive();
    setup.mode = Mode::HumanVsComputer;
    setup.players[1].spec = PlayerSpec::computer(BotLevel::Hard);
    GameEngine game(setup);
    for (const Point p : {Point{-1'000'000, 5}, Point{0, 0}, Point{1, 1}}) {
        REQUIRE(game.play(p));
    }
    REQUIRE(saveAutosaveFile(path, recordOf(game)));
    const auto loaded = loadAutosaveFile(path);
    REQUIRE(loaded.report.loaded);
    REQUIRE(loaded.game);
    CHECK(*loaded.game == recordOf(game));

    CHECK_FALSE(loadAutosaveFile(dir / "none").report.notice);

    GameRecord impossible = recordOf(game);
    impossible.moves.push_back(impossible.moves.front());
    writeBytes(path, writeGameRecord(impossible));
    const auto refused = loadAutosaveFile(path);
    CHECK_FALSE(refused.game);
    REQUIRE(refused.report.notice);
    CHECK_THAT(refused.report.notice->english(),
               Catch::Contains("move 4: that cell is already taken"));
    CHECK_THAT(refused.report.notice->english(), Catch::Contains("a new game"));
    REQUIRE(refused.report.setAsideAs);
}

TEST_CASE("game files: own format and psq, chosen by name, recognised by content",
          "[records][files]") {
    TempDir dir;
    GameRecord record;
    record.setup.rules = Rules::gomokuFreestyle();
    record.setup.players = {Player{"Ann", PlayerSpec::human()}, Player{"Ben", PlayerSpec::human()}};
    record.moves = {{7, 7}, {7, 8}, {8, 8}};

    CHECK(gameFileFormatFor("game.PSQ") == GameFileFormat::Psq);
    CHECK(gameFileFormatFor("game.tttgame") == GameFileFormat::Own);
    CHECK(gameFileFormatFor("game") == GameFileFormat::Own);

    for (const GameFileFormat format : {GameFileFormat::Own, GameFileFormat::Psq}) {
        // Misleading extension on purpose: the content decides.
        const auto path = dir / (format == GameFileFormat::Psq ? "a.tttgame" : "b.psq");
        REQUIRE(saveGameFile(path, record, format));
        const auto opened = openGameFile(path);
        REQUIRE(opened.has_value());
        CHECK(opened.value().format == format);
        CHECK(opened.value().record == record);
    }

    GameRecord unlimited = record;
    unlimited.setup.rules = Rules::unlimitedFive();
    const auto refused = saveGameFile(dir / "c.psq", unlimited, GameFileFormat::Psq);
    REQUIRE_FALSE(refused);
    CHECK_THAT(refused.error().message(), Catch::Contains("unlimited field"));
    CHECK_FALSE(std::filesystem::exists(dir / "c.psq"));
}

TEST_CASE("a file named .psq that is not one says what a Piskvork file starts with",
          "[records][files]") {
    TempDir dir;
    const std::string text = "Gomoku, 15x15\n8,8,0\n";
    writeBytes(dir / "game.psq", text);
    const auto psq = openGameFile(dir / "game.psq");
    REQUIRE_FALSE(psq.has_value());
    CHECK(psq.error().message() == "line 1: this is not a Piskvork .psq file: it should start "
                                   "with a line like \"Piskvorky 20x20, 11:11, 0\"");
    writeBytes(dir / "upper.PSQ", "\xEF\xBB\xBF  " + text);
    CHECK_THAT(openGameFile(dir / "upper.PSQ").error().message(),
               Catch::Contains("not a Piskvork .psq file"));
    // Under any other name the same text is not taken for a Piskvork file.
    writeBytes(dir / "game.tttgame", text);
    CHECK_THAT(openGameFile(dir / "game.tttgame").error().message(),
               Catch::Contains("does not start with '{'"));
    // An empty .psq file is told as such.
    writeBytes(dir / "empty.psq", "\n");
    CHECK_THAT(openGameFile(dir / "empty.psq").error().message(), Catch::Contains("empty"));
}

TEST_CASE("opening a bad game file never changes it", "[records][files]") {
    TempDir dir;
    const auto path = dir / "bad.psq";
    const std::string text = "Piskvorky 15x15, 0:0, 0\n8,8,0\n8,8,0\n";
    writeBytes(path, text);
    const auto opened = openGameFile(path);
    REQUIRE_FALSE(opened.has_value());
    CHECK(opened.error().message() == "line 3: move 2: that cell is already taken");
    CHECK(readBytes(path) == text);
    CHECK(dir.entries() == std::vector<std::string>{"bad.psq"});
    CHECK_THAT(openGameFile(dir / "nothing").error().message(), Catch::Contains("does not exist"));
}
