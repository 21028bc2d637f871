#pragma once

// Owns the game and the computer players and decides when a computer moves
// (features.md M1-M3, G12). Bots think on BotRunner's worker thread; answers come back
// to the UI thread by CallAfter and are applied only if they still belong to
// the position they were asked about. Any change of the game cancels a search
// at once. The window shows the state; it never talks to the bots itself.

#include "game/bot_worker.hpp"
#include "game/remote_peer.hpp"
#include "game/round_access.hpp"
#include "tictactoe/ai/bot.hpp"
#include "tictactoe/ai/ponderer.hpp"
#include "tictactoe/game/game_engine.hpp"
#include "tictactoe/records/game_record.hpp"

#include <array>
#include <chrono>
#include <cstdint>
#include <memory>
#include <optional>
#include <vector>
#include <wx/event.h>
#include <wx/string.h>
#include <wx/timer.h>

namespace ttt::gui {

class ControllerListener {
public:
    virtual ~ControllerListener() = default;
    virtual void onGameChanged(GameEvent event) = 0;
    virtual void onThinkingChanged(bool thinking) = 0;
    virtual void onComputerProblem(const wxString& message) = 0;
    // An external engine misbehaved and loses the round; called before the
    // board is cleared for the next one (the leaderboard records it).
    virtual void onComputerForfeit(Mark /*loser*/, const wxString& /*message*/) {}
    // A game was restored from a file or the autosave (restore()): its round
    // may be replayed, and the files may be written again.
    virtual void onGameLoaded() {}
    // A clock ticked (about ten times a second while one runs, features.md G16).
    virtual void onClockTick() {}

protected:
    ControllerListener() = default;
    ControllerListener(const ControllerListener&) = default;
    ControllerListener& operator=(const ControllerListener&) = default;
};

struct ComputerTiming {
    // At most this long a move, whatever the player's thinking time (tests).
    std::optional<std::chrono::milliseconds> maxThinkingTime;
    std::chrono::milliseconds demoPace{400};   // least time between moves, computer vs computer
    std::chrono::milliseconds replyPause{250}; // least time before answering a human
    std::chrono::milliseconds demoRoundPause{3000}; // demo: how long a result stays shown
};

class GameController final : public wxEvtHandler, public RoundAccess, private GameObserver {
public:
    explicit GameController(const GameSetup& setup = {});
    ~GameController() override;
    GameController(const GameController&) = delete;
    GameController& operator=(const GameController&) = delete;

    [[nodiscard]] const GameEngine& game() const override { return game_; }

    void newGame(const GameSetup& setup);
    void restartRound() override; // Esc, and the next round after the end
    void resetScore();
    // Sets up a game and replays these moves into it (a demonstrated or, later,
    // a restored position); the computer joins in afterwards if it is its turn.
    void loadPosition(const GameSetup& setup, const std::vector<Point>& moves, const Score& score);
    // Goes on with new players (a level that adapts to the person) from an
    // empty board: the score, the round's number and so who opens it under
    // StartPolicy::Alternate are kept. The computer joins in if it opens.
    void continueWith(const GameSetup& setup);
    // Game ▸ Set up position… (features.md G15): the round goes on from
    // `position` (GameEngine::setUp; its message when refused, nothing
    // changed), the computer joining in when it is to move. Not while
    // playing over the network: the board is both players'. A network
    // round set up afresh is no longer the network's.
    [[nodiscard]] bool canSetUpPosition() const { return !shutDown_ && remote_ == nullptr; }
    Expected<void> setUpPosition(const Position& position);
    // A human's click or key; false when refused (not a human's turn, occupied...).
    bool playHuman(Point p) override;
    // Cancels any search and never starts another (the window is closing).
    void shutDown();
    // Replays a saved game into the engine (game_controller_records.cpp); the
    // game is unchanged when it fails. Listeners hear onGameLoaded().
    Expected<void> restore(const GameRecord& record);
    // True while moves are replayed (loadPosition, restore): they were not played here.
    [[nodiscard]] bool isLoading() const override { return loading_; }

