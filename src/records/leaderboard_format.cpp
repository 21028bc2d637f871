#include "tictactoe/records/leaderboard_format.hpp"

#include "tictactoe/records/format_names.hpp"
#include "tictactoe/records/json_file.hpp"
#include "tictactoe/records/player_name.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <initializer_list>
#include <tuple>

namespace ttt {

using jsonfile::Field;
using jsonfile::Json;

namespace {

// "ratings": {"small-boards": {"rating": 1187.5, "games": 14}, ...}, only the
// pools the player has a rating in; nothing when there is none.
Json ratingsJson(const PlayerRatings& ratings) {
    Json json = Json::object();
    for (const RatingPool pool : kRatingPools) {
        if (const auto& rating = ratings[static_cast<std::size_t>(pool)]) {
            // Kept to 0.1 already (Leaderboard::keptRating): written as it is.
            json[std::string(ratingPoolKey(pool))] =
                Json{{"rating", rating->rating}, {"games", rating->games}};
        }
    }
    return json;
}

// The player's "ratings" (none when the member is absent): a pool the game
// does not know (from a later version) is skipped, a damaged rating refuses
// the file.
Expected<PlayerRatings> readRatings(const Field& player) {
    PlayerRatings read;
    TTT_TRY(ratings, player.object("ratings"));
    if (ratings == nullptr) {
        return read;
    }
    const Field pools(*ratings, player.child("ratings"));
    for (const auto& [key, value] : ratings->items()) {
        const auto pool = ratingPoolFromKey(key);
        if (!pool) {
            continue;
        }
        if (!value.is_object()) {
            return pools.fail(key, Text("must be an object {...}"));
        }
        const Field entry(value, pools.child(key));
        TTT_TRY(number, entry.require("rating"));
        const double rating = number->is_number() ? number->get<double>() : NAN;
        if (!std::isfinite(rating) || rating < Leaderboard::kMinRating ||
            rating > Leaderboard::kMaxRating) {
            return entry.fail("rating", Text("must be a number from {0} to {1}",
                                             static_cast<int>(Leaderboard::kMinRating),
                                             static_cast<int>(Leaderboard::kMaxRating)));
        }
        TTT_TRY(games, entry.integer("games", 0, Leaderboard::kMaxCount, 0));
        read[static_cast<std::size_t>(*pool)] =
            Leaderboard::keptRating(PlayerRating{rating, static_cast<int>(games)});
    }
    return read;
}

Json countsJson(const ResultCounts& counts) {
    return Json{{"wins", counts.wins}, {"draws", counts.draws}, {"losses", counts.losses}};
}

// {"wins": 3, "draws": 1, "losses": 0}: each count 0 ... kMaxCount, default 0.
Expected<ResultCounts> readCounts(const Field& entry) {
    TTT_TRY(wins, entry.integer("wins", 0, Leaderboard::kMaxCount, 0));
    TTT_TRY(draws, entry.integer("draws", 0, Leaderboard::kMaxCount, 0));
    TTT_TRY(losses, entry.integer("losses", 0, Leaderboard::kMaxCount, 0));
    return ResultCounts{static_cast<int>(wins), static_cast<int>(draws), static_cast<int>(losses)};
}

// A part of the player's rounds (the sum of the groups, the network's) is
// never more than the totals.
Expected<void> checkWithinTotals(const Field& player, std::string_view member,
                                 const ResultCounts& part, const PlayerStanding& totals) {
    for (const auto& [field, count, total] :
         {std::tuple{"wins", part.wins, totals.wins}, std::tuple{"draws", part.draws, totals.draws},
          std::tuple{"losses", part.losses, totals.losses}}) {
        if (count > total) {
            return player.fail(
                member, Text("add up to more than \"{0}\"", Text::verbatim(player.child(field))));
        }
    }
    return {};
}

// "variants": {"classic": {"wins": 3, "draws": 1, "losses": 0}, ...}, only
// the groups the player has a result in; nothing when there is none.
Json variantsJson(const VariantResults& variants) {
    Json json = Json::object();
    for (const VariantGroup group : kVariantGroups) {
        const ResultCounts& counts = variants[static_cast<std::size_t>(group)];
        if (counts.games() > 0) {
            json[std::string(variantGroupKey(group))] = countsJson(counts);
        }
    }
    return json;
}

// The player's "variants" (none when the member is absent): a group the game
// does not know (from a later version) is skipped; a damaged group, or groups
// that add up to more than the player's totals, refuse the file.
Expected<VariantResults> readVariants(const Field& player, const PlayerStanding& totals) {
    VariantResults read{};
    TTT_TRY(variants, player.object("variants"));
    if (variants == nullptr) {
        return read;
    }
    const Field groups(*variants, player.child("variants"));
    ResultCounts sum;
    const auto addTo = [](int& total, int count) {
        total = static_cast<int>(std::min<long long>(0LL + total + count, Leaderboard::kMaxCount));
    };
    for (const auto& [key, value] : variants->items()) {
        const auto group = variantGroupFromKey(key);
        if (!group) {
            continue;
        }
        if (!value.is_object()) {
            return groups.fail(key, Text("must be an object {...}"));
        }
        TTT_TRY(counts, readCounts(Field(value, groups.child(key))));
        read[static_cast<std::size_t>(*group)] = counts;
        // Added up as the leaderboard adds them: to kMaxCount at most.
        addTo(sum.wins, counts.wins);
        addTo(sum.draws, counts.draws);
        addTo(sum.losses, counts.losses);
    }
    TTT_TRY_VOID(checkWithinTotals(player, "variants", sum, totals));
    return read;
}

// The player's "network" (none when the member is absent): the results of
// the rounds over the network, at most the totals.
Expected<ResultCounts> readNetwork(const Field& player, const PlayerStanding& totals) {
    TTT_TRY(network, player.object("network"));
    if (network == nullptr) {
        return ResultCounts{};
    }
    TTT_TRY(counts, readCounts(Field(*network, player.child("network"))));
    TTT_TRY_VOID(checkWithinTotals(player, "network", counts, totals));
    return counts;
}

} // namespace

std::string writeLeaderboard(const Leaderboard& leaderboard) {
    Json players = Json::array();
    for (std::size_t i = 0; i < leaderboard.players().size(); ++i) {
        const PlayerStanding& p = leaderboard.players()[i];
        Json player =
            Json{{"name", p.name}, {"wins", p.wins}, {"draws", p.draws}, {"losses", p.losses}};
        if (Json ratings = ratingsJson(leaderboard.ratings()[i]); !ratings.empty()) {
            player["ratings"] = std::move(ratings);
        }
        if (Json variants = variantsJson(leaderboard.variants()[i]); !variants.empty()) {
            player["variants"] = std::move(variants);
        }
        if (const ResultCounts& network = leaderboard.network()[i]; network.games() > 0) {
            player["network"] = countsJson(network);
        }
        players.push_back(std::move(player));
    }
    Json out = Json::object();
    out["format"] = kLeaderboardFormat;
    out["version"] = kLeaderboardFormatVersion;
    out["players"] = std::move(players);
    return jsonfile::write(out);
}

Expected<Leaderboard> readLeaderboard(std::string_view text) {
    jsonfile::Limits limits;
    limits.maxDepth = 8;
    // A player as written is at most 45 values: the object, 4 members,
    // "ratings" and 3 for each of 2 pools, "variants" and 4 for each of 7
    // groups, "network" and its 3 counts.
    limits.maxValues = 48 * Leaderboard::kMaxPlayers + 64;
    TTT_TRY(document, jsonfile::parseEnvelope(text, kLeaderboardFormat, kLeaderboardFormatVersion,
                                              Text("this is not a leaderboard file"), limits));
    const Field root(document, "");
    TTT_TRY(list, root.array("players"));
    if (list == nullptr) {
        return root.fail("players", Text("is missing"));
    }
    if (list->size() > Leaderboard::kMaxPlayers) {
        return root.fail("players", Text("has more than {0} entries", Leaderboard::kMaxPlayers));
    }
    Leaderboard leaderboard;
    const Field players(document, "players");
    for (std::size_t i = 0; i < list->size(); ++i) {
        const Json& entry = (*list)[i];
        const Field player(entry, players.item(i));
        if (!entry.is_object()) {
            return player.fail("", Text("must be an object {...}"));
        }
        TTT_TRY(name, player.text("name"));
        if (cleanPlayerName(name).empty()) {
            return player.fail("name", Text("is empty"));
        }
        std::array<int, 3> counts{};
        constexpr std::array<std::string_view, 3> kFields{"wins", "draws", "losses"};
        for (std::size_t c = 0; c < kFields.size(); ++c) {
            TTT_TRY(count, player.integer(kFields[c], 0, Leaderboard::kMaxCount, 0));
            counts[c] = static_cast<int>(count);
        }
        if (leaderboard.find(name)) {
            return player.fail(
                "name",
                Text("\"{0}\" appears twice (names are compared case-insensitively)", name));
        }
        const PlayerStanding totals{name, counts[0], counts[1], counts[2]};
        TTT_TRY(ratings, readRatings(player));
        TTT_TRY(variants, readVariants(player, totals));
        TTT_TRY(network, readNetwork(player, totals));
        leaderboard.addStanding(totals, ratings, variants, network);
    }
    return leaderboard;
}

} // namespace ttt
