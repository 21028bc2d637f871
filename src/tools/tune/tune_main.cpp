// ttt-tune: learns the evaluation of five in a row from the engine's own games.
//
//   ttt-tune init > FILE                     hand-set starting weights
//   ttt-tune selfplay --games N --out FILE   games of the engine against itself
//   ttt-tune fit --data FILE... --out FILE   weights fitted to the games' results
//   ttt-tune match --a SPEC --b SPEC ...     one variant of the engine against another
//
// See --help and docs/bots.md.

#include "five/board.hpp"
#include "five/eval_weights.hpp"
#include "five/search.hpp"
#include "tictactoe/ai/match.hpp"
#include "tictactoe/ai/random.hpp"

#include <algorithm>
#include <atomic>
#include <charconv>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <memory>
#include <mutex>
#include <optional>
#include <sstream>
#include <string>
#include <string_view>
#include <thread>
#include <vector>

namespace {

using namespace ttt;
namespace five = ttt::hard::five;

constexpr std::string_view kHelp = R"(Usage: ttt-tune COMMAND [options]

Learns the evaluation of Hard's five-in-a-row search from the engine's own
games: play games against itself from random openings (selfplay), then fit
the weights to the games' results by logistic regression (fit). The weights
file is resources/hard/five_eval.txt, built into the program.

Commands:
  init                  print the hand-set starting weights
  selfplay              play games and write them, one per line:
                        "RESULT MOVES..." (RESULT 1 X won, 0 O won, 0.5 draw)
      --games N         number of games (default 1000)
      --nodes N         node limit per move (default 20000)
      --weights FILE    weights to play with (default: the built-in ones)
      --rules R         gomoku (default) or gomoku-exact
      --seed N          seed of the openings and the players (default 1)
      --concurrency N   games at a time (default 1)
      --out FILE        where to write the games (appended)
  fit                   fit weights to games
      --data FILE       a file of games (may be given several times)
      --rules R         the rule the games were played under (default gomoku)
      --from FILE       starting weights (default: the built-in ones)
      --epochs N        passes over the data (default 30)
      --rate X          learning rate (default 2.0)
      --l2 X            weight decay towards 0 per epoch (default 0.0002)
      --skip N          leave out the first N plies of each game (default 4)
      --out FILE        the weights file to write (both rules; the other
                        rule's section is copied from --from)
  match                 one variant of the engine against another
      --a SPEC, --b SPEC  a variant: [weights=FILE][,NAME=VALUE...] with
                        NAMEs of the search parameters (see params)
      --nodes N         node limit per move, or
      --time MS         time per move
      --games N, --openings FILE, --concurrency N, --sprt E0,E1, --seed N
                        as for ttt-arena
  params                list the search parameters and their values
)";

// ---- Search parameters by name ---------------------------------------------

struct ParamRef {
    const char* name;
    int five::SearchParams::*member;
};

constexpr ParamRef kParams[] = {
    {"quiescenceFours", &five::SearchParams::quiescenceFours},
    {"quiescencePlainFours", &five::SearchParams::quiescencePlainFours},
    {"aspirationDepth", &five::SearchParams::aspirationDepth},
    {"aspirationWindow", &five::SearchParams::aspirationWindow},
    {"razorDepth", &five::SearchParams::razorDepth},
    {"razorMargin", &five::SearchParams::razorMargin},
    {"futilityDepth", &five::SearchParams::futilityDepth},
    {"futilityMargin", &five::SearchParams::futilityMargin},
    {"moveCountDepth", &five::SearchParams::moveCountDepth},
    {"moveCountBase", &five::SearchParams::moveCountBase},
    {"lmrDivisor", &five::SearchParams::lmrDivisor},
    {"treeVcfDepth", &five::SearchParams::treeVcfDepth},
    {"treeVcfFours", &five::SearchParams::treeVcfFours},
    {"treeVcfNodes", &five::SearchParams::treeVcfNodes},
};

template <typename Number> std::optional<Number> number(std::string_view text) {
    Number value{};
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (text.empty() || error != std::errc{} || end != text.data() + text.size()) {
        return std::nullopt;
    }
    return value;
}

std::optional<double> decimal(std::string_view text) {
    const std::string copy(text);
    char* end = nullptr;
    const double value = std::strtod(copy.c_str(), &end);
    if (copy.empty() || end != copy.c_str() + copy.size()) {
        return std::nullopt;
    }
    return value;
}

[[noreturn]] void fail(const std::string& message) {
    std::cerr << "ttt-tune: " << message << "\n(ttt-tune --help lists the commands)\n";
    std::exit(2);
}

std::string readFile(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        fail("cannot read '" + path + "'");
    }
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

std::array<five::EvalWeights, 2> loadWeights(const std::string& path) {
    if (path.empty()) {
        return {five::evalWeights(false), five::evalWeights(true)};
    }
    auto parsed = five::parseEvalWeights(readFile(path));
    if (parsed.error) {
        fail(path + ", " + *parsed.error);
    }
    return parsed.rules;
}

// ---- A player of the five-in-a-row search with given weights and parameters --

struct Variant {
    std::shared_ptr<const std::array<five::EvalWeights, 2>> weights;
    five::SearchParams params;
    std::string label;
};

Variant parseVariant(std::string_view text) {
    Variant v;
    v.label = text.empty() ? "default" : std::string(text);
    std::string weightsFile;
    while (!text.empty()) {
        const auto comma = text.find(',');
        const std::string_view item = text.substr(0, comma);
        text = comma == std::string_view::npos ? std::string_view{} : text.substr(comma + 1);
        const auto eq = item.find('=');
        if (eq == std::string_view::npos) {
            fail("bad variant item '" + std::string(item) + "' (NAME=VALUE)");
        }
        const std::string_view name = item.substr(0, eq);
        const std::string_view value = item.substr(eq + 1);
        if (name == "weights") {
            weightsFile = std::string(value);
            continue;
        }
        bool found = false;
        for (const ParamRef& p : kParams) {
            if (name == p.name) {
                const auto n = number<int>(value);
                if (!n) {
                    fail("bad value in '" + std::string(item) + "'");
                }
                v.params.*p.member = *n;
                found = true;
            }
        }
        if (!found) {
            fail("unknown parameter '" + std::string(name) + "' (ttt-tune params lists them)");
        }
    }
    v.weights = std::make_shared<const std::array<five::EvalWeights, 2>>(loadWeights(weightsFile));
    return v;
}

class FiveBot : public Bot {
public:
    explicit FiveBot(Variant variant) : variant_(std::move(variant)), tt_(16) {}

