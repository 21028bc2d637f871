#include "tictactoe/records/game_record_format.hpp"

#include "json_fields.hpp"
#include "tictactoe/records/format_names.hpp"
#include "tictactoe/records/json.hpp"

#include <array>
#include <utility>

namespace ttt {

namespace {

using detail::fieldError;

template <class Enum, std::size_t N>
Result<Enum> enumField(const json::Value& object, std::string_view key,
                       const std::array<std::pair<std::string_view, Enum>, N>& names,
                       std::optional<Enum> fallback) {
    const json::Value* value = object.find(key);
    if (value == nullptr) {
        if (fallback) {
            return *fallback;
        }
        return Failure{detail::requireField(object, key).error()};
    }
    if (const std::string* text = value->asString()) {
        for (const auto& [name, item] : names) {
            if (*text == name) {
                return item;
            }
        }
    }
    std::string allowed;
    for (const auto& [name, item] : names) {
        allowed += (allowed.empty() ? "\"" : ", \"") + std::string(name) + "\"";
    }
    return fieldError(*value, key, "must be one of " + allowed);
}

constexpr std::array<std::pair<std::string_view, Overline>, 2> kOverlines{
    {{"freestyle", Overline::Freestyle}, {"exact", Overline::Exact}}};
constexpr std::array<std::pair<std::string_view, bool>, 2> kFields{
    {{"bounded", false}, {"unlimited", true}}};
constexpr std::array<std::pair<std::string_view, Mode>, 3> kModes{
    {{"human-vs-human", Mode::HumanVsHuman},
     {"human-vs-computer", Mode::HumanVsComputer},
     {"computer-vs-computer", Mode::ComputerVsComputer}}};
constexpr std::array<std::pair<std::string_view, bool>, 2> kKinds{
    {{"human", false}, {"computer", true}}};
constexpr std::array<std::pair<std::string_view, StartPolicy>, 3> kStarts{
    {{"player1", StartPolicy::Player1},
     {"player2", StartPolicy::Player2},
     {"alternate", StartPolicy::Alternate}}};
constexpr std::array<std::pair<std::string_view, Outcome>, 3> kOutcomes{
    {{"in-progress", Outcome::InProgress}, {"won", Outcome::Won}, {"drawn", Outcome::Drawn}}};
constexpr std::array<std::pair<std::string_view, Mark>, 2> kMarks{{{"X", Mark::X}, {"O", Mark::O}}};

// Unwraps a Result into `target` or returns its failure from the enclosing function.
#define TTT_TAKE(target, expression)                                                               \
    do {                                                                                           \
        auto taken_ = (expression);                                                                \
        if (!taken_) {                                                                             \
            return Failure{taken_.error()};                                                        \
        }                                                                                          \
        (target) = std::move(taken_).value();                                                      \
    } while (false)

Result<Rules> readRules(const json::Value& root) {
    const json::Value* rulesValue = nullptr;
    TTT_TAKE(rulesValue, detail::requireField(root, "rules"));
    const json::Value& object = *rulesValue;
    if (object.type() != json::Type::Object) {
        return fieldError(object, "rules", "must be an object {...}");
    }
    Rules rules;
    TTT_TAKE(rules.unlimited, enumField<bool>(object, "field", kFields, std::nullopt));
    long long number = 0;
    if (rules.unlimited) {
        rules.width = 0;
        rules.height = 0;
    } else {
        TTT_TAKE(number, detail::integerField(object, "width", Rules::kMinSide, Rules::kMaxSide));
        rules.width = static_cast<int>(number);
        TTT_TAKE(number, detail::integerField(object, "height", Rules::kMinSide, Rules::kMaxSide));
        rules.height = static_cast<int>(number);
    }
    TTT_TAKE(number, detail::integerField(object, "k", Rules::kMinSide, Rules::kMaxSide));
    rules.k = static_cast<int>(number);
    TTT_TAKE(rules.overline,
             enumField<Overline>(object, "overline", kOverlines, Overline::Freestyle));
    TTT_TAKE(number, detail::integerField(object, "moveLimit", 0, GameRecord::kMaxMoves, 0));
    rules.moveLimit = static_cast<int>(number);
    if (const auto problem = rules.validate()) {
        return fieldError(object, "rules", "cannot be played: " + *problem);
    }
    return rules;
}

Result<std::array<Player, 2>> readPlayers(const json::Value& root, Mode mode) {
    std::array<Player, 2> players = GameSetup{}.players;
    const json::Value* list = root.find("players");
    if (list == nullptr) {
        return players;
    }
    if (list->type() != json::Type::Array || list->items().size() != 2) {
        return fieldError(*list, "players", "must be a list of two players");
    }
    GameSetup modeOnly;
    modeOnly.mode = mode;
    const GameSetup expected = modeOnly.normalized();
    for (std::size_t i = 0; i < 2; ++i) {
        const json::Value& entry = list->items()[i];
        if (entry.type() != json::Type::Object) {
            return fieldError(entry, "players", "must hold objects {...}");
        }
        Player& player = players[i];
        TTT_TAKE(player.name, detail::stringField(entry, "name", player.name));
        std::string bot;
        TTT_TAKE(bot, detail::stringField(entry, "bot", std::string()));
        const bool expectComputer = expected.players[i].isComputer();
        bool computer = false;
        TTT_TAKE(computer, enumField<bool>(entry, "kind", kKinds, expectComputer));
        if (computer != expectComputer) {
            return fieldError(entry, "kind",
                              "of player " + std::to_string(i + 1) + " does not fit the mode");
        }
        if (computer) {
            // Files without a bot (or an unknown one) play against Medium.
            const auto spec = parsePlayerSpec(bot);
            player.spec =
                spec && spec->isComputer() ? *spec : PlayerSpec::computer(BotLevel::Medium);
        } else {
            player.spec = PlayerSpec::human();
        }
    }
    return players;
}

Result<Score> readScore(const json::Value& root) {
    Score score;
    const json::Value* object = root.find("score");
    if (object == nullptr) {
        return score;
    }
    if (object->type() != json::Type::Object) {
        return fieldError(*object, "score", "must be an object {...}");
    }
    long long number = 0;
    TTT_TAKE(number, detail::integerField(*object, "player1", 0, GameRecord::kMaxCount, 0));
    score.wins[0] = static_cast<int>(number);
    TTT_TAKE(number, detail::integerField(*object, "player2", 0, GameRecord::kMaxCount, 0));
    score.wins[1] = static_cast<int>(number);
    TTT_TAKE(number, detail::integerField(*object, "draws", 0, GameRecord::kMaxCount, 0));
    score.draws = static_cast<int>(number);
    return score;
}

std::optional<Failure> readResult(const json::Value& root, GameRecord& record) {
    const json::Value* object = root.find("result");
    if (object == nullptr) {
        return std::nullopt;
    }
    if (object->type() != json::Type::Object) {
        return fieldError(*object, "result", "must be an object {...}");
    }
    auto outcome = enumField<Outcome>(*object, "outcome", kOutcomes, std::nullopt);
    if (!outcome) {
        return Failure{outcome.error()};
    }
    record.outcome = outcome.value();
    if (outcome.value() == Outcome::Won) {
        auto winner = enumField<Mark>(*object, "winner", kMarks, std::nullopt);
        if (!winner) {
            return Failure{winner.error()};
        }
        record.winner = winner.value();
    }
    return std::nullopt;
}

std::optional<Failure> readMoves(const json::Value& root, GameRecord& record) {
    auto listValue = detail::requireField(root, "moves");
    if (!listValue) {
        return Failure{listValue.error()};
    }
    const json::Value& list = *listValue.value();
    if (list.type() != json::Type::Array) {
        return fieldError(list, "moves", "must be a list [...]");
    }
    if (list.items().size() > GameRecord::kMaxMoves) {
        return fieldError(list, "moves",
                          "has more than " + std::to_string(GameRecord::kMaxMoves) + " moves");
    }
    record.moves.reserve(list.items().size());
    record.moveLines.reserve(list.items().size());
    for (const json::Value& move : list.items()) {
        const auto& xy = move.items();
        if (move.type() != json::Type::Array || xy.size() != 2) {
            return fieldError(move, "moves", "must hold pairs [x, y]");
        }
        const auto x = xy[0].asInteger(-GameRecord::kMaxCoordinate, GameRecord::kMaxCoordinate);
        const auto y = xy[1].asInteger(-GameRecord::kMaxCoordinate, GameRecord::kMaxCoordinate);
        if (!x || !y) {
            return fieldError(move, "moves",
                              "must hold whole numbers from " +
                                  std::to_string(-GameRecord::kMaxCoordinate) + " to " +
                                  std::to_string(GameRecord::kMaxCoordinate));
        }
        record.moves.push_back(Point{static_cast<int>(*x), static_cast<int>(*y)});
        record.moveLines.push_back(move.line());
    }
    return std::nullopt;
}

void writeRules(std::string& out, const Rules& rules) {
    out += "  \"rules\": {\"field\": ";
    if (rules.unlimited) {
        out += "\"unlimited\"";
    } else {
        out += "\"bounded\", \"width\": " + std::to_string(rules.width) +
               ", \"height\": " + std::to_string(rules.height);
    }
    out += ", \"k\": " + std::to_string(rules.k) + ", \"overline\": ";
    out += rules.overline == Overline::Exact ? "\"exact\"" : "\"freestyle\"";
    if (rules.moveLimit != 0) {
        out += ", \"moveLimit\": " + std::to_string(rules.moveLimit);
    }
    out += "},\n";
}

void writePlayer(std::string& out, const Player& player) {
    out += "    {\"name\": " + json::quote(player.name) + ", \"kind\": ";
    out += player.isComputer() ? "\"computer\"" : "\"human\"";
    if (player.isComputer()) {
        out += ", \"bot\": " + json::quote(formatPlayerSpec(player.spec));
    }
    out += "}";
}

} // namespace

std::string writeGameRecord(const GameRecord& record) {
    const GameSetup setup = record.setup.normalized();
    std::string out = "{\n";
    out += "  \"format\": " + json::quote(kGameRecordFormat) + ",\n";
    out += "  \"version\": " + std::to_string(kGameRecordFormatVersion) + ",\n";
    writeRules(out, setup.rules);
    out += "  \"mode\": \"" + std::string(modeName(setup.mode)) + "\",\n";
    out += "  \"players\": [\n";
    writePlayer(out, setup.players[0]);
    out += ",\n";
    writePlayer(out, setup.players[1]);
    out += "\n  ],\n";
    out += "  \"starts\": \"" + std::string(startPolicyName(setup.starts)) + "\",\n";
    out += "  \"completedRounds\": " + std::to_string(record.completedRounds) + ",\n";
    out += "  \"firstToMove\": \"" + std::string(markName(record.firstToMove())) + "\",\n";
    out += "  \"score\": {\"player1\": " + std::to_string(record.score.wins[0]) +
           ", \"player2\": " + std::to_string(record.score.wins[1]) +
           ", \"draws\": " + std::to_string(record.score.draws) + "},\n";
    if (record.outcome) {
        out += "  \"result\": {\"outcome\": \"" + std::string(outcomeName(*record.outcome)) + "\"";
        if (*record.outcome == Outcome::Won) {
            out += ", \"winner\": \"" + std::string(markName(record.winner)) + "\"";
        }
        out += "},\n";
    }
    out += "  \"moves\": [";
    for (std::size_t i = 0; i < record.moves.size(); ++i) {
        out += i == 0 ? "\n    [" : ",\n    [";
        out += std::to_string(record.moves[i].x) + ", " + std::to_string(record.moves[i].y) + "]";
    }
    out += record.moves.empty() ? "]\n" : "\n  ]\n";
    out += "}\n";
    return out;
}

Result<GameRecord> readGameRecord(std::string_view text) {
    json::Limits limits;
    limits.maxDepth = 6;
    limits.maxValues = 4 * GameRecord::kMaxMoves + 256;
    auto parsed = detail::parseEnvelope(text, kGameRecordFormat, kGameRecordFormatVersion,
                                        "a saved game", limits);
    if (!parsed) {
        return Failure{parsed.error()};
    }
    const json::Value& root = parsed.value();
    GameRecord record;
    GameSetup& setup = record.setup;
    TTT_TAKE(setup.rules, readRules(root));
    TTT_TAKE(setup.mode, enumField<Mode>(root, "mode", kModes, Mode::HumanVsHuman));
    TTT_TAKE(setup.players, readPlayers(root, setup.mode));
    setup = setup.normalized(); // kinds follow the mode when "players" is left out
    TTT_TAKE(setup.starts, enumField<StartPolicy>(root, "starts", kStarts, StartPolicy::Player1));
    long long rounds = 0;
    TTT_TAKE(rounds, detail::integerField(root, "completedRounds", 0, GameRecord::kMaxCount, 0));
    record.completedRounds = static_cast<int>(rounds);
    if (const json::Value* first = root.find("firstToMove")) {
        Mark stated = Mark::None;
        TTT_TAKE(stated, enumField<Mark>(root, "firstToMove", kMarks, std::nullopt));
        if (stated != record.firstToMove()) {
            return fieldError(*first, "firstToMove",
                              "does not fit \"starts\" and \"completedRounds\"");
        }
    }
    TTT_TAKE(record.score, readScore(root));
    if (auto failure = readResult(root, record)) {
        return *failure;
    }
    if (auto failure = readMoves(root, record)) {
        return *failure;
    }
    return record;
}

#undef TTT_TAKE

} // namespace ttt
