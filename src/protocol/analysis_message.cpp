#include "tictactoe/protocol/analysis_message.hpp"

#include "tictactoe/core/ascii_text.hpp"
#include "tictactoe/protocol/protocol_text.hpp"

#include <charconv>
#include <cmath>
#include <string>
#include <vector>

namespace ttt {
namespace {

// Longest line an engine can mean: moves beyond are ignored.
constexpr std::size_t kMostPvMoves = 64;
constexpr int kMostCoordinate = 1000;

std::vector<std::string_view> words(std::string_view text) {
    std::vector<std::string_view> out;
    std::size_t i = 0;
    while (i < text.size()) {
        while (i < text.size() && (text[i] == ' ' || text[i] == '\t')) {
            ++i;
        }
        const std::size_t start = i;
        while (i < text.size() && text[i] != ' ' && text[i] != '\t') {
            ++i;
        }
        if (i > start) {
            out.push_back(text.substr(start, i - start));
        }
    }
    return out;
}

std::optional<int> number(std::string_view text) {
    int value = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (error != std::errc{} || end != text.data() + text.size()) {
        return std::nullopt;
    }
    return value;
}

// "11" or "11-19": the depth before the dash.
std::optional<int> depthOf(std::string_view text) {
    const auto depth = number(text.substr(0, text.find('-')));
    return depth && *depth >= 0 && *depth < 10'000 ? depth : std::nullopt;
}

// "x,y", or a letter and a number from 1.
std::optional<Point> moveOf(std::string_view text) {
    if (text.find(',') != std::string_view::npos) {
        const auto p = gomocup::parsePoint(text);
        return p && p->x >= 0 && p->y >= 0 ? p : std::nullopt;
    }
    if (text.size() < 2 ||
        !((text[0] >= 'A' && text[0] <= 'Z') || (text[0] >= 'a' && text[0] <= 'z'))) {
        return std::nullopt;
    }
    const auto row = number(text.substr(1));
    if (!row || *row < 1 || *row > kMostCoordinate) {
        return std::nullopt;
    }
    return Point{ascii::toUpper(text[0]) - 'A', *row - 1};
}

// The evaluation into `line`: its score, and whether it is proven.
bool readEvaluation(std::string_view text, SearchInfo::Line& line) {
    if (text.size() >= 3 && (text[0] == '+' || text[0] == '-') &&
        (text[1] == 'W' || text[1] == 'L' || text[1] == 'M')) {
        const auto plies = number(text.substr(2));
        if (!plies || *plies < 0 || *plies >= SearchInfo::kProvenBand) {
            return false;
        }
        line.proven = true;
        const int score = SearchInfo::kWinScore - *plies;
        line.score = text[0] == '+' ? score : -score;
        return true;
    }
    const auto value = number(text.starts_with('+') ? text.substr(1) : text);
    if (!value || std::abs(*value) >= SearchInfo::kWinScore - SearchInfo::kProvenBand) {
        return false;
    }
    line.score = *value;
    return true;
}

bool readLine(const std::vector<std::string_view>& moves, SearchInfo::Line& line) {
    for (const std::string_view m : moves) {
        const auto p = moveOf(m);
        if (!p) {
            break; // what follows the line (Rapfi may add words)
        }
        if (line.pv.size() < kMostPvMoves) {
            line.pv.push_back(*p);
        }
    }
    if (line.pv.empty()) {
        return false;
    }
    line.move = line.pv.front();
    return true;
}

// depth D[-S] [multipv K] ev V [w W] ... pv M M ...
std::optional<EngineAnalysisLine> keyed(const std::vector<std::string_view>& w) {
    EngineAnalysisLine out;
    bool evaluated = false;
    for (std::size_t i = 0; i + 1 < w.size(); ++i) {
        const std::string_view key = w[i];
        const std::string_view value = w[i + 1];
        if (key == "depth") {
            const auto d = depthOf(value);
            if (!d) {
                return std::nullopt;
            }
            out.depth = *d;
        } else if (key == "multipv") {
            const auto k = number(value);
            if (!k || *k < 1 || *k > 100) {
                return std::nullopt;
            }
            out.rank = *k;
        } else if (key == "ev") {
            evaluated = readEvaluation(value, out.line);
            if (!evaluated) {
                return std::nullopt;
            }
        } else if (key == "w") {
            double percent = 0;
            const auto [end, error] =
                std::from_chars(value.data(), value.data() + value.size(), percent);
            if (error == std::errc{} && end == value.data() + value.size() && percent >= 0 &&
                percent <= 100) {
                out.line.chance = percent / 100;
            }
        } else if (key == "pv") {
            if (!evaluated ||
                !readLine(std::vector<std::string_view>(
                              w.begin() + static_cast<std::ptrdiff_t>(i) + 1, w.end()),
                          out.line)) {
                return std::nullopt;
            }
            out.line.depth = out.depth;
            return out;
        }
    }
    return std::nullopt;
}

// "(K) V | D-S | M M ..." or "Depth D-S | Eval V | Time T | M M ..."
std::optional<EngineAnalysisLine> barred(std::string_view text) {
    std::vector<std::string_view> parts;
    for (std::size_t start = 0;;) {
        const std::size_t bar = text.find('|', start);
        parts.push_back(ascii::trim(text.substr(start, bar - start)));
        if (bar == std::string_view::npos) {
            break;
        }
        start = bar + 1;
    }
    EngineAnalysisLine out;
    if (parts.size() == 3 && parts[0].starts_with('(')) {
        const auto head = words(parts[0]);
        if (head.size() != 2 || !head[0].ends_with(')')) {
            return std::nullopt;
        }
        const auto k = number(head[0].substr(1, head[0].size() - 2));
        const auto d = depthOf(parts[1]);
        if (!k || *k < 1 || *k > 100 || !d || !readEvaluation(head[1], out.line) ||
            !readLine(words(parts[2]), out.line)) {
            return std::nullopt;
        }
        out.rank = *k;
        out.depth = *d;
    } else if (parts.size() >= 4 && parts[0].starts_with("Depth ") &&
               parts[1].starts_with("Eval ")) {
        const auto d = depthOf(ascii::trim(parts[0].substr(6)));
        if (!d || !readEvaluation(ascii::trim(parts[1].substr(5)), out.line) ||
            !readLine(words(parts.back()), out.line)) {
            return std::nullopt;
        }
        out.depth = *d;
    } else {
        return std::nullopt;
    }
    out.line.depth = out.depth;
    return out;
}

} // namespace

std::optional<EngineAnalysisLine> parseAnalysisMessage(std::string_view text) {
    text = ascii::trim(text);
    if (text.find('|') != std::string_view::npos) {
        return barred(text);
    }
    const auto w = words(text);
    if (w.empty() || (w[0] != "depth" && w[0] != "multipv")) {
        return std::nullopt;
    }
    return keyed(w);
}

} // namespace ttt
