#include "tictactoe/ai/ladder_bot.hpp"

#include "tictactoe/ai/candidates.hpp"
#include "tictactoe/ai/medium_bot.hpp"

#include <algorithm>
#include <cmath>
#include <stdexcept>
#include <vector>

namespace ttt {

namespace {

using Clock = std::chrono::steady_clock;

// The Windows judge's temperature for a natural-looking move: near the best
// by the cells' values, not always the same one.
constexpr double kNaturalTemperature = 0.15;

// A cell chosen with probability proportional to exp(values[i] / temperature)
// (values relative to their maximum, so nothing overflows).
std::size_t softmaxPick(const std::vector<double>& values, double temperature, Random& random) {
    const double best = *std::max_element(values.begin(), values.end());
    std::vector<double> weights;
    weights.reserve(values.size());
    double total = 0.0;
    for (const double value : values) {
        weights.push_back(std::exp((value - best) / std::max(temperature, 1e-9)));
        total += weights.back();
    }
    double draw = random.unit() * total;
    for (std::size_t i = 0; i < weights.size(); ++i) {
        draw -= weights[i];
        if (draw < 0.0) {
            return i;
        }
    }
    return static_cast<std::size_t>(std::max_element(weights.begin(), weights.end()) -
                                    weights.begin());
}

std::vector<Point> candidateCells(const Board& board) {
    const Rules& rules = board.rules();
    if (!rules.unlimited && rules.cellCount() <= 49) {
        return allEmptyCells(board);
    }
    std::vector<Point> cells = emptyCellsNear(board, 2);
    return cells.empty() && !rules.unlimited ? allEmptyCells(board) : cells;
}

std::vector<Point> pointsWhere(const std::vector<Point>& cells, auto&& test) {
    std::vector<Point> chosen;
    std::copy_if(cells.begin(), cells.end(), std::back_inserter(chosen), test);
    return chosen;
}

std::chrono::milliseconds share(std::chrono::milliseconds total, double fraction) {
    if (total.count() <= 0) {
        return total;
    }
    return std::max(std::chrono::milliseconds{1},
                    std::chrono::duration_cast<std::chrono::milliseconds>(total * fraction));
}

// A level that judges its candidates by Hard's search (the fields are
// explained in ladder_bot.hpp).
constexpr LadderStyle searchStyle(double temperature, std::uint64_t nodes, int candidates,
                                  double horizonSlips) {
    return LadderStyle{.judge = LadderStyle::Judge::Search,
                       .temperature = temperature,
                       .nodes = nodes,
                       .candidates = candidates,
                       .horizonSlips = horizonSlips};
}

} // namespace

std::optional<LadderStyle> ladderStyle(BotLevel level) {
    using Judge = LadderStyle::Judge;
    switch (level) {
    // Set so that neighbours are about 200 Elo apart on 15x15 (docs/bots.md,
    // "The ladder of levels", has the measurement and its command).
    case BotLevel::Novice:
        return LadderStyle{.judge = Judge::Windows, .seesThreats = 0.75, .temperature = 0.22};
    // searchStyle(temperature, nodes, candidates, horizon slips):
    case BotLevel::Club:
        return searchStyle(80.0, 500, 5, 0.4);
    case BotLevel::Skilled:
        return searchStyle(30.0, 3'000, 4, 0.3);
    case BotLevel::Strong:
        return searchStyle(10.0, 12'000, 4, 0.15);
    case BotLevel::Expert:
        return searchStyle(6.0, 40'000, 4, 0.06);
    case BotLevel::Easy:
    case BotLevel::Medium:
    case BotLevel::Hard:
        break;
    }
    return std::nullopt;
}

LadderBot::LadderBot(BotLevel level, const LadderStyle& style, std::uint64_t seed)
    : level_(level), style_(style), random_(seed), search_(seed) {}

std::string LadderBot::name() const {
    return std::string(levelName(level_));
}

void LadderBot::setSeed(std::uint64_t seed) {
    random_.seed(seed);
    search_.setSeed(seed);
}

BotMove LadderBot::chooseMove(const GameView& view, const SearchBudget& budget) {
    const auto started = Clock::now();
    if (view.board.isFull()) {
        throw std::invalid_argument("there is no empty cell to play");
    }
    BotMove answer = style_.judge == LadderStyle::Judge::Windows
                         ? chooseByWindows(view, style_.seesThreats, style_.temperature)
                         : chooseBySearch(view, budget);
    answer.info.elapsed =
        std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - started);
    return answer;
}

BotMove LadderBot::chooseByWindows(const GameView& view, double seesThreats, double temperature) {
    const Board& board = view.board;
    const Mark me = view.toMove;
    BotMove answer;
    answer.info.depth = 1;
    const auto chosen = [&](Point move) {
        answer.move = move;
        answer.info.pv = {move};
        return answer;
    };
    if (board.stoneCount() == 0) {
        return chosen(centreOf(view.rules));
    }
    std::vector<Point> cells = candidateCells(board);
    keepPlayable(view, cells);
    if (cells.empty()) {
        throw std::invalid_argument("there is no empty cell to play");
    }
    answer.info.nodes = cells.size();

    // A win in one is never missed; a block only when the threat is seen.
    const auto wins =
        pointsWhere(cells, [&](Point p) { return makesWin(board, p, me, view.black()); });
    if (!wins.empty()) {
        answer.info.score = SearchInfo::kWinScore - 1;
        answer.info.proven = true;
        return chosen(random_.pick(wins));
    }
    const auto blocks =
        pointsWhere(cells, [&](Point p) { return makesWin(board, p, opponent(me), view.black()); });
    if (!blocks.empty() && random_.unit() < seesThreats) {
        return chosen(random_.pick(blocks));
    }

    std::vector<double> values;
    values.reserve(cells.size());
    for (const Point p : cells) {
        values.push_back(std::log2(1.0 + static_cast<double>(windowValue(board, p, me))));
    }
    return chosen(cells[softmaxPick(values, temperature, random_)]);
}

BotMove LadderBot::chooseBySearch(const GameView& view, const SearchBudget& budget) {
    const std::uint64_t nodes = budget.nodeLimit.value_or(style_.nodes);
    SearchBudget first = budget;
    first.threads = 1;
    first.nodeLimit = std::max<std::uint64_t>(1, nodes / 3);
    first.timeLimit = share(budget.timeLimit, 1.0 / 3.0);
    BotMove best = search_.chooseMove(view, first);
    if (SearchInfo::provesWin(best.info.score) || budget.cancelled()) {
        return best;
    }
    // A proven draw or loss: the search saw to the end, which the level does
    // not always do; then it plays the natural-looking move, as people do.
    if (best.info.proven || SearchInfo::provesLoss(best.info.score)) {
        if (random_.unit() < style_.horizonSlips) {
            return chooseByWindows(view, 1.0, kNaturalTemperature);
        }
        return best;
    }
    if (style_.candidates <= 1) {
        return best;
    }

    // The best move and the cells that look best by their windows, each
    // judged by a search of the position after it with the same effort.
    std::vector<Point> candidates{best.move};
    std::vector<Point> cells = candidateCells(view.board);
    keepPlayable(view, cells);
    std::vector<std::pair<long long, Point>> ranked;
    for (const Point p : cells) {
        if (p != best.move) {
            ranked.emplace_back(windowValue(view.board, p, view.toMove), p);
        }
    }
    const auto wanted = static_cast<std::size_t>(style_.candidates - 1);
    const auto top = ranked.begin() + static_cast<std::ptrdiff_t>(std::min(wanted, ranked.size()));
    std::partial_sort(ranked.begin(), top, ranked.end(), [](const auto& a, const auto& b) {
        return a.first != b.first
                   ? a.first > b.first
                   : (a.second.y != b.second.y ? a.second.y < b.second.y : a.second.x < b.second.x);
    });
    for (auto it = ranked.begin(); it != top; ++it) {
        candidates.push_back(it->second);
    }

    const double each = 2.0 / 3.0 / static_cast<double>(candidates.size());
    SearchBudget reply = first;
    reply.nodeLimit =
        std::max<std::uint64_t>(1, static_cast<std::uint64_t>(static_cast<double>(nodes) * each));
    reply.timeLimit = share(budget.timeLimit, each);

    Board after = view.board;
    std::vector<Move> history(view.history.begin(), view.history.end());
    std::vector<Point> playable;
    std::vector<double> values;
    std::uint64_t spent = best.info.nodes;
    for (const Point p : candidates) {
        if (budget.cancelled()) {
            break;
        }
        if (makesWin(view.board, p, view.toMove, view.black())) {
            best.move = p;
            best.info.score = SearchInfo::kWinScore - 1;
            best.info.proven = true;
            best.info.pv = {p};
            return best;
        }
        after.place(p, view.toMove);
        history.push_back(Move{p, view.toMove});
        int value = 0; // a full board after the move is a draw
        if (!after.isFull()) {
            const GameView next{view.rules, after, opponent(view.toMove), history, {}, false};
            const BotMove answer = search_.chooseMove(next, reply);
            spent += answer.info.nodes;
            value = -answer.info.score;
        }
        history.pop_back();
        after.remove(p);
        if (SearchInfo::provesWin(value)) {
            best.move = p; // a forced win the first search did not see
            best.info.score = value;
            best.info.pv = {p};
            best.info.nodes = spent;
            return best;
        }
        if (!SearchInfo::provesLoss(value)) {
            playable.push_back(p);
            values.push_back(static_cast<double>(value));
        }
    }
    best.info.nodes = spent;
    if (playable.empty()) {
        return best;
    }
    const Point move = playable[softmaxPick(values, style_.temperature, random_)];
    if (move != best.move) {
        best.move = move;
        best.info.pv = {move};
    }
    return best;
}

} // namespace ttt
