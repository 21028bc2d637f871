#include "tictactoe/ai/elo.hpp"

#include <cmath>
#include <cstdio>

namespace ttt {

namespace {

constexpr double kZ95 = 1.959964; // two-sided 95% normal quantile
constexpr double kOneSided = 0.05;

std::string signedNumber(double value) {
    char text[32];
    // Adding 0.0 turns a negative zero into +0.0, so an even match prints "+0.0".
    std::snprintf(text, sizeof text, "%+.1f", value + 0.0);
    return text;
}

} // namespace

double MatchScore::fraction() const {
    const int n = games();
    return n == 0 ? 0.5 : (wins + 0.5 * draws) / n;
}

double eloFromFraction(double fraction) {
    return -400.0 * std::log10(1.0 / fraction - 1.0);
}

EloEstimate estimateElo(const MatchScore& score) {
    EloEstimate estimate;
    const int n = score.games();
    if (n == 0) {
        return estimate;
    }
    const double s = score.fraction();
    if (score.wins == n || score.losses == n) {
        // Every game went one way: the smallest win rate that still makes this
        // outcome 5% likely bounds the difference on one side.
        const double bound = eloFromFraction(std::pow(kOneSided, 1.0 / n));
        if (score.wins == n) {
            estimate.low = bound;
        } else {
            estimate.high = -bound;
        }
        return estimate;
    }
    estimate.elo = eloFromFraction(s);
    const double variance = (score.wins * (1.0 - s) * (1.0 - s) +
                             score.draws * (0.5 - s) * (0.5 - s) + score.losses * s * s) /
                            n;
    const double margin = kZ95 * std::sqrt(variance / n);
    if (s - margin > 0.0) {
        estimate.low = eloFromFraction(s - margin);
    }
    if (s + margin < 1.0) {
        estimate.high = eloFromFraction(s + margin);
    }
    return estimate;
}

std::string formatElo(const EloEstimate& e) {
    if (!e.elo) {
        if (e.low) {
            return ">= " + signedNumber(*e.low) + " (95% lower bound, every game won)";
        }
        if (e.high) {
            return "<= " + signedNumber(*e.high) + " (95% upper bound, every game lost)";
        }
        return "unknown (no games)";
    }
    return signedNumber(*e.elo) + " (95% CI " + (e.low ? signedNumber(*e.low) : "-inf") + " .. " +
           (e.high ? signedNumber(*e.high) : "+inf") + ")";
}

} // namespace ttt
