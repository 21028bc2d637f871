// Undo/redo, hint, replay and the move list (features.md G9) driven through the real
// window: the commands are the ones the menu and the keys call.

#include "board/board_panel.hpp"
#include "board/move_notation.hpp"
#include "gui_test_support.hpp"
#include "move/move_commands.hpp"
#include "replay/move_list_panel.hpp"
#include "replay/replay_commands.hpp"

#include <catch2/catch.hpp>

using namespace std::chrono_literals;
using ttt::Mark;
using ttt::Point;
using namespace ttt::gui;

namespace {

// A search that ends by itself 1 s after the person's move, an earlier answer
// held back until then: an answer that the undo failed to drop would land
// while the test watches.
ComputerTiming shortSearch() {
    ComputerTiming timing = test::WindowFixture::fastTiming();
    timing.maxThinkingTime = 1s;
    timing.replyPause = 1s;
    return timing;
}

// X takes the top row of a 3x3 board: X(0,0) O(0,1) X(1,0) O(1,1) X(2,0).
void playTopRowWin(test::WindowFixture& window) {
    for (const Point p : {Point{0, 0}, Point{0, 1}, Point{1, 0}, Point{1, 1}, Point{2, 0}}) {
        window.clickCell(p);
    }
    REQUIRE(window.game().isRoundOver());
}

} // namespace

TEST_CASE("Undo against the computer takes back its reply and the human's move", "[undo]") {
    test::WindowFixture window(
        test::humanVsComputer(ttt::BotLevel::Easy, ttt::Rules::gomokuFreestyle()));
    GameController& controller = window.frame().controller();
    CHECK_FALSE(controller.canUndo());

    window.clickCell({7, 7});
    REQUIRE(test::pumpUntil([&] { return window.game().history().size() == 2; }, 5s));
    REQUIRE(test::pumpUntil([&] { return controller.isHumanToMove(); }, 2s));
    const auto played = window.game().history();
    const Point second = window.game().board().isEmpty({8, 8}) ? Point{8, 8} : Point{9, 9};
    window.clickCell(second);
    REQUIRE(test::pumpUntil([&] { return window.game().history().size() == 4; }, 5s));
    REQUIRE(test::pumpUntil([&] { return controller.isHumanToMove(); }, 2s));

    // One undo: back to the position after the first exchange, human to move.
    REQUIRE(window.frame().moves().undo());
    CHECK(window.game().history() == played);
    CHECK(controller.isHumanToMove());
    test::pumpFor(300ms); // the computer does not answer again by itself
    CHECK(window.game().history() == played);

    REQUIRE(window.frame().moves().undo());
    CHECK(window.game().history().empty());
    CHECK_FALSE(controller.canUndo());
    CHECK(controller.canRedo());

    // Redo plays the human's move and the reply again.
    REQUIRE(window.frame().moves().redo());
    CHECK(window.game().history() == played);
    CHECK(controller.isHumanToMove());
    REQUIRE(window.frame().moves().redo());
    CHECK(window.game().history().size() == 4);
    CHECK(window.game().board().at(second) == Mark::X);
    CHECK_FALSE(controller.canRedo());
}

TEST_CASE("Undo during the computer's search cancels it, no stale move lands", "[undo]") {
    test::WindowFixture window(
        test::humanVsComputer(ttt::BotLevel::Hard, ttt::Rules::gomokuFreestyle()), shortSearch());
    GameController& controller = window.frame().controller();
    window.clickCell({7, 7});
    REQUIRE(test::pumpUntil([&] { return controller.isThinking(); }, 2s));
    test::pumpFor(150ms);
    REQUIRE(window.game().history().size() == 1);

    REQUIRE(window.frame().moves().undo());
    CHECK_FALSE(controller.isThinking());
    CHECK(window.game().history().empty());
    CHECK(controller.isHumanToMove());
    test::pumpFor(3s); // past the moment the search would have answered
    CHECK(window.game().history().empty());
    CHECK(window.game().board().stoneCount() == 0);

    // The game goes on normally afterwards.
    CHECK(controller.canRedo());
    REQUIRE(window.frame().moves().redo());
    CHECK(window.game().history().size() == 1);
    CHECK(test::pumpUntil([&] { return controller.isThinking(); }, 2s));
}

