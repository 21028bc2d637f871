#include "search_facade.hpp"

#include "five/board.hpp"
#include "position.hpp"
#include "search.hpp"
#include "small_board_solver.hpp"
#include "threat_search.hpp"
#include "tictactoe/ai/candidates.hpp"
#include "tictactoe/game/renju.hpp"
#include "zobrist.hpp"

#include <algorithm>
#include <bit>
#include <future>
#include <mutex>
#include <stdexcept>
#include <system_error>

namespace ttt::hard {

namespace {

// Unlimited field: the window keeps this much room around the stones, is
// rebuilt when stones come closer than kMinRoom to its edge, and never grows
// beyond kMaxWindow (then it follows the newest stones).
constexpr int kRoom = 24;
constexpr int kMinRoom = 10;
constexpr int kMaxWindow = 160;

// The Gomoku line tables and evaluation weights of both overline rules: about
// 100 ms the first time in a program, nothing later (they are kept).
void buildFiveTables() {
    for (const bool exact : {false, true}) {
        (void)PatternTable(5, exact);
        (void)five::PatternTables::get(exact);
        (void)five::evalWeights(exact);
    }
}

} // namespace

// buildFiveTables() running on a thread of its own. Shared by the facades
// that exist meanwhile (a game restored at start-up replaces the Hard player
// made a moment before): the last of them to go waits for the thread, so
// none outlives them, and none runs while the program ends.
class SearchFacade::TableBuild {
public:
    TableBuild() {
        try {
            built_ = std::async(std::launch::async, buildFiveTables).share();
        } catch (const std::system_error&) {
            buildFiveTables(); // no thread to be had: build them now
        }
    }

    // Waits for the tables; rethrows what the build threw.
    void wait() const {
        if (const std::shared_future<void> built = built_; built.valid()) {
            built.get();
        }
    }

