// The board follows the window's size, the unlimited field keeps every stone
// in view, and the computer-vs-computer demo is paced.

#include "app/language.hpp"
#include "board/board_panel.hpp"
#include "game/game_labels.hpp"
#include "gui_test_support.hpp"
#include "move/move_commands.hpp"
#include "replay/replay_commands.hpp"
#include "window/score_panel.hpp"
#include "window/view_commands.hpp"

#include <catch2/catch.hpp>
#include <cstdlib>
#include <vector>
#include <wx/menu.h>
#include <wx/toolbar.h>
#include <wx/translation.h>
#include <wx/weakref.h>

using namespace std::chrono_literals;
using ttt::BotLevel;
using ttt::Point;
using namespace ttt::gui;

TEST_CASE("The move list never squeezes the board of the smallest window", "[resize]") {
    test::WindowFixture window(test::humanVsHuman());
    MainFrame& frame = window.frame();
    const wxSize smallest = frame.GetMinClientSize();
    frame.SetClientSize(smallest);
    REQUIRE(test::pumpUntil([&] { return frame.GetClientSize() == smallest; }, 3s));
    test::pumpFor(100ms);
    const int boardAlone = frame.board().GetSize().x;

    frame.replay().showMoveList(true);
    REQUIRE(test::pumpUntil([&] { return frame.GetClientSize().x > smallest.x; }, 3s));
    test::pumpFor(100ms);
    CHECK(frame.board().GetSize().x >= boardAlone);
    CHECK(frame.GetMinClientSize().x > smallest.x);

    frame.replay().showMoveList(false);
    CHECK(frame.GetMinClientSize() == smallest);
}

TEST_CASE("In a narrow window the score panel gives up width before the board", "[resize]") {
    test::WindowFixture window(test::humanVsHuman(ttt::Rules::gomokuFreestyle()));
    MainFrame& frame = window.frame();
    wxWindow* scores = frame.FindWindow("scores");
    REQUIRE(scores != nullptr);
    const wxSize smallest = frame.GetMinClientSize();
    frame.SetClientSize(smallest);
    REQUIRE(test::pumpUntil([&] { return frame.GetClientSize() == smallest; }, 3s));
    test::pumpFor(100ms);
    CHECK(scores->GetSize().x < frame.FromDIP(ScorePanel::kWidth));
    CHECK(scores->GetSize().x >= frame.FromDIP(ScorePanel::kCompactWidth));
    // The square board is as wide as it is tall: the panel took the narrowing.
    INFO("scores " << scores->GetSize().x << ", board " << frame.board().GetSize().x << "x"
                   << frame.board().GetSize().y);
    CHECK(frame.board().GetSize().x >= frame.board().GetSize().y);

    const wxSize roomy = frame.FromDIP(wxSize(1100, 680));
    frame.SetClientSize(roomy);
    REQUIRE(test::pumpUntil([&] { return frame.GetClientSize() == roomy; }, 3s));
    test::pumpFor(100ms);
    CHECK(scores->GetSize().x == frame.FromDIP(ScorePanel::kWidth));
}

TEST_CASE("The smallest window shows the side panel down to the round", "[resize]") {
    test::WindowFixture window(test::humanVsHuman());
    MainFrame& frame = window.frame();
    ScorePanel& scores = frame.scores();
    for (const bool toolbar : {false, true}) {
        INFO("toolbar " << toolbar);
        frame.viewCommands().showToolbar(toolbar);
        test::pumpFor(100ms);
        // As small as the player can make it.
        const wxSize smallest = frame.GetMinSize();
        frame.SetSize(smallest);
        REQUIRE(test::pumpUntil([&] { return frame.GetSize() == frame.GetMinSize(); }, 3s));
        test::pumpFor(100ms);
        scores.Refresh();
        scores.Update();
        test::pumpFor(50ms);
        INFO("window " << frame.GetSize().x << "x" << frame.GetSize().y << ", client "
                       << frame.GetClientSize().y << ", panel " << scores.GetClientSize().y
                       << ", round line ends at " << scores.paintedBottom());
        CHECK(scores.paintedBottom() > 0);
        CHECK(scores.paintedBottom() <= scores.GetClientSize().y);
        CHECK(scores.GetClientSize().y >= scores.GetMinSize().y);
    }
}

