// ttt-arena: plays bot against bot and prints the score and the Elo difference,
// or plays a round robin of several and prints their Elo ladder.

#include "command_line.hpp"
#include "match_text.hpp"
#include "tictactoe/ai/elo.hpp"
#include "tictactoe/ai/match.hpp"
#include "tictactoe/core/ascii_text.hpp"
#include "tictactoe/players/player_factory.hpp"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <functional>
#include <iostream>
#include <numeric>
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

A player SPEC is NAME[:TIMEms][:nodes=N][:threads=T][:ponder]: NAME is a level
of the ladder (easy, novice, medium, club, skilled, strong, expert, hard) or
engine:PATH (a Gomocup brain), TIME its limit per move in milliseconds
(default 1000), N an optional node limit (for novice..expert it replaces the
level's own effort), T the search threads it may use (default 1); with
ponder, Hard also thinks on the opponent's time (its threads again, while
the opponent thinks; not with a node limit).
Colours alternate: game 1 p1 moves first, game 2 p2.

With --round-robin every pair of the players given plays such a match (the
one --p1 A --p2 B would play, seed included), and the tool prints a
crosstable and an Elo ladder fitted to all the pairs' results.)";

constexpr const char* kFooter = R"(Examples:
  ttt-arena --rules gomoku --p1 hard:200ms --p2 medium --games 100 \
            --openings resources/openings/gomoku15.txt
  ttt-arena --p1 hard:nodes=100000 --p2 hard:nodes=50000 --games 400 \
            --concurrency 2 --sprt 0,50 --openings resources/openings/gomoku15.txt
  ttt-arena --rules gomoku --round-robin easy medium hard:100ms hard:1000ms \
            --games 40 --concurrency 2 --openings resources/openings/gomoku15.txt

A round robin plays --games games (or 2 per opening) for every pair, the
first player of a pair taking X in its odd games. The ladder lists the players
in the order given: the Elo of the maximum-likelihood fit over all the games
(logistic, a draw half a point, one virtual draw per pair so that a clean
sweep stays finite), the first player anchored at --anchor-elo; its standard
error relative to the first player; the player's total score; and the gap to
the player above.

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
    // A round robin of these players (SPECs as given) instead of one match.
    std::vector<std::string> roundRobin;
    double anchorElo = 0.0;
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

// A finished game: with --verbose its moves, else a note when it ended off the
// board. `heading` says which match (empty for the only one), `p1` who p1 is.
void printGame(const ttt::GameReport& game, bool verbose, const std::string& heading,
               const std::string& p1) {
    if (verbose) {
        std::cout << heading << "game " << game.index + 1 << ": " << p1 << " plays "
                  << (game.p1Mark == ttt::Mark::X ? "X (first)" : "O (second)") << ", "
                  << describePoints(game.p1Points) << " in " << game.moves.size() << " moves:";
        for (std::size_t i = 0; i < game.moves.size(); ++i) {
            std::cout << (i == game.openingMoves && i != 0 ? " |" : "") << " "
                      << ttt::formatMoveText(game.moves[i]);
        }
        std::cout << (game.note.empty() ? "" : "  (" + game.note + ")") << "\n" << std::flush;
    } else if (!game.note.empty()) {
        std::cout << heading << "game " << game.index + 1 << ": " << game.note << "\n";
    }
}

ttt::MatchReport playOneMatch(const ttt::MatchConfig& match,
                              const std::function<void(const ttt::GameReport&)>& onGame) {
    return ttt::playMatch(
        match,
        [](const ttt::PlayerSpec& spec, std::uint64_t seed) { return ttt::makeBot(spec, seed); },
        onGame);
}

// The "Games:" line's openings, seed and concurrency.
void printGameConditions(const ttt::MatchConfig& match, const std::string& openingsFile) {
    if (!match.openings.empty()) {
        std::cout << ", " << match.openings.size() << " openings from " << openingsFile;
    }
    std::cout << ", seed " << match.seed;
    if (match.concurrency > 1) {
        std::cout << ", " << match.concurrency << " at a time";
    }
    std::cout << "\n";
}

