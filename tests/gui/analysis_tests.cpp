// View ▸ Analysis: the engine thinks about the position on the board while the
// panel is shown, restarts at once when the position changes, never delays a
// click, stops when hidden, minimised or while the computer thinks, and a
// round played with it shown is not rated.

#include "analysis/analysis_commands.hpp"
#include "analysis/learn_commands.hpp"
#include "analysis/review_commands.hpp"
#include "board/board_panel.hpp"
#include "gui_test_support.hpp"
#include "records/game_file_commands.hpp"
#include "records/leaderboard_keeper.hpp"
#include "records_test_support.hpp"
#include "replay/move_list_panel.hpp"
#include "replay/replay_commands.hpp"
#include "replay/review_plot.hpp"

#include <catch2/catch.hpp>
#include <wx/gauge.h>
#include <wx/statusbr.h>
#include <wx/uiaction.h>

using namespace std::chrono_literals;
using ttt::Point;
using ttt::Rules;
using namespace ttt::gui;

namespace {

// The analysis has shown `lines` moves for the position on the board.
bool showsLines(MainFrame& frame, std::size_t lines) {
    const AnalysisCommands& analysis = frame.analysis();
    return analysis.latest().has_value() && frame.board().analysisMarks().size() == lines;
}

void pointAt(wxWindow& window, wxPoint client) {
    wxUIActionSimulator simulator;
    simulator.MouseMove(window.ClientToScreen(client));
    test::pumpFor(60ms);
}

// A click at `client`, delivered to the window's handlers as the mouse
// would (the pointer itself may be slow to move on a busy test machine).
void clickAt(wxWindow& window, wxPoint client) {
    for (const wxEventType type : {wxEVT_MOTION, wxEVT_LEFT_DOWN, wxEVT_LEFT_UP}) {
        wxMouseEvent event(type);
        event.SetPosition(client);
        event.SetEventObject(&window);
        window.GetEventHandler()->ProcessEvent(event);
    }
    test::pumpFor(30ms);
}

// X makes an open four on row 7; O blocks one end; X plays a corner instead
// of its win at (2, 7) (move 9); O blocks; X then makes five in column 3.
void playMissedWin(MainFrame& frame) {
    for (const Point p :
         {Point{3, 7}, Point{10, 1}, Point{4, 7}, Point{12, 3}, Point{5, 7}, Point{1, 12},
          Point{6, 7}, Point{7, 7}, Point{0, 0}, Point{2, 7}, Point{3, 8}, Point{14, 14},
          Point{3, 9}, Point{14, 13}, Point{3, 10}, Point{14, 12}, Point{3, 11}}) {
        REQUIRE(frame.controller().playHuman(p));
    }
}

} // namespace

