#include "window/main_frame.hpp"

#include "analysis/analysis_commands.hpp"
#include "analysis/learn_commands.hpp"
#include "analysis/review_commands.hpp"
#include "app/app_icon.hpp"
#include "app/player_notices.hpp"
#include "board/board_panel.hpp"
#include "board/round_messages.hpp"
#include "dialogs/help_dialogs.hpp"
#include "dialogs/new_game_dialog.hpp"
#include "dialogs/settings_menus.hpp"
#include "editor/editor_commands.hpp"
#include "engines/engine_commands.hpp"
#include "feature/settings_store.hpp"
#include "game/game_labels.hpp"
#include "move/move_commands.hpp"
#include "network/network_commands.hpp"
#include "records/autosave.hpp"
#include "records/game_file_commands.hpp"
#include "records/leaderboard_keeper.hpp"
#include "replay/replay_commands.hpp"
#include "window/game_sounds.hpp"
#include "window/score_panel.hpp"
#include "window/view_commands.hpp"
#include "window/window_placement.hpp"

#include <algorithm>
#include <utility>
#include <wx/activityindicator.h>
#include <wx/artprov.h>
#include <wx/display.h>
#include <wx/gauge.h>
#include <wx/intl.h>
#include <wx/menu.h>
#include <wx/msgdlg.h>
#include <wx/persist/toplevel.h>
#include <wx/sizer.h>
#include <wx/statusbr.h>
#include <wx/toolbar.h>

