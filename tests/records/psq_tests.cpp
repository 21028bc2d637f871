#include "tictactoe/records/psq_format.hpp"

#include <catch2/catch.hpp>

using namespace ttt;

TEST_CASE("a Piskvork file is read", "[records][psq]") {
    const std::string text = "Piskvorky 15x15, 11:11, 0\r\n"
                             "8,8,1500\r\n"
                             "9,9,3200\r\n"
                             "7,9,0\r\n"
                             "C:\\gomoku\\pbrain-embryo.exe\r\n"
                             "homo-2\r\n"
                             "-1\r\n";
    const auto game = readPsq(text);
    REQUIRE(game.has_value());
    const GameRecord& record = game.value().record;
    CHECK(record.setup.rules == Rules::gomokuFreestyle());
    CHECK(record.setup.starts == StartPolicy::Player1);
    CHECK(record.moves == std::vector<Point>{{7, 7}, {8, 8}, {6, 8}});
    CHECK(record.moveLines == std::vector<int>{2, 3, 4});
    CHECK(record.setup.players[0].name == "embryo");
    CHECK(record.setup.players[1].name == "Player 2");
    CHECK(game.value().notes.empty());
    const auto engine = replay(record);
    REQUIRE(engine.has_value());
    CHECK(engine.value().toMove() == Mark::O);
}

TEST_CASE("psq reading is liberal", "[records][psq]") {
    const std::string text = "\xEF\xBB\xBFpiskvorky   20X20 ,  0:3 ,1\n"
                             "\n"
                             " 10 , 10 \n"
                             "11,11,  +25\n"
                             "\n"
                             "Alice\n"
                             "Bob\n"
                             "0\n"
                             "anything at all\n";
    const auto game = readPsq(text, PsqReadOptions{Overline::Exact});
    REQUIRE(game.has_value());
    const GameRecord& record = game.value().record;
    CHECK(record.setup.rules == Rules::bounded(20, 20, 5, Overline::Exact));
    CHECK(record.setup.starts == StartPolicy::Player2);
    CHECK(record.firstToMove() == Mark::O);
    CHECK(record.moves == std::vector<Point>{{9, 9}, {10, 10}});
    CHECK(record.moveLines == std::vector<int>{3, 4});
    CHECK(record.setup.players[0].name == "Alice");
    CHECK(record.setup.players[1].name == "Bob");

    CHECK(readPsq("Piskvorky 3x3").has_value()); // the rest of the header is optional
}

TEST_CASE("small and large psq boards", "[records][psq]") {
    const auto small = readPsq("Piskvorky 3x3, 0:0, 0\n2,2,0\n");
    REQUIRE(small.has_value());
    CHECK(small.value().record.setup.rules == Rules::classic());
    CHECK(small.value().notes.size() == 1);

    const auto large = readPsq("Piskvorky 30x40, 0:0, 0\n30,40,0\n1,1,0\n");
    REQUIRE(large.has_value());
    const GameRecord& record = large.value().record;
    CHECK(record.setup.rules.unlimited);
    CHECK(record.setup.rules.k == 5);
    CHECK(record.moves == std::vector<Point>{{29, 39}, {0, 0}});
    CHECK_THAT(large.value().notes.at(0).english(), Catch::Contains("unlimited field"));
    CHECK(replay(record).has_value());
}

