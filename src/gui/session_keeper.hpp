#pragma once

// Keeps the player's files in step with the window (SPEC P1-P4, M4): the
// leaderboard, the autosave, the settings, Save game… / Open game… and
// Players > Engine…. It adds its own menu items to the frame and listens to
// the controller like the frame does.
//
// When a round counts for the leaderboard: a finished round that was played
// in this window is recorded when it is left, that is when the next round or
// another game starts or the window closes. So undoing a winning move and
// playing it again (or redoing it) counts once, and a game that is restored
// (autosave, Open game…, a demonstration) never counts again. The dialog shows
// the finished round on screen as if recorded already. A round an external
// engine forfeits is recorded at once.

#include "game_controller.hpp"
#include "game_options.hpp"
#include "tictactoe/records/game_record.hpp"
#include "tictactoe/records/leaderboard.hpp"

#include <filesystem>
#include <optional>
#include <string>
#include <wx/arrstr.h>

namespace ttt::gui {

class MainFrame;

class SessionKeeper final : private ControllerListener {
public:
    // Loads the leaderboard (a damaged file is set aside; the player is told
    // once) and adds the menu items. Nothing else is read or written until
    // startSession().
    explicit SessionKeeper(MainFrame& frame);
    ~SessionKeeper() override;
    SessionKeeper(const SessionKeeper&) = delete;
    SessionKeeper& operator=(const SessionKeeper&) = delete;

    // The program's start: restores the autosaved game, if any, and whether the
    // move list is shown, and from then on keeps the autosave and the settings
    // up to date. A demonstration never calls it, so it cannot overwrite the
    // player's autosave.
    void startSession();
    // The window closes: records the round on screen, writes the autosave and
    // the settings. Safe to call more than once.
    void windowClosing();

    // --- leaderboard -----------------------------------------------------------
    [[nodiscard]] const Leaderboard& leaderboard() const { return leaderboard_; }
    // The leaderboard with the finished round on screen counted in.
    [[nodiscard]] Leaderboard shownLeaderboard() const;
    [[nodiscard]] wxArrayString knownNames() const;
    void showLeaderboard();
    // Asks first; true when it was cleared.
    bool clearLeaderboard();

    // --- games on disk --------------------------------------------------------
    // Both tell the player what went wrong (or what a .psq file lost) and
    // return false when nothing was saved or opened.
    bool saveGame(const std::filesystem::path& path);
    bool openGame(const std::filesystem::path& path);
    // Replays a record into the window (the hook Open game… and the autosave use).
    Expected<void> restoreRecord(const GameRecord& record);

    // --- external engine ------------------------------------------------------
    // Checks that the program starts, then begins a new game against it.
    bool useEngine(const std::filesystem::path& program);

private:
    struct FinishedRound {
        std::string first;
        std::string second;
        Outcome outcome = Outcome::InProgress;
        Mark winner = Mark::None;
    };

    void addMenus();
    void onGameChanged(GameEvent event) override;
    void onThinkingChanged(bool /*thinking*/) override {}
    void onComputerProblem(const wxString& /*message*/) override {}
    void onComputerForfeit(Mark loser, const wxString& message) override;

    [[nodiscard]] std::optional<FinishedRound> finishedRoundOnScreen() const;
    void record(const FinishedRound& round);
    void commitPendingRound();
    void saveLeaderboard();
    void writeAutosave();
    void saveWindowSettings();
    void tellLater(const wxString& message);

    MainFrame& frame_;
    GameController& controller_;
    std::filesystem::path dataDir_;
    Leaderboard leaderboard_;
    bool leaderboardWritable_ = true;
    bool autosaveWritable_ = true;
    bool sessionStarted_ = false;
    bool closed_ = false;
    bool roundPlayedHere_ = false;         // a move of this round was played in the window
    std::optional<FinishedRound> pending_; // finished, on screen, not yet recorded
};

} // namespace ttt::gui
