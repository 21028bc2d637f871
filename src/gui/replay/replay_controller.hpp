#pragma once

// Replay of a round (features.md G9): the moves of the live game are played again,
// one by one from an empty board, on a private copy, at a chosen pace. The
// live game is never touched, so stopping at any moment, or reaching the end,
// leaves exactly the position there was. The window shows shown() instead of
// the live game while a replay is active, and refuses moves meanwhile.

#include "tictactoe/game/game_engine.hpp"

#include <chrono>
#include <cstddef>
#include <functional>
#include <memory>
#include <vector>
#include <wx/event.h>
#include <wx/timer.h>

namespace ttt::gui {

enum class ReplayPace { Slow, Normal, Fast };

class ReplayController final : public wxEvtHandler {
public:
    // Called after every change: started, a move shown, paused, stopped.
    explicit ReplayController(std::function<void()> onChange);
    ~ReplayController() override;
    ReplayController(const ReplayController&) = delete;
    ReplayController& operator=(const ReplayController&) = delete;

    // Replays the current round of `game`; false if it has no moves.
    bool start(const GameEngine& game);
    void stop(); // back to the live game
    void setPaused(bool paused);
    // Shows the position after `moves` moves (paused there).
    void jumpTo(std::size_t moves);

    [[nodiscard]] bool isActive() const { return shown_ != nullptr; }
    [[nodiscard]] bool isPaused() const { return paused_; }
    [[nodiscard]] const GameEngine* shown() const { return shown_.get(); }
    [[nodiscard]] std::size_t step() const { return shown_ ? shown_->history().size() : 0; }
    [[nodiscard]] const std::vector<Move>& moves() const { return moves_; }

    void setPace(ReplayPace pace);
    [[nodiscard]] ReplayPace pace() const { return pace_; }
    [[nodiscard]] static std::chrono::milliseconds interval(ReplayPace pace);

private:
    void onTimer(wxTimerEvent& event);
    void schedule();
    void changed();

    std::function<void()> onChange_;
    // The round as it stood before its first move: empty, or set up.
    [[nodiscard]] std::unique_ptr<GameEngine> freshShown() const;

    std::unique_ptr<GameEngine> shown_;
    std::vector<Move> moves_;
    GameSetup setup_;
    Position setUp_;              // the live round's set-up position, if any
    std::size_t setUpStones_ = 0; // its stones, the first of moves_
    ReplayPace pace_ = ReplayPace::Normal;
    bool paused_ = false;
    wxTimer timer_;
};

} // namespace ttt::gui
