#include "positions.hpp"
#include "tictactoe/ai/match.hpp"

#include <array>
#include <atomic>
#include <catch2/catch.hpp>
#include <stdexcept>
#include <thread>
#include <utility>
#include <vector>

using namespace ttt;
using namespace std::chrono_literals;

namespace {

std::unique_ptr<Bot> makeTestBot(const PlayerSpec& spec, std::uint64_t seed) {
    return test::makeLevel(spec.level, seed);
}

} // namespace

namespace {

// Replays a reported game with the engine: every move legal, and the result
// the report claims.
void checkReplay(const Rules& rules, const GameReport& game) {
    GameSetup setup;
    setup.rules = rules;
    GameEngine engine(setup);
    for (const Point p : game.moves) {
        REQUIRE_FALSE(engine.isRoundOver());
        REQUIRE(engine.play(p));
    }
    REQUIRE(engine.isRoundOver());
    const RoundResult& result = engine.result();
    if (result.outcome == Outcome::Drawn) {
        CHECK(game.p1Points == 0.5);
    } else {
        CHECK(game.p1Points == (result.winner == game.p1Mark ? 1.0 : 0.0));
    }
}

} // namespace

TEST_CASE("A match alternates colours, replays openings and adds up", "[match]") {
    MatchConfig config;
    config.rules = Rules::bounded(7, 7, 4);
    config.players[0] = PlayerSpec::computer(BotLevel::Medium);
    config.players[1] = PlayerSpec::computer(BotLevel::Easy);
    config.games = 8;
    config.openings = {{{3, 3}, {2, 2}}, {{0, 0}, {6, 6}, {1, 1}}};
    std::vector<GameReport> games;
    const MatchReport report =
        playMatch(config, makeTestBot, [&](const GameReport& g) { games.push_back(g); });

    REQUIRE(games.size() == 8);
    double points = 0;
    for (const GameReport& g : games) {
        CHECK(g.p1Mark == (g.index % 2 == 0 ? Mark::X : Mark::O));
        const Opening& opening = config.openings[static_cast<std::size_t>(g.index / 2) % 2];
        REQUIRE(g.moves.size() >= opening.size());
        CHECK(std::equal(opening.begin(), opening.end(), g.moves.begin()));
        CHECK(g.openingMoves == opening.size());
        CHECK(g.note.empty());
        checkReplay(config.rules, g);
        points += g.p1Points;
    }
    CHECK(report.score.games() == 8);
    CHECK(report.score.wins + 0.5 * report.score.draws == points);
    // Every move after the openings was timed, for one player or the other.
    std::size_t botMoves = 0;
    for (const GameReport& g : games) {
        botMoves += g.moves.size() - g.openingMoves;
    }
    CHECK(static_cast<std::size_t>(report.times[0].moves + report.times[1].moves) == botMoves);
    // Easy proves nothing; Medium proves its wins in one, so some of its moves are proven.
    CHECK(report.times[1].unprovenMoves == report.times[1].moves);
    CHECK(report.times[0].unprovenMoves < report.times[0].moves);
    CHECK(report.times[0].unprovenTotal <= report.times[0].total);
}

TEST_CASE("The same seed replays the same match", "[match]") {
    MatchConfig config;
    config.rules = Rules::gomokuFreestyle();
    config.players[0] = PlayerSpec::computer(BotLevel::Easy);
    config.players[1] = PlayerSpec::computer(BotLevel::Medium);
    config.games = 4;
    config.seed = 31;
    const auto movesOf = [](const MatchConfig& c) {
        std::vector<std::vector<Point>> all;
        playMatch(c, makeTestBot, [&](const GameReport& g) { all.push_back(g.moves); });
        return all;
    };
    const auto first = movesOf(config);
    CHECK(movesOf(config) == first);
    CHECK(first[0] != first[2]); // different games within a match
    config.seed = 32;
    CHECK(movesOf(config) != first);
}

TEST_CASE("The unlimited field uses the move limit and unknown players are refused", "[match]") {
    MatchConfig config;
    config.rules = Rules::unlimitedFive();
    config.rules.moveLimit = 30;
    config.players[0] = PlayerSpec::computer(BotLevel::Easy);
    config.players[1] = PlayerSpec::computer(BotLevel::Easy);
    config.games = 4;
    playMatch(config, makeTestBot, [&](const GameReport& g) {
        CHECK(g.moves.size() <= 30);
        checkReplay(config.rules, g);
    });

    config.players[1] = PlayerSpec::human(); // no computer: no match
    CHECK_THROWS_AS(playMatch(config, makeTestBot), std::invalid_argument);
}

TEST_CASE("Games played at the same time are the games played one by one", "[match]") {
    MatchConfig config;
    config.rules = Rules::bounded(9, 9, 4);
    config.players[0] = PlayerSpec::computer(BotLevel::Medium);
    config.players[1] = PlayerSpec::computer(BotLevel::Easy);
    config.games = 12;
    config.seed = 5;
    const auto play = [](const MatchConfig& c) {
        std::vector<std::vector<Point>> byIndex(static_cast<std::size_t>(c.games));
        const MatchReport report = playMatch(c, makeTestBot, [&](const GameReport& g) {
            byIndex[static_cast<std::size_t>(g.index)] = g.moves;
        });
        return std::pair{report.score, byIndex};
    };
    const auto alone = play(config);
    config.concurrency = 3;
    const auto together = play(config);
    CHECK(together.first == alone.first);
    CHECK(together.second == alone.second);
}

