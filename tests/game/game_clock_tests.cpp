// Clocks (features.md G16): the time controls as text, the two players'
// clocks, and RoundClock running them for the player who acts in a round,
// through moves, Swap's decisions, undo, the end of a round and a flag.

#include "tictactoe/game/game_clock.hpp"
#include "tictactoe/game/game_engine.hpp"

#include <catch2/catch.hpp>

using namespace ttt;
using namespace std::chrono_literals;

namespace {

using TimePoint = GameClock::TimePoint;
const TimePoint t0 = TimePoint{} + 1h;

GameSetup clocked(ClockSettings clock, OpeningRule opening = OpeningRule::None) {
    GameSetup setup;
    setup.rules = Rules::gomokuFreestyle();
    setup.clock = clock;
    setup.opening = opening;
    return setup;
}

} // namespace

TEST_CASE("time controls are read and written as text", "[clock]") {
    CHECK(parseClock("none").value() == ClockSettings{});
    CHECK(parseClock("10m").value() == ClockSettings::perGame(10min));
    CHECK(parseClock("3m+2s").value() == ClockSettings::perGame(3min, 2s));
    CHECK(parseClock("1m30s+1s").value() == ClockSettings::perGame(90s, 1s));
    CHECK(parseClock("1h").value() == ClockSettings::perGame(1h));
    CHECK(parseClock("30s/move").value() == ClockSettings::perMove(30s));
    for (const char* text : {"10m", "3m+2s", "1m30s+1s", "1h2m3s", "30s/move", "none", "5s"}) {
        CAPTURE(text);
        CHECK(formatClock(parseClock(text).value()) == text);
    }
    CHECK(formatClock(ClockSettings::perGame(90s)) == "1m30s");
    for (const char* bad : {"", "10", "m", "10x", "5s+", "+5s", "1s1m", "0s", "11h", "1m+11m",
                            "30s/move+1s", "-5s", "5 s", "99999999999999999999s"}) {
        CAPTURE(bad);
        const auto read = parseClock(bad);
        REQUIRE_FALSE(read);
        CHECK_FALSE(read.error().text.english().empty());
    }
    CHECK(ClockSettings::perMove(30s).validate());
    ClockSettings perMoveWithIncrement = ClockSettings::perMove(30s);
    perMoveWithIncrement.increment = 1s;
    CHECK_FALSE(perMoveWithIncrement.validate());
}

