#include "tictactoe/records/leaderboard.hpp"

#include "tictactoe/records/player_name.hpp"

#include <algorithm>
#include <numeric>

namespace ttt {

namespace {

void addSaturated(int& count, long long amount) {
    count = static_cast<int>(std::min<long long>(count + amount, Leaderboard::kMaxCount));
}

// Names in order of their comparison keys (playerNameKey), then byte by byte.
int compareNames(const std::string& a, const std::string& keyA, const std::string& b,
                 const std::string& keyB) {
    if (keyA != keyB) {
        return keyA < keyB ? -1 : 1;
    }
    return a == b ? 0 : (a < b ? -1 : 1);
}

int compareNames(const std::string& a, const std::string& b) {
    return compareNames(a, playerNameKey(a), b, playerNameKey(b));
}

// ranksAbove with the names' keys already known: the ranking of a large
// leaderboard must not fold every name again at each comparison.
bool ranksAbove(const PlayerStanding& a, const std::string& keyA, const PlayerStanding& b,
                const std::string& keyB) {
    if (a.points() != b.points()) {
        return a.points() > b.points();
    }
    if (a.wins != b.wins) {
        return a.wins > b.wins;
    }
    if (a.draws != b.draws) {
        return a.draws > b.draws;
    }
    if (a.losses != b.losses) {
        return a.losses < b.losses;
    }
    return compareNames(a.name, keyA, b.name, keyB) < 0;
}

// Negative when a comes first in ascending order of the column.
long long compareColumn(const LeaderboardEntry& a, const LeaderboardEntry& b,
                        LeaderboardColumn column) {
    switch (column) {
    case LeaderboardColumn::Rank:
        return a.rank - b.rank;
    case LeaderboardColumn::Name:
        return compareNames(a.player.name, b.player.name);
    case LeaderboardColumn::Wins:
        return 0LL + a.player.wins - b.player.wins;
    case LeaderboardColumn::Draws:
        return 0LL + a.player.draws - b.player.draws;
    case LeaderboardColumn::Losses:
        return 0LL + a.player.losses - b.player.losses;
    case LeaderboardColumn::Points:
        return a.player.points() - b.player.points();
    case LeaderboardColumn::Games:
        return a.player.games() - b.player.games();
    }
    return 0;
}

} // namespace

bool ranksAbove(const PlayerStanding& a, const PlayerStanding& b) {
    return ranksAbove(a, playerNameKey(a.name), b, playerNameKey(b.name));
}

void sortEntries(std::vector<LeaderboardEntry>& entries, LeaderboardColumn column,
                 SortOrder order) {
    std::sort(entries.begin(), entries.end(), [&](const auto& a, const auto& b) {
        const long long difference = compareColumn(a, b, column);
        if (difference != 0) {
            return order == SortOrder::Ascending ? difference < 0 : difference > 0;
        }
        return a.rank < b.rank;
    });
}

SortOrder defaultSortOrder(LeaderboardColumn column) {
    return column == LeaderboardColumn::Rank || column == LeaderboardColumn::Name
               ? SortOrder::Ascending
               : SortOrder::Descending;
}

PlayerStanding* Leaderboard::findOrAdd(std::string_view name) {
    std::string cleaned = cleanPlayerName(name);
    if (cleaned.empty()) {
        return nullptr;
    }
    std::string key = playerNameKey(cleaned);
    if (const auto it = index_.find(key); it != index_.end()) {
        return &players_[it->second];
    }
    if (players_.size() >= kMaxPlayers) {
        return nullptr;
    }
    index_.emplace(key, players_.size());
    keys_.push_back(std::move(key));
    players_.push_back(PlayerStanding{std::move(cleaned), 0, 0, 0});
    return &players_.back();
}

bool Leaderboard::addResult(std::string_view name, PlayerResult result) {
    PlayerStanding* player = findOrAdd(name);
    if (player == nullptr) {
        return false;
    }
    switch (result) {
    case PlayerResult::Win:
        addSaturated(player->wins, 1);
        break;
    case PlayerResult::Draw:
        addSaturated(player->draws, 1);
        break;
    case PlayerResult::Loss:
        addSaturated(player->losses, 1);
        break;
    }
    return true;
}

bool Leaderboard::recordRound(std::string_view player1, std::string_view player2, Outcome outcome,
                              Mark winner) {
    const std::string key1 = playerNameKey(player1);
    const std::string key2 = playerNameKey(player2);
    if (key1.empty() || key2.empty() || key1 == key2 || outcome == Outcome::InProgress ||
        (outcome == Outcome::Won && winner == Mark::None)) {
        return false;
    }
    // A full board must never record half a round.
    const std::size_t newPlayers =
        (index_.count(key1) == 0 ? 1U : 0U) + (index_.count(key2) == 0 ? 1U : 0U);
    if (players_.size() + newPlayers > kMaxPlayers) {
        return false;
    }
    if (outcome == Outcome::Drawn) {
        return addResult(player1, PlayerResult::Draw) && addResult(player2, PlayerResult::Draw);
    }
    const bool firstWon = winner == Mark::X;
    return addResult(player1, firstWon ? PlayerResult::Win : PlayerResult::Loss) &&
           addResult(player2, firstWon ? PlayerResult::Loss : PlayerResult::Win);
}

bool Leaderboard::recordRound(const GameEngine& game) {
    if (!game.isRoundOver() || (game.player(0).isComputer() && game.player(1).isComputer())) {
        return false;
    }
    return recordRound(leaderboardName(game.player(0), 0), leaderboardName(game.player(1), 1),
                       game.result().outcome, game.result().winner);
}

void Leaderboard::merge(const Leaderboard& other) {
    if (&other == this) {
        // NOLINTNEXTLINE(performance-unnecessary-copy-initialization): merging into itself
        const auto copy = other;
        merge(copy);
        return;
    }
    for (const PlayerStanding& theirs : other.players_) {
        addStanding(theirs);
    }
}

bool Leaderboard::addStanding(const PlayerStanding& standing) {
    PlayerStanding* ours = findOrAdd(standing.name);
    if (ours == nullptr) {
        return false;
    }
    addSaturated(ours->wins, std::max(standing.wins, 0));
    addSaturated(ours->draws, std::max(standing.draws, 0));
    addSaturated(ours->losses, std::max(standing.losses, 0));
    return true;
}

void Leaderboard::clear() {
    players_.clear();
    keys_.clear();
    index_.clear();
}

std::optional<PlayerStanding> Leaderboard::find(std::string_view name) const {
    const auto it = index_.find(playerNameKey(name));
    if (it == index_.end()) {
        return std::nullopt;
    }
    return players_[it->second];
}

std::vector<LeaderboardEntry> Leaderboard::ranking(std::size_t limit) const {
    std::vector<std::size_t> order(players_.size());
    std::iota(order.begin(), order.end(), std::size_t{0});
    const auto above = [this](std::size_t a, std::size_t b) {
        return ranksAbove(players_[a], keys_[a], players_[b], keys_[b]);
    };
    if (limit != 0 && order.size() > limit) {
        std::partial_sort(order.begin(), order.begin() + static_cast<std::ptrdiff_t>(limit),
                          order.end(), above);
        order.resize(limit);
    } else {
        std::sort(order.begin(), order.end(), above);
    }
    std::vector<LeaderboardEntry> entries;
    entries.reserve(order.size());
    for (const std::size_t i : order) {
        entries.push_back(LeaderboardEntry{static_cast<int>(entries.size()) + 1, players_[i]});
    }
    return entries;
}

std::vector<std::string> Leaderboard::knownNames(bool includeComputers) const {
    std::vector<std::size_t> order;
    for (std::size_t i = 0; i < players_.size(); ++i) {
        if (includeComputers || !isComputerPlayerName(players_[i].name)) {
            order.push_back(i);
        }
    }
    std::sort(order.begin(), order.end(), [this](std::size_t a, std::size_t b) {
        return compareNames(players_[a].name, keys_[a], players_[b].name, keys_[b]) < 0;
    });
    std::vector<std::string> names;
    names.reserve(order.size());
    for (const std::size_t i : order) {
        names.push_back(players_[i].name);
    }
    return names;
}

} // namespace ttt
