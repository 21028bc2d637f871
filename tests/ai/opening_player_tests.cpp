#include "positions.hpp"
#include "tictactoe/ai/opening_player.hpp"
#include "tictactoe/game/renju.hpp"

#include <catch2/catch.hpp>
#include <string>

using namespace ttt;

namespace {

// A lighter judge than the window's, so that the games stay quick.
OpeningJudgement quickJudgement() {
    OpeningJudgement judgement;
    judgement.tries = 3;
    judgement.budget.nodeLimit = 4'000;
    return judgement;
}

std::unique_ptr<Bot> openingPlayer(BotLevel level, std::uint64_t seed) {
    auto player = std::make_unique<OpeningPlayer>(
        test::makeLevel(level, seed), test::makeLevel(BotLevel::Hard, seed + 1), quickJudgement());
    player->setSeed(seed);
    return player;
}

// Asks the bot for the acting player's next action and takes it.
void act(Bot& bot, GameEngine& game, const SearchBudget& budget) {
    const BotMove answer = bot.chooseMove(GameView::of(game), budget);
    if (game.pendingChoice()) {
        REQUIRE(answer.choice.has_value());
        REQUIRE(game.chooseColour(*answer.choice));
    } else {
        REQUIRE_FALSE(answer.choice.has_value());
        INFO("move (" << answer.move.x << ", " << answer.move.y << ")");
        REQUIRE(game.play(answer.move));
    }
}

} // namespace

TEST_CASE("Computers play whole games under Swap and Swap2, deciding by the judge", "[opening]") {
    int decisions = 0;
    int swaps = 0;
    for (const OpeningRule rule : {OpeningRule::Swap, OpeningRule::Swap2}) {
        for (const Rules& rules : {Rules::gomokuFreestyle(), Rules::gomokuRenju()}) {
            for (std::uint64_t seed = 1; seed <= 2; ++seed) {
                GameSetup setup;
                setup.rules = rules;
                setup.opening = rule;
                setup.mode = Mode::ComputerVsComputer;
                GameEngine game(setup);
                std::array<std::unique_ptr<Bot>, 2> bots{openingPlayer(BotLevel::Medium, seed),
                                                         openingPlayer(BotLevel::Novice, seed + 7)};
                SearchBudget budget;
                budget.timeLimit = std::chrono::milliseconds{0};
                while (!game.isRoundOver() && game.history().size() < 80) {
                    act(*bots[static_cast<std::size_t>(game.actingPlayer())], game, budget);
                }
                REQUIRE_FALSE(game.openingSteps().empty());
                decisions += static_cast<int>(game.openingSteps().size());
                for (const OpeningStep& step : game.openingSteps()) {
                    swaps += step.swapped ? 1 : 0;
                }
                // The opener's three stones lie near the centre.
                for (std::size_t i = 0; i < 3; ++i) {
                    const Point p = game.history()[i].point;
                    CHECK(std::abs(p.x - 7) <= 2);
                    CHECK(std::abs(p.y - 7) <= 2);
                }
            }
        }
    }
    INFO(decisions << " decisions, " << swaps << " swaps");
    CHECK(decisions >= 8);
}

TEST_CASE("The chooser takes the colour the judge favours", "[opening]") {
    GameSetup setup;
    setup.rules = Rules::gomokuFreestyle();
    setup.opening = OpeningRule::Swap;
    auto judge = test::makeLevel(BotLevel::Hard, 5);
    const OpeningJudgement judgement;
    const auto decide = [&](std::initializer_list<Point> stones) {
        GameEngine game(setup);
        for (const Point p : stones) {
            REQUIRE(game.play(p));
        }
        REQUIRE(game.pendingChoice());
        return decideColour(GameView::of(game), *judge, judgement);
    };
    // Black's two stones side by side in the centre, white's stone at the edge:
    // black is far ahead, so black is taken.
    CHECK(decide({{7, 7}, {0, 14}, {8, 7}}) == ColourOption::TakeBlack);
    // Black's second stone thrown away in a corner, white next to black's first:
    // white is at least even, and with the move it is taken.
    CHECK(decide({{7, 7}, {8, 8}, {0, 0}}) == ColourOption::TakeWhite);
    // Swap2: the opening the computer proposes, judged.
    setup.opening = OpeningRule::Swap2;
    GameEngine game(setup);
    Random random(3);
    const Opening three = proposeThree(setup.rules, *judge, judgement, random);
    REQUIRE(three.size() == 3);
    for (const Point p : three) {
        REQUIRE(game.play(p));
    }
    // The closest to even of this seed's candidates still leaves black ahead
    // (about -90 for white, the margin is 60): the chooser takes black.
    // Each side of the margin, with a judge of set scores, is checked below.
    const int score = judgePosition(GameView::of(game), *judge, judgement.budget);
    INFO("score " << score);
    CHECK(score < -judgement.evenMargin);
    CHECK(decideColour(GameView::of(game), *judge, judgement) == ColourOption::TakeBlack);
}

