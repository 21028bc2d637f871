#pragma once

// Bot-against-bot matches (SPEC E5): the loop behind the ttt-arena tool.
// Players are made by makeBot, so every kind the factory knows can play.

#include "tictactoe/ai/elo.hpp"
#include "tictactoe/ai/openings.hpp"

#include <array>
#include <chrono>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace ttt {

// A player of a match: a factory name and its budget, written
// NAME[:TIMEms][:nodes=N], e.g. "hard:200ms", "medium", "hard:nodes=50000".
struct PlayerSpec {
    std::string bot;
    std::chrono::milliseconds timeLimit{1000};
    std::optional<std::uint64_t> nodeLimit;

    [[nodiscard]] std::string label() const;
};

// The spec, or nothing with `error` set. The name is not checked against the
// factory here; the budget suffixes are read from the right, so a name may
// itself contain ':'.
[[nodiscard]] std::optional<PlayerSpec> parsePlayerSpec(std::string_view text, std::string& error);

// classic | gomoku | gomoku-exact | unlimited | WxH/K[/exact]
[[nodiscard]] std::optional<Rules> parseRulesSpec(std::string_view text, std::string& error);

struct MatchConfig {
    Rules rules = Rules::gomokuFreestyle();
    std::array<PlayerSpec, 2> players; // [0] is "p1", whose view the score takes
    int games = 2;
    std::vector<Opening> openings; // each is played twice, colours swapped
    std::uint64_t seed = 1;
};

struct GameReport {
    int index = 0;         // 0-based
    Mark p1Mark = Mark::X; // X moves first
    std::size_t openingMoves = 0;
    std::vector<Point> moves; // the whole game, opening included
    double p1Points = 0.5;    // 1 win, 0.5 draw, 0 loss
    std::string note;         // why the game ended if not on the board (failure, illegal move)
};

struct MoveTimes {
    std::chrono::milliseconds longest{0};
    std::chrono::milliseconds total{0};
    int moves = 0;
    int overLimit = 0; // moves that took longer than the player's limit
};

struct MatchReport {
    MatchScore score;
    std::array<MoveTimes, 2> times; // by player (p1, p2)
};

// Plays the match; onGame (optional) hears each finished game. Throws
// std::invalid_argument when a player's name is unknown to the factory.
MatchReport playMatch(const MatchConfig& config,
                      const std::function<void(const GameReport&)>& onGame = {});

} // namespace ttt
