#pragma once

// Bot-against-bot matches (features.md E5): the loop behind the ttt-arena tool.
// Players are PlayerSpecs (with their thinking budgets), made by the BotMaker
// the caller gives, so every kind the factory knows can play.

#include "tictactoe/ai/bot.hpp"
#include "tictactoe/ai/elo.hpp"
#include "tictactoe/ai/openings.hpp"

#include <array>
#include <chrono>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace ttt {

// Sequential probability ratio test (as engine testers use it): H0 "p1 is
// elo0 stronger than p2" against H1 "p1 is elo1 stronger", with error rates
// alpha (accepting H1 wrongly) and beta (accepting H0 wrongly). The
// log-likelihood ratio uses the normal approximation of the per-game score
// (wins, draws and losses), with logistic Elo.
struct SprtConfig {
    double elo0 = 0;
    double elo1 = 10;
    double alpha = 0.05;
    double beta = 0.05;

    [[nodiscard]] double lowerBound() const; // log(beta / (1 - alpha)): accept H0 below
    [[nodiscard]] double upperBound() const; // log((1 - beta) / alpha): accept H1 above
};

enum class SprtVerdict { Continue, AcceptH0, AcceptH1 };

// The log-likelihood ratio of H1 against H0 after `score`, counting one
// virtual win, draw and loss besides the games (a short run of one result
// alone has no variance, and the normal approximation would overrate it).
[[nodiscard]] double sprtLogLikelihoodRatio(const MatchScore& score, double elo0, double elo1);
[[nodiscard]] SprtVerdict sprtVerdict(const SprtConfig& sprt, const MatchScore& score);

struct MatchConfig {
    Rules rules = Rules::gomokuFreestyle();
    std::array<PlayerSpec, 2> players; // [0] is "p1", whose view the score takes
    int games = 2;
    std::vector<Opening> openings; // each is played twice, colours swapped
    std::uint64_t seed = 1;
    // Games played at the same time, each by its own pair of players on its
    // own thread (external engines in their own processes).
    int concurrency = 1;
    // Stop early when the test is decided (games already running are finished
    // and counted). Checked only after complete pairs of games, so that both
    // colours of an opening count.
    std::optional<SprtConfig> sprt;
    // Makes the players instead of makeBot(players[i].bot) when set (for
    // tools that pit variants of one engine against each other). Called with
    // 0 for p1 and 1 for p2, once per player and concurrent game.
    std::function<std::unique_ptr<Bot>(int player)> makePlayer;
    // Each game on a clock (features.md G16; e.g. 60 s a game): each move's
    // budget is shared out of the player's time (time_share.hpp), within the
    // player's own time a move, and a player whose time runs out loses.
    ClockSettings clock;
};

struct GameReport {
    int index = 0;         // 0-based
    Mark p1Mark = Mark::X; // X moves first
    std::size_t openingMoves = 0;
    std::vector<Point> moves; // the whole game, opening included
    double p1Points = 0.5;    // 1 win, 0.5 draw, 0 loss
    std::string note; // why the game ended if not on the board (failure, illegal move, time)
    bool lostOnTime = false;
};

struct MoveTimes {
    std::chrono::milliseconds longest{0};
    std::chrono::milliseconds total{0};
    int moves = 0;
    int overLimit = 0; // moves that took longer than the player's limit
    // The moves whose result the player did not prove (SearchInfo::proven):
    // those should use most of their time, the proven ones may stop early.
    std::chrono::milliseconds unprovenTotal{0};
    int unprovenMoves = 0;
    // Of those, the moves that were not forced either (SearchInfo::forced):
    // a real choice, where the time manager should use 80-95% of the limit.
    std::chrono::milliseconds choiceTotal{0};
    int choiceMoves = 0;
    // A player that ponders (ThinkingBudget::ponder): its moves made after
    // pondering, and of those the ones where the reply it expected came.
    int ponderedMoves = 0;
    int ponderHits = 0;
};

struct MatchReport {
    MatchScore score;
    std::array<MoveTimes, 2> times;              // by player (p1, p2)
    std::array<int, 2> timeLosses{0, 0};         // games lost on time, by player (p1, p2)
    SprtVerdict verdict = SprtVerdict::Continue; // with an SPRT: how it ended
    double llr = 0;                              // with an SPRT: the final log-likelihood ratio
};

// Plays the match; onGame (optional) hears each finished game, one at a time
// (from the worker threads when games run concurrently, in the order they
// finish). Throws std::invalid_argument when a player is no computer the
// maker can make.
MatchReport playMatch(const MatchConfig& config, const BotMaker& makeBot,
                      const std::function<void(const GameReport&)>& onGame = {});

} // namespace ttt
