#include "positions.hpp"
#include "tictactoe/ai/bot_runner.hpp"
#include "tictactoe/ai/medium_bot.hpp"

#include <catch2/catch.hpp>
#include <condition_variable>
#include <mutex>
#include <stdexcept>
#include <thread>

using namespace ttt;
using namespace std::chrono_literals;

namespace {

// Collects what the runner delivers, from the worker thread.
struct Inbox {
    std::mutex mutex;
    std::condition_variable changed;
    std::vector<std::pair<std::uint64_t, Point>> moves;
    std::vector<std::pair<std::uint64_t, std::string>> errors;

    BotRunner::Callback onDone() {
        return [this](std::uint64_t id, const BotMove& move) {
            const std::lock_guard lock(mutex);
            moves.emplace_back(id, move.move);
            changed.notify_all();
        };
    }
    BotRunner::ErrorCallback onError() {
        return [this](std::uint64_t id, const ttt::Text& message) {
            const std::lock_guard lock(mutex);
            errors.emplace_back(id, message.english());
            changed.notify_all();
        };
    }
    bool waitForAnswers(std::size_t count, std::chrono::milliseconds timeout = 10s) {
        std::unique_lock lock(mutex);
        return changed.wait_for(lock, timeout,
                                [&] { return moves.size() + errors.size() >= count; });
    }
    std::size_t answers() {
        const std::lock_guard lock(mutex);
        return moves.size() + errors.size();
    }
};

// Thinks until it is cancelled or released, then plays the first empty cell.
class WaitingBot final : public Bot {
public:
    std::atomic<bool> release{false};
    std::atomic<bool> sawCancel{false};
    std::atomic<bool> started{false};

    [[nodiscard]] std::string name() const override { return "Waiting"; }
    void setSeed(std::uint64_t) override {}
    BotMove chooseMove(const GameView& view, const SearchBudget& budget) override {
        started = true;
        while (!release && !budget.cancelled()) {
            std::this_thread::sleep_for(1ms);
        }
        sawCancel = budget.cancelled();
        BotMove answer;
        answer.move = test::emptyCellsToTry(view.board).front();
        return answer;
    }
};

class FailingBot final : public Bot {
public:
    bool illegal = false;
    [[nodiscard]] std::string name() const override { return "Failing"; }
    void setSeed(std::uint64_t) override {}
    BotMove chooseMove(const GameView& view, const SearchBudget&) override {
        if (!illegal) {
            throw std::runtime_error("engine crashed");
        }
        BotMove answer;
        answer.move = view.board.stones().front(); // an occupied cell
        return answer;
    }
};

// Waits for the flag; false if it is not set within 10 s (the test then fails
// instead of waiting for CTest's timeout).
bool waitUntil(const std::atomic<bool>& flag) {
    const auto deadline = std::chrono::steady_clock::now() + 10s;
    while (!flag) {
        if (std::chrono::steady_clock::now() >= deadline) {
            return false;
        }
        std::this_thread::sleep_for(1ms);
    }
    return true;
}

} // namespace

TEST_CASE("The runner delivers a legal move with its request id", "[runner]") {
    BotRunner runner;
    CHECK(runner.currentRequest() == 0);
    CHECK_FALSE(runner.busy());
    Inbox inbox;
    const GameEngine game = test::engineWith(Rules::gomokuFreestyle(), {{7, 7}, {7, 8}, {8, 7}});
    const auto id = runner.start(std::make_shared<MediumBot>(1), game, {}, inbox.onDone());
    CHECK(id == 1);
    CHECK(runner.currentRequest() == 1);
    REQUIRE(inbox.waitForAnswers(1));
    CHECK_FALSE(runner.busy());
    REQUIRE(inbox.moves.size() == 1);
    CHECK(inbox.moves[0].first == 1);
    CHECK(game.board().isEmpty(inbox.moves[0].second));
}

TEST_CASE("The search works on a snapshot while the game changes", "[runner]") {
    BotRunner runner;
    Inbox inbox;
    auto bot = std::make_shared<WaitingBot>();
    GameEngine game = test::engineWith(Rules::classic(), {{0, 0}});
    runner.start(bot, game, {}, inbox.onDone());
    REQUIRE(waitUntil(bot->started));
    CHECK(runner.busy());
    // The window plays on and even starts a new game meanwhile.
    REQUIRE(game.play({1, 0}));
    game.newGame(GameSetup{});
    bot->release = true;
    REQUIRE(inbox.waitForAnswers(1));
    // The answer belongs to the position the search was given: (0,0) was taken then.
    CHECK(inbox.moves[0].second == Point{1, 0});
}

