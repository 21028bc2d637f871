#include "analysis/review_commands.hpp"

#include "board/board_panel.hpp"
#include "board/review_messages.hpp"
#include "game/bot_worker.hpp"

#include <algorithm>
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
    // The result banner's button: Review, until the round has its review.
    context().board().setBannerAction(
        [this] {
            if (isReviewing()) {
                return wxString(_("Stop review"));
            }
            return canReview() && !context().controller().review() ? wxString(_("Review"))
                                                                   : wxString();
        },
        [this] {
            if (isReviewing()) {
                stopReview();
            } else {
                reviewRound();
            }
        });
}

bool ReviewCommands::canReview() const {
    const GameEngine& game = context().controller().game();
    // The demo goes on to its next round by itself. The stones of a set-up
    // position were never played: there is nothing to judge in them.
    return !closing_ && game.isRoundOver() && !game.history().empty() && game.setUpStones() == 0 &&
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
            context().showProgress(static_cast<double>(progress.done) /
                                   static_cast<double>(std::max<std::size_t>(1, progress.total)));
        },
        [this](const RoundReview& review) { reviewed(review); },
        [this](const wxString& message) {
            context().showStatus(wxString::Format(_("The review failed: %s"), message));
            context().showProgress(std::nullopt);
            context().board().refreshBanner();
        });
    context().showStatus(_("Reviewing the round…"));
    context().showProgress(0.0);
    context().board().refreshBanner();
    return true;
}

void ReviewCommands::stopReview() {
    if (isReviewing()) {
        worker_.cancel();
        context().showStatus(_("Review stopped."));
        context().showProgress(std::nullopt);
        context().board().refreshBanner();
    }
}

void ReviewCommands::gameChanged(GameEvent event) {
    if (event != GameEvent::PlayersChanged && event != GameEvent::ScoreChanged && isReviewing()) {
        worker_.cancel(); // it was about the round before
        context().showProgress(std::nullopt);
    }
}

void ReviewCommands::windowClosing() {
    closing_ = true;
    worker_.cancel();
}

void ReviewCommands::reviewed(const RoundReview& review) {
    GameController& controller = context().controller();
    controller.setReview(review);
    context().showStatus(reviewDoneText(controller.game(), review));
    context().showProgress(std::nullopt);
    context().board().refreshBanner();
}

} // namespace ttt::gui
