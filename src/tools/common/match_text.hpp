#pragma once

// What ttt-arena and ttt-tune share about a match on the command line: the
// SPRT option, the openings file, the running score on standard error and the
// summary on standard output.

#include "tictactoe/ai/match.hpp"
#include "tictactoe/core/expected.hpp"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace ttt::tools {

// A decimal number, all of the text (std::from_chars for double is missing
// from some standard libraries still).
[[nodiscard]] std::optional<double> parseDecimal(std::string_view text);

// E0,E1[,ALPHA,BETA] with E0 < E1 and 0 < ALPHA, BETA < 0.5.
[[nodiscard]] Expected<SprtConfig> parseSprt(std::string_view text);

// The openings of a file (one a line, see docs/bots.md); an empty file is an error.
[[nodiscard]] Expected<std::vector<Opening>> loadOpenings(const std::string& path,
                                                          const Rules& rules);

// "+3 =1 -2" and, under a test, the log-likelihood ratio: the running score
// a match prints on standard error after every game.
class MatchProgress {
public:
    explicit MatchProgress(const MatchConfig& match) : match_(match) {}
    void add(const GameReport& game);
    [[nodiscard]] const MatchScore& score() const { return score_; }

private:
    const MatchConfig& match_;
    MatchScore score_;
};

[[nodiscard]] std::string formatLlr(double llr);

// The SPRT line of the heading: its hypotheses, error rates and bounds.
void printSprtHeading(const SprtConfig& sprt);

// Result, score, Elo with its interval, the test's verdict and the players'
// thinking times, from p1's point of view.
void printMatchSummary(const MatchConfig& match, const MatchReport& report);

} // namespace ttt::tools