TEST_CASE("Undo after a won round makes the round live again", "[undo]") {
    test::WindowFixture window(test::humanVsHuman());
    playTopRowWin(window);
    REQUIRE(window.game().score().wins[0] == 1);
    REQUIRE(window.frame().moves().undo());
    CHECK_FALSE(window.game().isRoundOver());
    CHECK(window.game().score().wins[0] == 0);
    CHECK(window.game().toMove() == Mark::X);
    window.clickCell({2, 2});
    CHECK(window.game().board().at({2, 2}) == Mark::X);
    CHECK_FALSE(window.game().isRoundOver());
}

TEST_CASE("A hint shows a free cell and goes when the position changes", "[hint]") {
    test::WindowFixture window(test::humanVsHuman(ttt::Rules::gomokuFreestyle()));
    BoardPanel& board = window.frame().board();
    for (const Point p : {Point{7, 7}, Point{8, 8}, Point{7, 8}}) {
        window.clickCell(p);
    }
    board.SetFocus();
    window.pressKey('h'); // the H key, as a player would ask
    // Deadlines for a hint that never comes or never goes, not its pace: the
    // first hint makes the Hard bot, which a sanitizer build on a busy
    // machine took over 3 s to do.
    REQUIRE(test::pumpUntil([&] { return board.hint().has_value(); }, 20s));
    const Point hint = *board.hint();
    CHECK(window.game().rules().contains(hint));
    CHECK(window.game().board().isEmpty(hint));
    // It fades by itself...
    CHECK(test::pumpUntil([&] { return !board.hint().has_value(); }, 20s));

    // ...and a hint asked for an older position never appears.
    REQUIRE(window.frame().moves().showHint());
    window.clickCell({6, 6});
    test::pumpFor(1200ms);
    CHECK_FALSE(board.hint().has_value());
}

TEST_CASE("Replay shows the round move by move and ends on the final position", "[replay]") {
    test::WindowFixture window(test::humanVsHuman());
    ReplayCommands& replay = window.frame().replay();
    BoardPanel& board = window.frame().board();
    CHECK_FALSE(replay.canReplay());
    playTopRowWin(window);
    const auto history = window.game().history();
    const ttt::Score score = window.game().score();
    REQUIRE(replay.canReplay());

    replay.setReplayPace(ReplayPace::Fast);
    REQUIRE(replay.replayGame());
    REQUIRE(replay.replay().isActive());
    CHECK(replay.replay().step() == 0);
    std::size_t seen = 0;
    const bool ended = test::pumpUntil(
        [&] {
            if (replay.replay().isActive()) {
                CHECK(replay.replay().step() >= seen); // only forwards, one by one
                seen = replay.replay().step();
            }
            return !replay.replay().isActive();
        },
        5s);
    CHECK(ended);
    CHECK(seen == history.size());
    // The live game was never touched.
    CHECK(window.game().history() == history);
    CHECK(window.game().isRoundOver());
    CHECK(window.game().score() == score);
    CHECK(board.shownCells() == CellRect{0, 0, 2, 2});
}

TEST_CASE("A loaded game can be replayed, moves are refused meanwhile", "[replay]") {
    test::WindowFixture window(test::humanVsHuman());
    ReplayCommands& replay = window.frame().replay();
    window.frame().loadPosition(test::humanVsHuman(), {{1, 1}, {0, 0}, {2, 2}}, ttt::Score{});
    REQUIRE(replay.canReplay());
    replay.setReplayPace(ReplayPace::Slow);
    REQUIRE(replay.replayGame());
    replay.setReplayPaused(true);
    window.clickCell({0, 2}, false);
    CHECK(window.game().history().size() == 3);
    CHECK(window.game().board().isEmpty({0, 2}));
    // Jumping and stopping leave the game as it was.
    replay.replay().jumpTo(2);
    CHECK(replay.replay().step() == 2);
    replay.stopReplay();
    CHECK_FALSE(replay.replay().isActive());
    window.clickCell({0, 2});
    CHECK(window.game().board().at({0, 2}) == Mark::O);
    CHECK_FALSE(replay.canReplay()); // a move was played since loading
}

