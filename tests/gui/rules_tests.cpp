// Renju and Caro in the window (features.md R3), human vs human: the board
// marks black's forbidden points while black is to move, View ▸ Forbidden
// points hides them (and the choice is kept), a click on one is refused with
// the reason in the status bar, both presets can be chosen, and under Caro a
// five blocked at both ends does not win while an open five does.

#include "board/board_panel.hpp"
#include "board/rule_messages.hpp"
#include "dialogs/new_game_dialog.hpp"
#include "feature/settings_store.hpp"
#include "gui_test_support.hpp"
#include "records/game_file_commands.hpp"
#include "records_test_support.hpp"
#include "replay/move_list_panel.hpp"
#include "replay/replay_commands.hpp"

#include <algorithm>
#include <catch2/catch.hpp>
#include <initializer_list>
#include <utility>
#include <vector>
#include <wx/choice.h>
#include <wx/menu.h>

using namespace std::chrono_literals;
using ttt::Mark;
using ttt::Point;
using namespace ttt::gui;

namespace {

const Point kDoubleThree{7, 7};

void play(test::WindowFixture& window, std::initializer_list<Point> moves) {
    for (const Point p : moves) {
        INFO("move at " << p.x << "," << p.y);
        REQUIRE(window.frame().controller().playHuman(p));
    }
}

// Black (Alice, who opens) gets a double three at (7, 7): an open three
// across and one down once a stone is there. White plays in the corners.
void setUpDoubleThree(test::WindowFixture& window) {
    play(window, {{5, 7}, {0, 0}, {6, 7}, {14, 0}, {7, 5}, {0, 14}, {7, 6}});
}

// The wooden board (its colour names) with the move list shown.
MoveListPanel& showStonesMoveList(test::WindowFixture& window) {
    window.frame().setTheme(ThemeId::Stones);
    window.frame().replay().showMoveList(true);
    return window.frame().replay().moveList();
}

bool marks(BoardPanel& board, Point p) {
    const std::vector<Point>& marked = board.markedForbiddenPoints();
    return std::find(marked.begin(), marked.end(), p) != marked.end();
}

wxString statusText(test::WindowFixture& window) {
    return window.frame().GetStatusBar()->GetStatusText(0);
}

// Picks a menu item by its label, as the player does.
void chooseMenuItem(MainFrame& frame, const wxString& menu, const wxString& item) {
    const int id = frame.GetMenuBar()->FindMenuItem(menu, item);
    INFO(menu << " > " << item);
    REQUIRE(id != wxNOT_FOUND);
    wxCommandEvent event(wxEVT_MENU, id);
    event.SetEventObject(&frame);
    frame.ProcessWindowEvent(event);
    test::pumpFor(30ms);
}

// Is View ▸ Forbidden points ticked (after the menus were brought up to date)?
bool forbiddenItemTicked(MainFrame& frame) {
    wxMenuBar& bar = *frame.GetMenuBar();
    const int id = bar.FindMenuItem(_("&View"), _("Forbidden &points"));
    REQUIRE(id != wxNOT_FOUND);
    bar.UpdateMenus();
    return bar.IsChecked(id);
}

void closeWindow(test::WindowFixture& window) {
    window.frame().Close();
    REQUIRE(test::pumpUntil([&window] { return !window.alive(); }, 5s));
}

} // namespace

