#include "search.hpp"

#include "zobrist.hpp"

#include <algorithm>
#include <cstdlib>

namespace ttt::hard {

namespace {

constexpr int kQuiescenceFours = 8;
constexpr int kKillerBonus = 1 << 11;
constexpr int kTTMoveBonus = 1 << 28;
constexpr int kHistoryCap = 1 << 10;
// After each root move, the opponent's VCF is looked for with this budget.
constexpr std::uint64_t kRootVcfNodes = 3'000;
constexpr int kRootVcfFours = 30;
// Before the search: the side to move's own VCF, then its VCT, each with a
// budget of nodes and a share of the move's time (the VCT only while the
// first tenth of the time is left).
constexpr int kOwnVcfFours = 60;
constexpr std::uint64_t kOwnVcfNodes = 200'000;
constexpr double kOwnVcfTimeShare = 0.3;
constexpr int kOwnVctThreats = 4;
constexpr int kOwnVctFours = 30;
constexpr std::uint64_t kOwnVctNodes = 400'000;
constexpr double kOwnVctTimeShare = 0.25;
constexpr double kOwnVctStartShare = 0.1;
// A root with one move is forced; searched to this depth for its score.
constexpr int kForcedMoveDepth = 4;

bool isQuiet(const Position& pos, int cell) {
    const Side me = pos.sideToMove();
    return pos.category(me, cell) >= kCatOther && pos.category(opponent(me), cell) >= kCatOther;
}

} // namespace

Searcher::Searcher(Position& pos, TranspositionTable& tt, TimeManager& time,
                   const SearchOptions& options)
    : pos_(pos), tt_(tt), time_(time), options_(options), threats_(pos, time, nodes_) {
    for (auto& h : history_) {
        h.assign(static_cast<std::size_t>(pos.cellCount()), 0);
    }
}

void Searcher::rewardQuietMove(int ply, int move, int depth) {
    stack_.at(ply).addKiller(move);
    auto& h = history_[static_cast<std::size_t>(pos_.sideToMove())][static_cast<std::size_t>(move)];
    h = std::min(h + depth * depth, kHistoryCap);
}

void Searcher::orderMoves(std::vector<ScoredMove>& moves, int ply, int ttMove) {
    const auto& k = stack_.at(ply).killers;
    const auto& h = history_[static_cast<std::size_t>(pos_.sideToMove())];
    for (auto& m : moves) {
        if (m.cell == ttMove) {
            m.score += kTTMoveBonus;
        } else if (m.cell == k[0]) {
            m.score += kKillerBonus;
        } else if (m.cell == k[1]) {
            m.score += kKillerBonus / 2;
        }
        m.score += h[static_cast<std::size_t>(m.cell)];
    }
    sortMoves(moves);
}

bool Searcher::isSolved(int score, int depth) const {
    if (isMateScore(score)) {
        const int distance = mateDistance(score);
        if (options_.exact) {
            return distance <= depth;
        }
        return score > 0 || distance + 2 <= depth;
    }
    return options_.exact && depth >= pos_.emptyCount();
}

std::optional<int> Searcher::enterNode(int ply) {
    pv_.startNode(ply);
    ++nodes_;
    if (stop()) {
        return 0;
    }
    const Side me = pos_.sideToMove();
    if (pos_.count(me, kCatFive) > 0) {
        return mateIn(ply + 1);
    }
    if (pos_.emptyCount() == 0 || pos_.isDeadDraw()) {
        return 0;
    }
    if (pos_.count(opponent(me), kCatFive) > 1) {
        return matedIn(ply + 2);
    }
    return std::nullopt;
}

int Searcher::quiescence(int alpha, int beta, int ply, int foursLeft, Side attacker) {
    assert(-kInfinity <= alpha && alpha < beta && beta <= kInfinity);
    assert(ply > 0 && ply < kMaxPly);
    if (const auto decided = enterNode(ply)) {
        return *decided;
    }
    const Side me = pos_.sideToMove();
    const Side op = opponent(me);
    if (pos_.count(op, kCatFive) > 0) {
        if (ply >= kMaxPly - 2) {
            return pos_.evaluate();
        }
        const int block = pos_.findCell(op, kCatFive);
        pos_.play(block);
        const int score = -quiescence(-beta, -alpha, ply + 1, foursLeft, attacker);
        pos_.undo();
        if (score > alpha) {
            pv_.update(ply, block);
        }
        return score;
    }
    if (pos_.count(me, kCatFlex4) > 0) {
        return mateIn(ply + 3);
    }
    const int standPat = pos_.evaluate();
    // Only the side that reached the horizon attacks: a defender's own fours
    // would make this search explode and are mostly delaying moves.
    if (ply >= kMaxPly - 2 || foursLeft <= 0 || me != attacker || pos_.fourCount(me) == 0 ||
        standPat >= beta) {
        return standPat;
    }
    // Chains of fours transpose a lot: the table keeps them affordable.
    const std::uint64_t key = pos_.hash();
    int ttMove = kNoCell;
    if (TTHit hit; tt_.probe(key, ply, hit)) {
        if (hit.move >= 0 && hit.move < pos_.cellCount() && pos_.isEmpty(hit.move)) {
            ttMove = hit.move;
        }
        if (settles(hit.bound, hit.score, alpha, beta)) {
            return hit.score;
        }
    }
    const int alphaAtStart = std::max(alpha, standPat);
    int best = standPat;
    int bestMove = kNoCell;
    alpha = alphaAtStart;
    auto& moves = stack_.at(ply).moves;
    generateFours(pos_, moves);
    orderMoves(moves, ply, ttMove);
    for (const auto& move : moves) {
        const int m = move.cell;
        pos_.play(m);
        const int score = -quiescence(-beta, -alpha, ply + 1, foursLeft - 1, attacker);
        pos_.undo();
        if (time_.stopped()) {
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

int Searcher::search(int alpha, int beta, int depth, int ply, bool pvNode) {
    assert(-kInfinity <= alpha && alpha < beta && beta <= kInfinity);
    assert(ply > 0 && ply < kMaxPly);
    if (const auto decided = enterNode(ply)) {
        return *decided;
    }
    const Side me = pos_.sideToMove();
    const Side op = opponent(me);
    int forced = kNoCell;
    if (pos_.count(op, kCatFive) > 0) {
        forced = pos_.findCell(op, kCatFive);
    } else if (pos_.count(me, kCatFlex4) > 0) {
        return mateIn(ply + 3);
    }
    // Nothing here can beat a win already found closer to the root.
    alpha = std::max(alpha, matedIn(ply));
    beta = std::min(beta, mateIn(ply + 1));
    if (alpha >= beta) {
        return alpha;
    }
    if (ply >= kMaxPly - 2) {
        return pos_.evaluate();
    }
    if (depth <= 0 && forced == kNoCell) {
        return quiescence(alpha, beta, ply, kQuiescenceFours, me);
    }

    const std::uint64_t key = pos_.hash();
    int ttMove = kNoCell;
    if (TTHit hit; tt_.probe(key, ply, hit)) {
        if (hit.move >= 0 && hit.move < pos_.cellCount() && pos_.isEmpty(hit.move)) {
            ttMove = hit.move;
        }
        if (!pvNode && hit.depth >= depth && settles(hit.bound, hit.score, alpha, beta)) {
            return hit.score;
        }
    }

    auto& moves = stack_.at(ply).moves;
    if (forced != kNoCell) {
        moves.assign(1, ScoredMove{forced, 0});
    } else {
        generateMoves(pos_, options_.scope, moves);
        orderMoves(moves, ply, ttMove);
    }
    if (moves.empty()) {
        return pos_.evaluate();
    }

    const int alphaAtStart = alpha;
    // A forced block does not use up depth: the threat sequence is followed.
    const int childDepth = forced != kNoCell ? depth : depth - 1;
    int best = -kInfinity;
    int bestMove = kNoCell;
    for (std::size_t i = 0; i < moves.size(); ++i) {
        const int m = moves[i].cell;
        const bool quiet = forced == kNoCell && isQuiet(pos_, m);
        const int index = static_cast<int>(i);
        if (!options_.exact && !pvNode && quiet && depth <= 3 && index >= 4 + 4 * depth &&
            !isLossScore(best)) {
            continue; // late quiet moves at the horizon rarely matter
        }
        const int reduction =
            (!options_.exact && quiet && depth >= 3 && index >= 3) ? 1 + (index >= 8 ? 1 : 0) : 0;
        pos_.play(m);
        int score = 0;
        if (i == 0) {
            score = -search(-beta, -alpha, childDepth, ply + 1, pvNode);
        } else {
            score = -search(-alpha - 1, -alpha, childDepth - reduction, ply + 1, false);
            if (score > alpha && reduction > 0) {
                score = -search(-alpha - 1, -alpha, childDepth, ply + 1, false);
            }
            if (score > alpha && score < beta && pvNode) {
                score = -search(-beta, -alpha, childDepth, ply + 1, true);
            }
        }
        pos_.undo();
        if (time_.stopped()) {
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
                        rewardQuietMove(ply, m, depth);
                    }
                    break;
                }
            }
        }
    }
    tt_.store(key, best, bestMove, depth, nodeBound(best, alphaAtStart, beta), ply);
    return best;
}

int Searcher::opponentVcfAfter(RootMove& move) {
    if (move.refutedIn < 0) {
        pos_.play(move.cell);
        const ThreatSearch::Win win = threats_.findVcf(kRootVcfFours, kRootVcfNodes, 1.0);
        pos_.undo();
        move.refutedIn = win.move == kNoCell ? 0 : win.plies;
    }
    return move.refutedIn;
}

int Searcher::rootSearch(int depth, int alpha, int beta) {
    pv_.startNode(0);
    int best = -kInfinity;
    for (std::size_t i = 0; i < rootMoves_.size(); ++i) {
        int score = 0;
        // A move after which the opponent wins by continuous fours is lost,
        // whatever the main search's horizon says.
        if (options_.threatSearch) {
            if (const int plies = opponentVcfAfter(rootMoves_[i]); plies > 0) {
                score = matedIn(plies + 1);
                if (time_.stopped()) {
                    break;
                }
                rootMoves_[i].score = score;
                if (score > best) {
                    best = score;
                    if (score > alpha) {
                        alpha = score;
                        pv_.startNode(1);
                        pv_.update(0, rootMoves_[i].cell);
                        std::rotate(rootMoves_.begin(), rootMoves_.begin() + static_cast<long>(i),
                                    rootMoves_.begin() + static_cast<long>(i) + 1);
                    }
                }
                continue;
            }
        }
        pos_.play(rootMoves_[i].cell);
        if (i == 0) {
            score = -search(-beta, -alpha, depth - 1, 1, true);
        } else {
            score = -search(-alpha - 1, -alpha, depth - 1, 1, false);
            // Not after a stop: the re-search would count one node past the limit.
            if (!time_.stopped() && score > alpha && score < beta) {
                score = -search(-beta, -alpha, depth - 1, 1, true);
            }
        }
        pos_.undo();
        if (time_.stopped()) {
            break;
        }
        rootMoves_[i].score = score;
        if (score > best) {
            best = score;
            if (score > alpha) {
                alpha = score;
                pv_.update(0, rootMoves_[i].cell);
                // The best move so far leads the list (and the next iteration).
                std::rotate(rootMoves_.begin(), rootMoves_.begin() + static_cast<long>(i),
                            rootMoves_.begin() + static_cast<long>(i) + 1);
            }
        }
    }
    return best;
}

SearchResult Searcher::run() {
    assert(pos_.checkConsistency() && "the board's kept patterns match its stones");
    SearchResult result;
    const Side me = pos_.sideToMove();
    const Side op = opponent(me);
    const auto immediate = [&](int move, int score) {
        return SearchResult::decided(move, score, 1, nodes_);
    };
    if (pos_.count(me, kCatFive) > 0) {
        return immediate(pos_.findCell(me, kCatFive), mateIn(1));
    }
    if (pos_.count(op, kCatFive) > 1) {
        return immediate(pos_.findCell(op, kCatFive), matedIn(2));
    }
    if (pos_.count(op, kCatFive) == 0 && pos_.count(me, kCatFlex4) > 0) {
        return immediate(pos_.findCell(me, kCatFlex4), mateIn(3));
    }

    if (options_.threatSearch && pos_.count(op, kCatFive) == 0) {
        ThreatSearch::Win win = threats_.findVcf(kOwnVcfFours, kOwnVcfNodes, kOwnVcfTimeShare);
        if (win.move == kNoCell && !time_.stopped() && time_.withinShare(kOwnVctStartShare)) {
            win = threats_.findVct(kOwnVctThreats, kOwnVctFours, kOwnVctNodes, kOwnVctTimeShare);
        }
        if (win.move != kNoCell) {
            result = immediate(win.move, mateIn(win.plies));
            result.depth = win.plies;
            return result;
        }
    }

    auto& moves = stack_.at(0).moves;
    if (pos_.count(op, kCatFive) == 1) {
        moves.assign(1, ScoredMove{pos_.findCell(op, kCatFive), 0});
    } else {
        generateMoves(pos_, options_.scope, moves);
    }
    rootMoves_.clear();
    for (const ScoredMove& m : moves) {
        // The seed only decides between moves that look equally good.
        const auto noise = static_cast<int>(
            splitMix64(options_.seed ^ (static_cast<std::uint64_t>(m.cell) << 20)) & 15U);
        rootMoves_.push_back(RootMove{m.cell, -kInfinity, m.score * 16 + noise});
    }
    std::stable_sort(rootMoves_.begin(), rootMoves_.end(),
                     [](const RootMove& a, const RootMove& b) { return a.order > b.order; });

    result.move = rootMoves_.front().cell;
    result.score = pos_.evaluate();
    result.pv = {result.move};
    for (int depth = 1; depth <= options_.maxDepth; ++depth) {
        if (depth > 1 && !time_.mayStartIteration()) {
            break;
        }
        const int score = rootSearch(depth, -kInfinity, kInfinity);
        result.move = rootMoves_.front().cell;
        if (time_.stopped()) {
            // Keep what the unfinished iteration proved about its leading move.
            if (rootMoves_.front().score > -kInfinity) {
                result.score = rootMoves_.front().score;
            }
            if (result.pv.empty() || result.pv.front() != result.move) {
                result.pv = {result.move};
            }
            break;
        }
        result.score = score;
        result.depth = depth;
        result.setPv(pv_.line());
        if (isSolved(score, depth)) {
            result.proven = true;
            break;
        }
        if (rootMoves_.size() == 1 && depth >= kForcedMoveDepth && !options_.exact) {
            break; // a forced move: no need to think longer
        }
        for (auto& rm : rootMoves_) {
            rm.score = -kInfinity;
        }
    }
    result.nodes = nodes_;
    return result;
}

} // namespace ttt::hard
