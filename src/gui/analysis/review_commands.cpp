#include "analysis/review_commands.hpp"

#include "board/board_panel.hpp"
#include "board/move_notation.hpp"
#include "game/bot_worker.hpp"

#include <cmath>
#include <wx/frame.h>
#include <wx/intl.h>
#include <wx/menu.h>

namespace ttt::gui {

ReviewCommands::ReviewCommands(WindowContext& window) : WindowFeature(window) {}

void ReviewCommands::addMenuItems(Menus& menus) {
    const int reviewId = wxWindow::NewControlId();
    menus.game->Append(reviewId, _("Re&view round\tCtrl+Shift+R"),
                       _("Let the engine judge every move of the finished round (again: stop)"));
    onMenu(reviewId, [this] {
        if (isReviewing()) {
            stopReview();
        } else {
            reviewRound();
        }
    });
    enableWhen(reviewId, [this] { return isReviewing() || canReview(); });
}

bool ReviewCommands::canReview() const {
    const GameEngine& game = context().controller().game();
    // The demo goes on to its next round by itself.
    return !closing_ && game.isRoundOver() && !game.history().empty() &&
           game.mode() != Mode::ComputerVsComputer && context().board().showsLiveGame();
}

bool ReviewCommands::reviewRound() {
    if (isReviewing() || !canReview()) {
        return false;
    }
    const GameEngine& game = context().controller().game();
    std::vector<Move> moves(game.history().begin(), game.history().end());
    SearchBudget timed;
    timed.timeLimit = perPosition_;
    worker_.start(
        game.rules(), std::move(moves), perPosition_, BotWorker::threadsFor(timed),
        [this](const ReviewProgress& progress) {
            context().showStatus(wxString::Format(
                _("Reviewing the round: position %d of %d. Ctrl+Shift+R stops."),
                static_cast<int>(progress.done), static_cast<int>(progress.total)));
        },
        [this](const RoundReview& review) { reviewed(review); },
        [this](const wxString& message) {
            context().showStatus(wxString::Format(_("The review failed: %s"), message));
        });
    context().showStatus(_("Reviewing the round…"));
    return true;
}

void ReviewCommands::stopReview() {
    if (isReviewing()) {
        worker_.cancel();
        context().showStatus(_("Review stopped."));
    }
}

void ReviewCommands::gameChanged(GameEvent event) {
    if (event != GameEvent::PlayersChanged && event != GameEvent::ScoreChanged && isReviewing()) {
        worker_.cancel(); // it was about the round before
    }
}

void ReviewCommands::windowClosing() {
    closing_ = true;
    worker_.cancel();
}

void ReviewCommands::reviewed(const RoundReview& review) {
    GameController& controller = context().controller();
    controller.setReview(review);
    const GameEngine& game = controller.game();
    const auto summary = summarise(review.moves);
    const Mark first = review.moves.front().side;
    const auto name = [&game](Mark mark) {
        return wxString::FromUTF8(game.player(playerIndex(mark)).name);
    };
    wxString text =
        wxString::Format(_("Reviewed: %s's accuracy %d, %s's %d."), name(first),
                         static_cast<int>(std::lround(summary[0].accuracy)), name(opponent(first)),
                         static_cast<int>(std::lround(summary[1].accuracy)));
    for (std::size_t i = 0; i < review.moves.size(); ++i) {
        const MoveReview& m = review.moves[i];
        if (m.missedWin) {
            text += " " + wxString::Format(_("Move %d: %s missed a win in %d at %s."),
                                           static_cast<int>(i + 1), name(m.side), *m.missedWin,
                                           moveNotation(game.rules(), m.best));
            break;
        }
    }
    context().showStatus(text);
}

} // namespace ttt::gui