namespace {

// A game window as the program makes it, at the size it chooses itself.
class DefaultWindow {
public:
    DefaultWindow() : frame_(new MainFrame(GameOptions{}, ThemeId::Classic)) {
        frame_->controller().setTiming(test::WindowFixture::fastTiming());
        frame_->setConfirmation([](const wxString&, const wxString&) { return true; });
        frame_->SetPosition(wxPoint(0, 0));
        frame_->Show();
        test::pumpUntil([this] { return frame_->IsShownOnScreen(); }, 5s);
        test::pumpFor(200ms);
    }
    ~DefaultWindow() {
        if (frame_) {
            frame_->Destroy();
        }
        test::pumpUntil([this] { return !frame_; }, 5s);
    }
    DefaultWindow(const DefaultWindow&) = delete;
    DefaultWindow& operator=(const DefaultWindow&) = delete;

    [[nodiscard]] MainFrame& frame() { return *frame_; }

private:
    wxWeakRef<MainFrame> frame_;
};

// Puts English back for the other tests, whatever happens.
struct EnglishAfterwards {
    EnglishAfterwards() = default;
    EnglishAfterwards(const EnglishAfterwards&) = delete;
    EnglishAfterwards& operator=(const EnglishAfterwards&) = delete;
    ~EnglishAfterwards() { useLanguage(LanguageId::English); }
};

// The side panel painted now; its cards' names and kinds as drawn.
void checkCardsWhole(MainFrame& frame) {
    ScorePanel& scores = frame.scores();
    scores.Refresh();
    scores.Update();
    test::pumpFor(50ms);
    INFO("client " << frame.GetClientSize().x << "x" << frame.GetClientSize().y << ", panel "
                   << scores.GetSize().x << ", board " << frame.board().GetSize().x
                   << ", move list " << frame.replay().isMoveListShown());
    for (int i = 0; i < 2; ++i) {
        CHECK(scores.drawnName(i).utf8_string() == scores.playerName(i).utf8_string());
        CHECK(scores.drawnRole(i).utf8_string() == scores.roleLabel(i).utf8_string());
    }
}

} // namespace

TEST_CASE("The side panel shows the names and kinds whole, with or without the move list",
          "[resize]") {
    const EnglishAfterwards english;
    for (const LanguageId language : {LanguageId::English, LanguageId::Russian,
                                      LanguageId::Macedonian, LanguageId::ChineseSimplified}) {
        CAPTURE(std::string(languageKey(language)));
        useLanguage(language);
        DefaultWindow window;
        MainFrame& frame = window.frame();
        REQUIRE(frame.scores().playerName(0) == wxGetTranslation("Player 1"));
        REQUIRE(frame.scores().playerName(1) == wxGetTranslation("Computer"));
        const wxSize programs = frame.GetClientSize(); // the size the program chose
        for (const bool large : {false, true}) {
            CAPTURE(large);
            if (large) {
                frame.SetSize(wxSize(1400, 1000));
                REQUIRE(test::pumpUntil([&] { return frame.GetSize() == wxSize(1400, 1000); }, 3s));
            } else {
                REQUIRE(test::pumpUntil([&] { return frame.GetClientSize() == programs; }, 3s));
            }
            test::pumpFor(100ms);
            checkCardsWhole(frame);
            // The list shown, then hidden again: each time at once, and after
            // the window next hears of its size.
            for (const bool listShown : {true, false}) {
                frame.replay().showMoveList(listShown);
                test::pumpFor(100ms);
                checkCardsWhole(frame);
                frame.SendSizeEvent();
                test::pumpFor(100ms);
                checkCardsWhole(frame);
            }
        }
    }
}

TEST_CASE("The board scales with the window and stays playable", "[resize]") {
    test::WindowFixture window(test::humanVsHuman(ttt::Rules::bounded(7, 5, 4)));
    BoardPanel& board = window.frame().board();

    int previousCell = 0;
    for (const wxSize size : {wxSize(700, 480), wxSize(1200, 900), wxSize(900, 640)}) {
        window.frame().SetClientSize(size);
        REQUIRE(test::pumpUntil([&] { return window.frame().GetClientSize() == size; }, 3s));
        test::pumpFor(100ms);
        const wxSize area = board.GetClientSize();
        const wxPoint topLeft = board.cellCentre({0, 0});
        const wxPoint right = board.cellCentre({6, 0});
        const wxPoint bottom = board.cellCentre({0, 4});
        // Square cells, inside the panel.
        const int cellX = (right.x - topLeft.x) / 6;
        const int cellY = (bottom.y - topLeft.y) / 4;
        CHECK(std::abs(cellX - cellY) <= 1);
        CHECK(topLeft.x > 0);
        CHECK(topLeft.y > 0);
        CHECK(right.x < area.x);
        CHECK(bottom.y < area.y);
        CHECK(cellX != previousCell); // the cells follow the window's size
        previousCell = cellX;
    }
    // Still playable at the new size.
    window.clickCell({6, 4});
    CHECK(window.game().board().at({6, 4}) == ttt::Mark::X);
    window.clickCell({3, 2});
    CHECK(window.game().board().at({3, 2}) == ttt::Mark::O);
}

