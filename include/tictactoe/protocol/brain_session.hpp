#pragma once

// The brain side of the Piskvork (Gomocup) "new protocol"
// (plastovicka.github.io/protocl2en.htm), with the Yixin Board extensions
// (github.com/accreator/Yixin-protocol: YXBOARD, YXSHOWFORBID, YXSTOP, and
// as Yixin Board and Rapfi use them YXNBEST, YXHASHCLEAR, INFO show_detail /
// max_node / max_depth and the MESSAGE REALTIME lines; docs/gomocup.md) and
// the Gomocup swap2 extension SWAP2BOARD: one line in, the reply lines out.
// It owns the position and the limits the manager sent and asks a Bot for the
// moves. It does no I/O and reads the time only through an injectable clock,
// so every exchange of the protocol can be tested line by line.
//
// Threading: handleLine() is called from one thread at a time. While it
// searches, another thread may call interrupt() (a newer command arrived: the
// move being searched is dropped), requestStop() (YXSTOP arrived: the move
// found so far is answered) or halt() (END arrived: no move is written any
// more). All return at once and the search stops within the bot's
// cancellation delay.

#include "tictactoe/ai/bot.hpp"
#include "tictactoe/ai/random.hpp"
#include "tictactoe/protocol/line_splitter.hpp"
#include "tictactoe/protocol/time_control.hpp"

#include <atomic>
#include <chrono>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace ttt {

struct BrainIdentity {
    std::string name = "TicTacToe";
    std::string version = "1.0";
    std::string author = "TicTacToe project";
    std::string country;
};

struct BrainOptions {
    using Clock = std::function<std::chrono::steady_clock::time_point()>;

    BrainIdentity identity;
    // Write a "DEBUG ..." line with the search figures before each move.
    bool debugLines = false;
    // Defaults to std::chrono::steady_clock::now.
    Clock clock;
    // Told the manager's memory limit (INFO max_memory, bytes; 0 = none) so the
    // bot can size its tables; nothing is done with it when empty.
    std::function<void(std::uint64_t bytes)> applyMemoryLimit;
    // The least memory the brain needs (bytes; 0 = not known). A smaller
    // max_memory is reported with ERROR at the next move instead of being
    // exceeded, as the protocol asks for limits the brain cannot keep.
    std::uint64_t memoryNeeded = 0;
    // Seeds the random candidates of the swap2 proposals (SWAP2BOARD); empty:
    // from the clock, so that games start differently.
    std::optional<std::uint64_t> openingSeed;
};

// The rule bits of INFO rule. Renju already means exactly five for black, so
// 5 plays as 4; renju and caro together, and the continuous game, are refused.
enum RuleFlag : int { kRuleExactFive = 1, kRuleContinuous = 2, kRuleRenju = 4, kRuleCaro = 8 };

class BrainSession {
public:
    static constexpr int kMinBoardSide = 5;
    static constexpr int kMaxBoardSide = 25;
    // The most moves YXNBEST searches.
    static constexpr int kMaxBestMoves = 20;
    // Writes one line to the manager at once (while a search runs).
    using LineWriter = std::function<void(const std::string& line)>;

    explicit BrainSession(std::unique_ptr<Bot> bot, BrainOptions options = {});
    ~BrainSession();
    BrainSession(const BrainSession&) = delete;
    BrainSession& operator=(const BrainSession&) = delete;

    // Handles one input line and returns the lines to send back (often none).
    std::vector<std::string> handleLine(std::string_view line);
    std::vector<std::string> handleLine(const ProtocolLine& line);

    // Where the lines told while a search runs go (INFO show_detail's
    // realtime messages and each finished depth), on the thread that calls
    // handleLine(). Without one they are not sent: only the reply's own
    // summary lines are.
    void setLineWriter(LineWriter writer) { lineWriter_ = std::move(writer); }

    // Thread-safe. Stops a running search and drops its move.
    void interrupt();
    // Thread-safe (YXSTOP): stops a running search, whose move is answered;
    // when none runs yet, the next one, until the YXSTOP line is handled.
    void requestStop();
    // Thread-safe and final: stops any search; no move is answered afterwards.
    void halt();
    // END was received: the program should exit.
    [[nodiscard]] bool finished() const { return finished_.load(); }
    // A move search is running right now.
    [[nodiscard]] bool searching() const { return searching_.load(); }
    // Whether a line arriving during a search should stop it: every command
    // except INFO (which only changes limits), YXSTOP (which stops it but
    // wants its move) and blank lines.
    [[nodiscard]] static bool interruptsSearch(std::string_view line);

