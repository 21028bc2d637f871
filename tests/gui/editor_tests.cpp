// Game ▸ Set up position… (features.md G15): the editor puts and takes off
// stones by clicks, says what is wrong with a position, mirrors and turns it,
// and the window's round goes on from it - against the computer too - until
// Undo takes it back at once; the set-up is numbered apart, replayed, saved
// and opened again, and never counted on the leaderboard.

#include "editor/editor_commands.hpp"
#include "editor/position_editor.hpp"
#include "gui_test_support.hpp"
#include "move/move_commands.hpp"
#include "records/game_file_commands.hpp"
#include "records/leaderboard_keeper.hpp"
#include "records_test_support.hpp"
#include "replay/move_list_panel.hpp"
#include "replay/replay_commands.hpp"
#include "replay/replay_controller.hpp"

#include <catch2/catch.hpp>
#include <wx/choice.h>
#include <wx/uiaction.h>

using namespace std::chrono_literals;
using ttt::Point;
using ttt::Position;
using ttt::Rules;
using namespace ttt::gui;

namespace {

std::array<wxString, 2> names() {
    return {"Alice", "Bob"};
}

// The centre of cell p on the editor's board, in its window's pixels;
// nothing when the board does not show p.
std::optional<wxPoint> findCell(const PositionEditor& editor, Point p) {
    const wxSize size = editor.board().GetClientSize();
    for (int y = 0; y < size.y; y += 2) {
        for (int x = 0; x < size.x; x += 2) {
            if (editor.cellAt({x, y}) == p) {
                // The cell's first pixel, then half a cell on.
                int right = x;
                while (right < size.x && editor.cellAt({right, y}) == p) {
                    ++right;
                }
                return wxPoint((x + right) / 2, y + (right - x) / 2);
            }
        }
    }
    return std::nullopt;
}

wxPoint centreOf(const PositionEditor& editor, Point p) {
    const auto found = findCell(editor, p);
    REQUIRE(found.has_value());
    return *found;
}

// Opens Game ▸ Set up position… in `window`; `edit` works in the editor
// while it is shown, then the editor closes with `button`.
bool setUpThroughMenu(test::WindowFixture& window, const std::function<void(PositionEditor&)>& edit,
                      int button = wxID_OK) {
    bool seen = false;
    window.frame().CallAfter([&] {
        auto* editor = dynamic_cast<PositionEditor*>(wxWindow::FindWindowByName("positionEditor"));
        REQUIRE(editor != nullptr);
        REQUIRE(editor->IsModal());
        seen = true;
        edit(*editor);
        if (button == wxID_OK && !editor->Validate()) {
            editor->EndModal(wxID_CANCEL);
            return;
        }
        editor->EndModal(button);
    });
    const bool done = window.frame().editor().setUpPosition();
    CHECK(seen);
    return done;
}

} // namespace

