#include "tictactoe/records/game_record_format.hpp"

#include "tictactoe/records/format_names.hpp"
#include "tictactoe/records/json_file.hpp"

#include <algorithm>
#include <array>
#include <utility>

namespace ttt {

namespace {

using jsonfile::Field;
using jsonfile::Json;

template <class Enum, std::size_t N>
Expected<Enum> enumField(const Field& field, std::string_view key,
                         const std::array<std::pair<std::string_view, Enum>, N>& names,
                         std::optional<Enum> fallback) {
    const Json* value = field.find(key);
    if (value == nullptr) {
        if (fallback) {
            return *fallback;
        }
        return field.fail(key, Text("is missing"));
    }
    if (value->is_string()) {
        for (const auto& [name, item] : names) {
            if (value->get_ref<const std::string&>() == name) {
                return item;
            }
        }
    }
    std::string allowed;
    for (const auto& [name, item] : names) {
        allowed += (allowed.empty() ? "\"" : ", \"") + std::string(name) + "\"";
    }
    return field.fail(key, Text("must be one of {0}", allowed));
}

constexpr std::array<std::pair<std::string_view, Overline>, 2> kOverlines{
    {{"freestyle", Overline::Freestyle}, {"exact", Overline::Exact}}};
constexpr std::array<std::pair<std::string_view, Restriction>, 3> kRestrictions{
    {{"none", Restriction::None}, {"renju", Restriction::Renju}, {"caro", Restriction::Caro}}};
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
constexpr std::array<std::pair<std::string_view, ColourOption>, 4> kChoices{
    {{"black", ColourOption::TakeBlack},
     {"white", ColourOption::TakeWhite},
     {"two", ColourOption::PlaceTwo},
     {"offer", ColourOption::OfferFifths}}};
// Taraguchi's: after each of the first five stones.
constexpr std::size_t kMaxChoices = 5;
constexpr std::array<std::pair<std::string_view, Outcome>, 3> kOutcomes{
    {{"in-progress", Outcome::InProgress}, {"won", Outcome::Won}, {"drawn", Outcome::Drawn}}};
// How the players ended a round; absent: on the board.
constexpr std::array<std::pair<std::string_view, RoundEnd>, 4> kEndings{
    {{"play", RoundEnd::Play},
     {"resignation", RoundEnd::Resignation},
     {"agreement", RoundEnd::Agreement},
     {"time", RoundEnd::Time}}};

// A clock's reading in a file: from ten hours over to a thousand hours
// (increments add up beyond the clock's first time).
constexpr long long kMinClockLeft = -36'000'000;
constexpr long long kMaxClockLeft = 3'600'000'000;
constexpr std::array<std::pair<std::string_view, Mark>, 2> kMarks{{{"X", Mark::X}, {"O", Mark::O}}};

Expected<Rules> readRules(const Field& root) {
    TTT_TRY(object, root.require("rules"));
    if (!object->is_object()) {
        return root.fail("rules", Text("must be an object {...}"));
    }
    const Field rules(*object, "rules");
    Rules read;
    TTT_TRY(unlimited, enumField<bool>(rules, "field", kFields, std::nullopt));
    read.unlimited = unlimited;
    if (unlimited) {
        read.width = 0;
        read.height = 0;
    } else {
        TTT_TRY(width, rules.integer("width", Rules::kMinSide, Rules::kMaxSide));
        TTT_TRY(height, rules.integer("height", Rules::kMinSide, Rules::kMaxSide));
        read.width = static_cast<int>(width);
        read.height = static_cast<int>(height);
    }
    TTT_TRY(k, rules.integer("k", Rules::kMinSide, Rules::kMaxSide));
    read.k = static_cast<int>(k);
    TTT_TRY(overline, enumField<Overline>(rules, "overline", kOverlines, Overline::Freestyle));
    read.overline = overline;
    TTT_TRY(restriction,
            enumField<Restriction>(rules, "restriction", kRestrictions, Restriction::None));
    read.restriction = restriction;
    TTT_TRY(moveLimit, rules.integer("moveLimit", 0, Rules::kMaxMoves, 0));
    read.moveLimit = static_cast<int>(moveLimit);
    if (const auto valid = read.validate(); !valid) {
        return root.fail("rules", Text("cannot be played: {0}", valid.error().text));
    }
    return read;
}

Expected<std::array<Player, 2>> readPlayers(const Field& root, Mode mode) {
    std::array<Player, 2> players = GameSetup{}.players;
    TTT_TRY(list, root.array("players"));
    if (list == nullptr) {
        return players;
    }
    if (list->size() != 2) {
        return root.fail("players", Text("must be a list of two players"));
    }
    GameSetup modeOnly;
    modeOnly.mode = mode;
    const GameSetup expected = modeOnly.normalized();
    for (std::size_t i = 0; i < 2; ++i) {
        const Json& entry = (*list)[i];
        const Field player(entry, Field(root.json(), "players").item(i));
        if (!entry.is_object()) {
            return player.fail("", Text("must be an object {...}"));
        }
        TTT_TRY(name, player.text("name", players[i].name));
        TTT_TRY(bot, player.text("bot", std::string()));
        const bool expectComputer = expected.players[i].isComputer();
        TTT_TRY(computer, enumField<bool>(player, "kind", kKinds, expectComputer));
        if (computer != expectComputer) {
            return player.fail("kind", Text("does not fit the mode"));
        }
        players[i].name = name;
        if (computer) {
            // Files without a bot (or an unknown one) play against Medium.
            const auto spec = parsePlayerSpec(bot);
            players[i].spec =
                spec && spec->isComputer() ? *spec : PlayerSpec::computer(BotLevel::Medium);
        } else {
            players[i].spec = PlayerSpec::human();
        }
    }
    return players;
}

Expected<Score> readScore(const Field& root) {
    Score score;
    TTT_TRY(object, root.object("score"));
    if (object == nullptr) {
        return score;
    }
    const Field field(*object, "score");
    TTT_TRY(first, field.integer("player1", 0, GameRecord::kMaxCount, 0));
    TTT_TRY(second, field.integer("player2", 0, GameRecord::kMaxCount, 0));
    TTT_TRY(draws, field.integer("draws", 0, GameRecord::kMaxCount, 0));
    score.wins = {static_cast<int>(first), static_cast<int>(second)};
    score.draws = static_cast<int>(draws);
    return score;
}

Expected<void> readResult(const Field& root, GameRecord& record) {
    TTT_TRY(object, root.object("result"));
    if (object == nullptr) {
        return {};
    }
    const Field field(*object, "result");
    TTT_TRY(outcome, enumField<Outcome>(field, "outcome", kOutcomes, std::nullopt));
    record.outcome = outcome;
    if (outcome == Outcome::Won) {
        TTT_TRY(winner, enumField<Mark>(field, "winner", kMarks, std::nullopt));
        record.winner = winner;
    }
    TTT_TRY(ending, enumField<RoundEnd>(field, "ending", kEndings, RoundEnd::Play));
    record.ending = ending;
    return {};
}

// "clock": {"control": "3m+2s", "left": [ms, ms]}; absent: no clock.
Expected<void> readClock(const Field& root, GameRecord& record) {
    TTT_TRY(object, root.object("clock"));
    if (object == nullptr) {
        return {};
    }
    const Field field(*object, "clock");
    TTT_TRY(control, field.text("control", std::nullopt));
    const auto settings = parseClock(control);
    if (!settings) {
        return field.fail("control", settings.error().text);
    }
    if (!settings->enabled()) {
        return root.fail("clock", Text("is there, but its control is \"none\""));
    }
    record.setup.clock = *settings;
    TTT_TRY(left, field.array("left"));
    if (left == nullptr) {
        return {};
    }
    if (left->size() != 2) {
        return field.fail("left", Text("must be a pair [player 1, player 2] of milliseconds"));
    }
    GameClock::Readings read{};
    for (std::size_t i = 0; i < 2; ++i) {
        const auto value = jsonfile::wholeNumber((*left)[i], kMinClockLeft, kMaxClockLeft);
        if (!value) {
            return field.fail("left", Text("must hold whole numbers from {0} to {1}", kMinClockLeft,
                                           kMaxClockLeft));
        }
        read.at(i) = std::chrono::milliseconds(*value);
    }
    record.clockLeft = read;
    return {};
}

Expected<NamedOpening> readOpening(const Field& root) {
    const Json* value = root.find("opening");
    if (value == nullptr) {
        return NamedOpening{};
    }
    if (!value->is_string()) {
        return root.fail("opening", Text("must be a text such as \"swap2\" or \"soosorv-8\""));
    }
    auto named = parseOpeningName(value->get_ref<const std::string&>());
    if (!named) {
        return root.fail("opening", named.error().text);
    }
    return *named;
}

// A list of cells [[x, y], ...] under `key`, of at most `most` cells.
Expected<std::vector<Point>> readPoints(const Field& root, std::string_view key, std::size_t most,
                                        const Json& list) {
    if (list.size() > most) {
        return root.fail(key, key == "moves" ? Text("has more than {0} moves", most)
                                             : Text("has more than {0} offers", most));
    }
    std::vector<Point> points;
    points.reserve(list.size());
    const Field items(root.json(), std::string(key));
    for (std::size_t i = 0; i < list.size(); ++i) {
        const Json& move = list[i];
        const Field field(move, items.item(i));
        if (!move.is_array() || move.size() != 2) {
            return field.fail("", Text("must be a pair [x, y]"));
        }
        const auto x =
            jsonfile::wholeNumber(move[0], -Rules::kMaxCoordinate, Rules::kMaxCoordinate);
        const auto y =
            jsonfile::wholeNumber(move[1], -Rules::kMaxCoordinate, Rules::kMaxCoordinate);
        if (!x || !y) {
            return field.fail("", Text("must hold whole numbers from {0} to {1}",
                                       -Rules::kMaxCoordinate, Rules::kMaxCoordinate));
        }
        points.push_back(Point{static_cast<int>(*x), static_cast<int>(*y)});
    }
    return points;
}

Expected<void> readMoves(const Field& root, GameRecord& record) {
    TTT_TRY(list, root.array("moves"));
    if (list == nullptr) {
        return root.fail("moves", Text("is missing"));
    }
    TTT_TRY(moves, readPoints(root, "moves", GameRecord::kMaxMoves, *list));
    record.moves = std::move(moves);
    return {};
}

// The tournament openings' declaration and offers.
Expected<void> readOffers(const Field& root, GameRecord& record) {
    TTT_TRY(declared, root.integer("declared", 1, kMaxFifthOffers, 0));
    record.declared = static_cast<int>(declared);
    TTT_TRY(list, root.array("offers"));
    if (list != nullptr) {
        TTT_TRY(offers, readPoints(root, "offers", kMaxFifthOffers, *list));
        record.offers = std::move(offers);
    }
    if ((record.declared > 0 || !record.offers.empty()) &&
        !isTournamentOpening(record.setup.opening)) {
        return root.fail(record.declared > 0 ? "declared" : "offers",
                         Text("is for the tournament openings (Yamaguchi, Soosorv, Taraguchi)"));
    }
    return {};
}

Expected<void> readChoices(const Field& root, GameRecord& record) {
    TTT_TRY(list, root.array("choices"));
    if (list == nullptr) {
        return {};
    }
    if (list->size() > kMaxChoices) {
        return root.fail("choices", Text("has more than {0} colour decisions", kMaxChoices));
    }
    const Field choices(root.json(), "choices");
    for (std::size_t i = 0; i < list->size(); ++i) {
        const Json& choice = (*list)[i];
        const Field field(choice, choices.item(i));
        const auto found = std::find_if(kChoices.begin(), kChoices.end(), [&](const auto& entry) {
            return choice.is_string() && entry.first == choice.get_ref<const std::string&>();
        });
        if (found == kChoices.end()) {
            return field.fail("", Text("must be \"black\", \"white\", \"two\" or \"offer\""));
        }
        record.choices.push_back(found->second);
    }
    return {};
}

// A number in [0, 1], or nothing.
std::optional<double> chanceOf(const Json* value) {
    if (value == nullptr || !value->is_number()) {
        return std::nullopt;
    }
    const double chance = value->get<double>();
    if (!(chance >= 0.0 && chance <= 1.0)) { // NaN too
        return std::nullopt;
    }
    return chance;
}

Expected<MoveReview> readMoveReview(const Field& field, const GameRecord& record, std::size_t i) {
    if (!field.json().is_object()) {
        return field.fail("", Text("must be an object"));
    }
    MoveReview m;
    m.move = record.moves[i];
    m.side = i % 2 == 0 ? record.firstToMove() : opponent(record.firstToMove());
    TTT_TRY(key, field.text("class"));
    const auto moveClass = moveClassFromKey(key);
    if (!moveClass) {
        return field.fail("class", Text("must be \"best\", \"good\", \"inaccuracy\", "
                                        "\"mistake\" or \"blunder\""));
    }
    m.moveClass = *moveClass;
    const auto before = chanceOf(field.find("before"));
    const auto after = chanceOf(field.find("after"));
    if (!before || !after) {
        return field.fail(!before ? "before" : "after", Text("must be a chance from 0 to 1"));
    }
    m.chanceBefore = *before;
    m.chanceAfter = *after;
    const Json* best = field.find("best");
    const auto coordinate = [&](std::size_t k) {
        return best != nullptr && best->is_array() && best->size() == 2
                   ? jsonfile::wholeNumber((*best)[k], -Rules::kMaxCoordinate,
                                           Rules::kMaxCoordinate)
                   : std::nullopt;
    };
    const auto x = coordinate(0);
    const auto y = coordinate(1);
    if (!x || !y) {
        return field.fail("best", Text("must be a pair [x, y] of whole numbers from {0} to {1}",
                                       -Rules::kMaxCoordinate, Rules::kMaxCoordinate));
    }
    m.best = Point{static_cast<int>(*x), static_cast<int>(*y)};
    if (field.find("missedWin") != nullptr) {
        TTT_TRY(moves, field.integer("missedWin", 1, GameRecord::kMaxMoves));
        m.missedWin = static_cast<int>(moves);
    }
    if (const Json* lost = field.find("lost"); lost != nullptr) {
        if (!lost->is_boolean()) {
            return field.fail("lost", Text("must be true or false"));
        }
        m.losesWonGame = lost->get<bool>();
    }
    return m;
}

// The review of the round, when the file has one that fits its moves.
Expected<RoundReview> readReview(const Field& root, const GameRecord& record) {
    TTT_TRY(object, root.object("review"));
    const Field field(*object, "review");
    RoundReview review;
    TTT_TRY(engine, field.text("engine"));
    if (engine.empty() || engine.size() > 200) {
        return field.fail("engine", Text("must name the engine in at most 200 characters"));
    }
    review.engine = engine;
    TTT_TRY(ms, field.integer("msPerPosition", 0, 3'600'000));
    review.msPerPosition = static_cast<int>(ms);
    TTT_TRY(list, field.array("moves"));
    if (list == nullptr) {
        return field.fail("moves", Text("is missing"));
    }
    if (list->size() != record.moves.size()) {
        return field.fail("moves", Text("has {0} entries for a round of {1} moves", list->size(),
                                        record.moves.size()));
    }
    const Field moves(*object, field.child("moves"));
    for (std::size_t i = 0; i < list->size(); ++i) {
        const Field entry((*list)[i], moves.item(i));
        TTT_TRY(m, readMoveReview(entry, record, i));
        review.moves.push_back(m);
    }
    return review;
}

Json reviewJson(const RoundReview& review) {
    Json moves = Json::array();
    for (const MoveReview& m : review.moves) {
        Json entry{{"class", std::string(moveClassKey(m.moveClass))},
                   {"before", m.chanceBefore},
                   {"after", m.chanceAfter},
                   {"best", Json::array({m.best.x, m.best.y})}};
        if (m.missedWin) {
            entry["missedWin"] = *m.missedWin;
        }
        if (m.losesWonGame) {
            entry["lost"] = true;
        }
        moves.push_back(std::move(entry));
    }
    return Json{{"engine", review.engine},
                {"msPerPosition", review.msPerPosition},
                {"moves", std::move(moves)}};
}

Json rulesJson(const Rules& rules) {
    Json out = Json::object();
    out["field"] = rules.unlimited ? "unlimited" : "bounded";
    if (!rules.unlimited) {
        out["width"] = rules.width;
        out["height"] = rules.height;
    }
    out["k"] = rules.k;
    out["overline"] = rules.overline == Overline::Exact ? "exact" : "freestyle";
    if (rules.restriction != Restriction::None) {
        out["restriction"] = rules.isRenju() ? "renju" : "caro";
    }
    if (rules.moveLimit != 0) {
        out["moveLimit"] = rules.moveLimit;
    }
    return out;
}

Json playerJson(const Player& player) {
    Json out = Json::object();
    out["name"] = player.name;
    out["kind"] = player.isComputer() ? "computer" : "human";
    if (player.isComputer()) {
        // The thinking budget only when it is not the default, so that a
        // plain game reads "hard" as it always did.
        out["bot"] = formatPlayerSpec(player.spec, player.spec.budget == ThinkingBudget{}
                                                       ? BudgetText::Omitted
                                                       : BudgetText::Included);
    }
    return out;
}

} // namespace

std::string writeGameRecord(const GameRecord& record) {
    const GameSetup setup = record.setup.normalized();
    Json out = Json::object();
    out["format"] = kGameRecordFormat;
    out["version"] = kGameRecordFormatVersion;
    out["rules"] = rulesJson(setup.rules);
    out["mode"] = modeName(setup.mode);
    out["players"] = Json::array({playerJson(setup.players[0]), playerJson(setup.players[1])});
    out["starts"] = startPolicyName(setup.starts);
    if (setup.opening != OpeningRule::None) {
        out["opening"] = openingName(setup.opening, setup.fifthOffers);
    }
    if (setup.clock.enabled()) {
        Json clock = Json{{"control", formatClock(setup.clock)}};
        if (record.clockLeft) {
            clock["left"] =
                Json::array({(*record.clockLeft)[0].count(), (*record.clockLeft)[1].count()});
        }
        out["clock"] = std::move(clock);
    }
    out["completedRounds"] = record.completedRounds;
    out["firstToMove"] = markName(record.firstToMove());
    out["score"] = Json{{"player1", record.score.wins[0]},
                        {"player2", record.score.wins[1]},
                        {"draws", record.score.draws}};
    if (record.outcome) {
        Json result = Json{{"outcome", outcomeName(*record.outcome)}};
        if (*record.outcome == Outcome::Won) {
            result["winner"] = markName(record.winner);
        }
        if (record.ending != RoundEnd::Play) {
            for (const auto& [name, ending] : kEndings) {
                if (ending == record.ending) {
                    result["ending"] = name;
                }
            }
        }
        out["result"] = result;
    }
    Json moves = Json::array();
    for (const Point p : record.moves) {
        moves.push_back(Json::array({p.x, p.y}));
    }
    out["moves"] = std::move(moves);
    if (record.setUpStones > 0) {
        out["setUp"] = Json{{"stones", record.setUpStones}, {"first", markName(record.setUpFirst)}};
    }
    if (!record.choices.empty()) {
        Json choices = Json::array();
        for (const ColourOption option : record.choices) {
            choices.push_back(colourOptionName(option));
        }
        out["choices"] = std::move(choices);
    }
    if (record.declared > 0) {
        out["declared"] = record.declared;
    }
    if (!record.offers.empty()) {
        Json offers = Json::array();
        for (const Point p : record.offers) {
            offers.push_back(Json::array({p.x, p.y}));
        }
        out["offers"] = std::move(offers);
    }
    if (record.networkPlayer) {
        out["network"] = Json{{"player", *record.networkPlayer}};
    }
    if (record.review && record.review->moves.size() == record.moves.size()) {
        out["review"] = reviewJson(*record.review);
    }
    return jsonfile::write(out);
}

Expected<GameRecord> readGameRecord(std::string_view text) {
    jsonfile::Limits limits;
    limits.maxDepth = 6;
    // A move is three values, its review up to ten more.
    limits.maxValues = 14 * GameRecord::kMaxMoves + 256;
    TTT_TRY(document, jsonfile::parseEnvelope(text, kGameRecordFormat, kGameRecordFormatVersion,
                                              Text("this is not a saved game file"), limits));
    const Field root(document, "");
    GameRecord record;
    GameSetup& setup = record.setup;
    TTT_TRY(rules, readRules(root));
    setup.rules = rules;
    TTT_TRY(mode, enumField<Mode>(root, "mode", kModes, Mode::HumanVsHuman));
    setup.mode = mode;
    TTT_TRY(players, readPlayers(root, setup.mode));
    setup.players = players;
    setup = setup.normalized(); // who is a computer follows the mode when "players" is left out
    TTT_TRY(starts, enumField<StartPolicy>(root, "starts", kStarts, StartPolicy::Player1));
    setup.starts = starts;
    TTT_TRY(opening, readOpening(root));
    setup.opening = opening.rule;
    setup.fifthOffers = opening.fifthOffers;
    if (setup.opening != OpeningRule::None && setup.rules.k != 5) {
        return root.fail("opening", Text("is for five in a row only"));
    }
    TTT_TRY_VOID(readClock(root, record));
    TTT_TRY(rounds, root.integer("completedRounds", 0, GameRecord::kMaxCount, 0));
    record.completedRounds = static_cast<int>(rounds);
    if (root.find("firstToMove") != nullptr) {
        TTT_TRY(stated, enumField<Mark>(root, "firstToMove", kMarks, std::nullopt));
        if (stated != record.firstToMove()) {
            return root.fail("firstToMove",
                             Text("does not fit \"starts\" and \"completedRounds\""));
        }
    }
    TTT_TRY(score, readScore(root));
    record.score = score;
    TTT_TRY_VOID(readResult(root, record));
    TTT_TRY_VOID(readMoves(root, record));
    TTT_TRY_VOID(readChoices(root, record));
    TTT_TRY_VOID(readOffers(root, record));
    TTT_TRY(setUp, root.object("setUp"));
    if (setUp != nullptr) {
        const Field field(*setUp, "setUp");
        if (record.moves.empty()) {
            return root.fail("setUp", Text("is there, but the game has no moves"));
        }
        TTT_TRY(stones, field.integer("stones", 1, static_cast<long long>(record.moves.size()),
                                      std::nullopt));
        TTT_TRY(first, enumField<Mark>(field, "first", kMarks, std::nullopt));
        record.setUpStones = static_cast<std::size_t>(stones);
        record.setUpFirst = first;
    }
    TTT_TRY(network, root.object("network"));
    if (network != nullptr) {
        const Field field(*network, "network");
        TTT_TRY(player, field.integer("player", 0, 1, std::nullopt));
        record.networkPlayer = static_cast<int>(player);
    }
    if (root.find("review") != nullptr) {
        // A damaged review is left out with its reason; the game still loads.
        if (auto review = readReview(root, record)) {
            record.review = std::move(*review);
        } else {
            record.reviewProblem = review.error().text;
        }
    }
    return record;
}

} // namespace ttt
