#include "fit.hpp"

#include "five_variant.hpp"
#include "game_file.hpp"
#include "tictactoe/ai/random.hpp"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <fstream>
#include <iostream>
#include <sstream>
#include <stdexcept>

namespace ttt::tune {

namespace {

struct Sample {
    std::uint32_t begin = 0; // features in [begin, end) of the feature list
    std::uint32_t end = 0;
    float result = 0.5F; // for the side to move
};

struct Feature {
    std::uint32_t index; // mover codes, then waiter codes, then threat masks
    float count;         // + for mover and threat, - for waiter
};

constexpr std::uint32_t kMoverBase = 0;
constexpr std::uint32_t kWaiterBase = five::kPatternCodeCount;
constexpr std::uint32_t kThreatBase = 2 * five::kPatternCodeCount;
constexpr std::uint32_t kFeatureCount = kThreatBase + five::kThreatMaskCount;

void addPosition(const five::Board& board, float result, std::vector<Sample>& samples,
                 std::vector<Feature>& features) {
    const int me = board.sideToMove();
    const int op = 1 - me;
    std::vector<int> counts(kFeatureCount, 0);
    for (int y = 0; y < board.height(); ++y) {
        for (int x = 0; x < board.width(); ++x) {
            const int cell = board.cellOf(x, y);
            if (!board.isEmpty(cell)) {
                continue;
            }
            ++counts[kMoverBase + board.code(me, cell)];
            ++counts[kWaiterBase + board.code(op, cell)];
        }
    }
    Sample s;
    s.begin = static_cast<std::uint32_t>(features.size());
    for (std::uint32_t i = 0; i < kThreatBase; ++i) {
        if (counts[i] != 0) {
            features.push_back(
                Feature{i, static_cast<float>(i < kWaiterBase ? counts[i] : -counts[i])});
        }
    }
    features.push_back(Feature{kThreatBase + static_cast<std::uint32_t>(board.threatMask()), 1.0F});
    s.end = static_cast<std::uint32_t>(features.size());
    s.result = result;
    samples.push_back(s);
}

// What a search score says of the side to move's chances, on the scale the
// evaluation is fitted to; a found win or loss is certain.
double searchOdds(double score, double scale) {
    if (std::abs(score) >= hard::kWin - hard::kMateBand) {
        return score > 0 ? 1.0 : 0.0;
    }
    return 1.0 / (1.0 + std::exp(-score / scale));
}

} // namespace

void fit(const FitOptions& options) {
    const auto& [data, from, out, rules, epochs, rate, l2, skip, lambda] = options;
    const bool exact = rules.overline == Overline::Exact;
    auto loaded = loadWeights(from);
    if (!loaded) {
        throw std::runtime_error(loaded.error().message());
    }
    RuleWeights all = *loaded;
    five::EvalWeights& start = all[exact ? 1 : 0];

    // Positions: every position of every game after the first plies, except
    // those the search never evaluates (a five to make or to stop, an open
    // four to make).
    std::vector<Sample> samples;
    std::vector<Sample> heldOut;
    std::vector<Feature> features;
    const five::EvalWeights zero{};
    long long games = 0;
    for (const std::string& path : data) {
        for (const PlayedGame& game : readGameFile(path, rules)) {
            five::Board board(rules.width, rules.height, exact, zero);
            int ply = 0;
            ++games;
            for (const PlayedMove& move : game.moves) {
                const int me = board.sideToMove();
                const bool decided = board.count(me, five::kCatFive) > 0 ||
                                     board.count(1 - me, five::kCatFive) > 0 ||
                                     board.count(me, five::kCatFlex4) > 0;
                if (ply >= skip && !decided) {
                    double r = me == 0 ? game.xResult : 1.0 - game.xResult;
                    if (move.score) {
                        r = lambda * r + (1 - lambda) * searchOdds(*move.score, start.scale);
                    }
                    // Every tenth game is kept aside to check the fit on unseen games.
                    addPosition(board, static_cast<float>(r), games % 10 == 0 ? heldOut : samples,
                                features);
                }
                const int cell = board.cellOf(move.point.x, move.point.y);
                if (!board.isEmpty(cell)) {
                    throw std::runtime_error(path + ": a move on a stone in game " +
                                             std::to_string(games));
                }
                board.play(cell);
                ++ply;
            }
        }
    }
    std::cerr << games << " games, " << samples.size() << " positions (" << heldOut.size()
              << " more held out), " << features.size() << " features\n";
    if (samples.empty()) {
        throw std::runtime_error("no positions to fit");
    }

    // Logistic regression with Adam: p = 1 / (1 + exp(-v / scale)), v the
    // evaluation, minimising the cross-entropy against the game results.
    std::vector<double> w(kFeatureCount, 0.0);
    for (int i = 0; i < five::kPatternCodeCount; ++i) {
        w[kMoverBase + static_cast<std::size_t>(i)] = start.mover[static_cast<std::size_t>(i)];
        w[kWaiterBase + static_cast<std::size_t>(i)] = start.waiter[static_cast<std::size_t>(i)];
    }
    for (int i = 0; i < five::kThreatMaskCount; ++i) {
        w[kThreatBase + static_cast<std::size_t>(i)] = start.threat[static_cast<std::size_t>(i)];
    }
    const double scale = start.scale;
    std::vector<double> m(kFeatureCount, 0.0);
    std::vector<double> v(kFeatureCount, 0.0);
    std::vector<double> grad(kFeatureCount, 0.0);
    std::vector<std::uint32_t> order(samples.size());
    for (std::uint32_t i = 0; i < order.size(); ++i) {
        order[i] = i;
    }
    Random random(7);
    constexpr std::size_t kBatch = 4096;
    constexpr double kBeta1 = 0.9;
    constexpr double kBeta2 = 0.999;
    long long step = 0;
    const auto loss = [&](const std::vector<Sample>& set) {
        double total = 0;
        for (const Sample& s : set) {
            double e = 0;
            for (std::uint32_t f = s.begin; f < s.end; ++f) {
                e += w[features[f].index] * features[f].count;
            }
            const double p = 1.0 / (1.0 + std::exp(-e / scale));
            total -= s.result * std::log(std::max(p, 1e-12)) +
                     (1 - s.result) * std::log(std::max(1 - p, 1e-12));
        }
        return total / static_cast<double>(std::max<std::size_t>(1, set.size()));
    };
    std::cerr << "loss before: " << loss(samples) << ", held out " << loss(heldOut) << "\n";
    for (int epoch = 0; epoch < epochs; ++epoch) {
        for (std::size_t i = order.size(); i > 1; --i) {
            std::swap(order[i - 1], order[static_cast<std::size_t>(random.below(i))]);
        }
        for (std::size_t b = 0; b < order.size(); b += kBatch) {
            std::fill(grad.begin(), grad.end(), 0.0);
            const std::size_t end = std::min(order.size(), b + kBatch);
            for (std::size_t k = b; k < end; ++k) {
                const Sample& s = samples[order[k]];
                double e = 0;
                for (std::uint32_t f = s.begin; f < s.end; ++f) {
                    e += w[features[f].index] * features[f].count;
                }
                const double p = 1.0 / (1.0 + std::exp(-e / scale));
                const double g = (p - s.result) / scale;
                for (std::uint32_t f = s.begin; f < s.end; ++f) {
                    grad[features[f].index] += g * features[f].count;
                }
            }
            ++step;
            const double n = static_cast<double>(end - b);
            const double c1 = 1 - std::pow(kBeta1, static_cast<double>(step));
            const double c2 = 1 - std::pow(kBeta2, static_cast<double>(step));
            for (std::size_t j = 0; j < kFeatureCount; ++j) {
                const double g = grad[j] / n;
                m[j] = kBeta1 * m[j] + (1 - kBeta1) * g;
                v[j] = kBeta2 * v[j] + (1 - kBeta2) * g * g;
                w[j] -= rate * (m[j] / c1) / (std::sqrt(v[j] / c2) + 1e-8);
            }
        }
        for (double& x : w) {
            x *= 1.0 - l2;
        }
        std::cerr << "epoch " << epoch + 1 << "/" << epochs << ": loss " << loss(samples)
                  << ", held out " << loss(heldOut) << "\n";
    }

    five::EvalWeights fitted;
    fitted.scale = scale;
    for (int i = 0; i < five::kPatternCodeCount; ++i) {
        fitted.mover[static_cast<std::size_t>(i)] =
            static_cast<std::int32_t>(std::lround(w[kMoverBase + static_cast<std::size_t>(i)]));
        fitted.waiter[static_cast<std::size_t>(i)] =
            static_cast<std::int32_t>(std::lround(w[kWaiterBase + static_cast<std::size_t>(i)]));
    }
    for (int i = 0; i < five::kThreatMaskCount; ++i) {
        fitted.threat[static_cast<std::size_t>(i)] =
            static_cast<std::int32_t>(std::lround(w[kThreatBase + static_cast<std::size_t>(i)]));
    }
    all[exact ? 1 : 0] = fitted;
    std::ostringstream header;
    header << "# The evaluation of five in a row, fitted by ttt-tune to " << games << " games ("
           << samples.size() << " positions) of the engine against itself:\n# ttt-tune fit";
    for (const std::string& d : data) {
        const auto slash = d.find_last_of('/');
        header << " --data " << (slash == std::string::npos ? d : d.substr(slash + 1));
    }
    header << " --rules " << (exact ? "gomoku-exact" : "gomoku") << " --epochs " << epochs
           << " --rate " << rate << " --l2 " << l2 << " --skip " << skip << " --lambda " << lambda
           << "\n";
    std::ofstream file(out, std::ios::binary);
    file << five::formatEvalWeights(all, header.str());
    if (!file) {
        throw std::runtime_error("cannot write '" + out + "'");
    }
}

} // namespace ttt::tune
