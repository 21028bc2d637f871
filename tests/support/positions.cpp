#include "positions.hpp"

#include "tictactoe/ai/easy_bot.hpp"
#include "tictactoe/ai/hard_bot.hpp"
#include "tictactoe/ai/ladder_bot.hpp"
#include "tictactoe/ai/medium_bot.hpp"
#include "tictactoe/game/win_detection.hpp"

namespace ttt::test {

Board boardWith(const Rules& rules, std::initializer_list<Point> xs,
                std::initializer_list<Point> os) {
    Board board(rules);
    for (const Point p : xs) {
        board.place(p, Mark::X);
    }
    for (const Point p : os) {
        board.place(p, Mark::O);
    }
    return board;
}

std::unique_ptr<Bot> makeLevel(BotLevel level, std::uint64_t seed) {
    if (const auto style = ladderStyle(level)) {
        return std::make_unique<LadderBot>(level, *style, seed);
    }
    switch (level) {
    case BotLevel::Easy:
        return std::make_unique<EasyBot>(seed);
    case BotLevel::Medium:
        return std::make_unique<MediumBot>(seed);
    case BotLevel::Hard:
        return std::make_unique<HardBot>(seed);
    case BotLevel::Novice:
    case BotLevel::Club:
    case BotLevel::Skilled:
    case BotLevel::Strong:
    case BotLevel::Expert:
        break; // made above
    }
    return nullptr;
}

std::vector<Point> emptyCellsToTry(const Board& board, int margin) {
    std::vector<Point> cells;
    Point low{0, 0};
    Point high{board.rules().width - 1, board.rules().height - 1};
    if (board.rules().unlimited) {
        const auto box = board.bounds();
        if (!box) {
            return {Point{0, 0}};
        }
        low = box->min - Point{margin, margin};
        high = box->max + Point{margin, margin};
    }
    for (int y = low.y; y <= high.y; ++y) {
        for (int x = low.x; x <= high.x; ++x) {
            if (board.isEmpty({x, y})) {
                cells.push_back({x, y});
            }
        }
    }
    return cells;
}

std::vector<Point> winningCells(const Board& board, Mark side) {
    std::vector<Point> wins;
    Board trial = board;
    for (const Point p : emptyCellsToTry(board)) {
        trial.place(p, side);
        if (findWin(trial, p)) {
            wins.push_back(p);
        }
        trial.remove(p);
    }
    return wins;
}

Point playBotMove(Bot& bot, GameEngine& game, const SearchBudget& budget) {
    const BotMove answer = bot.chooseMove(GameView::of(game), budget);
    const auto played = game.play(answer.move);
    INFO(bot.name() << " chose (" << answer.move.x << ", " << answer.move.y << ")");
    REQUIRE(played.has_value());
    return answer.move;
}

GameEngine engineWith(const Rules& rules, const std::vector<Point>& stones) {
    GameSetup setup;
    setup.rules = rules;
    GameEngine game(setup);
    for (const Point p : stones) {
        REQUIRE(game.play(p));
    }
    return game;
}

GameEngine engineWith(const Rules& rules, const std::vector<Point>& xs,
                      const std::vector<Point>& os) {
    REQUIRE((xs.size() == os.size() || xs.size() == os.size() + 1));
    std::vector<Point> stones;
    for (std::size_t i = 0; i < xs.size(); ++i) {
        stones.push_back(xs[i]);
        if (i < os.size()) {
            stones.push_back(os[i]);
        }
    }
    GameEngine game = engineWith(rules, stones);
    REQUIRE_FALSE(game.isRoundOver());
    return game;
}

SearchBudget nodeBudget(std::uint64_t nodes) {
    SearchBudget budget;
    budget.timeLimit = std::chrono::milliseconds{0};
    budget.nodeLimit = nodes;
    return budget;
}

bool winsAt(Board board, Point p, Mark mark) {
    if (!board.isEmpty(p)) {
        return false;
    }
    board.place(p, mark);
    return findWin(board, p).has_value();
}

std::vector<Point> winningCells(const Board& board, Mark mark, Point lo, Point hi) {
    std::vector<Point> cells;
    for (int y = lo.y; y <= hi.y; ++y) {
        for (int x = lo.x; x <= hi.x; ++x) {
            if (winsAt(board, {x, y}, mark)) {
                cells.push_back({x, y});
            }
        }
    }
    return cells;
}

std::vector<Point> openFourCells(const Board& board, Mark mark, Point lo, Point hi) {
    std::vector<Point> cells;
    for (int y = lo.y; y <= hi.y; ++y) {
        for (int x = lo.x; x <= hi.x; ++x) {
            if (!board.isEmpty({x, y})) {
                continue;
            }
            Board after = board;
            after.place({x, y}, mark);
            if (winningCells(after, mark, lo, hi).size() >= 2) {
                cells.push_back({x, y});
            }
        }
    }
    return cells;
}

} // namespace ttt::test
