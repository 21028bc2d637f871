#include "positions.hpp"
#include "search_facade.hpp"
#include "tictactoe/ai/hard_bot.hpp"
#include "tictactoe/ai/ponderer.hpp"

#include <atomic>
#include <catch2/catch.hpp>
#include <chrono>
#include <memory>
#include <thread>

using namespace ttt;
using namespace std::chrono_literals;

namespace {

// A quiet middle game on 15x15, X to move.
GameEngine middleGame() {
    return test::engineWith(Rules::gomokuFreestyle(),
                            {{7, 7}, {8, 8}, {6, 8}, {9, 6}, {5, 5}, {10, 9}},
                            {{7, 8}, {8, 7}, {6, 6}, {9, 9}, {8, 6}, {4, 9}});
}

// A timed search (whose table is kept from move to move) that ends at a depth.
SearchBudget timedToDepth(int depth) {
    SearchBudget budget;
    budget.timeLimit = 60s;
    budget.maxDepth = depth;
    return budget;
}

bool waitUntilFinished(const Ponderer& ponderer) {
    const auto until = std::chrono::steady_clock::now() + 60s;
    while (!ponderer.finished() && std::chrono::steady_clock::now() < until) {
        std::this_thread::sleep_for(1ms);
    }
    return ponderer.finished();
}

} // namespace

