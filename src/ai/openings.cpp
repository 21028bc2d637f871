#include "tictactoe/ai/openings.hpp"

#include "tictactoe/ai/candidates.hpp"
#include "tictactoe/ai/random.hpp"
#include "tictactoe/core/ascii_text.hpp"
#include "tictactoe/core/numbers.hpp"

#include <algorithm>
#include <cctype>
#include <cstdint>
#include <cstdlib>
#include <functional>
#include <istream>
#include <set>
#include <sstream>
#include <utility>

namespace ttt {

namespace {

std::optional<int> parseInt(std::string_view text) {
    return parseNumber<int>(text);
}

// The opening's stones as one symmetry class: the smallest image, over the
// board's symmetries, of the (X stones, O stones) lists.
using OpeningKey = std::vector<Point>;

OpeningKey canonicalKey(const Rules& rules, const Opening& opening) {
    const int w = rules.width - 1;
    const int h = rules.height - 1;
    std::vector<std::function<Point(Point)>> symmetries{[](Point p) { return p; }};
    if (!rules.unlimited) {
        symmetries.emplace_back([w](Point p) { return Point{w - p.x, p.y}; });
        symmetries.emplace_back([h](Point p) { return Point{p.x, h - p.y}; });
        symmetries.emplace_back([w, h](Point p) { return Point{w - p.x, h - p.y}; });
        if (w == h) {
            symmetries.emplace_back([](Point p) { return Point{p.y, p.x}; });
            symmetries.emplace_back([w](Point p) { return Point{w - p.y, p.x}; });
            symmetries.emplace_back([w](Point p) { return Point{p.y, w - p.x}; });
            symmetries.emplace_back([w](Point p) { return Point{w - p.y, w - p.x}; });
        }
    }
    OpeningKey best;
    for (const auto& map : symmetries) {
        std::vector<Point> xs;
        std::vector<Point> os;
        for (std::size_t i = 0; i < opening.size(); ++i) {
            (i % 2 == 0 ? xs : os).push_back(map(opening[i]));
        }
        std::sort(xs.begin(), xs.end());
        std::sort(os.begin(), os.end());
        xs.push_back({INT32_MIN, INT32_MIN}); // separates the two lists
        xs.insert(xs.end(), os.begin(), os.end());
        if (best.empty() || xs < best) {
            best = xs;
        }
    }
    return best;
}

GameEngine engineFor(const Rules& rules) {
    GameSetup setup;
    setup.rules = rules;
    return GameEngine(setup);
}

} // namespace

std::optional<Point> parseMoveText(std::string_view text) {
    if (const auto comma = text.find(','); comma != std::string_view::npos) {
        const auto x = parseInt(text.substr(0, comma));
        const auto y = parseInt(text.substr(comma + 1));
        if (!x || !y) {
            return std::nullopt;
        }
        return Point{*x, *y};
    }
    if (text.size() < 2 || !std::isalpha(static_cast<unsigned char>(text[0]))) {
        return std::nullopt;
    }
    const auto row = parseInt(text.substr(1));
    if (!row || *row < 1) {
        return std::nullopt;
    }
    return Point{ascii::toLower(text[0]) - 'a', *row - 1};
}

std::string formatMoveText(Point p) {
    if (p.x >= 0 && p.x < 26 && p.y >= 0) {
        return std::string(1, static_cast<char>('a' + p.x)) + std::to_string(p.y + 1);
    }
    return std::to_string(p.x) + "," + std::to_string(p.y);
}

std::string formatOpening(const Opening& opening) {
    std::string text;
    for (const Point p : opening) {
        if (!text.empty()) {
            text += ' ';
        }
        text += formatMoveText(p);
    }
    return text;
}

Expected<std::vector<Opening>> readOpenings(std::istream& in, const Rules& rules) {
    std::vector<Opening> openings;
    std::string line;
    int number = 0;
    while (std::getline(in, line)) {
        ++number;
        // A line of only the blanks `>>` skips is blank, not an opening without moves.
        const std::string content(ascii::trim(line));
        if (content.empty() || content.front() == '#') {
            continue;
        }
        const auto fail = [&](const std::string& why) {
            return failure(Text::verbatim("line " + std::to_string(number) + ": " + why));
        };
        std::istringstream words(content);
        std::string word;
        Opening opening;
        GameEngine game = engineFor(rules);
        while (words >> word) {
            const auto move = parseMoveText(word);
            if (!move) {
                return fail("'" + word + "' is not a move (write e.g. h8 or 7,7)");
            }
            if (game.isRoundOver()) {
                return fail("the game is already over before " + word);
            }
            if (const auto played = game.play(*move); !played) {
                return fail(word + ": " + describe(played.error()).english());
            }
            opening.push_back(*move);
        }
        if (game.isRoundOver()) {
            return fail("the opening already ends the game");
        }
        openings.push_back(std::move(opening));
    }
    return openings;
}

std::vector<Opening> generateOpenings(const Rules& rules, Bot& judge, const OpeningRecipe& recipe,
                                      const std::function<void(const Opening&, int)>& progress) {
    Random random(recipe.seed);
    const Point centre = centreOf(rules);
    const int low = -(recipe.area / 2);
    std::set<OpeningKey> seen;
    std::vector<Opening> kept;
    const long long maxAttempts = 200LL * recipe.count;
    for (long long attempt = 0; attempt < maxAttempts && std::cmp_less(kept.size(), recipe.count);
         ++attempt) {
        GameEngine game = engineFor(rules);
        Opening opening;
        while (std::cmp_less(opening.size(), recipe.stones) && !game.isRoundOver()) {
            const Point p = centre + Point{low + static_cast<int>(random.below(recipe.area)),
                                           low + static_cast<int>(random.below(recipe.area))};
            if (game.play(p)) {
                opening.push_back(p);
            }
        }
        if (game.isRoundOver() || !seen.insert(canonicalKey(rules, opening)).second) {
            continue;
        }
        SearchBudget budget;
        budget.timeLimit = std::chrono::hours(1); // the node limit decides
        budget.nodeLimit = recipe.judgeNodes;
        judge.setSeed(recipe.seed);
        judge.reset();
        const SearchInfo info = judge.chooseMove(GameView::of(game), budget).info;
        if (info.proven || std::abs(info.score) > recipe.maxScore) {
            continue;
        }
        kept.push_back(opening);
        if (progress) {
            progress(opening, info.score);
        }
    }
    return kept;
}

} // namespace ttt