TEST_CASE("Renju marks black's forbidden points only while black is to move", "[rules]") {
    test::WindowFixture window(test::humanVsHuman(ttt::Rules::gomokuRenju()));
    BoardPanel& board = window.frame().board();
    REQUIRE(window.game().firstToMove() == Mark::X);
    REQUIRE(board.forbiddenPointsShown()); // on by default
    CHECK(board.markedForbiddenPoints().empty());

    setUpDoubleThree(window);
    // White to move: white may play anywhere, nothing is marked.
    REQUIRE(window.game().toMove() == Mark::O);
    CHECK(board.markedForbiddenPoints().empty());

    play(window, {{14, 14}});
    REQUIRE(window.game().toMove() == Mark::X);
    CHECK(marks(board, kDoubleThree));
    CHECK(ttt::renju::foulAt(window.game().board(), kDoubleThree, Mark::X) ==
          ttt::renju::Foul::DoubleThree);
    // Every marked point is one the engine refuses, and only empty cells.
    for (const Point p : board.markedForbiddenPoints()) {
        INFO(p.x << "," << p.y);
        CHECK(window.game().board().at(p) == Mark::None);
        CHECK_FALSE(window.game().checkMove(p, Mark::X));
    }

    // View ▸ Forbidden points turns the marks off and on again.
    CHECK(forbiddenItemTicked(window.frame()));
    chooseMenuItem(window.frame(), _("&View"), _("Forbidden &points"));
    CHECK_FALSE(board.forbiddenPointsShown());
    CHECK(board.markedForbiddenPoints().empty());
    CHECK_FALSE(forbiddenItemTicked(window.frame()));
    // Hidden marks change no rule: the point is still refused.
    CHECK_FALSE(window.frame().controller().playHuman(kDoubleThree));
    CHECK(window.game().history().size() == 8);
    chooseMenuItem(window.frame(), _("&View"), _("Forbidden &points"));
    CHECK(board.forbiddenPointsShown());
    CHECK(marks(board, kDoubleThree));
    CHECK(forbiddenItemTicked(window.frame()));

    // Once black has moved elsewhere, white is to move and the marks go.
    play(window, {{10, 10}});
    CHECK(board.markedForbiddenPoints().empty());
}

TEST_CASE("A click on a forbidden point places nothing and says why", "[rules]") {
    test::WindowFixture window(test::humanVsHuman(ttt::Rules::gomokuRenju()));
    setUpDoubleThree(window);
    play(window, {{14, 14}});
    const std::size_t before = window.game().history().size();
    REQUIRE(marks(window.frame().board(), kDoubleThree));

    window.clickCell(kDoubleThree, false);
    CHECK(window.game().history().size() == before);
    CHECK(window.game().board().at(kDoubleThree) == Mark::None);
    CHECK(window.game().toMove() == Mark::X);
    // Black's mark as the theme names it: "X" on the classic board, "Black" on wood.
    const ThemeId theme = window.frame().board().themeId();
    CHECK(statusText(window) == wxString::Format("%s may not play there: it makes a double three "
                                                 "(Renju).",
                                                 theme == ThemeId::Classic ? "X" : "Black"));
    CHECK(statusText(window) ==
          forbiddenMoveMessage(ttt::renju::Foul::DoubleThree, markName(theme, Mark::X)));

    // A click on an allowed point still plays, and the status moves on.
    window.clickCell({8, 8});
    CHECK(window.game().history().size() == before + 1);
    CHECK(window.game().board().at({8, 8}) == Mark::X);
    CHECK(statusText(window) == "Bob (O) to move");
}

TEST_CASE("Whether forbidden points are shown survives a restart", "[rules]") {
    test::TemporaryDataDir dir;
    {
        test::WindowFixture window(test::humanVsHuman(ttt::Rules::gomokuRenju()));
        window.frame().startSession();
        REQUIRE(window.frame().board().forbiddenPointsShown()); // the default
        chooseMenuItem(window.frame(), _("&View"), _("Forbidden &points"));
        REQUIRE_FALSE(window.frame().board().forbiddenPointsShown());
        closeWindow(window);
    }
    CHECK_FALSE(test::loadSettings(settingsFile()).forbiddenShown);
    {
        test::WindowFixture again(test::humanVsHuman(ttt::Rules::gomokuRenju()));
        again.frame().startSession();
        CHECK_FALSE(again.frame().board().forbiddenPointsShown());
        CHECK_FALSE(forbiddenItemTicked(again.frame()));
        setUpDoubleThree(again);
        play(again, {{14, 14}});
        CHECK(again.frame().board().markedForbiddenPoints().empty());
        again.frame().board().showForbiddenPoints(true);
        closeWindow(again);
    }
    CHECK(test::loadSettings(settingsFile()).forbiddenShown);
    test::WindowFixture third(test::humanVsHuman(ttt::Rules::gomokuRenju()));
    third.frame().startSession();
    CHECK(third.frame().board().forbiddenPointsShown());
}