TEST_CASE("a clock reads minutes, hours and tenths under ten seconds", "[clock]") {
    CHECK(formatClockTime(5min) == "5:00");
    CHECK(formatClockTime(299'001ms) == "5:00");
    CHECK(formatClockTime(299'000ms) == "4:59");
    CHECK(formatClockTime(10'000ms) == "0:10");
    CHECK(formatClockTime(9'999ms) == "0:09.9");
    CHECK(formatClockTime(450ms) == "0:00.4");
    CHECK(formatClockTime(-3s) == "0:00.0");
    CHECK(formatClockTime(3723s) == "1:02:03");
}

TEST_CASE("two clocks: the running one counts down, increments and per-move refills", "[clock]") {
    GameClock game(ClockSettings::perGame(60s, 2s));
    CHECK(game.readings(t0) == GameClock::Readings{60s, 60s});
    game.start(0, t0);
    CHECK(game.left(0, t0 + 5s) == 55s);
    CHECK(game.left(1, t0 + 5s) == 60s);
    game.finishTurn(t0 + 5s);
    CHECK(game.left(0, t0 + 9s) == 57s); // 60 - 5 + 2, stopped
    CHECK_FALSE(game.running());
    game.start(1, t0 + 5s);
    CHECK_FALSE(game.flagFallen(t0 + 64s));
    CHECK(game.flagFallen(t0 + 65s) == 1);

    GameClock move(ClockSettings::perMove(10s));
    move.start(0, t0);
    move.finishTurn(t0 + 7s);
    CHECK(move.left(0, t0 + 7s) == 10s); // a full clock for the next move
    move.start(1, t0 + 7s);
    move.stop(t0 + 9s);
    CHECK(move.left(1, t0 + 30s) == 8s); // stopped: no time passes

    GameClock none;
    none.start(0, t0);
    CHECK_FALSE(none.flagFallen(t0 + 100h)); // no clock, no flag
}

TEST_CASE("a round's clock runs for the player who acts and stops at the end", "[clock]") {
    GameEngine game(clocked(ClockSettings::perGame(60s, 1s)));
    RoundClock clock(game);
    clock.setNow(t0);
    game.newRound();
    REQUIRE(clock.running() == 0);
    clock.setNow(t0 + 4s);
    REQUIRE(game.play({7, 7}));
    CHECK(clock.running() == 1);
    CHECK(clock.left(0, t0 + 10s) == 57s); // 60 - 4 + 1
    clock.setNow(t0 + 10s);
    REQUIRE(game.play({8, 8}));
    CHECK(clock.readings(t0 + 10s) == GameClock::Readings{57s, 55s});
    CHECK(clock.running() == 0);

    SECTION("undo gives the time of the undone move back") {
        clock.setNow(t0 + 20s); // player 1 thought 10 s before the undo
        REQUIRE(game.undo());
        CHECK(clock.readings(t0 + 20s) == GameClock::Readings{57s, 60s});
        CHECK(clock.running() == 1);
        clock.setNow(t0 + 22s);
        REQUIRE(game.redo()); // redo is a move: two seconds, one back
        CHECK(clock.readings(t0 + 22s) == GameClock::Readings{57s, 59s});
    }
    SECTION("the flag of the player to move falls: the round is lost on time") {
        CHECK_FALSE(clock.checkFlag(t0 + 66s));
        REQUIRE(clock.checkFlag(t0 + 67s));
        CHECK(game.result().outcome == Outcome::Won);
        CHECK(game.result().end == RoundEnd::Time);
        CHECK(playerIndex(game.result().winner) == 1);
        CHECK(game.score().wins == std::array<int, 2>{0, 1});
        CHECK_FALSE(clock.running());
        CHECK_FALSE(clock.checkFlag(t0 + 90s)); // once
        clock.setNow(t0 + 90s);
        REQUIRE(game.undo()); // the loss on time is taken back: the turn's time again
        CHECK_FALSE(game.isRoundOver());
        CHECK(game.score().wins == std::array<int, 2>{0, 0});
        CHECK(clock.readings(t0 + 90s) == GameClock::Readings{57s, 55s});
        CHECK(clock.running() == 0);
    }
    SECTION("a new round starts both clocks full") {
        clock.setNow(t0 + 30s);
        game.newRound();
        CHECK(clock.readings(t0 + 30s) == GameClock::Readings{60s, 60s});
        CHECK(clock.running() == game.actingPlayer());
    }
    SECTION("a saved game's readings go on; undo before them keeps them") {
        clock.restore({12s, 34s}, t0 + 40s);
        CHECK(clock.running() == 0);
        CHECK(clock.left(0, t0 + 41s) == 11s);
        clock.setNow(t0 + 41s);
        REQUIRE(game.undo());
        CHECK(clock.readings(t0 + 41s) == GameClock::Readings{11s, 34s});
        CHECK(clock.running() == 1);
    }
    SECTION("paused, no clock runs") {
        clock.pause(t0 + 12s);
        CHECK_FALSE(clock.running());
        CHECK(clock.left(0, t0 + 50s) == 55s);
        clock.resume(t0 + 50s);
        CHECK(clock.left(0, t0 + 51s) == 54s);
    }
}

TEST_CASE("under Swap the clock of the player who places and decides runs", "[clock]") {
    GameEngine game(clocked(ClockSettings::perMove(30s), OpeningRule::Swap));
    RoundClock clock(game);
    clock.setNow(t0);
    game.newRound();
    const int opener = game.actingPlayer();
    for (const Point p : {Point{7, 7}, Point{8, 8}, Point{6, 8}}) {
        CHECK(clock.running() == opener);
        REQUIRE(game.play(p));
    }
    REQUIRE(game.pendingChoice());
    const int chooser = game.pendingChoice()->chooser;
    CHECK(chooser != opener);
    CHECK(clock.running() == chooser);
    CHECK(clock.left(opener, t0 + 31s) == 30s); // per move: a full clock again
    REQUIRE(clock.checkFlag(t0 + 31s));
    CHECK(game.result().end == RoundEnd::Time);
    CHECK(playerIndex(game.result().winner) == opener);
}

TEST_CASE("a tournament opening's offers are one turn of black's, each undone with its time",
          "[clock][tournament]") {
    GameEngine game(clocked(ClockSettings::perGame(60s, 5s), OpeningRule::Yamaguchi));
    RoundClock clock(game);
    clock.setNow(t0);
    game.newRound();
    for (const Point p : {Point{7, 7}, Point{8, 8}, Point{9, 7}}) {
        REQUIRE(game.play(p));
    }
    REQUIRE(game.declareOffers(2));
    REQUIRE(game.chooseColour(ColourOption::TakeWhite));
    REQUIRE(game.play({2, 2})); // white's fourth: black (player 0) to offer
    REQUIRE(clock.running() == 0);
    const auto before = clock.left(0, t0);
    clock.setNow(t0 + 10s);
    REQUIRE(game.play({6, 6})); // the first offer: black's turn goes on, no increment
    CHECK(clock.running() == 0);
    CHECK(clock.left(0, t0 + 10s) == before - 10s);
    clock.setNow(t0 + 20s);
    REQUIRE(game.play({10, 10})); // the last: one increment for both
    CHECK(clock.running() == 1);
    CHECK(clock.left(0, t0 + 20s) == before - 20s + 5s);
    // Undo gives each offer's time back.
    REQUIRE(game.undo());
    CHECK(clock.left(0, t0 + 20s) == before - 10s);
    REQUIRE(game.undo());
    CHECK(clock.left(0, t0 + 20s) == before);
}

TEST_CASE("without a time control no clock runs and no flag falls", "[clock]") {
    GameEngine game(clocked(ClockSettings{}));
    RoundClock clock(game);
    clock.setNow(t0);
    game.newRound();
    REQUIRE(game.play({7, 7}));
    CHECK_FALSE(clock.running());
    CHECK_FALSE(clock.checkFlag(t0 + 100h));
    CHECK_FALSE(game.isRoundOver());
}
