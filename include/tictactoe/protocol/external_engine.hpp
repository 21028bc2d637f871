#pragma once

// An external Gomocup brain (any `pbrain-*` program speaking the Piskvork
// protocol) as a Bot, so the window, the arena and the tests use it like the
// built-in players (features.md M4, E5). Made by makeBot() for a PlayerSpec
// of kind Engine (tictactoe/players/player_factory.hpp).
//
// The engine is started on first use (or by start()), told the board size,
// the rule and the time per move (INFO timeout_turn = the budget's timeLimit),
// and kept in step with the game: TURN after a single new opponent move,
// otherwise RESTART + BOARD (after an undo, a new round, another position).
//
// Asked for more than one move (SearchBudget::multiPv) or told to report its
// progress (onProgress), it analyses as Yixin Board does (YXBOARD, YXNBEST;
// EngineProcess::nbest), its MESSAGE lines read as SearchInfo lines
// (protocol/analysis_message.hpp); an engine that does not know YXNBEST is
// asked with BOARD for its best move alone from then on (answersNBest()).
//
// chooseMove throws EngineFailure when the engine misbehaves (see
// EngineFailureKind; what() is a sentence a window can show as it is). The
// failed process is stopped; the next call starts a fresh one. When the
// budget's cancel flag is set, the engine is stopped and the free cell
// nearest the centre is returned, as the Bot contract asks.

#include "tictactoe/ai/bot.hpp"
#include "tictactoe/protocol/engine_failure.hpp"
#include "tictactoe/protocol/engine_process.hpp"

#include <chrono>
#include <cstdint>
#include <deque>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace ttt {

struct ExternalEngineOptions {
    EngineProcessOptions process;
    // INFO timeout_match, enforced with time_left (0 = no limit).
    std::chrono::milliseconds matchTime{0};
    // INFO max_memory in bytes (0 = no limit).
    std::uint64_t maxMemory = 0;
    // INFO game_type: 0 = the opponent is a human, 1 = another brain.
    int gameType = 1;
};

class ExternalEngine : public Bot {
public:
    // path: the engine's executable (UTF-8). Nothing is started yet.
    explicit ExternalEngine(std::string path, ExternalEngineOptions options = {});
    ~ExternalEngine() override;

    // The executable's file name without folder and ".exe", e.g. "pbrain-foo".
    [[nodiscard]] std::string name() const override;
    BotMove chooseMove(const GameView& view, const SearchBudget& budget) override;
    void setSeed(std::uint64_t) override {} // engines have no seed to set
    void reset() override;                  // the next move starts a fresh game

    // Starts the engine now for these rules, so that a wrong file is reported
    // at once (e.g. right after a player picked it). Throws EngineFailure.
    void start(const Rules& rules = Rules::bounded(20, 20, 5));
    void prepare(const Rules& rules) override { start(rules); }
    // Whether a Gomocup brain can play these rules, and why not.
    [[nodiscard]] static Expected<void> supports(const Rules& rules);

    [[nodiscard]] const std::string& path() const { return path_; }
    // The engine's ABOUT answer and its name="..." (empty until it has started).
    [[nodiscard]] const std::string& about() const { return about_; }
    [[nodiscard]] std::string engineName() const;
    // Whether the engine answers YXNBEST: unknown until first asked.
    [[nodiscard]] std::optional<bool> answersNBest() const { return answersNBest_; }
    // The latest MESSAGE / DEBUG lines of the running engine.
    [[nodiscard]] std::deque<std::string> messages() const;

private:
    void ensureStarted(const Rules& rules);
    void restartGame(const Rules& rules);
    std::chrono::milliseconds sendLimits(const SearchBudget& budget);
    void forgetProcess();
    // YXNBEST for view.toMove; nothing when the engine does not know it.
    std::optional<BotMove> analyse(const GameView& view, const SearchBudget& budget,
                                   std::chrono::milliseconds limit);

    std::string path_;
    ExternalEngineOptions options_;
    std::unique_ptr<EngineProcess> process_;
    std::optional<Rules> startedRules_;
    std::string about_;
    bool fresh_ = false;      // the engine has an empty board and no game open
    std::vector<Move> known_; // the stones the engine was told, in order
    Mark engineMark_ = Mark::None;
    std::optional<std::chrono::milliseconds> sentTurnLimit_;
    std::optional<std::chrono::milliseconds> sentMatchTime_; // INFO timeout_match as sent
    std::chrono::milliseconds matchUsed_{0};
    std::optional<bool> answersNBest_;
};

} // namespace ttt