TEST_CASE("The New game dialog and the Board menu start a Renju game", "[rules]") {
    test::WindowFixture window(test::humanVsHuman(ttt::Rules::gomokuFreestyle()));
    NewGameDialog dialog(&window.frame(), window.frame().options(), ThemeId::Classic);
    auto* variant = dynamic_cast<wxChoice*>(wxWindow::FindWindowByName("variant", &dialog));
    REQUIRE(variant != nullptr);
    for (const char* name : {"Gomoku 15×15 (Renju)", "Gomoku 15×15 (Caro)"}) {
        INFO(name);
        CHECK(variant->FindString(wxString::FromUTF8(name)) != wxNOT_FOUND);
    }
    REQUIRE(variant->SetStringSelection(wxString::FromUTF8("Gomoku 15×15 (Renju)")));
    wxCommandEvent changed(wxEVT_CHOICE, variant->GetId());
    changed.SetEventObject(variant);
    variant->ProcessWindowEvent(changed);
    CHECK(dialog.options().rules == ttt::Rules::gomokuRenju());

    REQUIRE(window.frame().startNewGame(dialog.options()));
    CHECK(window.game().rules().isRenju());
    CHECK(window.game().mode() == ttt::Mode::HumanVsHuman);
    CHECK(window.frame().GetStatusBar()->GetStatusText(2) ==
          wxString::FromUTF8("Gomoku 15×15, Renju"));
    // The game plays by it: the double three is refused.
    setUpDoubleThree(window);
    play(window, {{14, 14}});
    CHECK_FALSE(window.frame().controller().playHuman(kDoubleThree));

    // Settings ▸ Board has the same presets.
    chooseMenuItem(window.frame(), _("&Settings"), wxString::FromUTF8("Gomoku 15×15 (C&aro)"));
    CHECK(window.game().rules() == ttt::Rules::gomokuCaro());
    chooseMenuItem(window.frame(), _("&Settings"), wxString::FromUTF8("Gomoku 15×15 (&Renju)"));
    CHECK(window.game().rules() == ttt::Rules::gomokuRenju());
    // A new dialog opens on the preset being played.
    NewGameDialog reopened(&window.frame(), window.frame().options(), ThemeId::Classic);
    auto* shown = dynamic_cast<wxChoice*>(wxWindow::FindWindowByName("variant", &reopened));
    REQUIRE(shown != nullptr);
    CHECK(shown->GetStringSelection() == wxString::FromUTF8("Gomoku 15×15 (Renju)"));
}