TEST_CASE("View > Analysis shows the best moves of the position and stops when hidden",
          "[analysis]") {
    test::TemporaryDataDir dir;
    test::WindowFixture window(test::humanVsHuman(Rules::gomokuFreestyle()));
    MainFrame& frame = window.frame();
    window.clickCell({7, 7});
    window.clickCell({8, 8});
    window.clickCell({8, 6});
    AnalysisCommands& analysis = frame.analysis();
    CHECK_FALSE(analysis.isThinking()); // off by default: no search at all
    analysis.setLines(3);
    analysis.showAnalysis(true);
    REQUIRE(test::pumpUntil([&] { return showsLines(frame, 3); }, 10s));
    CHECK(analysis.isThinking());

    // Three different empty points, ranked, each with its chance and line.
    const auto& marks = frame.board().analysisMarks();
    for (std::size_t i = 0; i < marks.size(); ++i) {
        CHECK(window.game().board().isEmpty(marks[i].move));
        CHECK(marks[i].rank == static_cast<int>(i) + 1);
        CHECK(marks[i].chance.EndsWith("%"));
        REQUIRE_FALSE(marks[i].pv.empty());
        CHECK(marks[i].pv.front() == marks[i].move);
    }
    CHECK(marks[0].move != marks[1].move);
    CHECK(marks[1].move != marks[2].move);
    // The panel says the same in words: O to move, its chance, three rows.
    REQUIRE(test::pumpUntil([&] { return analysis.panel().shown().rows.size() == 3; }, 5s));
    const AnalysisView& view = analysis.panel().shown();
    CHECK(view.headline.StartsWith(wxString::FromUTF8(window.game().playerToMove().name)));
    CHECK(view.headline.EndsWith("%"));
    CHECK(view.barShown);
    CHECK(view.details.Contains("/s"));
    CHECK(view.rows[0].point == marks[0].move);

    // Pointing at a row shows its line on the board.
    REQUIRE(test::pumpUntil([&] { return !analysis.panel().rowRect(1).IsEmpty(); }, 2s));
    pointAt(analysis.panel(), analysis.panel().rowRect(1).GetPosition() + wxPoint(8, 8));
    const AnalysisMark* line = frame.board().analysisLineShown();
    REQUIRE(line != nullptr);
    CHECK(line->move == analysis.panel().shown().rows[1].point);
    CHECK(line->pv == analysis.panel().shown().rows[1].pv);
    pointAt(frame.board(), frame.board().cellCentre({0, 14}));
    CHECK(frame.board().analysisLineShown() == nullptr);
    // Pointing at a mark on the board shows its line too. (The marks may
    // change as the search deepens: point at the best one of the moment,
    // again until the pointer has arrived.)
    bool shown = false;
    for (int attempt = 0; attempt < 20 && !shown; ++attempt) {
        const Point best = frame.board().analysisMarks()[0].move;
        pointAt(frame.board(), frame.board().cellCentre(best));
        const AnalysisMark* pointed = frame.board().analysisLineShown();
        shown = pointed != nullptr && pointed->move == best;
    }
    CHECK(shown);

    // One line only: the search starts again with one.
    analysis.setLines(1);
    REQUIRE(test::pumpUntil([&] { return showsLines(frame, 1); }, 10s));

    // Hidden: no search, nothing on the board.
    analysis.showAnalysis(false);
    CHECK_FALSE(analysis.isThinking());
    test::pumpFor(100ms);
    CHECK_FALSE(analysis.isThinking());
    CHECK(frame.board().analysisMarks().empty());
}

TEST_CASE("The analysis restarts at once when the position changes and never delays a click",
          "[analysis]") {
    test::TemporaryDataDir dir;
    test::WindowFixture window(test::humanVsHuman(Rules::gomokuFreestyle()));
    MainFrame& frame = window.frame();
    AnalysisCommands& analysis = frame.analysis();
    window.clickCell({7, 7});
    analysis.showAnalysis(true);
    REQUIRE(test::pumpUntil([&] { return showsLines(frame, 3); }, 10s));

    // "At once": on the event loop's next turn, not when the old search ends
    // (seconds); with room for a sanitizer build on a busy machine. The
    // figures (6.5 ms median) are ttt-analysis-bench's, in docs/bots.md.
    constexpr auto kAtOnce = 250ms;
    for (const Point p : {Point{8, 8}, Point{6, 6}, Point{9, 9}}) {
        // Played while the engine thinks: handled at once.
        const int started = analysis.searchesStarted();
        const auto before = std::chrono::steady_clock::now();
        REQUIRE(frame.controller().playHuman(p));
        const auto handled = std::chrono::steady_clock::now() - before;
        CHECK(handled < kAtOnce);
        // Marks of the position before are gone; the next search starts on
        // the event loop's next turn and shows moves of the new position.
        CHECK(frame.board().analysisMarks().empty());
        REQUIRE(test::pumpUntil([&] { return analysis.searchesStarted() > started; }, 1s));
        CHECK(analysis.lastRestartDelay() < kAtOnce);
        REQUIRE(test::pumpUntil([&] { return showsLines(frame, 3); }, 10s));
        for (const AnalysisMark& mark : frame.board().analysisMarks()) {
            CHECK(window.game().board().isEmpty(mark.move));
        }
    }

    // Undo is a new position too.
    const int started = analysis.searchesStarted();
    REQUIRE(frame.controller().undo());
    REQUIRE(test::pumpUntil([&] { return analysis.searchesStarted() > started; }, 1s));
    REQUIRE(test::pumpUntil([&] { return showsLines(frame, 3); }, 10s));
    CHECK(window.game().board().isEmpty(frame.board().analysisMarks()[0].move));

    // A click on a row plays its move.
    const std::size_t moves = window.game().history().size();
    REQUIRE(test::pumpUntil([&] { return !analysis.panel().rowRect(0).IsEmpty(); }, 2s));
    pointAt(analysis.panel(), analysis.panel().rowRect(0).GetPosition() + wxPoint(8, 8));
    // The rows hold still under the pointer: the click plays what it shows.
    const Point shown = analysis.panel().shown().rows.at(0).point;
    wxUIActionSimulator().MouseClick();
    REQUIRE(test::pumpUntil([&] { return window.game().history().size() == moves + 1; }, 2s));
    CHECK(window.game().history().back().point == shown);
}