// Rows of text as columns two spaces apart, the first left-aligned and the
// others right-aligned (numbers), each line indented by two spaces.
void printTable(const std::vector<std::vector<std::string>>& rows) {
    std::vector<std::size_t> widths;
    for (const auto& row : rows) {
        widths.resize(std::max(widths.size(), row.size()), 0);
        for (std::size_t c = 0; c < row.size(); ++c) {
            widths[c] = std::max(widths[c], row[c].size());
        }
    }
    for (const auto& row : rows) {
        std::string line;
        for (std::size_t c = 0; c < row.size(); ++c) {
            const std::string padding(widths[c] - row[c].size(), ' ');
            line += "  " + (c == 0 ? row[c] + padding : padding + row[c]);
        }
        std::cout << ttt::ascii::trimEnd(line, " ") << "\n";
    }
}

// "14.5/20": points of `games` games.
std::string pointsText(double points, int games) {
    char text[48];
    std::snprintf(text, sizeof text, "%.1f/%d", points, games);
    return text;
}

// A whole number of Elo, "+" before a positive one when `sign`.
std::string eloText(double elo, bool sign) {
    const long rounded = std::lround(elo);
    return (sign && rounded > 0 ? "+" : "") + std::to_string(rounded);
}

// Overwrites the running score MatchProgress keeps on standard error
// ("N/N games: +W =D -L   "), so that the pair's line stands alone.
void eraseProgress(int games) {
    const std::size_t digits = std::to_string(games).size();
    std::cerr << "\r" << std::string(6 * digits + 17, ' ') << "\r" << std::flush;
}