TEST_CASE("The unlimited field keeps every stone in view", "[unlimited]") {
    test::WindowFixture window(test::humanVsHuman(ttt::Rules::unlimitedFive()));
    BoardPanel& board = window.frame().board();
    GameController& controller = window.frame().controller();

    window.clickCell({0, 0});
    REQUIRE(window.game().history().size() == 1);
    // Far apart stones, including negative coordinates.
    for (const Point p : {Point{40, -3}, Point{-25, 18}, Point{3, 60}, Point{-70, -44}}) {
        REQUIRE(controller.playHuman(p));
        test::pumpFor(30ms);
        const CellRect shown = board.shownCells();
        for (const Point stone : window.game().board().stones()) {
            CHECK(shown.contains(stone));
        }
    }
    // A click on the visible grid plays exactly there.
    const CellRect shown = board.shownCells();
    const Point target{shown.minX + 2, shown.minY + 2};
    window.clickCell(target);
    CHECK(window.game().board().at(target) != ttt::Mark::None);
}

TEST_CASE("On the unlimited field the view follows the keyboard cursor", "[unlimited]") {
    test::WindowFixture window(test::humanVsHuman(ttt::Rules::unlimitedFive()));
    BoardPanel& board = window.frame().board();
    window.clickCell({0, 0});
    REQUIRE(window.game().history().size() == 1);
    const CellRect shown = board.shownCells();

    board.SetFocus();
    window.pressKey(WXK_LEFT); // shows the cursor
    REQUIRE(board.cursor().has_value());
    const Point start = *board.cursor();
    const int steps = shown.columns() + 3;
    for (int i = 0; i < steps; ++i) {
        window.pressKey(WXK_LEFT);
    }
    REQUIRE(board.cursor().has_value());
    CHECK(board.cursor()->x == start.x - steps);
    CHECK(board.shownCells().contains(*board.cursor()));
    CHECK(board.shownCells().contains({0, 0}));

    window.pressKey(WXK_RETURN);
    CHECK(window.game().board().at(*board.cursor()) == ttt::Mark::O);
}

namespace {

// When each move was played, as the controller tells its listeners.
class MoveClock final : public ControllerListener {
public:
    void onGameChanged(ttt::GameEvent event) override {
        if (event == ttt::GameEvent::MovePlayed) {
            played.push_back(std::chrono::steady_clock::now());
        }
    }
    void onThinkingChanged(bool /*thinking*/) override {}
    void onComputerProblem(const wxString& /*message*/) override {}

    std::vector<std::chrono::steady_clock::time_point> played;
};

} // namespace

TEST_CASE("Computer vs computer is paced so a person can follow", "[demo]") {
    constexpr auto kPace = 400ms;
    ComputerTiming timing = test::WindowFixture::fastTiming();
    timing.demoPace = kPace;
    GameOptions options = test::humanVsHuman();
    options.mode = ttt::Mode::ComputerVsComputer;
    options.computer = test::computerPlayer(ttt::BotLevel::Easy);
    options.rules = ttt::Rules::gomokuFreestyle();
    MoveClock clock; // outlives the window, which it listens to
    test::WindowFixture window(options, timing);
    window.frame().controller().addListener(&clock);
    REQUIRE(test::pumpUntil([&] { return clock.played.size() >= 4; }, 10s));
    // Each move comes about the pace after the one before: a move told late
    // (a busy machine delays the listeners by up to a few hundred
    // milliseconds) shortens the next gap, but never below half the pace, and
    // the moves together take the pace each.
    for (std::size_t i = 1; i < clock.played.size(); ++i) {
        const auto gap = std::chrono::duration_cast<std::chrono::milliseconds>(clock.played[i] -
                                                                               clock.played[i - 1]);
        INFO("move " << i << " came " << gap.count() << " ms after the one before");
        CHECK(gap >= kPace / 2);
    }
    const auto gaps = static_cast<long>(clock.played.size() - 1);
    CHECK(clock.played.back() - clock.played.front() >= gaps * (kPace - 20ms));
    window.frame().controller().removeListener(&clock);
    // New game stops the demo at once.
    REQUIRE(window.frame().startNewGame(test::humanVsHuman()));
    test::pumpFor(400ms);
    CHECK(window.game().history().empty());
}

