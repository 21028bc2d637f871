#include "tictactoe/game/player_spec.hpp"

#include <catch2/catch.hpp>
#include <set>

using namespace ttt;
using namespace std::chrono_literals;

TEST_CASE("Player specs are read from their text form", "[engine][players]") {
    auto spec = parsePlayerSpec("hard:200ms");
    REQUIRE(spec);
    CHECK(*spec == PlayerSpec::computer(BotLevel::Hard, ThinkingBudget{200ms, {}, 1}));

    spec = parsePlayerSpec("Medium");
    REQUIRE(spec);
    CHECK(spec->level == BotLevel::Medium);
    CHECK(spec->budget.time == ThinkingBudget::kDefaultTime);

    spec = parsePlayerSpec("hard:nodes=5000:300ms");
    REQUIRE(spec);
    CHECK(spec->budget.nodes == 5000U);
    CHECK(spec->budget.time == 300ms);
    CHECK(formatPlayerSpec(*spec, BudgetText::Included) == "hard:300ms:nodes=5000");
    CHECK(formatPlayerSpec(*spec) == "hard");

    // An engine path may hold ':' itself; only budget parts are taken off.
    spec = parsePlayerSpec("engine:C:\\engines\\pbrain.exe:50ms");
    REQUIRE(spec);
    CHECK(spec->isEngine());
    CHECK(spec->engine == "C:\\engines\\pbrain.exe");
    CHECK(spec->budget.time == 50ms);
    CHECK(engineProgramName(spec->engine) == "pbrain");

    spec = parsePlayerSpec("hard:1000ms:threads=2");
    REQUIRE(spec);
    CHECK(spec->budget.threads == 2);
    CHECK(formatPlayerSpec(*spec, BudgetText::Included) == "hard:1000ms:threads=2");
    CHECK_FALSE(spec->budget.ponder);
    spec = parsePlayerSpec("hard:200ms:PONDER");
    REQUIRE(spec);
    CHECK(spec->budget.ponder);
    CHECK(spec->budget.time == 200ms);
    CHECK(formatPlayerSpec(*spec, BudgetText::Included) == "hard:200ms:ponder");
    CHECK(*parsePlayerSpec(formatPlayerSpec(*spec, BudgetText::Included)) == *spec);
    CHECK(parsePlayerSpec("HUMAN")->isHuman());

    for (const char* bad :
         {"", ":200ms", "hard:0ms", "hard:nodes=0", "hard:nodes=many", "hard:threads=0",
          "hard:threads=x", "hard:threads=257", "grandmaster", "engine:", "easy ", "medium:ponder",
          "hard:nodes=5000:ponder", "engine:pbrain-x:ponder"}) {
        INFO(bad);
        const auto refused = parsePlayerSpec(bad);
        REQUIRE_FALSE(refused);
        CHECK_FALSE(refused.error().message().empty());
    }
}

TEST_CASE("Every player spec reads back from its text", "[engine][players]") {
    std::vector<PlayerSpec> specs{PlayerSpec::human(),
                                  PlayerSpec::engineProgram("/opt/gomoku/pbrain-x:y")};
    for (const BotLevel level : kBotLevels) {
        specs.push_back(PlayerSpec::computer(level));
        specs.push_back(PlayerSpec::computer(level, ThinkingBudget{123ms, 4567, 3}));
    }
    for (const PlayerSpec& spec : specs) {
        const std::string text = formatPlayerSpec(spec, BudgetText::Included);
        INFO(text);
        const auto read = parsePlayerSpec(text);
        REQUIRE(read);
        CHECK((spec.isHuman() ? read->isHuman() : *read == spec));
        CHECK(read->samePlayer(spec));
    }
}

TEST_CASE("Level keys and names", "[engine][players]") {
    CHECK(levelKey(BotLevel::Hard) == "hard");
    CHECK(levelName(BotLevel::Easy) == "Easy");
    CHECK(levelFromKey("mEdIuM") == BotLevel::Medium);
    CHECK(levelFromKey("Expert") == BotLevel::Expert);
    CHECK_FALSE(levelFromKey("master"));
    CHECK_FALSE(levelFromKey(""));
    // Every level's key reads back as that level, and keys and names differ.
    std::set<std::string_view> keys;
    for (const BotLevel level : kBotLevels) {
        CHECK(levelFromKey(levelKey(level)) == level);
        CHECK(levelFromKey(levelName(level)) == level);
        keys.insert(levelKey(level));
    }
    CHECK(keys.size() == kBotLevels.size());
}

TEST_CASE("Every level reads and writes as a player spec", "[engine][players]") {
    for (const BotLevel level : kBotLevels) {
        const auto spec = parsePlayerSpec(std::string(levelKey(level)) + ":300ms");
        REQUIRE(spec);
        CHECK(spec->level == level);
        CHECK(spec->budget.time == std::chrono::milliseconds{300});
        CHECK(formatPlayerSpec(*spec, BudgetText::Included) ==
              std::string(levelKey(level)) + ":300ms");
    }
    // Only the top of the ladder takes the thinking time.
    CHECK(levelUsesThinkingTime(BotLevel::Hard));
    CHECK_FALSE(levelUsesThinkingTime(BotLevel::Expert));
}
