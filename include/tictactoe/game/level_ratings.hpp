#pragma once

// Ratings on the ladder of computer levels (features.md M5, P1): each level's
// Elo as measured with ttt-arena round-robins (docs/bots.md, "The ladder"),
// the Elo arithmetic that moves a person's rating after a game against a
// level, and the level a rating suggests.

#include "tictactoe/game/player_spec.hpp"
#include "tictactoe/game/rules.hpp"

#include <array>
#include <cstdint>
#include <optional>
#include <string_view>

namespace ttt {

// Ratings are kept apart for games that measure different skills: the small
// boards (k < 5, calibrated on 3x3) and five in a row (k >= 5, calibrated on
// 15x15 freestyle; exact five and the unlimited field use the same ladder).
enum class RatingPool : std::uint8_t { SmallBoards, FiveInARow };
inline constexpr std::array<RatingPool, 2> kRatingPools{RatingPool::SmallBoards,
                                                        RatingPool::FiveInARow};

[[nodiscard]] RatingPool ratingPoolOf(const Rules& rules);
// "small-boards", "five-in-a-row": the pool's key in files.
[[nodiscard]] std::string_view ratingPoolKey(RatingPool pool);
[[nodiscard]] std::optional<RatingPool> ratingPoolFromKey(std::string_view key);

// The level's calibrated Elo in the pool (Medium is 1200 in both).
[[nodiscard]] double levelRating(BotLevel level, RatingPool pool);

// A person's rating in one pool. New players start at Medium's rating and
// are provisional for their first kProvisionalGames games, which move the
// rating faster.
struct PlayerRating {
    static constexpr double kStart = 1200.0;
    static constexpr int kProvisionalGames = 10;
    static constexpr double kProvisionalK = 64.0;
    static constexpr double kSettledK = 24.0;

    double rating = kStart;
    int games = 0;

    [[nodiscard]] bool provisional() const { return games < kProvisionalGames; }
    bool operator==(const PlayerRating&) const = default;
};

// The expected score (0..1) of a player rated `rating` against `opponent`.
[[nodiscard]] double expectedScore(double rating, double opponent);

// The rating after one game against an opponent rated `opponent`, `score`
// being 1 (won), 0.5 (drawn) or 0 (lost).
[[nodiscard]] PlayerRating ratedGame(PlayerRating before, double opponent, double score);

// The level whose calibrated rating is nearest to `rating` in the pool.
[[nodiscard]] BotLevel suggestedLevel(double rating, RatingPool pool);

} // namespace ttt