TEST_CASE("Under Caro a five blocked at both ends does not win, an open five does", "[rules]") {
    test::WindowFixture window(test::humanVsHuman(ttt::Rules::gomokuCaro()));
    BoardPanel& board = window.frame().board();
    // Black's five across row 7, white at both of its ends.
    play(window, {{3, 7}, {2, 7}, {4, 7}, {8, 7}, {5, 7}, {0, 0}, {6, 7}, {2, 0}});
    window.clickCell({7, 7});
    REQUIRE(window.game().board().at({7, 7}) == Mark::X);
    CHECK_FALSE(window.game().isRoundOver());
    CHECK(statusText(window).StartsWith(
        "That five is blocked at both ends: under Caro it does not win."));
    CHECK(statusText(window).EndsWith("Bob (O) to move"));
    CHECK(board.markedForbiddenPoints().empty()); // no forbidden points under Caro

    // The next move ends the notice.
    play(window, {{4, 0}});
    CHECK(statusText(window) == "Alice (X) to move");

    // An open five on row 10 wins.
    play(window, {{3, 10}, {6, 0}, {4, 10}, {8, 0}, {5, 10}, {10, 0}, {6, 10}, {12, 0}});
    REQUIRE_FALSE(window.game().isRoundOver());
    window.clickCell({7, 10});
    REQUIRE(window.game().isRoundOver());
    CHECK(window.game().result().outcome == ttt::Outcome::Won);
    CHECK(window.game().result().winner == Mark::X);
    CHECK(window.game().history().size() == 19);
    CHECK(statusText(window) ==
          "Alice wins the round after 19 moves. Press Space for the next one.");
    CHECK(endReason(window.game()) == "An open five: not blocked at both ends");
    CHECK(blockedFiveNotice(window.game()).empty());
}

TEST_CASE("Swap2 against the computer: the person places, the computer decides", "[rules]") {
    GameOptions options =
        test::humanVsComputer(ttt::BotLevel::Medium, ttt::Rules::gomokuFreestyle());
    options.opening = ttt::OpeningRule::Swap2;
    test::WindowFixture window(options);
    const ttt::GameEngine& game = window.game();
    REQUIRE(game.setup().opening == ttt::OpeningRule::Swap2);
    REQUIRE(game.playerToMove().isHuman());
    // The person opens: three stones, black, white, black, each prompted.
    CHECK(openingPrompt(game, ThemeId::Stones).Contains("stone 1 of 3 (black)"));
    CHECK(statusText(window).Contains("stone 1 of 3"));
    play(window, {{7, 7}});
    CHECK(openingPrompt(game, ThemeId::Stones).Contains("stone 2 of 3 (white)"));
    // Black's two stones side by side in the centre, white's far away at the
    // edge: black is far ahead, not near even, so the computer takes black
    // (ai/opening_player_tests.cpp judges the same stones under Swap).
    play(window, {{0, 14}, {8, 7}});
    CHECK(game.history()[1].mark == ttt::opponent(game.history()[0].mark));

    const auto personActs = [&window, &game] {
        return game.isRoundOver() ||
               (game.playerToMove().isHuman() && !window.frame().controller().isThinking());
    };
    REQUIRE(test::pumpUntil(personActs, 20s));
    REQUIRE(game.openingSteps().size() == 1);
    CHECK(game.openingSteps().front().option == ttt::ColourOption::TakeBlack);
    CHECK(game.openingSteps().front().afterMoves == 3);
    // The computer is black; the person, now white, is to move.
    CHECK(game.player(ttt::playerIndex(game.firstToMove())).isComputer());
    CHECK(game.history().size() == 3);
    CHECK_FALSE(game.pendingChoice());
    CHECK_FALSE(game.isPlacingOpening());
    CHECK(game.toMove() == game.history()[1].mark);
    CHECK(game.playerToMove().isHuman());

    // Undo takes the person back to their last action: the third stone, with
    // the computer's decision on it.
    REQUIRE(window.frame().controller().undo());
    CHECK(game.openingSteps().empty());
    CHECK(game.history().size() == 2);
    CHECK(game.board().isEmpty({8, 7}));
    CHECK(game.isPlacingOpening());
    CHECK(game.playerToMove().isHuman());
    CHECK(openingPrompt(game, ThemeId::Stones).Contains("stone 3 of 3 (black)"));
}