TEST_CASE("An SPRT ends a lopsided match early and a close one stays open", "[match]") {
    SprtConfig sprt;
    sprt.elo0 = 0;
    sprt.elo1 = 50;
    CHECK(sprt.upperBound() == Approx(2.944).epsilon(0.001));
    CHECK(sprt.lowerBound() == Approx(-2.944).epsilon(0.001));
    CHECK(sprtVerdict(sprt, MatchScore{3, 0, 0}) == SprtVerdict::Continue);
    CHECK(sprtVerdict(sprt, MatchScore{60, 0, 20}) == SprtVerdict::AcceptH1);
    CHECK(sprtVerdict(sprt, MatchScore{40, 0, 60}) == SprtVerdict::AcceptH0);
    CHECK(sprtVerdict(sprt, MatchScore{10, 0, 10}) == SprtVerdict::Continue);

    MatchConfig config;
    config.rules = Rules::gomokuFreestyle();
    config.players[0] = PlayerSpec::computer(BotLevel::Medium);
    config.players[1] = PlayerSpec::computer(BotLevel::Easy);
    config.games = 200;
    config.concurrency = 2;
    config.sprt = sprt;
    int reported = 0;
    const MatchReport report =
        playMatch(config, makeTestBot, [&](const GameReport&) { ++reported; });
    CHECK(report.verdict == SprtVerdict::AcceptH1);
    CHECK(report.score.games() < 40);
    CHECK(report.score.games() == reported);
}

namespace {

// A player whose start-up is slow and whose moves are instant, like an
// engine that loads tables when its process starts.
class SlowStarter final : public Bot {
public:
    explicit SlowStarter(int& prepared)
        : prepared_(prepared), inner_(test::makeLevel(BotLevel::Easy, 1)) {}
    [[nodiscard]] std::string name() const override { return "slow starter"; }
    BotMove chooseMove(const GameView& view, const SearchBudget& budget) override {
        return inner_->chooseMove(view, budget);
    }
    void setSeed(std::uint64_t seed) override { inner_->setSeed(seed); }
    void prepare(const Rules& /*rules*/) override {
        ++prepared_;
        std::this_thread::sleep_for(kStartUp);
    }
    static constexpr auto kStartUp = 500ms;

private:
    int& prepared_;
    std::unique_ptr<Bot> inner_;
};

} // namespace

namespace {

// A player that thinks for a while over its first move of each game and
// plays the rest at once, as Easy.
class FirstMoveThinker final : public Bot {
public:
    explicit FirstMoveThinker(std::chrono::milliseconds think)
        : think_(think), inner_(test::makeLevel(BotLevel::Easy, 1)) {}
    [[nodiscard]] std::string name() const override { return "first move thinker"; }
    BotMove chooseMove(const GameView& view, const SearchBudget& budget) override {
        if (std::exchange(firstMove_, false)) {
            std::this_thread::sleep_for(think_);
        }
        return inner_->chooseMove(view, budget);
    }
    void setSeed(std::uint64_t seed) override { inner_->setSeed(seed); }
    void reset() override { firstMove_ = true; }

private:
    std::chrono::milliseconds think_;
    bool firstMove_ = true;
    std::unique_ptr<Bot> inner_;
};

} // namespace

TEST_CASE("On a game clock an engine is held to the time it was told, and a flag fall loses",
          "[match][clock]") {
    MatchConfig config;
    config.rules = Rules::bounded(7, 7, 4);
    config.games = 2;
    // 2 s a game and 1 s a move: a bot of ours would take about a tenth of
    // the clock for its first move, an engine is told it may take its second.
    config.clock = ClockSettings::perGame(2s);
    const ThinkingBudget second{1000ms, {}, 1};
    const auto thinker = [](std::chrono::milliseconds think) {
        return [think](const PlayerSpec&, std::uint64_t) -> std::unique_ptr<Bot> {
            return std::make_unique<FirstMoveThinker>(think);
        };
    };
    SECTION("an engine within its second is not over the limit") {
        config.players[0] = PlayerSpec::engineProgram("engine", second);
        config.players[1] = PlayerSpec::computer(BotLevel::Easy, second);
        const MatchReport report = playMatch(config, thinker(400ms));
        CHECK(report.times[0].overLimit == 0);
        CHECK(report.times[0].longest >= 400ms);
        // Our bot's share of a fresh 2 s clock is less than 400 ms: over it.
        CHECK(report.times[1].overLimit == 2);
        CHECK(report.timeLosses == std::array<int, 2>{0, 0});
    }
    SECTION("a player whose clock runs out loses the game") {
        config.clock = ClockSettings::perGame(300ms);
        config.players[0] = PlayerSpec::engineProgram("engine", second);
        config.players[1] = PlayerSpec::engineProgram("engine", second);
        const MatchReport report = playMatch(config, thinker(400ms));
        // Whoever moves first in each game runs out on its first move: p1
        // in the first game, p2 in the second (the colours alternate).
        CHECK(report.timeLosses == std::array<int, 2>{1, 1});
        CHECK(report.score.games() == 2);
        CHECK(report.times[0].overLimit == 1);
        CHECK(report.times[1].overLimit == 1);
    }
}