TEST_CASE("bad psq files are refused with the line", "[records][psq]") {
    CHECK_THAT(readPsq("").error().message(), Catch::Contains("empty"));
    CHECK_THAT(readPsq("Hello 15x15").error().message(),
               Catch::Contains("not a Piskvork .psq file"));
    CHECK_THAT(readPsq("Piskvorky 15by15").error().message(), Catch::Contains("not a Piskvork"));
    CHECK_THAT(readPsq("Piskvorky 2x15").error().message(), Catch::Contains("not supported"));
    CHECK_THAT(readPsq("Piskvorky 99999999999x15").error().message(),
               Catch::Contains("not supported"));
    CHECK_THAT(readPsq("Piskvorky 99999999999999999999x15").error().message(),
               Catch::Contains("not a Piskvork"));
    CHECK_THAT(readPsq("Piskvorky 1001x15").error().message(), Catch::Contains("not supported"));
    CHECK_THAT(readPsq("Piskvorky 15x15, 0:0, 2").error().message(), Catch::Contains("0 or 1"));
    CHECK_THAT(readPsq("Piskvorky 15x15, 0:0, 0\n8,8,0\n16,1,0\n").error().message(),
               Catch::Contains("line 3: the move 16,1,0 is outside the 15x15 board"));
    CHECK_THAT(readPsq("Piskvorky 15x15, 0:0, 0\n0,5,0\n").error().message(),
               Catch::Contains("line 2:"));
    CHECK_THAT(readPsq("Piskvorky 15x15, 0:0, 0\n99999999999999999999,5,0\n").error().message(),
               Catch::Contains("outside"));
    CHECK_THAT(readPsq("Piskvorky 15x15\n" + std::string(5000, '1')).error().message(),
               Catch::Contains("line 2 is too long"));
    CHECK_THAT(readPsq(std::string_view("\xFF\xFEP\0i\0", 6)).error().message(),
               Catch::Contains("UTF-16"));

    // A repeated cell is found when the moves are replayed.
    const auto repeated = readPsq("Piskvorky 15x15, 0:0, 0\n8,8,0\n9,9,0\n\n8,8,0\n");
    REQUIRE(repeated.has_value());
    CHECK(replay(repeated.value().record).error().message() ==
          "line 5: move 3: that cell is already taken");
}

TEST_CASE("psq writing is exact and reads back", "[records][psq]") {
    GameRecord record;
    record.setup.rules = Rules::gomokuFreestyle();
    record.setup.starts = StartPolicy::Player2;
    record.setup.players = {Player{"Alice\nSmith", PlayerSpec::human()},
                            Player{"12", PlayerSpec::human()}};
    record.moves = {{7, 7}, {0, 14}, {14, 0}};
    const auto text = writePsq(record);
    REQUIRE(text.has_value());
    CHECK(text.value() == "Piskvorky 15x15, 0:0, 1\n"
                          "8,8,0\n"
                          "1,15,0\n"
                          "15,1,0\n"
                          "Alice Smith\n"
                          "Player 2\n");
    const auto read = readPsq(text.value());
    REQUIRE(read.has_value());
    CHECK(read.value().record.moves == record.moves);
    CHECK(read.value().record.setup.starts == StartPolicy::Player2);
    CHECK(read.value().record.setup.rules == record.setup.rules);
    CHECK(read.value().record.setup.players[0].name == "Alice Smith");
}

TEST_CASE("psq round trips keep every bounded board the format describes", "[records][psq]") {
    for (const Rules& rules :
         {Rules::classic(), Rules::bounded(4, 4, 4), Rules::bounded(10, 7, 5),
          Rules::bounded(25, 25, 5), Rules::gomokuFreestyle(), Rules::gomokuExact(),
          Rules::gomokuRenju(), Rules::gomokuCaro(), *parseRules("19x19/5/caro"),
          Rules::bounded(4, 4, 4, Overline::Exact)}) {
        INFO(formatRules(rules));
        GameRecord record;
        record.setup.rules = rules;
        record.moves = {{0, 0}, {rules.width - 1, rules.height - 1}, {1, 2}};
        CHECK_FALSE(psqLossWarning(rules));
        const auto text = writePsq(record);
        REQUIRE(text.has_value());
        const auto read = readPsq(text.value());
        REQUIRE(read.has_value());
        CHECK(read.value().record == record);
    }
}

