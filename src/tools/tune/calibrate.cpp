#include "calibrate.hpp"

#include "game_file.hpp"

#include <cmath>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <sstream>
#include <stdexcept>

namespace ttt::tune {

namespace {

// A decile whose predicted and observed chance differ by more than this
// (with enough samples to tell) is reported as off.
constexpr double kTolerance = 0.05;
constexpr int kEnoughSamples = 100;

} // namespace

void calibrate(const CalibrateOptions& options) {
    // Searched moves only (an opening's moves have no score), and not a
    // proven win or loss: those are shown as certain anyway.
    std::vector<ScoredResult> samples;
    std::vector<ScoredResult> heldOut;
    long long games = 0;
    for (const std::string& path : options.data) {
        for (const PlayedGame& game : readGameFile(path, options.rules)) {
            ++games;
            for (std::size_t ply = 0; ply < game.moves.size(); ++ply) {
                const PlayedMove& move = game.moves[ply];
                if (!move.score || static_cast<int>(ply) < options.skip ||
                    SearchInfo::provesWin(static_cast<int>(*move.score)) ||
                    SearchInfo::provesLoss(static_cast<int>(*move.score))) {
                    continue;
                }
                const double result = ply % 2 == 0 ? game.xResult : 1.0 - game.xResult;
                (games % 10 == 0 ? heldOut : samples).push_back({*move.score, result});
            }
        }
    }
    std::cout << games << " games, " << samples.size() << " scored moves (" << heldOut.size()
              << " more held out)\n";
    if (samples.empty()) {
        throw std::runtime_error("no scored moves: write the games with selfplay --scores");
    }
    const auto fitted = fitWinChance(samples);
    if (!fitted) {
        throw std::runtime_error(fitted.error().message());
    }
    const WinChanceCurve& curve = *fitted;

    std::ostringstream table;
    table << "# Held-out games, by the chance given:\n#   chance   moves  given  won\n";
    int off = 0;
    const std::vector<DecileCheck> deciles = checkDeciles(curve, heldOut);
    for (std::size_t i = 0; i < deciles.size(); ++i) {
        const DecileCheck& d = deciles[i];
        const bool counted = d.count >= kEnoughSamples;
        const bool isOff = counted && std::abs(d.predicted - d.observed) > kTolerance;
        off += isOff ? 1 : 0;
        char row[96];
        std::snprintf(row, sizeof row, "#   %3zu-%3zu%% %6d  %5.1f  %5.1f%s\n", i * 10, i * 10 + 10,
                      d.count, 100.0 * d.predicted, 100.0 * d.observed,
                      isOff ? "  off" : (counted ? "" : "  (few)"));
        table << row;
    }
    table << "# "
          << (off == 0 ? "every decile with " + std::to_string(kEnoughSamples) +
                             " moves or more within 5 points"
                       : std::to_string(off) + " deciles more than 5 points off")
          << "\n";
    std::cout << "scale " << curve.scale << ", bias " << curve.bias << "\n" << table.str();

    std::ostringstream header;
    header << "# The chance that the side to move wins (a draw counting half) from Hard's\n"
           << "# search score: 1 / (1 + exp(-(score + bias) / scale)), fitted to " << games
           << " games\n# (" << samples.size() << " scored moves) of the engine against itself:\n"
           << "# ttt-tune calibrate";
    for (const std::string& d : options.data) {
        const auto slash = d.find_last_of('/');
        header << " --data " << (slash == std::string::npos ? d : d.substr(slash + 1));
    }
    header << " --skip " << options.skip << "\n" << table.str();
    std::ofstream file(options.out, std::ios::binary);
    file << formatWinChanceCurve(curve, header.str());
    if (!file) {
        throw std::runtime_error("cannot write '" + options.out + "'");
    }
}

} // namespace ttt::tune
