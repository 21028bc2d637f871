#pragma once

// The leaderboard (features.md P1): wins, draws and losses per player name, points =
// 3 W + 1 D - 2 L, ranking, merging. Names are compared with playerNameKey
// (case-insensitive); the spelling of a player's first record is kept.
// Saving and loading: leaderboard_format.hpp and record_files.hpp.

#include "tictactoe/game/game_engine.hpp"

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace ttt {

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
    bool operator==(const LeaderboardEntry&) const = default;
};

// Sorting for the dialog's columns. Rows equal in the chosen column keep the
// ranking order, whichever direction is chosen, so a sort is always deterministic.
enum class LeaderboardColumn { Rank, Name, Wins, Draws, Losses, Points, Games };
enum class SortOrder { Ascending, Descending };
void sortEntries(std::vector<LeaderboardEntry>& entries, LeaderboardColumn column, SortOrder order);
// The natural first direction of a column: best-first for Rank, A-Z for Name,
// largest first for the numbers.
[[nodiscard]] SortOrder defaultSortOrder(LeaderboardColumn column);

enum class PlayerResult { Win, Draw, Loss };

class Leaderboard {
public:
    static constexpr int kMaxCount = 1'000'000'000;    // counts stop growing here
    static constexpr std::size_t kMaxPlayers = 10'000; // no new names beyond this
    static constexpr std::size_t kDefaultTop = 10;

    // Adds one result for `name` (cleaned with cleanPlayerName). False when the
    // cleaned name is empty or the board is full and the name is new.
    bool addResult(std::string_view name, PlayerResult result);

    // Records a finished round for both players: a win and a loss, or two
    // draws. `winner` is the mark of the winner (player 1 = X) when outcome is
    // Won. False (and nothing recorded) when the round is not finished, when a
    // name is empty, or when both names are the same player.
    bool recordRound(std::string_view player1, std::string_view player2, Outcome outcome,
                     Mark winner);
    // Records the engine's finished round under leaderboardName() of both
    // players, when at least one of them is human (features.md P1: results of humans
    // are recorded in every mode; a computer-only demo is not). Call it once
    // per finished round, e.g. on GameEvent::RoundEnded, but not while a saved
    // game is being replayed into the engine.
    bool recordRound(const GameEngine& game);

    // Adds the counts of one player (cleaned name, matched case-insensitively).
    // False when the cleaned name is empty or the board is full and the name is new.
    bool addStanding(const PlayerStanding& standing);
    // Adds every count of `other` (players matched case-insensitively; this
    // board's spelling is kept, new players are appended in other's order).
    void merge(const Leaderboard& other);
    void clear();

    [[nodiscard]] bool empty() const { return players_.empty(); }
    [[nodiscard]] std::size_t size() const { return players_.size(); }
    // In the order players were first recorded.
    [[nodiscard]] const std::vector<PlayerStanding>& players() const { return players_; }
    [[nodiscard]] std::optional<PlayerStanding> find(std::string_view name) const;

    // The best `limit` players in ranking order (all of them for limit 0).
    [[nodiscard]] std::vector<LeaderboardEntry> ranking(std::size_t limit = kDefaultTop) const;
    // Names for a name chooser, A-Z case-insensitively; computer players
    // ("Computer (...)") are left out unless asked for.
    [[nodiscard]] std::vector<std::string> knownNames(bool includeComputers = false) const;

    // Same players with the same counts in the same order.
    bool operator==(const Leaderboard& other) const { return players_ == other.players_; }

private:
    PlayerStanding* findOrAdd(std::string_view name);

    std::vector<PlayerStanding> players_;
    std::vector<std::string> keys_;                      // playerNameKey of each player
    std::unordered_map<std::string, std::size_t> index_; // playerNameKey -> players_ index
};

} // namespace ttt