TEST_CASE("The analysis waits while the computer thinks or the window is minimised", "[analysis]") {
    test::TemporaryDataDir dir;
    ttt::gui::ComputerTiming timing = test::WindowFixture::fastTiming();
    timing.maxThinkingTime = 300ms;
    timing.replyPause = 0ms;
    test::WindowFixture window(test::humanVsComputer(ttt::BotLevel::Hard, Rules::gomokuFreestyle()),
                               timing);
    MainFrame& frame = window.frame();
    AnalysisCommands& analysis = frame.analysis();
    analysis.showAnalysis(true);
    REQUIRE_FALSE(window.game().isComputerToMove());
    // The empty board: the centre, the one move the engine considers there.
    REQUIRE(test::pumpUntil([&] { return showsLines(frame, 1); }, 10s));
    INFO("mark at " << frame.board().analysisMarks().front().move.x << ","
                    << frame.board().analysisMarks().front().move.y);
    CHECK(frame.board().analysisMarks().front().move == Point{7, 7});

    // The person's move: the computer thinks, the analysis waits meanwhile.
    REQUIRE(frame.controller().playHuman({7, 7}));
    REQUIRE(test::pumpUntil([&] { return frame.controller().isThinking(); }, 1s));
    test::pumpFor(30ms);
    CHECK_FALSE(analysis.isThinking());
    CHECK(analysis.panel().shown().note.Contains("computer"));
    // Then it thinks about the position the computer's move made.
    REQUIRE(test::pumpUntil([&] { return !frame.controller().isThinking(); }, 5s));
    INFO("moves " << window.game().history().size() << ", searches " << analysis.searchesStarted()
                  << ", thinking " << analysis.isThinking() << ", note "
                  << analysis.panel().shown().note << ", headline "
                  << analysis.panel().shown().headline);
    REQUIRE(test::pumpUntil([&] { return showsLines(frame, 3); }, 10s));
    CHECK(analysis.isThinking());

    analysis.setMinimised(true);
    test::pumpFor(50ms);
    CHECK_FALSE(analysis.isThinking());
    CHECK(frame.board().analysisMarks().empty());
    analysis.setMinimised(false);
    REQUIRE(test::pumpUntil([&] { return showsLines(frame, 3); }, 10s));
}

TEST_CASE("Small boards show the proven result, and a round played with the analysis is not rated",
          "[analysis]") {
    test::TemporaryDataDir dir;
    test::WindowFixture window(test::humanVsHuman(Rules::classic()));
    MainFrame& frame = window.frame();
    AnalysisCommands& analysis = frame.analysis();
    analysis.showAnalysis(true);
    // The empty 3×3 board: a draw with best play, proven.
    REQUIRE(test::pumpUntil(
        [&] { return analysis.panel().shown().headline == wxString("Draw with best play"); }, 10s));
    REQUIRE(analysis.latest().has_value());
    CHECK(analysis.latest()->lines.front().proven);
    CHECK(analysis.latest()->lines.front().score == 0);

    // X on two corners with O nowhere near: X wins in 2 (its own moves).
    for (const Point p : {Point{0, 0}, Point{1, 0}, Point{2, 2}, Point{2, 0}}) {
        window.clickCell(p);
    }
    // X to move: 0,0 and 2,2 with the centre free wins at once.
    REQUIRE(test::pumpUntil([&] { return analysis.panel().shown().headline.Contains("wins in 1"); },
                            10s));
    CHECK(frame.board().analysisMarks().at(0).move == Point{1, 1});
    CHECK(analysis.panel().shown().note.Contains("leaderboard"));
    window.clickCell({1, 1});
    REQUIRE(window.game().isRoundOver());
    CHECK(analysis.panel().shown().headline == wxString("The round is over."));
    CHECK_FALSE(analysis.isThinking());
    // Not rated: nobody's result is on the leaderboard.
    CHECK(frame.leaderboard().shownLeaderboard().empty());

    // The next round, with the analysis hidden from its start, counts.
    analysis.showAnalysis(false);
    frame.restartRound();
    for (const Point p : {Point{0, 0}, Point{0, 1}, Point{1, 0}, Point{1, 1}, Point{2, 0}}) {
        window.clickCell(p);
    }
    REQUIRE(window.game().isRoundOver());
    CHECK_FALSE(frame.leaderboard().shownLeaderboard().empty());
}

