#include "tictactoe/ai/win_chance.hpp"

#include "tictactoe/core/ascii_text.hpp"

#include <algorithm>
#include <charconv>
#include <cmath>

// The embedded resources/hard/win_chance.txt (generated at build time).
extern const unsigned char kWinChanceData[];
extern const std::size_t kWinChanceDataSize;

namespace ttt {

namespace {

// The whole text as a finite number.
bool parseNumber(std::string_view text, double& value) {
    const char* end = text.data() + text.size();
    const auto [stop, error] = std::from_chars(text.data(), end, value);
    return error == std::errc() && stop == end && std::isfinite(value);
}

// Scores are divided by this inside the fit so that both parameters are of
// the same size (Newton's steps are then well conditioned).
constexpr double kScoreUnit = 100.0;

} // namespace

double WinChanceCurve::chance(double score) const {
    return 1.0 / (1.0 + std::exp(-(score + bias) / scale));
}

Expected<WinChanceCurve> parseWinChanceCurve(std::string_view text) {
    WinChanceCurve curve;
    bool haveScale = false;
    bool haveBias = false;
    int lineNumber = 0;
    while (!text.empty()) {
        const auto newline = text.find('\n');
        const std::string_view raw = text.substr(0, newline);
        text = newline == std::string_view::npos ? std::string_view() : text.substr(newline + 1);
        ++lineNumber;
        const std::string_view line = ascii::trim(raw);
        if (line.empty() || line.front() == '#') {
            continue;
        }
        const auto bad = [&](std::string_view why) {
            return failure(
                Text::verbatim("line " + std::to_string(lineNumber) + ": " + std::string(why)));
        };
        const auto space = line.find(' ');
        const std::string_view key = line.substr(0, space);
        if (key != "scale" && key != "bias") {
            return bad("expected \"scale S\" or \"bias B\"");
        }
        double value = 0.0;
        if (space == std::string_view::npos ||
            !parseNumber(ascii::trim(line.substr(space + 1)), value)) {
            return bad("\"" + std::string(key) + "\" needs a number");
        }
        bool& seen = key == "scale" ? haveScale : haveBias;
        if (seen) {
            return bad("\"" + std::string(key) + "\" is given twice");
        }
        seen = true;
        if (key == "scale") {
            if (value <= 0.0) {
                return bad("the scale must be above 0");
            }
            curve.scale = value;
        } else {
            curve.bias = value;
        }
    }
    if (!haveScale) {
        return failure(Text::verbatim("no \"scale S\" line"));
    }
    return curve;
}

std::string formatWinChanceCurve(const WinChanceCurve& curve, std::string_view header) {
    std::string text(header);
    if (!text.empty() && text.back() != '\n') {
        text += '\n';
    }
    // Enough digits to read back the same numbers.
    const auto number = [](double value) {
        char buffer[64];
        const auto [end, error] = std::to_chars(buffer, buffer + sizeof buffer, value);
        return error == std::errc() ? std::string(buffer, end) : std::string("0");
    };
    text += "scale " + number(curve.scale) + "\n";
    text += "bias " + number(curve.bias) + "\n";
    return text;
}

Expected<WinChanceCurve> readEmbeddedWinChanceCurve() {
    return parseWinChanceCurve(
        std::string_view(reinterpret_cast<const char*>(kWinChanceData), kWinChanceDataSize));
}

const WinChanceCurve& winChanceCurve() {
    // A broken data file is a build mistake the tests catch; the default
    // curve keeps the program going meanwhile.
    static const WinChanceCurve curve = readEmbeddedWinChanceCurve().value_or(WinChanceCurve{});
    return curve;
}

double winChance(int score, bool proven) {
    if (SearchInfo::provesWin(score)) {
        return 1.0;
    }
    if (SearchInfo::provesLoss(score)) {
        return 0.0;
    }
    if (proven) {
        return 0.5; // an exact search to the end of a drawn game
    }
    return winChanceCurve().chance(score);
}

Expected<WinChanceCurve> fitWinChance(const std::vector<ScoredResult>& samples) {
    if (samples.empty()) {
        return failure(Text::verbatim("no scored positions to fit"));
    }
    // chance = sigmoid(a * x + b), x = score / kScoreUnit; Newton's method on
    // the cross-entropy, which is convex in (a, b).
    // From the flat curve, where every weight is a quarter: Newton's steps
    // from there do not overshoot into saturated sigmoids.
    double a = 0.0;
    double b = 0.0;
    for (int iteration = 0; iteration < 50; ++iteration) {
        double ga = 0.0;
        double gb = 0.0;
        double haa = 1e-9;
        double hab = 0.0;
        double hbb = 1e-9;
        for (const ScoredResult& s : samples) {
            const double x = s.score / kScoreUnit;
            const double p = 1.0 / (1.0 + std::exp(-(a * x + b)));
            const double g = p - s.result;
            const double w = p * (1.0 - p);
            ga += g * x;
            gb += g;
            haa += w * x * x;
            hab += w * x;
            hbb += w;
        }
        const double det = haa * hbb - hab * hab;
        if (std::abs(det) < 1e-12) {
            break;
        }
        constexpr double kMaxStep = 1.0; // a damped step where the curve is far off
        const double da = std::clamp((hbb * ga - hab * gb) / det, -kMaxStep, kMaxStep);
        const double db = std::clamp((haa * gb - hab * ga) / det, -kMaxStep, kMaxStep);
        a -= da;
        b -= db;
        if (std::abs(da) < 1e-10 && std::abs(db) < 1e-10) {
            break;
        }
    }
    if (!(a > 1e-9) || !std::isfinite(b)) {
        return failure(Text::verbatim("the scores do not tell the results apart (higher "
                                      "scores do not win more often)"));
    }
    // sigmoid(a * s / u + b) = sigmoid((s + b * u / a) / (u / a)).
    return WinChanceCurve{kScoreUnit / a, b * kScoreUnit / a};
}

std::vector<DecileCheck> checkDeciles(const WinChanceCurve& curve,
                                      const std::vector<ScoredResult>& samples) {
    std::vector<DecileCheck> deciles(10);
    for (const ScoredResult& s : samples) {
        const double p = curve.chance(s.score);
        auto& d = deciles[static_cast<std::size_t>(std::min(9, static_cast<int>(p * 10.0)))];
        ++d.count;
        d.predicted += p;
        d.observed += s.result;
    }
    for (DecileCheck& d : deciles) {
        if (d.count > 0) {
            d.predicted /= d.count;
            d.observed /= d.count;
        }
    }
    return deciles;
}

} // namespace ttt
