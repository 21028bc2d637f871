#include "eval_weights.hpp"

#include "tictactoe/core/numbers.hpp"

#include <sstream>
#include <vector>

// The embedded resources/hard/five_eval.txt (generated at build time).
extern const unsigned char kFiveEvalData[];
extern const std::size_t kFiveEvalDataSize;

namespace ttt::hard::five {

namespace {

std::optional<Pattern> patternByName(std::string_view name) {
    for (int p = 0; p < kPatternCount; ++p) {
        if (patternName(static_cast<Pattern>(p)) == name) {
            return static_cast<Pattern>(p);
        }
    }
    return std::nullopt;
}

std::optional<long long> integer(std::string_view text) {
    return parseNumber<long long>(text);
}

std::vector<std::string_view> words(std::string_view line) {
    std::vector<std::string_view> out;
    std::size_t i = 0;
    while (i < line.size()) {
        while (i < line.size() && (line[i] == ' ' || line[i] == '\t' || line[i] == '\r')) {
            ++i;
        }
        const std::size_t start = i;
        while (i < line.size() && line[i] != ' ' && line[i] != '\t' && line[i] != '\r') {
            ++i;
        }
        if (i > start) {
            out.push_back(line.substr(start, i - start));
        }
    }
    return out;
}

const std::array<EvalWeights, 2>& embedded() {
    static const std::array<EvalWeights, 2> weights = [] {
        auto parsed = readEmbeddedEvalWeights();
        if (!parsed) {
            // A broken data file is a build mistake; the tests catch it. Play on
            // with the hand-set values rather than not at all.
            return std::array<EvalWeights, 2>{initialEvalWeights(), initialEvalWeights()};
        }
        return *parsed;
    }();
    return weights;
}

} // namespace

Expected<std::array<EvalWeights, 2>> readEmbeddedEvalWeights() {
    return parseEvalWeights(
        std::string_view(reinterpret_cast<const char*>(kFiveEvalData), kFiveEvalDataSize));
}

const EvalWeights& evalWeights(bool exact) {
    return embedded()[exact ? 1 : 0];
}

Expected<std::array<EvalWeights, 2>> parseEvalWeights(std::string_view text) {
    std::array<EvalWeights, 2> result;
    EvalWeights* current = &result[0];
    int lineNumber = 0;
    // The weights file is the tuner's, not a player's: its messages stay English.
    const auto fail = [&](const std::string& why) {
        return failure(Text::verbatim("line " + std::to_string(lineNumber) + ": " + why));
    };
    while (!text.empty()) {
        ++lineNumber;
        const auto end = text.find('\n');
        std::string_view line = text.substr(0, end);
        text = end == std::string_view::npos ? std::string_view{} : text.substr(end + 1);
        if (const auto hash = line.find('#'); hash != std::string_view::npos) {
            line = line.substr(0, hash);
        }
        const auto w = words(line);
        if (w.empty()) {
            continue;
        }
        if (w[0] == "rule" && w.size() == 2 && (w[1] == "freestyle" || w[1] == "exact")) {
            current = &result[w[1] == "exact" ? 1 : 0];
        } else if (w[0] == "scale" && w.size() == 2) {
            const auto v = integer(w[1]);
            if (!v || *v <= 0) {
                return fail("bad scale");
            }
            current->scale = static_cast<double>(*v);
        } else if ((w[0] == "mover" || w[0] == "waiter") && w.size() == 6) {
            std::array<Pattern, 4> p{};
            for (std::size_t i = 0; i < 4; ++i) {
                const auto pattern = patternByName(w[i + 1]);
                if (!pattern) {
                    return fail("unknown pattern '" + std::string(w[i + 1]) + "'");
                }
                p[i] = *pattern;
            }
            const auto v = integer(w[5]);
            if (!v) {
                return fail("bad value");
            }
            const PatternCode code = PatternTables::code(p[0], p[1], p[2], p[3]);
            (w[0] == "mover" ? current->mover : current->waiter)[code] =
                static_cast<std::int32_t>(*v);
        } else if (w[0] == "threat" && w.size() == 3) {
            const auto mask = integer(w[1]);
            const auto v = integer(w[2]);
            if (!mask || *mask < 0 || *mask >= kThreatMaskCount || !v) {
                return fail("bad threat entry");
            }
            current->threat[static_cast<std::size_t>(*mask)] = static_cast<std::int32_t>(*v);
        } else {
            return fail("cannot read '" + std::string(line) + "'");
        }
    }
    return result;
}

std::string formatEvalWeights(const std::array<EvalWeights, 2>& rules, std::string_view header) {
    std::ostringstream out;
    out << header;
    for (int r = 0; r < 2; ++r) {
        const EvalWeights& w = rules[static_cast<std::size_t>(r)];
        out << "\nrule " << (r == 0 ? "freestyle" : "exact") << "\nscale "
            << static_cast<long long>(w.scale) << "\n";
        for (const bool mover : {true, false}) {
            for (int code = 0; code < kPatternCodeCount; ++code) {
                const auto v = (mover ? w.mover : w.waiter)[static_cast<std::size_t>(code)];
                if (v == 0) {
                    continue;
                }
                out << (mover ? "mover" : "waiter");
                for (const Pattern p : PatternTables::patternsOf(static_cast<PatternCode>(code))) {
                    out << ' ' << patternName(p);
                }
                out << ' ' << v << "\n";
            }
        }
        for (int mask = 0; mask < kThreatMaskCount; ++mask) {
            if (const auto v = w.threat[static_cast<std::size_t>(mask)]; v != 0) {
                out << "threat " << mask << ' ' << v << "\n";
            }
        }
    }
    return out.str();
}

EvalWeights initialEvalWeights() {
    static constexpr std::array<int, kPatternCount> kValue{0,  0,  0,  1,  6,  16,  18,
                                                           20, 20, 64, 70, 70, 260, 1000};
    static constexpr std::array<int, kCategoryCount> kBonus{2000, 800, 400, 100, 0, 220,
                                                            80,   0,   30,  0,   0};
    EvalWeights w;
    for (int code = 0; code < kPatternCodeCount; ++code) {
        int value = 0;
        for (const Pattern p : PatternTables::patternsOf(static_cast<PatternCode>(code))) {
            value += kValue[p];
        }
        value += kBonus[PatternTables::category(static_cast<PatternCode>(code))];
        w.mover[static_cast<std::size_t>(code)] = value + value / 8;
        w.waiter[static_cast<std::size_t>(code)] = value;
    }
    return w;
}

} // namespace ttt::hard::five