TEST_CASE("The editor puts, replaces and takes off stones and says what is wrong", "[editor]") {
    test::WindowFixture window(test::humanVsHuman(Rules::gomokuFreestyle()));
    PositionEditor editor(&window.frame(), Rules::gomokuFreestyle(), Position{}, ThemeId::Stones,
                          names());
    CHECK(editor.problem().empty());
    CHECK(editor.statusText() == "Next to move: Alice, with black.");

    editor.clickCell({7, 7});
    CHECK(editor.position().black == std::vector<Point>{{7, 7}});
    CHECK(editor.statusText() == "Next to move: Alice, with white.");
    editor.setTool(PositionEditor::Tool::White);
    editor.clickCell({7, 7}); // white replaces black
    CHECK(editor.position().black.empty());
    CHECK(editor.position().white == std::vector<Point>{{7, 7}});
    CHECK(editor.problem() == "black (X) has 0 stones and white (O) 1: the side that opened a "
                              "round has as many stones as the other, or one more");
    CHECK_THAT(editor.statusText().ToStdString(),
               Catch::StartsWith("This position cannot be played: black"));
    CHECK_FALSE(editor.Validate()); // OK does not close on it
    editor.clickCell({7, 7});       // the same stone again: taken off
    CHECK(editor.position().white.empty());
    editor.setTool(PositionEditor::Tool::Black);
    editor.clickCell({3, 3});
    editor.clickCell({4, 4});
    editor.clickCell({4, 4}, true); // a right click takes it off
    editor.setTool(PositionEditor::Tool::Erase);
    editor.clickCell({3, 3});
    CHECK(editor.position().black.empty());

    // Mirror and turn.
    editor.setTool(PositionEditor::Tool::Black);
    editor.clickCell({0, 0});
    editor.flip(ttt::Flip::LeftRight);
    CHECK(editor.position().black == std::vector<Point>{{14, 0}});
    editor.rotate();
    CHECK(editor.position().black == std::vector<Point>{{14, 14}});
    editor.flip(ttt::Flip::TopBottom);
    CHECK(editor.position().black == std::vector<Point>{{14, 0}});

    // The player to move is chosen; the colour follows from the counts.
    auto* toMove = dynamic_cast<wxChoice*>(editor.FindWindowByName("toMove"));
    REQUIRE(toMove != nullptr);
    editor.setPlayerToMove(1);
    CHECK(toMove->GetSelection() == 1);
    CHECK(editor.statusText() == "Next to move: Bob, with white.");
    CHECK(editor.Validate());
    editor.clear();
    CHECK(editor.position().black.empty());
}

TEST_CASE("A click on the editor's board puts a stone on the cell under the pointer", "[editor]") {
    test::WindowFixture window(test::humanVsHuman(Rules::gomokuFreestyle()));
    PositionEditor editor(&window.frame(), Rules::gomokuFreestyle(), Position{}, ThemeId::Classic,
                          names());
    editor.Show();
    REQUIRE(test::pumpUntil([&] { return editor.board().IsShownOnScreen(); }, 2s));
    test::pumpUntil([] { return false; }, 200ms); // laid out
    wxUIActionSimulator mouse;
    for (const Point p : {Point{7, 7}, Point{0, 14}}) {
        const std::size_t before = editor.position().black.size();
        mouse.MouseMove(editor.board().ClientToScreen(centreOf(editor, p)));
        mouse.MouseClick();
        REQUIRE(test::pumpUntil([&] { return editor.position().black.size() == before + 1; }, 2s));
        CHECK(editor.position().black.back() == p);
    }
    mouse.MouseMove(editor.board().ClientToScreen(centreOf(editor, {7, 7})));
    mouse.MouseClick(wxMOUSE_BTN_RIGHT);
    REQUIRE(test::pumpUntil([&] { return editor.position().black.size() == 1; }, 2s));
    editor.Hide();
}