TEST_CASE("what psq cannot keep is said", "[records][psq]") {
    GameRecord record;
    record.setup.rules = Rules::unlimitedFive();
    CHECK_THAT(writePsq(record).error().message(), Catch::Contains("unlimited field"));
    CHECK_FALSE(psqCanHold(Rules::unlimitedFive()));
    CHECK(psqCanHold(Rules::classic()));
    CHECK_THAT(psqLossWarning(Rules::bounded(10, 10, 4))->english(),
               Catch::Contains("4 in a row will be read back as 5 in a row"));
    CHECK_FALSE(psqLossWarning(Rules::gomokuExact())); // the rule line keeps it
    CHECK_FALSE(psqLossWarning(Rules::gomokuRenju()));
}

TEST_CASE("psq keeps the rule in a line as Gomocup numbers it", "[records][psq]") {
    GameRecord record;
    record.setup.rules = Rules::gomokuRenju();
    record.moves = {{7, 7}};
    const auto text = writePsq(record);
    REQUIRE(text.has_value());
    CHECK(text.value() == "Piskvorky 15x15, 0:0, 0\n8,8,0\nPlayer 1\nPlayer 2\nrule 4\n");
    record.setup.rules = Rules::gomokuCaro();
    CHECK_THAT(writePsq(record).value(), Catch::EndsWith("rule 9\n"));
    record.setup.rules = Rules::gomokuExact();
    CHECK_THAT(writePsq(record).value(), Catch::EndsWith("rule 1\n"));

    // A name that reads as a rule line is not written as one.
    record.setup.players[0].name = "rule 4";
    CHECK_THAT(writePsq(record).value(), Catch::Contains("Player 1\n"));

    // Piskvork's own files have no rule line: the caller's assumption holds.
    const auto plain = readPsq("Piskvorky 15x15, 0:0, 0\n8,8,0\n", {Overline::Exact});
    REQUIRE(plain.has_value());
    CHECK(plain->record.setup.rules == Rules::gomokuExact());

    // A rule that does not fit the board is left out with a note.
    const auto small = readPsq("Piskvorky 4x4, 0:0, 0\n1,1,0\nA\nB\nrule 4\n");
    REQUIRE(small.has_value());
    CHECK(small->record.setup.rules == Rules::bounded(4, 4, 4));
    REQUIRE(small->notes.size() == 2);
    CHECK_THAT(small->notes.back().english(), Catch::Contains("rule 4"));
    const auto unknown = readPsq("Piskvorky 15x15, 0:0, 0\n1,1,0\nA\nB\nrule 2\n");
    REQUIRE(unknown.has_value());
    CHECK(unknown->record.setup.rules == Rules::gomokuFreestyle());
}

TEST_CASE("a psq file never opens silently as a shorter game", "[records][psq][robustness]") {
    GameRecord original;
    original.setup.rules = Rules::gomokuFreestyle();
    original.setup.players = {Player{"Alice", PlayerSpec::human()},
                              Player{"Bob", PlayerSpec::human()}};
    original.moves = {{7, 7}, {8, 8}, {6, 8}, {9, 9}, {5, 9}, {10, 10}, {4, 10}, {11, 11}};
    const std::string text = writePsq(original).value();
    REQUIRE(readPsq(text).value().record == original);

    // Every single-byte change: refused, or opened with a note saying what was
    // left out, or read as the same game with at most one move or name changed.
    int refused = 0;
    for (std::size_t at = 0; at < text.size(); ++at) {
        for (int byte = 0; byte < 256; ++byte) {
            if (static_cast<char>(byte) == text[at]) {
                continue;
            }
            std::string damaged = text;
            damaged[at] = static_cast<char>(byte);
            const auto read = readPsq(damaged);
            if (!read) {
                CHECK_FALSE(read.error().message().empty());
                ++refused;
                continue;
            }
            if (!read.value().notes.empty()) {
                continue;
            }
            INFO("byte " << at << " changed to " << byte);
            const GameRecord& record = read.value().record;
            REQUIRE(record.moves.size() == original.moves.size());
            int changes = 0;
            for (std::size_t i = 0; i < record.moves.size(); ++i) {
                changes += record.moves[i] == original.moves[i] ? 0 : 1;
            }
            for (std::size_t i = 0; i < 2; ++i) {
                changes += record.setup.players[i].name == original.setup.players[i].name ? 0 : 1;
            }
            changes += record.setup.rules == original.setup.rules ? 0 : 1;
            changes += record.setup.starts == original.setup.starts ? 0 : 1;
            CHECK(changes <= 1);
        }
    }
    CHECK(refused > 0);
}