TEST_CASE("Leaving the demo in the middle of a round asks nothing", "[demo]") {
    GameOptions options = test::humanVsHuman();
    options.mode = ttt::Mode::ComputerVsComputer;
    options.computer = test::computerPlayer(ttt::BotLevel::Easy);
    options.rules = ttt::Rules::gomokuFreestyle(); // rounds long enough to be caught mid-way
    test::WindowFixture window(options);
    // A round under way (on a busy machine a whole fast round may pass
    // between two looks; the demo then starts the next).
    REQUIRE(test::pumpUntil(
        [&] { return !window.game().history().empty() && !window.game().isRoundOver(); }, 10s));
    int questions = 0;
    window.frame().setConfirmation([&questions](const wxString&, const wxString&) {
        ++questions;
        return false;
    });
    CHECK(window.frame().startNewGame(test::humanVsComputer(ttt::BotLevel::Easy)));
    CHECK(questions == 0);
    CHECK(window.game().mode() == ttt::Mode::HumanVsComputer);

    // A person's round still asks first.
    REQUIRE(window.frame().controller().playHuman({1, 1}));
    CHECK_FALSE(window.frame().startNewGame(test::humanVsHuman()));
    CHECK(questions == 1);
}

TEST_CASE("The computer-vs-computer demo goes on to the next round by itself", "[demo]") {
    ComputerTiming timing = test::WindowFixture::fastTiming();
    timing.demoRoundPause = 200ms;
    GameOptions options = test::humanVsHuman();
    options.mode = ttt::Mode::ComputerVsComputer;
    options.computer = test::computerPlayer(ttt::BotLevel::Easy);
    test::WindowFixture window(options, timing);
    REQUIRE(test::pumpUntil([&] { return window.game().completedRounds() >= 2; }, 10s));
    const ttt::Score& score = window.game().score();
    CHECK(score.wins[0] + score.wins[1] + score.draws >= 2);
}

TEST_CASE("Coordinates keep a readable size and their room on the largest board", "[resize]") {
    test::WindowFixture window(test::humanVsHuman(ttt::Rules::bounded(25, 25, 5)));
    MainFrame& frame = window.frame();
    const wxSize smallest = frame.GetMinClientSize();
    frame.SetClientSize(smallest);
    REQUIRE(test::pumpUntil([&] { return frame.GetClientSize() == smallest; }, 3s));
    test::pumpFor(100ms);
    BoardPanel& board = frame.board();
    const double dip = board.FromDIP(10) / 10.0;
    const wxPoint first = board.cellCentre({0, 0});
    const wxPoint last = board.cellCentre({24, 0});
    const double cell = (last.x - first.x) / 24.0;
    REQUIRE(cell < 20 * dip); // small cells: the coordinates must not shrink with them
    CHECK(BoardPainter::coordinateFontSize(cell, dip) >= 10 * dip);
    // Room for the labels between the board and the panel's edge, on each side.
    const double band = BoardPainter::coordinateBand(themeFor(board.themeId()).style, cell, dip);
    CHECK(first.x - cell / 2 >= band - 1);
    CHECK(board.GetClientSize().x - (last.x + cell / 2) >= band - 1);
}

