#include "comfort_commands.hpp"

#include "board_panel.hpp"
#include "move_list_panel.hpp"

#include <wx/intl.h>
#include <wx/menu.h>
#include <wx/sizer.h>
#include <wx/statusbr.h>
#include <wx/textentry.h>

namespace ttt::gui {
namespace {

constexpr double kZoomStep = 1.25;

} // namespace

ComfortCommands::ComfortCommands(wxFrame& frame, GameController& controller)
    : frame_(frame), controller_(controller), hints_(std::make_unique<HintService>()),
      replay_(std::make_unique<ReplayController>([this] { replayChanged(); })) {
    for (std::size_t i = 0; i < ids_.size(); ++i) {
        ids_[i] = i == kUndo ? wxID_UNDO : i == kRedo ? wxID_REDO : wxWindow::NewControlId();
    }
}

ComfortCommands::~ComfortCommands() {
    shutDown();
    for (std::size_t i = 0; i < ids_.size(); ++i) {
        if (i != kUndo && i != kRedo) {
            wxWindow::UnreserveControlId(ids_[i]);
        }
    }
}

void ComfortCommands::appendGameItems(wxMenu& game) {
    game.AppendSeparator();
    game.Append(id(kUndo), _("&Undo\tCtrl+Z"),
                _("Take back the last move (against the computer: with its reply)"));
    game.Append(id(kRedo), _("Re&do\tCtrl+Y"), _("Play the move taken back again"));
    game.Append(id(kHint), _("&Hint\tH"),
                _("Show the move the strongest computer player would make"));
    game.AppendSeparator();
    game.Append(id(kReplay), _("Re&play round\tR"), _("Play the round again from an empty board"));
    game.AppendCheckItem(id(kPause), _("Pa&use replay\tP"));
    game.Append(id(kStop), _("S&top replay\tS"), _("Back to the game"));
    auto* pace = new wxMenu;
    pace->AppendRadioItem(id(kPaceSlow), _("&Slow"));
    pace->AppendRadioItem(id(kPaceNormal), _("&Normal"));
    pace->AppendRadioItem(id(kPaceFast), _("&Fast"));
    pace->Check(id(kPaceNormal), true);
    game.AppendSubMenu(pace, _("Replay p&ace"));
}

void ComfortCommands::appendViewItems(wxMenu& view) {
    view.AppendCheckItem(id(kMoveList), _("&Move list\tCtrl+M"), _("Show the moves of the round"));
    view.AppendSeparator();
    view.Append(id(kZoomIn), _("Zoom &in\tCtrl++"), _("Unlimited field: larger cells"));
    view.Append(id(kZoomOut), _("Zoom &out\tCtrl+-"), _("Unlimited field: more cells"));
    view.Append(id(kFit), _("&Fit the game\tCtrl+0"),
                _("Unlimited field: show every stone and follow the game again"));
    view.Append(id(kCentre), _("&Centre on last move\tC"),
                _("Unlimited field: centre the view on the last move and keep up with new ones"));
    bindMenus();
}

void ComfortCommands::attach(BoardPanel& board, wxSizer& row) {
    board_ = &board;
    moveList_ = new MoveListPanel(&frame_);
    moveList_->Hide();
    moveList_->onMoveChosen([this](std::size_t moves) {
        if (!replay_->isActive() && !replayGame()) {
            return;
        }
        replay_->jumpTo(moves);
    });
    row.Add(moveList_, wxSizerFlags().Expand());
}

void ComfortCommands::bindMenus() {
    const auto on = [this](Command command, auto action) {
        frame_.Bind(
            wxEVT_MENU, [action](wxCommandEvent&) { action(); }, id(command));
    };
    const auto enable = [this](Command command, auto when) {
        frame_.Bind(
            wxEVT_UPDATE_UI, [when](wxUpdateUIEvent& event) { event.Enable(when()); }, id(command));
    };
#ifdef __WXGTK__
    // GTK ignores menu shortcuts without a modifier: single keys are caught
    // here, before the focused window, and only outside text fields. (Other
    // platforms run the menu's own shortcut; doing both would toggle Pause twice.)
    frame_.Bind(wxEVT_CHAR_HOOK, [this](wxKeyEvent& event) {
        if (event.GetModifiers() != wxMOD_NONE || !handleSingleKey(event.GetKeyCode())) {
            event.Skip();
        }
    });
#endif
    on(kUndo, [this] { undo(); });
    on(kRedo, [this] { redo(); });
    on(kHint, [this] { showHint(); });
    on(kReplay, [this] {
        if (canReplay()) {
            replayGame();
        }
    });
    on(kPause, [this] { setReplayPaused(!replay_->isPaused()); });
    on(kStop, [this] { stopReplay(); });
    on(kPaceSlow, [this] { setReplayPace(ReplayPace::Slow); });
    on(kPaceNormal, [this] { setReplayPace(ReplayPace::Normal); });
    on(kPaceFast, [this] { setReplayPace(ReplayPace::Fast); });
    on(kMoveList, [this] { showMoveList(!isMoveListShown()); });
    on(kZoomIn, [this] { board_->zoomBy(kZoomStep); });
    on(kZoomOut, [this] { board_->zoomBy(1 / kZoomStep); });
    on(kFit, [this] { board_->fitGame(); });
    on(kCentre, [this] { board_->centreOnLastMove(); });

    enable(kUndo, [this] { return controller_.canUndo(); });
    enable(kRedo, [this] { return controller_.canRedo(); });
    enable(kHint, [this] { return !replay_->isActive() && controller_.isHumanToMove(); });
    enable(kReplay, [this] { return canReplay(); });
    enable(kStop, [this] { return replay_->isActive(); });
    frame_.Bind(
        wxEVT_UPDATE_UI,
        [this](wxUpdateUIEvent& event) {
            event.Enable(replay_->isActive());
            event.Check(replay_->isPaused());
        },
        id(kPause));
    frame_.Bind(
        wxEVT_UPDATE_UI, [this](wxUpdateUIEvent& event) { event.Check(isMoveListShown()); },
        id(kMoveList));
    for (Command command : {kZoomIn, kZoomOut, kFit, kCentre}) {
        enable(command, [this] { return board_ != nullptr && board_->canMoveView(); });
    }
}

bool ComfortCommands::handleSingleKey(int keyCode) {
    if (dynamic_cast<wxTextEntry*>(wxWindow::FindFocus()) != nullptr) {
        return false;
    }
    // Only a key that does something is taken; the others go on as usual.
    switch (keyCode) {
    case 'H':
        return showHint();
    case 'R':
        return canReplay() && replayGame();
    case 'P':
        if (!replay_->isActive()) {
            return false;
        }
        setReplayPaused(!replay_->isPaused());
        return true;
    case 'S':
        if (!replay_->isActive()) {
            return false;
        }
        stopReplay();
        return true;
    case 'C':
        if (board_ == nullptr || !board_->canMoveView()) {
            return false;
        }
        board_->centreOnLastMove();
        return true;
    default:
        return false;
    }
}

void ComfortCommands::gameChanged(GameEvent event) {
    if (event == GameEvent::PlayersChanged || event == GameEvent::ScoreChanged) {
        refreshMoveList();
        return;
    }
    // The position changed: a hint or replay was about the one before.
    hints_->cancel();
    if (replay_->isActive()) {
        replay_->stop();
    }
    if (controller_.game().history().size() != loadedMoves_) {
        loadedMoves_ = 0;
    }
    refreshMoveList();
}

void ComfortCommands::gameLoaded() {
    loadedMoves_ = controller_.game().history().size();
}

void ComfortCommands::shutDown() {
    if (shutDown_) {
        return;
    }
    shutDown_ = true;
    hints_->cancel();
    replay_->stop();
}

bool ComfortCommands::undo() {
    stopReplay();
    return controller_.undo();
}

bool ComfortCommands::redo() {
    stopReplay();
    return controller_.redo();
}

bool ComfortCommands::showHint() {
    if (shutDown_ || replay_->isActive() || !controller_.isHumanToMove() || board_ == nullptr) {
        return false;
    }
    hints_->request(controller_.game(), [this](Point move) { board_->flashHint(move); });
    return true;
}

bool ComfortCommands::canReplay() const {
    const GameEngine& game = controller_.game();
    // The demo goes on to its next round by itself, which would cut a replay short.
    if (replay_->isActive() || game.history().empty() || game.mode() == Mode::ComputerVsComputer) {
        return false;
    }
    return game.isRoundOver() || game.history().size() == loadedMoves_;
}

bool ComfortCommands::replayGame() {
    if (shutDown_ || replay_->isActive() || controller_.game().history().empty()) {
        return false;
    }
    hints_->cancel();
    return replay_->start(controller_.game());
}

void ComfortCommands::stopReplay() {
    replay_->stop();
}

void ComfortCommands::setReplayPaused(bool paused) {
    replay_->setPaused(paused);
}

void ComfortCommands::setReplayPace(ReplayPace pace) {
    replay_->setPace(pace);
    if (wxMenuBar* bar = frame_.GetMenuBar()) {
        const Command item = pace == ReplayPace::Slow   ? kPaceSlow
                             : pace == ReplayPace::Fast ? kPaceFast
                                                        : kPaceNormal;
        bar->Check(id(item), true);
    }
}

void ComfortCommands::showMoveList(bool shown) {
    if (moveList_ == nullptr || moveList_->IsShown() == shown) {
        return;
    }
    moveList_->Show(shown);
    refreshMoveList();
    // The list takes its width from the window, never from the board: the
    // smallest window grows by it, and a window too narrow for both widens.
    const int listWidth = moveList_->GetMinSize().x;
    wxSize minimum = frame_.GetMinClientSize();
    minimum.x += shown ? listWidth : -listWidth;
    frame_.SetMinClientSize(minimum);
    const wxSize client = frame_.GetClientSize();
    if (shown && client.x < minimum.x && !frame_.IsMaximized()) {
        frame_.SetClientSize(wxSize(minimum.x, client.y));
    }
    frame_.Layout();
}

bool ComfortCommands::isMoveListShown() const {
    return moveList_ != nullptr && moveList_->IsShown();
}

void ComfortCommands::replayChanged() {
    if (board_ != nullptr) {
        board_->setShownGame(replay_->shown());
    }
    refreshMoveList();
    // The status line tells what the replay does; the game's own message
    // comes back when it ends (the game did not change meanwhile).
    wxStatusBar* bar = frame_.GetStatusBar();
    if (bar == nullptr) {
        return;
    }
    if (replay_->isActive()) {
        if (!savedStatus_) {
            savedStatus_ = bar->GetStatusText(0);
        }
        // Plain ints: every C library behind wxString::Format knows %d.
        const int step = static_cast<int>(replay_->step());
        const int total = static_cast<int>(replay_->moves().size());
        const wxString text =
            replay_->isPaused()
                ? wxString::Format(_("Replay paused at move %d of %d. P resumes, S stops."), step,
                                   total)
                : wxString::Format(_("Replay: move %d of %d. P pauses, S stops."), step, total);
        bar->SetStatusText(text, 0);
    } else if (savedStatus_) {
        bar->SetStatusText(*savedStatus_, 0);
        savedStatus_.reset();
    }
}

void ComfortCommands::refreshMoveList() {
    if (!isMoveListShown()) {
        return;
    }
    const GameEngine& game = controller_.game();
    if (replay_->isActive()) {
        moveList_->show(game, replay_->moves(), replay_->step());
    } else {
        moveList_->show(game, game.history(), game.history().size());
    }
}

} // namespace ttt::gui