TEST_CASE("After pondering the reply that came, Hard's search has far less to do",
          "[hard][ponder]") {
    const GameEngine game = middleGame();
    // The reply O's player expects: X's own best move.
    HardBot guess(1);
    const Point reply = guess.chooseMove(GameView::of(game), test::nodeBudget(20'000)).move;
    GameEngine after = game;
    REQUIRE(after.play(reply));

    constexpr int kDepth = 7;
    HardBot cold(3);
    const BotMove coldMove = cold.chooseMove(GameView::of(after), timedToDepth(kDepth));

    auto warm = std::make_shared<HardBot>(3);
    Ponderer ponderer;
    ponderer.start(warm, game, reply, timedToDepth(kDepth));
    CHECK(ponderer.expected() == reply);
    REQUIRE(waitUntilFinished(ponderer));
    CHECK(ponderer.stop()); // it did think
    CHECK_FALSE(ponderer.running());
    const BotMove warmMove = warm->chooseMove(GameView::of(after), timedToDepth(kDepth));

    INFO("nodes without pondering " << coldMove.info.nodes << ", after it " << warmMove.info.nodes);
    CHECK(warmMove.info.nodes * 2 < coldMove.info.nodes);
    CHECK(after.board().isEmpty(warmMove.move));
}

TEST_CASE("Pondering stops when told and leaves the bot ready for its move", "[hard][ponder]") {
    const GameEngine game = middleGame();
    auto bot = std::make_shared<HardBot>(5);
    Ponderer ponderer;
    SearchBudget budget;
    budget.timeLimit = 5s; // pondered up to 20 times as long: only stop() ends it here
    SECTION("an expected reply") {
        ponderer.start(bot, game, game.board().isEmpty({7, 6}) ? Point{7, 6} : Point{0, 0}, budget);
        CHECK(ponderer.expected().has_value());
    }
    SECTION("a reply that cannot be played: the opponent's own position is pondered") {
        ponderer.start(bot, game, Point{7, 7}, budget); // taken
        CHECK_FALSE(ponderer.expected().has_value());
    }
    REQUIRE(ponderer.running());
    std::this_thread::sleep_for(100ms);
    CHECK_FALSE(ponderer.finished());
    const auto asked = std::chrono::steady_clock::now();
    CHECK(ponderer.stop()); // it was thinking
    CHECK(std::chrono::steady_clock::now() - asked < 1s);
    CHECK_FALSE(ponderer.running());

    GameEngine next = game;
    const Point move = test::playBotMove(*bot, next, test::nodeBudget(5'000));
    CHECK(game.board().isEmpty(move));
}

TEST_CASE("Hard ponders only where its next search can use it", "[hard][ponder]") {
    HardBot bot(2);
    SearchBudget timed;
    timed.timeLimit = 200ms;
    const GameEngine game = middleGame();
    // Under a node limit (the table is forgotten), on an empty board, on the
    // small boards the solvers take, and during an opening rule's decision.
    CHECK_FALSE(bot.ponder(GameView::of(game), test::nodeBudget(10'000)));
    CHECK_FALSE(bot.ponder(GameView::of(test::engineWith(Rules::gomokuFreestyle(), {})), timed));
    CHECK_FALSE(
        bot.ponder(GameView::of(test::engineWith(Rules::bounded(8, 8, 4), {{3, 3}})), timed));
    GameSetup swap;
    swap.rules = Rules::gomokuFreestyle();
    swap.opening = OpeningRule::Swap;
    GameEngine deciding(swap);
    for (const Point p : {Point{7, 7}, Point{8, 8}, Point{6, 8}}) {
        REQUIRE(deciding.play(p));
    }
    REQUIRE(deciding.pendingChoice().has_value());
    CHECK_FALSE(bot.ponder(GameView::of(deciding), timed));
    // Told to stop before it began.
    std::atomic<bool> cancel{true};
    timed.cancel = &cancel;
    CHECK_FALSE(bot.ponder(GameView::of(game), timed));
}

TEST_CASE("The expected reply is the second move of the bot's line", "[ponder]") {
    BotMove answer;
    answer.move = {7, 7};
    CHECK_FALSE(Ponderer::expectedReply(answer)); // no line
    answer.info.pv = {{7, 7}, {8, 8}, {9, 9}};
    CHECK(Ponderer::expectedReply(answer) == Point{8, 8});
    answer.info.lines.push_back(SearchInfo::Line{{7, 7}, 10, 4, false, {{7, 7}, {6, 6}}});
    CHECK(Ponderer::expectedReply(answer) == Point{6, 6}); // the chosen line's
    // A bot that plays another of its lines expects that line's reply.
    answer.info.lines.push_back(SearchInfo::Line{{5, 5}, 8, 4, false, {{5, 5}, {4, 4}}});
    answer.move = {5, 5};
    CHECK(Ponderer::expectedReply(answer) == Point{4, 4});
    answer.move = {7, 7};
    answer.info.lines.front().pv = {{7, 7}};
    CHECK_FALSE(Ponderer::expectedReply(answer));
    answer.choice = ColourOption::TakeBlack;
    CHECK_FALSE(Ponderer::expectedReply(answer));

    // Nothing to ponder once the round is over, nor for no bot.
    const GameEngine over =
        test::engineWith(Rules::classic(), {{0, 0}, {1, 1}, {1, 0}, {2, 2}, {2, 0}});
    REQUIRE(over.isRoundOver());
    Ponderer ponderer;
    ponderer.start(std::make_shared<HardBot>(), over, std::nullopt, SearchBudget{});
    CHECK_FALSE(ponderer.running());
    ponderer.start(nullptr, GameEngine{}, std::nullopt, SearchBudget{});
    CHECK_FALSE(ponderer.running());
}

TEST_CASE("On a clock the table keeps its size while the move's share shrinks", "[hard][ponder]") {
    const Rules rules = Rules::gomokuFreestyle();
    // Early in a game on a clock, and late, when the share is small: the
    // player's own second a move sizes both.
    SearchBudget early;
    early.timeLimit = 900ms;
    early.clock = SearchBudget::ClockReading{ClockSettings{}, 60s, 1000ms};
    SearchBudget late = early;
    late.timeLimit = 40ms;
    late.clock->left = 2s;
    CHECK(hard::tableMegabytes(rules, late) == hard::tableMegabytes(rules, early));
    // Without a clock the time a move decides, and two threads fill more.
    SearchBudget plain;
    plain.timeLimit = 40ms;
    CHECK(hard::tableMegabytes(rules, plain) < hard::tableMegabytes(rules, early));
    SearchBudget two = plain;
    two.threads = 2;
    CHECK(hard::tableMegabytes(rules, two) > hard::tableMegabytes(rules, plain));
}