    [[nodiscard]] std::string name() const override { return "five:" + variant_.label; }
    void setSeed(std::uint64_t seed) override { seed_ = seed; }
    void reset() override { tt_.setSalt(++salt_ * 0x9E3779B97F4A7C15ULL); }

    BotMove chooseMove(const GameView& view, const SearchBudget& budget) override {
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
            board.setSideToMove(view.board.at(p) == Mark::O ? 1 : 0);
            board.play(board.cellOf(p.x, p.y));
        }
        board.setSideToMove(view.toMove == Mark::O ? 1 : 0);
        if (budget.nodeLimit) {
            tt_.setSalt(++salt_ * 0x9E3779B97F4A7C15ULL); // reproducible: forget earlier searches
        }
        five::SearchOptions options;
        options.params = variant_.params;
        options.seed = seed_;
        options.threads = budget.threads;
        hard::TimeManager time(budget, start);
        const five::SearchResult result = five::search(board, tt_, time, options);
        answer.move = Point{board.xOf(result.move), board.yOf(result.move)};
        answer.info.score = result.score;
        answer.info.depth = result.depth;
        answer.info.nodes = result.nodes;
        return answer;
    }

private:
    Variant variant_;
    five::SharedTable tt_;
    std::uint64_t seed_ = 0;
    std::uint64_t salt_ = 1;
};

// ---- Common options -----------------------------------------------------------

struct Args {
    std::vector<std::string_view> items;
    std::size_t i = 0;
    [[nodiscard]] bool more() const { return i < items.size(); }
    std::string_view next() { return items[i++]; }
    std::string_view value(std::string_view option) {
        if (!more()) {
            fail(std::string(option) + " needs a value");
        }
        return next();
    }
    long long positive(std::string_view option) {
        const auto n = number<long long>(value(option));
        if (!n || *n <= 0) {
            fail(std::string(option) + " needs a positive number");
        }
        return *n;
    }
};

Rules rulesFrom(std::string_view text) {
    const auto rules = parseRules(text);
    if (!rules || rules->unlimited || rules->k != 5) {
        fail("--rules: five in a row on a bounded board (gomoku or gomoku-exact)");
    }
    return *rules;
}

// ---- selfplay -------------------------------------------------------------------

