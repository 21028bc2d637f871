// ttt-bench: searches a fixed set of positions with the Hard bot and prints
// the time to reach each depth, nodes per second, and a node-count signature
// (total nodes at the fixed depth, like Stockfish's "bench"): any change in
// search behaviour changes the signature.

#include "bench_positions.hpp"
#include "command_line.hpp"
#include "tictactoe/ai/game_review.hpp"
#include "tictactoe/ai/hard_bot.hpp"

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <thread>

namespace {

constexpr const char* kDescription =
    R"(Searches a fixed set of positions with the Hard bot and prints, for each,
the time and nodes needed to reach every depth, then the total node count at
the fixed depth (the signature: five in a row, and apart the other lengths
of line, which another search plays) and the speed in nodes per second. Runs on
one thread unless told otherwise; on one thread the signature is the same on
every machine.)";

struct Options {
    int depth = 8;
    int movetimeMs = 0;
    int threads = 1;
    std::string filter;
    bool list = false;
    bool quiet = false;
    int reviewMoves = 0;
};

[[noreturn]] void fail(const std::string& message) {
    std::fprintf(stderr, "ttt-bench: %s\n", message.c_str());
    std::exit(1);
}

ttt::GameEngine setUp(const ttt::bench::BenchPosition& position) {
    ttt::GameSetup setup;
    setup.rules = position.rules;
    ttt::GameEngine game(setup);
    for (const ttt::Point p : position.moves) {
        if (!game.play(p) || game.isRoundOver()) {
            fail("bench position '" + position.name + "' is not a playable position");
        }
    }
    return game;
}

double millisecondsSince(std::chrono::steady_clock::time_point start) {
    return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start)
        .count();
}

// A 15x15 freestyle round of at least `moves` moves (or the longest of 40
// tries), Hard against itself at 20,000 nodes a move: the same on every machine.
std::vector<ttt::Move> roundToReview(int moves) {
    std::vector<ttt::Move> longest;
    for (std::uint64_t seed = 1; seed <= 40; ++seed) {
        ttt::GameSetup setup;
        setup.rules = ttt::Rules::gomokuFreestyle();
        ttt::GameEngine game(setup);
        ttt::HardBot black(seed);
        ttt::HardBot white(seed + 1000);
        ttt::SearchBudget budget;
        budget.timeLimit = std::chrono::milliseconds{0};
        budget.nodeLimit = 20'000;
        // Two random first moves around the centre, so that the seeds' rounds differ.
        game.play(ttt::Point{7, 7});
        game.play(ttt::Point{6 + static_cast<int>(seed % 3), 6 + static_cast<int>(seed / 3 % 3)});
        while (!game.isRoundOver() && game.history().size() < static_cast<std::size_t>(moves)) {
            ttt::HardBot& bot = game.toMove() == ttt::Mark::X ? black : white;
            if (!game.play(bot.chooseMove(ttt::GameView::of(game), budget).move)) {
                break;
            }
        }
        if (game.history().size() > longest.size()) {
            longest = game.history();
        }
        if (longest.size() >= static_cast<std::size_t>(moves)) {
            break;
        }
    }
    return longest;
}

// The review of a round at the window's default effort (kReviewTime a
// position, every core up to eight), timed.
int benchReview(int moves) {
    const std::vector<ttt::Move> round = roundToReview(moves);
    ttt::HardBot reviewer(7);
    ttt::SearchBudget budget;
    budget.timeLimit = ttt::kReviewTime;
    budget.threads = static_cast<int>(std::clamp(std::thread::hardware_concurrency(), 1U, 8U));
    const auto start = std::chrono::steady_clock::now();
    const auto review = ttt::reviewRound(ttt::Rules::gomokuFreestyle(), round, reviewer, budget);
    const double ms = millisecondsSince(start);
    if (!review) {
        fail("the review failed");
    }
    std::printf("Round reviewed           : %zu moves, %d threads, %lld ms a position\n",
                round.size(), budget.threads, static_cast<long long>(ttt::kReviewTime.count()));
    std::printf("Review time (ms)         : %.0f\n", ms);
    const auto summary = ttt::summarise(review->moves);
    for (std::size_t player = 0; player < 2; ++player) {
        const ttt::ReviewSummary& s = summary.at(player);
        std::printf(
            "%s accuracy %.1f, best %d, good %d, inaccuracies %d, mistakes %d, blunders %d\n",
            player == 0 ? "Black" : "White", s.accuracy, s.counts[0], s.counts[1], s.counts[2],
            s.counts[3], s.counts[4]);
    }
    return 0;
}

} // namespace

