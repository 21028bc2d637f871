#include "tictactoe/game/win_detection.hpp"

namespace ttt {

std::optional<WinningLine> findWin(const Board& board, Point last) {
    const Mark m = board.at(last);
    if (m == Mark::None) {
        return std::nullopt;
    }
    for (const Point dir : kLineDirections) {
        if (!board.rules().isWinningLength(board.runLength(last, dir, m))) {
            continue;
        }
        Point start = last;
        while (board.contains(start - dir) && board.at(start - dir) == m) {
            start = start - dir;
        }
        WinningLine line;
        for (Point q = start; board.contains(q) && board.at(q) == m; q = q + dir) {
            line.push_back(q);
        }
        return line;
    }
    return std::nullopt;
}

} // namespace ttt
