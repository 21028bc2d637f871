#include "tictactoe/ai/elo.hpp"

#include <catch2/catch.hpp>
#include <cmath>
#include <stdexcept>
#include <utility>
#include <vector>

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

namespace {

// `games` games from the point of view of a player `elo` stronger, scoring
// its expected fraction as closely as half points allow.
MatchScore expectedScore(double elo, int games) {
    const double fraction = 1.0 / (1.0 + std::pow(10.0, -elo / 400.0));
    const int halfPoints = static_cast<int>(std::lround(2.0 * fraction * games));
    const int wins = halfPoints / 2;
    const int draws = halfPoints % 2;
    return {wins, draws, games - wins - draws};
}

double gap(const std::vector<FittedRating>& ratings, std::size_t stronger, std::size_t weaker) {
    REQUIRE(ratings[stronger].elo);
    REQUIRE(ratings[weaker].elo);
    return *ratings[stronger].elo - *ratings[weaker].elo;
}

} // namespace

TEST_CASE("The rating fit recovers the differences behind consistent scores", "[elo][ratings]") {
    const std::vector<double> truth{0.0, 120.0, 300.0};
    std::vector<PairResult> results;
    // Each pair once, one of them written the other way round.
    for (const auto& [a, b] : {std::pair{0, 1}, std::pair{2, 0}, std::pair{1, 2}}) {
        results.push_back(
            {a, b,
             expectedScore(truth[static_cast<std::size_t>(a)] - truth[static_cast<std::size_t>(b)],
                           2000)});
    }
    const auto ratings = fitRatings(3, results);
    REQUIRE(ratings.size() == 3);
    // Half points and the virtual draw per pair move the fit a fraction of an Elo.
    CHECK(*ratings[0].elo == 0.0);
    CHECK(*ratings[1].elo == Approx(120.0).margin(2.0));
    CHECK(*ratings[2].elo == Approx(300.0).margin(2.0));
    for (const FittedRating& rating : ratings) {
        REQUIRE(rating.error);
        CHECK(std::isfinite(*rating.error));
    }
    // Over 4000 games a player's rating against the anchor is known to about 10 Elo.
    CHECK(*ratings[0].error == 0.0);
    CHECK(*ratings[1].error > 3.0);
    CHECK(*ratings[1].error < 15.0);
}

TEST_CASE("A single pair's fit is the Elo of its score with one draw more", "[elo][ratings]") {
    const auto ratings = fitRatings(2, {{0, 1, {30, 10, 10}}});
    CHECK(gap(ratings, 0, 1) == Approx(eloFromFraction(35.5 / 51.0)));
    CHECK(gap(ratings, 0, 1) == Approx(eloFromFraction(0.7)).margin(5.0));
    // The standard error of a binomial score: 1 / sqrt(N p (1 - p)) in logits.
    const double p = 35.5 / 51.0;
    REQUIRE(ratings[1].error);
    CHECK(*ratings[1].error ==
          Approx(400.0 / std::log(10.0) / std::sqrt(51.0 * p * (1.0 - p))).epsilon(1e-6));
    // More games, the same score: a smaller error.
    const auto longer = fitRatings(2, {{0, 1, {300, 100, 100}}});
    CHECK(*longer[1].error < *ratings[1].error);
    // Results of one pair add up, in either order.
    const auto split = fitRatings(2, {{0, 1, {20, 5, 5}}, {1, 0, {5, 5, 10}}});
    CHECK(gap(split, 0, 1) == Approx(gap(ratings, 0, 1)));
}

TEST_CASE("The ladder follows the scores", "[elo][ratings]") {
    // Out of 20 games each: player 0 beats everyone most clearly, 3 loses to all.
    const auto score = [](double points) {
        const int halfPoints = static_cast<int>(2.0 * points);
        return MatchScore{halfPoints / 2, halfPoints % 2, 20 - halfPoints / 2 - halfPoints % 2};
    };
    std::vector<PairResult> results{{0, 1, score(14)}, {0, 2, score(16)}, {0, 3, score(18.5)},
                                    {1, 2, score(13)}, {1, 3, score(15)}, {2, 3, score(12)}};
    const auto ratings = fitRatings(4, results);
    CHECK(gap(ratings, 0, 1) > 0.0);
    CHECK(gap(ratings, 1, 2) > 0.0);
    CHECK(gap(ratings, 2, 3) > 0.0);

    // A better score for 1 against 2 raises 1 and lowers 2.
    results[3].score = score(17);
    const auto better = fitRatings(4, results);
    CHECK(*better[1].elo > *ratings[1].elo);
    CHECK(*better[2].elo < *ratings[2].elo);
}

TEST_CASE("A clean sweep still gives finite ratings", "[elo][ratings]") {
    const auto sweep = fitRatings(2, {{0, 1, {20, 0, 0}}});
    // 20.5 of 21 points with the virtual draw: 400 * log10(41), about 645 Elo.
    CHECK(gap(sweep, 0, 1) == Approx(400.0 * std::log10(41.0)));
    CHECK(gap(sweep, 0, 1) > 500.0);
    REQUIRE(sweep[1].error);
    CHECK(std::isfinite(*sweep[1].error));

    // A chain of sweeps: each step finite, the order kept.
    const auto chain = fitRatings(3, {{0, 1, {20, 0, 0}}, {1, 2, {20, 0, 0}}, {0, 2, {20, 0, 0}}});
    CHECK(gap(chain, 0, 1) > 300.0);
    CHECK(gap(chain, 1, 2) > 300.0);
    CHECK(std::isfinite(*chain[2].elo));
}

TEST_CASE("The anchor player has the anchor rating", "[elo][ratings]") {
    const std::vector<PairResult> results{
        {0, 1, {12, 3, 5}}, {1, 2, {4, 6, 10}}, {0, 2, {8, 4, 8}}};
    const auto plain = fitRatings(3, results);
    CHECK(*plain[0].elo == 0.0);
    const auto anchored = fitRatings(3, results, 2, 1500.0);
    CHECK(*anchored[2].elo == 1500.0);
    CHECK(*anchored[2].error == 0.0);
    CHECK(gap(anchored, 0, 1) == Approx(gap(plain, 0, 1)));
    CHECK(gap(anchored, 2, 0) == Approx(gap(plain, 2, 0)));
}

TEST_CASE("Players not linked to the anchor by games have no rating", "[elo][ratings]") {
    // 2 and 3 played only each other; 4 played nobody.
    const auto ratings = fitRatings(5, {{0, 1, {5, 0, 5}}, {2, 3, {9, 0, 1}}, {4, 4, {3, 0, 0}}});
    CHECK(ratings[0].elo);
    CHECK(ratings[1].elo);
    for (const std::size_t unknown : {2U, 3U, 4U}) {
        CHECK_FALSE(ratings[unknown].elo);
        CHECK_FALSE(ratings[unknown].error);
    }
    const auto nobody = fitRatings(3, {}, 1, 100.0);
    CHECK(*nobody[1].elo == 100.0);
    CHECK_FALSE(nobody[0].elo);
    CHECK_THROWS_AS(fitRatings(2, {{0, 2, {1, 0, 0}}}), std::invalid_argument);
    CHECK_THROWS_AS(fitRatings(2, {}, 2), std::invalid_argument);
}