namespace {

// A judge whose score for the side to move is set by the test.
class FixedJudge final : public Bot {
public:
    int score = 0;
    [[nodiscard]] std::string name() const override { return "fixed judge"; }
    void setSeed(std::uint64_t) override {}
    BotMove chooseMove(const GameView&, const SearchBudget&) override {
        BotMove answer;
        answer.info.score = score;
        return answer;
    }
};

} // namespace

TEST_CASE("The decision follows the judge's score for white, 60 either way counting as even",
          "[opening]") {
    FixedJudge judge;
    const OpeningJudgement judgement; // the window's and the brain's
    const auto decide = [&](OpeningRule rule, int score) {
        GameSetup setup;
        setup.rules = Rules::gomokuFreestyle();
        setup.opening = rule;
        GameEngine game(setup);
        for (const Point p : {Point{7, 7}, Point{8, 8}, Point{6, 8}}) {
            REQUIRE(game.play(p));
        }
        REQUIRE(game.pendingChoice());
        judge.score = score;
        CHECK(judgePosition(GameView::of(game), judge, judgement.budget) == score);
        return decideColour(GameView::of(game), judge, judgement);
    };
    // Swap2: clearly better for white, white is taken; for black, black;
    // within 60 either way, two more stones.
    CHECK(decide(OpeningRule::Swap2, 61) == ColourOption::TakeWhite);
    CHECK(decide(OpeningRule::Swap2, 60) == ColourOption::PlaceTwo);
    CHECK(decide(OpeningRule::Swap2, 0) == ColourOption::PlaceTwo);
    CHECK(decide(OpeningRule::Swap2, -60) == ColourOption::PlaceTwo);
    CHECK(decide(OpeningRule::Swap2, -61) == ColourOption::TakeBlack);
    // Swap has no two more stones: an even position goes to white, who moves.
    CHECK(decide(OpeningRule::Swap, 61) == ColourOption::TakeWhite);
    CHECK(decide(OpeningRule::Swap, 0) == ColourOption::TakeWhite);
    CHECK(decide(OpeningRule::Swap, -1) == ColourOption::TakeBlack);
    CHECK(decide(OpeningRule::Swap, -61) == ColourOption::TakeBlack);
}

TEST_CASE("The computer's tournament-opening plans hold for their own position only",
          "[opening][tournament]") {
    GameSetup setup;
    setup.rules = Rules::gomokuRenju();
    setup.opening = OpeningRule::Yamaguchi;
    GameEngine game(setup);
    const auto bot = openingPlayer(BotLevel::Medium, 3);
    SearchBudget budget;
    budget.nodeLimit = 2'000;
    const auto toOffers = [&](Point fourth) {
        for (const Point p : {Point{7, 7}, Point{8, 8}, Point{9, 7}}) {
            REQUIRE(game.play(p));
        }
        REQUIRE(game.declareOffers(3));
        REQUIRE(game.chooseColour(ColourOption::TakeWhite));
        REQUIRE(game.play(fourth));
    };
    toOffers({7, 9});
    act(*bot, game, budget); // the first offer, from a fresh plan
    REQUIRE(game.fifthOffers().size() == 1);
    // Another round, another fourth stone, where the old plan's first offer
    // may lie: the computer plans again.
    const Point first = game.fifthOffers().front();
    REQUIRE(game.resign(0));
    game.newRound();
    toOffers(first);
    for (int i = 0; i < 3; ++i) {
        act(*bot, game, budget);
    }
    CHECK(game.openingTask().picking);

    SECTION("restored with one stone of the 26 openings down, it keeps to the square") {
        GameEngine restored(setup);
        REQUIRE(restored.play({7, 7}));
        const auto fresh = openingPlayer(BotLevel::Novice, 9);
        act(*fresh, restored, budget);
        act(*fresh, restored, budget);
        CHECK(restored.history().size() == 3);
        CHECK(restored.openingTask().declareUpTo == 10);
    }
}

namespace {

// Counts the times it was asked to get ready, for the rules it was given.
class ReadyCounter final : public Bot {
public:
    explicit ReadyCounter(int& prepared) : prepared_(prepared) {}
    [[nodiscard]] std::string name() const override { return "ready counter"; }
    BotMove chooseMove(const GameView& /*view*/, const SearchBudget& /*budget*/) override {
        return {};
    }
    void setSeed(std::uint64_t /*seed*/) override {}
    void prepare(const Rules& rules) override {
        CHECK(rules == Rules::gomokuFreestyle());
        ++prepared_;
    }

private:
    int& prepared_;
};

} // namespace

TEST_CASE("Under an opening rule the player still gets ready before the clock runs", "[opening]") {
    // An engine under Swap2 starts its process when asked, as it does alone.
    int playerPrepared = 0;
    int judgePrepared = 0;
    OpeningPlayer player(std::make_unique<ReadyCounter>(playerPrepared),
                         std::make_unique<ReadyCounter>(judgePrepared), quickJudgement());
    player.prepare(Rules::gomokuFreestyle());
    CHECK(playerPrepared == 1);
    CHECK(judgePrepared == 1);
}
