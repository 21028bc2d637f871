#include "analysis/analysis_commands.hpp"

#include "app/translated_text.hpp"
#include "board/board_panel.hpp"
#include "board/move_notation.hpp"
#include "feature/single_keys.hpp"
#include "game/engine_picker.hpp"
#include "tictactoe/ai/win_chance.hpp"
#include "tictactoe/players/player_factory.hpp"
#include "tictactoe/protocol/external_engine.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdlib>
#include <random>
#include <wx/frame.h>
#include <wx/intl.h>
#include <wx/menu.h>
#include <wx/msgdlg.h>

namespace ttt::gui {
namespace {

// As long as a person may look at one position: the search ends sooner
// when it reaches its deepest or proves the result.
constexpr std::chrono::minutes kThinkingLimit{30};
// The opening rule's colour decision: one short search.
constexpr std::chrono::seconds kDecisionLimit{3};

wxString percent(double chance) {
    return wxString::Format(_("%d%%"), static_cast<int>(std::lround(chance * 100)));
}

// "1.2 M": a count of nodes, short.
wxString shortCount(double n) {
    if (n < 1e3) {
        return wxString::Format("%.0f", n);
    }
    if (n < 1e6) {
        return wxString::Format("%.0f k", n / 1e3);
    }
    if (n < 1e9) {
        return wxString::Format("%.1f M", n / 1e6);
    }
    return wxString::Format("%.1f G", n / 1e9);
}

wxString nameOf(const GameEngine& game, Mark mark) {
    return wxString::FromUTF8(game.player(playerIndex(mark)).name);
}

// A line's result as the panel's row says it, and as the board's short label.
struct LineWords {
    wxString row;
    wxString label;
};
LineWords wordsFor(const SearchInfo::Line& line) {
    if (line.proven && SearchInfo::provesWin(line.score)) {
        return {wxString::Format(_("win in %d"), SearchInfo::movesToWin(line.score)), _("win")};
    }
    if (line.proven && SearchInfo::provesLoss(line.score)) {
        return {wxString::Format(_("loss in %d"), SearchInfo::movesToWin(line.score)), _("loss")};
    }
    if (line.proven && line.score == 0) {
        return {_("draw"), _("draw")};
    }
    const wxString chance = percent(winChance(line));
    return {chance, chance};
}

wxString lineText(const Rules& rules, const std::vector<Point>& pv) {
    wxString text;
    for (const Point p : pv) {
        if (!text.empty()) {
            text += ' ';
        }
        text += moveNotation(rules, p);
    }
    return text;
}

wxString decisionWords(const GameEngine& game, ColourOption option) {
    const wxString name = wxString::FromUTF8(game.playerToMove().name);
    switch (option) {
    case ColourOption::TakeBlack:
        return wxString::Format(_("%s would take black"), name);
    case ColourOption::TakeWhite:
        return wxString::Format(_("%s would take white"), name);
    case ColourOption::OfferFifths:
        return wxString::Format(_("%s would offer the fifth moves"), name);
    case ColourOption::PlaceTwo:
        break;
    }
    return wxString::Format(_("%s would place two more"), name);
}

} // namespace

AnalysisCommands::AnalysisCommands(WindowContext& window) : WindowFeature(window) {
    context().controller().addListener(this);
    context().board().onShownGameChanged([this] { scheduleRestart(); });
    context().window().Bind(wxEVT_ICONIZE, [this](wxIconizeEvent& event) {
        setMinimised(event.IsIconized());
        event.Skip();
    });
}

AnalysisCommands::~AnalysisCommands() {
    context().controller().removeListener(this);
}

AnalysisPanel& AnalysisCommands::panel() {
    if (panel_ == nullptr) {
        panel_ = new AnalysisPanel(&context().window());
        panel_->Hide();
        panel_->setTheme(context().theme());
        panel_->onRowPointed([this](const AnalysisView::Row* row) {
            context().board().showAnalysisLine(
                row != nullptr
                    ? std::optional<AnalysisMark>(AnalysisMark{row->point, 1, {}, row->pv})
                    : std::nullopt);
        });
        panel_->onRowChosen([this](std::size_t row) { playLine(row); });
        context().addSidePanel(panel_);
    }
    return *panel_;
}

void AnalysisCommands::addMenuItems(Menus& menus) {
    wxFrame& frame = context().window();
    const int showId = wxWindow::NewControlId();
    menus.view->AppendSeparator();
    menus.view->AppendCheckItem(
        showId, _("&Analysis\tA"),
        _("Let the engine think about the position on the board and show its best moves"));
    auto* count = new wxMenu;
    for (int n = 1; n <= kMostLines; ++n) {
        const int id = wxWindow::NewControlId();
        count->AppendRadioItem(id, wxString::Format("&%d", n));
        onMenu(id, [this, n] { setLines(n); });
        checkWhen(id, [this, n] { return lines_ == n; });
    }
    menus.view->AppendSubMenu(count, _("Analysis &lines"),
                              _("How many of the best moves the analysis shows"));
    // Every core by default; fewer leave the others to other programs.
    auto* threads = new wxMenu;
    const int cores = BotWorker::threadsFor(SearchBudget{});
    std::vector<int> choices{0};
    for (int n = 1; n < cores; n *= 2) {
        choices.push_back(n);
    }
    for (const int n : choices) {
        const int id = wxWindow::NewControlId();
        threads->AppendRadioItem(id, n == 0 ? wxString::Format(_("&Every core (%d)"), cores)
                                            : wxString::Format("&%d", n));
        onMenu(id, [this, n] { setThreads(n); });
        checkWhen(id, [this, n] { return threads_ == n; });
    }
    menus.view->AppendSubMenu(threads, _("Analysis &threads"),
                              _("How many of the computer's cores the analysis thinks with"));
    // Hard, or a Gomocup engine (Yixin Board's YXNBEST where it answers it).
    auto* engine = new wxMenu;
    const int hardId = wxWindow::NewControlId();
    const int engineId = wxWindow::NewControlId();
    engine->AppendRadioItem(hardId, _("&Hard (built in)"));
    engine->AppendRadioItem(engineId, _("&Gomocup engine…"),
                            _("Choose an engine program to analyse with"));
    menus.view->AppendSubMenu(engine, _("Analysis &engine"),
                              _("Which engine thinks about the position"));
    onMenu(hardId, [this] { setEngine({}); });
    checkWhen(hardId, [this] { return engine_.empty(); });
    onMenu(engineId, [this] {
        wxFrame& window = context().window();
        const auto program = chooseEngineProgram(&window);
        if (!program) {
            return; // kept as it was
        }
        Rules rules = context().controller().game().rules();
        if (!ExternalEngine::supports(rules)) {
            rules = Rules::gomokuFreestyle(); // checked on a board it can play
        }
        const auto started = checkEngineStarts(*program, rules);
        if (!started) {
            wxMessageBox(wxString::Format(_("This program cannot analyse: %s"),
                                          translated(started.error().text)),
                         _("Analysis engine"), wxOK | wxICON_WARNING, &window);
            return;
        }
        setEngine(engineSpec(*program).engine);
    });
    checkWhen(engineId, [this] { return !engine_.empty(); });
    onMenu(showId, [this] { showAnalysis(!isShown()); });
    checkWhen(showId, [this] { return isShown(); });
    bindSingleKeys(frame, [this](int key) {
        if (key != 'A') {
            return false;
        }
        showAnalysis(!isShown());
        return true;
    });
}

void AnalysisCommands::gameChanged(GameEvent event) {
    if (event == GameEvent::ScoreChanged) {
        return;
    }
    scheduleRestart(); // names (PlayersChanged) are in its words too
}

void AnalysisCommands::themeChanged() {
    if (panel_ != nullptr) {
        panel_->setTheme(context().theme());
    }
}

void AnalysisCommands::startSession(const StoredSettings& settings) {
    lines_ = std::clamp(settings.analysisLines, 1, kMostLines);
    setThreads(settings.analysisThreads);
    engine_ = settings.analysisEngine;
    showAnalysis(settings.analysisShown);
}

void AnalysisCommands::saveSettings(StoredSettings& settings) const {
    settings.analysisShown = isShown();
    settings.analysisLines = lines_;
    settings.analysisThreads = threads_;
    settings.analysisEngine = engine_;
}

void AnalysisCommands::windowClosing() {
    closing_ = true;
    worker_.cancel();
}

bool AnalysisCommands::isShown() const {
    return panel_ != nullptr && panel_->IsShown();
}

void AnalysisCommands::showAnalysis(bool shown) {
    if (isShown() == shown || (closing_ && shown)) {
        return;
    }
    context().showSidePanel(panel(), shown);
    if (!shown) {
        context().board().showAnalysisLine(std::nullopt);
    }
    // The analysis thinks on the person's time itself, with the cores.
    context().controller().holdPondering(shown);
    scheduleRestart();
}

void AnalysisCommands::setLines(int lines) {
    lines_ = std::clamp(lines, 1, kMostLines);
    scheduleRestart();
}

void AnalysisCommands::setThreads(int threads) {
    threads_ = std::clamp(threads, 0, kMostThreads);
    worker_.setThreads(threads_ == 0 ? std::nullopt : std::optional<int>(threads_));
    scheduleRestart();
}

void AnalysisCommands::setEngine(std::string program) {
    engine_ = std::move(program);
    scheduleRestart();
}

void AnalysisCommands::setMinimised(bool minimised) {
    if (minimised_ != minimised) {
        minimised_ = minimised;
        scheduleRestart();
    }
}

void AnalysisCommands::scheduleRestart() {
    // Cancelling returns at once; what the search said about the position
    // before is dropped from now on, and its marks go from the board.
    worker_.cancel();
    context().board().showAnalysis({});
    if (restartPending_) {
        return;
    }
    restartPending_ = true;
    changedAt_ = std::chrono::steady_clock::now();
    worker_.CallAfter([this] {
        restartPending_ = false;
        restart();
    });
}

wxString AnalysisCommands::pauseReason() const {
    const GameController& controller = context().controller();
    if (minimised_) {
        return _("Paused while the window is minimised.");
    }
    if (controller.isThinking() && context().board().showsLiveGame()) {
        return _("Paused while the computer thinks.");
    }
    if (const OpeningTask task = context().board().displayedGame().openingTask();
        task.declareUpTo > 0 || task.offersDue > 0) {
        // A declaration, offers or a pick: no move of the board to weigh.
        return _("Paused during the fifth-move offers.");
    }
    return {};
}

void AnalysisCommands::restart() {
    worker_.cancel();
    latest_.reset();
    choice_.reset();
    problem_.clear();
    finished_ = false;
    if (!isShown() || closing_) {
        context().board().showAnalysis({});
        return;
    }
    const GameEngine& game = context().board().displayedGame();
    GameController& controller = context().controller();
    if (context().board().showsLiveGame() && !game.isRoundOver() &&
        game.mode() != Mode::ComputerVsComputer) {
        controller.markRoundAssisted();
    }
    if (game.isRoundOver() || game.board().isFull() || !pauseReason().empty()) {
        context().board().showAnalysis({});
        publish();
        return;
    }
    // Under Swap and Swap2 the engine also proposes stones and decides colours.
    // A Gomocup engine analyses the rules it can play; Hard the others.
    const std::string engine =
        !engine_.empty() && ExternalEngine::supports(game.rules()) ? engine_ : std::string();
    if (!bot_ || botOpening_ != game.setup().opening || botEngine_ != engine) {
        std::random_device entropy;
        botOpening_ = game.setup().opening;
        botEngine_ = engine;
        bot_ = std::shared_ptr<Bot>(makeBot(engine.empty() ? PlayerSpec::computer(BotLevel::Hard)
                                                           : PlayerSpec::engineProgram(engine),
                                            botOpening_, entropy()));
    }
    engineAnalyses_ = !engine.empty();
    moveOnly_ = false;
    SearchBudget budget;
    budget.timeLimit = game.pendingChoice() ? std::chrono::milliseconds(kDecisionLimit)
                                            : std::chrono::milliseconds(kThinkingLimit);
    budget.multiPv = lines_;
    restartDelay_ = std::chrono::duration_cast<std::chrono::microseconds>(
        std::chrono::steady_clock::now() - changedAt_);
    ++searchesStarted_;
    worker_.start(
        bot_, game, std::move(budget), [this](const BotMove& answer) { onFinished(answer); },
        [this](const wxString& message) {
            problem_ = message;
            publish();
        },
        [this](const SearchInfo& info) { onProgress(info, false); });
    context().board().showAnalysis({});
    publish();
}

void AnalysisCommands::onProgress(const SearchInfo& info, bool finished) {
    latest_ = info;
    finished_ = finished;
    const GameEngine& game = context().board().displayedGame();
    std::vector<AnalysisMark> marks;
    std::vector<SearchInfo::Line> lines = info.lines;
    if (lines.empty() && !info.pv.empty()) {
        lines.push_back({info.pv.front(), info.score, info.depth, info.proven, info.pv});
    }
    for (std::size_t i = 0; i < lines.size() && static_cast<int>(i) < lines_; ++i) {
        const SearchInfo::Line& line = lines[i];
        if (!game.board().isEmpty(line.move)) {
            continue;
        }
        marks.push_back({line.move, static_cast<int>(marks.size()) + 1,
                         moveOnly_ ? wxString() : wordsFor(line).label,
                         line.pv.empty() ? std::vector<Point>{line.move} : line.pv});
    }
    context().board().showAnalysis(std::move(marks));
    publish();
}

void AnalysisCommands::onFinished(const BotMove& answer) {
    if (answer.choice) {
        choice_ = answer.choice;
        finished_ = true;
        publish();
        return;
    }
    if (answer.info.lines.empty() && answer.info.pv.empty()) {
        // An engine that gave its move alone: the move, with no score to show.
        moveOnly_ = true;
        SearchInfo info = answer.info;
        info.pv = {answer.move};
        onProgress(info, true);
        return;
    }
    onProgress(answer.info, true);
}

void AnalysisCommands::publish() {
    if (panel_ == nullptr) {
        return;
    }
    const GameEngine& game = context().board().displayedGame();
    const Mark toMove = game.toMove();
    AnalysisView view;
    std::vector<wxString> notes;
    if (game.isRoundOver()) {
        view.headline = _("The round is over.");
    } else if (const wxString reason = pauseReason(); !reason.empty()) {
        view.headline = wxString::Format(_("%s to move"), nameOf(game, toMove));
        notes.push_back(reason);
    } else if (!problem_.empty()) {
        view.headline = _("The engine could not analyse this position.");
        notes.push_back(problem_);
    } else if (choice_) {
        view.headline = decisionWords(game, *choice_);
    } else if (!latest_) {
        view.headline = wxString::Format(_("%s to move"), nameOf(game, toMove));
        view.details = _("Thinking…");
    } else if (moveOnly_) {
        const SearchInfo& info = *latest_;
        view.headline = wxString::Format(_("%s to move: %s"), nameOf(game, toMove),
                                         moveNotation(game.rules(), info.pv.front()));
    } else {
        const SearchInfo& info = *latest_;
        const SearchInfo::Line best = info.bestLine(info.pv.empty() ? Point{} : info.pv.front());
        const double chance = winChance(best);
        view.barShown = true;
        view.firstChance = shownMark(toMove, game.firstToMove()) == Mark::X ? chance : 1 - chance;
        if (best.proven && SearchInfo::provesWin(best.score)) {
            view.headline = wxString::Format(_("%s wins in %d"), nameOf(game, toMove),
                                             SearchInfo::movesToWin(best.score));
        } else if (best.proven && SearchInfo::provesLoss(best.score)) {
            view.headline = wxString::Format(_("%s wins in %d"), nameOf(game, opponent(toMove)),
                                             SearchInfo::movesToWin(best.score));
        } else if (best.proven && best.score == 0) {
            view.headline = _("Draw with best play");
        } else {
            view.headline =
                wxString::Format(_("%s to move: %s"), nameOf(game, toMove), percent(chance));
        }
        const double seconds = std::max(0.001, std::chrono::duration<double>(info.elapsed).count());
        view.details =
            engineAnalyses_ && info.nodes == 0
                ? wxString::Format(_("Depth %d"), info.depth)
                : wxString::Format(_("Depth %d · %s nodes · %s/s"), info.depth,
                                   shortCount(static_cast<double>(info.nodes)),
                                   shortCount(static_cast<double>(info.nodes) / seconds));
        for (const AnalysisMark& mark : context().board().analysisMarks()) {
            const auto line = std::find_if(info.lines.begin(), info.lines.end(),
                                           [&](const auto& l) { return l.move == mark.move; });
            const LineWords words =
                line != info.lines.end() ? wordsFor(*line) : LineWords{mark.chance, mark.chance};
            view.rows.push_back({mark.move, moveNotation(game.rules(), mark.move), words.row,
                                 lineText(game.rules(), mark.pv), mark.pv});
        }
        if (finished_) {
            notes.push_back(_("Done: the engine has looked as deep as it goes."));
        }
    }
    if (!engine_.empty()) {
        const wxString program = wxString::FromUTF8(engineProgramName(engine_));
        if (!engineAnalyses_) {
            notes.push_back(wxString::Format(
                _("%s cannot play these rules: Hard analyses them instead."), program));
        } else if (moveOnly_) {
            notes.push_back(wxString::Format(
                _("Analysis by %s, which gives its best move only (it does not answer YXNBEST)."),
                program));
        } else {
            notes.push_back(wxString::Format(_("Analysis by %s."), program));
        }
    }
    if (context().board().showsLiveGame() && context().controller().isRoundAssisted()) {
        notes.push_back(_("This round does not count on the leaderboard: the analysis was shown "
                          "while it was played."));
    }
    for (const wxString& note : notes) {
        view.note += view.note.empty() ? note : "\n" + note; // a paragraph each
    }
    panel_->show(std::move(view));
}

void AnalysisCommands::playLine(std::size_t index) {
    // The move of the row as the person saw it, though the search may have
    // changed its mind since the panel was painted.
    const auto& rows = panel().shown().rows;
    if (index < rows.size() && context().board().showsLiveGame()) {
        context().controller().playHuman(rows[index].point);
    }
}

} // namespace ttt::gui
