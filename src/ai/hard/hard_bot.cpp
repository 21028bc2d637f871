#include "tictactoe/ai/hard_bot.hpp"

#include "tictactoe/game/win_detection.hpp"

#include <algorithm>
#include <stdexcept>

namespace ttt {

namespace hard {
// Placeholder engine: win now, else block, else the first empty cell. Replaced
// by the full search.
class Engine {
public:
    explicit Engine(std::uint64_t seed) : seed_(seed) {}
    void setSeed(std::uint64_t seed) { seed_ = seed; }
    std::uint64_t seed_;
};
} // namespace hard

HardBot::HardBot(std::uint64_t seed) : engine_(std::make_unique<hard::Engine>(seed)) {}
HardBot::~HardBot() = default;

void HardBot::setSeed(std::uint64_t seed) {
    engine_->setSeed(seed);
}

void HardBot::reset() {}

BotMove HardBot::chooseMove(const GameView& view, const SearchBudget& /*budget*/) {
    Board board = view.board;
    std::vector<Point> empties;
    if (view.rules.unlimited) {
        const auto box = board.bounds();
        if (!box) {
            return BotMove{{0, 0}, {}};
        }
        for (int y = box->min.y - 1; y <= box->max.y + 1; ++y) {
            for (int x = box->min.x - 1; x <= box->max.x + 1; ++x) {
                if (board.isEmpty({x, y})) {
                    empties.push_back({x, y});
                }
            }
        }
    } else {
        for (int y = 0; y < view.rules.height; ++y) {
            for (int x = 0; x < view.rules.width; ++x) {
                if (board.isEmpty({x, y})) {
                    empties.push_back({x, y});
                }
            }
        }
    }
    if (empties.empty()) {
        throw std::logic_error("HardBot: no empty cell");
    }
    for (const Mark side : {view.toMove, opponent(view.toMove)}) {
        for (const Point p : empties) {
            board.place(p, side);
            const bool wins = findWin(board, p).has_value();
            board.remove(p);
            if (wins) {
                return BotMove{p, {}};
            }
        }
    }
    return BotMove{empties.front(), {}};
}

} // namespace ttt
