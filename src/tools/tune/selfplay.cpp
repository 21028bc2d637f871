#include "selfplay.hpp"

#include "five_variant.hpp"
#include "tictactoe/ai/match.hpp"
#include "tictactoe/ai/random.hpp"

#include <array>
#include <exception>
#include <fstream>
#include <iostream>
#include <mutex>
#include <optional>
#include <sstream>
#include <stdexcept>
#include <thread>
#include <vector>

namespace ttt::tune {

namespace {

// Random openings: 2 to 6 stones, alternately X and O, within the central 7x7
// square; none where a side can already make a four.
std::vector<Opening> randomOpenings(const Rules& rules, int count, std::uint64_t seed) {
    Random random(seed);
    std::vector<Opening> openings;
    const bool exact = rules.overline == Overline::Exact;
    const five::EvalWeights& w = five::evalWeights(exact);
    while (static_cast<int>(openings.size()) < count) {
        const int stones = 2 + static_cast<int>(random.below(5));
        five::Board board(rules.width, rules.height, exact, w);
        Opening opening;
        while (static_cast<int>(opening.size()) < stones) {
            const int x = rules.width / 2 - 3 + static_cast<int>(random.below(7));
            const int y = rules.height / 2 - 3 + static_cast<int>(random.below(7));
            const int cell = board.cellOf(x, y);
            if (board.isEmpty(cell)) {
                board.play(cell);
                opening.push_back(Point{x, y});
            }
        }
        if (board.fourCount(0) == 0 && board.fourCount(1) == 0) {
            openings.push_back(std::move(opening));
        }
    }
    return openings;
}

// Plays one game from `opening` and returns its line of the games file.
std::string playGame(const SelfplayOptions& options, const Opening& opening, FiveBot& x, FiveBot& o,
                     double& xPoints) {
    GameSetup setup;
    setup.rules = options.rules;
    GameEngine engine(setup);
    for (const Point p : opening) {
        engine.play(p);
    }
    std::vector<std::optional<int>> scores(opening.size()); // per ply
    SearchBudget budget;
    budget.timeLimit = std::chrono::milliseconds{0};
    budget.nodeLimit = options.nodes;
    while (!engine.isRoundOver()) {
        FiveBot& bot = engine.toMove() == Mark::X ? x : o;
        const BotMove move = bot.chooseMove(GameView::of(engine), budget);
        if (!engine.play(move.move)) {
            throw std::logic_error("an illegal move in self-play");
        }
        // An answer without a finished iteration has no score worth learning.
        scores.push_back(options.scores && move.info.depth >= 2 ? std::optional{move.info.score}
                                                                : std::nullopt);
    }
    const RoundResult& r = engine.result();
    xPoints = r.outcome == Outcome::Won ? (r.winner == Mark::X ? 1.0 : 0.0) : 0.5;
    std::ostringstream line;
    line << (xPoints == 1.0 ? "1" : (xPoints == 0.0 ? "0" : "0.5"));
    std::size_t ply = 0;
    for (const Move& m : engine.history()) {
        line << ' ' << formatMoveText(m.point);
        if (const auto& score = scores[ply++]) {
            line << '/' << *score;
        }
    }
    return line.str();
}

} // namespace

void selfplay(const SelfplayOptions& options) {
    std::ofstream file(options.out, std::ios::app);
    if (!file) {
        throw std::runtime_error("cannot write '" + options.out + "'");
    }
    const auto variant =
        parseVariant(options.weightsFile.empty() ? "" : "weights=" + options.weightsFile);
    if (!variant) {
        throw std::runtime_error(variant.error().message());
    }
    // Every game from its own opening (the same engine on both sides would
    // only repeat a game with the colours swapped).
    const auto openings = randomOpenings(options.rules, options.games, options.seed);
    std::mutex mutex;
    int next = 0;
    int done = 0;
    std::array<int, 3> results{}; // X wins, O wins, draws
    std::vector<std::optional<std::string>> finished(static_cast<std::size_t>(options.games));
    int written = 0;
    std::exception_ptr firstError; // the first, told after the threads end
    const auto work = [&] {
        FiveBot x(*variant);
        FiveBot o(*variant);
        for (;;) {
            int g = 0;
            {
                const std::scoped_lock lock(mutex);
                if (next >= options.games) {
                    return;
                }
                g = next++;
            }
            const auto seed = options.seed * 1000003 + static_cast<std::uint64_t>(g) * 2;
            x.setSeed(seed);
            o.setSeed(seed + 1);
            x.reset();
            o.reset();
            double xPoints = 0.5;
            std::string line;
            try {
                line = playGame(options, openings[static_cast<std::size_t>(g)], x, o, xPoints);
            } catch (...) {
                const std::scoped_lock lock(mutex);
                firstError = firstError ? firstError : std::current_exception();
                next = options.games;
                return;
            }
            const std::scoped_lock lock(mutex);
            ++results[xPoints == 1.0 ? 0 : (xPoints == 0.0 ? 1 : 2)];
            // Written in the games' order, whatever order they end in, so that
            // the file (and a fit of it) is the same for any --concurrency.
            finished[static_cast<std::size_t>(g)] = std::move(line);
            while (written < options.games && finished[static_cast<std::size_t>(written)]) {
                file << *finished[static_cast<std::size_t>(written)] << "\n";
                finished[static_cast<std::size_t>(written)].reset();
                ++written;
            }
            file << std::flush;
            std::cerr << "\r" << ++done << "/" << options.games << " games, X won " << results[0]
                      << ", O won " << results[1] << ", drawn " << results[2] << "   "
                      << std::flush;
        }
    };
    std::vector<std::jthread> threads;
    for (int t = 0; t < options.concurrency; ++t) {
        threads.emplace_back(work);
    }
    threads.clear();
    std::cerr << "\n";
    if (firstError) {
        std::rethrow_exception(firstError);
    }
}

} // namespace ttt::tune
