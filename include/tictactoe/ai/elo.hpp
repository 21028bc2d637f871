#pragma once

// Match statistics for the arena (features.md E5): the score of a match and the Elo
// difference it implies, with a 95% confidence interval from the per-game
// score variance.

#include <optional>
#include <string>

namespace ttt {

struct MatchScore {
    int wins = 0; // from the first player's point of view
    int draws = 0;
    int losses = 0;

    [[nodiscard]] int games() const { return wins + draws + losses; }
    // Points per game: a win 1, a draw 1/2. 0.5 for an empty match.
    [[nodiscard]] double fraction() const;
    bool operator==(const MatchScore&) const = default;
};

struct EloEstimate {
    // The Elo difference; none when the score is 0% or 100% (it is unbounded).
    std::optional<double> elo;
    // The 95% interval; none on a side where it is unbounded. With a 0% or
    // 100% score the finite side is a one-sided 95% bound.
    std::optional<double> low;
    std::optional<double> high;
};

// The Elo difference that makes `fraction` the expected score, for 0 < fraction < 1.
[[nodiscard]] double eloFromFraction(double fraction);

[[nodiscard]] EloEstimate estimateElo(const MatchScore& score);

// E.g. "+120.4 (95% CI +80.1 .. +163.0)" or ">= +577.0 (95% lower bound, every game won)".
[[nodiscard]] std::string formatElo(const EloEstimate& estimate);

} // namespace ttt
