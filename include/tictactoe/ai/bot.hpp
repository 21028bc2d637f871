#pragma once

// One interface for every computer player (features.md M2): the GUI, the arena and
// the Gomocup brain ask a Bot for a move the same way.

#include "tictactoe/game/board.hpp"
#include "tictactoe/game/game_engine.hpp"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace ttt {

// What a bot may look at: a read-only view of a position. The referenced
// objects must outlive the call to chooseMove.
struct GameView {
    const Rules& rules;
    const Board& board;
    Mark toMove;
    std::span<const Move> history;
    // Opening rules (Swap, Swap2, the tournament openings): a colour decision
    // is due, or the player to act places stones of both colours, or what a
    // tournament opening asks (a central square, a declaration, offers, a
    // pick). Only OpeningPlayer looks at these.
    std::optional<ColourChoice> choice;
    bool placingOpening = false;
    OpeningTask task = {};

    static GameView of(const GameEngine& game) {
        return GameView{game.rules(),      game.board(),         game.toMove(),
                        game.history(),    game.pendingChoice(), game.isPlacingOpening(),
                        game.openingTask()};
    }

    // Black, who opened the round (Renju restricts black): the first move's
    // side, else the first stone's, else the side to move on an empty board.
    [[nodiscard]] Mark black() const {
        if (!history.empty()) {
            return history.front().mark;
        }
        return board.stoneCount() > 0 ? board.at(board.stones().front()) : toMove;
    }
};

struct SearchInfo;

struct SearchBudget {
    std::chrono::milliseconds timeLimit{1000};
    std::optional<std::uint64_t> nodeLimit;    // for reproducible tests and benchmarks
    const std::atomic<bool>* cancel = nullptr; // set from another thread to stop at once
    int maxDepth = 0;                          // 0 = no limit
    int threads = 1;                           // search threads a bot may use (at least 1)
    // How many of the best moves to search, each in full (multi-PV, for
    // analysis); SearchInfo::lines has them. 1: the best move alone, fastest.
    int multiPv = 1;
    // Under a game clock: how long the move should take (0 = as long as
    // timeLimit allows); a bot may go on up to timeLimit while unsettled.
    std::chrono::milliseconds targetTime{0};
    // The round's clock and what it reads for the player now, when it plays
    // on one (time_share.hpp's budgetOnClock sets it with the limits above):
    // an external engine passes it on as INFO timeout_match and time_left.
    struct ClockReading {
        ClockSettings settings;
        std::chrono::milliseconds left{0};
        // The player's own time a move, before its share of the clock was
        // taken (an engine, which shares its clock out itself, gets this).
        std::chrono::milliseconds turnLimit{0};
    };
    std::optional<ClockReading> clock;
    // A search on the opponent's time (Bot::ponder): it goes on until
    // cancelled, or for at most kPonderMoves times timeLimit, and its answer is
    // not played; timeLimit stays the move's, which sizes the table it fills.
    bool pondering = false;
    static constexpr int kPonderMoves = 20;
    // Told what the search knows so far each time it finishes an iteration
    // (Hard; on the thread that called chooseMove): depth, lines, nodes of
    // every thread, elapsed time. For analysis views and the brain's realtime
    // messages; it must return quickly.
    std::function<void(const SearchInfo&)> onProgress;

    [[nodiscard]] bool cancelled() const {
        return cancel != nullptr && cancel->load(std::memory_order_relaxed);
    }
    // The longest a move may take for a player that shares a game clock out
    // itself, as a Gomocup engine does: its own time a move, at most what its
    // clock has left; without a game clock, timeLimit.
    [[nodiscard]] std::chrono::milliseconds selfSharedTurnLimit() const {
        if (clock && clock->settings.kind == ClockKind::PerGame) {
            return std::clamp(clock->left, std::chrono::milliseconds{0}, clock->turnLimit);
        }
        return std::max(std::chrono::milliseconds{0}, timeLimit);
    }

    // The budget a player's ThinkingBudget allows (no cancel flag, no depth limit).
    [[nodiscard]] static SearchBudget of(const ThinkingBudget& thinking) {
        SearchBudget budget;
        budget.timeLimit = thinking.time;
        budget.nodeLimit = thinking.nodes;
        budget.threads = thinking.threads;
        return budget;
    }
};

