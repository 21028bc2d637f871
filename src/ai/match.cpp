#include "tictactoe/ai/match.hpp"

#include "tictactoe/ai/ponderer.hpp"
#include "tictactoe/ai/random.hpp"
#include "tictactoe/ai/time_share.hpp"
#include "tictactoe/core/numbers.hpp"

#include <algorithm>
#include <cmath>
#include <exception>
#include <memory>
#include <mutex>
#include <sstream>
#include <stdexcept>
#include <string_view>
#include <thread>

namespace ttt {

namespace {

// "p1 failed: ..." through a stream: GCC 12 at -O3 warns falsely (-Wrestrict)
// on chains of std::string operator+.
std::string playerNote(int player, std::string_view what, std::string_view detail) {
    std::ostringstream note;
    note << 'p' << (player + 1) << ' ' << what << detail;
    return note.str();
}

// A per-game, per-player seed, so that random bots do not replay one game.
std::uint64_t gameSeed(std::uint64_t matchSeed, int game, int player) {
    Random mix(matchSeed ^ (static_cast<std::uint64_t>(game) << 8) ^
               static_cast<std::uint64_t>(player));
    return mix.next();
}

std::chrono::milliseconds toMilliseconds(std::chrono::steady_clock::duration d) {
    return std::chrono::duration_cast<std::chrono::milliseconds>(d);
}

} // namespace

double SprtConfig::lowerBound() const {
    return std::log(beta / (1.0 - alpha));
}

double SprtConfig::upperBound() const {
    return std::log((1.0 - beta) / alpha);
}

double sprtLogLikelihoodRatio(const MatchScore& score, double elo0, double elo1) {
    if (score.games() == 0) {
        return 0;
    }
    // One virtual win, draw and loss: a few games of one kind alone have no
    // variance, and the normal approximation would trust them far too much.
    const double wins = score.wins + 1.0;
    const double draws = score.draws + 1.0;
    const double losses = score.losses + 1.0;
    const double n = wins + draws + losses;
    const double s = (wins + 0.5 * draws) / n;
    const double variance =
        (wins * (1 - s) * (1 - s) + draws * (0.5 - s) * (0.5 - s) + losses * s * s) / n;
    const auto expected = [](double elo) { return 1.0 / (1.0 + std::pow(10.0, -elo / 400.0)); };
    const double s0 = expected(elo0);
    const double s1 = expected(elo1);
    return n * (s1 - s0) * (2 * s - s0 - s1) / (2 * variance);
}

SprtVerdict sprtVerdict(const SprtConfig& sprt, const MatchScore& score) {
    const double llr = sprtLogLikelihoodRatio(score, sprt.elo0, sprt.elo1);
    if (llr >= sprt.upperBound()) {
        return SprtVerdict::AcceptH1;
    }
    if (llr <= sprt.lowerBound()) {
        return SprtVerdict::AcceptH0;
    }
    return SprtVerdict::Continue;
}

namespace {

using Players = std::array<std::shared_ptr<Bot>, 2>; // shared with their pondering

Players makePlayers(const MatchConfig& config, const BotMaker& makeBot) {
    Players bots;
    for (int i = 0; i < 2; ++i) {
        const auto index = static_cast<std::size_t>(i);
        const PlayerSpec& spec = config.players[index];
        if (config.makePlayer) {
            bots[index] = config.makePlayer(i);
        } else {
            bots[index] = spec.isComputer() ? makeBot(spec, config.seed) : nullptr;
        }
        if (bots[index] == nullptr) {
            throw std::invalid_argument("'" + formatPlayerSpec(spec) +
                                        "' is no computer player that can be made");
        }
    }
    return bots;
}

// One game of the match with the given players; their move times are added to `times`.
GameReport playGame(const MatchConfig& config, int g, Players& bots,
                    std::array<MoveTimes, 2>& times) {
    GameSetup setup;
    setup.rules = config.rules;
    GameReport game;
    game.index = g;
    game.p1Mark = g % 2 == 0 ? Mark::X : Mark::O;
    GameEngine engine(setup);
    if (!config.openings.empty()) {
        const Opening& opening =
            config.openings[static_cast<std::size_t>(g / 2) % config.openings.size()];
        for (const Point p : opening) {
            engine.play(p); // checked when the openings were read
        }
        game.openingMoves = engine.history().size();
    }
    for (int i = 0; i < 2; ++i) {
        Bot& bot = *bots[static_cast<std::size_t>(i)];
        bot.setSeed(gameSeed(config.seed, g, i));
        bot.reset();
        // An engine's start-up is no part of its first move's time.
        try {
            bot.prepare(config.rules);
        } catch (const std::exception&) {
            // The first move asks again and reports the failure as the player's.
        }
    }

    std::optional<int> forfeit; // the player (0 or 1) who lost by failing
    GameClock clock(config.clock);
    // Each player's thinking on the other's time (ThinkingBudget::ponder);
    // stopped before its own move, and when the game ends.
    std::array<Ponderer, 2> pondering;
    while (!engine.isRoundOver()) {
        const int player = engine.toMove() == game.p1Mark ? 0 : 1;
        const auto index = static_cast<std::size_t>(player);
        const PlayerSpec& spec = config.players[index];
        const auto started = std::chrono::steady_clock::now();
        if (Ponderer& own = pondering[index]; own.running()) {
            const std::optional<Point> expected = own.expected();
            if (own.stop()) { // on the player's clock: milliseconds
                ++times[index].ponderedMoves;
                const auto& history = engine.history();
                times[index].ponderHits +=
                    expected && !history.empty() && history.back().point == *expected ? 1 : 0;
            }
        }
        const SearchBudget budget =
            budgetOnClock(SearchBudget::of(spec.budget), config.clock, clock.left(player, started),
                          GameView::of(engine));
        clock.start(player, started);

        std::optional<Point> move;
        std::optional<Point> expected; // the reply the player's line expects
        bool proven = false;
        bool forced = false;
        try {
            const BotMove answer = bots[index]->chooseMove(GameView::of(engine), budget);
            move = answer.move;
            expected = Ponderer::expectedReply(answer);
            proven = answer.info.proven;
            forced = answer.info.forced;
        } catch (const std::exception& e) {
            game.note = playerNote(player, "failed: ", e.what());
        }
        const auto answered = std::chrono::steady_clock::now();
        const auto used = toMilliseconds(answered - started);
        if (clock.flagFallen(answered)) {
            game.note = playerNote(player, "lost on time", "");
            game.lostOnTime = true;
            move.reset();
        }
        clock.finishTurn(answered);
        MoveTimes& t = times[index];
        t.longest = std::max(t.longest, used);
        t.total += used;
        ++t.moves;
        // An engine on a game clock is held to the limit it was told, not to
        // the share of the clock a bot of ours would take.
        const auto limit = spec.isEngine() ? budget.selfSharedTurnLimit() : budget.timeLimit;
        t.overLimit += used > limit ? 1 : 0;
        if (!proven) {
            t.unprovenTotal += used;
            ++t.unprovenMoves;
            if (!forced) {
                t.choiceTotal += used;
                ++t.choiceMoves;
            }
        }

        if (move) {
            if (const auto played = engine.play(*move); !played) {
                game.note =
                    playerNote(player, "played an illegal move ",
                               formatMoveText(*move) + ": " + describe(played.error()).english());
                move.reset();
            }
        }
        if (!move) {
            forfeit = player;
            break;
        }
        if (spec.budget.ponder) {
            pondering[index].start(bots[index], engine, expected, budget);
        }
    }
    for (Ponderer& p : pondering) {
        (void)p.stop();
    }

    for (const Move& m : engine.history()) {
        game.moves.push_back(m.point);
    }
    if (forfeit) {
        game.p1Points = *forfeit == 0 ? 0.0 : 1.0;
    } else if (engine.result().outcome == Outcome::Won) {
        game.p1Points = engine.result().winner == game.p1Mark ? 1.0 : 0.0;
    } else {
        game.p1Points = 0.5;
    }
    return game;
}

} // namespace

MatchReport playMatch(const MatchConfig& config, const BotMaker& makeBot,
                      const std::function<void(const GameReport&)>& onGame) {
    const int workers = std::clamp(config.concurrency, 1, std::max(1, config.games));
    std::vector<Players> players;
    players.reserve(static_cast<std::size_t>(workers));
    for (int w = 0; w < workers; ++w) {
        players.push_back(
            makePlayers(config, makeBot)); // throws on an unknown name, before any game
    }

    MatchReport report;
    std::mutex mutex; // guards everything below and the calls of onGame
    int nextGame = 0;
    bool stop = false;
    std::exception_ptr failure;

    const auto work = [&](Players& bots) {
        for (;;) {
            int g = 0;
            {
                const std::scoped_lock lock(mutex);
                if (stop || nextGame >= config.games) {
                    return;
                }
                g = nextGame++;
            }
            std::array<MoveTimes, 2> times{};
            GameReport game;
            try {
                game = playGame(config, g, bots, times);
            } catch (...) {
                const std::scoped_lock lock(mutex);
                failure = std::current_exception();
                stop = true;
                return;
            }
            const std::scoped_lock lock(mutex);
            for (std::size_t i = 0; i < 2; ++i) {
                MoveTimes& total = report.times[i];
                total.longest = std::max(total.longest, times[i].longest);
                total.total += times[i].total;
                total.moves += times[i].moves;
                total.overLimit += times[i].overLimit;
                total.unprovenTotal += times[i].unprovenTotal;
                total.unprovenMoves += times[i].unprovenMoves;
                total.choiceTotal += times[i].choiceTotal;
                total.choiceMoves += times[i].choiceMoves;
                total.ponderedMoves += times[i].ponderedMoves;
                total.ponderHits += times[i].ponderHits;
            }
            report.score.wins += game.p1Points == 1.0 ? 1 : 0;
            report.score.draws += game.p1Points == 0.5 ? 1 : 0;
            report.score.losses += game.p1Points == 0.0 ? 1 : 0;
            if (game.lostOnTime) {
                ++report.timeLosses[game.p1Points == 0.0 ? 0 : 1];
            }
            if (config.sprt) {
                report.llr =
                    sprtLogLikelihoodRatio(report.score, config.sprt->elo0, config.sprt->elo1);
                if (report.score.games() % 2 == 0 && report.verdict == SprtVerdict::Continue) {
                    report.verdict = sprtVerdict(*config.sprt, report.score);
                    stop = stop || report.verdict != SprtVerdict::Continue;
                }
            }
            if (onGame) {
                try {
                    onGame(game);
                } catch (...) {
                    failure = std::current_exception();
                    stop = true;
                    return;
                }
            }
        }
    };

    if (workers == 1) {
        work(players.front());
    } else {
        std::vector<std::jthread> threads;
        for (Players& bots : players) {
            threads.emplace_back([&work, &bots] { work(bots); });
        }
    } // the threads join here
    if (failure) {
        std::rethrow_exception(failure);
    }
    return report;
}

} // namespace ttt
