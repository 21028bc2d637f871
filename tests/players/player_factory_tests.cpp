#include "positions.hpp"
#include "tictactoe/players/player_factory.hpp"
#include "tictactoe/protocol/external_engine.hpp"

#include <catch2/catch.hpp>
#include <cctype>

using namespace ttt;

TEST_CASE("The factory makes every level, and nothing for a person", "[factory]") {
    for (const BotLevel level : kBotLevels) {
        const auto bot = makeBot(PlayerSpec::computer(level), 1);
        REQUIRE(bot != nullptr);
        CHECK(bot->name() == levelName(level));
    }
    CHECK(makeBot(PlayerSpec::human()) == nullptr);
    const auto engine = makeBot(PlayerSpec::engineProgram("/opt/pbrain-none"));
    REQUIRE(engine != nullptr);
    CHECK(dynamic_cast<ExternalEngine*>(engine.get()) != nullptr);
    CHECK(engine->name() == "pbrain-none");
}

TEST_CASE("Every bot plays legally far from the origin of the unlimited field", "[factory]") {
    const Point far{1'000'000, -1'000'000};
    for (const BotLevel level : kBotLevels) {
        INFO(levelName(level));
        auto bot = makeBot(PlayerSpec::computer(level), 7);
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
