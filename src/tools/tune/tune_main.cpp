// ttt-tune: learns the evaluation of five in a row from the engine's own games.
//
//   ttt-tune init > FILE                     hand-set starting weights
//   ttt-tune selfplay --games N --out FILE   games of the engine against itself
//   ttt-tune fit --data FILE... --out FILE   weights fitted to the games' results
//                                            (or their searches' scores, --lambda)
//   ttt-tune calibrate --data FILE --out F   the win probability curve fitted to
//                                            games written with selfplay --scores
//   ttt-tune match --a SPEC --b SPEC ...     one variant of the engine against another
//   ttt-tune params                          the search parameters and their values
//
// See --help and docs/bots.md.

#include "calibrate.hpp"
#include "command_line.hpp"
#include "fit.hpp"
#include "five_variant.hpp"
#include "match_text.hpp"
#include "selfplay.hpp"

#include <iostream>
#include <optional>
#include <stdexcept>
#include <string>

namespace {

using namespace ttt;
using tools::checkWith;

constexpr const char* kDescription =
    R"(Learns the evaluation of Hard's five-in-a-row search from the engine's own
games: play games against itself from random openings (selfplay), then fit
the weights to the games' results, or to the scores their searches gave the
positions (selfplay --scores, fit --lambda), by logistic regression (fit).
The weights file is resources/hard/five_eval.txt, built into the program.
calibrate fits the win probability shown with a search's score to such
games (resources/hard/win_chance.txt).)";

// Five in a row on a bounded board: what the five-in-a-row search plays.
Expected<Rules> parseFiveRules(std::string_view text) {
    TTT_TRY(rules, parseRules(text));
    if (rules.unlimited || rules.k != 5) {
        return failure(Text::verbatim("five in a row on a bounded board (gomoku or gomoku-exact)"));
    }
    return rules;
}

struct MatchOptions {
    std::string a;
    std::string b;
    std::string rules = "gomoku";
    std::uint64_t nodes = 0;
    long long timeMs = 0;
    std::optional<int> games;
    std::string openingsFile;
    std::string sprt;
    MatchConfig config;
};

void match(MatchOptions& options) {
    MatchConfig& config = options.config;
    config.rules = *parseFiveRules(options.rules);
    if (!options.sprt.empty()) {
        config.sprt = *tools::parseSprt(options.sprt);
    }
    if (!options.openingsFile.empty()) {
        auto list = tools::loadOpenings(options.openingsFile, config.rules);
        if (!list) {
            throw std::runtime_error(list.error().message());
        }
        config.openings = std::move(*list);
    }
    config.games = options.games.value_or(
        config.openings.empty() ? 2 : 2 * static_cast<int>(config.openings.size()));
    const auto a = tune::parseVariant(options.a);
    const auto b = tune::parseVariant(options.b);
    if (!a || !b) {
        throw std::runtime_error((a ? b : a).error().message());
    }
    const std::array<tune::Variant, 2> variants{*a, *b};
    for (PlayerSpec& p : config.players) {
        p = PlayerSpec::computer(BotLevel::Hard);
        p.budget.time = std::chrono::milliseconds{options.timeMs};
        if (options.nodes > 0) {
            p.budget.nodes = options.nodes;
        }
    }
    config.makePlayer = [&variants](int player) {
        return std::make_unique<tune::FiveBot>(variants[static_cast<std::size_t>(player)]);
    };
    std::cout << "p1:       " << variants[0].label << "\np2:       " << variants[1].label
              << "\nGames:    " << config.games << ", colours alternated\n";
    if (config.sprt) {
        tools::printSprtHeading(*config.sprt);
    }
    std::cout << std::flush;
    tools::MatchProgress progress(config);
    // The variants are made by config.makePlayer, not by the factory.
    const auto noFactory = [](const PlayerSpec&, std::uint64_t) { return std::unique_ptr<Bot>(); };
    const MatchReport report =
        playMatch(config, noFactory, [&](const GameReport& g) { progress.add(g); });
    std::cerr << "\n";
    tools::printMatchSummary(config, report);
}

// An option that takes a positive number, its default shown in the help.
template <typename Number>
void addPositive(CLI::App* command, const char* name, Number& value, const char* what) {
    command->add_option(name, value, what)->check(CLI::PositiveNumber)->capture_default_str();
}

} // namespace