int main(int argc, char** argv) {
    Options options;
    CLI::App app(kDescription, "ttt-bench");
    ttt::tools::addVersion(app);
    app.add_option("--depth", options.depth,
                   "search each position to depth N; every depth from 1 to N is searched from "
                   "scratch so that its time can be shown")
        ->check(CLI::Range(1, 40))
        ->capture_default_str();
    app.add_option("--movetime", options.movetimeMs,
                   "also search each position for MS milliseconds and print the depth reached "
                   "and nodes per second")
        ->check(CLI::Range(1, 3'600'000));
    app.add_option("--threads", options.threads,
                   "search on N threads (Lazy SMP); the signature holds for 1 thread only")
        ->check(CLI::Range(1, 64))
        ->capture_default_str();
    app.add_option("--position", options.filter, "only positions whose name contains TEXT");
    app.add_flag("--list", options.list, "list the positions and exit");
    app.add_flag("--quiet", options.quiet, "print only the summary lines");
    app.add_option("--review", options.reviewMoves,
                   "instead: review a 15x15 round of N moves that Hard played against itself, "
                   "at the game review's default effort, and print the time it took")
        ->check(CLI::Range(2, 200));
    if (const auto exitCode = ttt::tools::parseCommandLine(app, argc, argv)) {
        return *exitCode;
    }
    if (options.reviewMoves > 0) {
        return benchReview(options.reviewMoves);
    }
    const auto& positions = ttt::bench::benchPositions();
    if (options.list) {
        for (const auto& p : positions) {
            std::printf("%-24s %s, %zu stones\n", p.name.c_str(), p.rules.describe().c_str(),
                        p.moves.size());
        }
        return 0;
    }

    std::uint64_t signature = 0;
    std::uint64_t otherSignature = 0;
    std::uint64_t totalNodes = 0;
    double totalMs = 0;
    std::uint64_t timedNodes = 0;
    double timedMs = 0;
    int searched = 0;
    for (const auto& position : positions) {
        if (position.name.find(options.filter) == std::string::npos) {
            continue;
        }
        ++searched;
        const ttt::GameEngine game = setUp(position);
        const auto view = ttt::GameView::of(game);
        ttt::HardBot bot;
        if (!options.quiet) {
            std::printf("%s (%s, %zu stones)\n", position.name.c_str(),
                        position.rules.describe().c_str(), position.moves.size());
            std::printf("  depth    nodes        ms    knodes/s  move       score\n");
        }
        for (int depth = 1; depth <= options.depth; ++depth) {
            ttt::SearchBudget budget;
            budget.timeLimit = std::chrono::milliseconds{0}; // fixed depth, no clock
            budget.maxDepth = depth;
            budget.threads = options.threads;
            const auto start = std::chrono::steady_clock::now();
            const ttt::BotMove answer = bot.chooseMove(view, budget);
            const double ms = millisecondsSince(start);
            totalNodes += answer.info.nodes;
            totalMs += ms;
            if (depth == options.depth) {
                (ttt::bench::isFiveInARow(position) ? signature : otherSignature) +=
                    answer.info.nodes;
            }
            if (!options.quiet) {
                std::printf("  %5d %8llu %9.1f %11.0f  (%d,%d) %10d%s\n", depth,
                            static_cast<unsigned long long>(answer.info.nodes), ms,
                            ms > 0 ? static_cast<double>(answer.info.nodes) / ms : 0.0,
                            answer.move.x, answer.move.y, answer.info.score,
                            answer.info.proven ? " proven" : "");
            }
        }
        if (options.movetimeMs > 0) {
            ttt::SearchBudget budget;
            budget.timeLimit = std::chrono::milliseconds{options.movetimeMs};
            budget.threads = options.threads;
            const auto start = std::chrono::steady_clock::now();
            const ttt::BotMove answer = bot.chooseMove(view, budget);
            const double ms = millisecondsSince(start);
            timedNodes += answer.info.nodes;
            timedMs += ms;
            std::printf("  %d ms budget: depth %d, %llu nodes in %.1f ms (%.0f knodes/s), move "
                        "(%d,%d) score %d\n",
                        options.movetimeMs, answer.info.depth,
                        static_cast<unsigned long long>(answer.info.nodes), ms,
                        ms > 0 ? static_cast<double>(answer.info.nodes) / ms : 0.0, answer.move.x,
                        answer.move.y, answer.info.score);
        }
    }
    if (searched == 0) {
        fail("no position matches '" + options.filter + "'");
    }
    std::printf("Positions searched       : %d\n", searched);
    std::printf("Signature (nodes at depth %d): %llu\n", options.depth,
                static_cast<unsigned long long>(signature));
    std::printf("Other k signature (depth %d): %llu\n", options.depth,
                static_cast<unsigned long long>(otherSignature));
    std::printf("Total nodes (all depths) : %llu\n", static_cast<unsigned long long>(totalNodes));
    std::printf("Total time (ms)          : %.0f\n", totalMs);
    std::printf("Nodes/second             : %.0f\n",
                totalMs > 0 ? static_cast<double>(totalNodes) * 1000.0 / totalMs : 0.0);
    if (options.movetimeMs > 0) {
        std::printf("Nodes/second (timed)     : %.0f\n",
                    timedMs > 0 ? static_cast<double>(timedNodes) * 1000.0 / timedMs : 0.0);
    }
    return 0;
}