    // Undo and redo for the people at the board (features.md G9, game_controller_undo.cpp):
    // against the computer one step is the human's move with the computer's reply.
    [[nodiscard]] bool canUndo() const;
    [[nodiscard]] bool canRedo() const;
    bool undo();
    bool redo();

    // The person gives the round up (Move ▸ Resign): against the computer
    // the person, between two people here the one to move, over the network
    // the local player (asked of the peer). The other wins the round.
    [[nodiscard]] bool canResign() const;
    bool resign();
    // Over the network only: a draw offered to the other player, who accepts or not.
    [[nodiscard]] bool canOfferDraw() const;
    bool offerDraw();
    // The peer's resignation or the draw both agreed to.
    void resignFromPeer(int player);
    void drawFromPeer();

    [[nodiscard]] bool isThinking() const override { return thinking_; }
    // An answer found before the pace allows is held back until then.
    [[nodiscard]] bool holdsAnswer() const { return pendingMove_.has_value(); }
    // A person's colour decision under an opening rule (false when none is theirs to take).
    bool chooseColour(ColourOption option);
    // A tournament opening: the person declares how many fifth moves black
    // will offer.
    bool declareOffers(int count);
    [[nodiscard]] bool isHumanToMove() const override {
        return !game_.isRoundOver() && game_.playerToMove().isHuman() &&
               (remote_ == nullptr || remote_->isLocalTurn());
    }
    // A round under way with at least one move: leaving it needs a confirmation.
    // A demo round is only watched, so leaving it never asks.
    [[nodiscard]] bool isRoundInProgress() const {
        return !game_.isRoundOver() && !game_.history().empty() &&
               game_.mode() != Mode::ComputerVsComputer;
    }

    // The review of the round on the board (Game ▸ Review round), until the
    // round changes; saved with the game and restored with it.
    [[nodiscard]] const std::optional<RoundReview>& review() const { return review_; }
    void setReview(RoundReview review);
    // The game as a file keeps it: recordOf(game()) with the review.
    [[nodiscard]] GameRecord record() const;

    // The engine's analysis was shown while this round was played (View ▸
    // Analysis): the leaderboard leaves the round out. A new round is
    // unassisted again.
    void markRoundAssisted() { assisted_ = true; }
    [[nodiscard]] bool isRoundAssisted() const { return assisted_; }

    // A game with someone on another computer (remote_peer.hpp): from now on
    // the local person's moves, colour decisions, undo and new rounds are
    // requests to `peer`, and the agreed changes come back through the
    // *FromPeer calls. Starting another game (newGame, restore, ...) lets go
    // of the peer first (RemotePeer::leave). Both players are people here.
    // `localPlayer`: the player this window plays. Listeners hear
    // PlayersChanged: who may play here changed.
    void attachRemote(RemotePeer& peer, int localPlayer);
    // Forgets the peer without telling it (it ended by itself).
    void detachRemote();
    // The peer's connection came or went: listeners hear PlayersChanged.
    void remoteChanged() { tellPlayersChanged(); }
    [[nodiscard]] RemotePeer* remote() const { return remote_; }
    // The game on the board was played over the network, this window as
    // that player (kept in its file: hosting it again goes on with it),
    // until another game starts.
    [[nodiscard]] std::optional<int> networkPlayer() const { return networkPlayer_; }
    // The changes both sides agreed to, in order.
    bool playFromPeer(Point point);
    bool chooseColourFromPeer(ColourOption option);
    void takeBackFromPeer(int moves);
    void newRoundFromPeer();
    // The names both sides go by (the guest's comes when it joins).
    void setPlayerNames(const std::string& first, const std::string& second) {
        game_.setPlayerNames(first, second);
    }

    // The round's clocks (features.md G16), when its setup has a time control.
    // A round over the network has none running: each side's clock would be
    // its own.
    [[nodiscard]] bool hasClock() const { return clock_.enabled() && !networkPlayer_; }
    [[nodiscard]] const RoundClock& clock() const { return clock_; }
    [[nodiscard]] GameClock::Readings clockReadings() const {
        return clock_.readings(std::chrono::steady_clock::now());
    }

