#pragma once

// Match statistics for the arena (features.md E5): the score of a match and the Elo
// difference it implies, with a 95% confidence interval from the per-game
// score variance; and the ratings of several players fitted to the results of
// their pairs (a round robin's ladder).

#include <optional>
#include <string>
#include <vector>

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

// The games two players played against each other; the score from a's point of view.
struct PairResult {
    int a = 0;
    int b = 0;
    MatchScore score;
};

struct FittedRating {
    // None for a player who is not linked to the anchor by games played (no
    // games at all, or only against players the anchor is not linked to):
    // nothing puts such a player on the anchor's scale.
    std::optional<double> elo;
    // The standard error of elo - (the anchor's elo), from the curvature of
    // the likelihood at its maximum (the Fisher information); 0 for the
    // anchor, and no error when there is no elo.
    std::optional<double> error;
};

// The maximum-likelihood Elo ratings of `players` players (0 .. players - 1)
// from the results of their pairs, on the logistic model: a player rated D
// higher scores 1 / (1 + 10^(-D / 400)) per game, a draw counting half a
// point. The anchor player gets anchorElo, everyone else relative to it.
// Several results of one pair add up (a and b in either order).
//
// A weak prior keeps every rating finite: each pair that played at least one
// game gets one virtual draw besides its games, so a 20-0 pair is rated as
// 20.5 of 21 (about +645 Elo) instead of infinitely apart; over many games
// the draw's pull is small (a fraction of an Elo per pair at 1000 games).
// The fit is Newton's method with a step that never lowers the likelihood,
// from all ratings equal, to convergence or an iteration cap. A result whose
// two players are the same, or that has no games, says nothing and is ignored.
// Throws std::invalid_argument for a player index (anchor, a or b) outside
// 0 .. players - 1.
[[nodiscard]] std::vector<FittedRating> fitRatings(int players,
                                                   const std::vector<PairResult>& results,
                                                   int anchor = 0, double anchorElo = 0.0);

} // namespace ttt
