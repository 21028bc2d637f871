#pragma once

// The game window (features.md G1-G8, G11, G12): the board, the side panel, the
// status bar and the menus around one GameController. The frame owns the
// window's features (window_feature.hpp) and gives each the narrow
// WindowContext; it keeps only what belongs to the whole window: the options
// of the next game, the theme, New game, Restart round, Reset score, Quit and
// Help. Every command is also a method, so tests drive what a click would.

#include "board/theme.hpp"
#include "dialogs/preferences_dialog.hpp"
#include "feature/window_context.hpp"
#include "feature/window_feature.hpp"
#include "game/game_controller.hpp"
#include "game/game_options.hpp"

#include <functional>
#include <memory>
#include <optional>
#include <vector>
#include <wx/frame.h>

class wxActivityIndicator;
class wxGauge;
class wxBoxSizer;

namespace ttt::gui {

class AnalysisCommands;
class LearnCommands;
class ReviewCommands;
class BoardPanel;
class EngineCommands;
class GameFileCommands;
class GameSounds;
class LeaderboardKeeper;
class NetworkCommands;
class EditorCommands;
class MoveCommands;
class ReplayCommands;
class ScorePanel;
class SettingsFile;
class SettingsMenus;
class ViewCommands;

class MainFrame final : public wxFrame, public WindowContext, private ControllerListener {
public:
    MainFrame(const GameOptions& options, ThemeId theme);
    ~MainFrame() override;
    MainFrame(const MainFrame&) = delete;
    MainFrame& operator=(const MainFrame&) = delete;

    // --- WindowContext --------------------------------------------------------
    [[nodiscard]] wxFrame& window() override { return *this; }
    [[nodiscard]] GameController& controller() override { return *controller_; }
    [[nodiscard]] BoardPanel& board() override { return *board_; }
    [[nodiscard]] const GameOptions& options() const override { return options_; }
    bool startNewGame(const GameOptions& options) override;
    void adoptOptions(const GameOptions& options) override;
    void continueWith(const GameOptions& options) override;
    [[nodiscard]] ThemeId theme() const override { return theme_; }
    void setTheme(ThemeId theme) override;
    void showStatus(const wxString& message) override;
    void showConnection(const wxString& text) override;
    void showProgress(std::optional<double> done) override;
    bool showRoundAt(std::optional<std::size_t> moves) override;
    // The status bar's progress bar, if one was ever shown (tests).
    [[nodiscard]] const wxGauge* progressBar() const { return progress_; }
    void addSidePanel(wxWindow* panel) override;
    void sidePanelsChanged() override;
    void showSidePanel(wxWindow& panel, bool shown) override;
    [[nodiscard]] wxToolBar& toolbar() override;

    // --- the program's session --------------------------------------------------
    // The program's start (never a demonstration): the settings file is kept
    // open for the session, the window takes its remembered size and place
    // (false when there is none), the features restore what they keep (the
    // autosaved game, the move list) and a damaged setting is told once.
    // Opens and reads the user's settings file (settingsFile()) itself, or
    // takes the one the program read before it made the window.
    bool startSession();
    bool startSession(std::unique_ptr<SettingsFile> file, const StoredSettings& stored);
    // Sets up a game with these options and replays the moves into it, no
    // questions asked (demonstrations and screenshots).
    void loadPosition(const GameOptions& options, const std::vector<Point>& moves,
                      const Score& score);

    // --- the frame's own commands -----------------------------------------------
    // Esc and Game ▸ Restart round: asks first when the round has moves and is
    // not over (Space after the end stays instant). False when kept.
    bool restartRound();
    void resetScore();
    // Settings ▸ Preferences…: what it shows, and applying what was chosen
    // (each through the feature that owns it).
    [[nodiscard]] Preferences preferences() const;
    void applyPreferences(const Preferences& chosen);
    // Who answers "abandon the game in progress?", given the question and the
    // title of its box (tests answer without a dialog).
    using Confirmation = std::function<bool(const wxString& question, const wxString& title)>;
    void setConfirmation(Confirmation confirm) { confirm_ = std::move(confirm); }

