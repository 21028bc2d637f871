#include "tictactoe/ai/elo.hpp"

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <cstdio>
#include <stdexcept>
#include <utility>

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

// The rating fit works in natural-log odds ("logits"): x Elo is x * kLogitPerElo.
constexpr double kLogitPerElo = 2.302585092994045684 / 400.0; // ln(10) / 400
constexpr int kMaxNewtonSteps = 100;
constexpr int kMaxHalvings = 60;
constexpr double kConverged = 1e-10; // the largest rating change in logits

using Matrix = std::vector<std::vector<double>>;

double logistic(double x) {
    return 1.0 / (1.0 + std::exp(-x));
}

// log(logistic(x)), without overflow or log(0) at large |x|.
double logLogistic(double x) {
    return x >= 0.0 ? -std::log1p(std::exp(-x)) : x - std::log1p(std::exp(x));
}

// The lower triangle L with m = L L^T; none when m is not (numerically)
// positive definite, so that nothing is ever divided by zero.
std::optional<Matrix> cholesky(const Matrix& m) {
    const std::size_t n = m.size();
    Matrix l(n, std::vector<double>(n, 0.0));
    for (std::size_t i = 0; i < n; ++i) {
        for (std::size_t j = 0; j <= i; ++j) {
            double sum = m[i][j];
            for (std::size_t k = 0; k < j; ++k) {
                sum -= l[i][k] * l[j][k];
            }
            if (i == j) {
                if (!(sum > 1e-300)) {
                    return std::nullopt;
                }
                l[i][i] = std::sqrt(sum);
            } else {
                l[i][j] = sum / l[j][j];
            }
        }
    }
    return l;
}

// x with L L^T x = v.
std::vector<double> solveCholesky(const Matrix& l, std::vector<double> v) {
    const std::size_t n = l.size();
    for (std::size_t i = 0; i < n; ++i) {
        for (std::size_t k = 0; k < i; ++k) {
            v[i] -= l[i][k] * v[k];
        }
        v[i] /= l[i][i];
    }
    for (std::size_t i = n; i-- > 0;) {
        for (std::size_t k = i + 1; k < n; ++k) {
            v[i] -= l[k][i] * v[k];
        }
        v[i] /= l[i][i];
    }
    return v;
}

// The pairs' points and games, prior included, seen from the ratings of the
// rated players (those linked to the anchor, itself aside); every other
// rating, the anchor's included, stays 0 logits.
class RatingModel {
public:
    RatingModel(Matrix points, Matrix games, std::vector<std::size_t> rated)
        : points_(std::move(points)), games_(std::move(games)), rated_(std::move(rated)) {}

    // Ratings in logits, indexed by player; 0 for everyone not fitted.
    [[nodiscard]] std::vector<double> full(const std::vector<double>& ratings) const {
        std::vector<double> r(points_.size(), 0.0);
        for (std::size_t k = 0; k < rated_.size(); ++k) {
            r[rated_[k]] = ratings[k];
        }
        return r;
    }

    [[nodiscard]] double logLikelihood(const std::vector<double>& ratings) const {
        const std::vector<double> r = full(ratings);
        double sum = 0.0;
        for (std::size_t i = 0; i < r.size(); ++i) {
            for (std::size_t j = i + 1; j < r.size(); ++j) {
                if (games_[i][j] > 0.0) {
                    sum += points_[i][j] * logLogistic(r[i] - r[j]) +
                           points_[j][i] * logLogistic(r[j] - r[i]);
                }
            }
        }
        return sum;
    }

    // The gradient of the log-likelihood and its negated Hessian (the Fisher
    // information), over the rated players.
    void derivatives(const std::vector<double>& ratings, std::vector<double>& gradient,
                     Matrix& information) const {
        const std::vector<double> r = full(ratings);
        std::vector<std::optional<std::size_t>> slot(r.size());
        for (std::size_t k = 0; k < rated_.size(); ++k) {
            slot[rated_[k]] = k;
        }
        gradient.assign(rated_.size(), 0.0);
        information.assign(rated_.size(), std::vector<double>(rated_.size(), 0.0));
        for (std::size_t k = 0; k < rated_.size(); ++k) {
            const std::size_t i = rated_[k];
            for (std::size_t j = 0; j < r.size(); ++j) {
                // Only the anchor and rated players are linked to a rated player.
                if (j == i || games_[i][j] <= 0.0) {
                    continue;
                }
                const double p = logistic(r[i] - r[j]);
                gradient[k] += points_[i][j] - games_[i][j] * p;
                const double weight = games_[i][j] * p * (1.0 - p);
                information[k][k] += weight;
                if (slot[j]) {
                    information[k][*slot[j]] -= weight;
                }
            }
        }
    }

