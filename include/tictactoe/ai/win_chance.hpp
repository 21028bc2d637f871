#pragma once

// The chance that the side to move wins, a draw counting half, from a search
// score (features.md M2; the analysis shows it): a logistic curve,
// chance = 1 / (1 + exp(-(score + bias) / scale)), fitted to the results of
// Hard's own self-play games by `ttt-tune calibrate` and kept in
// resources/hard/win_chance.txt with the command that made it (docs/bots.md,
// "Win probability"). A proven result is certain: 1, 0, or a half for a
// proven draw.

#include "tictactoe/ai/bot.hpp"
#include "tictactoe/core/expected.hpp"

#include <string>
#include <string_view>
#include <vector>

namespace ttt {

struct WinChanceCurve {
    double scale = 200.0; // score points per unit of log-odds; > 0
    double bias = 0.0;    // added to every score (the side to move's edge)

    [[nodiscard]] double chance(double score) const;
    bool operator==(const WinChanceCurve&) const = default;
};

// The file: '#' comment lines, then "scale S" and "bias B" (any order, each
// once). A message names the line that is wrong.
[[nodiscard]] Expected<WinChanceCurve> parseWinChanceCurve(std::string_view text);
// `header` (comment lines, each starting with '#') first.
[[nodiscard]] std::string formatWinChanceCurve(const WinChanceCurve& curve,
                                               std::string_view header);

// The curve built into the program (resources/hard/win_chance.txt).
[[nodiscard]] Expected<WinChanceCurve> readEmbeddedWinChanceCurve();
[[nodiscard]] const WinChanceCurve& winChanceCurve();

// The side to move's chance, 0 to 1, for a search's score; `proven`: the
// score is a proven result (a win, a loss, or 0 for a draw).
[[nodiscard]] double winChance(int score, bool proven = false);
[[nodiscard]] inline double winChance(const SearchInfo::Line& line) {
    return line.chance && !line.proven ? *line.chance : winChance(line.score, line.proven);
}

// Fitting the curve (ttt-tune calibrate).
// One sample: a search's score for the mover and the mover's result (1, 0.5, 0).
struct ScoredResult {
    double score = 0.0;
    double result = 0.5;
};

// The curve of least cross-entropy over the samples; an error when they
// do not show better results for higher scores.
[[nodiscard]] Expected<WinChanceCurve> fitWinChance(const std::vector<ScoredResult>& samples);

// The samples grouped by the chance the curve gives them, in tenths
// (0-10%, ..., 90-100%): how many, the mean chance given, the mean result.
struct DecileCheck {
    int count = 0;
    double predicted = 0.0;
    double observed = 0.0;
};
[[nodiscard]] std::vector<DecileCheck> checkDeciles(const WinChanceCurve& curve,
                                                    const std::vector<ScoredResult>& samples);

} // namespace ttt