    // --- for tests and diagnostics ------------------------------------------
    // The rules in force, once START or RECTSTART succeeded.
    [[nodiscard]] std::optional<Rules> rules() const;
    [[nodiscard]] const TimeControl& timeControl() const { return limits_; }
    [[nodiscard]] int ruleFlags() const { return ruleFlags_; }
    // Own (1) and opponent (2) stones in the order they were placed.
    [[nodiscard]] int cell(Point p) const;
    // Who opened the game, black under Renju: 1 the brain, 2 the opponent,
    // 0 while the board is empty (whoever moves next will be). After a
    // SWAP2BOARD answer the brain is black when it answered SWAP or placed
    // stones for the opponent to choose from, white when it answered a move.
    [[nodiscard]] int blackSide() const;
    [[nodiscard]] int stoneCount() const { return static_cast<int>(stones_.size()); }
    // The plan and the result of the latest search.
    [[nodiscard]] const TurnPlan& lastPlan() const { return lastPlan_; }
    [[nodiscard]] const SearchInfo& lastSearch() const { return lastSearch_; }
    [[nodiscard]] std::chrono::milliseconds matchTimeUsed() const { return matchUsed_; }

private:
    struct Stone {
        Point point;
        bool own = false;
    };
    enum class Side { Undecided, Own, Opponent };
    enum class Block { None, Board, YxBoard, Swap2 };
    using Replies = std::vector<std::string>;
    // The position in the engine's terms: black's stones are X (the engine's
    // first player), and the history alternates from black's first stone, so
    // the bot and findWin know who opened.
    struct Position {
        Board board;
        std::vector<Move> history;
        Mark own = Mark::X;
    };

    class Swap2Reply; // brain_session_swap2.cpp

    // Looks the keyword up in the table of commands.
    Replies dispatch(std::string_view keyword, std::string_view arguments);
    // The commands, one for each keyword; `arguments` is the rest of the line.
    Replies startCommand(std::string_view arguments);
    Replies rectStartCommand(std::string_view arguments);
    Replies restartCommand(std::string_view arguments);
    Replies beginCommand(std::string_view arguments);
    Replies turnCommand(std::string_view arguments);
    Replies boardCommand(std::string_view arguments);
    Replies yxBoardCommand(std::string_view arguments);
    Replies swap2BoardCommand(std::string_view arguments);
    Replies doneCommand(std::string_view arguments);
    Replies infoCommand(std::string_view arguments);
    Replies endCommand(std::string_view arguments);
    Replies aboutCommand(std::string_view arguments);
    Replies takebackCommand(std::string_view arguments);
    Replies playCommand(std::string_view arguments);
    Replies showForbidCommand(std::string_view arguments);
    Replies start(int width, int height);

    // The analysis commands (brain_session_analysis.cpp).
    Replies nBestCommand(std::string_view arguments);
    Replies stopCommand(std::string_view arguments);
    Replies hashClearCommand(std::string_view arguments);
    // What a search tells as it goes, for answerMove (bestMoves as there):
    // the progress listener (none without a line writer or a detail asked
    // for) and the summary lines before the move.
    [[nodiscard]] std::function<void(const SearchInfo&)> progressListener(int bestMoves);
    void describeSearch(const SearchInfo& info, Point move, int bestMoves, Replies& replies) const;
    [[nodiscard]] bool realtimeShown() const;
    [[nodiscard]] bool depthsShown(int bestMoves) const;

    // The blocks (brain_session_block.cpp).
    Replies openBlock(Block block);
    Replies handleBlockLine(std::string_view line);
    Replies closeBlock();
    Replies commandInBlock(std::string_view keyword, std::string_view arguments);
    void readBlockEntry(std::string_view line);
    [[nodiscard]] std::optional<std::string> stoneProblem(Point p, int field) const;
    // Why the block just ended cannot be used (a bad line, no board yet).
    [[nodiscard]] std::optional<std::string> blockRefusal() const;
    // The end of a BOARD or YXBOARD block; only BOARD asks for a move.
    Replies boardDone(bool answerWithMove);
    // The end of a SWAP2BOARD block: three stones to propose, or the swap2
    // choice after three or five stones.
    Replies swap2Done();
    [[nodiscard]] std::string blockName() const;