TEST_CASE("The window says what was decided in the opening, in the theme's colours", "[rules]") {
    ttt::GameSetup setup;
    setup.rules = ttt::Rules::gomokuFreestyle();
    setup.opening = ttt::OpeningRule::Swap2;
    setup.players = {ttt::Player{"Ann", ttt::PlayerSpec::human()},
                     ttt::Player{"Bob", ttt::PlayerSpec::human()}};
    ttt::GameEngine game(setup);
    CHECK(openingPrompt(game, ThemeId::Classic) == "Ann places the opening: stone 1 of 3 (X)");
    for (const Point p : {Point{7, 7}, Point{8, 7}, Point{7, 8}}) {
        REQUIRE(game.play(p));
    }
    CHECK(openingPrompt(game, ThemeId::Stones) ==
          "Bob chooses: B takes black, W takes white, T places two more");
    CHECK(openingDecisionNotice(game, ThemeId::Stones).empty());
    REQUIRE(game.chooseColour(ttt::ColourOption::PlaceTwo));
    CHECK(openingDecisionNotice(game, ThemeId::Stones) == "Bob places two more stones.");
    CHECK(openingPrompt(game, ThemeId::Digits) == "Bob places the opening: stone 1 of 2 (0)");
    REQUIRE(game.play({9, 9}));
    REQUIRE(game.play({6, 6}));
    CHECK(openingPrompt(game, ThemeId::Classic) == "Ann chooses: B takes X, W takes O");
    REQUIRE(game.chooseColour(ttt::ColourOption::TakeWhite));
    CHECK(openingDecisionNotice(game, ThemeId::Stones) == "Ann takes white.");
    CHECK(openingPrompt(game, ThemeId::Stones).empty());
    REQUIRE(game.play({10, 10}));
    CHECK(openingDecisionNotice(game, ThemeId::Stones).empty());
}

TEST_CASE("Swap and Swap2 on the unlimited field: the computer decides and the round goes on",
          "[rules][opening]") {
    for (const ttt::OpeningRule opening : {ttt::OpeningRule::Swap, ttt::OpeningRule::Swap2}) {
        for (const ttt::BotLevel level : {ttt::BotLevel::Easy, ttt::BotLevel::Hard}) {
            INFO((opening == ttt::OpeningRule::Swap ? "Swap, " : "Swap2, ")
                 << ttt::levelName(level));
            GameOptions options = test::humanVsComputer(level, ttt::Rules::unlimitedFive());
            options.opening = opening;
            test::WindowFixture window(options);
            const ttt::GameEngine& game = window.game();
            REQUIRE(game.setup().opening == opening);
            // The stones of the report: black (0, 0), white (1, 1), black (2, -1).
            play(window, {{0, 0}, {1, 1}, {2, -1}});
            REQUIRE(game.pendingChoice());
            // (0, 0) is taken: a decision must not be checked as a stone there.
            REQUIRE(test::pumpUntil([&game] { return !game.openingSteps().empty(); }, 20s));
            const auto personActs = [&window, &game] {
                return game.playerToMove().isHuman() && !window.frame().controller().isThinking();
            };
            REQUIRE(test::pumpUntil(personActs, 20s));
            CHECK(game.openingSteps().front().chooser == 1);
            CHECK_FALSE(statusText(window).Contains("failed"));
        }
    }
}