int main(int argc, char** argv) {
    CLI::App app(kDescription, "ttt-tune");
    tools::addVersion(app);
    app.require_subcommand(1);

    auto* init = app.add_subcommand("init", "print the hand-set starting weights");
    auto* params = app.add_subcommand("params", "list the search parameters and their values");

    tune::SelfplayOptions play;
    std::string selfplayRules = "gomoku";
    auto* selfplay = app.add_subcommand(
        "selfplay", "play games and write them, one a line: \"RESULT MOVES...\" (RESULT 1: X "
                    "won, 0: O won, 0.5: a draw)");
    addPositive(selfplay, "--games", play.games, "number of games");
    addPositive(selfplay, "--nodes", play.nodes, "node limit per move");
    selfplay->add_option("--weights", play.weightsFile, "weights to play with (default: built in)")
        ->check(CLI::ExistingFile);
    selfplay->add_option("--rules", selfplayRules, "gomoku or gomoku-exact")
        ->check(checkWith(parseFiveRules))
        ->capture_default_str();
    selfplay->add_option("--seed", play.seed, "seed of the openings and the players")
        ->capture_default_str();
    addPositive(selfplay, "--concurrency", play.concurrency, "games at a time");
    selfplay->add_option("--out", play.out, "where to write the games (appended)")->required();
    selfplay->add_flag("--scores", play.scores,
                       "write each searched move's score after it: \"h8/SCORE\"");

    tune::FitOptions fitting;
    std::string fitRules = "gomoku";
    auto* fit = app.add_subcommand(
        "fit", "fit weights to the results of games (or their searches' scores, --lambda)");
    fit->add_option("--data", fitting.data, "a file of games (may be given several times)")
        ->required()
        ->check(CLI::ExistingFile);
    fit->add_option("--rules", fitRules, "the rule the games were played under")
        ->check(checkWith(parseFiveRules))
        ->capture_default_str();
    fit->add_option("--from", fitting.from, "starting weights (default: built in)")
        ->check(CLI::ExistingFile);
    addPositive(fit, "--epochs", fitting.epochs, "passes over the data");
    addPositive(fit, "--rate", fitting.rate, "learning rate");
    fit->add_option("--l2", fitting.l2, "weight decay towards 0 per epoch")
        ->check(CLI::NonNegativeNumber)
        ->capture_default_str();
    fit->add_option("--skip", fitting.skip, "leave out the first N plies of each game")
        ->check(CLI::NonNegativeNumber)
        ->capture_default_str();
    fit->add_option("--lambda", fitting.lambda,
                    "the weight of the game's result in a position's target; the rest is the "
                    "score the search gave it (games written with selfplay --scores)")
        ->check(CLI::Range(0.0, 1.0))
        ->capture_default_str();
    fit->add_option("--out", fitting.out,
                    "the weights file to write (both rules; the other rule's section is "
                    "copied from --from)")
        ->required();

    tune::CalibrateOptions calibration;
    std::string calibrateRules = "gomoku";
    auto* calibrate = app.add_subcommand(
        "calibrate", "fit the win probability of a search score to games written with "
                     "selfplay --scores; prints the held-out games' deciles");
    calibrate
        ->add_option("--data", calibration.data, "a file of games (may be given several times)")
        ->required()
        ->check(CLI::ExistingFile);
    calibrate->add_option("--rules", calibrateRules, "the rule the games were played under")
        ->check(checkWith(parseFiveRules))
        ->capture_default_str();
    calibrate->add_option("--skip", calibration.skip, "leave out the first N plies of each game")
        ->check(CLI::NonNegativeNumber)
        ->capture_default_str();
    calibrate->add_option("--out", calibration.out, "the curve file to write")->required();

    MatchOptions versus;
    auto* matchCommand = app.add_subcommand("match", "one variant of the engine against another");
    const auto variantCheck = checkWith(tune::parseVariant);
    matchCommand
        ->add_option("--a", versus.a,
                     "p1, a variant: [weights=FILE][,NAME=VALUE...] with NAMEs of the search "
                     "parameters (see params); default: the built-in engine")
        ->check(variantCheck);
    matchCommand->add_option("--b", versus.b, "p2, a variant as --a")->check(variantCheck);
    auto* nodes = matchCommand->add_option("--nodes", versus.nodes, "node limit per move")
                      ->check(CLI::PositiveNumber);
    auto* time = matchCommand->add_option("--time", versus.timeMs, "time per move in milliseconds")
                     ->check(CLI::PositiveNumber);
    nodes->excludes(time);
    matchCommand->add_option("--rules", versus.rules, "gomoku or gomoku-exact")
        ->check(checkWith(parseFiveRules))
        ->capture_default_str();
    matchCommand->add_option("--games", versus.games, "number of games (default: 2 per opening)")
        ->check(CLI::PositiveNumber);
    matchCommand->add_option("--openings", versus.openingsFile, "as for ttt-arena")
        ->check(CLI::ExistingFile);
    addPositive(matchCommand, "--concurrency", versus.config.concurrency, "games at a time");
    matchCommand->add_option("--sprt", versus.sprt, "E0,E1[,A,B] as for ttt-arena")
        ->check(checkWith(tools::parseSprt));
    matchCommand->add_option("--seed", versus.config.seed, "seed of the players' random choices")
        ->capture_default_str();

    if (const auto exitCode = tools::parseCommandLine(app, argc, argv)) {
        return *exitCode;
    }
    try {
        if (*init) {
            const auto w = hard::five::initialEvalWeights();
            std::cout << hard::five::formatEvalWeights(
                {w, w}, "# Hand-set starting values (ttt-tune init).\n");
        } else if (*params) {
            const hard::SearchParams defaults;
            for (const tune::SearchParamName& p : tune::searchParamNames()) {
                std::cout << p.name << " " << defaults.*p.member << "\n";
            }
        } else if (*selfplay) {
            play.rules = *parseFiveRules(selfplayRules);
            tune::selfplay(play);
        } else if (*fit) {
            fitting.rules = *parseFiveRules(fitRules);
            tune::fit(fitting);
        } else if (*calibrate) {
            calibration.rules = *parseFiveRules(calibrateRules);
            tune::calibrate(calibration);
        } else if (*matchCommand) {
            if (versus.nodes == 0 && versus.timeMs == 0) {
                std::cerr << "ttt-tune: match needs --nodes N or --time MS\n";
                return 2;
            }
            match(versus);
        }
    } catch (const std::exception& e) {
        std::cerr << "ttt-tune: " << e.what() << "\n";
        return 1;
    }
    return 0;
}