TEST_CASE("A player gets ready before the clock of its first move runs", "[match]") {
    int prepared = 0;
    MatchConfig config;
    config.rules = Rules::bounded(7, 7, 4);
    // The start-up takes longer than a move may; the moves themselves are
    // instant, so only a clock that counted the start-up would see one over.
    config.players[0] = PlayerSpec::computer(BotLevel::Easy, ThinkingBudget{400ms, {}, 1});
    config.players[1] = PlayerSpec::computer(BotLevel::Easy, ThinkingBudget{400ms, {}, 1});
    config.games = 2;
    const MatchReport report =
        playMatch(config, [&](const PlayerSpec&, std::uint64_t) -> std::unique_ptr<Bot> {
            return std::make_unique<SlowStarter>(prepared);
        });
    CHECK(prepared == 4); // each player before each game
    CHECK(report.times[0].overLimit == 0);
    CHECK(report.times[1].overLimit == 0);
    CHECK(report.times[0].longest < SlowStarter::kStartUp);
    CHECK(report.times[1].longest < SlowStarter::kStartUp);
}

namespace {

// Plays the first empty cell and expects the reply on the next one, which
// another such player plays; ponders until it is told to stop.
class FirstCellPonderer final : public Bot {
public:
    struct Record {
        std::atomic<int> ponders{0};
        std::atomic<int> movesWhilePondering{0};
        // Pondered neither after the expected reply nor (when that reply
        // ends the game) the opponent's own position after the bot's move.
        std::atomic<int> pondersElsewhere{0};
    };
    explicit FirstCellPonderer(Record& record) : record_(record) {}
    [[nodiscard]] std::string name() const override { return "first cell"; }
    void setSeed(std::uint64_t /*seed*/) override {}
    BotMove chooseMove(const GameView& view, const SearchBudget& /*budget*/) override {
        record_.movesWhilePondering += pondering_ ? 1 : 0;
        BotMove answer;
        const std::vector<Point> empty = emptyCells(view.board);
        answer.move = empty.front();
        answer.info.pv = {empty.front()};
        if (empty.size() > 1) {
            answer.info.pv.push_back(empty[1]);
        }
        expected_ = answer.info.pv.back();
        own_ = answer.move;
        return answer;
    }
    bool ponder(const GameView& view, const SearchBudget& budget) override {
        pondering_ = true;
        ++record_.ponders;
        const bool afterReply = !view.history.empty() && view.history.back().point == expected_;
        const bool afterOwn = !view.history.empty() && view.history.back().point == own_;
        record_.pondersElsewhere += afterReply || afterOwn ? 0 : 1;
        while (!budget.cancelled()) {
            std::this_thread::sleep_for(1ms);
        }
        pondering_ = false;
        return true;
    }

private:
    static std::vector<Point> emptyCells(const Board& board) {
        std::vector<Point> cells;
        for (int y = 0; y < board.rules().height; ++y) {
            for (int x = 0; x < board.rules().width; ++x) {
                if (board.isEmpty({x, y})) {
                    cells.push_back({x, y});
                }
            }
        }
        return cells;
    }
    Record& record_;
    std::atomic<bool> pondering_{false};
    Point expected_;
    Point own_;
};

} // namespace

TEST_CASE("A player that ponders thinks on the other's time and stops before its own move",
          "[match][ponder]") {
    std::array<FirstCellPonderer::Record, 2> records;
    MatchConfig config;
    config.rules = Rules::bounded(7, 7, 4);
    config.players[0] = PlayerSpec::computer(BotLevel::Easy);
    config.players[0].budget.ponder = true;
    config.players[1] = PlayerSpec::computer(BotLevel::Easy);
    config.games = 2;
    config.makePlayer = [&records](int player) -> std::unique_ptr<Bot> {
        return std::make_unique<FirstCellPonderer>(records.at(static_cast<std::size_t>(player)));
    };
    const MatchReport report = playMatch(config, makeTestBot);

    const MoveTimes& p1 = report.times[0];
    CHECK(records[0].ponders > 0);
    CHECK(records[1].ponders == 0); // not asked to
    CHECK(records[0].movesWhilePondering == 0);
    CHECK(records[0].pondersElsewhere == 0);
    // Every move but each game's first came after pondering, and the other
    // player played the reply expected each time.
    CHECK(p1.ponderedMoves == p1.moves - config.games);
    CHECK(p1.ponderHits == p1.ponderedMoves);
    CHECK(report.times[1].ponderedMoves == 0);
}
