#include "tictactoe/ai/opening_player.hpp"

#include "tictactoe/ai/candidates.hpp"

#include <algorithm>
#include <cstdlib>
#include <functional>
#include <limits>
#include <utility>

namespace ttt {

namespace {

// A position the judge looks at: the view's stones and moves plus some more.
struct Trial {
    Trial(const GameView& from, const Opening& more)
        : rules(from.rules), board(from.board), history(from.history.begin(), from.history.end()) {
        Mark side = from.toMove;
        for (const Point p : more) {
            board.place(p, side);
            history.push_back(Move{p, side});
            side = opponent(side);
        }
        toMove = side;
    }
    [[nodiscard]] GameView view() const {
        return GameView{rules, board, toMove, history, {}, false};
    }

    const Rules& rules;
    Board board;
    std::vector<Move> history;
    Mark toMove = Mark::X;
};

// A random empty cell within `reach` of `around` (on the board).
std::optional<Point> cellNear(const Board& board, Point around, int reach, Random& random,
                              const Opening& taken) {
    for (int attempt = 0; attempt < 64; ++attempt) {
        const int side = 2 * reach + 1;
        const Point p =
            around +
            Point{static_cast<int>(random.below(static_cast<std::uint64_t>(side))) - reach,
                  static_cast<int>(random.below(static_cast<std::uint64_t>(side))) - reach};
        if (board.isEmpty(p) && std::find(taken.begin(), taken.end(), p) == taken.end()) {
            return p;
        }
    }
    return std::nullopt;
}

// Of `tries` candidates made by `make`, the one whose position the judge
// scores closest to even for the side to move after it.
Opening closestToEven(const GameView& view, Bot& judge, const OpeningJudgement& judgement,
                      const std::function<std::optional<Opening>()>& make) {
    Opening best;
    int bestScore = std::numeric_limits<int>::max();
    for (int i = 0; i < judgement.tries; ++i) {
        const auto candidate = make();
        if (!candidate) {
            continue;
        }
        const Trial trial(view, *candidate);
        const int score = std::abs(judgePosition(trial.view(), judge, judgement.budget));
        if (score < bestScore) {
            bestScore = score;
            best = *candidate;
        }
    }
    return best;
}

} // namespace

int judgePosition(const GameView& view, Bot& judge, const SearchBudget& budget) {
    return judge.chooseMove(view, budget).info.score;
}

Opening proposeThree(const Rules& rules, Bot& judge, const OpeningJudgement& judgement,
                     Random& random) {
    const Board empty(rules);
    const std::vector<Move> none;
    const GameView start{rules, empty, Mark::X, none, {}, false};
    const Point centre = centreOf(rules);
    Opening chosen = closestToEven(start, judge, judgement, [&]() -> std::optional<Opening> {
        Opening stones;
        for (int i = 0; i < 3; ++i) {
            const auto p = cellNear(empty, centre, i == 0 ? 1 : 2, random, stones);
            if (!p) {
                return std::nullopt;
            }
            stones.push_back(*p);
        }
        return stones;
    });
    if (chosen.size() != 3) { // a board too small for any candidate: the first free cells
        chosen.clear();
        for (const Point p : allEmptyCells(empty)) {
            if (chosen.size() < 3) {
                chosen.push_back(p);
            }
        }
    }
    return chosen;
}

Opening proposeTwo(const GameView& view, Bot& judge, const OpeningJudgement& judgement,
                   Random& random) {
    const Point around = view.history.empty() ? centreOf(view.rules) : view.history.front().point;
    Opening chosen = closestToEven(view, judge, judgement, [&]() -> std::optional<Opening> {
        Opening stones;
        for (int i = 0; i < 2; ++i) {
            const auto p = cellNear(view.board, around, 2, random, stones);
            if (!p) {
                return std::nullopt;
            }
            stones.push_back(*p);
        }
        return stones;
    });
    if (chosen.size() != 2) {
        chosen.clear();
        for (const Point p : emptyCellsNear(view.board, 2)) {
            if (chosen.size() < 2) {
                chosen.push_back(p);
            }
        }
    }
    return chosen;
}

ColourOption decideColour(const GameView& view, Bot& judge, const OpeningJudgement& judgement) {
    // The side to move is white (three or five stones are on the board).
    const int white = judgePosition(view, judge, judgement.budget);
    if (white > judgement.evenMargin) {
        return ColourOption::TakeWhite;
    }
    if (white < -judgement.evenMargin) {
        return ColourOption::TakeBlack;
    }
    if (view.choice && view.choice->mayPlaceTwo) {
        return ColourOption::PlaceTwo;
    }
    return white >= 0 ? ColourOption::TakeWhite : ColourOption::TakeBlack;
}

OpeningPlayer::OpeningPlayer(std::unique_ptr<Bot> player, std::unique_ptr<Bot> judge,
                             OpeningJudgement judgement)
    : player_(std::move(player)), judge_(std::move(judge)), judgement_(std::move(judgement)) {}

BotMove OpeningPlayer::chooseMove(const GameView& view, const SearchBudget& budget) {
    if (view.choice) {
        BotMove decision;
        decision.choice = decideColour(view, *judge_, judgement_);
        return decision;
    }
    if (!view.placingOpening) {
        return player_->chooseMove(view, budget);
    }
    const std::size_t n = view.history.size();
    // Keep the plan while the stones on the board are its first ones.
    bool planHolds = n >= planStart_ && n < planStart_ + plan_.size();
    for (std::size_t i = planStart_; planHolds && i < n; ++i) {
        planHolds = view.history[i].point == plan_[i - planStart_];
    }
    if (!planHolds) {
        if (n == 0) {
            plan_ = proposeThree(view.rules, *judge_, judgement_, random_);
        } else if (n == 3) {
            plan_ = proposeTwo(view, *judge_, judgement_, random_);
        } else {
            // Restored in the middle of a placing phase: let the player go on.
            return player_->chooseMove(view, budget);
        }
        planStart_ = n;
    }
    BotMove move;
    move.move = plan_[n - planStart_];
    move.info.pv = {move.move};
    return move;
}

void OpeningPlayer::setSeed(std::uint64_t seed) {
    random_.seed(seed);
    player_->setSeed(seed);
    judge_->setSeed(seed);
    plan_.clear();
}

void OpeningPlayer::reset() {
    player_->reset();
    judge_->reset();
    plan_.clear();
}

} // namespace ttt