// Every pair of the players plays the match --p1 A --p2 B would; then the
// crosstable and the ladder fitted to all the results.
int playRoundRobin(const Options& options, const std::vector<ttt::PlayerSpec>& players) {
    const std::vector<std::string>& names = options.roundRobin;
    const std::size_t count = players.size();
    ttt::MatchConfig match = options.match;
    std::cout << "Rules:    " << match.rules.describe() << "\n"
              << "Players:  ";
    for (std::size_t i = 0; i < count; ++i) {
        std::cout << (i == 0 ? "" : ", ")
                  << ttt::formatPlayerSpec(players[i], ttt::BudgetText::Included);
    }
    const std::size_t pairs = count * (count - 1) / 2;
    std::cout << "\nGames:    " << match.games << " per pair, " << pairs
              << (pairs == 1 ? " pair" : " pairs") << ", colours alternated";
    printGameConditions(match, options.openingsFile);
    std::cout << std::flush;

    std::vector<ttt::PairResult> results;
    for (std::size_t a = 0; a < count; ++a) {
        for (std::size_t b = a + 1; b < count; ++b) {
            match.players = {players[a], players[b]};
            const std::string pair = names[a] + " vs " + names[b];
            ttt::tools::MatchProgress progress(match);
            const auto onGame = [&](const ttt::GameReport& game) {
                printGame(game, options.verbose, pair + ", ", names[a]);
                progress.add(game);
            };
            ttt::MatchReport report;
            try {
                report = playOneMatch(match, onGame);
            } catch (const std::exception& e) {
                std::cerr << "\n";
                return fail(pair + ": " + e.what());
            }
            eraseProgress(match.games);
            const ttt::MatchScore& s = report.score;
            std::cout << pair << ": +" << s.wins << " =" << s.draws << " -" << s.losses << "\n"
                      << std::flush;
            results.push_back({static_cast<int>(a), static_cast<int>(b), s});
        }
    }

    // Points and games by player, [row][column] from the row player's view.
    std::vector<std::vector<double>> points(count, std::vector<double>(count, 0.0));
    std::vector<std::vector<int>> games(count, std::vector<int>(count, 0));
    for (const ttt::PairResult& result : results) {
        const auto a = static_cast<std::size_t>(result.a);
        const auto b = static_cast<std::size_t>(result.b);
        const ttt::MatchScore& s = result.score;
        points[a][b] += s.wins + 0.5 * s.draws;
        points[b][a] += s.losses + 0.5 * s.draws;
        games[a][b] += s.games();
        games[b][a] += s.games();
    }

    std::cout << "\nCrosstable (the row player's points against each column):\n";
    std::vector<std::vector<std::string>> crosstable{{""}};
    for (std::size_t column = 0; column < count; ++column) {
        crosstable.front().push_back(names[column]);
    }
    for (std::size_t row = 0; row < count; ++row) {
        crosstable.push_back({names[row]});
        for (std::size_t column = 0; column < count; ++column) {
            crosstable.back().push_back(
                row == column ? "-" : pointsText(points[row][column], games[row][column]));
        }
    }
    printTable(crosstable);

    const auto ratings = ttt::fitRatings(static_cast<int>(count), results, 0, options.anchorElo);
    std::cout << "\nLadder (maximum-likelihood Elo, " << names.front() << " anchored at "
              << eloText(options.anchorElo, false) << "; +- one standard error):\n";
    std::vector<std::vector<std::string>> ladder{{"Player", "Elo", "+-", "Score", "Gap"}};
    for (std::size_t i = 0; i < count; ++i) {
        const auto& rating = ratings[i];
        const double total = std::accumulate(points[i].begin(), points[i].end(), 0.0);
        const int played = std::accumulate(games[i].begin(), games[i].end(), 0);
        std::string gap;
        if (i > 0) {
            gap = rating.elo && ratings[i - 1].elo
                      ? eloText(*rating.elo - *ratings[i - 1].elo, true)
                      : "?";
        }
        ladder.push_back({names[i], rating.elo ? eloText(*rating.elo, false) : "unknown",
                          rating.error ? eloText(*rating.error, false) : "?",
                          pointsText(total, played), gap});
    }
    printTable(ladder);
    return 0;
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
                   "five), gomoku-renju, gomoku-caro, unlimited (five in a row, no edges, "
                   "also unlimited/renju) or WxH/K[/exact][/renju|/caro], e.g. 10x10/5")
        ->check(checkWith(ttt::parseRules))
        ->capture_default_str();
    auto* p1Option = app.add_option("--p1", p1, "the first player (SPEC)")
                         ->check(checkWith(parseComputer))
                         ->capture_default_str();
    auto* p2Option = app.add_option("--p2", p2, "the second player (SPEC)")
                         ->check(checkWith(parseComputer))
                         ->capture_default_str();
    auto* roundRobin =
        app.add_option("--round-robin", options.roundRobin,
                       "SPEC SPEC...: every pair of these players plays a match instead; prints "
                       "a crosstable and the Elo ladder (see below)")
            ->expected(2, -1)
            ->check(checkWith(parseComputer))
            ->excludes(p1Option, p2Option);
    app.add_option("--anchor-elo", options.anchorElo,
                   "round robin: the Elo of the first player, the others relative to it")
        ->needs(roundRobin)
        ->capture_default_str();
    app.add_option("--games", options.games,
                   "number of games (default: 2, or 2 per opening); per pair in a round robin")
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
        ->check(checkWith(parseSprt))
        ->excludes(roundRobin);
    std::string clock = "none";
    app.add_option("--clock", clock,
                   "each game on a clock: 60s a game, 3m+2s (2 s added after each move) or "
                   "5s/move; each player still thinks at most its own time a move, and a "
                   "player whose time runs out loses")
        ->check(checkWith(ttt::parseClock))
        ->capture_default_str();
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
                       ->check(CLI::PositiveNumber)
                       ->excludes(roundRobin);
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
    options.match.clock = *ttt::parseClock(clock);
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
    if (!options.roundRobin.empty()) {
        std::vector<ttt::PlayerSpec> players;
        for (const std::string& text : options.roundRobin) {
            players.push_back(*parseComputer(text));
        }
        return playRoundRobin(options, players);
    }

    std::cout << "Rules:    " << match.rules.describe() << "\n"
              << "p1:       " << ttt::formatPlayerSpec(match.players[0], ttt::BudgetText::Included)
              << "\n"
              << "p2:       " << ttt::formatPlayerSpec(match.players[1], ttt::BudgetText::Included)
              << "\n"
              << "Games:    " << match.games << ", colours alternated";
    printGameConditions(match, options.openingsFile);
    if (match.sprt) {
        ttt::tools::printSprtHeading(*match.sprt);
    }
    std::cout << std::flush;

    ttt::tools::MatchProgress progress(match);
    const auto onGame = [&](const ttt::GameReport& game) {
        printGame(game, options.verbose, "", "p1");
        progress.add(game);
    };

    ttt::MatchReport report;
    try {
        report = playOneMatch(match, onGame);
    } catch (const std::exception& e) {
        return fail(e.what());
    }
    std::cerr << "\n";

    ttt::tools::printMatchSummary(match, report);
    return 0;
}
