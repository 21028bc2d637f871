// Games as text for the clipboard: a move list written as the board names
// its cells and read back; every form pasted (move lists with numbers, any
// case, Piskvork text, the own format); damaged and hostile text refused
// with a message.

#include "tictactoe/records/game_record_format.hpp"
#include "tictactoe/records/game_text.hpp"
#include "tictactoe/records/psq_format.hpp"

#include <catch2/catch.hpp>

using namespace ttt;

namespace {

GameSetup gomoku15() {
    GameSetup setup;
    setup.rules = Rules::gomokuFreestyle();
    setup.players[0].name = "Ann";
    setup.players[1].name = "Bob";
    return setup;
}

GameRecord recordOfMoves(const GameSetup& setup, std::vector<Point> moves) {
    GameRecord record;
    record.setup = setup;
    record.moves = std::move(moves);
    return record;
}

} // namespace

TEST_CASE("A move list is written as the board names its cells and read back", "[game-text]") {
    // H8 is the centre of 15x15: column h, row 8 from the bottom.
    const GameRecord record = recordOfMoves(gomoku15(), {{7, 7}, {8, 6}, {9, 8}, {0, 14}, {14, 0}});
    const auto text = writeMoveText(record);
    REQUIRE(text);
    CHECK(*text == "h8 i9 j7 a1 o15");
    const auto read = readGameText(*text, gomoku15());
    REQUIRE(read);
    CHECK(read->record.moves == record.moves);
    CHECK(read->record.setup.rules == Rules::gomokuFreestyle());
    CHECK(read->record.setup.players[0].name == "Ann"); // the window's players
    CHECK(read->notes.empty());
    // The unlimited field has no letters for its columns.
    GameSetup field = gomoku15();
    field.rules = Rules::unlimitedFive();
    CHECK_FALSE(writeMoveText(recordOfMoves(field, {{0, 0}})));
}

TEST_CASE("Pasted move lists are read in the forms people write them", "[game-text]") {
    const std::vector<Point> expected{{7, 7}, {8, 6}, {9, 8}};
    for (const char* text :
         {"h8 i9 j7", "H8 I9 J7", "1. h8 2. i9 3. j7", "1.h8 2.i9 3.j7", "1) h8\n2) i9\n3) j7\n",
          "h8,i9,j7", "  h8;\ti9;\r\nj7  ", "\xEF\xBB\xBFh8 i9 j7"}) {
        INFO(text);
        const auto read = readGameText(text, gomoku15());
        REQUIRE(read);
        CHECK(read->record.moves == expected);
    }
    // Moves beyond the board: the smallest Gomoku board that holds them.
    const auto large = readGameText("a1 t20 s19", gomoku15());
    REQUIRE(large);
    CHECK(large->record.setup.rules.width == 20);
    CHECK(large->record.setup.rules.k == 5);
    CHECK(large->record.moves.front() == Point{0, 19});
    CHECK_FALSE(large->notes.empty());
    // On 3x3, a move list of that board stays on it.
    GameSetup classic = gomoku15();
    classic.rules = Rules::classic();
    const auto small = readGameText("b2 a1", classic);
    REQUIRE(small);
    CHECK(small->record.setup.rules == Rules::classic());
    CHECK(small->record.moves == std::vector<Point>{{1, 1}, {0, 2}});
}

TEST_CASE("Piskvork text and the own format are pasted too", "[game-text]") {
    const GameRecord record = recordOfMoves(gomoku15(), {{7, 7}, {8, 6}, {9, 8}});
    const auto psq = writePsq(record);
    REQUIRE(psq);
    const auto fromPsq = readGameText(*psq, GameSetup{});
    REQUIRE(fromPsq);
    CHECK(fromPsq->record.moves == record.moves);
    CHECK(fromPsq->format == GameFileFormat::Psq);
    const auto fromOwn = readGameText("\n  " + writeGameRecord(record), GameSetup{});
    REQUIRE(fromOwn);
    CHECK(fromOwn->record.moves == record.moves);
    CHECK(fromOwn->record.setup.players[1].name == "Bob");
}

TEST_CASE("Text that is no game is refused with what is wrong", "[game-text]") {
    for (const char* text : {"", "   \n ", "hello there", "h8 i9 zz", "h8 h8", "h0",
                             "h8 i99999999999", "8h", "h8 i9 j7 k6 l5 m4 n3 -1", "{not json",
                             "Piskvorky 15x15, 0:0, 0\n99,99,0\n", "a1 zz999"}) {
        INFO(text);
        const auto read = readGameText(text, gomoku15());
        REQUIRE_FALSE(read);
        CHECK_FALSE(read.error().message().empty());
    }
    // Too long to be a game: refused before it is read.
    CHECK_FALSE(readGameText(std::string(kMaxGameTextBytes + 1, 'a'), gomoku15()));
    // A move after the five that ended the round.
    CHECK_FALSE(readGameText("a1 a15 b1 b15 c1 c15 d1 d15 e1 e15 f1", gomoku15()));
}

TEST_CASE("A RenjuNet game (.rif XML) is pasted as Renju on 15x15", "[game-text]") {
    const char* rif = R"(<?xml version="1.0" encoding="utf-8"?>
<database>
  <games>
    <game id="1041" bid="5" wid="7" rule="1" opening="2" alt="10" swap="0" btime="0" wtime="0" bresult="1">
      <move>h8 i9 j8 i8 i7 h6 j9 k10 j7 j6 j10</move>
    </game>
    <game id="1042"><move>h8</move></game>
  </games>
</database>)";
    const auto read = readGameText(rif, gomoku15());
    REQUIRE(read);
    CHECK(read->record.setup.rules == Rules::gomokuRenju());
    CHECK(read->record.moves.size() == 11);
    CHECK(read->record.moves.front() == Point{7, 7});
    CHECK(read->record.setup.players[0].name == "Ann"); // the window's players
    REQUIRE_FALSE(read->notes.empty());
    CHECK(read->notes.back().english().find("RenjuNet") != std::string::npos);

    for (const char* bad :
         {"<database></database>", "<game><move>h8 i9", "<game><movelist>h8</movelist></game>",
          "<move>zz</move>", "<move></move>", "<"}) {
        INFO(bad);
        const auto refused = readGameText(bad, gomoku15());
        REQUIRE_FALSE(refused);
        CHECK_FALSE(refused.error().message().empty());
    }
}
