#include "app/demo_positions.hpp"

namespace ttt::gui {
namespace {

DemoPosition classicMidGame() {
    DemoPosition demo;
    demo.options.mode = Mode::HumanVsComputer;
    demo.options.computer = PlayerSpec::computer(BotLevel::Hard);
    demo.options.names = {"Anna", ""};
    demo.moves = {{1, 1}, {0, 0}, {2, 0}, {0, 2}};
    demo.score.wins = {2, 1};
    demo.score.draws = 3;
    return demo;
}

DemoPosition gomokuWon() {
    DemoPosition demo;
    demo.options.mode = Mode::HumanVsComputer;
    demo.options.computer = PlayerSpec::computer(BotLevel::Hard);
    demo.options.rules = Rules::gomokuFreestyle();
    demo.options.names = {"Anna", ""};
    // Black closes the diagonal from (4,10) to (8,6).
    demo.moves = {{7, 7}, {8, 7},  {6, 8}, {7, 8},  {8, 6}, {9, 5}, {6, 6}, {5, 5},
                  {9, 9}, {10, 8}, {9, 7}, {10, 6}, {5, 9}, {8, 9}, {4, 10}};
    demo.score.wins = {3, 1};
    demo.score.draws = 0;
    return demo;
}

DemoPosition unlimitedField() {
    DemoPosition demo;
    demo.options.mode = Mode::HumanVsHuman;
    demo.options.rules = Rules::unlimitedFive();
    demo.options.names = {"Anna", "Boris"};
    demo.moves = {{0, 0},  {1, 1}, {1, 0},  {-1, 0},  {2, -1}, {2, 1},  {3, -2},
                  {4, -3}, {0, 1}, {3, 1},  {4, 1},   {-1, 1}, {1, -1}, {1, -2},
                  {2, 0},  {3, 0}, {0, -2}, {-1, -3}, {2, 2},  {-2, 1}};
    demo.score.wins = {1, 2};
    demo.score.draws = 0;
    return demo;
}

DemoPosition classicDraw() {
    DemoPosition demo = classicMidGame();
    demo.moves = {{1, 1}, {0, 0}, {1, 0}, {1, 2}, {2, 1}, {0, 1}, {0, 2}, {2, 0}, {2, 2}};
    return demo;
}

DemoPosition classicLoss() {
    DemoPosition demo = classicMidGame();
    // The human misses the block on the left column.
    demo.moves = {{1, 0}, {0, 0}, {2, 0}, {0, 1}, {2, 2}, {0, 2}};
    return demo;
}

} // namespace

const std::vector<std::string_view>& demoNames() {
    static const std::vector<std::string_view> names{"classic", "gomoku", "unlimited", "draw",
                                                     "loss"};
    return names;
}

std::optional<DemoPosition> demoPosition(std::string_view name) {
    if (name == "classic") {
        return classicMidGame();
    }
    if (name == "gomoku") {
        return gomokuWon();
    }
    if (name == "unlimited") {
        return unlimitedField();
    }
    if (name == "draw") {
        return classicDraw();
    }
    if (name == "loss") {
        return classicLoss();
    }
    return std::nullopt;
}

} // namespace ttt::gui
