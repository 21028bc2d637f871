// ExternalEngine: an external brain used like any Bot, kept in step with
// the game (TURN when it can, RESTART + BOARD otherwise), its failures thrown
// as EngineFailure, and our own brain playing itself through it.

#include "child_watch.hpp"
#include "tictactoe/ai/time_share.hpp"
#include "tictactoe/protocol/external_engine.hpp"

#include <algorithm>
#include <atomic>
#include <catch2/catch.hpp>
#include <thread>

using namespace ttt;
using namespace std::chrono_literals;

namespace {

const std::string kFakeEngine = TTT_FAKE_ENGINE;

GameSetup gomoku(Rules rules = Rules::gomokuFreestyle()) {
    GameSetup setup;
    setup.rules = rules;
    return setup;
}

SearchBudget budgetOf(std::chrono::milliseconds limit) {
    SearchBudget budget;
    budget.timeLimit = limit;
    return budget;
}

int countMessages(const ExternalEngine& bot, const std::string& prefix) {
    const auto messages = bot.messages();
    return static_cast<int>(std::count_if(messages.begin(), messages.end(),
                                          [&](const auto& m) { return m.rfind(prefix, 0) == 0; }));
}

// Asks the bot for a move and plays it; the move must be legal.
Point botPlays(Bot& bot, GameEngine& game, std::chrono::milliseconds limit = 500ms) {
    const BotMove move = bot.chooseMove(GameView::of(game), budgetOf(limit));
    REQUIRE(game.play(move.move));
    return move.move;
}

} // namespace

TEST_CASE("An external engine plays as a Bot", "[protocol][engine-bot]") {
    const auto bot = std::make_unique<ExternalEngine>(kFakeEngine);
    REQUIRE(bot);
    CHECK(bot->name() == "fake_engine");
    GameEngine game(gomoku());
    CHECK(bot->chooseMove(GameView::of(game), budgetOf(500ms)).move == Point{0, 0});
}

TEST_CASE("The engine follows the game with TURN, and with BOARD after an undo",
          "[protocol][engine-bot]") {
    ExternalEngine bot(kFakeEngine);
    GameEngine game(gomoku());
    REQUIRE(game.play({7, 7}));
    CHECK(botPlays(bot, game) == Point{0, 0});
    CHECK(countMessages(bot, "MESSAGE received TURN 7,7") == 1);
    CHECK(countMessages(bot, "MESSAGE received START 15") == 1);
    CHECK(bot.engineName() == "Fake good");

    REQUIRE(game.play({8, 8}));
    CHECK(botPlays(bot, game) == Point{1, 0});
    CHECK(countMessages(bot, "MESSAGE received TURN 8,8") == 1);
    CHECK(countMessages(bot, "MESSAGE received BOARD") == 0);

    // Undo the last pair and play elsewhere: the engine gets the position anew.
    REQUIRE(game.undo());
    REQUIRE(game.undo());
    REQUIRE(game.play({9, 9}));
    CHECK(botPlays(bot, game) == Point{1, 0});
    CHECK(countMessages(bot, "MESSAGE received RESTART") == 1);
    CHECK(countMessages(bot, "MESSAGE received BOARD") == 1);

    // A new round where the engine opens: RESTART, then BEGIN.
    game.newRound();
    CHECK(botPlays(bot, game) == Point{0, 0});
    CHECK(countMessages(bot, "MESSAGE received RESTART") == 2);
    CHECK(countMessages(bot, "MESSAGE received BEGIN") == 1);
}

TEST_CASE("A brain without RESTART is started again", "[protocol][engine-bot]") {
    ExternalEngineOptions options;
    options.process.arguments = {"no-restart"};
    ExternalEngine bot(kFakeEngine, options);
    GameEngine game(gomoku());
    CHECK(botPlays(bot, game) == Point{0, 0});
    game.newRound();
    REQUIRE(game.play({0, 0}));
    CHECK(botPlays(bot, game) == Point{1, 0});
    // The messages are the new process's: it was started and told a TURN.
    CHECK(countMessages(bot, "MESSAGE received START 15") == 1);
    CHECK(countMessages(bot, "MESSAGE received TURN 0,0") == 1);
    CHECK(countMessages(bot, "MESSAGE received BEGIN") == 0);
}

