#include "small_board_solver.hpp"

#include "tictactoe/ai/bot.hpp"
#include "tictactoe/game/rules.hpp"

#include <algorithm>
#include <bit>

namespace ttt::hard {

namespace {

constexpr int kMaxTableBits = 20;

constexpr std::uint64_t bit(int cell) {
    return std::uint64_t{1} << cell;
}

int lowestCell(std::uint64_t set) {
    return std::countr_zero(set);
}

// Mate scores are stored as distances from the stored node, so that an entry
// found at another ply still means the same number of moves to the end.
int toTable(int score, int ply) {
    return score > 0 ? score + ply : (score < 0 ? score - ply : 0);
}
int fromTable(int score, int ply) {
    return score > 0 ? score - ply : (score < 0 ? score + ply : 0);
}

std::uint64_t mix(std::uint64_t mine, std::uint64_t theirs) {
    std::uint64_t h =
        mine * 0x9E3779B97F4A7C15ULL ^ (theirs + 0x632BE59BD9B4E019ULL) * 0xC2B2AE3D27D4EB4FULL;
    h ^= h >> 31;
    h *= 0xBF58476D1CE4E5B9ULL;
    h ^= h >> 29;
    return h;
}

} // namespace

bool SmallBoardSolver::fits(const Rules& rules) {
    return !rules.unlimited && rules.cellCount() <= kMaxCells;
}

SmallBoardSolver::SmallBoardSolver(const Rules& rules, std::optional<std::uint64_t> nodeLimit)
    : cells_(rules.width * rules.height),
      full_(cells_ == kMaxCells ? ~std::uint64_t{0} : bit(cells_) - 1) {
    const int w = rules.width;
    const int h = rules.height;
    const bool exact = rules.overline == Overline::Exact;
    const auto onBoard = [&](int x, int y) { return x >= 0 && y >= 0 && x < w && y < h; };
    for (const Point d : kLineDirections) {
        for (int y = 0; y < h; ++y) {
            for (int x = 0; x < w; ++x) {
                const int endX = x + d.x * (rules.k - 1);
                const int endY = y + d.y * (rules.k - 1);
                if (!onBoard(endX, endY)) {
                    continue;
                }
                Line line;
                for (int i = 0; i < rules.k; ++i) {
                    line.cells |= bit((y + d.y * i) * w + x + d.x * i);
                }
                // Under the exact rule a stone of the same side just beyond
                // either end would make the run longer than k.
                if (exact && onBoard(x - d.x, y - d.y)) {
                    line.ends |= bit((y - d.y) * w + x - d.x);
                }
                if (exact && onBoard(endX + d.x, endY + d.y)) {
                    line.ends |= bit((endY + d.y) * w + endX + d.x);
                }
                lines_.push_back(line);
            }
        }
    }

    // Mirror images (and, on a square board, the rotations too).
    using Map = Point (*)(Point, int, int);
    std::vector<Map> maps = {
        [](Point p, int, int) { return p; },
        [](Point p, int mw, int) {
            return Point{mw - 1 - p.x, p.y};
        },
        [](Point p, int, int mh) {
            return Point{p.x, mh - 1 - p.y};
        },
        [](Point p, int mw, int mh) {
            return Point{mw - 1 - p.x, mh - 1 - p.y};
        },
    };
    if (w == h) {
        maps.push_back([](Point p, int, int) { return Point{p.y, p.x}; });
        maps.push_back([](Point p, int mw, int) { return Point{mw - 1 - p.y, p.x}; });
        maps.push_back([](Point p, int, int mh) { return Point{p.y, mh - 1 - p.x}; });
        maps.push_back([](Point p, int mw, int mh) { return Point{mw - 1 - p.y, mh - 1 - p.x}; });
    }
    for (const Map map : maps) {
        std::array<std::uint8_t, kMaxCells> fwd{};
        std::array<std::uint8_t, kMaxCells> bwd{};
        for (int c = 0; c < cells_; ++c) {
            const Point image = map(Point{c % w, c / w}, w, h);
            const int to = image.y * w + image.x;
            fwd[static_cast<std::size_t>(c)] = static_cast<std::uint8_t>(to);
            bwd[static_cast<std::size_t>(to)] = static_cast<std::uint8_t>(c);
        }
        forward_.push_back(fwd);
        backward_.push_back(bwd);
    }
    oriented_.assign(forward_.size(), {0, 0});

    // Larger boards search more positions; a small node budget needs less
    // room. Allocating and clearing more than needed costs time of its own.
    int bits = std::clamp(cells_, 10, kMaxTableBits);
    if (nodeLimit) {
        while (bits > 10 && (std::uint64_t{1} << (bits - 1)) >= *nodeLimit) {
            --bits;
        }
    }
    table_.resize(std::size_t{1} << bits);
    tableMask_ = table_.size() - 1;
}

SmallBoardSolver::LineScan SmallBoardSolver::scan(std::uint64_t own, std::uint64_t opp) const {
    LineScan s;
    for (const Line& line : lines_) {
        if ((line.cells & opp) == 0 && (line.ends & own) == 0) {
            s.anyLive = true;
            const std::uint64_t missing = line.cells & ~own;
            if (std::has_single_bit(missing)) {
                s.myWins |= missing;
            }
        }
        if ((line.cells & own) == 0 && (line.ends & opp) == 0) {
            s.anyLive = true;
            const std::uint64_t missing = line.cells & ~opp;
            if (std::has_single_bit(missing)) {
                s.theirWins |= missing;
            }
        }
    }
    return s;
}

void SmallBoardSolver::orderMoves(std::uint64_t own, std::uint64_t opp, int ttMove, int* moves,
                                  int& count) const {
    // A cell is worth the lines through it that either side can still
    // complete, more so the fuller they are.
    std::array<int, kMaxCells> value{};
    const auto credit = [&](std::uint64_t cells, int weight) {
        for (; cells != 0; cells &= cells - 1) {
            value[static_cast<std::size_t>(lowestCell(cells))] += weight;
        }
    };
    for (const Line& line : lines_) {
        if ((line.cells & opp) == 0 && (line.ends & own) == 0) {
            const int n = std::popcount(line.cells & own);
            credit(line.cells & ~own, 1 + n * n * 4);
        }
        if ((line.cells & own) == 0 && (line.ends & opp) == 0) {
            const int n = std::popcount(line.cells & opp);
            credit(line.cells & ~opp, 1 + n * n * 3);
        }
    }
    count = 0;
    for (std::uint64_t empty = full_ & ~(own | opp); empty != 0; empty &= empty - 1) {
        moves[count++] = lowestCell(empty);
    }
    const auto rank = [&](int cell) {
        return cell == ttMove ? kInfinity : value[static_cast<std::size_t>(cell)];
    };
    // Stable: equal cells keep board order, so the solver is deterministic.
    std::stable_sort(moves, moves + count, [&](int a, int b) { return rank(a) > rank(b); });
}

void SmallBoardSolver::play(int side, int cell) {
    for (std::size_t s = 0; s < forward_.size(); ++s) {
        oriented_[s][static_cast<std::size_t>(side)] |=
            bit(forward_[s][static_cast<std::size_t>(cell)]);
    }
}

void SmallBoardSolver::undo(int side, int cell) {
    for (std::size_t s = 0; s < forward_.size(); ++s) {
        oriented_[s][static_cast<std::size_t>(side)] &=
            ~bit(forward_[s][static_cast<std::size_t>(cell)]);
    }
}

int SmallBoardSolver::canonicalSymmetry(int me) const {
    const auto m = static_cast<std::size_t>(me);
    const auto t = static_cast<std::size_t>(1 - me);
    std::size_t best = 0;
    for (std::size_t s = 1; s < oriented_.size(); ++s) {
        const auto& a = oriented_[s];
        const auto& b = oriented_[best];
        if (a[m] < b[m] || (a[m] == b[m] && a[t] < b[t])) {
            best = s;
        }
    }
    return static_cast<int>(best);
}

SmallBoardSolver::Entry* SmallBoardSolver::slotFor(std::uint64_t mine, std::uint64_t theirs,
                                                   bool forStore) {
    // Two slots a bucket: the first keeps the larger subtree, the second
    // always takes the newest result.
    const std::size_t index =
        static_cast<std::size_t>(mix(mine, theirs)) & tableMask_ & ~std::size_t{1};
    Entry* bucket = &table_[index];
    for (int i = 0; i < 2; ++i) {
        if (bucket[i].bound != Bound::None && bucket[i].mine == mine &&
            bucket[i].theirs == theirs) {
            return &bucket[i];
        }
    }
    if (!forStore) {
        return nullptr;
    }
    return bucket[0].bound == Bound::None ? &bucket[0] : &bucket[1];
}

void SmallBoardSolver::store(std::uint64_t mine, std::uint64_t theirs, int score, Bound bound,
                             int move, int empties) {
    Entry* slot = slotFor(mine, theirs, true);
    const std::size_t index = static_cast<std::size_t>(slot - table_.data());
    Entry* first = &table_[index & ~std::size_t{1}];
    if (slot == first + 1 && first->empties <= empties &&
        !(first->mine == mine && first->theirs == theirs)) {
        // The new result covers more work than the one kept in the first slot.
        *slot = *first;
        slot = first;
    }
    *slot = Entry{mine,
                  theirs,
                  score,
                  bound,
                  static_cast<std::uint8_t>(move),
                  static_cast<std::uint8_t>(empties)};
}

int SmallBoardSolver::search(int alpha, int beta, int ply) {
    ++nodes_;
    if (time_->mustStop(nodes_)) {
        aborted_ = true;
        return 0;
    }
    const int me = ply & 1;
    const std::uint64_t own = oriented_[0][static_cast<std::size_t>(me)];
    const std::uint64_t opp = oriented_[0][static_cast<std::size_t>(1 - me)];
    const std::uint64_t empty = full_ & ~(own | opp);
    if (empty == 0) {
        return 0;
    }
    const LineScan lines = scan(own, opp);
    if (lines.myWins != 0) {
        if (ply == 0) {
            rootMove_ = lowestCell(lines.myWins);
        }
        return mateIn(ply + 1);
    }
    if (std::popcount(lines.theirWins) >= 2) {
        // One stone cannot block two cells.
        if (ply == 0) {
            rootMove_ = lowestCell(lines.theirWins);
        }
        return matedIn(ply + 2);
    }
    if (!lines.anyLive) {
        if (ply == 0) {
            rootMove_ = lowestCell(empty);
        }
        return 0;
    }
    // No win before ply + 3, no loss before ply + 2.
    alpha = std::max(alpha, matedIn(ply + 2));
    beta = std::min(beta, mateIn(ply + 3));
    if (alpha >= beta && ply > 0) {
        return alpha;
    }

    const int sym = canonicalSymmetry(me);
    const std::uint64_t keyMine =
        oriented_[static_cast<std::size_t>(sym)][static_cast<std::size_t>(me)];
    const std::uint64_t keyTheirs =
        oriented_[static_cast<std::size_t>(sym)][static_cast<std::size_t>(1 - me)];
    int ttMove = -1;
    if (const Entry* e = slotFor(keyMine, keyTheirs, false)) {
        ttMove = backward_[static_cast<std::size_t>(sym)][e->move];
        const int score = fromTable(e->score, ply);
        if (ply > 0) {
            if (e->bound == Bound::Exact) {
                return score;
            }
            if (e->bound == Bound::Lower) {
                alpha = std::max(alpha, score);
            } else {
                beta = std::min(beta, score);
            }
            if (alpha >= beta) {
                return score;
            }
        }
    }

    std::array<int, kMaxCells> moves{};
    int count = 0;
    if (lines.theirWins != 0) {
        moves[0] = lowestCell(lines.theirWins); // the only move that does not lose at once
        count = 1;
    } else {
        orderMoves(own, opp, ttMove, moves.data(), count);
    }

    const int alphaBefore = alpha;
    int best = -kInfinity;
    int bestMove = moves[0];
    for (int i = 0; i < count; ++i) {
        const int cell = moves[static_cast<std::size_t>(i)];
        play(me, cell);
        const int score = -search(-beta, -alpha, ply + 1);
        undo(me, cell);
        if (aborted_) {
            return 0;
        }
        if (score > best) {
            best = score;
            bestMove = cell;
            if (score > alpha) {
                alpha = score;
                if (alpha >= beta) {
                    break;
                }
            }
        }
    }
    if (ply == 0) {
        rootMove_ = bestMove;
    }
    store(keyMine, keyTheirs, toTable(best, ply), nodeBound(best, alphaBefore, beta),
          forward_[static_cast<std::size_t>(sym)][static_cast<std::size_t>(bestMove)],
          std::popcount(empty));
    return best;
}

std::optional<SmallBoardResult> SmallBoardSolver::solve(std::uint64_t mine, std::uint64_t theirs,
                                                        TimeManager& time) {
    time_ = &time;
    aborted_ = false;
    rootMove_ = -1;
    if (nodes_ > 0) {
        std::fill(table_.begin(), table_.end(), Entry{}); // forget an earlier solve
    }
    nodes_ = 0;
    for (auto& o : oriented_) {
        o = {0, 0};
    }
    for (std::uint64_t set = mine; set != 0; set &= set - 1) {
        play(0, lowestCell(set));
    }
    for (std::uint64_t set = theirs; set != 0; set &= set - 1) {
        play(1, lowestCell(set));
    }
    const int score = search(-kInfinity, kInfinity, 0);
    if (aborted_ || rootMove_ < 0) {
        return std::nullopt;
    }
    return SmallBoardResult{rootMove_, score, nodes_};
}

} // namespace ttt::hard
