#include "tictactoe/game/win_detection.hpp"

#include <algorithm>

namespace ttt {

namespace {

struct Run {
    Point start; // one end of the run
    int length = 0;
    bool blockedBothEnds = false; // by the opponent's stones (an edge is no block)
};

// The run of m through `through` along dir, taking `through` as holding m.
Run runThrough(const Board& board, Point through, Point dir, Mark m) {
    const auto holds = [&](Point q) {
        return board.contains(q) && (q == through || board.at(q) == m);
    };
    Point start = through;
    while (holds(start - dir)) {
        start = start - dir;
    }
    Run run{start, 0, false};
    Point end = start;
    while (holds(end)) {
        ++run.length;
        end = end + dir;
    }
    const Mark other = opponent(m);
    run.blockedBothEnds = board.at(start - dir) == other && board.at(end) == other;
    return run;
}

bool wins(const Rules& rules, const Run& run, bool isBlack) {
    switch (rules.restriction) {
    case Restriction::Renju:
        return isBlack ? run.length == rules.k : run.length >= rules.k;
    case Restriction::Caro:
        return rules.isWinningLength(run.length) && !(run.length == rules.k && run.blockedBothEnds);
    case Restriction::None:
        break;
    }
    return rules.isWinningLength(run.length);
}

} // namespace

std::optional<WinningLine> findWin(const Board& board, Point last, Mark black) {
    const Mark m = board.at(last);
    if (m == Mark::None) {
        return std::nullopt;
    }
    for (const Point dir : kLineDirections) {
        const Run run = runThrough(board, last, dir, m);
        if (!wins(board.rules(), run, m == black)) {
            continue;
        }
        WinningLine line;
        line.reserve(static_cast<std::size_t>(run.length));
        for (int i = 0; i < run.length; ++i) {
            line.push_back(run.start + dir * i);
        }
        return line;
    }
    return std::nullopt;
}

bool wouldWin(const Board& board, Point p, Mark side, Mark black) {
    return std::any_of(kLineDirections.begin(), kLineDirections.end(), [&](Point dir) {
        return wins(board.rules(), runThrough(board, p, dir, side), side == black);
    });
}

bool makesBlockedFive(const Board& board, Point last) {
    const Rules& rules = board.rules();
    const Mark m = board.at(last);
    if (!rules.isCaro() || m == Mark::None) {
        return false;
    }
    for (const Point dir : kLineDirections) {
        const Run run = runThrough(board, last, dir, m);
        if (run.length == rules.k && run.blockedBothEnds) {
            return true;
        }
    }
    return false;
}

} // namespace ttt
