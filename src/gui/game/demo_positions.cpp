#include "game/demo_positions.hpp"

#include <array>
#include <utility>

namespace ttt::gui {
namespace {

// Anna against Hard, or Anna and Boris, with the score so far.
DemoPosition demo(Mode mode, Rules rules, std::vector<Point> moves, std::array<int, 2> wins,
                  int draws) {
    DemoPosition d;
    d.options.mode = mode;
    d.options.rules = rules;
    if (mode == Mode::HumanVsComputer) {
        d.options.computer = PlayerSpec::computer(BotLevel::Hard);
        d.options.names = {"Anna", ""};
    } else {
        d.options.names = {"Anna", "Boris"};
    }
    d.moves = std::move(moves);
    d.score.wins = wins;
    d.score.draws = draws;
    return d;
}

DemoPosition classicMidGame() {
    return demo(Mode::HumanVsComputer, Rules::classic(), {{1, 1}, {0, 0}, {2, 0}, {0, 2}}, {2, 1},
                3);
}

DemoPosition gomokuWon() {
    // Black closes the diagonal from (4,10) to (8,6).
    return demo(Mode::HumanVsComputer, Rules::gomokuFreestyle(),
                {{7, 7},
                 {8, 7},
                 {6, 8},
                 {7, 8},
                 {8, 6},
                 {9, 5},
                 {6, 6},
                 {5, 5},
                 {9, 9},
                 {10, 8},
                 {9, 7},
                 {10, 6},
                 {5, 9},
                 {8, 9},
                 {4, 10}},
                {3, 1}, 0);
}

DemoPosition unlimitedField() {
    return demo(Mode::HumanVsHuman, Rules::unlimitedFive(),
                {{0, 0},  {1, 1}, {1, 0},  {-1, 0},  {2, -1}, {2, 1},  {3, -2},
                 {4, -3}, {0, 1}, {3, 1},  {4, 1},   {-1, 1}, {1, -1}, {1, -2},
                 {2, 0},  {3, 0}, {0, -2}, {-1, -3}, {2, 2},  {-2, 1}},
                {1, 2}, 0);
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
