#include "tictactoe/ai/medium_bot.hpp"

#include "tictactoe/ai/candidates.hpp"

#include <chrono>
#include <stdexcept>

namespace ttt {

namespace {

bool isClassicBoard(const Rules& rules) {
    return !rules.unlimited && rules.width == 3 && rules.height == 3 && rules.k == 3;
}

// Value of a window already holding `count` of one side's stones. Steep, so
// that one window nearer completion outweighs many emptier ones; the base is
// lower for long lines so that the sums stay far from overflow.
long long windowWeight(int count, int k) {
    const long long base = k <= 12 ? 6 : 2;
    long long weight = 1;
    for (int i = 0; i < count; ++i) {
        weight *= base;
    }
    return weight;
}

// Under the exact rule a window flanked by a stone of the same side can only
// become an overline, which does not win.
bool flankedBy(const Board& board, Point start, Point dir, int k, Mark side) {
    return board.at(start - dir) == side || board.at(start + dir * k) == side;
}

std::vector<Point> candidateCells(const Board& board) {
    if (!board.rules().unlimited) {
        return allEmptyCells(board);
    }
    return emptyCellsNear(board, 2);
}

} // namespace

long long windowValue(const Board& board, Point p, Mark side) {
    const Rules& rules = board.rules();
    const int k = rules.k;
    const Mark other = opponent(side);
    const bool exact = rules.overline == Overline::Exact;
    long long own = 0;
    long long theirs = 0;
    for (const Point dir : kLineDirections) {
        for (int shift = 0; shift < k; ++shift) {
            const Point start = p - dir * shift;
            if (!board.contains(start) || !board.contains(start + dir * (k - 1))) {
                continue;
            }
            int mine = 0;
            int opposing = 0;
            for (int i = 0; i < k; ++i) {
                const Mark m = board.at(start + dir * i);
                mine += m == side ? 1 : 0;
                opposing += m == other ? 1 : 0;
            }
            if (opposing == 0 && !(exact && flankedBy(board, start, dir, k, side))) {
                own += windowWeight(mine, k);
            }
            if (mine == 0 && !(exact && flankedBy(board, start, dir, k, other))) {
                theirs += windowWeight(opposing, k);
            }
        }
    }
    // Attack a little more than defend: the same count is worth more as one's own.
    return 5 * own + 4 * theirs;
}

BotMove MediumBot::chooseMove(const GameView& view, const SearchBudget& /*budget*/) {
    const auto started = std::chrono::steady_clock::now();
    const Board& board = view.board;
    const Rules& rules = view.rules;
    const Mark me = view.toMove;

    std::vector<Point> cells = candidateCells(board);
    if (board.stoneCount() == 0) {
        cells = {centreOf(rules)}; // every board opens best in its centre
    }
    keepPlayable(view, cells);
    if (cells.empty()) {
        throw std::invalid_argument("there is no empty cell to play");
    }

    BotMove result;
    result.info.depth = 1;
    result.info.nodes = cells.size();
    const auto choose = [&](const std::vector<Point>& among, int score, bool proven) {
        result.move = random_.pick(among);
        result.info.score = score;
        result.info.proven = proven;
    };

    std::vector<Point> wins;
    std::vector<Point> blocks;
    const Mark black = view.black();
    for (const Point p : cells) {
        if (makesWin(board, p, me, black)) {
            wins.push_back(p);
        } else if (makesWin(board, p, opponent(me), black)) {
            blocks.push_back(p);
        }
    }

    if (!wins.empty()) {
        choose(wins, SearchInfo::kWinScore - 1, true);
    } else if (isClassicBoard(rules) && blocks.empty() && board.isEmpty({1, 1})) {
        choose({Point{1, 1}}, 0, false);
    } else {
        std::vector<Point> corners;
        for (const Point c : {Point{0, 0}, Point{2, 0}, Point{0, 2}, Point{2, 2}}) {
            if (board.isEmpty(c)) {
                corners.push_back(c);
            }
        }
        // Blocking cells when there are any; else the corners of 3x3; else everything.
        const std::vector<Point>& pool = !blocks.empty()                             ? blocks
                                         : isClassicBoard(rules) && !corners.empty() ? corners
                                                                                     : cells;
        if (isClassicBoard(rules)) {
            choose(pool, 0, false);
        } else {
            long long best = -1;
            std::vector<Point> bestCells;
            for (const Point p : pool) {
                const long long value = windowValue(board, p, me);
                if (value > best) {
                    best = value;
                    bestCells.clear();
                }
                if (value == best) {
                    bestCells.push_back(p);
                }
            }
            choose(bestCells, 0, false);
        }
    }

    result.info.pv = {result.move};
    result.info.elapsed = std::chrono::duration_cast<std::chrono::milliseconds>(
        std::chrono::steady_clock::now() - started);
    return result;
}

} // namespace ttt