    // Takes an INFO value (brain_session_info.cpp); why not, when it does not.
    std::optional<std::string_view> applyInfo(std::string_view key,
                                              std::optional<std::int64_t> value);

    // Parses "X,Y" and checks it is on the board.
    [[nodiscard]] Expected<Point> readCell(std::string_view text) const;
    // readCell, and the cell must be empty (TURN, PLAY).
    [[nodiscard]] Expected<Point> readFreeCell(std::string_view text) const;
    // Whether a move can be searched in this position with this black
    // (rules, memory, a finished or full board), and why not.
    [[nodiscard]] Expected<void> checkPosition(const std::vector<Stone>& stones, Side black) const;
    [[nodiscard]] Expected<void> checkRules() const;
    [[nodiscard]] Position positionOf(const std::vector<Stone>& stones, Side black) const;
    // Searches the brain's move, places it and answers it. bestMoves 0: a
    // game's move; N: YXNBEST N (the N best moves, each told with its line).
    Replies answerMove(std::chrono::steady_clock::time_point received, int bestMoves = 0);
    // Asks the bot for the brain's move in `position` (its side: position.own)
    // and makes it safe: a failing search, an occupied cell or (under Renju)
    // a point forbidden to black is replaced by fallbackMove, told in a DEBUG
    // line added to `replies`. Called between beginSearch and endSearch.
    BotMove searchOwnMove(const Position& position, const SearchBudget& budget, Replies& replies);
    // The free cell nearest the centre that the brain may play (not one
    // forbidden to it as black under Renju, while there is another).
    [[nodiscard]] Point fallbackMove(const Position& position) const;
    // Replaces the position: the stones in this order, black as given.
    void setBoard(const std::vector<Stone>& stones, Side black);
    void place(Point p, bool own);
    void clearBoard();
    [[nodiscard]] bool onBoard(Point p) const;
    [[nodiscard]] std::size_t index(Point p) const;
    [[nodiscard]] Rules currentRules() const;
    [[nodiscard]] std::chrono::steady_clock::time_point now() const { return options_.clock(); }

    bool beginSearch();
    bool endSearch(); // true when the move must be dropped

    std::unique_ptr<Bot> bot_;
    BrainOptions options_;

    bool started_ = false;
    int width_ = 0;
    int height_ = 0;
    int ruleFlags_ = 0;
    TimeControl limits_;
    std::vector<Stone> stones_;
    std::vector<int> cells_;       // 0 empty, 1 own, 2 opponent
    Side black_ = Side::Undecided; // set by the first stone or by a BOARD's counts
    std::chrono::milliseconds matchUsed_{0};

    Block block_ = Block::None;
    std::vector<Stone> blockStones_;
    std::optional<std::string> blockError_;
    int blockLine_ = 0;
    std::chrono::steady_clock::time_point blockStarted_;
    std::vector<std::string> notices_; // told as DEBUG lines with the next reply
    Random openingRandom_;             // the candidates of the swap2 proposals

    TurnPlan lastPlan_;
    SearchInfo lastSearch_;

    // Yixin Board's INFO keys: show_detail (1 realtime messages, 2 each
    // depth, 3 both), max_node and max_depth (0: no limit).
    int showDetail_ = 0;
    std::uint64_t maxNodes_ = 0;
    int maxDepth_ = 0;
    LineWriter lineWriter_;
    std::chrono::steady_clock::time_point lastProgress_;

    std::mutex searchMutex_;
    std::atomic<bool> cancel_{false};
    std::atomic<bool> searching_{false};
    bool interrupted_ = false; // guarded by searchMutex_
    bool halted_ = false;      // guarded by searchMutex_
    bool stopPending_ = false; // guarded by searchMutex_: YXSTOP came before the search
    std::atomic<bool> finished_{false};
};

} // namespace ttt