// Random openings: 2 to 6 stones, alternately X and O, within the central 7x7
// square; none where a side can already make a four.
std::vector<Opening> randomOpenings(const Rules& rules, int count, std::uint64_t seed) {
    Random random(seed);
    std::vector<Opening> openings;
    const five::EvalWeights& w = five::evalWeights(rules.overline == Overline::Exact);
    while (static_cast<int>(openings.size()) < count) {
        const int stones = 2 + static_cast<int>(random.below(5));
        five::Board board(rules.width, rules.height, rules.overline == Overline::Exact, w);
        Opening opening;
        while (static_cast<int>(opening.size()) < stones) {
            const int x = rules.width / 2 - 3 + static_cast<int>(random.below(7));
            const int y = rules.height / 2 - 3 + static_cast<int>(random.below(7));
            const int cell = board.cellOf(x, y);
            if (board.isEmpty(cell)) {
                board.play(cell);
                opening.push_back(Point{x, y});
            }
        }
        if (board.fourCount(0) == 0 && board.fourCount(1) == 0) {
            openings.push_back(std::move(opening));
        }
    }
    return openings;
}

int selfplay(Args& args) {
    int games = 1000;
    std::uint64_t nodes = 20'000;
    std::string weightsFile;
    std::string out;
    Rules rules = Rules::gomokuFreestyle();
    std::uint64_t seed = 1;
    int concurrency = 1;
    while (args.more()) {
        const std::string_view arg = args.next();
        if (arg == "--games") {
            games = static_cast<int>(args.positive(arg));
        } else if (arg == "--nodes") {
            nodes = static_cast<std::uint64_t>(args.positive(arg));
        } else if (arg == "--weights") {
            weightsFile = std::string(args.value(arg));
        } else if (arg == "--rules") {
            rules = rulesFrom(args.value(arg));
        } else if (arg == "--seed") {
            seed = static_cast<std::uint64_t>(args.positive(arg));
        } else if (arg == "--concurrency") {
            concurrency = static_cast<int>(args.positive(arg));
        } else if (arg == "--out") {
            out = std::string(args.value(arg));
        } else {
            fail("selfplay: unknown option '" + std::string(arg) + "'");
        }
    }
    if (out.empty()) {
        fail("selfplay needs --out FILE");
    }
    std::ofstream file(out, std::ios::app);
    if (!file) {
        fail("cannot write '" + out + "'");
    }
    const Variant variant = parseVariant(weightsFile.empty() ? "" : "weights=" + weightsFile);
    // Every game from its own opening (the same engine on both sides would
    // only repeat a game with the colours swapped).
    const auto openings = randomOpenings(rules, games, seed);
    std::mutex mutex;
    int next = 0;
    int done = 0;
    std::array<int, 3> results{}; // X wins, O wins, draws
    const auto work = [&] {
        FiveBot x(variant);
        FiveBot o(variant);
        for (;;) {
            int g = 0;
            {
                const std::scoped_lock lock(mutex);
                if (next >= games) {
                    return;
                }
                g = next++;
            }
            GameSetup setup;
            setup.rules = rules;
            GameEngine engine(setup);
            for (const Point p : openings[static_cast<std::size_t>(g)]) {
                engine.play(p);
            }
            x.setSeed(seed * 1000003 + static_cast<std::uint64_t>(g) * 2);
            o.setSeed(seed * 1000003 + static_cast<std::uint64_t>(g) * 2 + 1);
            x.reset();
            o.reset();
            SearchBudget budget;
            budget.timeLimit = std::chrono::milliseconds{0};
            budget.nodeLimit = nodes;
            while (!engine.isRoundOver()) {
                FiveBot& bot = engine.toMove() == Mark::X ? x : o;
                const BotMove move = bot.chooseMove(GameView::of(engine), budget);
                if (engine.play(move.move)) {
                    fail("an illegal move in self-play");
                }
            }
            const RoundResult& r = engine.result();
            const double xPoints =
                r.outcome == Outcome::Won ? (r.winner == Mark::X ? 1.0 : 0.0) : 0.5;
            std::ostringstream line;
            line << (xPoints == 1.0 ? "1" : (xPoints == 0.0 ? "0" : "0.5"));
            for (const Move& m : engine.history()) {
                line << ' ' << formatMoveText(m.point);
            }
            const std::scoped_lock lock(mutex);
            ++results[xPoints == 1.0 ? 0 : (xPoints == 0.0 ? 1 : 2)];
            file << line.str() << "\n" << std::flush;
            std::cerr << "\r" << ++done << "/" << games << " games, X won " << results[0]
                      << ", O won " << results[1] << ", drawn " << results[2] << "   "
                      << std::flush;
        }
    };
    std::vector<std::jthread> threads;
    for (int t = 0; t < concurrency; ++t) {
        threads.emplace_back(work);
    }
    threads.clear();
    std::cerr << "\n";
    return 0;
}

// ---- fit ---------------------------------------------------------------------------

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

