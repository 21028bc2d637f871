#pragma once

// The manager side of the Piskvork protocol: one external brain process and
// the commands a manager sends it (START/RECTSTART, INFO, BEGIN, TURN,
// BOARD ... DONE, RESTART, ABOUT, END). It remembers the stones it told the
// brain, so every move the brain answers is checked: a brain that crashes,
// exceeds its time (plus a tolerance), answers garbage or an illegal move is
// stopped and reported as an EngineFailure of the matching kind.

#include "tictactoe/core/child_process.hpp"
#include "tictactoe/game/point.hpp"
#include "tictactoe/protocol/engine_failure.hpp"
#include "tictactoe/protocol/line_splitter.hpp"

#include <atomic>
#include <chrono>
#include <deque>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace ttt {

struct EngineProcessOptions {
    std::vector<std::string> arguments;
    // How long beyond the move's time limit a brain may take before it is stopped.
    std::chrono::milliseconds tolerance{1000};
    // For commands without a move: START, RECTSTART, RESTART, ABOUT.
    std::chrono::milliseconds commandTimeout{10000};
    // How long a brain may take to exit after END before it is killed.
    std::chrono::milliseconds endTimeout{1000};
};

// One stone of a BOARD command, from the brain's point of view.
struct EngineStone {
    Point point;
    bool own = false;
};

class EngineProcess {
public:
    // Starts the program; throws EngineFailure(FailedToStart).
    explicit EngineProcess(const std::string& path, EngineProcessOptions options = {});
    // Sends END if the brain is alive, waits a moment, then kills it.
    ~EngineProcess();
    EngineProcess(const EngineProcess&) = delete;
    EngineProcess& operator=(const EngineProcess&) = delete;

    // START n (square) or RECTSTART w,h. Throws Refused if the brain answers
    // ERROR, FailedToStart if it ends before answering.
    void start(int width, int height);
    // RESTART: false when the brain does not know it (UNKNOWN or ERROR); the
    // caller should then start a new process.
    bool restart();
    // INFO key value (no answer is expected).
    void info(std::string_view key, std::string_view value);
    // ABOUT: the answer line ("" if the brain answered UNKNOWN).
    std::string about();

    // The move commands. `limit` is the time the brain was given for this move
    // (the brain is stopped after limit + tolerance); `cancel`, when set from
    // another thread, stops waiting (EngineFailure Cancelled).
    Point begin(std::chrono::milliseconds limit, const std::atomic<bool>* cancel = nullptr);
    Point turn(Point opponentMove, std::chrono::milliseconds limit,
               const std::atomic<bool>* cancel = nullptr);
    Point board(const std::vector<EngineStone>& stones, std::chrono::milliseconds limit,
                const std::atomic<bool>* cancel = nullptr);

    // Yixin Board's analysis (docs/gomocup.md): YXBOARD with the stones and
    // DONE, then YXNBEST n. While the engine searches, each MESSAGE line it
    // prints goes to `onMessage`, and an empty one at least every 50 ms
    // while it is quiet (a listener may report what it heard); when `cancel` is set, YXSTOP asks
    // for its move at once (it is stopped if that takes longer than the tolerance: EngineFailure
    // Cancelled). The engine's best move, which it then counts as played (as Rapfi does); nothing
    // when the engine does not know these commands (it answered UNKNOWN or ERROR), after which its
    // state is unknown: end it.
    std::optional<Point> nbest(const std::vector<EngineStone>& stones, int n,
                               std::chrono::milliseconds limit, const std::atomic<bool>* cancel,
                               const std::function<void(std::string_view)>& onMessage);

    // END, a short wait, then kill: afterwards alive() is false.
    void end();
    [[nodiscard]] bool alive() const { return alive_; }
    // The board the brain knows: 0 empty, 1 own, 2 opponent.
    [[nodiscard]] int cell(Point p) const;
    [[nodiscard]] int width() const { return width_; }
    [[nodiscard]] int height() const { return height_; }
    // Time the last move took, from the command to the answer.
    [[nodiscard]] std::chrono::milliseconds lastMoveTime() const { return lastMoveTime_; }
    // The latest MESSAGE and DEBUG lines (at most 100), oldest first.
    [[nodiscard]] const std::deque<std::string>& messages() const { return messages_; }

private:
    using Clock = std::chrono::steady_clock;

    // Writes the line by the deadline (TimedOut when the engine stops reading
    // its input; Cancelled when `cancel` is set meanwhile).
    void send(std::string_view line, Clock::time_point deadline,
              const std::atomic<bool>* cancel = nullptr);
    // Drops lines nobody asked for (e.g. a second move to one TURN), so they
    // cannot pass for the answer to the next command; they are kept in messages().
    void discardStaleOutput();
    void remember(std::string message);
    // The next line that is not MESSAGE/DEBUG, or nothing at the deadline.
    std::optional<std::string> readReply(Clock::time_point deadline,
                                         const std::atomic<bool>* cancel,
                                         std::string_view waitingFor);
    // Sends `text` (the command, `command` names it in messages) and reads
    // the move within limit + tolerance.
    Point sendMoveCommand(std::string_view text, std::string_view command,
                          std::chrono::milliseconds limit, const std::atomic<bool>* cancel);
    [[noreturn]] void fail(EngineFailureKind kind, Text text);
    [[noreturn]] void failClosed(std::string_view waitingFor);
    // The board the brain is told now: `command` (BOARD, YXBOARD), the stones
    // one a line, DONE; they become the board it knows.
    std::string setBoard(std::string_view command, const std::vector<EngineStone>& stones);
    [[nodiscard]] bool onBoard(Point p) const;
    [[nodiscard]] std::size_t index(Point p) const;
    void clearBoard();

    std::unique_ptr<ChildProcess> child_;
    EngineProcessOptions options_;
    std::string path_;
    LineSplitter splitter_;
    bool alive_ = true;
    int width_ = 0;
    int height_ = 0;
    std::vector<int> cells_;
    std::chrono::milliseconds lastMoveTime_{0};
    std::deque<std::string> messages_;
    // Told each MESSAGE line while an analysis runs (nbest).
    std::function<void(std::string_view)> listener_;
};

} // namespace ttt
