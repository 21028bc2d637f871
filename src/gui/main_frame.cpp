#include "main_frame.hpp"

#include "app_icon.hpp"
#include "board_panel.hpp"
#include "comfort_commands.hpp"
#include "custom_rules_panel.hpp"
#include "engine_picker.hpp"
#include "help_dialogs.hpp"
#include "new_game_dialog.hpp"
#include "score_panel.hpp"
#include "session_keeper.hpp"
#include "tictactoe/ai/bot.hpp"

#include <algorithm>
#include <array>
#include <wx/activityindicator.h>
#include <wx/display.h>
#include <wx/intl.h>
#include <wx/menu.h>
#include <wx/msgdlg.h>
#include <wx/sizer.h>
#include <wx/statusbr.h>

namespace ttt::gui {
namespace {

enum MenuId : int {
    kRestartRound = wxID_HIGHEST + 1,
    kResetScore,
    kModeHumanHuman,
    kModeHumanComputer,
    kModeComputerComputer,
    kStartsPlayer1,
    kStartsPlayer2,
    kStartsAlternate,
    kBoardClassic,
    kBoardGomokuFreestyle,
    kBoardGomokuExact,
    kBoardUnlimited,
    kBoardCustom,       // radio: checked while a custom board is played
    kBoardCustomDialog, // plain item: a radio item already checked sends no event on GTK
    kThemeFirst,
    kThemeLast = kThemeFirst + static_cast<int>(kAllThemes.size()) - 1,
    kDifficultyFirst,
    kDifficultyLast = kDifficultyFirst + 15,
    kDifficultyEngine, // checked while an external engine plays (Players > Engine…)
};

enum StatusField { kMessageField, kActivityField, kVariantField, kFieldCount };

} // namespace

MainFrame::MainFrame(const GameOptions& options, ThemeId theme)
    : wxFrame(nullptr, wxID_ANY, "TicTacToe"), options_(options), theme_(theme),
      controller_(std::make_unique<GameController>(options.toSetup())),
      confirm_([this](const wxString& question) {
          return wxMessageBox(question, _("New game"), wxYES_NO | wxNO_DEFAULT | wxICON_QUESTION,
                              this) == wxYES;
      }) {
    SetIcons(appIcons());
    buildMenus();
    buildLayout();
    buildStatusBar();
    controller_->addListener(this);
    keeper_ = std::make_unique<SessionKeeper>(*this);
    Bind(wxEVT_CLOSE_WINDOW, &MainFrame::onClose, this);
    setTheme(theme);
    updateStatus();
    board_->SetFocus();
}

MainFrame::~MainFrame() {
    controller_->removeListener(this);
    controller_->shutDown();
}

void MainFrame::buildMenus() {
    comfort_ = std::make_unique<ComfortCommands>(*this, *controller_);
    auto* game = new wxMenu;
    game->Append(wxID_NEW, _("&New game…\tCtrl+N"), _("Choose players, board and difficulty"));
    game->Append(kRestartRound, _("&Restart round\tEsc"), _("Clear the board, keep the score"));
    game->Append(kResetScore, _("Reset &score\tCtrl+R"), _("Set both scores and the draws to 0"));
    comfort_->appendGameItems(*game);
    game->AppendSeparator();
    game->Append(wxID_EXIT, _("&Quit\tCtrl+Q"));

    auto* players = new wxMenu;
    players->AppendRadioItem(kModeHumanHuman, _("&Human vs Human"));
    players->AppendRadioItem(kModeHumanComputer, _("Human vs &Computer"));
    players->AppendRadioItem(kModeComputerComputer, _("Computer vs Computer (&demo)"));
    players->AppendSeparator();
    auto* difficulty = new wxMenu;
    for (const BotLevel level : kBotLevels) {
        difficulty->AppendRadioItem(kDifficultyFirst + static_cast<int>(level), levelLabel(level));
    }
    difficulty->AppendRadioItem(kDifficultyEngine, _("External engine"));
    players->AppendSubMenu(difficulty, _("&Difficulty"));
    auto* starts = new wxMenu;
    starts->AppendRadioItem(kStartsPlayer1, _("Player &1"));
    starts->AppendRadioItem(kStartsPlayer2, _("Player &2"));
    starts->AppendRadioItem(kStartsAlternate, _("&Alternate every round"));
    players->AppendSubMenu(starts, _("&Who starts"));

    auto* board = new wxMenu;
    board->AppendRadioItem(kBoardClassic, _("&Classic 3×3"));
    board->AppendRadioItem(kBoardGomokuFreestyle, _("&Gomoku 15×15 (freestyle)"));
    board->AppendRadioItem(kBoardGomokuExact, _("Gomoku 15×15 (&exactly five)"));
    board->AppendRadioItem(kBoardUnlimited, _("&Unlimited field, five in a row"));
    board->AppendRadioItem(kBoardCustom, _("C&ustom board"));
    board->AppendSeparator();
    board->Append(kBoardCustomDialog, _("Custom board &size…"),
                  _("Choose width, height and how many in a row win"));

    auto* view = new wxMenu;
    auto* themes = new wxMenu;
    for (ThemeId id : kAllThemes) {
        themes->AppendRadioItem(kThemeFirst + static_cast<int>(id), themeLabel(id));
    }
    view->AppendSubMenu(themes, _("&Theme"));
    comfort_->appendViewItems(*view);

    auto* help = new wxMenu;
    help->Append(wxID_HELP, _("&Rules\tF1"));
    help->Append(wxID_ABOUT, _("&About TicTacToe"));

    auto* bar = new wxMenuBar;
    bar->Append(game, _("&Game"));
    bar->Append(players, _("&Players"));
    bar->Append(board, _("&Board"));
    bar->Append(view, _("&View"));
    bar->Append(help, _("&Help"));
    SetMenuBar(bar);

    Bind(wxEVT_MENU, &MainFrame::onNewGameDialog, this, wxID_NEW);
    Bind(
        wxEVT_MENU, [this](wxCommandEvent&) { restartRound(); }, kRestartRound);
    Bind(
        wxEVT_MENU, [this](wxCommandEvent&) { resetScore(); }, kResetScore);
    Bind(
        wxEVT_MENU, [this](wxCommandEvent&) { Close(); }, wxID_EXIT);
    Bind(wxEVT_MENU, &MainFrame::onModeMenu, this, kModeHumanHuman, kModeComputerComputer);
    Bind(wxEVT_MENU, &MainFrame::onDifficultyMenu, this, kDifficultyFirst, kDifficultyLast);
    Bind(wxEVT_MENU, &MainFrame::onStartsMenu, this, kStartsPlayer1, kStartsAlternate);
    Bind(wxEVT_MENU, &MainFrame::onBoardMenu, this, kBoardClassic, kBoardUnlimited);
    Bind(wxEVT_MENU, &MainFrame::onCustomBoard, this, kBoardCustom);
    Bind(wxEVT_MENU, &MainFrame::onCustomBoard, this, kBoardCustomDialog);
    Bind(wxEVT_MENU, &MainFrame::onThemeMenu, this, kThemeFirst, kThemeLast);
    Bind(
        wxEVT_MENU, [this](wxCommandEvent&) { showRules(this); }, wxID_HELP);
    Bind(
        wxEVT_MENU, [this](wxCommandEvent&) { showAbout(this); }, wxID_ABOUT);
    bindMenuState();
}

void MainFrame::bindMenuState() {
    // Every check mark follows the options when the menu opens, so a choice
    // the player cancelled or a game restored from a file shows as it is.
    const auto checkWhen = [this](int first, int last, auto isCurrent) {
        Bind(
            wxEVT_UPDATE_UI,
            [first, isCurrent](wxUpdateUIEvent& event) {
                event.Check(isCurrent(event.GetId() - first));
            },
            first, last);
    };
    checkWhen(kModeHumanHuman, kModeComputerComputer,
              [this](int i) { return static_cast<int>(options_.mode) == i; });
    checkWhen(kStartsPlayer1, kStartsAlternate,
              [this](int i) { return static_cast<int>(options_.starts) == i; });
    checkWhen(kBoardClassic, kBoardCustom,
              [this](int i) { return static_cast<int>(variantOf(options_.rules)) == i; });
    checkWhen(kThemeFirst, kThemeLast, [this](int i) { return static_cast<int>(theme_) == i; });
    checkWhen(kDifficultyFirst, kDifficultyLast, [this](int i) {
        return options_.computer.kind == PlayerSpec::Kind::Computer &&
               static_cast<int>(options_.computer.level) == i;
    });
    Bind(
        wxEVT_UPDATE_UI,
        [this](wxUpdateUIEvent& event) {
            const bool engine = options_.computer.isEngine();
            event.Enable(engine);
            event.Check(engine);
            event.SetText(engine ? wxString::Format(_("Engine: %s"), engineName(options_.computer))
                                 : _("External engine (Players ▸ Engine…)"));
        },
        kDifficultyEngine);
}

void MainFrame::buildLayout() {
    board_ = new BoardPanel(this, *controller_);
    board_->onRestartRequested([this] { restartRound(); });
    scores_ = new ScorePanel(this);
    auto* row = new wxBoxSizer(wxHORIZONTAL);
    row->Add(board_, wxSizerFlags(1).Expand());
    row->Add(scores_, wxSizerFlags().Expand());
    comfort_->attach(*board_, *row);
    SetSizer(row);
    SetMinClientSize(FromDIP(wxSize(600, 420)));
    // A comfortable size, but never larger than the screen it opens on.
    const wxRect screen = wxDisplay(this).GetClientArea();
    const wxSize wanted = FromDIP(wxSize(940, 680));
    SetClientSize(wxSize(std::min(wanted.x, screen.width * 9 / 10),
                         std::min(wanted.y, screen.height * 8 / 10)));
}

void MainFrame::buildStatusBar() {
    wxStatusBar* bar = CreateStatusBar(kFieldCount);
    const int widths[kFieldCount] = {-1, FromDIP(28), FromDIP(240)};
    bar->SetStatusWidths(kFieldCount, widths);
    activity_ = new wxActivityIndicator(bar, wxID_ANY);
    activity_->Hide();
    bar->Bind(wxEVT_SIZE, [this](wxSizeEvent& event) {
        placeActivityIndicator();
        event.Skip();
    });
    placeActivityIndicator();
}

void MainFrame::placeActivityIndicator() {
    wxStatusBar* bar = GetStatusBar();
    wxRect field;
    if (bar == nullptr || activity_ == nullptr || !bar->GetFieldRect(kActivityField, field)) {
        return;
    }
    const int side = std::min(field.height, FromDIP(18));
    activity_->SetSize(field.x + (field.width - side) / 2, field.y + (field.height - side) / 2,
                       side, side);
}

bool MainFrame::startNewGame(const GameOptions& options) {
    if (controller_->isRoundInProgress() &&
        !confirm_(_("A round is in progress. Abandon it and start a new game?"))) {
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
    comfort_->gameLoaded();
}

void MainFrame::adoptOptions(const GameOptions& options) {
    options_ = options;
}

bool MainFrame::restartRound() {
    // A round with moves is the player's game: one Esc too many must not wipe it.
    if (controller_->isRoundInProgress() &&
        !confirm_(_("A round is in progress. Abandon it and start the round again?"))) {
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
    updateStatus();
}

void MainFrame::updateStatus() {
    const GameEngine& game = controller_->game();
    const RoundResult& result = game.result();
    // The demo starts its next round by itself.
    const wxString next = game.mode() == Mode::ComputerVsComputer
                              ? _("The next one starts in a moment.")
                              : _("Press Space for the next one.");
    wxString message;
    if (result.outcome == Outcome::Won) {
        message = wxString::Format(_("%s wins the round. %s"),
                                   wxString::FromUTF8(game.player(playerIndex(result.winner)).name),
                                   next);
    } else if (result.outcome == Outcome::Drawn) {
        message = wxString::Format(_("The round is a draw. %s"), next);
    } else if (controller_->isThinking()) {
        message = _("Computer is thinking…");
    } else {
        message =
            wxString::Format(_("%s (%s) to move"), wxString::FromUTF8(game.playerToMove().name),
                             markName(theme_, game.toMove()));
    }
    SetStatusText(message, kMessageField);
    SetStatusText(describeRules(game.rules()), kVariantField);
    SetTitle(wxString::Format("TicTacToe - %s", describeRules(game.rules())));
    scores_->update(game, controller_->isThinking());
}

void MainFrame::onGameChanged(GameEvent event) {
    comfort_->gameChanged(event);
    board_->gameChanged(event);
    updateStatus();
}

void MainFrame::onThinkingChanged(bool thinking) {
    if (thinking) {
        activity_->Show();
        activity_->Start();
    } else {
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

void MainFrame::onNewGameDialog(wxCommandEvent& /*event*/) {
    NewGameDialog dialog(this, options_, theme_, keeper_->knownNames());
    if (dialog.ShowModal() == wxID_OK) {
        startNewGame(dialog.options());
    }
    board_->SetFocus();
}

void MainFrame::onModeMenu(wxCommandEvent& event) {
    GameOptions next = options_;
    next.mode = static_cast<Mode>(event.GetId() - kModeHumanHuman);
    if (next.mode != options_.mode) {
        startNewGame(next);
    }
}

void MainFrame::onDifficultyMenu(wxCommandEvent& event) {
    const int index = event.GetId() - kDifficultyFirst;
    if (index < 0 || index >= static_cast<int>(kBotLevels.size())) {
        return;
    }
    GameOptions next = options_;
    // A level keeps the thinking time chosen for the computer.
    next.computer =
        PlayerSpec::computer(kBotLevels[static_cast<std::size_t>(index)], options_.computer.budget);
    if (next.computer == options_.computer) {
        return;
    }
    if (options_.mode == Mode::HumanVsHuman) {
        options_ = next; // used by the next game against the computer
        return;
    }
    startNewGame(next);
}

void MainFrame::onStartsMenu(wxCommandEvent& event) {
    GameOptions next = options_;
    next.starts = static_cast<StartPolicy>(event.GetId() - kStartsPlayer1);
    if (next.starts != options_.starts) {
        startNewGame(next);
    }
}

void MainFrame::onBoardMenu(wxCommandEvent& event) {
    GameOptions next = options_;
    next.rules = rulesOf(static_cast<Variant>(event.GetId() - kBoardClassic));
    if (!(next.rules == options_.rules)) {
        startNewGame(next);
    }
}

void MainFrame::onCustomBoard(wxCommandEvent& /*event*/) {
    const std::optional<Rules> rules = askCustomRules(this, options_.rules);
    if (!rules) {
        return;
    }
    GameOptions next = options_;
    next.rules = *rules;
    startNewGame(next);
}

void MainFrame::onThemeMenu(wxCommandEvent& event) {
    setTheme(static_cast<ThemeId>(event.GetId() - kThemeFirst));
}

void MainFrame::onClose(wxCloseEvent& event) {
    // Stop the computer before the window goes away; never wait for a search.
    comfort_->shutDown();
    keeper_->windowClosing();
    controller_->shutDown();
    event.Skip();
}

} // namespace ttt::gui
