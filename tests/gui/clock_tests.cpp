// Clocks for people (features.md G16): New game ▸ Time control, the two
// clocks on the side panel's cards, the low-time warning, a flag that falls
// (the round lost on time, said in the banner), a clock kept in the saved
// game and going on after a restart, and the computer within its clock.

#include "board/board_panel.hpp"
#include "dialogs/new_game_dialog.hpp"
#include "gui_test_support.hpp"
#include "records/game_file_commands.hpp"
#include "records_test_support.hpp"
#include "tictactoe/records/game_record_format.hpp"
#include "window/score_panel.hpp"

#include <catch2/catch.hpp>
#include <wx/choice.h>
#include <wx/spinctrl.h>

using namespace std::chrono_literals;
using namespace ttt::gui;
using ttt::ClockSettings;
using ttt::Point;
using ttt::Rules;

namespace {

GameOptions onClock(const ClockSettings& clock, GameOptions options) {
    options.clock = clock;
    return options;
}

} // namespace

TEST_CASE("New game > Time control round-trips every kind of clock", "[clock][dialog]") {
    test::WindowFixture window(test::humanVsHuman());
    for (const ClockSettings& clock :
         {ClockSettings{}, ClockSettings::perGame(10min), ClockSettings::perGame(3min, 2s),
          ClockSettings::perMove(30s)}) {
        NewGameDialog dialog(&window.frame(), onClock(clock, test::humanVsHuman()),
                             ThemeId::Classic);
        CHECK(dialog.options().clock == clock);
    }
    // Choosing a kind and times as a person would.
    NewGameDialog dialog(&window.frame(), test::humanVsHuman(), ThemeId::Classic);
    auto* kind = dynamic_cast<wxChoice*>(dialog.FindWindowByName("clock"));
    auto* time = dynamic_cast<wxSpinCtrl*>(dialog.FindWindowByName("clockTime"));
    auto* increment = dynamic_cast<wxSpinCtrl*>(dialog.FindWindowByName("clockIncrement"));
    REQUIRE(kind != nullptr);
    REQUIRE(time != nullptr);
    REQUIRE(increment != nullptr);
    CHECK_FALSE(time->IsShown()); // no clock: no time to give
    const auto choose = [&](int index) {
        kind->SetSelection(index);
        wxCommandEvent changed(wxEVT_CHOICE, kind->GetId());
        changed.SetEventObject(kind);
        kind->GetEventHandler()->ProcessEvent(changed);
    };
    choose(2);
    CHECK(time->IsShown());
    CHECK(increment->IsShown());
    time->SetValue(5);
    increment->SetValue(3);
    CHECK(dialog.options().clock == ClockSettings::perGame(5min, 3s));
    choose(3);
    CHECK_FALSE(increment->IsShown());
    time->SetValue(20);
    CHECK(dialog.options().clock == ClockSettings::perMove(20s));
    choose(2); // the per-game time was kept while per move was shown
    CHECK(dialog.options().clock == ClockSettings::perGame(5min, 3s));
}

TEST_CASE("Two clocks tick for the player to move, and a flag that falls loses the round",
          "[clock]") {
    test::WindowFixture window(test::humanVsHuman(Rules::gomokuFreestyle()));
    MainFrame& frame = window.frame();
    REQUIRE(frame.startNewGame(onClock(ClockSettings::perMove(2s), frame.options())));
    const ScorePanel& scores = frame.scores();
    REQUIRE(frame.controller().hasClock());
    // Alice's clock runs from the start (a slow machine shows it going); Bob's waits.
    CHECK(scores.clockLabel(0) <= "0:02.0");
    CHECK(scores.clockLabel(0) > "0:01.0");
    CHECK(scores.clockLabel(1) == "0:02.0");
    REQUIRE(test::pumpUntil([&] { return scores.clockLabel(0) < "0:01.8"; }, 2s));
    CHECK(scores.clockLabel(1) == "0:02.0");
    CHECK_FALSE(scores.clockLow(0)); // low: under a fifth of a short clock
    window.clickCell({7, 7});
    CHECK(scores.clockLabel(0) == "0:02.0"); // per move: a full clock for the next one
    CHECK(frame.controller().clock().running() == 1);
    // Bob does not move: his flag falls.
    REQUIRE(test::pumpUntil([&] { return window.game().isRoundOver(); }, 4s));
    CHECK(window.game().result().end == ttt::RoundEnd::Time);
    CHECK(window.game().result().winner == ttt::Mark::X);
    CHECK(window.game().score().wins == std::array<int, 2>{1, 0});
    CHECK(scores.clockLabel(1) == "0:00.0");
    CHECK(scores.clockLow(1));
    CHECK(frame.board().banner().subtitle.Contains("Bob ran out of time"));
    CHECK(frame.GetStatusBar()->GetStatusText(0).Contains("Bob ran out of time."));
    // Undo takes the loss back: Bob has his move's time again.
    REQUIRE(frame.controller().undo());
    CHECK_FALSE(window.game().isRoundOver());
    CHECK(window.game().score().wins == std::array<int, 2>{0, 0});
    CHECK(frame.controller().clock().running() == 1);
    CHECK(frame.controller().clock().left(1, std::chrono::steady_clock::now()) > 1500ms);
}

