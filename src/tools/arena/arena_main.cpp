// ttt-arena: plays bot against bot and prints the score and the Elo difference.

#include "command_line.hpp"
#include "match_text.hpp"
#include "tictactoe/ai/match.hpp"
#include "tictactoe/players/player_factory.hpp"

#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace {

constexpr const char* kDescription =
    R"(Plays one computer player against another and prints wins, draws and losses
from the first player's point of view, the score and the Elo difference with a
95% confidence interval.

A player SPEC is NAME[:TIMEms][:nodes=N][:threads=T]: NAME is easy, medium,
hard or engine:PATH (a Gomocup brain), TIME its limit per move in
milliseconds (default 1000), N an optional node limit, T the search threads
it may use (default 1). Colours alternate: game 1 p1 moves first, game 2 p2.)";

constexpr const char* kFooter = R"(Examples:
  ttt-arena --rules gomoku --p1 hard:200ms --p2 medium --games 100 \
            --openings resources/openings/gomoku15.txt
  ttt-arena --p1 hard:nodes=100000 --p2 hard:nodes=50000 --games 400 \
            --concurrency 2 --sprt 0,50 --openings resources/openings/gomoku15.txt

Making an openings file (see docs/bots.md):
  ttt-arena --make-openings N [--rules R] [--seed S] [--stones 3] [--area 5]
            [--balance 150] [--judge hard:nodes=200000] > FILE
  draws random openings of --stones stones within the central --area square
  and keeps those the judge scores within +-balance for the side to move.)";

struct Options {
    ttt::MatchConfig match;
    std::string rulesText = "gomoku";
    std::string openingsFile;
    std::optional<int> games;
    int maxMoves = 400;
    bool verbose = false;
    // Making openings instead of playing.
    std::optional<int> makeOpenings;
    ttt::OpeningRecipe recipe;
    std::string judge = "hard:nodes=200000";
};

// A computer player for a match.
ttt::Expected<ttt::PlayerSpec> parseComputer(std::string_view text) {
    TTT_TRY(spec, ttt::parsePlayerSpec(text));
    if (!spec.isComputer()) {
        return ttt::failure(ttt::Text::verbatim("a match is played by computer players"));
    }
    return spec;
}

int fail(const std::string& message) {
    std::cerr << "ttt-arena: " << message << "\n";
    return 1;
}

int makeOpenings(const Options& options) {
    const auto judgeSpec = ttt::parsePlayerSpec(options.judge);
    auto judge = judgeSpec ? ttt::makeBot(*judgeSpec, options.recipe.seed) : nullptr;
    if (!judge) {
        return fail("--judge: " +
                    (judgeSpec ? std::string("no computer player") : judgeSpec.error().message()));
    }
    ttt::OpeningRecipe recipe = options.recipe;
    recipe.count = *options.makeOpenings;
    recipe.judgeNodes = judgeSpec->budget.nodes.value_or(recipe.judgeNodes);
    std::cout << "# " << recipe.count << " openings for " << options.match.rules.describe()
              << ", made by:\n# ttt-arena --rules " << options.rulesText << " --make-openings "
              << recipe.count << " --seed " << recipe.seed << " --stones " << recipe.stones
              << " --area " << recipe.area << " --balance " << recipe.maxScore << " --judge "
              << ttt::formatPlayerSpec(*judgeSpec) << ":nodes=" << recipe.judgeNodes << "\n# "
              << recipe.stones << " random stones (X, O, X...) within the central " << recipe.area
              << "x" << recipe.area << " square, kept when " << ttt::formatPlayerSpec(*judgeSpec)
              << " scores the position within +-" << recipe.maxScore
              << " for the side to move; symmetric duplicates removed.\n";
    const auto openings = ttt::generateOpenings(
        options.match.rules, *judge, recipe, [](const ttt::Opening& opening, int score) {
            std::cout << ttt::formatOpening(opening) << "\n" << std::flush;
            std::cerr << ttt::formatOpening(opening) << "  score " << score << "\n";
        });
    if (std::cmp_less(openings.size(), recipe.count)) {
        std::cerr << "ttt-arena: only " << openings.size()
                  << " balanced openings found; try a larger --balance or --area\n";
        return 1;
    }
    return 0;
}

std::string describePoints(double points) {
    return points == 1.0 ? "1-0" : points == 0.0 ? "0-1" : "1/2";
}

} // namespace

