#pragma once

// The leaderboard (features.md P1): wins, draws and losses per player name, points =
// 3 W + 1 D - 2 L, ranking, merging. Names are compared with playerNameKey
// (case-insensitive); the spelling of a player's first record is kept.
// Beside the totals, the same counts split by VariantGroup (3x3, the other
// boards, Gomoku by rule, the unlimited field), and a person's rating in each
// RatingPool (features.md P6, game/level_ratings.hpp), moved by rounds against
// the built-in computer levels, and the counts of the rounds played over the
// network (features.md M6), which are in the totals as well.
// Saving and loading: leaderboard_format.hpp and record_files.hpp.

#include "tictactoe/game/game_engine.hpp"
#include "tictactoe/game/level_ratings.hpp"
#include "tictactoe/game/rules.hpp"

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace ttt {

// The groups of variants the leaderboard keeps results in, each round in
// exactly one (variantGroupOf):
//   Classic          the 3x3 board (three in a row);
//   OtherBoards      every other board with edges whose k is not 5: 4x4, 7x7
//                    four in a row, 15x15 four or six in a row, ...;
//   Gomoku...        five in a row on a board with edges of any size, by
//                    rule: freestyle (five or more wins), exactly five, Renju,
//                    Caro (with either overline rule);
//   Unlimited        the unlimited field, whatever k and rule.
enum class VariantGroup : std::uint8_t {
    Classic,
    OtherBoards,
    GomokuFreestyle,
    GomokuExact,
    GomokuRenju,
    GomokuCaro,
    Unlimited
};
inline constexpr std::array<VariantGroup, 7> kVariantGroups{
    VariantGroup::Classic,     VariantGroup::OtherBoards, VariantGroup::GomokuFreestyle,
    VariantGroup::GomokuExact, VariantGroup::GomokuRenju, VariantGroup::GomokuCaro,
    VariantGroup::Unlimited};

[[nodiscard]] VariantGroup variantGroupOf(const Rules& rules);
// "classic", "other-boards", "gomoku-freestyle", "gomoku-exact",
// "gomoku-renju", "gomoku-caro", "unlimited": the group's key in files.
[[nodiscard]] std::string_view variantGroupKey(VariantGroup group);
[[nodiscard]] std::optional<VariantGroup> variantGroupFromKey(std::string_view key);

// A player's results in one VariantGroup.
struct ResultCounts {
    int wins = 0;
    int draws = 0;
    int losses = 0;

    [[nodiscard]] long long games() const { return 0LL + wins + draws + losses; }
    bool operator==(const ResultCounts&) const = default;
};

// A player's results in each group, indexed by VariantGroup. They add up to
// the player's totals (PlayerStanding) or less: results recorded before the
// groups were kept (an older file) are in the totals only.
using VariantResults = std::array<ResultCounts, kVariantGroups.size()>;

struct PlayerStanding {
    std::string name;
    int wins = 0;
    int draws = 0;
    int losses = 0;

    [[nodiscard]] long long points() const { return 3LL * wins + draws - 2LL * losses; }
    [[nodiscard]] long long games() const { return 0LL + wins + draws + losses; }
    bool operator==(const PlayerStanding&) const = default;
};

// The ranking order: more points, then more wins, then more draws, then fewer
// losses, then the name (case-insensitively, then byte by byte).
[[nodiscard]] bool ranksAbove(const PlayerStanding& a, const PlayerStanding& b);

struct LeaderboardEntry {
    int rank = 0; // 1 = best; every entry has its own rank (the name breaks ties)
    PlayerStanding player;
    std::optional<PlayerRating> rating; // in the pool the ranking was asked for
    ResultCounts network;               // the player's rounds over the network
    bool operator==(const LeaderboardEntry&) const = default;
};

// Sorting for the dialog's columns. Rows equal in the chosen column keep the
// ranking order, whichever direction is chosen, so a sort is always deterministic.
// By Rating, players without a rating come last in either direction.
// Network: the number of rounds played over the network.
enum class LeaderboardColumn { Rank, Name, Wins, Draws, Losses, Points, Games, Network, Rating };
enum class SortOrder { Ascending, Descending };
void sortEntries(std::vector<LeaderboardEntry>& entries, LeaderboardColumn column, SortOrder order);
// The natural first direction of a column: best-first for Rank, A-Z for Name,
// largest first for the numbers.
[[nodiscard]] SortOrder defaultSortOrder(LeaderboardColumn column);

enum class PlayerResult { Win, Draw, Loss };

// A player's ratings, indexed by RatingPool; nothing in a pool the player has
// played no rated game in.
using PlayerRatings = std::array<std::optional<PlayerRating>, kRatingPools.size()>;

// A finished round as the leaderboard records it: the leaderboardName of both
// players (player 1 = X), the result, and when it is a rated game - one person
// against a built-in computer level (PlayerSpec::Kind::Computer; not an
// external engine, not two people, not two computers) - who the person is,
// the level and the pool of the rules.
struct LeaderboardRound {
    struct RatedGame {
        int person = 0; // 0 or 1: the player whose rating moves
        BotLevel level = BotLevel::Medium;
        RatingPool pool = RatingPool::SmallBoards;
        bool operator==(const RatedGame&) const = default;
    };

    std::array<std::string, 2> names;
    Outcome outcome = Outcome::InProgress;
    Mark winner = Mark::None; // when outcome is Won
    std::optional<RatedGame> rated;
    // The group the round counts in (variantGroupOf the rules); without one
    // it counts in the totals only.
    std::optional<VariantGroup> variant;
    // Played over the network (features.md M6): counted as any round between
    // two people, and in both players' network counts too.
    bool network = false;

    // The person's score in the rated game: 1 won, 0.5 drawn, 0 lost.
    [[nodiscard]] double personScore() const;
    bool operator==(const LeaderboardRound&) const = default;
};

// The engine's round with `outcome` and `winner` (e.g. a forfeit that ends
// the round before the board does), in the variant group of the engine's
// rules: nothing when the outcome is InProgress or both players are computers
// (a computer-only demo is not recorded).
[[nodiscard]] std::optional<LeaderboardRound> leaderboardRoundOf(const GameEngine& game,
                                                                 Outcome outcome, Mark winner);
// The engine's round with its own result: nothing while it is not finished.
[[nodiscard]] std::optional<LeaderboardRound> leaderboardRoundOf(const GameEngine& game);

class Leaderboard {
public:
    static constexpr int kMaxCount = 1'000'000'000;    // counts stop growing here
    static constexpr std::size_t kMaxPlayers = 10'000; // no new names beyond this
    static constexpr std::size_t kDefaultTop = 10;
    // Ratings are kept within these bounds, to one decimal (as in the file).
    static constexpr double kMinRating = 0.0;
    static constexpr double kMaxRating = 4000.0;

    // Adds one result for `name` (cleaned with cleanPlayerName) to the
    // player's totals and, when one is given, to the variant group. False when
    // the cleaned name is empty or the board is full and the name is new.
    bool addResult(std::string_view name, PlayerResult result,
                   std::optional<VariantGroup> variant = std::nullopt);

    // Records a finished round for both players: a win and a loss, or two
    // draws, in the totals and, when one is given, in the variant group.
    // `winner` is the mark of the winner (player 1 = X) when outcome is
    // Won. False (and nothing recorded) when the round is not finished, when a
    // name is empty, or when both names are the same player.
    bool recordRound(std::string_view player1, std::string_view player2, Outcome outcome,
                     Mark winner, std::optional<VariantGroup> variant = std::nullopt);
    // Records the round for both players as above, in round.variant (and in
    // their network counts when round.network), and for a rated game moves the person's rating in
    // its pool (ratedGame against the level's levelRating; a first rated game starts from
    // PlayerRating{}). False (and nothing recorded, the rating unmoved) when the round is not
    // recorded.
    bool recordRound(const LeaderboardRound& round);
    // Records the engine's finished round under leaderboardName() of both
    // players, when at least one of them is human (features.md P1: results of humans
    // are recorded in every mode; a computer-only demo is not), and moves the
    // person's rating after a game against a computer level (leaderboardRoundOf).
    // Call it once per finished round, e.g. on GameEvent::RoundEnded, but not
    // while a saved game is being replayed into the engine: a replayed round
    // would count again, in the results and in the rating.
    bool recordRound(const GameEngine& game);

    // Adds the counts of one player (cleaned name, matched case-insensitively).
    // False when the cleaned name is empty or the board is full and the name is new.
    bool addStanding(const PlayerStanding& standing);
    // The same, and the player's ratings joined in as merge does (kept as
    // keptRating does; a rating that is not a finite number is left out), and
    // the counts of each variant group added to the player's. The standing's
    // counts are the totals: a total below the sum of its groups is raised to
    // that sum (at most kMaxCount), so the groups never add up to more. The
    // network counts are added alike, the totals raised to them too.
    bool addStanding(const PlayerStanding& standing, const PlayerRatings& ratings,
                     const VariantResults& variants = VariantResults{},
                     const ResultCounts& network = ResultCounts{});
    // Adds every count of `other`, the totals, each variant group's and the network's
    // (players matched case-insensitively; this board's spelling is kept, new
    // players are appended in other's order).
    // Ratings cannot be added up: of two ratings of one player in one pool the
    // one with more games is kept (this board's on equal games), since it has
    // seen more of the player; a rating only `other` has is taken over.
    void merge(const Leaderboard& other);
    void clear();

    [[nodiscard]] bool empty() const { return players_.empty(); }
    [[nodiscard]] std::size_t size() const { return players_.size(); }
    // In the order players were first recorded.
    [[nodiscard]] const std::vector<PlayerStanding>& players() const { return players_; }
    // The ratings of each player, in the same order as players().
    [[nodiscard]] const std::vector<PlayerRatings>& ratings() const { return ratings_; }
    // The results of each player in each variant group, in the same order.
    [[nodiscard]] const std::vector<VariantResults>& variants() const { return variants_; }
    // The results of each player's rounds over the network, in the same order.
    [[nodiscard]] const std::vector<ResultCounts>& network() const { return network_; }
    [[nodiscard]] std::optional<PlayerStanding> find(std::string_view name) const;
    // The player's results in one variant group (all 0 when the player has
    // none there); nothing when the player is unknown.
    [[nodiscard]] std::optional<PlayerStanding> find(std::string_view name,
                                                     VariantGroup variant) const;

    // The player's rating in the pool; nothing when the player is unknown or
    // has played no rated game in that pool.
    [[nodiscard]] std::optional<PlayerRating> rating(std::string_view name, RatingPool pool) const;
    // Sets a player's rating in the pool (cleaned name, matched
    // case-insensitively; a new name is added with no results), kept as
    // keptRating does. False when the rating is not a finite number, the cleaned
    // name is empty, or the board is full and the name is new.
    bool setRating(std::string_view name, RatingPool pool, PlayerRating rating);
    // The rating as the leaderboard keeps it: clamped to kMinRating ..
    // kMaxRating and rounded to 0.1 (NaN becomes PlayerRating::kStart), games
    // clamped to 0 .. kMaxCount. So what is kept is exactly what the file holds.
    [[nodiscard]] static PlayerRating keptRating(PlayerRating rating);

    // The best `limit` players in ranking order (all of them for limit 0),
    // with each one's rating in `ratingPool` when one is given. With a
    // variant group: the players with a result in that group, ranked (and
    // shown) by their results in it; else by their totals. Each entry has
    // the player's network counts whichever the view.
    [[nodiscard]] std::vector<LeaderboardEntry>
    ranking(std::size_t limit = kDefaultTop, std::optional<RatingPool> ratingPool = std::nullopt,
            std::optional<VariantGroup> variant = std::nullopt) const;
    // Names for a name chooser, A-Z case-insensitively; computer players
    // ("Computer (...)") are left out unless asked for.
    [[nodiscard]] std::vector<std::string> knownNames(bool includeComputers = false) const;

    // Same players with the same counts (totals, groups, network) and
    // ratings in the same order.
    bool operator==(const Leaderboard& other) const {
        return players_ == other.players_ && ratings_ == other.ratings_ &&
               variants_ == other.variants_ && network_ == other.network_;
    }

private:
    // The player's index, added when new; nothing when the cleaned name is
    // empty or the board is full.
    std::optional<std::size_t> findOrAdd(std::string_view name);
    [[nodiscard]] std::optional<std::size_t> indexOf(std::string_view name) const;

    std::vector<PlayerStanding> players_;
    std::vector<PlayerRatings> ratings_;                 // of each player, by RatingPool
    std::vector<VariantResults> variants_;               // of each player, by VariantGroup
    std::vector<ResultCounts> network_;                  // of each player, over the network
    std::vector<std::string> keys_;                      // playerNameKey of each player
    std::unordered_map<std::string, std::size_t> index_; // playerNameKey -> players_ index
};

} // namespace ttt