int fit(Args& args) {
    std::vector<std::string> data;
    std::string from;
    std::string out;
    Rules rules = Rules::gomokuFreestyle();
    int epochs = 30;
    double rate = 2.0;
    double l2 = 0.0002;
    int skip = 4;
    while (args.more()) {
        const std::string_view arg = args.next();
        if (arg == "--data") {
            data.emplace_back(args.value(arg));
        } else if (arg == "--from") {
            from = std::string(args.value(arg));
        } else if (arg == "--out") {
            out = std::string(args.value(arg));
        } else if (arg == "--rules") {
            rules = rulesFrom(args.value(arg));
        } else if (arg == "--epochs") {
            epochs = static_cast<int>(args.positive(arg));
        } else if (arg == "--rate") {
            const auto v = decimal(args.value(arg));
            if (!v || *v <= 0) {
                fail("--rate needs a positive number");
            }
            rate = *v;
        } else if (arg == "--l2") {
            const auto v = decimal(args.value(arg));
            if (!v || *v < 0) {
                fail("--l2 needs a number >= 0");
            }
            l2 = *v;
        } else if (arg == "--skip") {
            const auto v = number<int>(args.value(arg));
            if (!v || *v < 0) {
                fail("--skip needs a number >= 0");
            }
            skip = *v;
        } else {
            fail("fit: unknown option '" + std::string(arg) + "'");
        }
    }
    if (data.empty() || out.empty()) {
        fail("fit needs --data FILE and --out FILE");
    }
    const bool exact = rules.overline == Overline::Exact;
    auto all = loadWeights(from);
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
        std::istringstream in(readFile(path));
        std::string line;
        while (std::getline(in, line)) {
            std::istringstream words(line);
            std::string resultText;
            if (!(words >> resultText)) {
                continue;
            }
            const auto xResult = decimal(resultText);
            if (!xResult) {
                fail(path + ": bad result '" + resultText + "'");
            }
            five::Board board(rules.width, rules.height, exact, zero);
            std::string moveText;
            int ply = 0;
            ++games;
            while (words >> moveText) {
                const auto p = parseMoveText(moveText);
                if (!p || p->x < 0 || p->y < 0 || p->x >= rules.width || p->y >= rules.height) {
                    fail(path + ": bad move '" + moveText + "'");
                }
                const int me = board.sideToMove();
                const bool decided = board.count(me, five::kCatFive) > 0 ||
                                     board.count(1 - me, five::kCatFive) > 0 ||
                                     board.count(me, five::kCatFlex4) > 0;
                if (ply >= skip && !decided) {
                    const auto r = static_cast<float>(me == 0 ? *xResult : 1.0 - *xResult);
                    // Every tenth game is kept aside to check the fit on unseen games.
                    addPosition(board, r, games % 10 == 0 ? heldOut : samples, features);
                }
                const int cell = board.cellOf(p->x, p->y);
                if (!board.isEmpty(cell)) {
                    fail(path + ": a move on a stone in '" + line.substr(0, 40) + "...'");
                }
                board.play(cell);
                ++ply;
            }
        }
    }
    std::cerr << games << " games, " << samples.size() << " positions (" << heldOut.size()
              << " more held out), " << features.size() << " features\n";
    if (samples.empty()) {
        fail("no positions to fit");
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
           << " --rate " << rate << " --l2 " << l2 << " --skip " << skip << "\n";
    std::ofstream file(out, std::ios::binary);
    file << five::formatEvalWeights(all, header.str());
    if (!file) {
        fail("cannot write '" + out + "'");
    }
    return 0;
}

// ---- match ------------------------------------------------------------------------

