#pragma once

// The leaderboard in the window (features.md P1): Game ▸ Leaderboard… and Clear
// leaderboard…, and recording the rounds played here, each in the totals and
// in the variant group of its rules (leaderboardRoundOf). A finished round is
// recorded when it is left (the next round or another game starts, or the
// window closes), so undoing a winning move and playing it again (or redoing
// it) counts once, and a game that is restored (the autosave, Open game…, a
// demonstration) never counts again - nor does it move a rating. The dialog
// shows the finished round on screen as if recorded already. A round an
// external engine forfeits is recorded at once.

#include "feature/window_context.hpp"
#include "feature/window_feature.hpp"
#include "tictactoe/records/leaderboard.hpp"

#include <filesystem>
#include <optional>
#include <string>
#include <wx/arrstr.h>

namespace ttt::gui {

class LeaderboardKeeper final : public WindowFeature, private ControllerListener {
public:
    // Loads the leaderboard file (a damaged one is set aside; the player is
    // told once).
    explicit LeaderboardKeeper(WindowContext& window);
    ~LeaderboardKeeper() override;

    void addMenuItems(Menus& menus) override;
    void windowClosing() override;

    [[nodiscard]] const Leaderboard& leaderboard() const { return leaderboard_; }
    // The leaderboard with the finished round on screen counted in.
    [[nodiscard]] Leaderboard shownLeaderboard() const;
    // Names for the New game dialog, A-Z.
    [[nodiscard]] wxArrayString knownNames() const;
    void showLeaderboard();
    // Asks first; true when it was cleared.
    bool clearLeaderboard();

private:
    // The names, the result and, against a computer level, the rated game.
    using FinishedRound = LeaderboardRound;

    void onGameChanged(GameEvent event) override;
    void onThinkingChanged(bool /*thinking*/) override {}
    void onComputerProblem(const wxString& /*message*/) override {}
    void onComputerForfeit(Mark loser, const wxString& message) override;

    [[nodiscard]] std::optional<FinishedRound> finishedRoundOnScreen() const;
    void record(const FinishedRound& round);
    void commitPendingRound();
    void save();

    std::filesystem::path file_;
    Leaderboard leaderboard_;
    bool writable_ = true;
    bool closed_ = false;
    bool roundPlayedHere_ = false;         // a move of this round was played in the window
    std::optional<FinishedRound> pending_; // finished, on screen, not yet recorded
};

} // namespace ttt::gui