    // Settings ▸ Thinking time ▸ Think on my time (features.md M2): against
    // a person, Hard goes on thinking after its move, about the reply it
    // expects, until the person moves (ai/ponderer.hpp).
    void setPondering(bool on);
    [[nodiscard]] bool ponders() const { return ponderOn_; }
    // Another search thinks on the person's time (View ▸ Analysis while it
    // is shown): no pondering meanwhile, so that it has the cores.
    void holdPondering(bool hold);
    // A search of a moment (a hint) wants the cores: the pondering ends
    // until the next change of the game.
    void pausePondering() { ponderer_.stop(); }
    // The computer is thinking on the person's time now, and about which reply.
    [[nodiscard]] bool isPondering() const { return ponderer_.running() && !ponderer_.finished(); }
    [[nodiscard]] std::optional<Point> ponderedReply() const { return ponderer_.expected(); }

    void setTiming(const ComputerTiming& timing) { timing_ = timing; }
    [[nodiscard]] const ComputerTiming& timing() const { return timing_; }

    void addListener(ControllerListener* listener);
    void removeListener(ControllerListener* listener);

private:
    void onGameEvent(const GameEngine& game, GameEvent event) override;
    // After moves were replayed: listeners hear onGameLoaded(), the computer may move.
    void finishLoading();
    void makeBots();
    void cancelComputer();
    // The budget of the computer player `side`'s next move.
    [[nodiscard]] SearchBudget budgetFor(std::size_t side) const;
    void scheduleComputer();
    // Starts thinking on the person's time when that is wanted and possible.
    void schedulePondering();
    void onAnswer(std::size_t historySize, const BotMove& move);
    void onSearchFailed(const wxString& message);
    void onPaceTimer(wxTimerEvent& event);
    void onNextRoundTimer(wxTimerEvent& event);
    void onClockTimer(wxTimerEvent& event);
    // Runs the tick timer while a clock runs (and stops a network round's clock).
    void followClock();
    void applyComputerMove(const BotMove& move);
    void setThinking(bool thinking);
    void forfeitComputer(const wxString& message);
    [[nodiscard]] std::chrono::milliseconds paceForCurrentMode() const;
    // Another game starts: the remote peer, if any, is told and let go of.
    void leaveRemote();
    // ... and the game on the board is no network round any more.
    void leaveNetworkGame();
    void tellPlayersChanged();

    GameEngine game_;
    RoundClock clock_{game_}; // after game_: it watches it
    wxTimer clockTimer_;
    std::array<std::shared_ptr<Bot>, 2> bots_; // by player index, for computer players
    ComputerTiming timing_;
    wxTimer paceTimer_;
    wxTimer nextRoundTimer_;             // the demo goes on by itself after a round
    std::optional<BotMove> pendingMove_; // an answer waiting for the pace timer
    std::chrono::steady_clock::time_point positionShownAt_;
    bool thinking_ = false;
    bool assisted_ = false;
    std::optional<RoundReview> review_;
    bool shutDown_ = false;
    bool fallbackUsed_ = false;
    bool loading_ = false;      // replaying moves: no computer yet
    bool holdComputer_ = false; // after a forfeit: the engine waits for the player
    std::vector<ControllerListener*> listeners_;
    RemotePeer* remote_ = nullptr; // a game with someone on another computer
    std::optional<int> networkPlayer_;
    bool ponderOn_ = true;
    bool ponderHeld_ = false;
    // The reply the computer's last move expects, while that move is the last.
    std::optional<Point> expectedReply_;
    std::size_t expectedAfter_ = 0; // the history's size after that move
    Ponderer ponderer_;
    // Last member: destroyed first, so its worker is joined before anything it
    // could call back into goes away.
    BotWorker worker_;
};

} // namespace ttt::gui