TEST_CASE("The move list names who placed each stone and shows the colour decisions",
          "[rules][opening]") {
    test::TemporaryDataDir dir;
    GameOptions options = test::humanVsHuman(ttt::Rules::gomokuFreestyle());
    options.opening = ttt::OpeningRule::Swap2;
    test::WindowFixture window(options);
    MoveListPanel& list = showStonesMoveList(window);
    GameController& controller = window.frame().controller();
    // Alice places three; Bob places two more; Alice takes white (a swap);
    // then Bob (black now) and Alice play on.
    play(window, {{7, 7}, {8, 8}, {6, 8}});
    REQUIRE(controller.chooseColour(ttt::ColourOption::PlaceTwo));
    play(window, {{9, 9}, {5, 5}});
    REQUIRE(controller.chooseColour(ttt::ColourOption::TakeWhite));
    play(window, {{10, 10}, {4, 4}});

    const auto rows = [&list] {
        std::vector<std::string> text;
        for (long i = 0; i < list.itemCount(); ++i) {
            text.push_back(
                (list.itemText(i, 0) + "|" + list.itemText(i, 1) + "|" + list.itemText(i, 2))
                    .utf8_string());
        }
        return text;
    };
    const std::vector<std::string> expected{"1|Alice|H8",           "2|Alice|I7", "3|Alice|G7",
                                            "|Bob|places two more", "4|Bob|J6",   "5|Bob|F10",
                                            "|Alice|takes white",   "6|Alice|K5", "7|Bob|E11"};
    CHECK(rows() == expected);
    CHECK(list.selectedItem() == 8);
    CHECK(list.itemText(6, 2) == "takes white");

    SECTION("the decision is named in the theme's colours") {
        window.frame().setTheme(ThemeId::Classic);
        CHECK(list.itemText(6, 2) == "takes O");
    }

    SECTION("a replay shows the same rows, and the decision's row after its stones") {
        ReplayCommands& replay = window.frame().replay();
        REQUIRE(replay.replayGame());
        replay.replay().jumpTo(3);
        CHECK(rows() == expected);
        CHECK(list.selectedItem() == 3);
        replay.stopReplay();
    }
    SECTION("the saved game reads back with the same rows") {
        GameFileCommands& files = window.frame().files();
        const auto path = dir.path() / "swap2.tttgame";
        REQUIRE(files.saveGame(path));
        window.frame().startNewGame(test::humanVsHuman());
        REQUIRE(list.itemCount() == 0);
        REQUIRE(files.openGame(path));
        CHECK(rows() == expected);
    }
}

TEST_CASE("A refused click is answered at the point clicked, and the sign goes", "[rules]") {
    ComputerTiming timing = test::WindowFixture::fastTiming();
    test::WindowFixture window(test::humanVsHuman(ttt::Rules::gomokuRenju()), timing);
    setUpDoubleThree(window);
    play(window, {{14, 14}});
    BoardPanel& board = window.frame().board();
    REQUIRE_FALSE(board.refusedPoint());
    window.clickCell(kDoubleThree, false);
    REQUIRE(board.refusedPoint() == kDoubleThree);
    CHECK(board.refusedReason() == "double three");
    // It goes by itself after a moment...
    CHECK(test::pumpUntil([&board] { return !board.refusedPoint(); }, 5s));
    // ...and at once when a move is played.
    window.clickCell(kDoubleThree, false);
    REQUIRE(board.refusedPoint());
    window.clickCell({8, 8});
    CHECK_FALSE(board.refusedPoint());
}

TEST_CASE("View > Move numbers: on every stone, on the last ten, and kept over a restart",
          "[view]") {
    using Numbers = BoardPanel::MoveNumbers;
    test::TemporaryDataDir dir;
    {
        test::WindowFixture window(test::humanVsHuman(ttt::Rules::gomokuFreestyle()));
        window.frame().startSession();
        BoardPanel& board = window.frame().board();
        REQUIRE(board.moveNumbersShown() == Numbers::Off); // the default
        chooseMenuItem(window.frame(), _("&View"), _("&All"));
        CHECK(board.moveNumbersShown() == Numbers::All);
        chooseMenuItem(window.frame(), _("&View"), _("The &last ten"));
        CHECK(board.moveNumbersShown() == Numbers::LastTen);
        // The radio items show which is chosen.
        wxMenuBar& bar = *window.frame().GetMenuBar();
        bar.UpdateMenus();
        CHECK(bar.IsChecked(bar.FindMenuItem(_("&View"), _("The &last ten"))));
        CHECK_FALSE(bar.IsChecked(bar.FindMenuItem(_("&View"), _("&All"))));
        closeWindow(window);
    }
    CHECK(test::loadSettings(settingsFile()).moveNumbers == 2);
    {
        test::WindowFixture again(test::humanVsHuman(ttt::Rules::gomokuFreestyle()));
        again.frame().startSession();
        CHECK(again.frame().board().moveNumbersShown() == Numbers::LastTen);
        chooseMenuItem(again.frame(), _("&View"), _("&None"));
        CHECK(again.frame().board().moveNumbersShown() == Numbers::Off);
        closeWindow(again);
    }
    CHECK(test::loadSettings(settingsFile()).moveNumbers == 0);
}

