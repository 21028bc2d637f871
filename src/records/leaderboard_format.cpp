#include "tictactoe/records/leaderboard_format.hpp"

#include "json_file.hpp"
#include "tictactoe/records/format_names.hpp"
#include "tictactoe/records/player_name.hpp"

#include <array>

namespace ttt {

using jsonfile::Field;
using jsonfile::Json;

std::string writeLeaderboard(const Leaderboard& leaderboard) {
    Json players = Json::array();
    for (const PlayerStanding& p : leaderboard.players()) {
        players.push_back(
            Json{{"name", p.name}, {"wins", p.wins}, {"draws", p.draws}, {"losses", p.losses}});
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
    limits.maxValues = 8 * Leaderboard::kMaxPlayers + 64;
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
        leaderboard.addStanding(PlayerStanding{name, counts[0], counts[1], counts[2]});
    }
    return leaderboard;
}

} // namespace ttt