    // Fills the menus with their items (once; later calls do nothing). The
    // window is made with the menu bar's titles only and fills them as soon
    // as it is on screen: the hundred GTK menu items cost milliseconds that
    // the first picture need not wait for. Tests that build a window without
    // running its events call it themselves.
    void fillMenus();

    // --- the features, for tests --------------------------------------------------
    [[nodiscard]] ScorePanel& scores() { return *scores_; }
    [[nodiscard]] MoveCommands& moves() { return *moveCommands_; }
    [[nodiscard]] ReplayCommands& replay() { return *replayCommands_; }
    [[nodiscard]] LeaderboardKeeper& leaderboard() { return *leaderboard_; }
    [[nodiscard]] GameFileCommands& files() { return *files_; }
    [[nodiscard]] EngineCommands& engines() { return *engines_; }
    [[nodiscard]] SettingsMenus& settingsMenus() { return *settingsMenus_; }
    [[nodiscard]] ViewCommands& viewCommands() { return *viewCommands_; }
    [[nodiscard]] GameSounds& sounds() { return *sounds_; }
    [[nodiscard]] AnalysisCommands& analysis() { return *analysis_; }
    [[nodiscard]] ReviewCommands& review() { return *review_; }
    [[nodiscard]] LearnCommands& learn() { return *learn_; }
    [[nodiscard]] NetworkCommands& network() { return *network_; }
    [[nodiscard]] EditorCommands& editor() { return *editor_; }

private:
    void buildLayout();
    // The score panel as wide as its content needs (ScorePanel::wantedWidth);
    // in a narrow window it gives up width (down to a compact card) rather
    // than leave the board narrower than kMinBoardWidth.
    void fitSidePanel();
    // The smallest window keeps the side panel whole, whatever bars it has.
    void fitMinimumHeight();
    static constexpr int kMinClientHeight = 420; // DIP
    // The board is never made narrower than the smallest window is tall.
    static constexpr int kMinBoardWidth = kMinClientHeight; // DIP
    void buildStatusBar();
    void buildFeatures();
    void buildMenuBar();
    void updateStatus();
    void placeActivityIndicator();
    void saveSession();
    void showNewGameDialog();
    void showPreferences();

    void onGameChanged(GameEvent event) override;
    void onThinkingChanged(bool thinking) override;
    void onClockTick() override { showClocks(); }
    // The clocks on the side panel's cards, as they read now.
    void showClocks();
    void onComputerProblem(const wxString& message) override;
    void onClose(wxCloseEvent& event);

    GameOptions options_;
    ThemeId theme_;
    std::unique_ptr<GameController> controller_;
    BoardPanel* board_ = nullptr;
    ScorePanel* scores_ = nullptr;
    wxBoxSizer* row_ = nullptr;
    wxActivityIndicator* activity_ = nullptr;
    wxGauge* progress_ = nullptr; // made when first shown
    Confirmation confirm_;
    std::unique_ptr<SettingsFile> settings_; // open while a session runs
    bool closing_ = false;
    std::vector<ToolButton> toolButtons_; // made into the toolbar when first shown
    std::optional<Menus> emptyMenus_;     // the menu bar's menus until fillMenus()

    // The features, in the order their menu items appear; destroyed before
    // the controller they listen to.
    std::vector<std::unique_ptr<WindowFeature>> features_;
    MoveCommands* moveCommands_ = nullptr;
    ReplayCommands* replayCommands_ = nullptr;
    LeaderboardKeeper* leaderboard_ = nullptr;
    GameFileCommands* files_ = nullptr;
    EngineCommands* engines_ = nullptr;
    SettingsMenus* settingsMenus_ = nullptr;
    ViewCommands* viewCommands_ = nullptr;
    GameSounds* sounds_ = nullptr;
    AnalysisCommands* analysis_ = nullptr;
    ReviewCommands* review_ = nullptr;
    LearnCommands* learn_ = nullptr;
    NetworkCommands* network_ = nullptr;
    EditorCommands* editor_ = nullptr;
};

} // namespace ttt::gui
