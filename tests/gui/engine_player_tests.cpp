// Players > Engine…: an external Gomocup engine as the computer player. One
// that misbehaves loses the round with a message in the window, the game goes
// on, and the window never waits for it.

#include "analysis/analysis_commands.hpp"
#include "app/user_dirs.hpp"
#include "board/board_panel.hpp"
#include "engines/engine_commands.hpp"
#include "game/engine_picker.hpp"
#include "game/game_labels.hpp"
#include "gui_test_support.hpp"
#include "records/game_file_commands.hpp"
#include "records/leaderboard_keeper.hpp"
#include "records_test_support.hpp"

#include <catch2/catch.hpp>
#include <wx/statusbr.h>
#include <wx/stdpaths.h>

using namespace std::chrono_literals;
using ttt::Mark;
using ttt::Point;
using namespace ttt::gui;

namespace {

// The fake engine takes its behaviour as an argument; a player picks a bare
// program, so each behaviour gets a small launcher script.
std::filesystem::path engineScript(const std::filesystem::path& folder, const std::string& mode) {
    const auto path = folder / ("pbrain-" + mode);
    test::writeFile(path, "#!/bin/sh\nexec '" + std::string(TTT_FAKE_ENGINE) + "' " + mode + "\n");
    std::filesystem::permissions(path, std::filesystem::perms::owner_all);
    return path;
}

wxString statusText(MainFrame& frame) {
    return frame.GetStatusBar()->GetStatusText(0);
}

} // namespace

TEST_CASE("A working engine plays as the computer", "[engine]") {
    test::TemporaryDataDir dir;
    test::WindowFixture window(test::humanVsHuman());
    REQUIRE(window.frame().engines().useEngine(engineScript(dir.path(), "good")));
    const ttt::GameEngine& game = window.game();
    CHECK(game.mode() == ttt::Mode::HumanVsComputer);
    CHECK(game.rules() == ttt::Rules::gomokuFreestyle()); // 3x3 is no Gomocup game
    // Named by its ABOUT answer, not by its program.
    CHECK(game.player(1).name == "Fake good");
    CHECK(describePlayer(game.player(1)) == "Gomocup engine");
    window.clickCell({7, 7});
    REQUIRE(test::pumpUntil([&game] { return game.history().size() == 2; }, 10s));
    CHECK(game.history()[1].mark == Mark::O);
    CHECK(window.frame().controller().isHumanToMove());
}

TEST_CASE("A program that is no engine is refused when picked", "[engine]") {
    test::TemporaryDataDir dir;
    test::WindowFixture window(test::humanVsHuman());
    test::clearNotices();
    CHECK_FALSE(window.frame().engines().useEngine(engineScript(dir.path(), "crash-at-start")));
    REQUIRE(test::notices().size() == 1);
    CHECK(test::notices()[0].message.Contains("pbrain-crash-at-start"));
    CHECK(window.game().mode() == ttt::Mode::HumanVsHuman); // the game on screen is kept
    test::clearNotices();
}

TEST_CASE("The game's own program is refused as an engine without starting it", "[engine]") {
    // Started, it would open a second game window instead of answering.
    test::TemporaryDataDir dir;
    const auto self = pathFromWx(wxStandardPaths::Get().GetExecutablePath());
    CHECK(isThisGameProgram(self));
    CHECK_FALSE(isThisGameProgram(engineScript(dir.path(), "good")));

    test::WindowFixture window(test::humanVsHuman());
    // A copy of the game elsewhere: here a script that leaves a trace if it is run.
    const auto copy = dir.path() / self.filename();
    const auto trace = dir.path() / "started";
    test::writeFile(copy, "#!/bin/sh\ntouch '" + trace.string() + "'\n");
    std::filesystem::permissions(copy, std::filesystem::perms::owner_all);
    test::clearNotices();
    CHECK_FALSE(window.frame().engines().useEngine(copy));
    REQUIRE(test::notices().size() == 1);
    CHECK(test::notices()[0].message.Contains("not a Gomocup engine"));
    CHECK_FALSE(std::filesystem::exists(trace));
    CHECK(window.game().mode() == ttt::Mode::HumanVsHuman);
    test::clearNotices();
}