TEST_CASE("The move list never cuts a move far out on the unlimited field", "[replay]") {
    test::WindowFixture window(test::humanVsHuman(ttt::Rules::unlimitedFive()));
    ReplayCommands& replay = window.frame().replay();
    replay.showMoveList(true);
    for (const Point p : {Point{0, 0}, Point{-999'999'999, 999'999'999}, Point{1, 1}}) {
        REQUIRE(window.frame().controller().playHuman(p));
    }
    MoveListPanel& list = replay.moveList();
    REQUIRE(list.itemCount() == 3);
    CHECK(list.itemText(1, 2) == wxString::FromUTF8("(\u2212999999999, \u2212999999999)"));
    for (long item = 0; item < 3; ++item) {
        CHECK(list.fitsColumn(item, 2));
    }
}

TEST_CASE("Moves are written in the board's notation", "[replay]") {
    const ttt::Rules gomoku = ttt::Rules::gomokuFreestyle();
    CHECK(moveNotation(gomoku, {7, 7}) == "H8");
    CHECK(moveNotation(gomoku, {0, 14}) == "A1");
    CHECK(moveNotation(gomoku, {14, 0}) == "O15");
    CHECK(moveNotation(ttt::Rules::classic(), {0, 0}) == "A3");
    CHECK(columnName(25) == "Z");
    CHECK(columnName(26) == "AA");
    const ttt::Rules field = ttt::Rules::unlimitedFive();
    CHECK(moveNotation(field, {0, 0}) == "(0, 0)");
    CHECK(moveNotation(field, {3, 2}) == wxString::FromUTF8("(+3, \u22122)"));
    CHECK(moveNotation(field, {-12, -5}) == wxString::FromUTF8("(\u221212, +5)"));
    // The field's edge labels use the same numbers.
    CHECK(fieldColumnName(3) == "+3");
    CHECK(fieldRowName(2) == wxString::FromUTF8("\u22122"));
    CHECK(fieldRowName(-1'000'000'000) == "+1000000000");

    test::WindowFixture window(test::humanVsHuman(gomoku));
    ReplayCommands& replay = window.frame().replay();
    replay.showMoveList(true);
    REQUIRE(replay.isMoveListShown());
    window.clickCell({7, 7});
    window.clickCell({0, 14});
    MoveListPanel& list = replay.moveList();
    REQUIRE(list.itemCount() == 2);
    CHECK(list.itemText(0, 2) == "H8");
    CHECK(list.itemText(1, 2) == "A1");
    CHECK(list.itemText(1, 1) == "Bob");
    CHECK(list.selectedItem() == 1);
    REQUIRE(window.frame().moves().undo());
    CHECK(list.itemCount() == 1);
}

TEST_CASE("Clicks and keys while the computer thinks place nothing", "[undo]") {
    // The computer thinks 20 s here: every click below lands while it does.
    ComputerTiming timing = test::WindowFixture::fastTiming();
    timing.maxThinkingTime = 20s;
    timing.replyPause = 20s;
    test::WindowFixture window(
        test::humanVsComputer(ttt::BotLevel::Hard, ttt::Rules::gomokuFreestyle()), timing);
    window.clickCell({7, 7});
    REQUIRE(window.game().history().size() == 1);
    GameController& controller = window.frame().controller();
    REQUIRE(test::pumpUntil([&controller] { return controller.isThinking(); }, 2s));
    // Clicks on free cells, arrived at the board (clickCell waits for that)...
    for (const Point p : {Point{8, 8}, Point{0, 0}, Point{14, 14}}) {
        window.clickCell(p, false);
    }
    // ...and Enter on the cursor's cell.
    window.pointKeysAtBoard();
    window.pressKey(WXK_RETURN);
    CHECK(window.game().history().size() == 1);
    CHECK(window.game().board().stoneCount() == 1);
    CHECK(controller.isThinking());
    CHECK_FALSE(controller.playHuman({9, 9}));
}