    [[nodiscard]] std::size_t size() const { return rated_.size(); }

private:
    Matrix points_; // [i][j]: i's points against j
    Matrix games_;  // [i][j] == [j][i]
    std::vector<std::size_t> rated_;
};

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

std::vector<FittedRating> fitRatings(int players, const std::vector<PairResult>& results,
                                     int anchor, double anchorElo) {
    const auto index = [players](int player) {
        if (player < 0 || player >= players) {
            throw std::invalid_argument("fitRatings: no player " + std::to_string(player) + " of " +
                                        std::to_string(players));
        }
        return static_cast<std::size_t>(player);
    };
    const std::size_t anchorIndex = index(anchor);
    const auto n = static_cast<std::size_t>(players);
    Matrix points(n, std::vector<double>(n, 0.0));
    Matrix games(n, std::vector<double>(n, 0.0));
    for (const PairResult& result : results) {
        const std::size_t a = index(result.a);
        const std::size_t b = index(result.b);
        if (a == b) {
            continue;
        }
        const MatchScore& s = result.score;
        points[a][b] += s.wins + 0.5 * s.draws;
        points[b][a] += s.losses + 0.5 * s.draws;
        games[a][b] += s.games();
        games[b][a] += s.games();
    }
    // The prior: one virtual draw for every pair that played.
    for (std::size_t i = 0; i < n; ++i) {
        for (std::size_t j = 0; j < n; ++j) {
            if (i != j && games[i][j] > 0.0) {
                points[i][j] += 0.5;
                games[i][j] += 1.0;
            }
        }
    }
    // The players linked to the anchor through games: only they share its scale.
    std::vector<bool> linked(n, false);
    linked[anchorIndex] = true;
    std::vector<std::size_t> reached{anchorIndex};
    std::vector<std::size_t> rated; // reached, the anchor aside
    for (std::size_t next = 0; next < reached.size(); ++next) {
        for (std::size_t j = 0; j < n; ++j) {
            if (!linked[j] && games[reached[next]][j] > 0.0) {
                linked[j] = true;
                reached.push_back(j);
                rated.push_back(j);
            }
        }
    }
    std::sort(rated.begin(), rated.end());
    const RatingModel model(std::move(points), std::move(games), rated);

    std::vector<double> ratings(model.size(), 0.0);
    std::vector<double> gradient;
    Matrix information;
    std::optional<Matrix> factor;
    for (int step = 0; step < kMaxNewtonSteps && model.size() > 0; ++step) {
        model.derivatives(ratings, gradient, information);
        factor = cholesky(information);
        if (!factor) {
            break;
        }
        const std::vector<double> direction = solveCholesky(*factor, gradient);
        // The log-likelihood is concave, so the Newton direction climbs; a full
        // step may still overshoot from far away, so it is halved until it
        // does not lose (up to rounding).
        const double before = model.logLikelihood(ratings);
        const double slack = 1e-12 * (1.0 + std::abs(before));
        double scale = 1.0;
        std::vector<double> trial(ratings.size());
        for (int halving = 0; halving <= kMaxHalvings; ++halving, scale *= 0.5) {
            for (std::size_t k = 0; k < ratings.size(); ++k) {
                trial[k] = ratings[k] + scale * direction[k];
            }
            if (model.logLikelihood(trial) >= before - slack) {
                break;
            }
        }
        double largest = 0.0;
        for (std::size_t k = 0; k < ratings.size(); ++k) {
            largest = std::max(largest, std::abs(trial[k] - ratings[k]));
        }
        ratings = trial;
        if (largest < kConverged) {
            break;
        }
    }
    // The covariance is the inverse of the information at the maximum.
    model.derivatives(ratings, gradient, information);
    factor.reset();
    if (model.size() > 0) {
        factor = cholesky(information);
    }

    std::vector<FittedRating> fitted(n);
    fitted[anchorIndex] = {anchorElo, 0.0};
    for (std::size_t k = 0; k < model.size(); ++k) {
        FittedRating& rating = fitted[rated[k]];
        rating.elo = anchorElo + ratings[k] / kLogitPerElo;
        if (factor) {
            std::vector<double> unit(model.size(), 0.0);
            unit[k] = 1.0;
            const double variance = solveCholesky(*factor, unit)[k];
            if (variance >= 0.0) {
                rating.error = std::sqrt(variance) / kLogitPerElo;
            }
        }
    }
    return fitted;
}

} // namespace ttt
