#include "tictactoe/game/level_ratings.hpp"

#include <catch2/catch.hpp>
#include <limits>

using namespace ttt;

TEST_CASE("the expected score follows the Elo curve", "[game][ratings]") {
    CHECK(expectedScore(1200, 1200) == Approx(0.5));
    CHECK(expectedScore(1400, 1200) == Approx(0.76).margin(0.001));
    CHECK(expectedScore(1200, 1400) == Approx(0.24).margin(0.001));
    CHECK(expectedScore(1500, 1100) + expectedScore(1100, 1500) == Approx(1.0));
    CHECK(expectedScore(3000, 0) < 1.0);
    CHECK(expectedScore(0, 3000) > 0.0);
}

TEST_CASE("a rated game moves the rating by K times the surprise", "[game][ratings]") {
    const PlayerRating fresh;
    CHECK(fresh.rating == 1200);
    CHECK(fresh.games == 0);
    CHECK(fresh.provisional());

    // Against an equal opponent a win is worth K/2, a draw nothing, a loss -K/2;
    // K is 64 for a provisional rating.
    const PlayerRating won = ratedGame(fresh, 1200, 1.0);
    CHECK(won.rating == Approx(1232));
    CHECK(won.games == 1);
    CHECK(ratedGame(fresh, 1200, 0.5).rating == Approx(1200));
    CHECK(ratedGame(fresh, 1200, 0.0).rating == Approx(1168));

    // A settled player (10 games) moves by the smaller K, 24.
    const PlayerRating settled{1200, 10};
    CHECK_FALSE(settled.provisional());
    CHECK(ratedGame(settled, 1200, 1.0).rating == Approx(1212));
    CHECK(ratedGame(settled, 1200, 0.0).rating == Approx(1188));

    // Beating a much weaker level gains little; losing to it costs much.
    CHECK(ratedGame(fresh, 700, 1.0).rating - 1200 < 5);
    CHECK(1200 - ratedGame(fresh, 700, 0.0).rating > 55);
}

TEST_CASE("a rating is provisional for its first ten games", "[game][ratings]") {
    PlayerRating rating;
    for (int game = 1; game <= PlayerRating::kProvisionalGames; ++game) {
        CHECK(rating.provisional());
        rating = ratedGame(rating, 1200, 0.5);
        CHECK(rating.games == game);
    }
    CHECK(rating.games == 10);
    CHECK_FALSE(rating.provisional());

    const PlayerRating most{1200, std::numeric_limits<int>::max()};
    CHECK(ratedGame(most, 1200, 1.0).games == std::numeric_limits<int>::max()); // no overflow
}

TEST_CASE("the levels climb the ladder in both pools", "[game][ratings]") {
    for (const RatingPool pool : kRatingPools) {
        CHECK(levelRating(BotLevel::Medium, pool) == PlayerRating::kStart); // a newcomer's level
        for (std::size_t i = 1; i < kBotLevels.size(); ++i) {
            INFO(levelName(kBotLevels[i]));
            CHECK(levelRating(kBotLevels[i - 1], pool) < levelRating(kBotLevels[i], pool));
        }
    }
    // Five in a row spreads the ladder much wider than the small boards, where
    // every strong level plays close to perfectly.
    CHECK(levelRating(BotLevel::Hard, RatingPool::FiveInARow) -
              levelRating(BotLevel::Easy, RatingPool::FiveInARow) >
          levelRating(BotLevel::Hard, RatingPool::SmallBoards) -
              levelRating(BotLevel::Easy, RatingPool::SmallBoards));
}

TEST_CASE("the suggested level is the nearest one", "[game][ratings]") {
    for (const RatingPool pool : kRatingPools) {
        for (const BotLevel level : kBotLevels) {
            INFO(levelName(level));
            CHECK(suggestedLevel(levelRating(level, pool), pool) == level);
        }
        // Either side of the middle between two neighbours; the middle itself
        // (a tie) suggests the weaker one.
        for (std::size_t i = 1; i < kBotLevels.size(); ++i) {
            const BotLevel lower = kBotLevels[i - 1];
            const BotLevel upper = kBotLevels[i];
            INFO(levelName(lower) << " / " << levelName(upper));
            const double middle = (levelRating(lower, pool) + levelRating(upper, pool)) / 2;
            CHECK(suggestedLevel(middle - 1, pool) == lower);
            CHECK(suggestedLevel(middle, pool) == lower);
            CHECK(suggestedLevel(middle + 1, pool) == upper);
        }
        CHECK(suggestedLevel(0, pool) == BotLevel::Easy);
        CHECK(suggestedLevel(4000, pool) == BotLevel::Hard);
    }
    CHECK(suggestedLevel(1200, RatingPool::SmallBoards) == BotLevel::Medium);
    CHECK(suggestedLevel(1200, RatingPool::FiveInARow) == BotLevel::Medium);
}

TEST_CASE("the rules choose the pool", "[game][ratings]") {
    CHECK(ratingPoolOf(Rules::classic()) == RatingPool::SmallBoards);
    CHECK(ratingPoolOf(Rules::bounded(7, 7, 4)) == RatingPool::SmallBoards);
    CHECK(ratingPoolOf(Rules::bounded(4, 4, 3)) == RatingPool::SmallBoards);
    CHECK(ratingPoolOf(Rules::gomokuFreestyle()) == RatingPool::FiveInARow);
    CHECK(ratingPoolOf(Rules::gomokuExact()) == RatingPool::FiveInARow);
    CHECK(ratingPoolOf(Rules::unlimitedFive()) == RatingPool::FiveInARow);
    CHECK(ratingPoolOf(Rules::bounded(20, 20, 6)) == RatingPool::FiveInARow);
}

TEST_CASE("the pools have keys for files", "[game][ratings]") {
    CHECK(ratingPoolKey(RatingPool::SmallBoards) == "small-boards");
    CHECK(ratingPoolKey(RatingPool::FiveInARow) == "five-in-a-row");
    for (const RatingPool pool : kRatingPools) {
        CHECK(ratingPoolFromKey(ratingPoolKey(pool)) == pool);
    }
    CHECK_FALSE(ratingPoolFromKey("Small-Boards").has_value());
    CHECK_FALSE(ratingPoolFromKey("").has_value());
    CHECK_FALSE(ratingPoolFromKey("renju").has_value());
}