TEST_CASE("A new board size starts a new engine process", "[protocol][engine-bot]") {
    ExternalEngine bot(kFakeEngine);
    GameEngine small(gomoku(Rules::bounded(10, 8, 5)));
    CHECK(botPlays(bot, small) == Point{0, 0});
    CHECK(countMessages(bot, "MESSAGE received RECTSTART 10,8") == 1);
    GameEngine large(gomoku(Rules::bounded(20, 20, 5, Overline::Exact)));
    CHECK(botPlays(bot, large) == Point{0, 0});
    CHECK(countMessages(bot, "MESSAGE received START 20") == 1);
    CHECK(countMessages(bot, "MESSAGE received RECTSTART") == 0);
}

TEST_CASE("Rules a Gomocup brain cannot play are refused", "[protocol][engine-bot]") {
    ExternalEngine bot(kFakeEngine);
    for (const Rules& rules :
         {Rules::classic(), Rules::unlimitedFive(), Rules::bounded(10, 10, 4)}) {
        GameEngine game(gomoku(rules));
        try {
            (void)bot.chooseMove(GameView::of(game), budgetOf(100ms));
            FAIL("accepted " << rules.describe());
        } catch (const EngineFailure& failure) {
            CHECK(failure.kind() == EngineFailureKind::Unsupported);
        }
    }
    CHECK(ExternalEngine::supports(Rules::gomokuExact()));
}

TEST_CASE("Engine failures reach the caller as EngineFailure, and the bot recovers",
          "[protocol][engine-bot]") {
    SECTION("a program that does not exist") {
        ExternalEngine bot("/nonexistent/pbrain-ghost");
        CHECK(bot.name() == "pbrain-ghost");
        try {
            bot.start();
            FAIL("started");
        } catch (const EngineFailure& failure) {
            CHECK(failure.kind() == EngineFailureKind::FailedToStart);
        }
    }
    SECTION("an engine that crashes on every move") {
        ExternalEngineOptions options;
        options.process.arguments = {"crash"};
        ExternalEngine bot(kFakeEngine, options);
        GameEngine game(gomoku());
        for (int attempt = 0; attempt < 2; ++attempt) {
            try {
                (void)bot.chooseMove(GameView::of(game), budgetOf(500ms));
                FAIL("no failure");
            } catch (const EngineFailure& failure) {
                CHECK(failure.kind() == EngineFailureKind::Crashed);
            }
        }
    }
    SECTION("an engine slower than the move's time plus the tolerance") {
        ExternalEngineOptions options;
        options.process.arguments = {"sleep"};
        options.process.tolerance = 100ms;
        ExternalEngine bot(kFakeEngine, options);
        GameEngine game(gomoku());
        const auto start = std::chrono::steady_clock::now();
        try {
            (void)bot.chooseMove(GameView::of(game), budgetOf(100ms));
            FAIL("no failure");
        } catch (const EngineFailure& failure) {
            CHECK(failure.kind() == EngineFailureKind::TimedOut);
        }
        CHECK(std::chrono::steady_clock::now() - start < 2s);
    }
    if (testing::kCanCountChildren) {
        CHECK(testing::childProcessCount() == 0);
    }
}

TEST_CASE("An engine's set-up after START is done before the first move's clock",
          "[protocol][engine-bot]") {
    // The engine takes 600 ms over INFO max_memory; prepare() waits for it
    // (ABOUT follows the settings), so a 100 ms move with 100 ms of tolerance
    // is not failed for the set-up.
    ExternalEngineOptions options;
    options.process.arguments = {"slow-settings"};
    options.process.tolerance = 100ms;
    ExternalEngine bot(kFakeEngine, options);
    GameEngine game(gomoku());
    const auto start = std::chrono::steady_clock::now();
    bot.prepare(game.rules());
    CHECK(std::chrono::steady_clock::now() - start >= 600ms);
    CHECK(bot.engineName() == "Fake slow-settings");
    const BotMove move = bot.chooseMove(GameView::of(game), budgetOf(100ms));
    CHECK(move.move == Point{0, 0});
    CHECK(move.info.elapsed < 200ms);
}

TEST_CASE("A cancelled request returns a legal move at once", "[protocol][engine-bot]") {
    ExternalEngineOptions options;
    options.process.arguments = {"sleep"};
    ExternalEngine bot(kFakeEngine, options);
    GameEngine game(gomoku());
    REQUIRE(game.play({7, 7}));
    std::atomic<bool> cancel{false};
    SearchBudget budget = budgetOf(10000ms);
    budget.cancel = &cancel;
    std::thread canceller([&] {
        std::this_thread::sleep_for(100ms);
        cancel = true;
    });
    const auto start = std::chrono::steady_clock::now();
    const BotMove move = bot.chooseMove(GameView::of(game), budget);
    canceller.join();
    CHECK(std::chrono::steady_clock::now() - start < 1s);
    CHECK(game.board().isEmpty(move.move));
}