TEST_CASE("The analysis follows a replay's position", "[analysis]") {
    test::TemporaryDataDir dir;
    test::WindowFixture window(test::humanVsHuman(Rules::gomokuFreestyle()));
    MainFrame& frame = window.frame();
    for (int i = 0; i < 5; ++i) {
        window.clickCell({i + 3, 7});
        if (i < 4) {
            window.clickCell({i + 3, 9});
        }
    }
    REQUIRE(window.game().isRoundOver());
    AnalysisCommands& analysis = frame.analysis();
    analysis.showAnalysis(true);
    CHECK_FALSE(analysis.isThinking()); // nothing to think about after the end
    ReplayCommands& replay = frame.replay();
    REQUIRE(replay.replayGame());
    replay.setReplayPaused(true);
    replay.replay().jumpTo(4);
    REQUIRE(test::pumpUntil([&] { return showsLines(frame, 3); }, 10s));
    const ttt::GameEngine& shown = frame.board().displayedGame();
    CHECK(shown.history().size() == 4);
    for (const AnalysisMark& mark : frame.board().analysisMarks()) {
        CHECK(shown.board().isEmpty(mark.move));
    }
    replay.stopReplay();
    test::pumpFor(50ms);
    CHECK_FALSE(analysis.isThinking());
}

TEST_CASE("The analysis names the colour it would take under Swap2, and thinks far out on the "
          "unlimited field",
          "[analysis]") {
    test::TemporaryDataDir dir;
    GameOptions options = test::humanVsHuman(Rules::gomokuFreestyle());
    options.opening = ttt::OpeningRule::Swap2;
    test::WindowFixture window(options);
    MainFrame& frame = window.frame();
    AnalysisCommands& analysis = frame.analysis();
    analysis.showAnalysis(true);
    // The opener's three stones: then the other player's colour decision is due.
    for (const Point p : {Point{7, 7}, Point{8, 8}, Point{9, 7}}) {
        window.clickCell(p);
    }
    REQUIRE(window.game().pendingChoice().has_value());
    REQUIRE(
        test::pumpUntil([&] { return analysis.panel().shown().headline.Contains("would"); }, 10s));
    const wxString chooser = wxString::FromUTF8(window.game().playerToMove().name);
    CHECK(analysis.panel().shown().headline.StartsWith(chooser));
    CHECK(frame.board().analysisMarks().empty()); // a decision, not a move

    // The unlimited field a billion cells out: the best moves lie beside the stones.
    GameOptions field = test::humanVsHuman(Rules::unlimitedFive());
    constexpr int edge = Rules::kMaxCoordinate - 3;
    frame.loadPosition(field, {{edge, edge}, {edge - 1, edge}, {edge, edge - 1}}, {});
    REQUIRE(test::pumpUntil([&] { return showsLines(frame, 3); }, 10s));
    for (const AnalysisMark& mark : frame.board().analysisMarks()) {
        CHECK(window.game().board().isEmpty(mark.move));
        CHECK(std::abs(mark.move.x - edge) <= 6);
        CHECK(std::abs(mark.move.y - edge) <= 6);
        CHECK(mark.move.x <= Rules::kMaxCoordinate);
        CHECK(mark.move.y <= Rules::kMaxCoordinate);
    }
}

