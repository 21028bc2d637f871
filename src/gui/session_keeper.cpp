#include "session_keeper.hpp"

#include "comfort_commands.hpp"
#include "engine_picker.hpp"
#include "game_files.hpp"
#include "leaderboard_dialog.hpp"
#include "main_frame.hpp"
#include "player_notices.hpp"
#include "settings_store.hpp"
#include "tictactoe/protocol/external_engine.hpp"
#include "tictactoe/records/player_name.hpp"
#include "tictactoe/records/record_files.hpp"
#include "user_dirs.hpp"

#include <wx/intl.h>
#include <wx/menu.h>

namespace ttt::gui {
namespace {

wxString fileName(const std::filesystem::path& path) {
    return wxFromPath(path.filename());
}

} // namespace

SessionKeeper::SessionKeeper(MainFrame& frame)
    : frame_(frame), controller_(frame.controller()), dataDir_(userDataDir()) {
    auto [leaderboard, report] = loadLeaderboardFile(dataDir_ / kLeaderboardFileName);
    leaderboard_ = std::move(leaderboard);
    leaderboardWritable_ = report.safeToSave;
    if (report.notice) {
        tellLater(wxString::FromUTF8(*report.notice));
    }
    addMenus();
    controller_.addListener(this);
}

SessionKeeper::~SessionKeeper() {
    controller_.removeListener(this);
}

void SessionKeeper::addMenus() {
    wxMenuBar* bar = frame_.GetMenuBar();
    wxMenu* game = nullptr;
    if (bar == nullptr || bar->FindItem(wxID_EXIT, &game) == nullptr || game == nullptr) {
        return;
    }
    // Before Quit: the file commands, then the leaderboard.
    std::size_t at = 0;
    game->FindChildItem(wxID_EXIT, &at);
    const int leaderboardId = wxWindow::NewControlId();
    const int clearId = wxWindow::NewControlId();
    game->Insert(at++, wxID_OPEN, _("&Open game…\tCtrl+O"),
                 _("Continue a saved game (.tttgame or Piskvork .psq)"));
    game->Insert(at++, wxID_SAVE, _("&Save game…\tCtrl+S"),
                 _("Save this game as .tttgame or Piskvork .psq"));
    game->InsertSeparator(at++);
    game->Insert(at++, leaderboardId, _("&Leaderboard…\tCtrl+L"), _("The best players"));
    game->Insert(at++, clearId, _("&Clear leaderboard…"), _("Forget every recorded result"));
    game->InsertSeparator(at);

    frame_.Bind(
        wxEVT_MENU,
        [this](wxCommandEvent&) {
            if (const auto path = chooseSaveFile(&frame_)) {
                saveGame(*path);
            }
        },
        wxID_SAVE);
    frame_.Bind(
        wxEVT_MENU,
        [this](wxCommandEvent&) {
            if (const auto path = chooseOpenFile(&frame_)) {
                openGame(*path);
            }
        },
        wxID_OPEN);
    frame_.Bind(
        wxEVT_MENU, [this](wxCommandEvent&) { showLeaderboard(); }, leaderboardId);
    frame_.Bind(
        wxEVT_MENU, [this](wxCommandEvent&) { clearLeaderboard(); }, clearId);

    const int players = bar->FindMenu(_("&Players"));
    if (players != wxNOT_FOUND) {
        const int engineId = wxWindow::NewControlId();
        wxMenu* menu = bar->GetMenu(static_cast<std::size_t>(players));
        menu->AppendSeparator();
        menu->Append(engineId, _("&Engine…"),
                     _("Play against a Gomocup engine program (pbrain-…)"));
        frame_.Bind(
            wxEVT_MENU,
            [this](wxCommandEvent&) {
                if (const auto program = chooseEngineProgram(&frame_)) {
                    useEngine(*program);
                }
            },
            engineId);
    }
}

void SessionKeeper::startSession() {
    sessionStarted_ = true;
    // The view as the player left it; the rest of the settings came with the window.
    const StoredSettings settings = loadSettings(settingsFile());
    frame_.comfort().showMoveList(settings.moveListShown);
    if (!settings.damaged.empty()) {
        wxString keys = wxJoin(settings.damaged, ',');
        keys.Replace(",", ", ");
        tellLater(wxString::Format(
            _("Some settings could not be read and are back to their defaults (%s)."), keys));
        saveWindowSettings(); // good values now, so this is said once
    }
    const AutosaveLoad autosave = loadAutosaveFile(dataDir_ / kAutosaveFileName);
    autosaveWritable_ = autosave.report.safeToSave;
    if (autosave.report.notice) {
        tellLater(wxString::FromUTF8(*autosave.report.notice));
    }
    if (autosave.game) {
        if (const auto restored = restoreRecord(*autosave.game); !restored) {
            tellLater(wxString::Format(_("The autosaved game could not be restored (%s)."),
                                       wxString::FromUTF8(restored.error().message)));
        }
    }
}

void SessionKeeper::windowClosing() {
    if (closed_) {
        return;
    }
    closed_ = true;
    commitPendingRound();
    if (sessionStarted_) {
        writeAutosave();
        saveWindowSettings();
    }
}

Leaderboard SessionKeeper::shownLeaderboard() const {
    Leaderboard shown = leaderboard_;
    if (pending_) {
        shown.recordRound(pending_->first, pending_->second, pending_->outcome, pending_->winner);
    }
    return shown;
}

wxArrayString SessionKeeper::knownNames() const {
    wxArrayString names;
    for (const std::string& name : shownLeaderboard().knownNames()) {
        names.Add(wxString::FromUTF8(name));
    }
    return names;
}

void SessionKeeper::showLeaderboard() {
    LeaderboardDialog dialog(&frame_, shownLeaderboard());
    dialog.ShowModal();
}

bool SessionKeeper::clearLeaderboard() {
    if (!askPlayer(&frame_, _("Forget every result on the leaderboard? This cannot be undone."),
                   _("Clear leaderboard"))) {
        return false;
    }
    leaderboard_.clear();
    // The round on screen was played before the clearing: it does not count.
    pending_.reset();
    roundPlayedHere_ = false;
    saveLeaderboard();
    return true;
}

bool SessionKeeper::saveGame(const std::filesystem::path& path) {
    const GameRecord record = recordOf(controller_.game());
    const GameFileFormat format = gameFileFormatFor(path);
    if (format == GameFileFormat::Psq) {
        if (const auto holds = psqCanHold(record.setup.rules); !holds) {
            tellPlayer(&frame_,
                       wxString::Format(_("This game cannot be saved as a Piskvork .psq file: "
                                          "%s.\n\nSave it as a TicTacToe game (.tttgame) "
                                          "instead; that format keeps everything."),
                                        wxString::FromUTF8(holds.error().message)),
                       NoticeKind::Problem);
            return false;
        }
    }
    if (const auto saved = saveGameFile(path, record, format); !saved) {
        tellPlayer(&frame_,
                   wxString::Format(_("The game could not be saved to %s: %s"), wxFromPath(path),
                                    wxString::FromUTF8(saved.error().message)),
                   NoticeKind::Problem);
        return false;
    }
    if (format == GameFileFormat::Psq) {
        if (const auto loss = psqLossWarning(record.setup.rules)) {
            tellPlayer(&frame_,
                       wxString::Format(_("Saved as %s. A .psq file cannot hold all of this "
                                          "game: %s. Save it as .tttgame to keep everything."),
                                        fileName(path), wxString::FromUTF8(*loss)),
                       NoticeKind::Warning);
        }
    }
    frame_.SetStatusText(wxString::Format(_("Game saved as %s."), fileName(path)), 0);
    return true;
}

bool SessionKeeper::openGame(const std::filesystem::path& path) {
    Expected<OpenedGame> opened = openGameFile(path);
    if (!opened) {
        tellPlayer(&frame_,
                   wxString::Format(_("%s cannot be opened: %s"), fileName(path),
                                    wxString::FromUTF8(opened.error().message)),
                   NoticeKind::Problem);
        return false;
    }
    if (controller_.isRoundInProgress() &&
        !askPlayer(&frame_, _("A round is in progress. Abandon it and open the saved game?"),
                   _("Open game"))) {
        return false;
    }
    if (const auto restored = restoreRecord(opened->record); !restored) {
        tellPlayer(&frame_,
                   wxString::Format(_("%s cannot be opened: %s"), fileName(path),
                                    wxString::FromUTF8(restored.error().message)),
                   NoticeKind::Problem);
        return false;
    }
    if (!opened->notes.empty()) {
        wxString notes;
        for (const std::string& note : opened->notes) {
            notes += (notes.empty() ? "" : "; ") + wxString::FromUTF8(note);
        }
        tellPlayer(&frame_, wxString::Format(_("%s was opened: %s."), fileName(path), notes),
                   NoticeKind::Information);
    }
    frame_.SetStatusText(wxString::Format(_("Opened %s."), fileName(path)), 0);
    return true;
}

Expected<void> SessionKeeper::restoreRecord(const GameRecord& record) {
    if (auto restored = controller_.restore(record); !restored) {
        return restored;
    }
    frame_.adoptOptions(optionsFromSetup(record.setup, frame_.options()));
    frame_.comfort().gameLoaded(); // the loaded round can be replayed (Game > Replay)
    writeAutosave();
    return {};
}

bool SessionKeeper::useEngine(const std::filesystem::path& program) {
    GameOptions next = frame_.options();
    next.mode = Mode::HumanVsComputer;
    next.computer = engineSpec(program);
    // Gomocup engines play five in a row on a board with edges.
    bool boardChanged = false;
    if (!ExternalEngine::supports(next.rules)) {
        next.rules = Rules::gomokuFreestyle();
        boardChanged = true;
    }
    if (const auto problem = checkEngineStarts(program, next.rules)) {
        tellPlayer(
            &frame_,
            wxString::Format(_("%s cannot be used as a player: %s"), fileName(program), *problem),
            NoticeKind::Problem);
        return false;
    }
    if (!frame_.startNewGame(next)) {
        return false;
    }
    if (boardChanged) {
        frame_.SetStatusText(
            wxString::Format(_("%s plays on Gomoku 15×15: engines play five in a row on a "
                               "board with edges."),
                             engineName(next.computer)),
            0);
    }
    return true;
}

void SessionKeeper::onGameChanged(GameEvent event) {
    switch (event) {
    case GameEvent::GameStarted:
    case GameEvent::RoundStarted:
        // The round that was on screen has been left.
        commitPendingRound();
        roundPlayedHere_ = false;
        break;
    case GameEvent::MovePlayed:
        if (!controller_.isLoading()) {
            roundPlayedHere_ = true;
        }
        break;
    default:
        break;
    }
    pending_ = finishedRoundOnScreen();
    if (!closed_ && !controller_.isLoading() && event != GameEvent::PlayersChanged) {
        writeAutosave();
    }
}

void SessionKeeper::onComputerForfeit(Mark loser, const wxString& message) {
    const GameEngine& game = controller_.game();
    const Mark winner = opponent(loser);
    // The status bar says it too, but a line there is easily missed.
    tellLater(wxString::Format(_("%s\n\n%s loses this round and %s scores. The game goes on; "
                                 "the engine is started afresh for its next move."),
                               message, wxString::FromUTF8(game.player(playerIndex(loser)).name),
                               wxString::FromUTF8(game.player(playerIndex(winner)).name)));
    record(FinishedRound{leaderboardName(game.player(0), 0), leaderboardName(game.player(1), 1),
                         Outcome::Won, winner});
    // The board is about to be cleared: the forfeit is counted, nothing else.
    pending_.reset();
    roundPlayedHere_ = false;
}

std::optional<SessionKeeper::FinishedRound> SessionKeeper::finishedRoundOnScreen() const {
    const GameEngine& game = controller_.game();
    if (!roundPlayedHere_ || !game.isRoundOver() ||
        (game.player(0).isComputer() && game.player(1).isComputer())) {
        return std::nullopt;
    }
    return FinishedRound{leaderboardName(game.player(0), 0), leaderboardName(game.player(1), 1),
                         game.result().outcome, game.result().winner};
}

void SessionKeeper::record(const FinishedRound& round) {
    if (round.first.empty() || round.second.empty()) {
        return;
    }
    if (leaderboard_.recordRound(round.first, round.second, round.outcome, round.winner)) {
        saveLeaderboard();
    }
}

void SessionKeeper::commitPendingRound() {
    if (pending_) {
        const FinishedRound round = *pending_;
        pending_.reset();
        record(round);
    }
}

void SessionKeeper::saveLeaderboard() {
    if (!leaderboardWritable_) {
        return; // a damaged file could not be moved away: never write over it
    }
    if (const auto saved = saveLeaderboardFile(dataDir_ / kLeaderboardFileName, leaderboard_);
        !saved) {
        leaderboardWritable_ = false; // one message, not one per round
        tellLater(wxString::Format(_("The leaderboard could not be saved: %s"),
                                   wxString::FromUTF8(saved.error().message)));
    }
}

void SessionKeeper::writeAutosave() {
    if (!sessionStarted_ || !autosaveWritable_) {
        return;
    }
    if (const auto saved =
            saveAutosaveFile(dataDir_ / kAutosaveFileName, recordOf(controller_.game()));
        !saved) {
        autosaveWritable_ = false;
        tellLater(wxString::Format(_("The game could not be autosaved: %s"),
                                   wxString::FromUTF8(saved.error().message)));
    }
}

void SessionKeeper::saveWindowSettings() {
    StoredSettings settings;
    settings.options = frame_.options();
    settings.theme = frame_.themeId();
    settings.moveListShown = frame_.comfort().isMoveListShown();
    settings.maximized = frame_.IsMaximized();
    if (!frame_.IsMaximized() && !frame_.IsIconized()) {
        settings.window = frame_.GetRect();
    } else if (const auto previous = loadSettings(settingsFile()).window) {
        settings.window = previous; // keep the size it had before it was maximized
    }
    saveSettings(settingsFile(), settings);
}

void SessionKeeper::tellLater(const wxString& message) {
    // After the window is on screen, and never from inside a game event.
    frame_.CallAfter([this, message] { tellPlayer(&frame_, message, NoticeKind::Warning); });
}

} // namespace ttt::gui