// What the bot knows about its choice. Score is from the mover's point of
// view; a proven result uses the kWinScore band.
struct SearchInfo {
    static constexpr int kWinScore = 1'000'000;
    // A proven win in n plies scores kWinScore - n, a loss -(kWinScore - n):
    // scores within this band of the ends are proven results.
    static constexpr int kProvenBand = 1000;
    [[nodiscard]] static constexpr bool provesWin(int score) {
        return score >= kWinScore - kProvenBand;
    }
    [[nodiscard]] static constexpr bool provesLoss(int score) {
        return score <= -kWinScore + kProvenBand;
    }

    // One of the best moves, as SearchInfo says of the chosen one.
    struct Line {
        Point move;
        int score = 0;
        int depth = 0;
        bool proven = false;
        std::vector<Point> pv; // starts with move
        // The side to move's chance (0 to 1) as the engine itself puts it,
        // when it says (an external engine's analysis); else from the score.
        std::optional<double> chance = std::nullopt;
    };

    int score = 0;
    int depth = 0;
    std::uint64_t nodes = 0;
    std::vector<Point> pv;
    std::chrono::milliseconds elapsed{0};
    bool proven = false; // the score is exact (solved), not an estimate
    // The position left one move worth playing (e.g. the only block of a
    // four): the bot answered without using its time.
    bool forced = false;
    // The best moves, best first, up to SearchBudget::multiPv of them (fewer
    // where the position leaves fewer worth searching, e.g. one block of a
    // four, or a win found before the search). Hard fills it; a bot that
    // leaves it empty knows only its move.
    std::vector<Line> lines;

    // The best line: lines' first, or, when the bot told none, `move` with
    // the search's own score and line.
    [[nodiscard]] Line bestLine(Point move) const {
        if (!lines.empty()) {
            return lines.front();
        }
        return Line{move, score, depth, proven, pv.empty() ? std::vector<Point>{move} : pv};
    }
    // The moves of its own the winner of a proven score still plays (the
    // last one makes the row): a win in 5 plies is a win in 3.
    [[nodiscard]] static constexpr int movesToWin(int score) {
        const int plies = kWinScore - (score < 0 ? -score : score);
        return (plies + 1) / 2 > 1 ? (plies + 1) / 2 : 1;
    }
};

struct BotMove {
    Point move;
    SearchInfo info;
    // Opening rules: a colour decision instead of a move (when view.choice is
    // set), or the number of fifth moves declared (view.task.declareUpTo > 0).
    std::optional<ColourOption> choice;
    std::optional<int> declare;
};

class Bot {
public:
    virtual ~Bot() = default;
    Bot(const Bot&) = delete;
    Bot& operator=(const Bot&) = delete;

    [[nodiscard]] virtual std::string name() const = 0;
    // Returns a legal move for view.toMove. The position must not be over and
    // must have an empty cell. When cancelled it still returns a legal move
    // (the best found so far) within 50 ms.
    virtual BotMove chooseMove(const GameView& view, const SearchBudget& budget) = 0;
    // Same seed, same position, same budget (without a time limit) => same move.
    virtual void setSeed(std::uint64_t seed) = 0;
    // Forget anything learnt from earlier positions (e.g. a transposition table).
    virtual void reset() {}
    // Thinks on the opponent's time about `view` (the position after the
    // reply the bot expects, or the opponent's own), until budget.cancel is
    // set; `budget` is like the bot's moves' (its time limit and threads).
    // What it learns stays for chooseMove (Hard's table). False when it had
    // nothing to think about and returned at once: a bot that learns nothing
    // across moves (the default), or a position it does not ponder.
    virtual bool ponder(const GameView& /*view*/, const SearchBudget& /*budget*/) { return false; }
    // Gets ready to play under these rules before any clock runs (an external
    // engine starts its process). May throw; the first move then meets the
    // same problem and reports it.
    virtual void prepare(const Rules& /*rules*/) {}

protected:
    Bot() = default;
};

// Makes the bot of a computer player (players/player_factory.hpp has the one
// the front ends use); the arena's match loop and the tests take one of these.
using BotMaker = std::function<std::unique_ptr<Bot>(const PlayerSpec& spec, std::uint64_t seed)>;

} // namespace ttt
