// The win probability: the curve file read back as written, refused with its
// line when damaged; proven results certain; and the fit recovers the curve
// that made a set of results, decile by decile.

#include "tictactoe/ai/random.hpp"
#include "tictactoe/ai/win_chance.hpp"

#include <catch2/catch.hpp>
#include <cmath>
#include <string>

using namespace ttt;

TEST_CASE("The win chance curve is read back as written", "[win-chance]") {
    for (const WinChanceCurve curve :
         {WinChanceCurve{}, WinChanceCurve{312.75, -18.125}, WinChanceCurve{0.001, 1e6}}) {
        const std::string text = formatWinChanceCurve(curve, "# made by a test\n# two lines");
        CHECK(text.rfind("# made by a test\n# two lines\nscale ", 0) == 0);
        const auto back = parseWinChanceCurve(text);
        REQUIRE(back);
        CHECK(*back == curve);
    }
    // The bias may be left out; blank lines and comments anywhere.
    const auto plain = parseWinChanceCurve("\n# c\nscale 250\n\n");
    REQUIRE(plain);
    CHECK(plain->scale == 250.0);
    CHECK(plain->bias == 0.0);
}

TEST_CASE("A damaged win chance file is refused with its line", "[win-chance]") {
    const struct {
        const char* text;
        const char* message;
    } cases[] = {
        {"", "no \"scale S\" line"},
        {"# only a comment\n", "no \"scale S\" line"},
        {"bias 3\n", "no \"scale S\" line"},
        {"scale\n", "line 1: \"scale\" needs a number"},
        {"scale 200\nbias x\n", "line 2: \"bias\" needs a number"},
        {"scale 200\nscale 100\n", "line 2: \"scale\" is given twice"},
        {"scale -5\n", "line 1: the scale must be above 0"},
        {"scale 0\n", "line 1: the scale must be above 0"},
        {"scale nan\n", "line 1: \"scale\" needs a number"},
        {"scale 1e999\n", "line 1: \"scale\" needs a number"},
        {"# ok\nslope 3\n", "line 2: expected \"scale S\" or \"bias B\""},
        {"scale 200 300\n", "line 1: \"scale\" needs a number"},
    };
    for (const auto& c : cases) {
        INFO(c.text);
        const auto parsed = parseWinChanceCurve(c.text);
        REQUIRE_FALSE(parsed);
        CHECK(parsed.error().message() == c.message);
    }
}

TEST_CASE("The built-in curve reads and gives chances that rise with the score", "[win-chance]") {
    const auto embedded = readEmbeddedWinChanceCurve();
    REQUIRE(embedded);
    CHECK(winChanceCurve() == *embedded);
    CHECK(embedded->scale > 0.0);
    double before = 0.0;
    for (int score = -3000; score <= 3000; score += 100) {
        const double chance = winChance(score);
        CHECK(chance > 0.0);
        CHECK(chance < 1.0);
        CHECK(chance > before);
        before = chance;
    }
    CHECK(winChance(static_cast<int>(-embedded->bias)) == Approx(0.5).margin(0.01));
    // Proven results are certain, whatever the curve says.
    CHECK(winChance(SearchInfo::kWinScore - 5) == 1.0);
    CHECK(winChance(-SearchInfo::kWinScore + 4) == 0.0);
    CHECK(winChance(0, true) == 0.5);
    CHECK(winChance(SearchInfo::Line{{7, 7}, SearchInfo::kWinScore - 3, 3, true, {{7, 7}}}) == 1.0);
}

TEST_CASE("The fit recovers the curve that made the results", "[win-chance]") {
    const WinChanceCurve truth{250.0, 40.0};
    Random random(11);
    std::vector<ScoredResult> samples;
    for (int i = 0; i < 40'000; ++i) {
        const double score = -1500.0 + 3000.0 * random.unit();
        samples.push_back({score, random.unit() < truth.chance(score) ? 1.0 : 0.0});
    }
    const auto fitted = fitWinChance(samples);
    REQUIRE(fitted);
    CHECK(fitted->scale == Approx(truth.scale).epsilon(0.05));
    CHECK(fitted->bias == Approx(truth.bias).margin(15.0));
    const std::vector<DecileCheck> deciles = checkDeciles(*fitted, samples);
    REQUIRE(deciles.size() == 10);
    int total = 0;
    for (std::size_t i = 0; i < deciles.size(); ++i) {
        INFO("decile " << i << ": " << deciles[i].count << " given " << deciles[i].predicted
                       << " won " << deciles[i].observed);
        total += deciles[i].count;
        REQUIRE(deciles[i].count > 500);
        CHECK(deciles[i].predicted >= 0.1 * static_cast<double>(i));
        CHECK(deciles[i].predicted <= 0.1 * static_cast<double>(i + 1));
        CHECK(std::abs(deciles[i].predicted - deciles[i].observed) < 0.05);
    }
    CHECK(total == 40'000);

    // Results that do not follow the score are refused, as is nothing at all.
    std::vector<ScoredResult> upsideDown;
    for (const ScoredResult& s : samples) {
        upsideDown.push_back({s.score, 1.0 - s.result});
    }
    CHECK_FALSE(fitWinChance(upsideDown));
    CHECK_FALSE(fitWinChance({}));
    // A draw counts half: with every other game drawn the curve is flatter.
    std::vector<ScoredResult> halfDrawn = samples;
    for (std::size_t i = 0; i < halfDrawn.size(); i += 2) {
        halfDrawn[i].result = 0.5;
    }
    const auto flatter = fitWinChance(halfDrawn);
    REQUIRE(flatter);
    CHECK(flatter->scale > 1.5 * fitted->scale);
    CHECK(flatter->chance(-flatter->bias) == Approx(0.5));
}
