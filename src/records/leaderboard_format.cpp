#include "tictactoe/records/leaderboard_format.hpp"

#include "json_fields.hpp"
#include "tictactoe/records/format_names.hpp"
#include "tictactoe/records/json.hpp"
#include "tictactoe/records/player_name.hpp"

#include <array>

namespace ttt {

std::string writeLeaderboard(const Leaderboard& leaderboard) {
    std::string out = "{\n";
    out += "  \"format\": " + json::quote(kLeaderboardFormat) + ",\n";
    out += "  \"version\": " + std::to_string(kLeaderboardFormatVersion) + ",\n";
    out += "  \"players\": [";
    const auto& players = leaderboard.players();
    for (std::size_t i = 0; i < players.size(); ++i) {
        const PlayerStanding& p = players[i];
        out += i == 0 ? "\n" : ",\n";
        out += "    {\"name\": " + json::quote(p.name) + ", \"wins\": " + std::to_string(p.wins) +
               ", \"draws\": " + std::to_string(p.draws) +
               ", \"losses\": " + std::to_string(p.losses) + "}";
    }
    out += players.empty() ? "]\n" : "\n  ]\n";
    out += "}\n";
    return out;
}

Result<Leaderboard> readLeaderboard(std::string_view text) {
    json::Limits limits;
    limits.maxDepth = 8;
    limits.maxValues = 8 * Leaderboard::kMaxPlayers + 64;
    auto root = detail::parseEnvelope(text, kLeaderboardFormat, kLeaderboardFormatVersion,
                                      "a leaderboard", limits);
    if (!root) {
        return Failure{root.error()};
    }
    const auto players = detail::requireField(root.value(), "players");
    if (!players) {
        return Failure{players.error()};
    }
    const json::Value& list = *players.value();
    if (list.type() != json::Type::Array) {
        return detail::fieldError(list, "players", "must be a list [...]");
    }
    if (list.items().size() > Leaderboard::kMaxPlayers) {
        return detail::fieldError(list, "players",
                                  "has more than " + std::to_string(Leaderboard::kMaxPlayers) +
                                      " entries");
    }
    Leaderboard leaderboard;
    for (const json::Value& entry : list.items()) {
        if (entry.type() != json::Type::Object) {
            return detail::fieldError(entry, "players", "must hold objects {...}");
        }
        const auto name = detail::stringField(entry, "name");
        if (!name) {
            return Failure{name.error()};
        }
        if (cleanPlayerName(name.value()).empty()) {
            return detail::fieldError(*entry.find("name"), "name", "is empty");
        }
        std::array<long long, 3> counts{};
        constexpr std::array<std::string_view, 3> kFields{"wins", "draws", "losses"};
        for (std::size_t i = 0; i < kFields.size(); ++i) {
            const auto count =
                detail::integerField(entry, kFields[i], 0, Leaderboard::kMaxCount, 0);
            if (!count) {
                return Failure{count.error()};
            }
            counts[i] = count.value();
        }
        if (leaderboard.find(name.value())) {
            return detail::fieldError(entry, "name",
                                      "\"" + name.value() +
                                          "\" appears twice (names are compared "
                                          "case-insensitively)");
        }
        leaderboard.addStanding(PlayerStanding{name.value(), static_cast<int>(counts[0]),
                                               static_cast<int>(counts[1]),
                                               static_cast<int>(counts[2])});
    }
    return leaderboard;
}

} // namespace ttt
