#include "tictactoe/records/leaderboard.hpp"

#include "tictactoe/records/player_name.hpp"

#include <algorithm>
#include <cmath>

namespace ttt {

namespace {

void addSaturated(int& count, long long amount) {
    count = static_cast<int>(std::min<long long>(count + amount, Leaderboard::kMaxCount));
}

template <class Counts> void addCounts(Counts& ours, const Counts& theirs) {
    addSaturated(ours.wins, std::max(theirs.wins, 0));
    addSaturated(ours.draws, std::max(theirs.draws, 0));
    addSaturated(ours.losses, std::max(theirs.losses, 0));
}

template <class Counts> void addOne(Counts& counts, PlayerResult result) {
    switch (result) {
    case PlayerResult::Win:
        addSaturated(counts.wins, 1);
        break;
    case PlayerResult::Draw:
        addSaturated(counts.draws, 1);
        break;
    case PlayerResult::Loss:
        addSaturated(counts.losses, 1);
        break;
    }
}

// The totals are never below the counts of a part of the rounds.
template <class Counts> void raiseTo(PlayerStanding& totals, const Counts& part) {
    totals.wins = std::max(totals.wins, part.wins);
    totals.draws = std::max(totals.draws, part.draws);
    totals.losses = std::max(totals.losses, part.losses);
}

// ... nor below the sum of the groups (kept to kMaxCount).
void raiseToGroups(PlayerStanding& totals, const VariantResults& variants) {
    ResultCounts sum;
    for (const ResultCounts& group : variants) {
        addCounts(sum, group);
    }
    raiseTo(totals, sum);
}

// Two ratings of one player in one pool cannot be added up: the one with more
// games is kept (ours on equal games); one that only `theirs` has is taken.
void joinRatings(PlayerRatings& ours, const PlayerRatings& theirs) {
    for (std::size_t pool = 0; pool < ours.size(); ++pool) {
        const auto& their = theirs[pool];
        if (!their || !std::isfinite(their->rating)) {
            continue;
        }
        const PlayerRating kept = Leaderboard::keptRating(*their);
        if (!ours[pool] || kept.games > ours[pool]->games) {
            ours[pool] = kept;
        }
    }
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

std::size_t poolIndex(RatingPool pool) {
    return static_cast<std::size_t>(pool);
}

std::size_t groupIndex(VariantGroup group) {
    return static_cast<std::size_t>(group);
}

PlayerStanding standingOf(const std::string& name, const ResultCounts& counts) {
    return PlayerStanding{name, counts.wins, counts.draws, counts.losses};
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
    case LeaderboardColumn::Network:
        return a.network.games() - b.network.games();
    case LeaderboardColumn::Rating: {
        // Both rated: sortEntries puts the unrated last before it asks.
        const double ratingA = a.rating ? a.rating->rating : 0.0;
        const double ratingB = b.rating ? b.rating->rating : 0.0;
        return ratingA < ratingB ? -1 : (ratingA > ratingB ? 1 : 0);
    }
    }
    return 0;
}

} // namespace

VariantGroup variantGroupOf(const Rules& rules) {
    if (rules.unlimited) {
        return VariantGroup::Unlimited;
    }
    if (rules.k == 5) {
        switch (rules.restriction) {
        case Restriction::Renju:
            return VariantGroup::GomokuRenju;
        case Restriction::Caro:
            return VariantGroup::GomokuCaro;
        case Restriction::None:
            break;
        }
        return rules.overline == Overline::Exact ? VariantGroup::GomokuExact
                                                 : VariantGroup::GomokuFreestyle;
    }
    if (rules.width == 3 && rules.height == 3) {
        return VariantGroup::Classic;
    }
    return VariantGroup::OtherBoards;
}

std::string_view variantGroupKey(VariantGroup group) {
    switch (group) {
    case VariantGroup::Classic:
        return "classic";
    case VariantGroup::OtherBoards:
        return "other-boards";
    case VariantGroup::GomokuFreestyle:
        return "gomoku-freestyle";
    case VariantGroup::GomokuExact:
        return "gomoku-exact";
    case VariantGroup::GomokuRenju:
        return "gomoku-renju";
    case VariantGroup::GomokuCaro:
        return "gomoku-caro";
    case VariantGroup::Unlimited:
        return "unlimited";
    }
    return "";
}

std::optional<VariantGroup> variantGroupFromKey(std::string_view key) {
    for (const VariantGroup group : kVariantGroups) {
        if (key == variantGroupKey(group)) {
            return group;
        }
    }
    return std::nullopt;
}

bool ranksAbove(const PlayerStanding& a, const PlayerStanding& b) {
    return ranksAbove(a, playerNameKey(a.name), b, playerNameKey(b.name));
}

void sortEntries(std::vector<LeaderboardEntry>& entries, LeaderboardColumn column,
                 SortOrder order) {
    std::sort(entries.begin(), entries.end(), [&](const auto& a, const auto& b) {
        if (column == LeaderboardColumn::Rating && a.rating.has_value() != b.rating.has_value()) {
            return a.rating.has_value(); // the unrated last, whichever the direction
        }
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

double LeaderboardRound::personScore() const {
    if (outcome != Outcome::Won) {
        return 0.5;
    }
    return rated && playerIndex(winner) == rated->person ? 1.0 : 0.0;
}

std::optional<LeaderboardRound> leaderboardRoundOf(const GameEngine& game, Outcome outcome,
                                                   Mark winner) {
    const Player& first = game.player(0);
    const Player& second = game.player(1);
    if (outcome == Outcome::InProgress || (first.isComputer() && second.isComputer())) {
        return std::nullopt;
    }
    LeaderboardRound round;
    round.names = {leaderboardName(first, 0), leaderboardName(second, 1)};
    round.outcome = outcome;
    round.winner = outcome == Outcome::Won ? winner : Mark::None;
    round.variant = variantGroupOf(game.rules());
    for (int person = 0; person < 2; ++person) {
        const Player& computer = game.player(1 - person);
        if (game.player(person).isHuman() && computer.spec.kind == PlayerSpec::Kind::Computer) {
            round.rated = LeaderboardRound::RatedGame{person, computer.spec.level,
                                                      ratingPoolOf(game.rules())};
        }
    }
    return round;
}

std::optional<LeaderboardRound> leaderboardRoundOf(const GameEngine& game) {
    return leaderboardRoundOf(game, game.result().outcome, game.result().winner);
}

std::optional<std::size_t> Leaderboard::findOrAdd(std::string_view name) {
    std::string cleaned = cleanPlayerName(name);
    if (cleaned.empty()) {
        return std::nullopt;
    }
    std::string key = playerNameKey(cleaned);
    if (const auto it = index_.find(key); it != index_.end()) {
        return it->second;
    }
    if (players_.size() >= kMaxPlayers) {
        return std::nullopt;
    }
    const std::size_t index = players_.size();
    index_.emplace(key, index);
    keys_.push_back(std::move(key));
    players_.push_back(PlayerStanding{std::move(cleaned), 0, 0, 0});
    ratings_.emplace_back();
    variants_.emplace_back();
    network_.emplace_back();
    return index;
}

std::optional<std::size_t> Leaderboard::indexOf(std::string_view name) const {
    const auto it = index_.find(playerNameKey(name));
    if (it == index_.end()) {
        return std::nullopt;
    }
    return it->second;
}

bool Leaderboard::addResult(std::string_view name, PlayerResult result,
                            std::optional<VariantGroup> variant) {
    const auto index = findOrAdd(name);
    if (!index) {
        return false;
    }
    addOne(players_[*index], result);
    if (variant) {
        addOne(variants_[*index][groupIndex(*variant)], result);
    }
    return true;
}

bool Leaderboard::recordRound(std::string_view player1, std::string_view player2, Outcome outcome,
                              Mark winner, std::optional<VariantGroup> variant) {
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
        return addResult(player1, PlayerResult::Draw, variant) &&
               addResult(player2, PlayerResult::Draw, variant);
    }
    const bool firstWon = winner == Mark::X;
    return addResult(player1, firstWon ? PlayerResult::Win : PlayerResult::Loss, variant) &&
           addResult(player2, firstWon ? PlayerResult::Loss : PlayerResult::Win, variant);
}

bool Leaderboard::recordRound(const LeaderboardRound& round) {
    if (!recordRound(round.names[0], round.names[1], round.outcome, round.winner, round.variant)) {
        return false;
    }
    if (round.network) {
        // Both names are on the board now, as two players.
        const bool drawn = round.outcome == Outcome::Drawn;
        const bool firstWon = round.winner == Mark::X;
        addOne(network_[*indexOf(round.names[0])],
               drawn ? PlayerResult::Draw : (firstWon ? PlayerResult::Win : PlayerResult::Loss));
        addOne(network_[*indexOf(round.names[1])],
               drawn ? PlayerResult::Draw : (firstWon ? PlayerResult::Loss : PlayerResult::Win));
    }
    if (const auto& rated = round.rated; rated && (rated->person == 0 || rated->person == 1)) {
        const std::string& person = round.names[static_cast<std::size_t>(rated->person)];
        const PlayerRating before = rating(person, rated->pool).value_or(PlayerRating{});
        // The person was recorded just now, so the name is on the board.
        (void)setRating(
            person, rated->pool,
            ratedGame(before, levelRating(rated->level, rated->pool), round.personScore()));
    }
    return true;
}

bool Leaderboard::recordRound(const GameEngine& game) {
    const auto round = leaderboardRoundOf(game);
    return round && recordRound(*round);
}

void Leaderboard::merge(const Leaderboard& other) {
    if (&other == this) {
        // NOLINTNEXTLINE(performance-unnecessary-copy-initialization): merging into itself
        const auto copy = other;
        merge(copy);
        return;
    }
    for (std::size_t i = 0; i < other.players_.size(); ++i) {
        addStanding(other.players_[i], other.ratings_[i], other.variants_[i], other.network_[i]);
    }
}

bool Leaderboard::addStanding(const PlayerStanding& standing) {
    return addStanding(standing, PlayerRatings{});
}

bool Leaderboard::addStanding(const PlayerStanding& standing, const PlayerRatings& ratings,
                              const VariantResults& variants, const ResultCounts& network) {
    const auto index = findOrAdd(standing.name);
    if (!index) {
        return false;
    }
    addCounts(players_[*index], standing);
    joinRatings(ratings_[*index], ratings);
    VariantResults& ours = variants_[*index];
    for (std::size_t group = 0; group < ours.size(); ++group) {
        addCounts(ours[group], variants[group]);
    }
    raiseToGroups(players_[*index], ours);
    addCounts(network_[*index], network);
    raiseTo(players_[*index], network_[*index]);
    return true;
}

void Leaderboard::clear() {
    players_.clear();
    ratings_.clear();
    variants_.clear();
    network_.clear();
    keys_.clear();
    index_.clear();
}

std::optional<PlayerStanding> Leaderboard::find(std::string_view name) const {
    if (const auto index = indexOf(name)) {
        return players_[*index];
    }
    return std::nullopt;
}

std::optional<PlayerStanding> Leaderboard::find(std::string_view name, VariantGroup variant) const {
    if (const auto index = indexOf(name)) {
        return standingOf(players_[*index].name, variants_[*index][groupIndex(variant)]);
    }
    return std::nullopt;
}

std::optional<PlayerRating> Leaderboard::rating(std::string_view name, RatingPool pool) const {
    if (const auto index = indexOf(name)) {
        return ratings_[*index][poolIndex(pool)];
    }
    return std::nullopt;
}

bool Leaderboard::setRating(std::string_view name, RatingPool pool, PlayerRating rating) {
    if (!std::isfinite(rating.rating)) {
        return false;
    }
    const auto index = findOrAdd(name);
    if (!index) {
        return false;
    }
    ratings_[*index][poolIndex(pool)] = keptRating(rating);
    return true;
}

PlayerRating Leaderboard::keptRating(PlayerRating rating) {
    const double clamped = std::isnan(rating.rating)
                               ? PlayerRating::kStart
                               : std::clamp(rating.rating, kMinRating, kMaxRating);
    double kept = std::round(clamped * 10.0) / 10.0;
    if (kept == 0.0) {
        kept = 0.0; // never "-0.0" in the file
    }
    return PlayerRating{kept, std::clamp(rating.games, 0, kMaxCount)};
}

std::vector<LeaderboardEntry> Leaderboard::ranking(std::size_t limit,
                                                   std::optional<RatingPool> ratingPool,
                                                   std::optional<VariantGroup> variant) const {
    // The counts ranked: the totals, or the group's (for the players with any).
    std::vector<PlayerStanding> grouped;
    if (variant) {
        grouped.reserve(players_.size());
        for (std::size_t i = 0; i < players_.size(); ++i) {
            grouped.push_back(standingOf(players_[i].name, variants_[i][groupIndex(*variant)]));
        }
    }
    const std::vector<PlayerStanding>& standings = variant ? grouped : players_;
    std::vector<std::size_t> order;
    order.reserve(players_.size());
    for (std::size_t i = 0; i < players_.size(); ++i) {
        if (!variant || standings[i].games() > 0) {
            order.push_back(i);
        }
    }
    const auto above = [this, &standings](std::size_t a, std::size_t b) {
        return ranksAbove(standings[a], keys_[a], standings[b], keys_[b]);
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
        std::optional<PlayerRating> rating;
        if (ratingPool) {
            rating = ratings_[i][poolIndex(*ratingPool)];
        }
        entries.push_back(LeaderboardEntry{static_cast<int>(entries.size()) + 1, standings[i],
                                           rating, network_[i]});
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
