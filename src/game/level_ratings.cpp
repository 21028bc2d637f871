#include "tictactoe/game/level_ratings.hpp"

#include <array>
#include <cmath>
#include <cstddef>
#include <limits>

namespace ttt {

namespace {

struct LadderRatings {
    double smallBoards = 0;
    double fiveInARow = 0;
};

// Measured with `ttt-arena --round-robin` (docs/bots.md, "The ladder of
// levels": 3x3 for the small boards, 15x15 freestyle with Hard at 0.2 s for
// five in a row), rounded, with Medium placed at 1200. Named level by level (not indexed by
// the enum), so that a level added, removed or moved on the ladder is a
// compile error here (-Wswitch) rather than every rating shifted by one.
constexpr LadderRatings ladderRatings(BotLevel level) {
    switch (level) {
    case BotLevel::Easy:
        return {722, 363};
    case BotLevel::Novice:
        return {1166, 1002};
    case BotLevel::Medium:
        return {1200, 1200};
    case BotLevel::Club:
        return {1238, 1483};
    case BotLevel::Skilled:
        return {1251, 1794};
    case BotLevel::Strong:
        return {1269, 1997};
    case BotLevel::Expert:
        return {1281, 2156};
    case BotLevel::Hard:
        return {1289, 2363};
    }
    return {PlayerRating::kStart, PlayerRating::kStart};
}

} // namespace

RatingPool ratingPoolOf(const Rules& rules) {
    return rules.k >= 5 ? RatingPool::FiveInARow : RatingPool::SmallBoards;
}

std::string_view ratingPoolKey(RatingPool pool) {
    return pool == RatingPool::SmallBoards ? "small-boards" : "five-in-a-row";
}

std::optional<RatingPool> ratingPoolFromKey(std::string_view key) {
    for (const RatingPool pool : kRatingPools) {
        if (key == ratingPoolKey(pool)) {
            return pool;
        }
    }
    return std::nullopt;
}

double levelRating(BotLevel level, RatingPool pool) {
    const LadderRatings ratings = ladderRatings(level);
    return pool == RatingPool::SmallBoards ? ratings.smallBoards : ratings.fiveInARow;
}

double expectedScore(double rating, double opponent) {
    return 1.0 / (1.0 + std::pow(10.0, (opponent - rating) / 400.0));
}

PlayerRating ratedGame(PlayerRating before, double opponent, double score) {
    const double k = before.provisional() ? PlayerRating::kProvisionalK : PlayerRating::kSettledK;
    PlayerRating after = before;
    after.rating = before.rating + k * (score - expectedScore(before.rating, opponent));
    after.games = before.games < std::numeric_limits<int>::max() ? before.games + 1 : before.games;
    return after;
}

BotLevel suggestedLevel(double rating, RatingPool pool) {
    BotLevel nearest = BotLevel::Medium;
    double distance = INFINITY;
    for (const BotLevel level : kBotLevels) {
        const double d = std::abs(levelRating(level, pool) - rating);
        if (d < distance) {
            distance = d;
            nearest = level;
        }
    }
    return nearest;
}

} // namespace ttt
