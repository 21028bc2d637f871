#include "tictactoe/game/rules.hpp"

#include <catch2/catch.hpp>

using ttt::formatRules;
using ttt::Overline;
using ttt::parseRules;
using ttt::Rules;

TEST_CASE("Named presets describe the classic variants", "[rules]") {
    CHECK(Rules::classic().width == 3);
    CHECK(Rules::classic().k == 3);
    CHECK(Rules::gomokuFreestyle().overline == Overline::Freestyle);
    CHECK(Rules::gomokuExact().overline == Overline::Exact);
    CHECK(Rules::gomokuExact().width == 15);
    CHECK(Rules::unlimitedFive().unlimited);
    CHECK(Rules::unlimitedFive().k == 5);
    for (const Rules& r : {Rules::classic(), Rules::gomokuFreestyle(), Rules::gomokuExact(),
                           Rules::unlimitedFive()}) {
        CHECK(r.validate().has_value());
    }
}

TEST_CASE("Rules outside the allowed ranges are refused with a reason", "[rules]") {
    for (const Rules& bad : {Rules::bounded(2, 3, 3), Rules::bounded(26, 10, 5),
                             Rules::bounded(10, 4, 5), // k longer than the short side
                             Rules::bounded(10, 10, 2)}) {
        const auto valid = bad.validate();
        REQUIRE_FALSE(valid);
        CHECK_FALSE(valid.error().message().empty());
    }
    CHECK(Rules::bounded(25, 3, 3).validate());
    CHECK(Rules::bounded(10, 5, 5).validate());
    Rules limited = Rules::classic();
    limited.moveLimit = 5;
    CHECK_FALSE(limited.validate()); // a move limit only makes sense without edges
}

TEST_CASE("Overline policy decides which run lengths win", "[rules]") {
    CHECK(Rules::gomokuFreestyle().isWinningLength(5));
    CHECK(Rules::gomokuFreestyle().isWinningLength(6));
    CHECK_FALSE(Rules::gomokuFreestyle().isWinningLength(4));
    CHECK(Rules::gomokuExact().isWinningLength(5));
    CHECK_FALSE(Rules::gomokuExact().isWinningLength(6));
}

TEST_CASE("Rules are read from their text form and written back", "[rules]") {
    CHECK(*parseRules("classic") == Rules::classic());
    CHECK(*parseRules("gomoku") == Rules::gomokuFreestyle());
    CHECK(*parseRules("gomoku-exact") == Rules::gomokuExact());
    CHECK(*parseRules("unlimited") == Rules::unlimitedFive());
    CHECK(*parseRules("10x8/5") == Rules::bounded(10, 8, 5));
    CHECK(*parseRules("15x15/5/exact") == Rules::gomokuExact());
    for (const char* bad : {"", "3x3/4", "10x10", "10x10/5/long", "axb/c", "30x30/5", "chess"}) {
        INFO(bad);
        const auto read = parseRules(bad);
        REQUIRE_FALSE(read);
        CHECK_FALSE(read.error().message().empty());
    }
    for (const Rules& rules :
         {Rules::classic(), Rules::gomokuFreestyle(), Rules::gomokuExact(), Rules::unlimitedFive(),
          Rules::bounded(7, 4, 4, Overline::Exact), Rules::bounded(25, 3, 3), Rules::gomokuRenju(),
          Rules::gomokuCaro()}) {
        CHECK(*parseRules(formatRules(rules)) == rules);
    }
}

TEST_CASE("Renju and Caro: presets, text forms and what they need", "[rules][renju]") {
    using ttt::Restriction;
    CHECK(Rules::gomokuRenju().isRenju());
    CHECK(Rules::gomokuRenju().overline == Overline::Freestyle);
    CHECK(Rules::gomokuCaro().isCaro());
    CHECK(Rules::gomokuCaro().overline == Overline::Exact); // standard Caro: exactly five
    CHECK(*parseRules("gomoku-renju") == Rules::gomokuRenju());
    CHECK(*parseRules("gomoku-caro") == Rules::gomokuCaro());
    CHECK(*parseRules("15x15/5/renju") == Rules::gomokuRenju());
    CHECK(*parseRules("15x15/5/exact/caro") == Rules::gomokuCaro());
    const Rules caroWithOverlines = *parseRules("19x19/5/caro");
    CHECK(caroWithOverlines.isCaro());
    CHECK(caroWithOverlines.overline == Overline::Freestyle);
    const Rules unlimitedRenju = *parseRules("unlimited/renju");
    CHECK(unlimitedRenju.unlimited);
    CHECK(unlimitedRenju.isRenju());
    for (const Rules& rules : {caroWithOverlines, unlimitedRenju, *parseRules("unlimited/caro"),
                               *parseRules("20x20/5/renju")}) {
        INFO(formatRules(rules));
        CHECK(*parseRules(formatRules(rules)) == rules);
    }
    // Renju and Caro are rules of five; Renju decides overlines itself.
    for (const char* bad :
         {"15x15/4/renju", "9x9/6/caro", "15x15/5/exact/renju", "15x15/5/renju/caro",
          "15x15/5/caro/caro", "unlimited/exact/renju", "unlimited/five"}) {
        INFO(bad);
        const auto read = parseRules(bad);
        REQUIRE_FALSE(read);
        CHECK_FALSE(read.error().message().empty());
    }
    Rules renjuExact = Rules::gomokuRenju();
    renjuExact.overline = Overline::Exact;
    CHECK_FALSE(renjuExact.validate());
    CHECK(Rules::gomokuRenju().describe() == "Gomoku 15x15 (Renju)");
    CHECK(ttt::gomocupRuleFlags(Rules::gomokuRenju()) == 4);
    CHECK(ttt::gomocupRuleFlags(Rules::gomokuCaro()) == 9);
    CHECK(ttt::gomocupRuleFlags(caroWithOverlines) == 8);
    CHECK(ttt::gomocupRuleFlags(Rules::gomokuExact()) == 1);
    CHECK(ttt::gomocupRuleFlags(Rules::gomokuFreestyle()) == 0);
}
