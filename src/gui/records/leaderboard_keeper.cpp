#include "records/leaderboard_keeper.hpp"

#include "app/player_notices.hpp"
#include "app/translated_text.hpp"
#include "app/user_dirs.hpp"
#include "records/leaderboard_dialog.hpp"
#include "tictactoe/records/player_name.hpp"
#include "tictactoe/records/record_files.hpp"

#include <wx/frame.h>
#include <wx/intl.h>
#include <wx/menu.h>

namespace ttt::gui {

LeaderboardKeeper::LeaderboardKeeper(WindowContext& window)
    : WindowFeature(window), file_(userDataDir() / kLeaderboardFileName) {
    auto [leaderboard, report] = loadLeaderboardFile(file_);
    leaderboard_ = std::move(leaderboard);
    writable_ = report.safeToSave;
    if (report.notice) {
        tellPlayerLater(context().window(), translated(*report.notice));
    }
    context().controller().addListener(this);
}

LeaderboardKeeper::~LeaderboardKeeper() {
    context().controller().removeListener(this);
}

void LeaderboardKeeper::addMenuItems(Menus& menus) {
    const int showId = wxWindow::NewControlId();
    const int clearId = wxWindow::NewControlId();
    menus.game->Append(showId, _("&Leaderboard…\tCtrl+L"), _("The best players"));
    menus.game->Append(clearId, _("&Clear leaderboard…"), _("Forget every recorded result"));
    onMenu(showId, [this] { showLeaderboard(); });
    onMenu(clearId, [this] { clearLeaderboard(); });
    enableWhen(clearId, [this] { return !leaderboard_.empty() || pending_; });
}

void LeaderboardKeeper::windowClosing() {
    closed_ = true;
    commitPendingRound();
}

Leaderboard LeaderboardKeeper::shownLeaderboard() const {
    Leaderboard shown = leaderboard_;
    if (pending_) {
        shown.recordRound(*pending_);
    }
    return shown;
}

wxArrayString LeaderboardKeeper::knownNames() const {
    wxArrayString names;
    for (const std::string& name : shownLeaderboard().knownNames()) {
        names.Add(wxString::FromUTF8(name));
    }
    return names;
}

void LeaderboardKeeper::showLeaderboard() {
    LeaderboardDialog dialog(&context().window(), shownLeaderboard(),
                             ratingPoolOf(context().controller().game().rules()));
    dialog.ShowModal();
}

bool LeaderboardKeeper::clearLeaderboard() {
    if (!askPlayer(&context().window(),
                   _("Forget every result on the leaderboard? This cannot be undone."),
                   _("Clear leaderboard"))) {
        return false;
    }
    leaderboard_.clear();
    // The round on screen was played before the clearing: it does not count.
    pending_.reset();
    roundPlayedHere_ = false;
    save();
    return true;
}

void LeaderboardKeeper::onGameChanged(GameEvent event) {
    const GameController& controller = context().controller();
    switch (event) {
    case GameEvent::GameStarted:
    case GameEvent::RoundStarted:
        // The round that was on screen has been left.
        commitPendingRound();
        roundPlayedHere_ = false;
        break;
    case GameEvent::MovePlayed:
        if (!controller.isLoading()) {
            roundPlayedHere_ = true;
        }
        break;
    default:
        break;
    }
    pending_ = finishedRoundOnScreen();
}

void LeaderboardKeeper::onComputerForfeit(Mark loser, const wxString& message) {
    const GameEngine& game = context().controller().game();
    const Mark winner = opponent(loser);
    // The status bar says it too, but a line there is easily missed.
    tellPlayerLater(context().window(),
                    wxString::Format(_("%s\n\n%s loses this round and %s scores. The game goes "
                                       "on; the engine is started afresh for its next move."),
                                     message,
                                     wxString::FromUTF8(game.player(playerIndex(loser)).name),
                                     wxString::FromUTF8(game.player(playerIndex(winner)).name)));
    if (const auto round = leaderboardRoundOf(game, Outcome::Won, winner)) {
        record(*round);
    }
    // The board is about to be cleared: the forfeit is counted, nothing else.
    pending_.reset();
    roundPlayedHere_ = false;
}

std::optional<LeaderboardKeeper::FinishedRound> LeaderboardKeeper::finishedRoundOnScreen() const {
    // A round played with the engine's analysis on screen is not rated, nor
    // one that went on from a set-up position (anyone can set up a win).
    if (!roundPlayedHere_ || context().controller().isRoundAssisted() ||
        context().controller().game().setUpStones() > 0) {
        return std::nullopt;
    }
    // Nothing while the round goes on or for a computer-only demo.
    auto round = leaderboardRoundOf(context().controller().game());
    if (round) {
        round->network = context().controller().networkPlayer().has_value();
    }
    return round;
}

void LeaderboardKeeper::record(const FinishedRound& round) {
    if (round.names[0].empty() || round.names[1].empty()) {
        return;
    }
    if (leaderboard_.recordRound(round)) {
        save();
    }
}

void LeaderboardKeeper::commitPendingRound() {
    if (pending_) {
        const FinishedRound round = *pending_;
        pending_.reset();
        record(round);
    }
}

void LeaderboardKeeper::save() {
    if (!writable_) {
        return; // a damaged file could not be moved away: never write over it
    }
    if (const auto saved = saveLeaderboardFile(file_, leaderboard_); !saved) {
        writable_ = false; // one message, not one per round
        tellPlayerLater(context().window(),
                        wxString::Format(_("The leaderboard could not be saved: %s"),
                                         translated(saved.error().text)));
    }
}

} // namespace ttt::gui
