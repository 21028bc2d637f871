#include "search.hpp"

#include "five/board.hpp"
#include "position.hpp"
#include "zobrist.hpp"

#include <algorithm>
#include <array>
#include <atomic>
#include <cassert>
#include <cmath>
#include <cstdlib>
#include <optional>
#include <thread>

namespace ttt::hard {

namespace {

// ---- Fixed numbers (the tunable ones are in SearchParams) ------------------

constexpr int kRootVcfFours = 40;
constexpr std::uint64_t kRootVcfNodes = 200'000;
// SearchOptions::rootRefutations: the opponent's VCF after a root move.
constexpr int kRefutationVcfFours = 30;
constexpr std::uint64_t kRefutationVcfNodes = 3'000;
constexpr int kHistoryMax = 1 << 14;

// Lazy SMP: each helper's seed is the main one's plus its number times a
// prime, and its root noise is larger, so that the threads order the root
// differently; helpers add their node counts in steps of this many.
constexpr std::uint64_t kHelperSeedStride = 7919;
constexpr std::uint64_t kMainRootNoise = 15;
constexpr std::uint64_t kHelperNodeStep = 1024;

// Aspiration: past this half-width the window opens fully.
constexpr int kAspirationMaxWindow = 1000;
// A chain of fours in the quiescence search goes on near its previous four:
// within this many cells in any direction, or this many on its lines.
constexpr int kNearFourSquare = 2;
constexpr int kNearFourLine = 4;
// The root reduces its quiet late moves by a ply from this depth and move number.
constexpr int kRootReductionDepth = 4;
constexpr std::size_t kRootReductionIndex = 4;
// Under a game clock an iteration starts only while the time used is below the
// move's target times this factor: less once the best move has stayed the
// same for a few iterations, more while it changes.
constexpr double kTimeFactorSettled = 0.6;   // the same best move 4 iterations in a row
constexpr double kTimeFactorSteady = 0.9;    // 2 or 3
constexpr double kTimeFactorUnsettled = 1.4; // it just changed
constexpr int kSettledIterations = 4;
constexpr int kSteadyIterations = 2;
// A root with one move is forced; searched to this depth for its score.
constexpr int kForcedMoveDepth = 4;

// Move ordering: the table's move, killers and the counter move ahead of the
// board's own order (SearchBoard::orderValue) and the history.
constexpr int kTTMoveScore = 1 << 28;
constexpr int kKillerScore = 6'000;
constexpr int kCounterScore = 4'000;

// 100 ln(depth) ln(move number), for the reductions of every move.
struct LogTable {
    std::array<std::array<int, 64>, 64> v{};
    LogTable() {
        for (int d = 1; d < 64; ++d) {
            for (int i = 1; i < 64; ++i) {
                v[static_cast<std::size_t>(d)][static_cast<std::size_t>(i)] =
                    static_cast<int>(100.0 * std::log(d) * std::log(i));
            }
        }
    }
    [[nodiscard]] int at(int depth, int index) const {
        return v[static_cast<std::size_t>(std::clamp(depth, 1, 63))]
                [static_cast<std::size_t>(std::clamp(index, 1, 63))];
    }
};

struct Shared {
    explicit Shared(const SearchOptions& o) : options(&o) {
        const SearchParams& p = o.params;
        for (int d = 0; d < 64; ++d) {
            const double limit = p.lmpBase + std::pow(d, p.lmpExponent / 100.0);
            moveCounts[static_cast<std::size_t>(d)][1] = static_cast<int>(limit);
            moveCounts[static_cast<std::size_t>(d)][0] =
                static_cast<int>(limit * p.lmpNotImproving / 100.0);
        }
    }
    TimeManager* time = nullptr;
    const SearchOptions* options;
    LogTable logs;
    std::array<std::array<int, 2>, 64> moveCounts{}; // [depth][improving]
    std::atomic<bool> stop{false};
    std::atomic<std::uint64_t> helperNodes{0};
};

template <SearchBoard B> class Worker {
public:
    Worker(const B& board, TranspositionTable& tt, Shared& shared, int id)
        : b_(board), tt_(tt), shared_(shared), p_(shared.options->params), id_(id) {
        for (auto& h : history_) {
            h.assign(static_cast<std::size_t>(b_.cellCount()), 0);
        }
        for (auto& c : counter_) {
            c.assign(static_cast<std::size_t>(b_.cellCount()), kNoCell);
        }
        vcfCache_.assign(kVcfCacheSize, 0);
        defenceMark_.assign(static_cast<std::size_t>(b_.cellCount()), 0);
    }

    SearchResult run();
    [[nodiscard]] std::uint64_t nodes() const { return nodes_; }

private:
    [[nodiscard]] bool main() const { return id_ == 0; }
    [[nodiscard]] bool exact() const { return shared_.options->exact; }
    [[nodiscard]] bool stopNow();
    [[nodiscard]] bool stopped() const { return shared_.stop.load(std::memory_order_relaxed); }

    [[nodiscard]] std::optional<int> enterNode(int ply);
    int search(int alpha, int beta, int depth, int ply, bool cutNode);
    int quiescence(int alpha, int beta, int ply, int foursLeft, Side attacker);
    // Searches root_[first..]: the moves before it are the better lines of
    // a multi-PV search, already searched at this depth.
    int rootSearch(int depth, int alpha, int beta, std::size_t first);
    // rootSearch within a window around the line's last score, widened
    // until the score falls inside it.
    int aspirationSearch(int depth, int previousScore, std::size_t first);
    [[nodiscard]] bool lineProven(int score, int depth) const;
    // What an iteration stopped halfway still tells: its finished lines,
    // or the leading move of its first line.
    void keepUnfinishedIteration(SearchResult& result, const std::vector<RootLine>& lines,
                                 std::size_t lineCount) const;
    // Plies to a five by continuous fours of the side to move, 0 if none found.
    int vcf(int foursLeft, int ply, int& firstMove);
    [[nodiscard]] int findVcf(int maxFours, std::uint64_t nodeBudget, int& firstMove);

    void generate(std::vector<ScoredMove>& out, int ply, int ttMove, bool defenceOnly);
    void generateFours(std::vector<ScoredMove>& out);
    // The side to move's fours near one of its stones (kNearFourSquare,
    // kNearFourLine): the next link of a chain of fours.
    void generateFoursNear(std::vector<ScoredMove>& out, int centre);
    // Marks the cells that stop the opponent's open-four threats.
    void markDefences();
    [[nodiscard]] int orderScore(int cell, Side me) const;
    static ScoredMove pickNext(std::vector<ScoredMove>& list, std::size_t from);
    void rewardQuiet(int ply, int move, int depth, const std::vector<ScoredMove>& tried,
                     std::size_t triedCount);
    [[nodiscard]] int moveCountLimit(int depth, bool improving) const {
        return shared_
            .moveCounts[static_cast<std::size_t>(std::clamp(depth, 0, 63))][improving ? 1 : 0];
    }
    [[nodiscard]] bool isQuiet(int cell, Side me) const {
        return !b_.makesThree(me, cell) && !b_.makesThree(opponent(me), cell);
    }

    B b_;
    TranspositionTable& tt_;
    Shared& shared_;
    const SearchParams& p_;
    int id_;
    std::uint64_t nodes_ = 0;
    std::uint64_t vcfLimit_ = 0;
    std::array<std::vector<int>, 2> history_;
    std::array<std::vector<int>, 2> counter_;
    SearchStack stack_;
    PvTable pv_;
    static constexpr std::size_t kVcfCacheSize = 1 << 14;
    std::vector<std::uint64_t> vcfCache_; // positions where a short VCF search failed
    std::vector<std::uint32_t> defenceMark_;
    std::uint32_t defenceStamp_ = 0;

    struct RootMove {
        int cell = kNoCell;
        int score = -kInfinity;
        int order = 0;
        // Plies to the opponent's five by a VCF after this move (0: none
        // found; -1: not looked for yet).
        int refutedIn = -1;
    };
    [[nodiscard]] int opponentVcfAfter(RootMove& move);
    std::vector<RootMove> root_;
    int completedDepth_ = 0;
};

template <SearchBoard B> bool Worker<B>::stopNow() {
    if (main()) {
        if (shared_.time->mustStop(nodes_)) {
            shared_.stop.store(true, std::memory_order_relaxed);
        }
    } else if (nodes_ % kHelperNodeStep == 0) {
        shared_.helperNodes.fetch_add(kHelperNodeStep, std::memory_order_relaxed);
    }
    return stopped();
}

template <SearchBoard B> int Worker<B>::orderScore(int cell, Side me) const {
    return b_.orderValue(me, cell) +
           history_[static_cast<std::size_t>(me)][static_cast<std::size_t>(cell)] / 4;
}

template <SearchBoard B>
ScoredMove Worker<B>::pickNext(std::vector<ScoredMove>& list, std::size_t from) {
    std::size_t best = from;
    for (std::size_t i = from + 1; i < list.size(); ++i) {
        if (list[i].score > list[best].score) {
            best = i;
        }
    }
    std::swap(list[from], list[best]);
    return list[from];
}

template <SearchBoard B>
void Worker<B>::generate(std::vector<ScoredMove>& out, int ply, int ttMove, bool defenceOnly) {
    out.clear();
    const Side me = b_.sideToMove();
    const auto& k = stack_.at(ply).killers;
    const int last = b_.lastMove();
    const int counter =
        last == kNoCell ? kNoCell
                        : counter_[static_cast<std::size_t>(me)][static_cast<std::size_t>(last)];
    if (defenceOnly) {
        markDefences();
    }
    // Renju: black never plays a foul, except at a root whose fouls were
    // checked exactly (the patterns may take a legal move for one).
    const bool skipFouls =
        b_.renju() && me == kFirst && (ply > 0 || !shared_.options->rootFoulsChecked);
    // An exact search tries every empty cell, elsewhere the candidates near the stones.
    const bool everywhere = exact();
    auto a = b_.area();
    if (everywhere) {
        a.x0 = 0;
        a.y0 = 0;
        a.x1 = b_.width() - 1;
        a.y1 = b_.height() - 1;
    }
    for (int y = a.y0; y <= a.y1; ++y) {
        for (int x = a.x0, cell = b_.cellOf(a.x0, y); x <= a.x1; ++x, ++cell) {
            if (!(everywhere ? b_.isEmpty(cell) : b_.isCandidate(cell)) ||
                (skipFouls && b_.isForbidden(me, cell))) {
                continue;
            }
            if (defenceOnly && defenceMark_[static_cast<std::size_t>(cell)] != defenceStamp_ &&
                !b_.makesFour(me, cell)) {
                continue;
            }
            int score = orderScore(cell, me);
            if (cell == ttMove) {
                score += kTTMoveScore;
            } else if (cell == k[0]) {
                score += kKillerScore;
            } else if (cell == k[1]) {
                score += kKillerScore / 2;
            } else if (cell == counter) {
                score += kCounterScore;
            }
            out.push_back(ScoredMove{cell, score});
        }
    }
}

template <SearchBoard B> void Worker<B>::markDefences() {
    ++defenceStamp_;
    b_.forEachDefence(opponent(b_.sideToMove()), [this](int cell) {
        defenceMark_[static_cast<std::size_t>(cell)] = defenceStamp_;
    });
}

template <SearchBoard B> void Worker<B>::generateFours(std::vector<ScoredMove>& out) {
    out.clear();
    const Side me = b_.sideToMove();
    if (b_.fourCount(me) == 0) {
        return;
    }
    const auto a = b_.area();
    for (int y = a.y0; y <= a.y1; ++y) {
        for (int x = a.x0, cell = b_.cellOf(a.x0, y); x <= a.x1; ++x, ++cell) {
            if (b_.isEmpty(cell) && b_.makesFour(me, cell)) {
                out.push_back(ScoredMove{cell, orderScore(cell, me)});
            }
        }
    }
}

template <SearchBoard B>
void Worker<B>::generateFoursNear(std::vector<ScoredMove>& out, int centre) {
    out.clear();
    const Side me = b_.sideToMove();
    if (b_.fourCount(me) == 0) {
        return;
    }
    const int cx = b_.xOf(centre);
    const int cy = b_.yOf(centre);
    for (int dy = -kNearFourLine; dy <= kNearFourLine; ++dy) {
        for (int dx = -kNearFourLine; dx <= kNearFourLine; ++dx) {
            const int ax = std::abs(dx);
            const int ay = std::abs(dy);
            const bool nearSquare = ax <= kNearFourSquare && ay <= kNearFourSquare;
            const bool onLine = dx == 0 || dy == 0 || ax == ay;
            const int x = cx + dx;
            const int y = cy + dy;
            if ((!nearSquare && !onLine) || x < 0 || y < 0 || x >= b_.width() || y >= b_.height()) {
                continue;
            }
            const int cell = b_.cellOf(x, y);
            if (b_.isEmpty(cell) && b_.makesFour(me, cell)) {
                out.push_back(ScoredMove{cell, orderScore(cell, me)});
            }
        }
    }
}

template <SearchBoard B>
void Worker<B>::rewardQuiet(int ply, int move, int depth, const std::vector<ScoredMove>& tried,
                            std::size_t triedCount) {
    const Side me = b_.sideToMove();
    stack_.at(ply).addKiller(move);
    const int last = b_.lastMove();
    if (last != kNoCell) {
        counter_[static_cast<std::size_t>(me)][static_cast<std::size_t>(last)] = move;
    }
    auto& h = history_[static_cast<std::size_t>(me)];
    const int bonus = std::min(depth * depth * 16, 2'000);
    const auto apply = [&](int cell, int delta) {
        int& v = h[static_cast<std::size_t>(cell)];
        v += delta - v * std::abs(delta) / kHistoryMax;
    };
    apply(move, bonus);
    for (std::size_t i = 0; i < triedCount; ++i) {
        if (tried[i].cell != move && isQuiet(tried[i].cell, me)) {
            apply(tried[i].cell, -bonus);
        }
    }
}

template <SearchBoard B> int Worker<B>::vcf(int foursLeft, int ply, int& firstMove) {
    if (stopped()) {
        return 0;
    }
    ++nodes_;
    if (nodes_ >= vcfLimit_ || ply >= kMaxPly - 4 || stopNow()) {
        return 0;
    }
    const Side me = b_.sideToMove();
    const Side op = opponent(me);
    if (b_.fives(me) > 0) {
        firstMove = b_.fiveCell(me);
        return 1;
    }
    auto& list = stack_.at(std::min(ply, kMaxPly)).moves;
    if (b_.fives(op) > 0) {
        // The defender's block made a four: our answer must block it and be a four itself.
        const int block = b_.fiveCell(op);
        if (b_.fives(op) > 1 || !b_.makesFour(me, block)) {
            return 0;
        }
        list.assign(1, ScoredMove{block, 0});
    } else {
        if (b_.openFours(me) > 0) {
            firstMove = b_.openFourCell(me);
            return 3;
        }
        if (foursLeft <= 0 || b_.fourCount(me) == 0) {
            return 0;
        }
        const std::uint64_t key = b_.hash() ^ static_cast<std::uint64_t>(foursLeft);
        if (vcfCache_[key & (kVcfCacheSize - 1)] == key) {
            return 0;
        }
        generateFours(list);
    }
    for (std::size_t i = 0; i < list.size(); ++i) {
        const int m = pickNext(list, i).cell;
        b_.play(m);
        int plies = 0;
        if (b_.fives(op) == 0) { // the defender cannot win first
            if (b_.fives(me) >= 2) {
                plies = 3;
            } else if (b_.fives(me) == 1) {
                const int block = b_.fiveCell(me);
                if (b_.isForbidden(op, block)) {
                    plies = 3; // Renju: black may not block there
                } else {
                    b_.play(block);
                    int unused = kNoCell;
                    const int rest = vcf(foursLeft - 1, ply + 2, unused);
                    b_.undo();
                    plies = rest > 0 ? rest + 2 : 0;
                }
            }
        }
        b_.undo();
        if (plies > 0) {
            firstMove = m;
            return plies;
        }
        if (stopped() || nodes_ >= vcfLimit_) {
            return 0;
        }
    }
    if (b_.fives(op) == 0) {
        const std::uint64_t key = b_.hash() ^ static_cast<std::uint64_t>(foursLeft);
        vcfCache_[key & (kVcfCacheSize - 1)] = key;
    }
    return 0;
}

template <SearchBoard B>
int Worker<B>::findVcf(int maxFours, std::uint64_t nodeBudget, int& firstMove) {
    const std::uint64_t saved = vcfLimit_;
    vcfLimit_ = nodes_ + nodeBudget;
    const int plies = vcf(maxFours, 0, firstMove);
    vcfLimit_ = saved;
    return plies;
}

template <SearchBoard B> int Worker<B>::opponentVcfAfter(RootMove& move) {
    if (move.refutedIn < 0) {
        b_.play(move.cell);
        int first = kNoCell;
        const int plies = findVcf(kRefutationVcfFours, kRefutationVcfNodes, first);
        b_.undo();
        if (stopped()) {
            return 0; // not finished: look again next time
        }
        move.refutedIn = plies;
    }
    return move.refutedIn;
}

// What every node of the tree does first: counts itself, stops at a limit
// and scores a position its fives decide. Empty: the node is to be searched.
template <SearchBoard B> std::optional<int> Worker<B>::enterNode(int ply) {
    if (stopped()) {
        return 0; // counts no node past a limit
    }
    ++nodes_;
    pv_.startNode(ply);
    if (stopNow()) {
        return 0;
    }
    const Side me = b_.sideToMove();
    if (b_.fives(me) > 0) {
        return mateIn(ply + 1);
    }
    if (b_.fives(opponent(me)) > 1) {
        return matedIn(ply + 2);
    }
    return std::nullopt;
}

template <SearchBoard B>
int Worker<B>::quiescence(int alpha, int beta, int ply, int foursLeft, Side attacker) {
    assert(-kInfinity <= alpha && alpha < beta && beta <= kInfinity);
    assert(ply > 0 && ply < kMaxPly);
    if (const std::optional<int> decided = enterNode(ply)) {
        return *decided;
    }
    const Side me = b_.sideToMove();
    const Side op = opponent(me);
    const int theirFives = b_.fives(op);
    if (b_.emptyCount() == 0) {
        return 0;
    }
    if (ply >= kMaxPly - 2) {
        return b_.evaluate();
    }
    if (theirFives == 1) {
        const int block = b_.fiveCell(op);
        if (b_.isForbidden(me, block)) {
            return matedIn(ply + 2); // Renju: black may not block there
        }
        b_.play(block);
        const int score = -quiescence(-beta, -alpha, ply + 1, foursLeft, attacker);
        b_.undo();
        if (score > alpha) {
            pv_.update(ply, block);
        }
        return score;
    }
    if (b_.openFours(me) > 0) {
        return mateIn(ply + 3);
    }
    const int standPat = b_.evaluate();
    if (standPat >= beta || foursLeft <= 0 || me != attacker || b_.fourCount(me) == 0) {
        return standPat;
    }
    // Chains of fours transpose a lot: the table keeps them affordable.
    const std::uint64_t key = b_.hash();
    TTHit hit;
    if (tt_.probe(key, ply, hit) && settles(hit.bound, hit.score, alpha, beta)) {
        return hit.score;
    }
    const int alphaAtStart = std::max(alpha, standPat);
    int best = standPat;
    int bestMove = kNoCell;
    alpha = alphaAtStart;
    auto& list = stack_.at(ply).moves;
    // After the chain's first four the next one is looked for near it (the
    // attacker's stone two plies back): a chain that jumps about is rarely a
    // win, and the whole board costs a scan at every link.
    const bool local =
        p_.quiescenceLocal == 2 || (p_.quiescenceLocal == 1 && foursLeft < p_.quiescenceFours);
    if (local && b_.moveCount() >= 2) {
        generateFoursNear(list, b_.moveAt(b_.moveCount() - 2));
    } else {
        generateFours(list);
    }
    // Deeper in the chain only fours that make something more than a four:
    // plain fours there mostly waste stones and the search would explode.
    const bool plainFours = p_.quiescenceFours - foursLeft < p_.quiescencePlainFours;
    for (std::size_t i = 0; i < list.size(); ++i) {
        const int m = pickNext(list, i).cell;
        if (!plainFours && b_.makesPlainFour(me, m)) {
            continue;
        }
        b_.play(m);
        const int score = -quiescence(-beta, -alpha, ply + 1, foursLeft - 1, attacker);
        b_.undo();
        if (stopped()) {
            return 0;
        }
        if (score > best) {
            best = score;
            bestMove = m;
            if (score > alpha) {
                alpha = score;
                pv_.update(ply, m);
                if (alpha >= beta) {
                    break;
                }
            }
        }
    }
    tt_.store(key, best, bestMove, 0, nodeBound(best, alphaAtStart, beta), ply);
    return best;
}

template <SearchBoard B>
int Worker<B>::search(int alpha, int beta, int depth, int ply, bool cutNode) {
    assert(-kInfinity <= alpha && alpha < beta && beta <= kInfinity);
    assert(ply > 0 && ply < kMaxPly);
    const bool pvNode = beta - alpha > 1;
    if (const std::optional<int> decided = enterNode(ply)) {
        return *decided;
    }
    const Side me = b_.sideToMove();
    const Side op = opponent(me);
    const int theirFives = b_.fives(op);
    if (theirFives == 0 && b_.openFours(me) > 0) {
        return mateIn(ply + 3);
    }
    if (b_.emptyCount() == 0 || b_.isDeadDraw()) {
        return 0;
    }
    // Nothing here can beat a win found closer to the root.
    alpha = std::max(alpha, matedIn(ply));
    beta = std::min(beta, mateIn(ply + 1));
    if (alpha >= beta) {
        return alpha;
    }
    if (ply >= kMaxPly - 4) {
        return b_.evaluate();
    }
    const int forced = theirFives == 1 ? b_.fiveCell(op) : kNoCell;
    if (forced != kNoCell && b_.isForbidden(me, forced)) {
        return matedIn(ply + 2); // Renju: black may not block there
    }
    if (depth <= 0 && forced == kNoCell) {
        return quiescence(alpha, beta, ply, p_.quiescenceFours, me);
    }

    const std::uint64_t key = b_.hash();
    TTHit hit;
    int ttMove = kNoCell;
    if (tt_.probe(key, ply, hit)) {
        if (hit.move >= 0 && hit.move < b_.cellCount() && b_.isEmpty(hit.move)) {
            ttMove = hit.move;
        }
        if (!pvNode && hit.depth >= depth && settles(hit.bound, hit.score, alpha, beta)) {
            return hit.score;
        }
    }

    auto& list = stack_.at(ply).moves;
    const bool theirThreat = b_.openFours(op) > 0; // an open three to answer
    int eval = 0;
    bool improving = true;
    stack_.at(ply).staticEval = -kInfinity;
    if (forced == kNoCell) {
        eval = b_.evaluate();
        stack_.at(ply).staticEval = eval;
        if (ply >= 2 && stack_.at(ply - 2).staticEval != -kInfinity) {
            improving = eval > stack_.at(ply - 2).staticEval;
        }
        if (!pvNode && !exact() && !isMateScore(beta)) {
            // Razoring: far below alpha near the horizon, trust the quiescence search.
            if (depth <= p_.razorDepth && eval + p_.razorMargin * depth < alpha) {
                const int v = quiescence(alpha - 1, alpha, ply, p_.quiescenceFours, me);
                if (v < alpha) {
                    return v;
                }
            }
            // Reverse futility: far above beta with no threat to answer.
            if (depth <= p_.futilityDepth && !theirThreat &&
                eval - p_.futilityMargin * depth >= beta) {
                return eval;
            }
        }
        generate(list, ply, ttMove, theirThreat);
        if (list.empty()) {
            // Nothing stops the open three (or no candidate at all): any move loses.
            generate(list, ply, ttMove, false);
        }
    } else {
        list.assign(1, ScoredMove{forced, 0});
    }
    if (list.empty()) {
        return b_.evaluate();
    }

    const int alphaAtStart = alpha;
    // A forced block uses no depth: the opponent's threat sequence is followed.
    const int newDepth = forced != kNoCell ? depth : depth - 1;
    int best = -kInfinity;
    int bestMove = kNoCell;
    std::size_t searched = 0;
    bool onlyFours = false;
    for (std::size_t i = 0; i < list.size(); ++i) {
        const ScoredMove sm = pickNext(list, i);
        const int m = sm.cell;
        const bool quiet = forced == kNoCell && !theirThreat && isQuiet(m, me);
        const int index = static_cast<int>(i);
        // Late moves, whatever they make, are pruned once enough were tried
        // (the ordering puts the threats first), on the principal variation
        // after lmpPv times as many; not while every move so far loses, so
        // that no loss is claimed that a pruned move would avoid. Only fours
        // that make more than a four are left then (a plain four mostly
        // spends a stone): the rest leaves the list at once rather than being
        // picked and skipped one by one.
        const auto keptLate = [&](int cell) {
            return b_.makesFour(me, cell) &&
                   (p_.lmpPlainFours == 0 || !b_.makesPlainFour(me, cell));
        };
        if (!onlyFours && !exact() && forced == kNoCell && !theirThreat &&
            (!pvNode || p_.lmpPv > 0) && !isLossScore(best) &&
            index >= moveCountLimit(depth, improving) * (pvNode ? p_.lmpPv : 1)) {
            onlyFours = true;
            list.erase(std::remove_if(list.begin() + static_cast<long>(i) + 1, list.end(),
                                      [&](const ScoredMove& s) { return !keptLate(s.cell); }),
                       list.end());
        }
        if (onlyFours && !keptLate(m)) {
            continue;
        }
        // Near the horizon a quiet move far below alpha cannot raise it.
        if (!pvNode && !exact() && quiet && !isLossScore(best) && depth <= 2 &&
            eval + p_.futilityMargin * (depth + 1) <= alpha) {
            continue;
        }
        int reduction = 0;
        // Late moves are searched shallower, by ln(depth) ln(move number),
        // less for threes and their blocks, on the principal variation and
        // while the position improves, more at expected cut nodes; a move
        // with a good history less. Fours and forced blocks never.
        if (!exact() && depth >= 2 && index >= (pvNode ? 2 : 1) && forced == kNoCell &&
            !b_.makesFour(me, m)) {
            const bool important = b_.makesThree(me, m) || b_.makesThree(op, m);
            int r100 = shared_.logs.at(depth, index + 1) * p_.lmrScale / 100;
            r100 -= important ? p_.lmrImportant : 0;
            r100 += cutNode ? 100 : 0;
            r100 -= pvNode ? 100 : 0;
            r100 += improving ? 0 : p_.lmrNotImproving;
            r100 -= history_[static_cast<std::size_t>(me)][static_cast<std::size_t>(m)] / 60;
            reduction = std::clamp((r100 + 50) / 100, 0, std::max(0, newDepth - 1));
        }
        b_.play(m);
        tt_.prefetch(b_.hash());
        int score = 0;
        if (searched == 0) {
            score = -search(-beta, -alpha, newDepth, ply + 1, !pvNode && !cutNode);
        } else {
            score = -search(-alpha - 1, -alpha, newDepth - reduction, ply + 1, true);
            if (score > alpha && reduction > 0) {
                score = -search(-alpha - 1, -alpha, newDepth, ply + 1, !cutNode);
            }
            if (score > alpha && score < beta && pvNode) {
                score = -search(-beta, -alpha, newDepth, ply + 1, false);
            }
        }
        b_.undo();
        ++searched;
        if (stopped()) {
            return 0;
        }
        if (score > best) {
            best = score;
            bestMove = m;
            if (score > alpha) {
                alpha = score;
                if (pvNode) {
                    pv_.update(ply, m);
                }
                if (alpha >= beta) {
                    if (quiet) {
                        rewardQuiet(ply, m, depth, list, i);
                    }
                    break;
                }
            }
        }
    }
    if (searched == 0) {
        // Every move was pruned: the node is worth about its static value.
        return eval;
    }
    tt_.store(key, best, bestMove, depth, nodeBound(best, alphaAtStart, beta), ply);
    return best;
}

template <SearchBoard B>
int Worker<B>::rootSearch(int depth, int alpha, int beta, std::size_t first) {
    pv_.startNode(0);
    int best = -kInfinity;
    const auto lead = root_.begin() + static_cast<long>(first);
    for (std::size_t i = first; i < root_.size(); ++i) {
        const int m = root_[i].cell;
        // A move after which the opponent wins by continuous fours is lost,
        // whatever the search's horizon says.
        if (shared_.options->rootRefutations) {
            if (const int plies = opponentVcfAfter(root_[i]); plies > 0 || stopped()) {
                if (stopped()) {
                    break;
                }
                const int score = matedIn(plies + 1);
                root_[i].score = score;
                if (score > best) {
                    best = score;
                    if (score > alpha) {
                        alpha = score;
                        pv_.startNode(1);
                        pv_.update(0, m);
                        std::rotate(lead, root_.begin() + static_cast<long>(i),
                                    root_.begin() + static_cast<long>(i) + 1);
                        if (alpha >= beta) {
                            break;
                        }
                    }
                }
                continue;
            }
        }
        b_.play(m);
        int score = 0;
        if (i == first) {
            score = -search(-beta, -alpha, depth - 1, 1, false);
        } else {
            const bool quiet = isQuiet(m, opponent(b_.sideToMove()));
            const int reduction = !exact() && depth >= kRootReductionDepth && quiet &&
                                          i - first >= kRootReductionIndex
                                      ? 1
                                      : 0;
            score = -search(-alpha - 1, -alpha, depth - 1 - reduction, 1, true);
            if (!stopped() && score > alpha && reduction > 0) {
                score = -search(-alpha - 1, -alpha, depth - 1, 1, false);
            }
            if (!stopped() && score > alpha && score < beta) {
                score = -search(-beta, -alpha, depth - 1, 1, false);
            }
        }
        b_.undo();
        if (stopped()) {
            break;
        }
        root_[i].score = score;
        if (score > best) {
            best = score;
            if (score > alpha) {
                alpha = score;
                pv_.update(0, m);
                // The best move so far leads the list (and the next iteration).
                std::rotate(lead, root_.begin() + static_cast<long>(i),
                            root_.begin() + static_cast<long>(i) + 1);
                if (alpha >= beta) {
                    break;
                }
            }
        }
    }
    return best;
}

template <SearchBoard B>
int Worker<B>::aspirationSearch(int depth, int previousScore, std::size_t first) {
    int alpha = -kInfinity;
    int beta = kInfinity;
    int window = p_.aspirationWindow;
    if (!exact() && depth >= p_.aspirationDepth && !isMateScore(previousScore)) {
        alpha = previousScore - window;
        beta = previousScore + window;
    }
    for (;;) {
        const int score = rootSearch(depth, alpha, beta, first);
        if (stopped()) {
            return score;
        }
        if (score <= alpha) {
            beta = (alpha + beta) / 2;
            alpha = std::max(-kInfinity, score - window);
        } else if (score >= beta) {
            beta = std::min(kInfinity, score + window);
        } else {
            return score;
        }
        window *= 2;
        if (window > kAspirationMaxWindow) {
            alpha = -kInfinity;
            beta = kInfinity;
        }
    }
}

template <SearchBoard B>
void Worker<B>::keepUnfinishedIteration(SearchResult& result, const std::vector<RootLine>& lines,
                                        std::size_t lineCount) const {
    std::vector<RootLine> kept;
    if (!lines.empty()) {
        // The first line finished: the best move at this depth is known.
        const RootLine& best = lines.front();
        result.move = best.move;
        result.score = best.score;
        result.depth = best.depth;
        result.proven = main() && best.proven;
        result.setPv(best.pv);
        kept = lines;
    } else if (root_.front().score > -kInfinity && root_.front().cell != result.move) {
        // The leading move was searched in full with a score above the last
        // iteration's alternatives: keep it.
        result.move = root_.front().cell;
        result.score = root_.front().score;
        // Its line as far as this iteration found it (the reply expected
        // after it, for pondering), when the table of lines still holds it.
        const std::vector<int> found = pv_.line();
        result.pv =
            !found.empty() && found.front() == result.move ? found : std::vector<int>{result.move};
        kept.push_back(RootLine{result.move, result.score, result.depth, false, result.pv});
    } else {
        return;
    }
    // Then the last iteration's other lines.
    for (const RootLine& line : result.lines) {
        if (kept.size() < lineCount &&
            std::none_of(kept.begin(), kept.end(),
                         [&](const RootLine& k) { return k.move == line.move; })) {
            kept.push_back(line);
        }
    }
    result.lines = std::move(kept);
}

// A score the search has proven: a win as soon as it is found, a loss once
// every defence was searched deep enough (all of them, when exact), any
// score once an exact search reached the end of the game.
template <SearchBoard B> bool Worker<B>::lineProven(int score, int depth) const {
    if (isMateScore(score)) {
        const int distance = mateDistance(score);
        return score > 0 || (exact() ? distance <= depth : distance + 2 <= depth);
    }
    return exact() && depth >= b_.emptyCount();
}

template <SearchBoard B> SearchResult Worker<B>::run() {
    assert(b_.checkConsistency() && "the board's kept patterns match its stones");
    SearchResult result;
    const Side me = b_.sideToMove();
    const Side op = opponent(me);
    const std::vector<int>& excluded = shared_.options->excludedRootCells;
    const auto allowed = [&](int cell) {
        return std::find(excluded.begin(), excluded.end(), cell) == excluded.end();
    };
    const auto decided = [&](int move, int score, int depth) {
        return SearchResult::decided(move, score, depth, nodes_);
    };
    if (b_.fives(me) > 0 && allowed(b_.fiveCell(me))) {
        return decided(b_.fiveCell(me), mateIn(1), 1);
    }
    if (b_.fives(op) > 1 && allowed(b_.fiveCell(op))) {
        return decided(b_.fiveCell(op), matedIn(2), 2);
    }
    if (b_.fives(op) == 0 && b_.openFours(me) > 0 && allowed(b_.openFourCell(me))) {
        return decided(b_.openFourCell(me), mateIn(3), 3);
    }
    if (main() && shared_.options->rootVcf && b_.fives(op) == 0 && b_.fourCount(me) > 0) {
        int first = kNoCell;
        if (const int plies = findVcf(kRootVcfFours, kRootVcfNodes, first);
            plies > 0 && allowed(first)) {
            return decided(first, mateIn(plies), plies);
        }
    }
    auto& list = stack_.at(0).moves;
    const auto dropExcluded = [&] {
        std::erase_if(list, [&](const ScoredMove& m) { return !allowed(m.cell); });
    };
    if (b_.fives(op) == 1) {
        list.assign(1, ScoredMove{b_.fiveCell(op), 0});
        dropExcluded();
    } else {
        generate(list, 0, kNoCell, b_.openFours(op) > 0);
        dropExcluded();
    }
    if (list.empty()) {
        generate(list, 0, kNoCell, false);
        dropExcluded();
    }
    if (list.empty()) {
        // No candidate near the stones (cannot happen with a stone on the
        // board) or every one excluded: take any allowed empty cell.
        for (int y = 0; y < b_.height() && list.empty(); ++y) {
            for (int x = 0; x < b_.width(); ++x) {
                if (b_.isEmpty(b_.cellOf(x, y)) && allowed(b_.cellOf(x, y))) {
                    list.push_back(ScoredMove{b_.cellOf(x, y), 0});
                    break;
                }
            }
        }
    }
    assert(!list.empty() && "the root has no allowed move");
    const std::uint64_t seed =
        shared_.options->seed + static_cast<std::uint64_t>(id_) * kHelperSeedStride;
    root_.clear();
    for (const ScoredMove& m : list) {
        // The seed only decides between moves that look equally good; helper
        // threads get more noise so that they search other moves first.
        const std::uint64_t noiseRange =
            1 + (main() ? kMainRootNoise : static_cast<std::uint64_t>(std::max(0, p_.helperNoise)));
        const auto noise = static_cast<int>(
            splitMix64(seed ^ (static_cast<std::uint64_t>(m.cell) << 20)) % noiseRange);
        root_.push_back(RootMove{m.cell, -kInfinity, m.score * 16 + noise});
    }
    std::stable_sort(root_.begin(), root_.end(),
                     [](const RootMove& a, const RootMove& b) { return a.order > b.order; });

    result.move = root_.front().cell;
    result.score = b_.evaluate();
    // The nodes two plies down compare their static value with the root's,
    // which is taken as even (the value the tuned parameters were fitted with).
    stack_.at(0).staticEval = 0;
    result.pv = {result.move};
    TimeManager& time = *shared_.time;
    // The lines of a multi-PV search: each is the best of the moves after
    // the lines before it (one line: the best move alone).
    const std::size_t lineCount =
        std::min(root_.size(), static_cast<std::size_t>(std::max(1, shared_.options->multiPv)));
    std::vector<int> previousScores(lineCount, 0);
    std::vector<RootLine> lines;
    int stableIterations = 0;
    const int maxDepth = shared_.options->maxDepth;
    for (int depth = 1; depth <= maxDepth; ++depth) {
        // Helpers search every other depth one deeper, so threads spread out.
        const int searchDepth =
            main() || p_.helperSkip == 0 ? depth : std::min(maxDepth, depth + ((id_ + depth) & 1));
        if (main() && depth > 1 && !time.mayStartIteration()) {
            break;
        }
        lines.clear();
        for (std::size_t line = 0; line < lineCount && !stopped(); ++line) {
            const int score = aspirationSearch(searchDepth, previousScores[line], line);
            if (stopped()) {
                break;
            }
            previousScores[line] = score;
            const RootMove& lead = root_[line];
            RootLine found{lead.cell, score, searchDepth, lineProven(score, searchDepth), {}};
            found.pv = pv_.line();
            if (found.pv.empty() || found.pv.front() != lead.cell) {
                found.pv = {lead.cell};
            }
            lines.push_back(std::move(found));
            // Best first: a later line that scores more (the tree is not
            // searched twice alike) moves up, its root move with it.
            for (std::size_t j = line; j > 0 && lines[j].score > lines[j - 1].score; --j) {
                std::swap(lines[j], lines[j - 1]);
                std::swap(root_[j], root_[j - 1]);
                std::swap(previousScores[j], previousScores[j - 1]);
            }
        }
        const int bestBefore = result.move;
        if (stopped()) {
            keepUnfinishedIteration(result, lines, lineCount);
            break;
        }
        completedDepth_ = searchDepth;
        const int score = lines.front().score;
        result.move = root_.front().cell;
        result.score = score;
        result.depth = searchDepth;
        result.setPv(lines.front().pv);
        result.lines = lines;
        stableIterations = result.move == bestBefore ? stableIterations + 1 : 0;
        for (auto& r : root_) {
            r.score = -kInfinity;
        }
        if (!main()) {
            continue;
        }
        result.proven = lines.front().proven;
        if (shared_.options->onIteration) {
            SearchResult sofar = result;
            sofar.nodes = nodes_ + shared_.helperNodes.load(std::memory_order_relaxed);
            shared_.options->onIteration(sofar);
        }
        if (std::all_of(lines.begin(), lines.end(), [](const RootLine& l) { return l.proven; })) {
            break;
        }
        if (root_.size() == 1 && searchDepth >= kForcedMoveDepth && !exact()) {
            result.forced = true;
            break; // a forced move: no need to think longer
        }
        if (time.timed()) {
            // Under a game clock, stop early once the choice has settled.
            const double used = time.elapsedMs();
            const double target = time.targetMs();
            if (target < time.deadlineMs()) {
                const double factor = stableIterations >= kSettledIterations ? kTimeFactorSettled
                                      : stableIterations >= kSteadyIterations
                                          ? kTimeFactorSteady
                                          : kTimeFactorUnsettled;
                if (used >= target * factor) {
                    break;
                }
            }
        }
    }
    if (result.lines.empty()) {
        result.lines.push_back(
            RootLine{result.move, result.score, result.depth, result.proven, result.pv});
    }
    result.nodes = nodes_;
    return result;
}

} // namespace

template <SearchBoard B>
SearchResult search(const B& board, TranspositionTable& tt, TimeManager& time,
                    const SearchOptions& options) {
    Shared shared(options);
    shared.time = &time;
    tt.newSearch();
    const int threads = std::clamp(options.threads, 1, 64);
    std::vector<std::unique_ptr<Worker<B>>> workers;
    for (int i = 0; i < threads; ++i) {
        workers.push_back(std::make_unique<Worker<B>>(board, tt, shared, i));
    }
    std::vector<SearchResult> helperResults(static_cast<std::size_t>(threads));
    std::vector<std::jthread> helpers;
    for (int i = 1; i < threads; ++i) {
        helpers.emplace_back(
            [&worker = *workers[static_cast<std::size_t>(i)],
             &slot = helperResults[static_cast<std::size_t>(i)]] { slot = worker.run(); });
    }
    SearchResult result = workers.front()->run();
    shared.stop.store(true, std::memory_order_relaxed);
    helpers.clear(); // joins
    std::uint64_t nodes = result.nodes;
    for (int i = 1; i < threads; ++i) {
        nodes += workers[static_cast<std::size_t>(i)]->nodes();
    }
    // The threads drift apart in depth: a helper that finished a deeper
    // iteration than the main thread knows more, unless the main thread's
    // answer is proven or forced.
    if (options.params.bestThread != 0 && !result.proven && !result.forced) {
        for (int i = 1; i < threads; ++i) {
            const SearchResult& h = helperResults[static_cast<std::size_t>(i)];
            if (h.move != kNoCell && (h.depth > result.depth || (h.proven && h.score > 0))) {
                result = h;
            }
        }
    }
    result.nodes = nodes;
    extendLineFromTable(board, tt, result);
    return result;
}

template <SearchBoard B>
void extendLineFromTable(const B& board, const TranspositionTable& tt, SearchResult& result) {
    if (result.pv.size() != 1 || result.move == kNoCell || !board.isEmpty(result.move) ||
        board.fives(board.sideToMove()) > 0) {
        return; // a full line, no move, or a move that ends the game
    }
    B after = board;
    after.play(result.move);
    TTHit hit;
    if (after.emptyCount() == 0 || !tt.probe(after.hash(), 1, hit) || hit.move < 0 ||
        hit.move >= after.cellCount() || !after.isEmpty(hit.move) ||
        after.isForbidden(after.sideToMove(), hit.move)) {
        return;
    }
    result.pv.push_back(hit.move);
    for (RootLine& line : result.lines) {
        if (line.move == result.move && line.pv.size() == 1) {
            line.pv = result.pv;
        }
    }
}

template void extendLineFromTable(const five::Board& board, const TranspositionTable& tt,
                                  SearchResult& result);
template void extendLineFromTable(const Position& board, const TranspositionTable& tt,
                                  SearchResult& result);
template SearchResult search(const five::Board& board, TranspositionTable& tt, TimeManager& time,
                             const SearchOptions& options);
template SearchResult search(const Position& board, TranspositionTable& tt, TimeManager& time,
                             const SearchOptions& options);

} // namespace ttt::hard