TEST_CASE("Game > Review round classes each move, names a missed win and is saved with the game",
          "[analysis]") {
    test::TemporaryDataDir dir;
    test::WindowFixture window(test::humanVsHuman(Rules::gomokuFreestyle()));
    MainFrame& frame = window.frame();
    ReviewCommands& review = frame.review();
    CHECK_FALSE(review.canReview()); // nothing to review yet
    playMissedWin(frame);
    REQUIRE(window.game().isRoundOver());
    frame.replay().showMoveList(true);
    review.setTimePerPosition(100ms);
    REQUIRE(review.canReview());
    REQUIRE(review.reviewRound());
    CHECK(review.isReviewing());
    REQUIRE(test::pumpUntil([&] { return frame.controller().review().has_value(); }, 30s));
    CHECK_FALSE(review.isReviewing());

    const ttt::RoundReview& result = *frame.controller().review();
    REQUIRE(result.moves.size() == 17);
    CHECK(result.engine == "Hard");
    const ttt::MoveReview& corner = result.moves[8];
    CHECK(corner.moveClass == ttt::MoveClass::Blunder);
    CHECK(corner.missedWin == std::optional<int>(1));
    CHECK(corner.best == Point{2, 7});
    CHECK(result.moves.back().chanceAfter == 1.0);
    // The status bar names it; the move list marks it.
    const wxString status = frame.GetStatusBar()->GetStatusText(0);
    CHECK(status.Contains("missed a win in 1 at C8"));
    CHECK(status.Contains("accuracy"));
    MoveListPanel& list = frame.replay().moveList();
    CHECK(list.itemText(8, 3) == "??");
    // The plot above the list: black's chance after each move; a click goes there.
    ReviewPlot& plot = list.plot();
    REQUIRE(plot.IsShown());
    REQUIRE(plot.curve().size() == 17);
    CHECK(plot.curve().back() == 1.0);                  // black (Ann) won
    CHECK(plot.curve()[7] == Approx(1.0).margin(0.02)); // a win in one for black after move 8
    const int stepWidth = plot.GetClientSize().x / 17;
    const wxPoint ninth = plot.ClientToScreen(
        wxPoint(plot.FromDIP(4) + stepWidth * 8 + stepWidth / 2, plot.GetClientSize().y / 2));
    CHECK(plot.movesAt(plot.ScreenToClient(ninth).x) == 9);
    {
        wxUIActionSimulator simulator;
        simulator.MouseMove(ninth);
        test::pumpFor(60ms);
        simulator.MouseClick();
    }
    REQUIRE(test::pumpUntil([&] { return frame.replay().replay().isActive(); }, 2s));
    CHECK(frame.board().displayedGame().history().size() == 9);
    frame.replay().stopReplay();

    // Saved with the game and opened again without a new review.
    const auto path = dir.path() / "reviewed.tttgame";
    REQUIRE(frame.files().saveGame(path));
    frame.startNewGame(test::humanVsHuman(Rules::gomokuFreestyle()));
    CHECK_FALSE(frame.controller().review().has_value()); // a new round has none
    REQUIRE(frame.files().openGame(path));
    REQUIRE(frame.controller().review().has_value());
    CHECK(*frame.controller().review() == result);
    CHECK(list.itemText(8, 3) == "??");
    // A review stopped halfway changes nothing: the review kept, the file as it was.
    const std::string saved = test::readFile(path);
    review.setTimePerPosition(2000ms);
    REQUIRE(review.reviewRound());
    test::pumpFor(300ms);
    review.stopReview();
    CHECK_FALSE(review.isReviewing());
    test::pumpFor(100ms);
    CHECK(*frame.controller().review() == result);
    CHECK(test::readFile(path) == saved);
    review.setTimePerPosition(100ms);

    // A review is stopped by a change of the round, and by the command again.
    REQUIRE(review.reviewRound());
    frame.restartRound();
    CHECK_FALSE(review.isReviewing());
    CHECK_FALSE(frame.controller().review().has_value());
}

