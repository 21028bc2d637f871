#include "five_variant.hpp"

#include "tictactoe/core/numbers.hpp"
#include "tictactoe/core/read_file.hpp"
#include "time_manager.hpp"

#include <algorithm>
#include <chrono>
#include <stdexcept>

namespace ttt::tune {

std::span<const SearchParamName> searchParamNames() {
    static constexpr SearchParamName kNames[] = {
        {"quiescenceFours", &hard::SearchParams::quiescenceFours},
        {"quiescencePlainFours", &hard::SearchParams::quiescencePlainFours},
        {"aspirationDepth", &hard::SearchParams::aspirationDepth},
        {"aspirationWindow", &hard::SearchParams::aspirationWindow},
        {"razorDepth", &hard::SearchParams::razorDepth},
        {"razorMargin", &hard::SearchParams::razorMargin},
        {"futilityDepth", &hard::SearchParams::futilityDepth},
        {"futilityMargin", &hard::SearchParams::futilityMargin},
        {"lmpBase", &hard::SearchParams::lmpBase},
        {"lmpExponent", &hard::SearchParams::lmpExponent},
        {"lmpNotImproving", &hard::SearchParams::lmpNotImproving},
        {"bestThread", &hard::SearchParams::bestThread},
        {"helperNoise", &hard::SearchParams::helperNoise},
        {"helperSkip", &hard::SearchParams::helperSkip},
        {"lmrScale", &hard::SearchParams::lmrScale},
        {"lmrImportant", &hard::SearchParams::lmrImportant},
        {"lmrNotImproving", &hard::SearchParams::lmrNotImproving},
        {"lmpPlainFours", &hard::SearchParams::lmpPlainFours},
        {"quiescenceLocal", &hard::SearchParams::quiescenceLocal},
        {"lmpPv", &hard::SearchParams::lmpPv},
    };
    return kNames;
}

Expected<RuleWeights> loadWeights(const std::string& path) {
    if (path.empty()) {
        return RuleWeights{five::evalWeights(false), five::evalWeights(true)};
    }
    constexpr std::uintmax_t kMaxBytes = 16U << 20U;
    const auto text = readTextFile(path, kMaxBytes);
    if (!text) {
        return failure(Text::verbatim(path + ": " + text.error().message()));
    }
    auto weights = five::parseEvalWeights(*text);
    if (!weights) {
        return failure(Text::verbatim(path + ", " + weights.error().message()));
    }
    return weights;
}

Expected<Variant> parseVariant(std::string_view text) {
    Variant v;
    v.label = text.empty() ? "default" : std::string(text);
    std::string weightsFile;
    while (!text.empty()) {
        const auto comma = text.find(',');
        const std::string_view item = text.substr(0, comma);
        text = comma == std::string_view::npos ? std::string_view{} : text.substr(comma + 1);
        const auto eq = item.find('=');
        if (eq == std::string_view::npos) {
            return failure(
                Text::verbatim("bad variant item '" + std::string(item) + "' (NAME=VALUE)"));
        }
        const std::string_view name = item.substr(0, eq);
        const std::string_view value = item.substr(eq + 1);
        if (name == "weights") {
            weightsFile = std::string(value);
            continue;
        }
        if (name == "threads") {
            const auto n = parseNumber<int>(value, NumberSign::AllowPlus);
            if (!n || *n < 1 || *n > 64) {
                return failure(
                    Text::verbatim("bad thread count in '" + std::string(item) + "' (1 to 64)"));
            }
            v.threads = *n;
            continue;
        }
        const auto names = searchParamNames();
        const auto param = std::ranges::find_if(
            names, [name](const SearchParamName& p) { return name == p.name; });
        if (param == names.end()) {
            return failure(Text::verbatim("unknown parameter '" + std::string(name) +
                                          "' (ttt-tune params lists them)"));
        }
        const auto n = parseNumber<int>(value, NumberSign::AllowPlus);
        if (!n) {
            return failure(Text::verbatim("bad value in '" + std::string(item) + "'"));
        }
        v.params.*param->member = *n;
    }
    TTT_TRY(weights, loadWeights(weightsFile));
    v.weights = std::make_shared<const RuleWeights>(weights);
    return v;
}

BotMove FiveBot::chooseMove(const GameView& view, const SearchBudget& budget) {
    const auto start = std::chrono::steady_clock::now();
    const Rules& rules = view.rules;
    if (rules.unlimited || rules.k != 5) {
        throw std::invalid_argument("ttt-tune plays five in a row on a bounded board only");
    }
    const bool exact = rules.overline == Overline::Exact;
    BotMove answer;
    if (view.board.stoneCount() == 0) {
        answer.move = Point{rules.width / 2, rules.height / 2};
        return answer;
    }
    five::Board board(rules.width, rules.height, exact, (*variant_.weights)[exact ? 1 : 0]);
    for (const Point p : view.board.stones()) {
        board.setSideToMove(view.board.at(p) == Mark::O ? hard::kSecond : hard::kFirst);
        board.play(board.cellOf(p.x, p.y));
    }
    board.setSideToMove(view.toMove == Mark::O ? hard::kSecond : hard::kFirst);
    if (budget.nodeLimit) {
        tt_.forgetAll(); // reproducible: forget earlier searches
    }
    hard::SearchOptions options;
    options.params = variant_.params;
    options.seed = seed_;
    options.threads = std::max(budget.threads, variant_.threads);
    hard::TimeManager time(budget, start);
    const hard::SearchResult result = hard::search(board, tt_, time, options);
    answer.move = Point{board.xOf(result.move), board.yOf(result.move)};
    answer.info.score = result.score;
    answer.info.depth = result.depth;
    answer.info.nodes = result.nodes;
    return answer;
}

} // namespace ttt::tune
