#include "tictactoe/ai/opening_player.hpp"

#include "tictactoe/ai/candidates.hpp"
#include "tictactoe/game/opening_geometry.hpp"

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
        return GameView{rules, board, toMove, history, {}, false, {}};
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
    for (int i = 0; i < judgement.tries && !judgement.budget.cancelled(); ++i) {
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

namespace {

// The judge's score for white, whoever is to move.
int whiteScore(const GameView& view, Bot& judge, const OpeningJudgement& judgement) {
    const int forMover = judgePosition(view, judge, judgement.budget);
    return view.toMove == view.black() ? -forMover : forMover;
}

// The empty cells of the central square of side `area`, in a fixed order.
std::vector<Point> cellsWithin(const GameView& view, long long area) {
    std::vector<Point> cells;
    const Point c = boardCentre(view.rules);
    const int reach = static_cast<int>((area - 1) / 2);
    for (int dy = -reach; dy <= reach; ++dy) {
        for (int dx = -reach; dx <= reach; ++dx) {
            const Point p = c + Point{dx, dy};
            if (view.board.isEmpty(p) && mayPlay(view, p)) {
                cells.push_back(p);
            }
        }
    }
    return cells;
}

// The black fifth moves that a stone of black at `p` would give, scored for
// white with white to move after it.
int whiteAfterFifth(const GameView& view, Point p, Bot& judge, const OpeningJudgement& judgement) {
    const Trial trial(view, Opening{p});
    return whiteScore(trial.view(), judge, judgement);
}

} // namespace

Point proposeWithin(const GameView& view, Bot& judge, const OpeningJudgement& judgement,
                    Random& random) {
    const std::vector<Point> cells = cellsWithin(view, view.task.area);
    if (cells.empty()) { // nothing allowed there: the engine refuses, the player goes on
        return boardCentre(view.rules);
    }
    const Opening best = closestToEven(view, judge, judgement, [&]() -> std::optional<Opening> {
        return Opening{cells[static_cast<std::size_t>(random.below(cells.size()))]};
    });
    return best.empty() ? cells.front() : best.front();
}

int declareFifths(const GameView& view, Bot& judge, const OpeningJudgement& judgement) {
    const int black = -whiteScore(view, judge, judgement);
    const int more = black > 0 ? black / std::max(1, judgement.evenMargin) : 0;
    return std::clamp(1 + more, 1, std::max(1, view.task.declareUpTo));
}

Opening offerFifths(const GameView& view, Bot& judge, const OpeningJudgement& judgement) {
    const auto wanted = static_cast<std::size_t>(std::max(0, view.task.offersDue));
    std::vector<std::pair<int, Point>> scored;
    for (int reach = 1; reach <= 4 && scored.size() < 2 * wanted + 4; ++reach) {
        scored.clear();
        for (const Point p : emptyCellsNear(view.board, reach)) {
            if (mayPlay(view, p)) {
                scored.emplace_back(0, p);
            }
        }
    }
    for (auto& [score, p] : scored) {
        // Cancelled: the rest keep 0, the answer is not used.
        score = judgement.budget.cancelled() ? 0 : whiteAfterFifth(view, p, judge, judgement);
    }
    std::stable_sort(scored.begin(), scored.end(),
                     [](const auto& a, const auto& b) { return a.first < b.first; });
    Opening offers = view.task.offers;
    const auto fits = [&](Point p) {
        return std::none_of(offers.begin(), offers.end(), [&](Point taken) {
            return taken == p || areSymmetricOffers(view.board, taken, p);
        });
    };
    for (const auto& [score, p] : scored) {
        if (offers.size() < wanted && fits(p)) {
            offers.push_back(p);
        }
    }
    // A crowded board: any other cell that is no repeat.
    for (const Point p :
         view.rules.unlimited ? emptyCellsNear(view.board, 8) : allEmptyCells(view.board)) {
        if (offers.size() < wanted && mayPlay(view, p) && fits(p)) {
            offers.push_back(p);
        }
    }
    return offers;
}

Point pickFifth(const GameView& view, Bot& judge, const OpeningJudgement& judgement) {
    Point best = view.task.offers.empty() ? Point{} : view.task.offers.front();
    int bestScore = std::numeric_limits<int>::min();
    for (const Point p : view.task.offers) {
        if (judgement.budget.cancelled()) {
            break;
        }
        const int white = whiteAfterFifth(view, p, judge, judgement);
        if (white > bestScore) {
            bestScore = white;
            best = p;
        }
    }
    return best;
}

Opening proposeThree(const Rules& rules, Bot& judge, const OpeningJudgement& judgement,
                     Random& random) {
    const Board empty(rules);
    const std::vector<Move> none;
    const GameView start{rules, empty, Mark::X, none, {}, false, {}};
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

Opening proposeTwentySix(const Rules& rules, Bot& judge, const OpeningJudgement& judgement,
                         Random& random) {
    const Board empty(rules);
    const std::vector<Move> none;
    const GameView start{rules, empty, Mark::X, none, {}, false, {}};
    const Point centre = boardCentre(rules);
    Opening chosen = closestToEven(start, judge, judgement, [&]() -> std::optional<Opening> {
        Opening stones{centre};
        for (const int reach : {1, 2}) {
            const auto p = cellNear(empty, centre, reach, random, stones);
            if (!p) {
                return std::nullopt;
            }
            stones.push_back(*p);
        }
        return stones;
    });
    return chosen.size() == 3 ? chosen : proposeThree(rules, judge, judgement, random);
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
    const int white = whiteScore(view, judge, judgement);
    if (white > judgement.evenMargin) {
        return ColourOption::TakeWhite;
    }
    if (white < -judgement.evenMargin) {
        // Black is ahead: its player keeps it, and may offer the fifth moves
        // rather than play one the other player could swap after.
        return view.choice && view.choice->mayOfferFifths ? ColourOption::OfferFifths
                                                          : ColourOption::TakeBlack;
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
    // The judge's searches stop with the player's own (a new position, undo).
    OpeningJudgement judgement = judgement_;
    judgement.budget.cancel = budget.cancel;
    const auto stone = [](Point p) {
        BotMove move;
        move.move = p;
        move.info.pv = {p};
        return move;
    };
    if (view.choice) {
        BotMove decision;
        decision.choice = decideColour(view, *judge_, judgement);
        return decision;
    }
    if (view.task.declareUpTo > 0) {
        BotMove decision;
        decision.declare = declareFifths(view, *judge_, judgement);
        return decision;
    }
    if (view.task.picking) {
        return stone(pickFifth(view, *judge_, judgement));
    }
    if (view.task.offersDue > 0) {
        return offer(view, judgement);
    }
    if (view.task.area > 0 && !view.placingOpening) {
        return stone(proposeWithin(view, *judge_, judgement, random_));
    }
    if (!view.placingOpening) {
        return player_->chooseMove(view, budget);
    }
    return placeOpening(view, budget, judgement);
}

namespace {

// The points of the moves so far: what a plan was made for.
std::vector<Point> pointsOf(std::span<const Move> moves) {
    std::vector<Point> points;
    points.reserve(moves.size());
    for (const Move& m : moves) {
        points.push_back(m.point);
    }
    return points;
}

} // namespace

BotMove OpeningPlayer::offer(const GameView& view, const OpeningJudgement& judgement) {
    // Keep the plan while it was made for these stones and the offers made
    // are its first ones.
    const Opening& made = view.task.offers;
    const bool planHolds = offerBase_ == pointsOf(view.history) &&
                           offerPlan_.size() > made.size() &&
                           std::equal(made.begin(), made.end(), offerPlan_.begin());
    if (!planHolds) {
        offerPlan_ = offerFifths(view, *judge_, judgement);
        offerBase_ = pointsOf(view.history);
    }
    BotMove move;
    move.move = offerPlan_.size() > made.size() ? offerPlan_[made.size()] : Point{};
    move.info.pv = {move.move};
    return move;
}

BotMove OpeningPlayer::placeOpening(const GameView& view, const SearchBudget& budget,
                                    const OpeningJudgement& judgement) {
    const std::size_t n = view.history.size();
    // Keep the plan while it was made after these stones and the stones
    // placed since are its first ones.
    bool planHolds = n >= planStart_ && n < planStart_ + plan_.size() &&
                     planBase_ == pointsOf(view.history.first(planStart_));
    for (std::size_t i = planStart_; planHolds && i < n; ++i) {
        planHolds = view.history[i].point == plan_[i - planStart_];
    }
    if (!planHolds) {
        if (n == 0 && view.task.area > 0) {
            plan_ = proposeTwentySix(view.rules, *judge_, judgement, random_);
        } else if (n == 0) {
            plan_ = proposeThree(view.rules, *judge_, judgement, random_);
        } else if (n == 3) {
            plan_ = proposeTwo(view, *judge_, judgement, random_);
        } else if (view.task.area > 0) {
            // Restored in the middle of the 26 openings: a stone in its square.
            BotMove move;
            move.move = proposeWithin(view, *judge_, judgement, random_);
            move.info.pv = {move.move};
            return move;
        } else {
            // Restored in the middle of a placing phase: let the player go on.
            return player_->chooseMove(view, budget);
        }
        planStart_ = n;
        planBase_ = pointsOf(view.history);
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
    offerPlan_.clear();
    offerBase_.clear();
}

void OpeningPlayer::reset() {
    player_->reset();
    judge_->reset();
    plan_.clear();
    offerPlan_.clear();
    offerBase_.clear();
}

} // namespace ttt