TEST_CASE("The result banner's Review button reviews the round with a progress bar, and the move "
          "list gives each player's accuracy and the verdict on the move shown",
          "[analysis]") {
    test::WindowFixture window(test::humanVsHuman(Rules::gomokuFreestyle()));
    MainFrame& frame = window.frame();
    BoardPanel& board = frame.board();
    board.Update();
    CHECK(board.bannerActionRect().IsEmpty()); // no button during the round
    playMissedWin(frame);
    frame.replay().showMoveList(true);
    frame.review().setTimePerPosition(100ms);
    test::pumpFor(100ms);
    const wxRect button = board.bannerActionRect();
    REQUIRE_FALSE(button.IsEmpty());
    CHECK(board.banner().action == "Review");
    clickAt(board, button.GetPosition() + wxSize(button.width / 2, button.height / 2));
    REQUIRE(frame.review().isReviewing());
    CHECK(frame.controller().game().isRoundOver()); // the click did not start a new round
    CHECK(board.banner().action == "Stop review");
    REQUIRE(frame.progressBar() != nullptr);
    CHECK(frame.progressBar()->IsShown());
    REQUIRE(test::pumpUntil([&] { return frame.controller().review().has_value(); }, 30s));
    CHECK_FALSE(frame.progressBar()->IsShown());
    test::pumpFor(60ms);
    CHECK(board.banner().action.empty()); // reviewed: the button is gone
    CHECK(board.bannerActionRect().IsEmpty());

    // Beside the move list: both players' accuracy and classes, and the
    // verdict on the last move (the winning five, the engine's move).
    MoveListPanel& list = frame.replay().moveList();
    const wxString text = list.reviewText();
    INFO(text.ToStdString());
    CHECK(text.Contains("Alice (X): accuracy"));
    CHECK(text.Contains("Bob (O): accuracy"));
    // Alice's missed win is a blunder. How her other moves are classed may
    // vary between runs: the review searches each position for a time, with
    // threads, not for a node count.
    const wxString aliceLine = text.BeforeFirst('\n');
    REQUIRE(aliceLine.StartsWith("Alice (X): accuracy"));
    REQUIRE(aliceLine.Contains("blunders "));
    long blunders = 0;
    CHECK(aliceLine.AfterLast(' ').ToLong(&blunders));
    CHECK(blunders >= 1);
    // The winning five: as good as the engine's own move, whichever end it took.
    CHECK(text.Contains("Move 17, D4 (Alice): the engine's move; chance 100% → 100%."));
    // The move that missed the win, shown: its verdict names the win.
    frame.showRoundAt(9);
    INFO(list.reviewText().ToStdString());
    CHECK(list.reviewText().Contains("Move 9, A15 (Alice): a blunder; chance 100% →"));
    CHECK(list.reviewText().Contains("It missed a win in 1 at C8."));
    frame.showRoundAt(std::nullopt);
    CHECK(board.showsLiveGame());
}

TEST_CASE("Learn from your mistakes shows the position before each mistake and judges the move "
          "tried",
          "[analysis]") {
    test::WindowFixture window(test::humanVsHuman(Rules::gomokuFreestyle()));
    MainFrame& frame = window.frame();
    LearnCommands& learn = frame.learn();
    CHECK_FALSE(learn.canLearn()); // no review yet
    playMissedWin(frame);
    frame.review().setTimePerPosition(100ms);
    REQUIRE(frame.review().reviewRound());
    REQUIRE(test::pumpUntil([&] { return frame.controller().review().has_value(); }, 30s));
    REQUIRE(learn.canLearn());
    REQUIRE(learn.startLearning(ttt::Mark::X));
    REQUIRE(learn.isLearning());
    REQUIRE(learn.dialog() != nullptr);
    CHECK(learn.side() == ttt::Mark::X);
    const auto& mistakes = learn.mistakes();
    const auto corner = std::ranges::find(mistakes, std::size_t{8});
    REQUIRE(corner != mistakes.end());
    learn.goTo(static_cast<std::size_t>(corner - mistakes.begin()));
    BoardPanel& board = frame.board();
    // The position before the corner, shown instead of the live game.
    CHECK_FALSE(board.showsLiveGame());
    CHECK(board.displayedGame().history().size() == 8);
    CHECK(board.banner().title == "Find a better move for X");
    CHECK(board.banner().mark == ttt::Mark::X);
    learn.setTimePerTry(100ms);

    // A far corner keeps nothing: the win in one is still missed.
    clickAt(board, board.cellCentre(Point{14, 14}));
    REQUIRE(test::pumpUntil([&] { return learn.lastVerdict().has_value(); }, 10s));
    CHECK_FALSE(*learn.lastVerdict());
    CHECK(frame.controller().game().history().size() == 17); // the live game is untouched
    // The win: found.
    clickAt(board, board.cellCentre(Point{2, 7}));
    REQUIRE(test::pumpUntil([&] { return learn.lastVerdict().has_value(); }, 10s));
    CHECK(*learn.lastVerdict());
    // The answer is marked on the board.
    learn.showAnswer();
    CHECK(board.hint() == std::optional<Point>(Point{2, 7}));
    // Closing goes back to the live game; clicks there do nothing now.
    learn.stopLearning();
    CHECK_FALSE(learn.isLearning());
    CHECK(board.showsLiveGame());
    CHECK(board.banner().title == "Alice wins!");
    CHECK_FALSE(frame.replay().replay().isActive());
    // A new round ends it too, and with no review there is nothing to learn.
    REQUIRE(learn.startLearning(ttt::Mark::X));
    frame.restartRound();
    CHECK_FALSE(learn.isLearning());
    CHECK_FALSE(learn.canLearn());
}