namespace ttt::gui {
namespace {

// The connection's field is there only in a network game (showConnection).
enum StatusField { kMessageField, kActivityField, kVariantField, kConnectionField, kFieldCount };

constexpr const char* kPersistentName = "MainFrame";

// wxWidgets' persistence (the window's size and place) writes into the
// session's settings file, not into a config object of its own.
class SettingsPersistence final : public wxPersistenceManager {
public:
    wxConfigBase* GetConfig() const override { return config_; }
    void use(wxConfigBase* config) { config_ = config; }

private:
    wxConfigBase* config_ = nullptr;
};

SettingsPersistence& persistence() {
    static SettingsPersistence manager;
    return manager;
}

} // namespace

MainFrame::MainFrame(const GameOptions& options, ThemeId theme)
    : wxFrame(nullptr, wxID_ANY, "TicTacToe"), options_(options), theme_(theme),
      controller_(std::make_unique<GameController>(options.toSetup())),
      confirm_([this](const wxString& question, const wxString& title) {
          return showMessageBox(this, question, title, wxYES_NO | wxNO_DEFAULT | wxICON_QUESTION) ==
                 wxID_YES;
      }) {
    buildLayout();
    buildStatusBar();
    buildFeatures();
    buildMenuBar();
    fitMinimumHeight(); // now that the menu bar and the status bar are there
    // The icons (seven sizes, drawn, then sent to the window manager: about
    // 350 KB at 256×256) once the window is up and its menus are filled, not
    // before it can be shown.
    CallAfter([this] { SetIcons(appIcons()); });
    controller_->addListener(this);
    Bind(wxEVT_CLOSE_WINDOW, &MainFrame::onClose, this);
    setTheme(theme);
    board_->SetFocus();
}

MainFrame::~MainFrame() {
    // Now, while the settings file is open: wxWidgets' persistence saves the
    // window's geometry and lets go of it when the window is destroyed.
    SendDestroyEvent();
    controller_->removeListener(this);
    controller_->shutDown();
    features_.clear(); // before the controller they listen to
}

void MainFrame::buildLayout() {
    board_ = new BoardPanel(this, *controller_);
    board_->onMoveRefused([this](const wxString& why) { showStatus(why); });
    board_->onRestartRequested([this] { restartRound(); });
    scores_ = new ScorePanel(this);
    row_ = new wxBoxSizer(wxHORIZONTAL);
    row_->Add(board_, wxSizerFlags(1).Expand());
    row_->Add(scores_, wxSizerFlags().Expand());
    SetSizer(row_);
    SetMinClientSize(FromDIP(wxSize(600, kMinClientHeight)));
    Bind(wxEVT_SIZE, [this](wxSizeEvent& event) {
        fitMinimumHeight(); // the toolbar shown or hidden takes or gives height
        fitSidePanel();
        event.Skip();
    });
    // A comfortable size, but never larger than the screen it opens on.
    const wxRect screen = wxDisplay(this).GetClientArea();
    const wxSize wanted = FromDIP(wxSize(940, 680));
    SetClientSize(wxSize(std::min(wanted.x, screen.width * 9 / 10),
                         std::min(wanted.y, screen.height * 8 / 10)));
}

wxToolBar& MainFrame::toolbar() {
    if (wxToolBar* const made = GetToolBar()) {
        return *made;
    }
    fillMenus(); // the buttons are the menu items'
    // Made when first shown: most players never show it, and GTK's toolbar
    // and its stock pictures would cost every start a millisecond or more.
    wxToolBar* const tools =
        CreateToolBar(wxTB_HORIZONTAL | wxTB_FLAT | wxTB_HORZ_TEXT | wxTB_NODIVIDER, wxID_ANY);
    tools->SetName("toolbar");
    for (const ToolButton& button : toolButtons_) {
        if (button.separatorBefore) {
            tools->AddSeparator();
        }
        tools->AddTool(button.id, button.label,
                       wxArtProvider::GetBitmapBundle(button.art, wxART_TOOLBAR), button.help);
    }
    toolButtons_.clear();
    tools->Realize();
    return *tools;
}

void MainFrame::fitMinimumHeight() {
    if (row_ == nullptr) {
        return;
    }
    // Kept as the client's height, below the menu bar and the toolbar and
    // above the status bar, whichever of them there are by now: the side
    // panel shows all its lines, the round's last.
    wxSize minimum = GetMinClientSize();
    const int height = std::max(FromDIP(kMinClientHeight), row_->CalcMin().y);
    if (minimum.y != height) {
        minimum.y = height;
        SetMinClientSize(minimum);
    }
}

void MainFrame::fitSidePanel() {
    if (row_ == nullptr || scores_ == nullptr) {
        return;
    }
    const wxSize client = GetClientSize();
    int others = 0; // other side panels (the move list) keep their width
    for (const wxSizerItem* item : row_->GetChildren()) {
        const wxWindow* window = item->GetWindow();
        if (window != nullptr && window != board_ && window != scores_ && window->IsShown()) {
            others += window->GetMinSize().x;
        }
    }
    // The side panel takes the width its names and words need; the board
    // takes what is left. Only when that would leave the board narrower than
    // the smallest window is tall does the panel give up width, down to a
    // compact card: there the board stays square.
    const int width = std::clamp(client.x - others - FromDIP(kMinBoardWidth),
                                 FromDIP(ScorePanel::kCompactWidth), scores_->wantedWidth());
    if (scores_->GetMinSize().x != width) {
        scores_->SetMinSize(wxSize(width, scores_->GetMinSize().y));
        row_->Layout();
    }
}

void MainFrame::sidePanelsChanged() {
    fitSidePanel();
    Layout();
}

void MainFrame::showSidePanel(wxWindow& panel, bool shown) {
    if (panel.IsShown() == shown) {
        return;
    }
    panel.Show(shown);
    const int width = panel.GetMinSize().x;
    wxSize minimum = GetMinClientSize();
    minimum.x += shown ? width : -width;
    SetMinClientSize(minimum);
    const wxSize client = GetClientSize();
    if (shown && client.x < minimum.x && !IsMaximized()) {
        SetClientSize(wxSize(minimum.x, client.y));
    }
    sidePanelsChanged(); // the score panel's width follows
}

void MainFrame::addSidePanel(wxWindow* panel) {
    // A panel may be made long after the window (the move list is made when
    // first shown): keyboard navigation still follows the row's order.
    const wxSizerItemList& items = row_->GetChildren();
    if (!items.empty() && items.back()->GetWindow() != nullptr) {
        panel->MoveAfterInTabOrder(items.back()->GetWindow());
    }
    row_->Add(panel, wxSizerFlags().Expand());
}

void MainFrame::buildFeatures() {
    const auto add = [this](auto feature) {
        auto* raw = feature.get();
        features_.push_back(std::move(feature));
        return raw;
    };
    files_ = add(std::make_unique<GameFileCommands>(*this));
    editor_ = add(std::make_unique<EditorCommands>(*this));
    leaderboard_ = add(std::make_unique<LeaderboardKeeper>(*this));
    add(std::make_unique<Autosave>(*this));
    moveCommands_ = add(std::make_unique<MoveCommands>(*this));
    replayCommands_ = add(std::make_unique<ReplayCommands>(*this));
    viewCommands_ = add(std::make_unique<ViewCommands>(*this));
    settingsMenus_ = add(std::make_unique<SettingsMenus>(*this));
    engines_ = add(std::make_unique<EngineCommands>(*this));
    sounds_ = add(std::make_unique<GameSounds>(*this));
    analysis_ = add(std::make_unique<AnalysisCommands>(*this));
    review_ = add(std::make_unique<ReviewCommands>(*this));
    learn_ = add(std::make_unique<LearnCommands>(*this));
    network_ = add(std::make_unique<NetworkCommands>(*this));
}

void MainFrame::buildMenuBar() {
    // The titles now, so that the window has its final height from the start;
    // the items once it is on screen (fillMenus()).
    Menus menus{new wxMenu, new wxMenu, new wxMenu, new wxMenu, new wxMenu, new wxMenu, {}};
    auto* bar = new wxMenuBar;
    bar->Append(menus.game, _("&Game"));
    bar->Append(menus.edit, _("&Edit"));
    bar->Append(menus.move, _("&Move"));
    bar->Append(menus.view, _("&View"));
    bar->Append(menus.settings, _("&Settings"));
    bar->Append(menus.help, _("&Help"));
    SetMenuBar(bar);
    emptyMenus_ = menus;
    CallAfter([this] { fillMenus(); });
    // Never an empty menu, should one be opened before the window's first turn.
    Bind(wxEVT_MENU_OPEN, [this](wxMenuEvent& event) {
        fillMenus();
        event.Skip();
    });
}

void MainFrame::fillMenus() {
    if (!emptyMenus_) {
        return;
    }
    Menus menus = *std::exchange(emptyMenus_, std::nullopt);
    menus.tools.push_back({wxID_NEW, _("New"), wxART_NEW, _("New game…")});
    const int restartId = wxWindow::NewControlId();
    const int resetId = wxWindow::NewControlId();
    menus.game->Append(wxID_NEW, _("&New game…\tCtrl+N"),
                       _("Choose players, board and difficulty"));
    menus.game->Append(restartId, _("&Restart round\tEsc"), _("Clear the board, keep the score"));
    menus.game->Append(resetId, _("Reset &score\tCtrl+R"), _("Set both scores and the draws to 0"));
    editor_->addMenuItems(menus);
    menus.game->AppendSeparator();
    files_->addMenuItems(menus);
    menus.game->AppendSeparator();
    leaderboard_->addMenuItems(menus);
    menus.game->AppendSeparator(); // then the review's items
    for (const auto& feature : features_) {
        if (feature.get() != files_ && feature.get() != leaderboard_ && feature.get() != editor_) {
            feature->addMenuItems(menus);
        }
    }
    menus.game->AppendSeparator();
    menus.game->Append(wxID_EXIT, _("&Quit\tCtrl+Q")); // last, as on every desktop
    menus.settings->AppendSeparator();
    menus.settings->Append(
        wxID_PREFERENCES, _("&Preferences…\tCtrl+,"),
        _("Theme, language, thinking time, move list, sounds and motion in one place"));
    toolButtons_ = std::move(menus.tools);
    menus.help->Append(wxID_HELP, _("&Rules\tF1"));
    const int keyboardId = wxWindow::NewControlId();
    menus.help->Append(keyboardId, _("&Keyboard shortcuts"), _("Every key of the game"));
    menus.help->Append(wxID_ABOUT, _("&About TicTacToe"));

    onMenuItem(*this, wxID_NEW, [this] { showNewGameDialog(); });
    onMenuItem(*this, restartId, [this] { restartRound(); });
    onMenuItem(*this, resetId, [this] { resetScore(); });
    onMenuItem(*this, wxID_EXIT, [this] { Close(); });
    onMenuItem(*this, wxID_PREFERENCES, [this] { showPreferences(); });
    onMenuItem(*this, wxID_HELP, [this] { showRules(this, theme_); });
    onMenuItem(*this, keyboardId, [this] { showKeyboard(this); });
    onMenuItem(*this, wxID_ABOUT, [this] { showAbout(this); });
}

void MainFrame::buildStatusBar() {
    wxStatusBar* bar = CreateStatusBar(kConnectionField);
    // The variant field fits the longest usual board name in this language.
    // Its font asked for once: without one of its own, every measurement
    // would look the theme's font up again (a GTK style lookup each).
    const wxFont font = bar->GetFont();
    int variantWidth = FromDIP(240);
    for (const Rules& rules :
         {Rules::gomokuFreestyle(), Rules::gomokuExact(), Rules::gomokuRenju(), Rules::gomokuCaro(),
          Rules::unlimitedFive(), Rules::bounded(25, 25, 25)}) {
        int width = 0;
        bar->GetTextExtent(describeRules(rules), &width, nullptr, nullptr, nullptr, &font);
        variantWidth = std::max(variantWidth, width + FromDIP(48));
    }
    const int widths[kConnectionField] = {-1, FromDIP(28), variantWidth};
    bar->SetFieldsCount(kConnectionField, widths);
    // The activity indicator is made when the computer first thinks.
    bar->Bind(wxEVT_SIZE, [this](wxSizeEvent& event) {
        placeActivityIndicator();
        event.Skip();
    });
}

void MainFrame::placeActivityIndicator() {
    wxStatusBar* bar = GetStatusBar();
    wxRect field;
    if (bar != nullptr && progress_ != nullptr && bar->GetFieldRect(kMessageField, field)) {
        const int width = std::min(field.width / 3, FromDIP(160));
        const int height = std::min(field.height - FromDIP(4), FromDIP(14));
        progress_->SetSize(field.GetRight() - width - FromDIP(4),
                           field.y + (field.height - height) / 2, width, height);
    }
    if (bar == nullptr || activity_ == nullptr || !bar->GetFieldRect(kActivityField, field)) {
        return;
    }
    const int side = std::min(field.height, FromDIP(18));
    activity_->SetSize(field.x + (field.width - side) / 2, field.y + (field.height - side) / 2,
                       side, side);
}

bool MainFrame::startSession() {
    auto file = std::make_unique<SettingsFile>(settingsFile());
    const StoredSettings stored = file->read();
    return startSession(std::move(file), stored);
}

bool MainFrame::startSession(std::unique_ptr<SettingsFile> file, const StoredSettings& stored) {
    settings_ = std::move(file);
    persistence().use(&settings_->config());
    wxPersistenceManager::Set(persistence());
    // The saved size and place, fitted to the displays there are now.
    const bool placed = registerAndRestoreFitted(*this, kPersistentName);
    for (const auto& feature : features_) {
        feature->startSession(stored);
    }
    if (!stored.damaged.empty()) {
        wxString keys = wxJoin(stored.damaged, ',');
        keys.Replace(",", ", ");
        tellPlayerLater(*this, wxString::Format(_("Some settings could not be read and are back "
                                                  "to their defaults (%s)."),
                                                keys));
        saveSession(); // good values now, so this is said once
    }
    return placed;
}

void MainFrame::saveSession() {
    if (!settings_) {
        return; // a demonstration keeps nothing
    }
    StoredSettings stored;
    stored.options = options_;
    stored.theme = theme_;
    for (const auto& feature : features_) {
        feature->saveSettings(stored);
    }
    settings_->write(stored);
    wxPersistenceManager::Get().Save(this);
    settings_->flush();
}

bool MainFrame::startNewGame(const GameOptions& options) {
    if (controller_->isRoundInProgress() &&
        !confirm_(_("A round is in progress. Abandon it and start a new game?"), _("New game"))) {
        return false;
    }
    options_ = options;
    controller_->newGame(options_.toSetup());
    board_->SetFocus();
    return true;
}

void MainFrame::loadPosition(const GameOptions& options, const std::vector<Point>& moves,
                             const Score& score) {
    options_ = options;
    controller_->loadPosition(options_.toSetup(), moves, score);
}

void MainFrame::adoptOptions(const GameOptions& options) {
    options_ = options;
}

void MainFrame::continueWith(const GameOptions& options) {
    options_ = options;
    controller_->continueWith(options_.toSetup());
}

bool MainFrame::restartRound() {
    // A round with moves is the player's game: one Esc too many must not wipe it.
    if (controller_->isRoundInProgress() &&
        !confirm_(_("A round is in progress. Abandon it and start the round again?"),
                  // TRANSLATORS: the title of the question Esc asks during a round.
                  _("Restart round"))) {
        return false;
    }
    controller_->restartRound();
    return true;
}

void MainFrame::resetScore() {
    controller_->resetScore();
}

void MainFrame::setTheme(ThemeId theme) {
    theme_ = theme;
    board_->setTheme(theme);
    scores_->setTheme(theme);
    for (const auto& feature : features_) {
        feature->themeChanged();
    }
    updateStatus();
}

void MainFrame::showStatus(const wxString& message) {
    SetStatusText(message, kMessageField);
}

void MainFrame::showConnection(const wxString& text) {
    wxStatusBar* bar = GetStatusBar();
    int widths[kFieldCount];
    for (int field = 0; field < kConnectionField; ++field) {
        widths[field] = bar->GetStatusWidth(field);
    }
    if (text.empty()) {
        if (bar->GetFieldsCount() == kFieldCount) {
            bar->SetFieldsCount(kConnectionField, widths);
            placeActivityIndicator();
        }
        return;
    }
    int wanted = 0;
    bar->GetTextExtent(text, &wanted, nullptr);
    // Never more than a third of the bar: the round's message keeps its room.
    widths[kConnectionField] = std::min(wanted + FromDIP(24), bar->GetClientSize().x / 3);
    if (bar->GetFieldsCount() != kFieldCount ||
        bar->GetStatusWidth(kConnectionField) != widths[kConnectionField]) {
        bar->SetFieldsCount(kFieldCount, widths);
        placeActivityIndicator();
    }
    SetStatusText(text, kConnectionField);
}

bool MainFrame::showRoundAt(std::optional<std::size_t> moves) {
    ReplayController& replay = replayCommands_->replay();
    if (!moves) {
        replayCommands_->stopReplay();
        return true;
    }
    if (!replay.isActive() && !replayCommands_->replayGame()) {
        return false;
    }
    replay.jumpTo(*moves);
    return true;
}

void MainFrame::showProgress(std::optional<double> done) {
    if (!done) {
        if (progress_ != nullptr) {
            progress_->Hide();
        }
        return;
    }
    if (progress_ == nullptr) {
        progress_ = new wxGauge(GetStatusBar(), wxID_ANY, 1000, wxDefaultPosition, wxDefaultSize,
                                wxGA_HORIZONTAL | wxGA_SMOOTH, wxDefaultValidator, "progress");
        placeActivityIndicator();
    }
    progress_->SetValue(static_cast<int>(std::clamp(*done, 0.0, 1.0) * 1000));
    progress_->Show();
}

void MainFrame::updateStatus() {
    const GameEngine& game = controller_->game();
    wxString message = roundStatus(game, theme_, controller_->isThinking());
    if (const RemotePeer* peer = controller_->remote(); peer != nullptr && !peer->isConnected()) {
        message = _("Waiting for the other computer…");
    } else if (peer != nullptr && !game.isRoundOver() && !peer->isLocalTurn()) {
        const wxString other = wxString::FromUTF8(game.player(game.actingPlayer()).name);
        message = game.pendingChoice() ? wxString::Format(_("Waiting for %s's decision"), other)
                                       : wxString::Format(_("Waiting for %s's move"), other);
    }
    SetStatusText(message, kMessageField);
    SetStatusText(describeRules(game.rules()), kVariantField);
    // TRANSLATORS: the window title; %s is the board, e.g. "Classic 3×3".
    SetTitle(wxString::Format(_("TicTacToe - %s"), describeRules(game.rules())));
    scores_->update(game, controller_->isThinking());
    showClocks();
    fitSidePanel(); // other names or another kind of player may want more width
}

void MainFrame::showClocks() {
    const GameController& controller = *controller_;
    if (!controller.hasClock()) {
        scores_->setClocks(std::nullopt, std::nullopt, {});
        return;
    }
    scores_->setClocks(controller.clockReadings(), controller.clock().running(),
                       controller.game().setup().clock);
}

void MainFrame::onGameChanged(GameEvent event) {
    for (const auto& feature : features_) {
        feature->gameChanged(event);
    }
    board_->gameChanged(event);
    updateStatus();
}

void MainFrame::onThinkingChanged(bool thinking) {
    if (thinking) {
        if (activity_ == nullptr) {
            activity_ = new wxActivityIndicator(GetStatusBar(), wxID_ANY);
            placeActivityIndicator();
        }
        activity_->Show();
        activity_->Start();
    } else if (activity_ != nullptr) {
        activity_->Stop();
        activity_->Hide();
    }
    board_->thinkingChanged();
    updateStatus();
}

void MainFrame::onComputerProblem(const wxString& message) {
    // Shown in the window, not in a modal box: the game goes on.
    SetStatusText(wxString::Format(_("Computer player problem: %s"), message), kMessageField);
}

void MainFrame::showNewGameDialog() {
    // The ratings with the round on screen counted in, as the leaderboard shows them.
    const Leaderboard shown = leaderboard_->shownLeaderboard();
    NewGameDialog dialog(this, options_, theme_, leaderboard_->knownNames(),
                         [&shown](const wxString& name, RatingPool pool) {
                             return shown.rating(name.utf8_string(), pool);
                         });
    if (dialog.ShowModal() == wxID_OK) {
        startNewGame(dialog.options());
    }
    board_->SetFocus();
}

Preferences MainFrame::preferences() const {
    return Preferences{theme_,
                       settingsMenus_->chosenLanguage(),
                       options_.computer.budget.time,
                       replayCommands_->isMoveListShown(),
                       sounds_->isEnabled(),
                       viewCommands_->reducesMotion(),
                       files_->copyForm() == GameFileCommands::TextForm::Piskvork};
}

void MainFrame::applyPreferences(const Preferences& chosen) {
    const Preferences current = preferences();
    if (chosen.theme != current.theme) {
        setTheme(chosen.theme);
    }
    if (chosen.moveListShown != current.moveListShown) {
        replayCommands_->showMoveList(chosen.moveListShown);
    }
    if (chosen.sounds != current.sounds) {
        sounds_->setEnabled(chosen.sounds);
    }
    if (chosen.reduceMotion != current.reduceMotion) {
        // Only a change is the player's choice: else the desktop's wish still decides.
        viewCommands_->setReduceMotion(chosen.reduceMotion);
    }
    if (chosen.copyAsPiskvork != current.copyAsPiskvork) {
        files_->setCopyForm(chosen.copyAsPiskvork ? GameFileCommands::TextForm::Piskvork
                                                  : GameFileCommands::TextForm::Moves);
    }
    if (chosen.language != current.language) {
        settingsMenus_->chooseLanguage(chosen.language); // says it is for the next start
    }
    if (chosen.thinkingTime != current.thinkingTime) {
        // Last: against the computer it starts a new game (asking first).
        settingsMenus_->chooseThinkingTime(chosen.thinkingTime);
    }
}

void MainFrame::showPreferences() {
    PreferencesDialog dialog(this, preferences());
    if (dialog.ShowModal() == wxID_OK) {
        applyPreferences(dialog.preferences());
    }
    board_->SetFocus();
}

void MainFrame::onClose(wxCloseEvent& event) {
    // A round with someone on another computer is not left unasked: they are told.
    if (!closing_ && event.CanVeto() && controller_->remote() != nullptr &&
        controller_->isRoundInProgress() &&
        !confirm_(wxString::Format(_("Leave the game with %s and close? They are told."),
                                   network_->otherName()),
                  _("Leave the network game"))) {
        event.Veto();
        return;
    }
    if (!closing_) {
        // Stop the computer before the window goes away; never wait for a search.
        closing_ = true;
        for (const auto& feature : features_) {
            feature->windowClosing();
        }
        controller_->shutDown();
        saveSession();
    }
    event.Skip();
}

} // namespace ttt::gui
