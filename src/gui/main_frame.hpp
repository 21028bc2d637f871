#pragma once

// The game window: menus, the board, the side panel and the status bar around
// one GameController (SPEC G1-G8, G11, G12). Every menu command is also a
// public method so that tests drive the same code a click would.

#include "game_controller.hpp"
#include "game_options.hpp"
#include "theme.hpp"

#include <functional>
#include <memory>
#include <vector>
#include <wx/frame.h>

class wxActivityIndicator;
class wxMenu;

namespace ttt::gui {

class BoardPanel;
class ComfortCommands;
class ScorePanel;
class SessionKeeper;

class MainFrame final : public wxFrame, private ControllerListener {
public:
    MainFrame(const GameOptions& options, ThemeId theme);
    ~MainFrame() override;
    MainFrame(const MainFrame&) = delete;
    MainFrame& operator=(const MainFrame&) = delete;

    [[nodiscard]] GameController& controller() { return *controller_; }
    [[nodiscard]] BoardPanel& board() { return *board_; }
    [[nodiscard]] ScorePanel& scores() { return *scores_; }
    [[nodiscard]] const GameOptions& options() const { return options_; }
    [[nodiscard]] ThemeId themeId() const { return theme_; }
    // Undo, hint, replay, move list, field view (comfort_commands.hpp).
    [[nodiscard]] ComfortCommands& comfort() { return *comfort_; }
    // Leaderboard, autosave, settings, saved games, engines (session_keeper.hpp).
    [[nodiscard]] SessionKeeper& keeper() { return *keeper_; }
    // Takes over the options of a game restored from a file; starts nothing.
    void adoptOptions(const GameOptions& options);

    // Starts a new game with these options; asks first if a round is under
    // way. Returns false when the player kept the current game.
    bool startNewGame(const GameOptions& options);
    // Sets up a game with these options and replays the moves into it, no questions asked.
    void loadPosition(const GameOptions& options, const std::vector<Point>& moves,
                      const Score& score);
    // Esc and Game > Restart round: asks first when the round has moves and is
    // not over (Space after the end stays instant). False when kept.
    bool restartRound();
    void resetScore();
    void setTheme(ThemeId theme);

    // Who answers "abandon the game in progress?" (tests answer without a dialog).
    void setConfirmation(std::function<bool(const wxString& question)> confirm) {
        confirm_ = std::move(confirm);
    }

private:
    void buildMenus();
    void buildLayout();
    void buildStatusBar();
    void bindMenuState();
    void updateStatus();
    void placeActivityIndicator();

    void onGameChanged(GameEvent event) override;
    void onThinkingChanged(bool thinking) override;
    void onComputerProblem(const wxString& message) override;

    void onNewGameDialog(wxCommandEvent& event);
    void onModeMenu(wxCommandEvent& event);
    void onDifficultyMenu(wxCommandEvent& event);
    void onStartsMenu(wxCommandEvent& event);
    void onBoardMenu(wxCommandEvent& event);
    void onCustomBoard(wxCommandEvent& event);
    void onThemeMenu(wxCommandEvent& event);
    void onClose(wxCloseEvent& event);

    GameOptions options_;
    ThemeId theme_;
    std::unique_ptr<GameController> controller_;
    std::unique_ptr<ComfortCommands> comfort_; // after controller_: destroyed before it
    std::unique_ptr<SessionKeeper> keeper_;    // after controller_: destroyed before it
    BoardPanel* board_ = nullptr;
    ScorePanel* scores_ = nullptr;
    wxActivityIndicator* activity_ = nullptr;
    std::function<bool(const wxString&)> confirm_;
};

} // namespace ttt::gui
