#include "tictactoe/game/round_review.hpp"

#include <cmath>

namespace ttt {
namespace {

constexpr std::array<std::string_view, kMoveClasses> kClassKeys{"best", "good", "inaccuracy",
                                                                "mistake", "blunder"};

} // namespace

std::string_view moveClassKey(MoveClass c) {
    return kClassKeys.at(static_cast<std::size_t>(c));
}

std::optional<MoveClass> moveClassFromKey(std::string_view key) {
    const auto found = std::find(kClassKeys.begin(), kClassKeys.end(), key);
    if (found == kClassKeys.end()) {
        return std::nullopt;
    }
    return static_cast<MoveClass>(found - kClassKeys.begin());
}

double moveAccuracy(double drop) {
    constexpr double kScale = 0.15;
    return 100.0 * std::exp(-std::max(0.0, drop) / kScale);
}

std::array<ReviewSummary, 2> summarise(const std::vector<MoveReview>& moves) {
    std::array<ReviewSummary, 2> summary;
    std::array<double, 2> accuracy{};
    std::array<int, 2> count{};
    for (const MoveReview& m : moves) {
        const std::size_t player = m.side == moves.front().side ? 0 : 1;
        ++summary.at(player).counts.at(static_cast<std::size_t>(m.moveClass));
        accuracy.at(player) += m.moveClass == MoveClass::Best ? 100.0 : moveAccuracy(m.drop());
        ++count.at(player);
    }
    for (std::size_t p = 0; p < 2; ++p) {
        summary.at(p).accuracy = count.at(p) > 0 ? accuracy.at(p) / count.at(p) : 100.0;
    }
    return summary;
}

std::vector<std::size_t> mistakesOf(const std::vector<MoveReview>& moves, Mark side) {
    std::vector<std::size_t> found;
    for (std::size_t i = 0; i < moves.size(); ++i) {
        if (moves[i].side == side && moves[i].moveClass >= MoveClass::Mistake) {
            found.push_back(i);
        }
    }
    return found;
}

} // namespace ttt