TEST_CASE("Against the computer the round goes on from a set-up position, and undo takes it "
          "back at once",
          "[editor]") {
    test::TemporaryDataDir dir;
    test::WindowFixture window(
        test::humanVsComputer(ttt::BotLevel::Easy, Rules::gomokuFreestyle()));
    window.clickCell({0, 0}); // a round under way: the set-up replaces it, undo brings it back
    REQUIRE(test::pumpUntil([&] { return window.game().history().size() == 2; }, 5s));
    const auto before = window.game().history();

    // Four black stones and three white ones: white to move, the computer's.
    const auto edit = [](PositionEditor& editor) {
        editor.clear();
        for (const Point p : {Point{7, 7}, Point{8, 7}, Point{9, 7}, Point{3, 3}}) {
            editor.clickCell(p);
        }
        editor.setTool(PositionEditor::Tool::White);
        for (const Point p : {Point{7, 8}, Point{8, 8}, Point{12, 12}}) {
            editor.clickCell(p);
        }
        editor.setPlayerToMove(1);
    };
    REQUIRE(setUpThroughMenu(window, [&](PositionEditor& editor) {
        CHECK(editor.position().black.size() == 1); // it opens on the board's stones
        edit(editor);
    }));
    CHECK(window.game().setUpStones() == 7);
    // The computer answers from the position.
    REQUIRE(test::pumpUntil([&] { return window.game().history().size() == 8; }, 5s));
    CHECK(window.frame().controller().isHumanToMove());

    // The move list shows the set-up in one row, then the moves from 1.
    ReplayCommands& replay = window.frame().replay();
    replay.showMoveList(true);
    MoveListPanel& list = replay.moveList();
    REQUIRE(list.itemCount() == 2);
    CHECK(list.itemText(0, 2) == "set up: 7 stones");
    CHECK(list.itemText(0, 0).empty());
    CHECK(list.itemText(1, 0) == "1");
    CHECK(list.itemText(1, 1) == "Computer");

    // One undo: the computer's reply and the set-up go; the round before comes back.
    REQUIRE(window.frame().moves().undo());
    CHECK(window.game().setUpStones() == 0);
    CHECK(window.game().history() == before);
    CHECK(window.frame().controller().isHumanToMove());

    // Set up again, saved and opened again: the same round. The file keeps
    // the set-up, not what it replaced: undo then leaves an empty board.
    REQUIRE(setUpThroughMenu(window, edit));
    REQUIRE(test::pumpUntil([&] { return window.game().history().size() == 8; }, 5s));
    const auto played = window.game().history();
    const auto path = dir.path() / "set-up.tttgame";
    REQUIRE(window.frame().files().saveGame(path));
    REQUIRE(window.frame().files().openGame(path));
    CHECK(window.game().setUpStones() == 7);
    CHECK(window.game().history() == played);
    REQUIRE(window.frame().moves().undo());
    CHECK(window.game().history().empty());
}

TEST_CASE("A round from a set-up is replayed from the set-up and never counted on the leaderboard",
          "[editor]") {
    test::TemporaryDataDir dir;
    test::WindowFixture window(test::humanVsHuman(Rules::gomokuFreestyle()));
    // Black (Alice) has four in a row: the win is one click away.
    REQUIRE(setUpThroughMenu(window, [](PositionEditor& editor) {
        for (const Point p : {Point{3, 7}, Point{4, 7}, Point{5, 7}, Point{6, 7}}) {
            editor.clickCell(p);
        }
        editor.setTool(PositionEditor::Tool::White);
        for (const Point p : {Point{3, 8}, Point{4, 8}, Point{5, 9}, Point{6, 9}}) {
            editor.clickCell(p);
        }
    }));
    CHECK(window.frame().controller().isHumanToMove());
    window.clickCell({7, 7});
    REQUIRE(window.game().isRoundOver());
    CHECK(window.game().result().winner == ttt::Mark::X);
    CHECK(window.frame().leaderboard().shownLeaderboard().empty());

    // The replay starts on the set-up stones, not on an empty board.
    ReplayCommands& replay = window.frame().replay();
    REQUIRE(replay.replayGame());
    const ttt::GameEngine* shown = replay.replay().shown();
    REQUIRE(shown != nullptr);
    CHECK(shown->history().size() == 8);
    CHECK(shown->setUpStones() == 8);
    replay.replay().jumpTo(0); // never before the set-up
    CHECK(replay.replay().shown()->history().size() == 8);
    replay.stopReplay();

    window.frame().restartRound();
    CHECK(window.frame().leaderboard().leaderboard().empty());
}

TEST_CASE("The editor refuses a won position and Cancel changes nothing", "[editor]") {
    test::WindowFixture window(test::humanVsHuman(Rules::classic()));
    window.clickCell({1, 1});
    CHECK_FALSE(setUpThroughMenu(window, [](PositionEditor& editor) {
        editor.clear();
        for (const Point p : {Point{0, 0}, Point{0, 1}, Point{0, 2}}) {
            editor.clickCell(p);
        }
        editor.setTool(PositionEditor::Tool::White);
        editor.clickCell({2, 2});
        editor.clickCell({2, 1});
        CHECK_THAT(editor.problem().ToStdString(),
                   Catch::Contains("black (X) already has a winning line"));
    }));
    CHECK(window.game().history().size() == 1);
    CHECK_FALSE(setUpThroughMenu(
        window, [](PositionEditor& editor) { editor.clear(); }, wxID_CANCEL));
    CHECK(window.game().history().size() == 1);
}

