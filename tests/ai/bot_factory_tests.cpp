#include "test_positions.hpp"
#include "tictactoe/ai/bot.hpp"

#include <catch2/catch.hpp>
#include <cstdlib>

using namespace ttt;

TEST_CASE("The factory knows easy, medium and hard in any letter case", "[factory]") {
    CHECK(botNames() == std::vector<std::string>{"easy", "medium", "hard"});
    for (const std::string& name : botNames()) {
        const auto bot = makeBot(name, 1);
        REQUIRE(bot != nullptr);
        std::string shown = bot->name();
        for (char& c : shown) {
            c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
        }
        CHECK(shown == name);
    }
    CHECK(makeBot("EASY") != nullptr);
    CHECK(makeBot("Medium") != nullptr);
    CHECK(makeBot("hArD") != nullptr);
}

TEST_CASE("The factory refuses unknown names", "[factory]") {
    CHECK(makeBot("") == nullptr);
    CHECK(makeBot("expert") == nullptr);
    CHECK(makeBot("easy ") == nullptr);
    CHECK(makeBot("easy:extra") == nullptr);
    CHECK(makeBot("hardest") == nullptr);
    CHECK(makeBot(":") == nullptr);
}

TEST_CASE("Every bot plays legally far from the origin of the unlimited field", "[factory]") {
    const Point far{1'000'000, -1'000'000};
    for (const std::string& name : botNames()) {
        INFO(name);
        auto bot = makeBot(name, 7);
        REQUIRE(bot != nullptr);
        GameEngine game =
            test::engineWith(Rules::unlimitedFive(), {far, far + Point{1, 1}, far + Point{1, 0}});
        SearchBudget budget;
        budget.timeLimit = std::chrono::milliseconds(100);
        budget.nodeLimit = 20'000;
        for (int move = 0; move < 8 && !game.isRoundOver(); ++move) {
            const Point p = test::playBotMove(*bot, game, budget);
            // Play stays where the stones are, not back at the origin.
            CHECK(std::abs(p.x - far.x) <= 12);
            CHECK(std::abs(p.y - far.y) <= 12);
        }
    }
}