TEST_CASE("damaged move lines are refused, not read as names", "[records][psq]") {
    const std::string head = "Piskvorky 15x15, 0:0, 0\n8,8,0\n";
    CHECK_THAT(readPsq(head + "9;9,0\n7,9,0\nAlice\nBob\n").error().message(),
               Catch::Contains("line 3") && Catch::Contains("not a move"));
    CHECK_THAT(readPsq(head + "9,9,0\n7,9;0\nAlice\nBob\n").error().message(),
               Catch::Contains("line 4"));
    CHECK_THAT(readPsq(head + "9,9,x\n7,9,0\nAlice\nBob\n").error().message(),
               Catch::Contains("line 3"));
    // A move after what looked like a name: the move list was broken earlier.
    CHECK_THAT(readPsq(head + "Alice\n7,9,0\nBob\n").error().message(),
               Catch::Contains("line 4: a move after the player names") &&
                   Catch::Contains("line 3 is no move"));
    // Names that only look a little like numbers are fine, and so are the
    // numbers Piskvork writes after them.
    const auto read = readPsq(head + "R2-D2\nAgent 007\n-1\n");
    REQUIRE(read.has_value());
    CHECK(read.value().record.setup.players[0].name == "R2-D2");
    CHECK(read.value().notes.empty());
    // What cannot be used is said.
    CHECK(readPsq(head + "Alice\n").value().notes.size() == 1);
    CHECK(readPsq(head + "Alice\nBob\nCarol\n").value().notes.size() == 1);
    CHECK(readPsq(head + "Al\xFFice\nBob\n").value().notes.size() == 1);
}

TEST_CASE("names that would read back as moves are written as Player N", "[records][psq]") {
    GameRecord record;
    record.setup.rules = Rules::gomokuFreestyle();
    record.setup.players = {Player{"7:30 club", PlayerSpec::human()},
                            Player{"3. Place", PlayerSpec::human()}};
    record.moves = {{7, 7}};
    const auto read = readPsq(writePsq(record).value());
    REQUIRE(read.has_value());
    CHECK(read.value().record.setup.players[0].name == "Player 1");
    CHECK(read.value().record.setup.players[1].name == "Player 2");
}

TEST_CASE("psq after a swap: the stones and their owners come back, the rule is named lost",
          "[records][psq][opening]") {
    GameSetup setup;
    setup.rules = Rules::gomokuFreestyle();
    setup.opening = OpeningRule::Swap;
    setup.players = {Player{"Ann", PlayerSpec::human()}, Player{"Bob", PlayerSpec::human()}};
    GameEngine game(setup);
    for (const Point p : {Point{7, 7}, Point{8, 7}, Point{7, 8}}) {
        REQUIRE(game.play(p));
    }
    REQUIRE(game.chooseColour(ColourOption::TakeBlack)); // Bob is black now
    REQUIRE(game.play({9, 9}));
    const GameRecord record = recordOf(game);
    REQUIRE(psqLossWarning(record));
    CHECK_THAT(psqLossWarning(record)->english(), Catch::Contains("opening rule"));
    const auto text = writePsq(record);
    REQUIRE(text.has_value());
    CHECK_THAT(*text, Catch::StartsWith("Piskvorky 15x15, 0:0, 1\n")); // player 2 opened
    const auto read = readPsq(*text);
    REQUIRE(read.has_value());
    const auto back = replay(read->record);
    REQUIRE(back.has_value());
    CHECK(back->board().at({7, 7}) == game.board().at({7, 7}));
    CHECK(back->board().at({9, 9}) == game.board().at({9, 9}));
    CHECK(back->player(playerIndex(back->firstToMove())).name == "Bob");
}