TEST_CASE("On the unlimited field the editor's view moves and a far position is set up",
          "[editor]") {
    test::WindowFixture window(test::humanVsHuman(Rules::unlimitedFive()));
    REQUIRE(setUpThroughMenu(window, [](PositionEditor& editor) {
        // The field's centre in the middle, eight cells each way.
        for (const Point p : {Point{0, 0}, Point{-8, -8}, Point{8, 8}}) {
            CHECK(findCell(editor, p).has_value());
        }
        CHECK_FALSE(findCell(editor, {9, 0}).has_value());
        editor.pan(1000, -40);
        CHECK(findCell(editor, {1000, -40}).has_value());
        CHECK_FALSE(findCell(editor, {0, 0}).has_value());
        editor.clickCell({1000, -40});
        editor.pan(-1000, 40);
        CHECK(findCell(editor, {0, 0}).has_value());
        editor.centreView(); // back to the stone
        CHECK(findCell(editor, {1000, -40}).has_value());
        CHECK(findCell(editor, {1008, -32}).has_value());
        editor.rotate();
        CHECK(editor.position().black == std::vector<Point>{{40, 1000}});
    }));
    // Alice was to move and stays so: she plays white, Bob has the black stone.
    CHECK(window.game().history() == std::vector<ttt::Move>{{{40, 1000}, ttt::Mark::O}});
    CHECK(window.game().toMove() == ttt::Mark::X);
    CHECK(window.game().firstToMove() == ttt::Mark::O);
}

TEST_CASE("The editor's board takes the keys as the game's board does", "[editor]") {
    test::WindowFixture window(test::humanVsHuman(Rules::gomokuFreestyle()));
    PositionEditor editor(&window.frame(), Rules::gomokuFreestyle(), Position{}, ThemeId::Stones,
                          names());
    CHECK(editor.cursor() == Point{7, 7}); // the middle
    CHECK(editor.pressKey(WXK_RIGHT));     // the first key shows the cursor only
    CHECK(editor.cursor() == Point{7, 7});
    CHECK(editor.pressKey(WXK_RIGHT));
    CHECK(editor.pressKey(WXK_UP));
    CHECK(editor.cursor() == Point{8, 6});
    CHECK(editor.pressKey(WXK_SPACE));
    CHECK(editor.position().black == std::vector<Point>{{8, 6}});
    editor.setTool(PositionEditor::Tool::White);
    CHECK(editor.pressKey(WXK_LEFT));
    CHECK(editor.pressKey(WXK_RETURN));
    CHECK(editor.position().white == std::vector<Point>{{7, 6}});
    CHECK(editor.pressKey(WXK_RIGHT));
    CHECK(editor.pressKey(WXK_DELETE));
    CHECK(editor.position().black.empty());
    CHECK_FALSE(editor.pressKey('Q')); // not the board's
    // The cursor stays on the board.
    for (int i = 0; i < 20; ++i) {
        editor.pressKey(WXK_LEFT);
    }
    CHECK(editor.cursor() == Point{0, 6});

    // On the unlimited field the view follows the cursor.
    PositionEditor field(&window.frame(), Rules::unlimitedFive(), Position{}, ThemeId::Classic,
                         names());
    CHECK(field.cursor() == Point{0, 0});
    field.pressKey(WXK_DOWN);
    for (int i = 0; i < 12; ++i) {
        field.pressKey(WXK_DOWN);
    }
    CHECK(field.cursor() == Point{0, 12});
    CHECK(findCell(field, {0, 12}).has_value());
    CHECK_FALSE(findCell(field, {0, -8}).has_value());
    field.pressKey(WXK_SPACE);
    CHECK(field.position().black == std::vector<Point>{{0, 12}});
    // Shift+arrows move the view alone.
    field.pressKey(WXK_RIGHT, true);
    CHECK(field.cursor() == Point{0, 12});
}