TEST_CASE("Swap2 opened by the computer: the person places two more, the computer decides",
          "[rules]") {
    GameOptions options =
        test::humanVsComputer(ttt::BotLevel::Medium, ttt::Rules::gomokuFreestyle());
    options.opening = ttt::OpeningRule::Swap2;
    options.starts = ttt::StartPolicy::Player2; // the computer opens the round
    test::WindowFixture window(options);
    const ttt::GameEngine& game = window.game();
    const auto personActs = [&window, &game] {
        return game.isRoundOver() ||
               (game.playerToMove().isHuman() && !window.frame().controller().isThinking());
    };
    // The computer places the three stones, then the person decides.
    REQUIRE(test::pumpUntil(personActs, 20s));
    REQUIRE(game.history().size() == 3);
    for (std::size_t i = 0; i < 3; ++i) {
        CHECK(game.player(game.placedBy(i)).isComputer());
    }
    const auto due = game.pendingChoice();
    REQUIRE(due.has_value());
    CHECK(due->mayPlaceTwo);
    CHECK(game.player(due->chooser).isHuman());
    CHECK(openingPrompt(game, ThemeId::Stones).Contains("two more"));
    // "Place two more" (key T): the person places white, then black.
    window.pointKeysAtBoard();
    window.pressKey('T');
    REQUIRE(game.openingSteps().size() == 1);
    CHECK(game.openingSteps().front().option == ttt::ColourOption::PlaceTwo);
    CHECK(game.isPlacingOpening());
    CHECK(game.playerToMove().isHuman());
    const auto freeNear = [&game] {
        for (int r = 1; r < 7; ++r) {
            for (const Point p : {Point{7 + r, 7 - r}, Point{7 - r, 7 + r}, Point{7 + r, 7 + r}}) {
                if (game.board().isEmpty(p)) {
                    return p;
                }
            }
        }
        return Point{0, 0};
    };
    play(window, {freeNear()});
    play(window, {freeNear()});
    REQUIRE(game.history().size() == 5);
    CHECK(game.player(game.placedBy(3)).isHuman());
    CHECK(game.player(game.placedBy(4)).isHuman());
    // Now the computer, who opened, takes a colour; then the round goes on.
    REQUIRE(test::pumpUntil(personActs, 20s));
    REQUIRE(game.openingSteps().size() == 2);
    CHECK(game.openingSteps().back().option != ttt::ColourOption::PlaceTwo);
    CHECK(game.player(game.openingSteps().back().chooser).isComputer());
    CHECK_FALSE(game.pendingChoice());
    CHECK_FALSE(game.isPlacingOpening());
    CHECK(game.playerToMove().isHuman());
}

