#include "brain_session_parts.hpp"

#include "tictactoe/protocol/protocol_text.hpp"

#include <algorithm>

namespace ttt::brain {

namespace {

constexpr std::size_t kQuoteLimit = 40;

} // namespace

std::string errorLine(std::string_view why) {
    std::string line = "ERROR ";
    line += why;
    return line;
}

std::string debugLine(std::string_view text) {
    std::string line = "DEBUG ";
    line += text;
    return line;
}

std::string joinPoints(const std::vector<Point>& points) {
    std::string text;
    for (const Point p : points) {
        if (!text.empty()) {
            text += ' ';
        }
        text += gomocup::formatPoint(p);
    }
    return text;
}

std::vector<std::string> noBoardYet() {
    return {errorLine(kNoBoardYet)};
}

std::string quote(std::string_view text) {
    return gomocup::quote(text, kQuoteLimit);
}

std::string sizeText(int width, int height) {
    return std::to_string(width) + "x" + std::to_string(height);
}

std::string outsideBoard(int width, int height) {
    return "outside the " + sizeText(width, height) + " board";
}

std::vector<Point> freeCellsByCentre(const Board& board) {
    const Rules& rules = board.rules();
    const Point centre{rules.width / 2, rules.height / 2};
    std::vector<Point> freeCells;
    for (int y = 0; y < rules.height; ++y) {
        for (int x = 0; x < rules.width; ++x) {
            if (board.isEmpty({x, y})) {
                freeCells.push_back({x, y});
            }
        }
    }
    const auto distance = [centre](Point p) {
        const long long dx = p.x - centre.x;
        const long long dy = p.y - centre.y;
        return dx * dx + dy * dy;
    };
    std::stable_sort(freeCells.begin(), freeCells.end(),
                     [&](Point a, Point b) { return distance(a) < distance(b); });
    return freeCells;
}

} // namespace ttt::brain
