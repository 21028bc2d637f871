#include "replay/replay_commands.hpp"

#include "board/board_panel.hpp"
#include "feature/single_keys.hpp"
#include "replay/move_list_panel.hpp"

#include <array>
#include <wx/frame.h>
#include <wx/intl.h>
#include <wx/menu.h>
#include <wx/statusbr.h>

namespace ttt::gui {

ReplayCommands::ReplayCommands(WindowContext& window)
    : WindowFeature(window),
      replay_(std::make_unique<ReplayController>([this] { replayChanged(); })) {
    context().controller().addListener(this);
}

MoveListPanel& ReplayCommands::moveList() {
    // Made the first time it is asked for, mostly when it is first shown:
    // a list control costs several milliseconds at start-up, and the list is
    // hidden until chosen.
    if (moveList_ == nullptr) {
        moveList_ = new MoveListPanel(&context().window());
        moveList_->Hide();
        moveList_->onMoveChosen([this](std::size_t moves) {
            if (!replay_->isActive() && !replayGame()) {
                return;
            }
            replay_->jumpTo(moves);
        });
        context().addSidePanel(moveList_);
    }
    return *moveList_;
}

ReplayCommands::~ReplayCommands() {
    context().controller().removeListener(this);
}

void ReplayCommands::addMenuItems(Menus& menus) {
    wxFrame& frame = context().window();
    const int replayId = wxWindow::NewControlId();
    const int pauseId = wxWindow::NewControlId();
    const int stopId = wxWindow::NewControlId();
    const int moveListId = wxWindow::NewControlId();
    const std::array<int, 3> paceIds{wxWindow::NewControlId(), wxWindow::NewControlId(),
                                     wxWindow::NewControlId()};

    menus.move->AppendSeparator();
    menus.move->Append(replayId, _("Re&play round\tR"),
                       _("Play the round again from an empty board"));
    menus.move->AppendCheckItem(pauseId, _("Pa&use replay\tP"));
    menus.move->Append(stopId, _("S&top replay\tS"), _("Back to the game"));
    auto* pace = new wxMenu;
    pace->AppendRadioItem(paceIds[0], _("&Slow"));
    pace->AppendRadioItem(paceIds[1], _("&Normal"));
    pace->AppendRadioItem(paceIds[2], _("&Fast"));
    menus.move->AppendSubMenu(pace, _("Replay p&ace"));
    menus.view->AppendCheckItem(moveListId, _("&Move list\tCtrl+M"),
                                _("Show the moves of the round"));

    onMenu(replayId, [this] {
        if (canReplay()) {
            replayGame();
        }
    });
    onMenu(pauseId, [this] { setReplayPaused(!replay_->isPaused()); });
    onMenu(stopId, [this] { stopReplay(); });
    onMenu(moveListId, [this] { showMoveList(!isMoveListShown()); });
    for (std::size_t i = 0; i < paceIds.size(); ++i) {
        const auto chosen = static_cast<ReplayPace>(i);
        onMenu(paceIds[i], [this, chosen] { setReplayPace(chosen); });
        checkWhen(paceIds[i], [this, chosen] { return replay_->pace() == chosen; });
    }
    enableWhen(replayId, [this] { return canReplay(); });
    // One handler for both states: the first handler of an item's update ends its processing.
    frame.Bind(
        wxEVT_UPDATE_UI,
        [this](wxUpdateUIEvent& event) {
            event.Enable(replay_->isActive());
            event.Check(replay_->isPaused());
        },
        pauseId);
    enableWhen(stopId, [this] { return replay_->isActive(); });
    checkWhen(moveListId, [this] { return isMoveListShown(); });
    bindSingleKeys(frame, [this](int key) { return handleKey(key); });
}

bool ReplayCommands::handleKey(int keyCode) {
    // Only a key that does something is taken; the others go on as usual.
    switch (keyCode) {
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
    default:
        return false;
    }
}

void ReplayCommands::gameChanged(GameEvent event) {
    if (event == GameEvent::PlayersChanged || event == GameEvent::ScoreChanged) {
        refreshMoveList();
        return;
    }
    // The position changed: a replay was about the one before.
    if (replay_->isActive()) {
        replay_->stop();
    }
    if (context().controller().game().history().size() != loadedMoves_) {
        loadedMoves_ = 0;
    }
    refreshMoveList();
}

void ReplayCommands::onGameLoaded() {
    // An opened game may be replayed at once, until a move is played.
    loadedMoves_ = context().controller().game().history().size();
    refreshMoveList(); // with the review the file kept
}

void ReplayCommands::startSession(const StoredSettings& settings) {
    showMoveList(settings.moveListShown);
}

void ReplayCommands::saveSettings(StoredSettings& settings) const {
    settings.moveListShown = isMoveListShown();
}

void ReplayCommands::windowClosing() {
    closing_ = true;
    replay_->stop();
}

bool ReplayCommands::canReplay() const {
    const GameEngine& game = context().controller().game();
    // The demo goes on to its next round by itself, which would cut a replay short.
    if (closing_ || replay_->isActive() || game.history().empty() ||
        game.mode() == Mode::ComputerVsComputer) {
        return false;
    }
    return game.isRoundOver() || game.history().size() == loadedMoves_;
}

bool ReplayCommands::replayGame() {
    if (closing_ || replay_->isActive() || context().controller().game().history().empty()) {
        return false;
    }
    return replay_->start(context().controller().game());
}

void ReplayCommands::stopReplay() {
    replay_->stop();
}

void ReplayCommands::setReplayPaused(bool paused) {
    replay_->setPaused(paused);
}

void ReplayCommands::setReplayPace(ReplayPace pace) {
    replay_->setPace(pace);
}

void ReplayCommands::showMoveList(bool shown) {
    if (isMoveListShown() == shown) {
        return;
    }
    context().showSidePanel(moveList(), shown);
    refreshMoveList();
}

bool ReplayCommands::isMoveListShown() const {
    return moveList_ != nullptr && moveList_->IsShown();
}

void ReplayCommands::replayChanged() {
    context().board().setShownGame(replay_->shown());
    refreshMoveList();
    // The status line tells what the replay does; the game's own message
    // comes back when it ends (the game did not change meanwhile).
    wxStatusBar* bar = context().window().GetStatusBar();
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
        context().showStatus(text);
    } else if (savedStatus_) {
        context().showStatus(*savedStatus_);
        savedStatus_.reset();
    }
}

void ReplayCommands::refreshMoveList() {
    if (!isMoveListShown()) {
        return;
    }
    const GameEngine& game = context().controller().game();
    const auto& review = context().controller().review();
    const RoundReview* reviewed = review ? &*review : nullptr;
    if (replay_->isActive()) {
        moveList_->show(game, replay_->moves(), replay_->step(), context().theme(), reviewed);
    } else {
        moveList_->show(game, game.history(), game.history().size(), context().theme(), reviewed);
    }
}

} // namespace ttt::gui