TEST_CASE("Soosorv-8 in the window: the square refuses a click, the computer declares, swaps, "
          "offers, and the person picks",
          "[rules][tournament]") {
    GameOptions options = test::humanVsComputer(ttt::BotLevel::Medium, ttt::Rules::gomokuRenju());
    options.opening = ttt::OpeningRule::Soosorv;
    test::WindowFixture window(options);
    const ttt::GameEngine& game = window.game();
    CHECK(game.setup().fifthOffers == 8);
    const auto personActs = [&window, &game] {
        return game.isRoundOver() ||
               (game.playerToMove().isHuman() && !window.frame().controller().isThinking());
    };
    // The person opens: a click outside the central square is refused at the point.
    CHECK(game.openingTask().area == 1);
    window.clickCell({8, 8}, false);
    CHECK(game.history().empty());
    CHECK(statusText(window).Contains("1×1"));
    CHECK(openingPrompt(game, window.frame().board().themeId()).Contains("opening"));
    window.clickCell({7, 7});
    window.clickCell({8, 8});
    window.clickCell({9, 7});
    // The computer may swap; whoever is white then plays the fourth and
    // declares, and black's player may swap again.
    REQUIRE(test::pumpUntil(personActs, 20s));
    for (int step = 0; step < 8 && game.fifthOffers().empty() && game.history().size() < 5;
         ++step) {
        if (game.pendingChoice()) {
            window.pointKeysAtBoard();
            window.pressKey('B');
        } else if (game.openingTask().declareUpTo > 0) {
            REQUIRE(window.frame().controller().declareOffers(2));
        } else if (game.openingTask().offersDue > 0) {
            break;
        } else {
            window.clickCell({2, 12}); // white's fourth, anywhere
        }
        REQUIRE(test::pumpUntil(personActs, 20s));
    }
    REQUIRE(game.declaredOffers() > 0);
    if (game.player(game.actingPlayer()).isHuman() && game.openingTask().offersDue > 0 &&
        !game.openingTask().picking) {
        // The person is black and offers (an offer is no move: the click
        // is only received): a repeat is refused, then the rest.
        window.clickCell({5, 5}, false);
        CHECK(game.fifthOffers() == std::vector<Point>{{5, 5}});
        window.clickCell({5, 5}, false);
        CHECK(statusText(window).Contains("offered already"));
        for (int x = 0; x < 15 && !game.openingTask().picking && game.history().size() < 5; ++x) {
            window.clickCell({x, 0}, false);
        }
        REQUIRE(test::pumpUntil([&game] { return game.history().size() >= 6; }, 30s));
        CHECK(game.player(game.placedBy(4)).isHuman());
    } else {
        // The computer is black: it offers as many as declared, the person picks.
        REQUIRE(test::pumpUntil(personActs, 30s));
        REQUIRE(game.openingTask().picking);
        CHECK(std::cmp_equal(game.fifthOffers().size(), game.declaredOffers()));
        window.clickCell({0, 14}, false);
        CHECK(statusText(window).Contains("offered stones"));
        window.clickCell(game.fifthOffers().back());
        CHECK(game.history().size() == 5);
        CHECK(game.player(game.placedBy(4)).isComputer());
    }
}

TEST_CASE("The move list shows a tournament opening's declaration, swap, offers and pick",
          "[rules][tournament]") {
    test::TemporaryDataDir dir;
    GameOptions options = test::humanVsHuman(ttt::Rules::gomokuRenju());
    options.opening = ttt::OpeningRule::Yamaguchi;
    options.names = {"Alice", "Bob"};
    test::WindowFixture window(options);
    MoveListPanel& list = showStonesMoveList(window);
    GameController& controller = window.frame().controller();
    // Alice places the opening and declares two; Bob takes black (a swap);
    // Alice, white now, plays the fourth; Bob offers two; Alice picks one.
    play(window, {{7, 7}, {8, 8}, {9, 7}});
    REQUIRE(controller.declareOffers(2));
    REQUIRE(controller.chooseColour(ttt::ColourOption::TakeBlack));
    play(window, {{2, 12}, {6, 6}, {10, 10}, {10, 10}});

    std::vector<std::string> rows;
    for (long i = 0; i < list.itemCount(); ++i) {
        rows.push_back((list.itemText(i, 0) + "|" + list.itemText(i, 1) + "|" + list.itemText(i, 2))
                           .utf8_string());
    }
    const std::vector<std::string> expected{"1|Alice|H8",
                                            "2|Alice|I7",
                                            "3|Alice|J8",
                                            "|Alice|declares 2 fifth moves",
                                            "|Bob|takes black",
                                            "4|Alice|C3",
                                            "|Bob|offers 5a G9, 5b K5",
                                            "5|Bob|K5"};
    CHECK(rows == expected);
}