TEST_CASE("A misbehaving engine loses the round and the game goes on", "[engine]") {
    for (const char* mode : {"crash", "garbage", "occupied", "sleep"}) {
        INFO(mode);
        test::TemporaryDataDir dir;
        test::WindowFixture window(test::humanVsHuman());
        REQUIRE(window.frame().engines().useEngine(engineScript(dir.path(), mode)));
        const LeaderboardKeeper& keeper = window.frame().leaderboard();
        const ttt::GameEngine& game = window.game();
        test::clearNotices();
        window.clickCell({7, 7});
        // sleep: the move's limit (300 ms here) plus the engine tolerance.
        REQUIRE(test::pumpUntil([&game] { return game.score().wins[0] == 1; }, 10s));
        CHECK(game.history().empty()); // a new round, the human opens it
        CHECK(game.completedRounds() == 1);
        // Told by the engine's own name (its ABOUT answer).
        CHECK(statusText(window.frame()).Contains("Fake " + wxString(mode) + " loses the round"));
        REQUIRE(test::pumpUntil([] { return !test::notices().empty(); }, 2s));
        CHECK(test::notices()[0].message.Contains("loses this round and Alice scores"));
        const auto engine =
            keeper.leaderboard().find(std::string("Computer (pbrain-") + mode + ")");
        REQUIRE(engine.has_value());
        CHECK(engine->losses == 1);
        CHECK(keeper.leaderboard().find("Alice")->wins == 1);
        // The game goes on: the human can play the next round.
        window.clickCell({7, 7});
        CHECK(test::pumpUntil(
            [&game] { return !game.history().empty() || game.score().wins[0] == 2; }, 5s));
        test::clearNotices();
    }
}

TEST_CASE("Closing the window while an engine thinks does not wait for it", "[engine]") {
    test::TemporaryDataDir dir;
    test::WindowFixture window(test::humanVsHuman());
    REQUIRE(window.frame().engines().useEngine(engineScript(dir.path(), "sleep")));
    ComputerTiming slow = test::WindowFixture::fastTiming();
    slow.maxThinkingTime = 20s;
    window.frame().controller().setTiming(slow);
    window.clickCell({7, 7});
    REQUIRE(test::pumpUntil([&window] { return window.frame().controller().isThinking(); }, 2s));
    test::pumpFor(200ms);
    const auto start = std::chrono::steady_clock::now();
    window.frame().Close();
    REQUIRE(test::pumpUntil([&window] { return !window.alive(); }, 5s));
    const auto took = std::chrono::steady_clock::now() - start;
    CHECK(took < 3s);
}

TEST_CASE("An engine that opens the next round waits for the player after a forfeit", "[engine]") {
    test::TemporaryDataDir dir;
    test::WindowFixture window(test::humanVsHuman());
    REQUIRE(window.frame().engines().useEngine(engineScript(dir.path(), "crash")));
    GameOptions engineOpens = window.frame().options();
    engineOpens.starts = ttt::StartPolicy::Player2;
    REQUIRE(window.frame().startNewGame(engineOpens));
    const ttt::GameEngine& game = window.game();
    REQUIRE(test::pumpUntil([&game] { return game.score().wins[0] == 1; }, 10s));
    // Held: no second forfeit without the player.
    test::pumpFor(1500ms);
    CHECK(game.score().wins[0] == 1);
    CHECK_FALSE(window.frame().controller().isThinking());
    CHECK(statusText(window.frame()).Contains("Esc"));
    // Esc lets it try again (and this one fails again).
    window.frame().restartRound();
    REQUIRE(test::pumpUntil([&game] { return game.score().wins[0] == 2; }, 10s));
    test::clearNotices();
}