TEST_CASE("A cancelled search stops promptly and never reports", "[runner]") {
    Inbox inbox;
    auto bot = test::makeLevel(BotLevel::Hard, 1);
    REQUIRE(bot != nullptr);
    const GameEngine game = test::engineWith(Rules::gomokuFreestyle(), {{7, 7}, {8, 8}, {6, 8}});
    SearchBudget budget;
    budget.timeLimit = 60s;
    std::chrono::steady_clock::duration stopTime{};
    {
        BotRunner runner;
        runner.start(std::shared_ptr<Bot>(std::move(bot)), game, budget, inbox.onDone(),
                     inbox.onError());
        std::this_thread::sleep_for(100ms);
        CHECK(runner.busy());
        const auto before = std::chrono::steady_clock::now();
        runner.cancel();
        CHECK_FALSE(runner.busy());
        // The destructor joins the worker: it returns once the search has stopped.
        stopTime = std::chrono::steady_clock::now() - before;
    }
    // 50 ms is the goal; the bound leaves room for slow sanitizer builds.
    CHECK(stopTime < 2s);
    CHECK(inbox.answers() == 0);
}

TEST_CASE("Starting a new request drops the stale one", "[runner]") {
    BotRunner runner;
    Inbox inbox;
    auto first = std::make_shared<WaitingBot>();
    auto second = std::make_shared<WaitingBot>();
    second->release = true;
    const GameEngine game = test::engineWith(Rules::classic(), {});
    const auto id1 = runner.start(first, game, {}, inbox.onDone());
    REQUIRE(waitUntil(first->started));
    const auto id2 = runner.start(second, game, {}, inbox.onDone());
    CHECK(id2 == id1 + 1);
    CHECK(first->sawCancel);
    REQUIRE(inbox.waitForAnswers(1));
    std::this_thread::sleep_for(20ms);
    REQUIRE(inbox.moves.size() == 1);
    CHECK(inbox.moves[0].first == id2);
    CHECK(runner.currentRequest() == id2);
}

TEST_CASE("A failing or illegal bot is reported as an error", "[runner]") {
    BotRunner runner;
    Inbox inbox;
    auto bot = std::make_shared<FailingBot>();
    const GameEngine game = test::engineWith(Rules::classic(), {{1, 1}});
    const auto id1 = runner.start(bot, game, {}, inbox.onDone(), inbox.onError());
    REQUIRE(inbox.waitForAnswers(1));
    bot->illegal = true;
    const auto id2 = runner.start(bot, game, {}, inbox.onDone(), inbox.onError());
    REQUIRE(inbox.waitForAnswers(2));
    CHECK(inbox.moves.empty());
    REQUIRE(inbox.errors.size() == 2);
    CHECK(inbox.errors[0].first == id1);
    CHECK(inbox.errors[0].second.find("engine crashed") != std::string::npos);
    CHECK(inbox.errors[1].first == id2);
    CHECK(inbox.errors[1].second.find("illegal") != std::string::npos);
    CHECK_FALSE(runner.busy());

    // A finished round is refused without asking the bot.
    GameEngine over = test::engineWith(Rules::classic(), {{0, 0}, {0, 1}, {1, 0}, {1, 1}, {2, 0}});
    REQUIRE(over.isRoundOver());
    runner.start(std::make_shared<MediumBot>(), over, {}, inbox.onDone(), inbox.onError());
    REQUIRE(inbox.waitForAnswers(3));
    CHECK(inbox.errors.size() == 3);
}

TEST_CASE("The same seed gives the same moves through the runner", "[runner]") {
    const GameEngine game = test::engineWith(Rules::gomokuFreestyle(), {{7, 7}, {8, 8}});
    for (const BotLevel level : kBotLevels) {
        INFO(levelName(level));
        SearchBudget budget;
        budget.timeLimit = 10s; // the node limit decides, so timing cannot change the move
        budget.nodeLimit = 5'000;
        std::vector<Point> answers;
        for (int run = 0; run < 2; ++run) {
            BotRunner runner;
            Inbox inbox;
            std::shared_ptr<Bot> bot = test::makeLevel(level, 99);
            runner.start(bot, game, budget, inbox.onDone(), inbox.onError());
            REQUIRE(inbox.waitForAnswers(1));
            REQUIRE(inbox.moves.size() == 1);
            answers.push_back(inbox.moves[0].second);
        }
        CHECK(answers[0] == answers[1]);
    }
}