TEST_CASE("View > Toolbar shows New, Undo, Redo and Hint, which act as the menu items do",
          "[resize]") {
    test::WindowFixture window(test::humanVsHuman());
    // Off until chosen, and not even made before (a faster start).
    CHECK(window.frame().GetToolBar() == nullptr);
    CHECK_FALSE(window.frame().viewCommands().isToolbarShown());
    const int heightWithout = window.frame().GetClientSize().y;
    window.frame().viewCommands().showToolbar(true);
    test::pumpUntil([] { return false; }, 100ms);
    CHECK(window.frame().viewCommands().isToolbarShown());
    wxToolBar* tools = window.frame().GetToolBar();
    REQUIRE(tools != nullptr);
    CHECK(tools->IsShown());
    CHECK(tools->GetToolsCount() >= 4);
    for (const int id :
         {static_cast<int>(wxID_NEW), static_cast<int>(wxID_UNDO), static_cast<int>(wxID_REDO)}) {
        CHECK(tools->FindById(id) != nullptr);
    }
    // The frame makes room for it; the board is still whole.
    CHECK(window.frame().GetClientSize().y < heightWithout);
    // Undo follows the game, as its menu item does, and takes a move back.
    window.frame().UpdateWindowUI(wxUPDATE_UI_RECURSE);
    CHECK_FALSE(tools->GetToolEnabled(wxID_UNDO));
    window.clickCell({1, 1});
    window.frame().UpdateWindowUI(wxUPDATE_UI_RECURSE);
    CHECK(tools->GetToolEnabled(wxID_UNDO));
    wxCommandEvent click(wxEVT_TOOL, wxID_UNDO);
    click.SetEventObject(tools);
    tools->ProcessWindowEvent(click);
    CHECK(window.game().history().empty());
    window.frame().viewCommands().showToolbar(false);
    test::pumpUntil([] { return false; }, 100ms);
    CHECK_FALSE(tools->IsShown());
    CHECK(window.frame().GetClientSize().y == heightWithout);
}

TEST_CASE("The menu bar has its titles at once and its items as soon as the window is up",
          "[resize]") {
    // Made as the program makes it: titles first, the items on the first
    // turn of the events after the window is shown.
    auto* frame = new MainFrame(test::humanVsHuman(), ThemeId::Classic);
    const wxWeakRef<MainFrame> alive(frame);
    wxMenuBar* bar = frame->GetMenuBar();
    REQUIRE(bar != nullptr);
    REQUIRE(bar->GetMenuCount() == 6); // Game, Edit, Move, View, Settings, Help
    const int heightBefore = frame->GetClientSize().y;
    for (std::size_t i = 0; i < bar->GetMenuCount(); ++i) {
        CHECK(bar->GetMenu(i)->GetMenuItemCount() == 0);
    }
    frame->Show();
    test::pumpUntil([bar] { return bar->GetMenu(0)->GetMenuItemCount() > 0; }, 2s);
    for (std::size_t i = 0; i < bar->GetMenuCount(); ++i) {
        CHECK(bar->GetMenu(i)->GetMenuItemCount() > 0);
    }
    // The titles were there from the start: filling them moves nothing.
    CHECK(frame->GetClientSize().y == heightBefore);
    // Once only: asking again adds nothing.
    const std::size_t gameItems = bar->GetMenu(0)->GetMenuItemCount();
    frame->fillMenus();
    CHECK(bar->GetMenu(0)->GetMenuItemCount() == gameItems);
    // Every feature's items are there, down to the Settings submenus.
    CHECK(bar->FindItem(wxID_NEW) != nullptr);
    CHECK(bar->FindItem(wxID_EXIT) != nullptr);
    CHECK(bar->FindMenuItem(wxGetTranslation("&Settings"),
                            "&" + levelChoiceLabel(BotLevel::Hard)) != wxNOT_FOUND);
    frame->Destroy();
    test::pumpUntil([&alive] { return !alive; }, 5s);
}

TEST_CASE("Opening a menu or the toolbar before the first turn of events fills the menus",
          "[resize]") {
    for (const bool byToolbar : {false, true}) {
        auto* frame = new MainFrame(test::humanVsHuman(), ThemeId::Classic);
        const wxWeakRef<MainFrame> alive(frame);
        wxMenuBar* bar = frame->GetMenuBar();
        REQUIRE(bar->GetMenu(0)->GetMenuItemCount() == 0);
        if (byToolbar) {
            frame->viewCommands().showToolbar(true);
            REQUIRE(frame->GetToolBar() != nullptr);
            CHECK(frame->GetToolBar()->FindById(wxID_UNDO) != nullptr);
        } else {
            wxMenuEvent open(wxEVT_MENU_OPEN, 0, bar->GetMenu(1));
            frame->ProcessWindowEvent(open);
        }
        CHECK(bar->GetMenu(0)->GetMenuItemCount() > 0);
        CHECK(bar->FindItem(wxID_UNDO) != nullptr);
        frame->Destroy();
        test::pumpUntil([&alive] { return !alive; }, 5s);
    }
}
