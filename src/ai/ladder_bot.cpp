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

// Boards of at most this many cells Hard's exact solver takes first (no
// Renju or Caro): see src/ai/hard/small_board_solver.hpp.
constexpr long long kSolvedCells = 64;

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
    const std::uint64_t nodes = std::max<std::uint64_t>(1, budget.nodeLimit.value_or(style_.nodes));
    SearchBudget search = budget;
    search.threads = 1;
    search.nodeLimit = nodes;
    // Small boards: Hard's single search first, whose solver mostly proves
    // the position at once (and on the smallest sets the opponent traps);
    // only an unproven one is searched for its best moves, with the rest.
    const Rules& rules = view.rules;
    const bool small = !rules.unlimited && rules.cellCount() <= kSolvedCells &&
                       rules.restriction == Restriction::None;
    BotMove best;
    if (small) {
        SearchBudget first = search;
        first.nodeLimit = std::max<std::uint64_t>(1, nodes / 3);
        first.timeLimit = share(budget.timeLimit, 1.0 / 3.0);
        best = search_.chooseMove(view, first);
        search.nodeLimit = std::max<std::uint64_t>(1, nodes - nodes / 3);
        search.timeLimit = share(budget.timeLimit, 2.0 / 3.0);
    }
    // Elsewhere one multi-PV search: the level's candidates are the search's
    // best moves, each with the score a search of it alone gives.
    const bool proven = small && (best.info.proven || SearchInfo::provesWin(best.info.score) ||
                                  SearchInfo::provesLoss(best.info.score));
    if (!proven && !budget.cancelled() && style_.candidates > 1) {
        search.multiPv = style_.candidates;
        const std::uint64_t spent = best.info.nodes; // the small board's first search
        best = search_.chooseMove(view, search);
        best.info.nodes += spent;
    } else if (!small) {
        best = search_.chooseMove(view, search);
    }
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
    // A person's choice among the moves that look good, never one the search
    // proved lost.
    std::vector<const SearchInfo::Line*> playable;
    std::vector<double> values;
    for (const SearchInfo::Line& line : best.info.lines) {
        if (!SearchInfo::provesLoss(line.score) && view.board.isEmpty(line.move)) {
            playable.push_back(&line);
            values.push_back(static_cast<double>(line.score));
        }
    }
    if (playable.size() <= 1) {
        return best;
    }
    const SearchInfo::Line chosen = *playable[softmaxPick(values, style_.temperature, random_)];
    best.move = chosen.move;
    best.info.score = chosen.score;
    best.info.depth = chosen.depth;
    best.info.pv = chosen.pv;
    return best;
}

} // namespace ttt