    // The build under way, or a new one (which finds the tables made and ends
    // at once) when none is.
    static std::shared_ptr<const TableBuild> shared() {
        static std::mutex mutex;
        static std::weak_ptr<const TableBuild> current;
        const std::scoped_lock lock(mutex);
        auto build = current.lock();
        if (!build) {
            build = std::make_shared<const TableBuild>();
            current = build;
        }
        return build;
    }

private:
    std::shared_future<void> built_;
};

namespace {

// The five-in-a-row board's rule for the game's rules.
five::Rule fiveRule(const Rules& rules) {
    const bool exact = rules.overline == Overline::Exact;
    switch (rules.restriction) {
    case Restriction::Renju:
        return five::Rule::Renju;
    case Restriction::Caro:
        return exact ? five::Rule::CaroExact : five::Rule::Caro;
    case Restriction::None:
        break;
    }
    return exact ? five::Rule::Exact : five::Rule::Freestyle;
}

// On the general board (lengths of line other than five) the facade first looks for the
// side to move's VCF, then its VCT, each with a budget of nodes and a share of
// the move's time (the VCT only while the first tenth of the time is left).
constexpr int kOwnVcfFours = 60;
constexpr std::uint64_t kOwnVcfNodes = 200'000;
constexpr double kOwnVcfTimeShare = 0.3;
constexpr int kOwnVctThreats = 4;
constexpr int kOwnVctFours = 30;
constexpr std::uint64_t kOwnVctNodes = 400'000;
constexpr double kOwnVctTimeShare = 0.25;
constexpr double kOwnVctStartShare = 0.1;

// Bounded boards up to this many cells are solved exactly (no forward pruning,
// every empty cell considered).
constexpr long long kExactCells = 30;

// The most lines a multi-PV search gives (SearchBudget::multiPv).
constexpr int kMaxLines = 64;

// What a search result says, in the game's points; nodesBefore: those of
// the solvers and threat searches that ran first.
SearchInfo infoOf(const SearchResult& result, const auto& toPoint, std::uint64_t nodesBefore,
                  const TimeManager& time) {
    const auto points = [&](const std::vector<int>& cells) {
        std::vector<Point> line;
        line.reserve(cells.size());
        for (const int cell : cells) {
            line.push_back(toPoint(cell));
        }
        return line;
    };
    SearchInfo info;
    info.score = result.score;
    info.depth = result.depth;
    info.nodes = nodesBefore + result.nodes;
    info.proven = result.proven;
    info.forced = result.forced;
    info.pv = points(result.pv);
    for (const RootLine& l : result.lines) {
        info.lines.push_back(
            SearchInfo::Line{toPoint(l.move), l.score, l.depth, l.proven, points(l.pv)});
    }
    info.elapsed = time.elapsed();
    return info;
}

// Tells the budget's listener each finished iteration, in the game's points.
void reportIterations(SearchOptions& options, const SearchBudget& budget, const auto& toPoint,
                      std::uint64_t nodesBefore, const TimeManager& time) {
    if (budget.onProgress) {
        options.onIteration = [&budget, toPoint, nodesBefore, &time](const SearchResult& r) {
            budget.onProgress(infoOf(r, toPoint, nodesBefore, time));
        };
    }
}

// An answer found without the search (the opening move, the solver's, a
// threat sequence's) is its own one line.
BotMove withItsLine(BotMove answer) {
    const SearchInfo& i = answer.info;
    answer.info.lines = {SearchInfo::Line{answer.move, i.score, i.depth, i.proven, i.pv}};
    return answer;
}

// Share of the budget the small-board solver may spend before the general
// search takes over: most of it where that search is exhaustive anyway, less
// on larger boards, where the search needs its time more.
double solverShare(const Rules& rules) {
    return rules.cellCount() <= kExactCells ? 0.8 : 0.4;
}

// A losing reply that is no simple missed block weighs this many times more.
constexpr int kTrapWeight = 16;

// Boards up to this many cells look for traps in a drawn position.
constexpr long long kTrapCells = 12;

// Among the moves that keep a drawn position drawn, one of those that leave
// the opponent the most losing replies, a fork counting far more than a
// missed block: a perfect player loses nothing by setting traps, and people
// fall into them (so the top of the ladder beats the levels below it on 3x3
// too). Nothing when the budget runs out first.
std::optional<int> drawingMoveWithMostTraps(SmallBoardSolver& solver, const Rules& rules,
                                            std::uint64_t mine, std::uint64_t theirs,
                                            TimeManager& time, std::uint64_t seed) {
    const int cells = static_cast<int>(rules.cellCount());
    const auto pointOf = [&](int cell) { return Point{cell % rules.width, cell / rules.width}; };
    const auto boardOf = [&](std::uint64_t a, Mark markA, std::uint64_t b) {
        Board board(rules);
        for (int cell = 0; cell < cells; ++cell) {
            if (((a >> cell) & 1U) != 0) {
                board.place(pointOf(cell), markA);
            } else if (((b >> cell) & 1U) != 0) {
                board.place(pointOf(cell), opponent(markA));
            }
        }
        return board;
    };
    const auto bit = [](int cell) { return std::uint64_t{1} << cell; };
    int mostTraps = -1;
    std::vector<int> best;
    for (int move = 0; move < cells; ++move) {
        if (((mine | theirs) & bit(move)) != 0) {
            continue;
        }
        const std::uint64_t after = mine | bit(move);
        if (std::popcount(after | theirs) == cells) {
            continue; // the last cell: no traps left to set
        }
        const Board board = boardOf(theirs, Mark::O, after); // O: the opponent, to move
        int traps = 0;
        bool drawn = true;
        for (int reply = 0; reply < cells && drawn; ++reply) {
            if (((after | theirs) & bit(reply)) != 0) {
                continue;
            }
            if (makesWin(board, pointOf(reply), Mark::O, Mark::X)) {
                drawn = false; // the move leaves a win in one
                break;
            }
            if (std::popcount(after | theirs | bit(reply)) == cells) {
                continue; // the board fills up: a draw
            }
            const auto value = solver.solve(after, theirs | bit(reply), time);
            if (!value) {
                return std::nullopt;
            }
            drawn = value->score >= 0;
            // A reply that leaves a win in one is no trap: anyone sees it.
            Board replied = board;
            replied.place(pointOf(reply), Mark::O);
            bool obvious = false;
            for (int cell = 0; cell < cells && !obvious; ++cell) {
                obvious = replied.isEmpty(pointOf(cell)) &&
                          makesWin(replied, pointOf(cell), Mark::X, Mark::X);
            }
            // A fork counts most; a missed block still counts a little
            // (against a careless player it wins too).
            traps += value->score > 0 ? (obvious ? 1 : kTrapWeight) : 0;
        }
        if (!drawn) {
            continue;
        }
        if (traps > mostTraps) {
            mostTraps = traps;
            best.clear();
        }
        if (traps == mostTraps) {
            best.push_back(move);
        }
    }
    if (best.empty()) {
        return std::nullopt;
    }
    return best[splitMix64(seed ^ (mine | theirs)) % best.size()];
}

// The solver's proven answer, or nothing; nodesSpent counts its work either way.
std::optional<BotMove> solveSmallBoard(const GameView& view, const SearchBudget& budget,
                                       TimeManager::Clock::time_point start, std::uint64_t seed,
                                       std::uint64_t& nodesSpent) {
    SearchBudget share = budget;
    const double fraction = solverShare(view.rules);
    if (budget.timeLimit.count() > 0) {
        share.timeLimit = std::max(
            std::chrono::milliseconds{1},
            std::chrono::duration_cast<std::chrono::milliseconds>(budget.timeLimit * fraction));
    }
    if (budget.nodeLimit) {
        share.nodeLimit = std::max<std::uint64_t>(
            1, static_cast<std::uint64_t>(static_cast<double>(*budget.nodeLimit) * fraction));
    }
    TimeManager time(share, start);
    SmallBoardSolver solver(view.rules, share.nodeLimit);
    const Mark me = view.toMove;
    std::uint64_t mine = 0;
    std::uint64_t theirs = 0;
    for (const Point p : view.board.stones()) {
        const std::uint64_t bit = std::uint64_t{1} << (p.y * view.rules.width + p.x);
        (view.board.at(p) == me ? mine : theirs) |= bit;
    }
    auto solved = solver.solve(mine, theirs, time);
    nodesSpent = solver.nodes();
    if (!solved) {
        return std::nullopt;
    }
    if (solved->score == 0 && view.rules.cellCount() <= kTrapCells) {
        if (const auto trap =
                drawingMoveWithMostTraps(solver, view.rules, mine, theirs, time, seed)) {
            solved->move = *trap;
        }
    }
    BotMove answer;
    answer.move = Point{solved->move % view.rules.width, solved->move / view.rules.width};
    answer.info.score = solved->score;
    answer.info.depth = static_cast<int>(view.rules.cellCount()) -
                        static_cast<int>(view.board.stoneCount()); // to the end of the game
    answer.info.nodes = solved->nodes;
    answer.info.pv = {answer.move};
    answer.info.proven = true;
    answer.info.elapsed = time.elapsed();
    return withItsLine(answer);
}

} // namespace

SearchFacade::SearchFacade(std::uint64_t seed)
    // The Gomoku tables, on a thread of their own: neither here (a Hard
    // player is made while the game window opens, which would wait) nor
    // inside a timed first move (chooseMove() waits for them before its clock
    // starts).
    : seed_(seed), tables_(TableBuild::shared()) {}

SearchFacade::~SearchFacade() = default;

void SearchFacade::prepare(const Rules& rules) {
    if (tables_) {
        tables_->wait(); // mostly built long ago
        tables_.reset();
    }
    if (rules.k == 5 && rules.restriction != Restriction::None) {
        // Renju's and Caro's line tables are built on first use (60-90 ms).
        (void)five::PatternTables::get(fiveRule(rules));
    }
}

void SearchFacade::reset() {
    if (tt_) {
        tt_->forgetAll(); // without touching the memory
    }
}

SearchFacade::Window SearchFacade::chooseWindow(const GameView& view, bool keepCurrent) const {
    if (!view.rules.unlimited) {
        return Window{0, 0, view.rules.width, view.rules.height};
    }
    const auto box = view.board.bounds();
    const BoundingBox b = box.value_or(BoundingBox{{0, 0}, {0, 0}});
    // Keep the current window while the stones stay well inside it, so that
    // the transposition table stays valid from move to move.
    if (keepCurrent && ttWindow_ && ttRules_ == view.rules) {
        const Window& w = *ttWindow_;
        if (b.min.x - w.x0 >= kMinRoom && b.min.y - w.y0 >= kMinRoom &&
            w.x0 + w.width - 1 - b.max.x >= kMinRoom && w.y0 + w.height - 1 - b.max.y >= kMinRoom) {
            return w;
        }
    }
    const long long spanX = static_cast<long long>(b.max.x) - b.min.x + 1 + 2LL * kRoom;
    const long long spanY = static_cast<long long>(b.max.y) - b.min.y + 1 + 2LL * kRoom;
    if (spanX <= kMaxWindow && spanY <= kMaxWindow) {
        return Window{b.min.x - kRoom, b.min.y - kRoom, static_cast<int>(spanX),
                      static_cast<int>(spanY)};
    }
    // Stones spread too far apart: look at the fight around the newest stone.
    const Point centre =
        view.history.empty() ? view.board.stones().back() : view.history.back().point;
    return Window{centre.x - kMaxWindow / 2, centre.y - kMaxWindow / 2, kMaxWindow, kMaxWindow};
}

std::size_t tableMegabytes(const Rules& rules, const SearchBudget& budget) {
    constexpr std::size_t kMaxMegabytes = 32;
    constexpr double kNodesPerMs = 2000.0;
    constexpr double kBytesPerNode = 16.0;
    if (!rules.unlimited && rules.cellCount() <= kExactCells) {
        return 1;
    }
    // On a clock the move's share shrinks as the clock runs down: the
    // player's own time a move keeps the table (and what it holds) the same
    // size all game.
    const std::chrono::milliseconds time = budget.clock && budget.clock->turnLimit.count() > 0
                                               ? budget.clock->turnLimit
                                               : budget.timeLimit;
    double nodes = 0;
    if (budget.nodeLimit) {
        nodes = static_cast<double>(*budget.nodeLimit);
    } else if (time.count() > 0) {
        // Two threads fill a table about twice as fast.
        nodes = static_cast<double>(time.count()) * kNodesPerMs * std::max(1, budget.threads);
    } else {
        return kMaxMegabytes;
    }
    std::size_t megabytes = 1;
    while (megabytes < kMaxMegabytes &&
           static_cast<double>(megabytes) * 1024 * 1024 < nodes * kBytesPerNode) {
        megabytes *= 2;
    }
    return megabytes;
}

TranspositionTable& SearchFacade::table(const Rules& rules, const Window& window,
                                        const SearchBudget& budget) {
    const std::size_t megabytes = tableMegabytes(rules, budget);
    if (!tt_ || tt_->megabytes() != megabytes) {
        tt_ = std::make_unique<TranspositionTable>(megabytes);
        tt_->forgetAll();
    } else if (ttRules_ != rules || ttWindow_ != window) {
        tt_->forgetAll(); // cell numbers mean other points now
    }
    ttRules_ = rules;
    ttWindow_ = window;
    return *tt_;
}

BotMove SearchFacade::chooseFive(const GameView& view, const SearchBudget& budget,
                                 TimeManager::Clock::time_point start) {
    const Rules& rules = view.rules;
    const bool deterministic = budget.nodeLimit.has_value() || budget.timeLimit.count() <= 0;
    const Window window = chooseWindow(view, !deterministic);
    TranspositionTable& tt = table(rules, window, budget);
    if (deterministic) {
        tt.forgetAll();
    }
    // Renju: black is side 0 of the board whichever mark it has (its patterns
    // know its fouls); elsewhere X is side 0.
    const five::Rule rule = fiveRule(rules);
    const Mark side0 = rules.isRenju() ? view.black() : Mark::X;
    const auto sideOf = [&](Mark m) { return m == side0 ? kFirst : kSecond; };
    const bool exactWeights = rules.overline == Overline::Exact || rules.isRenju();
    five::Board board(window.width, window.height, rule, five::evalWeights(exactWeights));
    for (const Point p : view.board.stones()) {
        if (window.contains(p)) {
            board.setSideToMove(sideOf(view.board.at(p)));
            board.play(board.cellOf(p.x - window.x0, p.y - window.y0));
        }
    }
    board.setSideToMove(sideOf(view.toMove));

    SearchOptions options;
    if (rules.isRenju() && view.toMove == view.black()) {
        // The root's fouls exactly; the tree's come from the patterns.
        options.rootFoulsChecked = true;
        for (const Point p : renju::forbiddenPoints(view.board, view.toMove)) {
            if (window.contains(p)) {
                options.excludedRootCells.push_back(board.cellOf(p.x - window.x0, p.y - window.y0));
            }
        }
    }
    if (budget.maxDepth > 0) {
        options.maxDepth = std::min(options.maxDepth, budget.maxDepth);
    }
    options.threads = std::max(1, budget.threads);
    options.multiPv = std::clamp(budget.multiPv, 1, kMaxLines);
    options.seed = seed_;
    TimeManager time(budget, start);
    const auto toPoint = [&board, window](int cell) {
        return Point{board.xOf(cell) + window.x0, board.yOf(cell) + window.y0};
    };
    reportIterations(options, budget, toPoint, 0, time);
    const SearchResult result = search(board, tt, time, options);

    BotMove answer;
    answer.move = toPoint(result.move);
    if (result.move == kNoCell || !view.board.isEmpty(answer.move)) {
        throw std::logic_error("HardBot: the search found no legal move");
    }
    answer.info = infoOf(result, toPoint, 0, time);
    return answer;
}

bool SearchFacade::ponder(const GameView& view, const SearchBudget& budget) {
    const Rules& rules = view.rules;
    // The solvers' small boards keep nothing for the next move; a search
    // under a node limit forgets the table; an opening rule's decision or task
    // is OpeningPlayer's, not a search's; the first stone needs no thought.
    const bool solved = !rules.unlimited &&
                        (rules.cellCount() <= kExactCells ||
                         (rules.restriction == Restriction::None && SmallBoardSolver::fits(rules)));
    if (solved || budget.nodeLimit || budget.timeLimit.count() <= 0 || budget.cancelled() ||
        view.board.stoneCount() == 0 || view.board.isFull() || view.choice || view.placingOpening ||
        view.task != OpeningTask{}) {
        return false;
    }
    SearchBudget thinking = budget;
    thinking.pondering = true;
    thinking.multiPv = 1;
    thinking.targetTime = std::chrono::milliseconds{0};
    thinking.onProgress = {};
    (void)chooseMove(view, thinking);
    return true;
}

BotMove SearchFacade::chooseMove(const GameView& view, const SearchBudget& budget) {
    const Rules& rules = view.rules;
    prepare(rules); // the tables, not on the clock of the first move that needs them
    const auto start = TimeManager::Clock::now();
    BotMove answer;
    if (view.board.isFull()) {
        throw std::invalid_argument("HardBot: the board has no empty cell");
    }
    const bool exact = !rules.unlimited && rules.cellCount() <= kExactCells;
    // Several lines are searched, not looked up: the solver's one proven
    // move gives one line. On an empty board the centre is the one move
    // worth playing, however many lines are asked for.
    const bool multiPv = budget.multiPv > 1;
    if (view.board.stoneCount() == 0 && !exact) {
        answer.move = rules.unlimited ? Point{0, 0} : Point{rules.width / 2, rules.height / 2};
        answer.info.depth = 0;
        answer.info.pv = {answer.move};
        return withItsLine(answer);
    }

    // Small boards: an exact solver first; the search below takes
    // over with the rest of the budget when it cannot finish in time.
    std::uint64_t solverNodes = 0;
    SearchBudget rest = budget;
    // The solver and the general board know no Renju or Caro: five in a
    // row's board takes those on every board.
    const bool restricted = rules.restriction != Restriction::None;
    if (!restricted && !multiPv && SmallBoardSolver::fits(rules)) {
        if (auto solved = solveSmallBoard(view, budget, start, seed_, solverNodes)) {
            return *solved;
        }
        if (budget.nodeLimit) {
            rest.nodeLimit = *budget.nodeLimit > solverNodes ? *budget.nodeLimit - solverNodes : 1;
        }
    }

    if (rules.k == 5 && (!exact || restricted)) {
        return chooseFive(view, rest, start);
    }

    // A reproducible budget must give the same answer whatever was searched
    // before: then the window depends on this position alone and the table
    // forgets earlier searches.
    const bool deterministic = budget.nodeLimit.has_value() || budget.timeLimit.count() <= 0;
    const Window window = chooseWindow(view, !deterministic);
    TranspositionTable& tt = table(rules, window, budget);
    if (deterministic) {
        tt.forgetAll();
    }

    Position pos(window.width, window.height, rules.k, rules.overline == Overline::Exact);
    for (const Point p : view.board.stones()) {
        if (window.contains(p)) {
            pos.setSideToMove(view.board.at(p) == Mark::O ? kSecond : kFirst);
            pos.play(pos.cellOf(p.x - window.x0, p.y - window.y0));
        }
    }
    pos.setSideToMove(view.toMove == Mark::O ? kSecond : kFirst);

    // Before the search, the side to move's win by fours, then by fours and
    // threes (the search itself looks for fours only).
    std::uint64_t threatNodes = 0;
    if (!exact && pos.fives(opponent(pos.sideToMove())) == 0) {
        TimeManager threatTime(rest, start);
        ThreatSearch threats(pos, threatTime, threatNodes);
        ThreatSearch::Win win = threats.findVcf(kOwnVcfFours, kOwnVcfNodes, kOwnVcfTimeShare);
        if (win.move == kNoCell && !threatTime.stopped() &&
            threatTime.withinShare(kOwnVctStartShare)) {
            win = threats.findVct(kOwnVctThreats, kOwnVctFours, kOwnVctNodes, kOwnVctTimeShare);
        }
        if (win.move != kNoCell) {
            answer.move = Point{pos.xOf(win.move) + window.x0, pos.yOf(win.move) + window.y0};
            answer.info.score = mateIn(win.plies);
            answer.info.depth = win.plies;
            answer.info.nodes = solverNodes + threatNodes;
            answer.info.proven = true;
            answer.info.pv = {answer.move};
            answer.info.elapsed = threatTime.elapsed();
            return withItsLine(answer);
        }
        if (rest.nodeLimit) {
            rest.nodeLimit = *rest.nodeLimit > threatNodes ? *rest.nodeLimit - threatNodes : 1;
        }
    }

    SearchOptions options;
    options.exact = exact;
    options.rootVcf = false; // looked for above
    options.rootRefutations = !exact;
    if (budget.maxDepth > 0) {
        options.maxDepth = std::min(options.maxDepth, budget.maxDepth);
    }
    options.threads = std::max(1, budget.threads);
    options.multiPv = std::clamp(budget.multiPv, 1, kMaxLines);
    options.seed = seed_;
    // The razoring and futility margins were tuned on five in a row's
    // evaluation: on the general board they cost strength (docs/bots.md).
    // The narrower move-count pruning and the local chains of fours were
    // measured on five in a row only (the chains' reach is five's).
    options.params.razorDepth = 0;
    options.params.futilityDepth = 0;
    options.params.quiescenceLocal = 0;
    options.params.lmpPlainFours = 0;
    options.params.lmpPv = 0;

    TimeManager time(rest, start);
    const auto toPoint = [&pos, window](int cell) {
        return Point{pos.xOf(cell) + window.x0, pos.yOf(cell) + window.y0};
    };
    reportIterations(options, budget, toPoint, solverNodes + threatNodes, time);
    const SearchResult result = search(pos, tt, time, options);

    answer.move = toPoint(result.move);
    if (result.move == kNoCell || !view.board.isEmpty(answer.move)) {
        throw std::logic_error("HardBot: the search found no legal move");
    }
    answer.info = infoOf(result, toPoint, solverNodes + threatNodes, time);
    return answer;
}

} // namespace ttt::hard