TEST_CASE("A game on a clock is saved with its clocks and goes on from them", "[clock][records]") {
    test::WindowFixture window(test::humanVsHuman(Rules::gomokuFreestyle()));
    MainFrame& frame = window.frame();
    REQUIRE(frame.startNewGame(onClock(ClockSettings::perGame(10min, 5s), frame.options())));
    test::pumpFor(300ms);
    window.clickCell({7, 7});
    const ttt::GameRecord saved = frame.controller().record();
    REQUIRE(saved.clockLeft.has_value());
    CHECK((*saved.clockLeft)[0] > 600s); // 10 min - 0.3 s + 5 s
    CHECK((*saved.clockLeft)[0] < 605s);
    CHECK((*saved.clockLeft)[1] <= 600s);
    const auto text = ttt::writeGameRecord(saved);
    CHECK(text.find("\"control\": \"10m+5s\"") != std::string::npos);
    // Saved to a file, the game stays the file's while only the clocks
    // move: opening it again asks nothing (every question is answered no).
    test::TemporaryDataDir dir;
    REQUIRE(frame.files().saveGame(dir.path() / "clocked.tttgame"));
    test::pumpFor(300ms);
    test::answerQuestions(false);
    CHECK(frame.files().openGame(dir.path() / "clocked.tttgame"));
    test::answerQuestions(true);

    // A restart: another window opens the file; the clocks read as saved, Bob's runs.
    const auto read = ttt::readGameRecord(text);
    REQUIRE(read);
    ttt::GameRecord changed = *read;
    changed.clockLeft = ttt::GameClock::Readings{123'000ms, 45'000ms};
    test::WindowFixture again(test::humanVsHuman());
    REQUIRE(again.frame().controller().restore(changed));
    const ScorePanel& scores = again.frame().scores();
    CHECK(again.game().setup().clock == ClockSettings::perGame(10min, 5s));
    CHECK(scores.clockLabel(0) == "2:03");
    CHECK(again.frame().controller().clock().running() == 1);
    REQUIRE(test::pumpUntil([&] { return scores.clockLabel(1) == "0:44"; }, 3s));
    CHECK(scores.clockLabel(0) == "2:03");
}

TEST_CASE("The computer moves within its clock", "[clock]") {
    // Hard may think ten seconds a move, but its clock has five for the game.
    GameOptions options = test::humanVsComputer(ttt::BotLevel::Hard, Rules::gomokuFreestyle());
    options.computer.budget.time = 10s;
    options.clock = ClockSettings::perGame(5s);
    ComputerTiming timing = test::WindowFixture::fastTiming();
    timing.maxThinkingTime.reset(); // its own time and its clock decide
    test::WindowFixture window(options, timing);
    window.clickCell({7, 7});
    REQUIRE(test::pumpUntil([&] { return window.game().history().size() == 2; }, 5s));
    const auto left = window.frame().controller().clock().left(1, std::chrono::steady_clock::now());
    CHECK(left > 3s); // a share of the clock, not ten seconds
    CHECK_FALSE(window.game().isRoundOver());
}