int main(int argc, char** argv) {
    using ttt::tools::checkWith;
    using ttt::tools::parseSprt;
    Options options;
    CLI::App app(kDescription, "ttt-arena");
    app.footer(kFooter);
    ttt::tools::addVersion(app);
    std::string p1 = "hard:1000ms";
    std::string p2 = "medium";
    std::string sprt;
    app.add_option("--rules", options.rulesText,
                   "classic (3x3), gomoku (15x15, five or more), gomoku-exact (15x15, exactly "
                   "five), unlimited (five in a row, no edges) or WxH/K[/exact], e.g. 10x10/5")
        ->check(checkWith(ttt::parseRules))
        ->capture_default_str();
    app.add_option("--p1", p1, "the first player (SPEC)")
        ->check(checkWith(parseComputer))
        ->capture_default_str();
    app.add_option("--p2", p2, "the second player (SPEC)")
        ->check(checkWith(parseComputer))
        ->capture_default_str();
    app.add_option("--games", options.games, "number of games (default: 2, or 2 per opening)")
        ->check(CLI::PositiveNumber);
    app.add_option("--concurrency", options.match.concurrency,
                   "games at a time, each with its own pair of players on its own thread; the "
                   "players' threads and the games together should not outnumber the cores")
        ->check(CLI::PositiveNumber)
        ->capture_default_str();
    app.add_option("--sprt", sprt,
                   "E0,E1[,A,B]: stop once a sequential probability ratio test decides between "
                   "H0 'p1 - p2 = E0 Elo' and H1 'p1 - p2 = E1 Elo' with error rates A and B "
                   "(default 0.05 each); checked after every second game")
        ->check(checkWith(parseSprt));
    app.add_option("--openings", options.openingsFile,
                   "start each pair of games from the next opening of FILE, once with each colour")
        ->check(CLI::ExistingFile);
    app.add_option("--seed", options.match.seed,
                   "seed of the players' random choices; the same seed replays the same match "
                   "(as far as time limits allow)")
        ->capture_default_str();
    app.add_option("--max-moves", options.maxMoves,
                   "unlimited field only: a game is drawn after N moves")
        ->check(CLI::PositiveNumber)
        ->capture_default_str();
    app.add_flag("-v,--verbose", options.verbose,
                 "print every game's moves (\"|\" marks the end of the opening)");
    auto* making = app.add_option("--make-openings", options.makeOpenings,
                                  "make N balanced openings instead of playing (see below)")
                       ->check(CLI::PositiveNumber);
    app.add_option("--stones", options.recipe.stones, "stones per opening")
        ->check(CLI::PositiveNumber)
        ->needs(making)
        ->capture_default_str();
    app.add_option("--area", options.recipe.area, "openings within the central N x N square")
        ->check(CLI::PositiveNumber)
        ->needs(making)
        ->capture_default_str();
    app.add_option("--balance", options.recipe.maxScore,
                   "keep openings the judge scores within +-N")
        ->check(CLI::PositiveNumber)
        ->needs(making)
        ->capture_default_str();
    app.add_option("--judge", options.judge, "the player who judges the openings (SPEC)")
        ->check(checkWith(parseComputer))
        ->needs(making)
        ->capture_default_str();
    if (const auto exitCode = ttt::tools::parseCommandLine(app, argc, argv)) {
        return *exitCode;
    }
    // Every value was checked while parsing: these reads cannot fail.
    options.match.rules = *ttt::parseRules(options.rulesText);
    options.match.players = {*parseComputer(p1), *parseComputer(p2)};
    if (!sprt.empty()) {
        options.match.sprt = *parseSprt(sprt);
    }
    options.recipe.seed = options.match.seed;
    ttt::MatchConfig& match = options.match;
    if (match.rules.unlimited) {
        match.rules.moveLimit = options.maxMoves;
    }
    if (options.makeOpenings) {
        return makeOpenings(options);
    }
    if (!options.openingsFile.empty()) {
        auto list = ttt::tools::loadOpenings(options.openingsFile, match.rules);
        if (!list) {
            return fail(list.error().message());
        }
        match.openings = std::move(*list);
    }
    match.games = options.games.value_or(
        match.openings.empty() ? 2 : 2 * static_cast<int>(match.openings.size()));

    std::cout << "Rules:    " << match.rules.describe() << "\n"
              << "p1:       " << ttt::formatPlayerSpec(match.players[0], ttt::BudgetText::Included)
              << "\n"
              << "p2:       " << ttt::formatPlayerSpec(match.players[1], ttt::BudgetText::Included)
              << "\n"
              << "Games:    " << match.games << ", colours alternated";
    if (!match.openings.empty()) {
        std::cout << ", " << match.openings.size() << " openings from " << options.openingsFile;
    }
    std::cout << ", seed " << match.seed;
    if (match.concurrency > 1) {
        std::cout << ", " << match.concurrency << " at a time";
    }
    std::cout << "\n";
    if (match.sprt) {
        ttt::tools::printSprtHeading(*match.sprt);
    }
    std::cout << std::flush;

    ttt::tools::MatchProgress progress(match);
    const auto onGame = [&](const ttt::GameReport& game) {
        if (options.verbose) {
            std::cout << "game " << game.index + 1 << ": p1 plays "
                      << (game.p1Mark == ttt::Mark::X ? "X (first)" : "O (second)") << ", "
                      << describePoints(game.p1Points) << " in " << game.moves.size() << " moves:";
            for (std::size_t i = 0; i < game.moves.size(); ++i) {
                std::cout << (i == game.openingMoves && i != 0 ? " |" : "") << " "
                          << ttt::formatMoveText(game.moves[i]);
            }
            std::cout << (game.note.empty() ? "" : "  (" + game.note + ")") << "\n" << std::flush;
        } else if (!game.note.empty()) {
            std::cout << "game " << game.index + 1 << ": " << game.note << "\n";
        }
        progress.add(game);
    };

    ttt::MatchReport report;
    try {
        report = ttt::playMatch(
            match,
            [](const ttt::PlayerSpec& spec, std::uint64_t seed) {
                return ttt::makeBot(spec, seed);
            },
            onGame);
    } catch (const std::exception& e) {
        return fail(e.what());
    }
    std::cerr << "\n";

    ttt::tools::printMatchSummary(match, report);
    return 0;
}
