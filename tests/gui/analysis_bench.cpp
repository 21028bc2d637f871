// ttt-analysis-bench: what View ▸ Analysis costs the window and what it gets
// from the engine (G13). In the real game window, on a 15x15 freestyle game
// between two people, with the analysis shown, it plays the moves of a game
// one by one while the engine thinks, and measures for each move
//   - how long the click's work took on the window's thread (the move played,
//     the board and panels told, the old search cancelled),
//   - how long after the move the next search started,
//   - how long after the move the board showed the new position's best moves;
// then lets the engine think about one position for a few seconds and prints
// its nodes a second, beside the same engine searching that position with
// the same threads outside the window. Needs an X display (xvfb-run works).
//
//   ttt-analysis-bench [moves] [seconds]    (defaults: 20 moves, 3 s)

#include "analysis/analysis_commands.hpp"
#include "board/board_panel.hpp"
#include "game/bot_worker.hpp"
#include "tictactoe/ai/hard_bot.hpp"
#include "window/main_frame.hpp"
#include "window_bench.hpp"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <functional>
#include <numeric>
#include <string>
#include <vector>
#include <wx/app.h>
#include <wx/evtloop.h>

namespace {

using namespace std::chrono_literals;
using Clock = std::chrono::steady_clock;
using ttt::Point;
using namespace ttt::gui;

bool pumpUntil(const std::function<bool()>& done, std::chrono::milliseconds timeout) {
    const auto end = Clock::now() + timeout;
    while (!done()) {
        if (Clock::now() > end) {
            return false;
        }
        wxTheApp->ProcessPendingEvents();
        while (wxEventLoopBase::GetActive()->Pending()) {
            wxEventLoopBase::GetActive()->Dispatch();
        }
        wxMilliSleep(1);
    }
    return true;
}

// The moves of a 15x15 game that nobody wins within them, black and white in turn.
std::vector<Point> gameMoves(int count) {
    const std::vector<Point> game{{7, 7},   {7, 8},  {9, 6},  {8, 8},  {9, 9},  {6, 6}, {5, 8},
                                  {8, 5},   {6, 10}, {10, 8}, {10, 4}, {5, 4},  {4, 5}, {12, 7},
                                  {11, 10}, {4, 11}, {3, 9},  {9, 3},  {8, 12}, {2, 6}};
    return {game.begin(), game.begin() + std::min<std::ptrdiff_t>(count, std::ssize(game))};
}

double ms(Clock::duration d) {
    return std::chrono::duration<double, std::milli>(d).count();
}

void printSpread(const char* what, std::vector<double> values) {
    if (values.empty()) {
        std::printf("%-44s (none)\n", what);
        return;
    }
    std::sort(values.begin(), values.end());
    const double mean = std::accumulate(values.begin(), values.end(), 0.0) / values.size();
    std::printf("%-44s median %7.2f ms  mean %7.2f ms  max %7.2f ms\n", what,
                values[values.size() / 2], mean, values.back());
}

int run(int moveCount, int seconds) {
    GameOptions options;
    options.rules = ttt::Rules::gomokuFreestyle();
    options.mode = ttt::Mode::HumanVsHuman;
    auto* frame = new MainFrame(options, ThemeId::Classic);
    frame->setConfirmation([](const wxString&, const wxString&) { return true; });
    frame->SetClientSize(wxSize(1150, 720));
    frame->Show();
    pumpUntil([frame] { return frame->IsShownOnScreen(); }, 5s);
    pumpUntil([] { return false; }, 300ms);
    AnalysisCommands& analysis = frame->analysis();

    // The same moves without the analysis first: what a move costs anyway.
    std::vector<double> plainClicks;
    for (const Point p : gameMoves(moveCount)) {
        pumpUntil([] { return false; }, 20ms);
        const auto before = Clock::now();
        frame->controller().playHuman(p);
        plainClicks.push_back(ms(Clock::now() - before));
    }
    frame->controller().restartRound();
    analysis.showAnalysis(true);

    std::vector<double> clicks;
    std::vector<double> restarts;
    std::vector<double> firstMarks;
    int unanswered = 0;
    for (const Point p : gameMoves(moveCount)) {
        if (frame->controller().game().isRoundOver() ||
            !frame->controller().game().board().isEmpty(p)) {
            continue;
        }
        // Let it think a little first, as a person would look before playing.
        pumpUntil([] { return false; }, 150ms);
        const int started = analysis.searchesStarted();
        const auto before = Clock::now();
        frame->controller().playHuman(p);
        const auto played = Clock::now();
        clicks.push_back(ms(played - before));
        pumpUntil([&] { return analysis.searchesStarted() > started; }, 2s);
        restarts.push_back(
            std::chrono::duration<double, std::milli>(analysis.lastRestartDelay()).count());
        if (pumpUntil([&] { return !frame->board().analysisMarks().empty(); }, 5s)) {
            firstMarks.push_back(ms(Clock::now() - before));
        } else {
            ++unanswered;
        }
    }
    std::printf("moves played: %zu (analysis threads %d)\n", clicks.size(),
                BotWorker::threadsFor(ttt::SearchBudget{}));
    printSpread("a move's work, analysis hidden", plainClicks);
    printSpread("a move's work, analysis shown", clicks);
    printSpread("the move to the next search's start", restarts);
    printSpread("the move to the new best moves on the board", firstMarks);
    if (unanswered > 0) {
        std::printf("positions without best moves after 5 s: %d\n", unanswered);
    }

    // Nodes a second: the window's analysis, then the same search alone.
    const ttt::GameEngine position = frame->controller().game();
    const int started = analysis.searchesStarted();
    analysis.setLines(analysis.lines()); // a fresh search of this position
    pumpUntil([&] { return analysis.searchesStarted() > started; }, 2s);
    pumpUntil([] { return false; }, std::chrono::seconds(seconds));
    if (const auto& info = analysis.latest(); info && info->elapsed.count() > 0) {
        const double windowRate = static_cast<double>(info->nodes) / info->elapsed.count();
        std::printf("analysis in the window: depth %d, %.0f nodes/ms over %lld ms (%d lines)\n",
                    info->depth, windowRate, static_cast<long long>(info->elapsed.count()),
                    analysis.lines());
    }
    analysis.showAnalysis(false);
    frame->Destroy();
    pumpUntil([] { return false; }, 200ms);

    ttt::HardBot bot(1);
    ttt::SearchBudget budget;
    budget.timeLimit = std::chrono::milliseconds(seconds * 1000LL);
    budget.multiPv = AnalysisCommands::kDefaultLines;
    budget.threads = BotWorker::threadsFor(budget);
    const ttt::BotMove alone = bot.chooseMove(ttt::GameView::of(position), budget);
    if (alone.info.elapsed.count() > 0) {
        const double rate = static_cast<double>(alone.info.nodes) / alone.info.elapsed.count();
        std::printf("the same search alone:  depth %d, %.0f nodes/ms over %lld ms\n",
                    alone.info.depth, rate, static_cast<long long>(alone.info.elapsed.count()));
    }
    return 0;
}

} // namespace

int main(int argc, char** argv) {
    const int moves = argc > 1 ? std::max(1, std::atoi(argv[1])) : 20;
    const int seconds = argc > 2 ? std::max(1, std::atoi(argv[2])) : 3;
    return ttt::gui::bench::runInWindow(argv[0], "ttt-analysis-bench",
                                        [&] { return run(moves, seconds); });
}