int match(Args& args) {
    std::string a;
    std::string b;
    MatchConfig config;
    std::string openingsFile;
    std::optional<int> games;
    std::uint64_t nodes = 0;
    long long timeMs = 0;
    while (args.more()) {
        const std::string_view arg = args.next();
        if (arg == "--a") {
            a = std::string(args.value(arg));
        } else if (arg == "--b") {
            b = std::string(args.value(arg));
        } else if (arg == "--nodes") {
            nodes = static_cast<std::uint64_t>(args.positive(arg));
        } else if (arg == "--time") {
            timeMs = args.positive(arg);
        } else if (arg == "--games") {
            games = static_cast<int>(args.positive(arg));
        } else if (arg == "--openings") {
            openingsFile = std::string(args.value(arg));
        } else if (arg == "--concurrency") {
            config.concurrency = static_cast<int>(args.positive(arg));
        } else if (arg == "--seed") {
            config.seed = static_cast<std::uint64_t>(args.positive(arg));
        } else if (arg == "--rules") {
            config.rules = rulesFrom(args.value(arg));
        } else if (arg == "--sprt") {
            const std::string text(args.value(arg));
            double e0 = 0;
            double e1 = 0;
            if (std::sscanf(text.c_str(), "%lf,%lf", &e0, &e1) != 2 || !(e0 < e1)) {
                fail("--sprt needs E0,E1 with E0 < E1");
            }
            config.sprt = SprtConfig{e0, e1, 0.05, 0.05};
        } else {
            fail("match: unknown option '" + std::string(arg) + "'");
        }
    }
    if ((nodes == 0) == (timeMs == 0)) {
        fail("match needs --nodes N or --time MS");
    }
    if (!openingsFile.empty()) {
        std::ifstream file(openingsFile);
        auto list = readOpenings(file, config.rules);
        if (!list || list->empty()) {
            fail(openingsFile + ": " +
                 (list ? std::string("no openings") : list.error().message()));
        }
        config.openings = std::move(*list);
    }
    config.games =
        games.value_or(config.openings.empty() ? 2 : 2 * static_cast<int>(config.openings.size()));
    const std::array<Variant, 2> variants{parseVariant(a), parseVariant(b)};
    for (int i = 0; i < 2; ++i) {
        PlayerSpec& p = config.players[static_cast<std::size_t>(i)];
        p = PlayerSpec::computer(BotLevel::Hard);
        p.budget.time = std::chrono::milliseconds{timeMs};
        if (nodes > 0) {
            p.budget.nodes = nodes;
        }
    }
    config.makePlayer = [&](int player) {
        return std::make_unique<FiveBot>(variants[static_cast<std::size_t>(player)]);
    };
    std::cout << "a: " << variants[0].label << "\nb: " << variants[1].label << "\n" << std::flush;
    MatchScore running;
    // The variants are made by config.makePlayer, not by the factory.
    const auto noFactory = [](const PlayerSpec&, std::uint64_t) { return std::unique_ptr<Bot>(); };
    const MatchReport report = playMatch(config, noFactory, [&](const GameReport& g) {
        running.wins += g.p1Points == 1.0 ? 1 : 0;
        running.draws += g.p1Points == 0.5 ? 1 : 0;
        running.losses += g.p1Points == 0.0 ? 1 : 0;
        std::cerr << "\r" << running.games() << "/" << config.games << ": +" << running.wins << " ="
                  << running.draws << " -" << running.losses;
        if (config.sprt) {
            std::cerr << " LLR "
                      << sprtLogLikelihoodRatio(running, config.sprt->elo0, config.sprt->elo1);
        }
        std::cerr << "   " << std::flush;
    });
    std::cerr << "\n";
    const MatchScore& s = report.score;
    std::cout << "a vs b: +" << s.wins << " =" << s.draws << " -" << s.losses << " (" << s.games()
              << " games), score " << 100.0 * s.fraction() << "%, Elo " << formatElo(estimateElo(s))
              << "\n";
    if (config.sprt) {
        std::cout << "SPRT " << config.sprt->elo0 << "," << config.sprt->elo1 << ": LLR "
                  << report.llr << " "
                  << (report.verdict == SprtVerdict::AcceptH1   ? "H1 accepted"
                      : report.verdict == SprtVerdict::AcceptH0 ? "H0 accepted"
                                                                : "undecided")
                  << "\n";
    }
    std::cout << "average time per move: a "
              << (report.times[0].moves ? report.times[0].total.count() / report.times[0].moves : 0)
              << " ms, b "
              << (report.times[1].moves ? report.times[1].total.count() / report.times[1].moves : 0)
              << " ms\n";
    return 0;
}

} // namespace

int main(int argc, char** argv) {
    Args args;
    for (int i = 2; i < argc; ++i) {
        args.items.emplace_back(argv[i]);
    }
    const std::string_view command = argc > 1 ? argv[1] : "";
    if (command == "init") {
        const auto w = five::initialEvalWeights();
        std::cout << five::formatEvalWeights({w, w},
                                             "# Hand-set starting values (ttt-tune init).\n");
        return 0;
    }
    if (command == "selfplay") {
        return selfplay(args);
    }
    if (command == "fit") {
        return fit(args);
    }
    if (command == "match") {
        return match(args);
    }
    if (command == "params") {
        const five::SearchParams defaults;
        for (const ParamRef& p : kParams) {
            std::cout << p.name << " " << defaults.*p.member << "\n";
        }
        return 0;
    }
    if (command == "--help" || command == "-h" || command == "help") {
        std::cout << kHelp;
        return 0;
    }
    fail(command.empty() ? "no command" : "unknown command '" + std::string(command) + "'");
}