TEST_CASE("The match time is told with time_left and enforced", "[protocol][engine-bot]") {
    ExternalEngineOptions options;
    options.matchTime = 300ms;
    options.process.arguments = {"sleep"};
    options.process.tolerance = 100ms;
    ExternalEngine bot(kFakeEngine, options);
    GameEngine game(gomoku());
    const auto start = std::chrono::steady_clock::now();
    // The turn limit is 5 s but only 300 ms of match time are left.
    CHECK_THROWS_AS(bot.chooseMove(GameView::of(game), budgetOf(5000ms)), EngineFailure);
    CHECK(std::chrono::steady_clock::now() - start < 1500ms);
}

TEST_CASE("On a round's clock the engine is told its own time a move and what is left",
          "[protocol][engine-bot][clock]") {
    ExternalEngine bot(kFakeEngine, ExternalEngineOptions{{{"echo-info"}}});
    GameEngine game(gomoku());
    const auto told = [&bot](const std::string& line) {
        const auto lines = bot.messages();
        return std::find(lines.begin(), lines.end(), "MESSAGE info " + line) != lines.end();
    };
    // 12 s left of a minute: the share of the clock would be about a second,
    // but the engine shares its clock itself, up to its own 5 s a move.
    SearchBudget budget =
        budgetOnClock(budgetOf(5000ms), ClockSettings::perGame(60s), 12000ms, GameView::of(game));
    CHECK(budget.timeLimit < 2000ms);
    REQUIRE_NOTHROW(bot.chooseMove(GameView::of(game), budget));
    CHECK(told("timeout_turn 5000"));
    CHECK(told("timeout_match 60000"));
    CHECK(told("time_left 12000"));
    // Less left than a move's own time: the turn is what is left.
    REQUIRE(game.play({7, 7}));
    budget =
        budgetOnClock(budgetOf(5000ms), ClockSettings::perGame(60s), 3000ms, GameView::of(game));
    REQUIRE_NOTHROW(bot.chooseMove(GameView::of(game), budget));
    CHECK(told("timeout_turn 3000"));
    CHECK(told("time_left 3000"));
    // Per move: the move's time less a margin, no match time.
    REQUIRE(game.play({8, 8}));
    budget =
        budgetOnClock(budgetOf(5000ms), ClockSettings::perMove(2s), 2000ms, GameView::of(game));
    CHECK(budget.timeLimit == 1800ms);
    REQUIRE_NOTHROW(bot.chooseMove(GameView::of(game), budget));
    CHECK(told("timeout_turn 1800"));
    CHECK(told("timeout_match 0"));
}

namespace {

// An analysis request: `lines` best moves, each progress report kept.
SearchBudget analysisBudget(int lines, std::vector<SearchInfo>& heard,
                            std::chrono::milliseconds limit = 2000ms) {
    SearchBudget budget = budgetOf(limit);
    budget.multiPv = lines;
    budget.onProgress = [&heard](const SearchInfo& info) { heard.push_back(info); };
    return budget;
}

} // namespace

TEST_CASE("An engine that answers YXNBEST analyses with its best lines",
          "[protocol][engine-bot][analysis]") {
    ExternalEngine bot(kFakeEngine, ExternalEngineOptions{{{"nbest"}}});
    GameEngine game(gomoku());
    REQUIRE(game.play({0, 0}));
    std::vector<SearchInfo> heard;
    const BotMove answer = bot.chooseMove(GameView::of(game), analysisBudget(3, heard));
    CHECK(bot.answersNBest() == std::optional<bool>(true));
    CHECK(answer.move == Point{1, 0});
    REQUIRE(answer.info.lines.size() == 3);
    // Rapfi's form for the first (letters), ours for the others (with a chance).
    CHECK(answer.info.lines[0].move == Point{1, 0});
    CHECK(answer.info.lines[0].score == 120);
    CHECK_FALSE(answer.info.lines[0].chance.has_value());
    CHECK(answer.info.lines[1].move == Point{2, 0});
    CHECK(answer.info.lines[1].chance == std::optional<double>(0.455));
    CHECK(answer.info.lines[2].move == Point{3, 0});
    CHECK(answer.info.depth == 3);
    CHECK_FALSE(heard.empty());
    CHECK(heard.front().lines.front().move == Point{1, 0});
    // Asked again after the engine counted its move as played: the whole
    // position again, the same answer.
    const BotMove again = bot.chooseMove(GameView::of(game), analysisBudget(2, heard));
    CHECK(again.move == Point{1, 0});
    CHECK(again.info.lines.size() == 2);
    // And it still plays a game afterwards.
    CHECK(bot.chooseMove(GameView::of(game), budgetOf(500ms)).move == Point{1, 0});
}

