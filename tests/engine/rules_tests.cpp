#include "tictactoe/game/rules.hpp"

#include <catch2/catch.hpp>

using ttt::Overline;
using ttt::Rules;

TEST_CASE("Named presets describe the classic variants", "[rules]") {
    CHECK(Rules::classic().width == 3);
    CHECK(Rules::classic().k == 3);
    CHECK(Rules::gomokuFreestyle().overline == Overline::Freestyle);
    CHECK(Rules::gomokuStandard().overline == Overline::Exact);
    CHECK(Rules::gomokuStandard().width == 15);
    CHECK(Rules::unlimitedFive().unlimited);
    CHECK(Rules::unlimitedFive().k == 5);
    for (const Rules& r : {Rules::classic(), Rules::gomokuFreestyle(), Rules::gomokuStandard(),
                           Rules::unlimitedFive()}) {
        CHECK_FALSE(r.validate().has_value());
    }
}

TEST_CASE("Rules outside the allowed ranges are refused with a reason", "[rules]") {
    CHECK(Rules::bounded(2, 3, 3).validate().has_value());
    CHECK(Rules::bounded(26, 10, 5).validate().has_value());
    CHECK(Rules::bounded(10, 4, 5).validate().has_value()); // k longer than the short side
    CHECK(Rules::bounded(10, 10, 2).validate().has_value());
    CHECK_FALSE(Rules::bounded(25, 3, 3).validate().has_value());
    CHECK_FALSE(Rules::bounded(10, 5, 5).validate().has_value());
    Rules limited = Rules::classic();
    limited.moveLimit = 5;
    CHECK(limited.validate().has_value()); // a move limit only makes sense without edges
}

TEST_CASE("Overline policy decides which run lengths win", "[rules]") {
    CHECK(Rules::gomokuFreestyle().isWinningLength(5));
    CHECK(Rules::gomokuFreestyle().isWinningLength(6));
    CHECK_FALSE(Rules::gomokuFreestyle().isWinningLength(4));
    CHECK(Rules::gomokuStandard().isWinningLength(5));
    CHECK_FALSE(Rules::gomokuStandard().isWinningLength(6));
}
