#pragma once

// Clocks for a round (features.md G16): a time control (none, per game with
// an optional increment, per move), the two players' clocks with the time
// given to them (GameClock), and RoundClock, which runs them for the player
// who acts in a GameEngine. Time is passed in, never read here, so tests run
// the clocks by hand and the window, the arena and the tests share one logic.

#include "tictactoe/core/expected.hpp"
#include "tictactoe/game/game_observer.hpp"

#include <array>
#include <chrono>
#include <cstddef>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace ttt {

enum class ClockKind {
    None,    // no clock
    PerGame, // each player has `time` for the whole round, plus `increment` after each action
    PerMove  // each action must be taken within `time`; unused time is not kept
};

struct ClockSettings {
    using Ms = std::chrono::milliseconds;
    static constexpr Ms kMinTime{1000};
    static constexpr Ms kMaxTime{std::chrono::hours(10)};
    static constexpr Ms kMaxIncrement{std::chrono::minutes(10)};

    ClockKind kind = ClockKind::None;
    Ms time{0};      // per game: each player's; per move: each action's
    Ms increment{0}; // per game only: added after each of the player's actions

    [[nodiscard]] static ClockSettings perGame(Ms time, Ms increment = Ms{0}) {
        return {ClockKind::PerGame, time, increment};
    }
    [[nodiscard]] static ClockSettings perMove(Ms time) {
        return {ClockKind::PerMove, time, Ms{0}};
    }
    [[nodiscard]] bool enabled() const { return kind != ClockKind::None; }
    // Times within their bounds, no increment on a per-move clock.
    [[nodiscard]] Expected<void> validate() const;
    bool operator==(const ClockSettings&) const = default;
};

// "none", "10m", "3m+2s", "90s", "1m30s+1s", "30s/move": the form the arena's
// --clock takes and formatClock writes (whole seconds; minutes and hours as
// m and h).
[[nodiscard]] Expected<ClockSettings> parseClock(std::string_view text);
[[nodiscard]] std::string formatClock(const ClockSettings& settings);
// "4:59", "1:02:03", "0:09.4" (tenths under ten seconds), never negative.
[[nodiscard]] std::string formatClockTime(std::chrono::milliseconds left);
// A clock at or below this is shown as low on time: ten seconds, or a fifth
// of the time of a short clock.
[[nodiscard]] std::chrono::milliseconds lowTimeWarning(const ClockSettings& settings);

// Two players' clocks. At most one runs, from the moment start() was called;
// left() reads it at a moment given by the caller.
class GameClock {
public:
    using Ms = std::chrono::milliseconds;
    using TimePoint = std::chrono::steady_clock::time_point;
    using Readings = std::array<Ms, 2>; // by player index

    explicit GameClock(ClockSettings settings = {});

    [[nodiscard]] const ClockSettings& settings() const { return settings_; }
    [[nodiscard]] bool enabled() const { return settings_.enabled(); }

    // Both players' full time, no clock running.
    void reset();
    // `player`'s clock runs from `now` (another one running is stopped first).
    void start(int player, TimePoint now);
    // The running clock stops, its player charged for the time it ran.
    void stop(TimePoint now);
    // The running player acted: charged, then given the increment (per game)
    // or a full clock for the next action (per move); no clock runs then.
    void finishTurn(TimePoint now);
    [[nodiscard]] std::optional<int> running() const { return running_; }

    // Time left (negative once it ran out), with the running clock read at `now`.
    [[nodiscard]] Ms left(int player, TimePoint now) const;
    [[nodiscard]] Readings readings(TimePoint now) const;
    // Restores readings (a saved game, an undo); the clocks are stopped.
    void set(Readings readings);
    // The running player whose time has run out at `now`.
    [[nodiscard]] std::optional<int> flagFallen(TimePoint now) const;

private:
    ClockSettings settings_;
    Readings left_{};
    std::optional<int> running_;
    TimePoint since_{};
};

class GameEngine;

// Runs a GameClock for a GameEngine as an observer: the clock of the player
// who acts (GameEngine::actingPlayer: under Swap the one who places or
// decides) runs while the round is under way, a move or a decision gives the
// increment, the end of the round stops both. A new round or game starts
// from full clocks. Undo puts both clocks back to what they read when the
// position was reached (the time of the undone moves is given back); redo
// is an action like a move. Once readings are restored from a saved game
// (restore), undo before that point keeps them. A set-up position goes on
// with the clocks as they are.
class RoundClock final : private GameObserver {
public:
    using TimePoint = GameClock::TimePoint;
    using Readings = GameClock::Readings;

    // Watches `game` until destroyed (which must happen before the game goes);
    // its clock is the time control of game.setup(), full and stopped until
    // start() or the engine's next event.
    explicit RoundClock(GameEngine& game);
    ~RoundClock() override;
    RoundClock(const RoundClock&) = delete;
    RoundClock& operator=(const RoundClock&) = delete;

    [[nodiscard]] const GameClock& clock() const { return clock_; }
    [[nodiscard]] bool enabled() const { return clock_.enabled(); }
    [[nodiscard]] std::chrono::milliseconds left(int player, TimePoint now) const {
        return clock_.left(player, now);
    }
    [[nodiscard]] Readings readings(TimePoint now) const { return clock_.readings(now); }
    [[nodiscard]] std::optional<int> running() const { return clock_.running(); }

    // The moment the events of the engine happen at: read from `source` when
    // there is one (the window: steady_clock::now), else as last set (tests,
    // before they change the engine).
    void setTimeSource(std::function<TimePoint()> source) { source_ = std::move(source); }
    void setNow(TimePoint now) { now_ = now; }
    // The acting player's clock runs, if the round is under way.
    void start() { runForActingPlayer(); }
    // While paused no clock runs: replaying a saved game, a replay shown.
    void pause(TimePoint now);
    void resume(TimePoint now);
    [[nodiscard]] bool paused() const { return paused_; }
    // A saved game's readings: both clocks read so, the acting player's runs
    // (unless paused); undo keeps them from here back.
    void restore(Readings readings, TimePoint now);
    // The acting player's flag has fallen: the engine's round is lost on time
    // (GameEngine::loseOnTime). False when no flag fell.
    bool checkFlag(TimePoint now);

private:
    void onGameEvent(const GameEngine& game, GameEvent event) override;
    [[nodiscard]] TimePoint now() const { return source_ ? source_() : now_; }
    void restartFull();
    void runForActingPlayer();
    [[nodiscard]] std::size_t actions() const;
    void remember();

    GameEngine& game_;
    GameClock clock_;
    std::function<TimePoint()> source_;
    TimePoint now_{};
    bool paused_ = false;
    // The readings when each number of actions (moves and decisions) was reached.
    struct Snapshot {
        std::size_t actions = 0;
        Readings readings{};
    };
    std::vector<Snapshot> snapshots_;
};

} // namespace ttt
