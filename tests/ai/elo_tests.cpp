#include "tictactoe/ai/elo.hpp"

#include <catch2/catch.hpp>
#include <cmath>

using namespace ttt;

TEST_CASE("Elo follows the logistic expected-score curve", "[elo]") {
    CHECK(eloFromFraction(0.5) == Approx(0.0).margin(1e-9));
    // 3:1 odds is 400 * log10(3).
    CHECK(eloFromFraction(0.75) == Approx(400.0 * std::log10(3.0)));
    for (const double s : {0.1, 0.3, 0.6, 0.99}) {
        CHECK(eloFromFraction(1.0 - s) == Approx(-eloFromFraction(s)));
    }
    CHECK(eloFromFraction(0.9) > eloFromFraction(0.8));
}

TEST_CASE("The score counts a draw as half a point", "[elo]") {
    CHECK(MatchScore{3, 2, 5}.fraction() == Approx(0.4));
    CHECK(MatchScore{3, 2, 5}.games() == 10);
    CHECK(MatchScore{}.fraction() == Approx(0.5));
}

TEST_CASE("The interval comes from the per-game score variance", "[elo]") {
    const EloEstimate even = estimateElo({50, 0, 50});
    REQUIRE(even.elo);
    REQUIRE(even.low);
    REQUIRE(even.high);
    CHECK(*even.elo == Approx(0.0).margin(1e-9));
    // Each game scores 0 or 1: standard deviation 0.5, so the standard error is 0.05.
    CHECK(*even.low == Approx(eloFromFraction(0.5 - 1.959964 * 0.05)));
    CHECK(*even.high == Approx(-*even.low));

    // Draws make the score less variable: the same 50% is known more precisely.
    const EloEstimate drawish = estimateElo({25, 50, 25});
    CHECK(*drawish.high - *drawish.low < *even.high - *even.low);
    // More games, narrower interval.
    const EloEstimate longer = estimateElo({200, 0, 200});
    CHECK(*longer.high - *longer.low < *even.high - *even.low);

    const EloEstimate ahead = estimateElo({70, 10, 20});
    CHECK(*ahead.low < *ahead.elo);
    CHECK(*ahead.elo < *ahead.high);
    CHECK(*ahead.low > 0.0);
}

TEST_CASE("A clean sweep gives a one-sided bound instead of infinity", "[elo]") {
    const EloEstimate sweep = estimateElo({100, 0, 0});
    CHECK_FALSE(sweep.elo);
    REQUIRE(sweep.low);
    CHECK_FALSE(sweep.high);
    // The win rate whose chance of 100 straight wins is 5%.
    CHECK(*sweep.low == Approx(eloFromFraction(std::pow(0.05, 0.01))));
    CHECK(formatElo(sweep).starts_with(">= +"));

    const EloEstimate wiped = estimateElo({0, 0, 20});
    CHECK_FALSE(wiped.elo);
    REQUIRE(wiped.high);
    CHECK(*wiped.high < 0.0);
    CHECK(formatElo(wiped).starts_with("<= -"));

    // A near sweep has a finite estimate but no upper end.
    const EloEstimate nearly = estimateElo({19, 1, 0});
    CHECK(nearly.elo);
    CHECK(nearly.low);
    CHECK_FALSE(nearly.high);
    CHECK(formatElo(nearly).find("+inf") != std::string::npos);
    CHECK(formatElo(estimateElo({})).find("no games") != std::string::npos);
}

TEST_CASE("An even match prints a plain zero", "[elo]") {
    CHECK(formatElo(estimateElo({0, 10, 0})) == "+0.0 (95% CI +0.0 .. +0.0)");
    CHECK(formatElo(estimateElo({5, 0, 5})).starts_with("+0.0 (95% CI -"));
}
