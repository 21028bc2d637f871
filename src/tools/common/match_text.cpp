#include "match_text.hpp"

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iostream>

namespace ttt::tools {

std::optional<double> parseDecimal(std::string_view text) {
    const std::string copy(text);
    char* end = nullptr;
    const double value = std::strtod(copy.c_str(), &end);
    if (copy.empty() || end != copy.c_str() + copy.size() || !std::isfinite(value)) {
        return std::nullopt;
    }
    return value;
}

Expected<SprtConfig> parseSprt(std::string_view text) {
    const std::string original(text);
    const auto bad = [&original] {
        return failure(
            Text::verbatim("bad test '" + original +
                           "' (write E0,E1 or E0,E1,ALPHA,BETA with E0 < E1 and 0 < ALPHA, "
                           "BETA < 0.5)"));
    };
    std::vector<double> values;
    while (!text.empty()) {
        const auto comma = text.find(',');
        const auto value = parseDecimal(text.substr(0, comma));
        if (!value) {
            return bad();
        }
        values.push_back(*value);
        text = comma == std::string_view::npos ? std::string_view{} : text.substr(comma + 1);
    }
    if (values.size() != 2 && values.size() != 4) {
        return bad();
    }
    SprtConfig sprt;
    sprt.elo0 = values[0];
    sprt.elo1 = values[1];
    if (values.size() == 4) {
        sprt.alpha = values[2];
        sprt.beta = values[3];
    }
    const auto rate = [](double r) { return r > 0 && r < 0.5; };
    if (!(sprt.elo0 < sprt.elo1) || !rate(sprt.alpha) || !rate(sprt.beta)) {
        return bad();
    }
    return sprt;
}

Expected<std::vector<Opening>> loadOpenings(const std::string& path, const Rules& rules) {
    std::ifstream file(path);
    if (!file) {
        return failure(Text::verbatim("cannot read the openings file '" + path + "'"));
    }
    auto list = readOpenings(file, rules);
    if (!list) {
        return failure(Text::verbatim(path + ", " + list.error().message()));
    }
    if (list->empty()) {
        return failure(Text::verbatim(path + " holds no opening"));
    }
    return list;
}

void MatchProgress::add(const GameReport& game) {
    score_.wins += game.p1Points == 1.0 ? 1 : 0;
    score_.draws += game.p1Points == 0.5 ? 1 : 0;
    score_.losses += game.p1Points == 0.0 ? 1 : 0;
    std::cerr << "\r" << score_.games() << "/" << match_.games << " games: +" << score_.wins << " ="
              << score_.draws << " -" << score_.losses;
    if (match_.sprt) {
        std::cerr << ", LLR "
                  << formatLlr(
                         sprtLogLikelihoodRatio(score_, match_.sprt->elo0, match_.sprt->elo1));
    }
    std::cerr << "   " << std::flush;
}

std::string formatLlr(double llr) {
    char text[32];
    std::snprintf(text, sizeof text, "%+.2f", llr + 0.0);
    return text;
}

void printSprtHeading(const SprtConfig& sprt) {
    std::cout << "SPRT:     elo0 " << sprt.elo0 << ", elo1 " << sprt.elo1 << ", alpha "
              << sprt.alpha << ", beta " << sprt.beta << " (bounds " << formatLlr(sprt.lowerBound())
              << " .. " << formatLlr(sprt.upperBound()) << ")\n";
}

namespace {

void printTimes(const char* who, const PlayerSpec& spec, const MoveTimes& t) {
    const long long average = t.moves == 0 ? 0 : t.total.count() / t.moves;
    std::cout << "Time " << who << ":   longest move " << t.longest.count() << " ms";
    // A node budget alone (time 0) has no limit to be over.
    if (spec.budget.time.count() > 0) {
        std::cout << " of " << spec.budget.time.count() << " ms";
    }
    std::cout << ", average " << average << " ms over " << t.moves << " moves";
    if (spec.budget.time.count() > 0) {
        std::cout << ", " << t.overLimit << " over the limit";
        // Moves without a proven result are the ones that should use their time.
        if (t.unprovenMoves > 0 && t.unprovenMoves < t.moves) {
            const long long unproven = t.unprovenTotal.count() / t.unprovenMoves;
            std::cout << "; unproven moves average " << unproven << " ms ("
                      << unproven * 100 / spec.budget.time.count() << "% of the limit) over "
                      << t.unprovenMoves;
        }
        // Of those, the ones that were no forced reply: a real choice.
        if (t.choiceMoves > 0 && t.choiceMoves < t.unprovenMoves) {
            const long long choice = t.choiceTotal.count() / t.choiceMoves;
            std::cout << ", of which not forced " << choice << " ms ("
                      << choice * 100 / spec.budget.time.count() << "%) over " << t.choiceMoves;
        }
    }
    if (t.ponderedMoves > 0) {
        std::cout << "; pondered before " << t.ponderedMoves << " moves, the expected reply came "
                  << t.ponderHits << " times (" << t.ponderHits * 100 / t.ponderedMoves << "%)";
    }
    std::cout << "\n";
}

} // namespace

void printMatchSummary(const MatchConfig& match, const MatchReport& report) {
    const MatchScore& s = report.score;
    char percent[32];
    std::snprintf(percent, sizeof percent, "%.1f%%", 100.0 * s.fraction());
    std::cout << "Result:   p1 wins " << s.wins << ", draws " << s.draws << ", losses " << s.losses
              << " (" << s.games() << " games)\n"
              << "Score:    " << percent << " for p1\n"
              << "Elo:      p1 - p2 = " << formatElo(estimateElo(s)) << "\n";
    if (match.sprt) {
        const char* verdict = report.verdict == SprtVerdict::AcceptH1   ? "H1 accepted"
                              : report.verdict == SprtVerdict::AcceptH0 ? "H0 accepted"
                                                                        : "undecided";
        std::cout << "SPRT:     LLR " << formatLlr(report.llr) << " (bounds "
                  << formatLlr(match.sprt->lowerBound()) << " .. "
                  << formatLlr(match.sprt->upperBound()) << "): " << verdict << "\n";
    }
    printTimes("p1", match.players[0], report.times[0]);
    printTimes("p2", match.players[1], report.times[1]);
    if (match.clock.enabled()) {
        std::cout << "Clock:    " << formatClock(match.clock) << "; lost on time: p1 "
                  << report.timeLosses[0] << ", p2 " << report.timeLosses[1] << "\n";
    }
}

} // namespace ttt::tools
