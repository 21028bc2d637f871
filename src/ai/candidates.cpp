#include "tictactoe/ai/candidates.hpp"

#include "tictactoe/game/opening_geometry.hpp"
#include "tictactoe/game/renju.hpp"
#include "tictactoe/game/win_detection.hpp"

#include <algorithm>

namespace ttt {

namespace {

bool rowMajorLess(Point a, Point b) {
    return a.y != b.y ? a.y < b.y : a.x < b.x;
}

} // namespace

std::vector<Point> emptyCellsNear(const Board& board, int radius) {
    std::vector<Point> cells;
    for (const Point stone : board.stones()) {
        for (int dy = -radius; dy <= radius; ++dy) {
            for (int dx = -radius; dx <= radius; ++dx) {
                const Point p{stone.x + dx, stone.y + dy};
                if (board.isEmpty(p)) {
                    cells.push_back(p);
                }
            }
        }
    }
    std::sort(cells.begin(), cells.end(), rowMajorLess);
    cells.erase(std::unique(cells.begin(), cells.end()), cells.end());
    return cells;
}

std::vector<Point> allEmptyCells(const Board& board) {
    std::vector<Point> cells;
    const Rules& rules = board.rules();
    if (rules.unlimited) {
        return cells;
    }
    for (int y = 0; y < rules.height; ++y) {
        for (int x = 0; x < rules.width; ++x) {
            if (board.at({x, y}) == Mark::None) {
                cells.push_back({x, y});
            }
        }
    }
    return cells;
}

Point centreOf(const Rules& rules) {
    return boardCentre(rules);
}

bool makesWin(const Board& board, Point p, Mark side, Mark black) {
    return wouldWin(board, p, side, black);
}

bool mayPlay(const GameView& view, Point p) {
    return !view.rules.isRenju() || view.toMove != view.black() ||
           !renju::isForbidden(view.board, p, view.toMove);
}

void keepPlayable(const GameView& view, std::vector<Point>& cells) {
    if (view.rules.isRenju() && view.toMove == view.black()) {
        std::erase_if(cells, [&](Point p) { return !mayPlay(view, p); });
    }
}

} // namespace ttt
