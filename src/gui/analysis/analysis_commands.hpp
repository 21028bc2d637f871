#pragma once

// View ▸ Analysis (key A), View ▸ Analysis lines and View ▸ Analysis engine
// (features.md G13): while the panel is shown, the Hard engine (or a Gomocup
// engine chosen instead, through YXNBEST where it answers it) thinks about the position on the
// board (the live game or a replay's step) on its own threads, with every core the window gives a
// timed search, and shows what it finds as it deepens: the side to move's chance, its best moves on
// the board and in the panel.
//
// It starts again on the next turn of the event loop whenever the position
// changes (a move, undo, redo, a replay step, a game opened), so a click is
// never kept waiting for it; it stops while the panel is hidden, the window
// is minimised or a computer player thinks, and once it has searched as deep
// as it goes. A round during which the analysis was shown does not count on
// the leaderboard (GameController::markRoundAssisted).

#include "analysis/analysis_panel.hpp"
#include "feature/window_context.hpp"
#include "feature/window_feature.hpp"
#include "game/bot_worker.hpp"

#include <chrono>
#include <cstdint>
#include <memory>
#include <optional>

namespace ttt::gui {

class AnalysisCommands final : public WindowFeature, private ControllerListener {
public:
    static constexpr int kMostLines = 5;
    static constexpr int kDefaultLines = 3;
    static constexpr int kMostThreads = 64;

    explicit AnalysisCommands(WindowContext& window);
    ~AnalysisCommands() override;

    void addMenuItems(Menus& menus) override;
    void gameChanged(GameEvent event) override;
    void themeChanged() override;
    void startSession(const StoredSettings& settings) override;
    void saveSettings(StoredSettings& settings) const override;
    void windowClosing() override;

    void showAnalysis(bool shown);
    [[nodiscard]] bool isShown() const;
    // How many of the best moves are shown (1 to kMostLines); restarts the analysis.
    void setLines(int lines);
    [[nodiscard]] int lines() const { return lines_; }
    // The search threads (View ▸ Analysis threads): 0 for every core of the
    // machine (up to BotWorker's limit), else that many; restarts the analysis.
    void setThreads(int threads);
    [[nodiscard]] int threads() const { return threads_; }
    // The Gomocup engine that analyses instead of Hard (UTF-8 path; empty:
    // Hard); restarts the analysis. Under rules such an engine cannot play
    // (the unlimited field, k other than 5) Hard analyses, and the panel says so.
    void setEngine(std::string program);
    [[nodiscard]] const std::string& engine() const { return engine_; }

    // The panel, made when first shown.
    [[nodiscard]] AnalysisPanel& panel();
    // A search runs now (tests: hidden, minimised or the computer thinking means none).
    [[nodiscard]] bool isThinking() const { return worker_.waiting(); }
    // What the engine last said about the position shown, if anything yet.
    [[nodiscard]] const std::optional<SearchInfo>& latest() const { return latest_; }
    // Searches started so far, and how long the last one waited after the
    // position changed before it started (tests, docs/bots.md).
    [[nodiscard]] int searchesStarted() const { return searchesStarted_; }
    [[nodiscard]] std::chrono::microseconds lastRestartDelay() const { return restartDelay_; }
    // The window was minimised or restored (also wxEVT_ICONIZE; tests).
    void setMinimised(bool minimised);

private:
    void onGameChanged(GameEvent /*event*/) override {}
    void onThinkingChanged(bool /*thinking*/) override { scheduleRestart(); }
    void onComputerProblem(const wxString& /*message*/) override {}
    void onGameLoaded() override { scheduleRestart(); }

    // Stops the search at once and starts the next on the event loop's next turn.
    void scheduleRestart();
    void restart();
    // Why the analysis waits now (empty: it may run).
    [[nodiscard]] wxString pauseReason() const;
    void onProgress(const SearchInfo& info, bool finished);
    void onFinished(const BotMove& answer);
    void publish();
    void playLine(std::size_t index);

    AnalysisPanel* panel_ = nullptr; // owned by the frame; none until first shown
    int lines_ = kDefaultLines;
    int threads_ = 0;             // every core
    std::string engine_;          // empty: Hard
    bool engineAnalyses_ = false; // the position now is analysed by engine_
    bool moveOnly_ = false;       // ... which gave its best move alone (no YXNBEST)
    bool minimised_ = false;
    bool closing_ = false;
    bool restartPending_ = false;
    bool finished_ = false;
    std::optional<SearchInfo> latest_;
    std::optional<ColourOption> choice_; // the opening rule's decision it would take
    wxString problem_;                   // the engine failed on this position
    std::chrono::steady_clock::time_point changedAt_;
    std::chrono::microseconds restartDelay_{0};
    int searchesStarted_ = 0;
    std::shared_ptr<Bot> bot_;
    OpeningRule botOpening_ = OpeningRule::None; // the rule bot_ was made for
    std::string botEngine_;                      // the engine bot_ was made for (empty: Hard)
    BotWorker worker_;                           // last: its thread is joined before the rest goes
};

} // namespace ttt::gui
