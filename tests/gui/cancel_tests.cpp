// The window never waits for the computer (features.md G12): New game and closing
// during a long Hard search on 15×15 return at once, and the answer of the
// abandoned search never lands on the board.

#include "gui_test_support.hpp"

#include <catch2/catch.hpp>
#include <wx/toplevel.h>

using namespace std::chrono_literals;
using ttt::Point;
using namespace ttt::gui;

namespace {

using Clock = std::chrono::steady_clock;

// The search goes on far longer than any test waits: a command that waited
// for it would take that long.
ComputerTiming longSearch() {
    ComputerTiming timing;
    timing.maxThinkingTime = 20s;
    // An answer found early is held back this long: the window is then still
    // "thinking" when the test acts, and the held answer would land while the
    // test watches the board afterwards.
    timing.replyPause = 1s;
    timing.demoPace = 0ms;
    return timing;
}

// The search ends by itself 1 s after the person's move, its answer held back
// until then if found earlier: an answer that a cancel failed to drop lands
// within kWatch of the cancel.
ComputerTiming shortSearch() {
    ComputerTiming timing = longSearch();
    timing.maxThinkingTime = 1s;
    return timing;
}
constexpr auto kWatch = 3s;

// "At once", with room for a busy machine and a sanitizer build; the search
// the command interrupts would take 20 s.
constexpr auto kAtOnce = 5s;

// Plays the centre and waits until the computer is searching its answer.
void startComputerSearch(test::WindowFixture& window) {
    window.clickCell({7, 7});
    REQUIRE(window.game().history().size() == 1);
    REQUIRE(test::pumpUntil([&] { return window.frame().controller().isThinking(); }, 2s));
    test::pumpFor(200ms); // well inside the search
    REQUIRE(window.frame().controller().isThinking());
    REQUIRE(window.game().history().size() == 1);
}

} // namespace

TEST_CASE("New game during a Hard search on 15x15 returns at once", "[cancel]") {
    test::WindowFixture window(
        test::humanVsComputer(ttt::BotLevel::Hard, ttt::Rules::gomokuFreestyle()), longSearch());
    startComputerSearch(window);

    const auto started = Clock::now();
    REQUIRE(window.frame().startNewGame(test::humanVsHuman(ttt::Rules::gomokuFreestyle())));
    CHECK(Clock::now() - started < kAtOnce);
    CHECK_FALSE(window.frame().controller().isThinking());
    CHECK(window.game().history().empty());
}

TEST_CASE("The answer of a search cancelled by New game never lands", "[cancel]") {
    test::WindowFixture window(
        test::humanVsComputer(ttt::BotLevel::Hard, ttt::Rules::gomokuFreestyle()), shortSearch());
    startComputerSearch(window);
    REQUIRE(window.frame().startNewGame(test::humanVsHuman(ttt::Rules::gomokuFreestyle())));
    CHECK(window.game().history().empty());

    // Past the moment the cancelled search would have answered.
    test::pumpFor(kWatch);
    CHECK(window.game().history().empty());
    CHECK(window.game().board().stoneCount() == 0);
}

TEST_CASE("Restart and reset score during a search never apply a stale move", "[cancel]") {
    test::WindowFixture window(
        test::humanVsComputer(ttt::BotLevel::Hard, ttt::Rules::gomokuFreestyle()), shortSearch());
    GameController& controller = window.frame().controller();
    startComputerSearch(window);
    window.frame().restartRound();
    CHECK(window.game().history().empty());
    test::pumpFor(kWatch);
    CHECK(window.game().history().empty());
    CHECK(window.game().board().stoneCount() == 0);

    startComputerSearch(window);
    // Same position: the computer starts a fresh search for it, a long one, so
    // that only the cancelled search's answer could land while the test watches.
    controller.setTiming(longSearch());
    window.frame().resetScore();
    CHECK(window.game().history().size() == 1);
    CHECK(controller.isThinking());
    test::pumpFor(kWatch);
    CHECK(window.game().history().size() == 1);
    CHECK(controller.isThinking());
}

TEST_CASE("Closing the window during a Hard search returns at once", "[cancel]") {
    test::WindowFixture window(
        test::humanVsComputer(ttt::BotLevel::Hard, ttt::Rules::gomokuFreestyle()), longSearch());
    startComputerSearch(window);
    wxWeakRef<MainFrame> frame(&window.frame());

    const auto started = Clock::now();
    CHECK(frame->Close());
    CHECK(Clock::now() - started < kAtOnce);
    // The window is gone soon after (its worker has stopped and joined).
    CHECK(test::pumpUntil([&] { return !frame; }, kAtOnce));
    CHECK(Clock::now() - started < kAtOnce);
}

TEST_CASE("An answer held back for pacing is dropped by New game and Restart", "[cancel]") {
    ComputerTiming timing = longSearch();
    timing.replyPause = 600ms; // the Medium bot answers at once; its move then waits
    test::WindowFixture window(
        test::humanVsComputer(ttt::BotLevel::Medium, ttt::Rules::gomokuFreestyle()), timing);
    auto& controller = window.frame().controller();
    // After the command, the held answer would have landed by the end of its
    // pause; waiting longer on a busy machine only makes the check stricter.
    const auto pastThePause = timing.replyPause + 300ms;

    window.clickCell({7, 7});
    REQUIRE(test::pumpUntil([&] { return controller.holdsAnswer(); }, kWatch));
    window.frame().restartRound();
    CHECK_FALSE(controller.holdsAnswer());
    test::pumpFor(pastThePause);
    CHECK(window.game().history().empty());

    window.clickCell({7, 7});
    REQUIRE(test::pumpUntil([&] { return controller.holdsAnswer(); }, kWatch));
    REQUIRE(window.frame().startNewGame(test::humanVsHuman(ttt::Rules::gomokuFreestyle())));
    CHECK_FALSE(controller.holdsAnswer());
    test::pumpFor(pastThePause);
    CHECK(window.game().history().empty());
}
