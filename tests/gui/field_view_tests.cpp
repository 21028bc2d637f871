// Pan and zoom on the unlimited field (features.md G10): they move the view, never
// the game, and a drag never places a stone.

#include "board/board_panel.hpp"
#include "gui_test_support.hpp"

#include <catch2/catch.hpp>
#include <wx/uiaction.h>

using namespace std::chrono_literals;
using ttt::Point;
using namespace ttt::gui;

namespace {

void playOpening(test::WindowFixture& window) {
    window.clickCell({0, 0});
    for (const Point p : {Point{1, 1}, Point{2, -1}}) {
        REQUIRE(window.frame().controller().playHuman(p));
    }
    test::pumpFor(50ms);
}

} // namespace

TEST_CASE("Zoom and pan change the visible cells, not the game", "[fieldview]") {
    test::WindowFixture window(test::humanVsHuman(ttt::Rules::unlimitedFive()));
    BoardPanel& board = window.frame().board();
    playOpening(window);
    const auto history = window.game().history();
    REQUIRE(board.isFollowingGame());
    const CellRect before = board.shownCells();
    const double cell = board.cellSize();

    board.zoomBy(0.5);
    test::pumpFor(50ms);
    CHECK_FALSE(board.isFollowingGame());
    CHECK(board.cellSize() < cell);
    const CellRect zoomedOut = board.shownCells();
    CHECK(zoomedOut.columns() > before.columns());
    CHECK(zoomedOut.rows() > before.rows());

    board.panByCells(7, -4);
    test::pumpFor(50ms);
    const CellRect panned = board.shownCells();
    CHECK(panned.minX == zoomedOut.minX + 7);
    CHECK(panned.minY == zoomedOut.minY - 4);
    CHECK(panned.columns() == zoomedOut.columns());

    // A new move does not pull the view back while the player has it...
    REQUIRE(window.frame().controller().playHuman({-1, 2}));
    test::pumpFor(50ms);
    CHECK(board.shownCells() == panned);
    CHECK(window.game().history().size() == history.size() + 1);

    // ...until "centre on last move", which puts that move in the middle.
    board.centreOnLastMove();
    const CellRect centred = board.shownCells();
    CHECK(std::abs((centred.minX + centred.maxX) / 2 - -1) <= 1);
    CHECK(std::abs((centred.minY + centred.maxY) / 2 - 2) <= 1);
    // A far move afterwards is brought into view.
    REQUIRE(window.frame().controller().playHuman({60, 2}));
    test::pumpFor(50ms);
    CHECK(board.shownCells().contains({60, 2}));

    board.fitGame();
    CHECK(board.isFollowingGame());
    for (const Point stone : window.game().board().stones()) {
        CHECK(board.shownCells().contains(stone));
    }
}

TEST_CASE("Dragging the unlimited field pans it and places no stone", "[fieldview]") {
    test::WindowFixture window(test::humanVsHuman(ttt::Rules::unlimitedFive()));
    BoardPanel& board = window.frame().board();
    playOpening(window);
    const std::size_t moves = window.game().history().size();
    const CellRect before = board.shownCells();
    const Point start{before.minX + 3, before.minY + 3};
    REQUIRE(window.game().board().isEmpty(start));

    wxUIActionSimulator simulator;
    const wxPoint from = board.ClientToScreen(board.cellCentre(start));
    simulator.MouseMove(from);
    test::pumpFor(40ms);
    simulator.MouseDown();
    test::pumpFor(40ms);
    for (int step = 1; step <= 4; ++step) {
        simulator.MouseMove(from + wxPoint(step * 30, step * 20));
        test::pumpFor(30ms);
    }
    simulator.MouseUp();
    test::pumpFor(150ms);

    CHECK(window.game().history().size() == moves);
    CHECK_FALSE(board.isFollowingGame());
    const CellRect after = board.shownCells();
    CHECK(after.minX < before.minX); // dragged right: the view shows cells further left
    CHECK(after.minY < before.minY);

    // A click without moving still plays.
    const Point target{after.minX + 4, after.minY + 4};
    REQUIRE(window.game().board().isEmpty(target));
    window.clickCell(target);
    CHECK(window.game().board().at(target) != ttt::Mark::None);
}

TEST_CASE("A flick whose motion never arrived still pans and places no stone", "[fieldview]") {
    test::WindowFixture window(test::humanVsHuman(ttt::Rules::unlimitedFive()));
    BoardPanel& board = window.frame().board();
    playOpening(window);
    const std::size_t moves = window.game().history().size();
    const CellRect before = board.shownCells();
    const Point start{before.minX + 3, before.minY + 3};
    REQUIRE(window.game().board().isEmpty(start));
    const wxPoint from = board.cellCentre(start);

    // Press and release only, as a fast pointer can arrive: no motion between.
    const auto send = [&board](wxEventType type, wxPoint at) {
        wxMouseEvent event(type);
        event.SetPosition(at);
        event.SetEventObject(&board);
        event.m_leftDown = type == wxEVT_LEFT_DOWN;
        board.ProcessWindowEvent(event);
    };
    send(wxEVT_LEFT_DOWN, from);
    send(wxEVT_LEFT_UP, from + wxPoint(120, 80));
    test::pumpFor(50ms);

    CHECK(window.game().history().size() == moves);
    const CellRect after = board.shownCells();
    CHECK(after.minX < before.minX); // as a drag right and down
    CHECK(after.minY < before.minY);
}

TEST_CASE("Shift+arrows pan the field, plain arrows move the cursor", "[fieldview]") {
    test::WindowFixture window(test::humanVsHuman(ttt::Rules::unlimitedFive()));
    BoardPanel& board = window.frame().board();
    playOpening(window);
    board.SetFocus();
    const CellRect before = board.shownCells();
    wxUIActionSimulator simulator;
    simulator.Char(WXK_LEFT, wxMOD_SHIFT);
    test::pumpFor(60ms);
    CHECK_FALSE(board.isFollowingGame());
    const CellRect panned = board.shownCells();
    CHECK(panned.minX == before.minX - 3);
    CHECK(panned.minY == before.minY);
    simulator.Char(WXK_DOWN, wxMOD_SHIFT);
    test::pumpFor(60ms);
    CHECK(board.shownCells().minY == panned.minY + 3);

    // The cursor keeps working, and the view goes along when it reaches the edge.
    window.pressKey(WXK_RIGHT); // shows the cursor
    REQUIRE(board.cursor().has_value());
    for (int i = 0; i < before.columns() + 5; ++i) {
        window.pressKey(WXK_RIGHT);
    }
    REQUIRE(board.cursor().has_value());
    CHECK(board.shownCells().contains(*board.cursor()));
    CHECK(window.game().history().size() == 3);
}