TEST_CASE("An engine that does not know YXNBEST gives its best move alone",
          "[protocol][engine-bot][analysis]") {
    ExternalEngine bot(kFakeEngine); // answers UNKNOWN to YXBOARD and YXNBEST
    GameEngine game(gomoku());
    REQUIRE(game.play({0, 0}));
    std::vector<SearchInfo> heard;
    const BotMove answer = bot.chooseMove(GameView::of(game), analysisBudget(3, heard));
    CHECK(bot.answersNBest() == std::optional<bool>(false));
    CHECK(answer.move == Point{1, 0});
    CHECK(answer.info.lines.empty());
    // Not asked again: BOARD straight away.
    CHECK(bot.chooseMove(GameView::of(game), analysisBudget(3, heard)).move == Point{1, 0});
    CHECK(countMessages(bot, "MESSAGE received YXNBEST") == 0);
}

TEST_CASE("An analysis is stopped with YXSTOP, and an engine that dies or floods is survived",
          "[protocol][engine-bot][analysis]") {
    GameEngine game(gomoku());
    REQUIRE(game.play({0, 0}));
    std::vector<SearchInfo> heard;
    {
        // It waits for YXSTOP: the cancel gets its move at once, the process kept.
        ExternalEngine bot(kFakeEngine, ExternalEngineOptions{{{"nbest-wait"}}});
        std::atomic<bool> cancel{false};
        SearchBudget budget = analysisBudget(2, heard, 20s);
        budget.cancel = &cancel;
        std::jthread stopper([&cancel] {
            std::this_thread::sleep_for(200ms);
            cancel = true;
        });
        const auto started = std::chrono::steady_clock::now();
        const BotMove answer = bot.chooseMove(GameView::of(game), budget);
        CHECK(std::chrono::steady_clock::now() - started < 2s);
        CHECK(answer.move == Point{1, 0});
        CHECK(answer.info.lines.size() == 2);
    }
    {
        ExternalEngine bot(kFakeEngine, ExternalEngineOptions{{{"nbest-die"}}});
        CHECK_THROWS_AS(bot.chooseMove(GameView::of(game), analysisBudget(2, heard)),
                        EngineFailure);
    }
    {
        // 100000 lines a move: read, the progress told a few times, not each line.
        ExternalEngine bot(kFakeEngine, ExternalEngineOptions{{{"nbest-flood"}}});
        heard.clear();
        const BotMove answer = bot.chooseMove(GameView::of(game), analysisBudget(2, heard, 20s));
        CHECK(answer.move == Point{1, 0});
        CHECK(answer.info.lines.size() == 2);
        CHECK(heard.size() < 1000);
    }
}

#ifdef TTT_BRAIN
TEST_CASE("Our brain plays itself through ExternalEngine", "[protocol][engine-bot][brain]") {
    const std::string brain = TTT_BRAIN;
    ExternalEngineOptions options;
#ifdef _WIN32
    // CI runs the Windows build under Wine, two test programs at a time on a
    // shared machine: a move may wait for a core far longer than natively.
    options.process.tolerance = 3000ms;
    const auto slack = options.process.tolerance;
#else
    const auto slack = 500ms;
#endif
    ExternalEngine first(brain, options);
    ExternalEngine second(brain, options);
    GameEngine game(gomoku());
    const auto limit = 100ms;
    int moves = 0;
    while (!game.isRoundOver() && moves < 16) {
        Bot& bot = game.toMove() == Mark::X ? static_cast<Bot&>(first) : second;
        const BotMove move = bot.chooseMove(GameView::of(game), budgetOf(limit));
        INFO("move " << moves << " at " << move.move.x << "," << move.move.y);
        REQUIRE(game.play(move.move));
        CHECK(move.info.elapsed < limit + slack);
        ++moves;
    }
    CHECK(moves >= 9); // no five in a row can come earlier
    CHECK(first.engineName() == "TicTacToe");
}
#endif