TEST_CASE("The engine keeps its own name across a restart and in a saved game", "[engine]") {
    test::TemporaryDataDir dir;
    const auto program = engineScript(dir.path(), "good");
    const auto saved = dir.path() / "against-engine.tttgame";
    {
        test::WindowFixture window(test::humanVsHuman());
        window.frame().startSession();
        REQUIRE(window.frame().engines().useEngine(program));
        REQUIRE(window.frame().files().saveGame(saved));
        window.frame().Close();
        REQUIRE(test::pumpUntil([&window] { return !window.alive(); }, 5s));
    }
    test::WindowFixture again(test::humanVsHuman());
    again.frame().startSession();
    CHECK(again.frame().options().engineTitle == "Fake good");
    again.frame().startNewGame(again.frame().options());
    CHECK(again.game().player(1).name == "Fake good");

    // A saved game brings its engine's name back into the options.
    again.frame().startNewGame(test::humanVsHuman());
    REQUIRE(again.frame().files().openGame(saved));
    CHECK(again.frame().options().engineTitle == "Fake good");
    CHECK(again.game().player(1).name == "Fake good");
}

TEST_CASE("A Gomocup engine analyses: its best lines with YXNBEST, else its move alone, and Hard "
          "where it cannot play",
          "[engine][analysis]") {
    test::TemporaryDataDir dir;
    test::WindowFixture window(test::humanVsHuman(ttt::Rules::gomokuFreestyle()));
    MainFrame& frame = window.frame();
    AnalysisCommands& analysis = frame.analysis();
    const auto shownNote = [&] { return analysis.panel().shown().note; };

    // It answers YXNBEST and then waits for YXSTOP, as an engine thinking long does.
    analysis.setEngine(engineScript(dir.path(), "nbest-wait").string());
    analysis.showAnalysis(true);
    REQUIRE(frame.controller().playHuman(Point{7, 7}));
    REQUIRE(test::pumpUntil([&] { return frame.board().analysisMarks().size() == 3; }, 10s));
    CHECK(frame.board().analysisMarks().front().move == Point{0, 0}); // its first free cell
    CHECK(shownNote().Contains("Analysis by pbrain-nbest-wait."));
    CHECK(analysis.panel().shown().rows.size() == 3);
    // A new position stops it with YXSTOP and asks again, at once.
    const auto started = std::chrono::steady_clock::now();
    REQUIRE(frame.controller().playHuman(Point{0, 0}));
    REQUIRE(test::pumpUntil(
        [&] {
            const auto& marks = frame.board().analysisMarks();
            return marks.size() == 3 && marks.front().move == Point{1, 0};
        },
        10s));
    CHECK(std::chrono::steady_clock::now() - started < 3s);

    // An engine that does not know YXNBEST: its move alone, and the panel says so.
    analysis.setEngine(engineScript(dir.path(), "good").string());
    REQUIRE(test::pumpUntil([&] { return shownNote().Contains("best move only"); }, 10s));
    REQUIRE(frame.board().analysisMarks().size() == 1);
    CHECK(frame.board().analysisMarks().front().move == Point{1, 0});
    CHECK(analysis.panel().shown().headline.Contains("to move: B15"));

    // An engine that dies while it analyses: the panel says why; the window goes on.
    analysis.setEngine(engineScript(dir.path(), "nbest-die").string());
    REQUIRE(test::pumpUntil(
        [&] {
            return analysis.panel().shown().headline ==
                   "The engine could not analyse this position.";
        },
        10s));
    REQUIRE(frame.controller().playHuman(Point{14, 14}));

    // The unlimited field is no board for a Gomocup engine: Hard analyses it.
    analysis.setEngine(engineScript(dir.path(), "nbest").string());
    frame.startNewGame(test::humanVsHuman(ttt::Rules::unlimitedFive()));
    REQUIRE(frame.controller().playHuman(Point{0, 0}));
    REQUIRE(test::pumpUntil([&] { return !frame.board().analysisMarks().empty(); }, 10s));
    CHECK(
        shownNote().Contains("pbrain-nbest cannot play these rules: Hard analyses them instead."));
    analysis.setEngine({});
    analysis.showAnalysis(false);
}
