// The manager side against fake engines: every way a brain can misbehave is
// reported as its own kind of failure, within bounded time, and leaves no
// process behind.

#include "child_watch.hpp"
#include "tictactoe/protocol/engine_process.hpp"

#include <atomic>
#include <catch2/catch.hpp>
#include <fstream>
#include <functional>
#include <string>
#include <thread>

using namespace ttt;
using namespace std::chrono_literals;

namespace {

const std::string kFakeEngine = TTT_FAKE_ENGINE;

EngineProcessOptions fakeOptions(const std::string& mode) {
    EngineProcessOptions options;
    options.arguments = {mode};
    options.tolerance = 200ms;
    options.commandTimeout = 3000ms;
    options.endTimeout = 300ms;
    return options;
}

bool hasMessage(const EngineProcess& engine, const std::string& text) {
    for (const auto& message : engine.messages()) {
        if (message == text) {
            return true;
        }
    }
    return false;
}

std::chrono::milliseconds since(std::chrono::steady_clock::time_point start) {
    return std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() -
                                                                 start);
}

// Runs `action` on a started 15x15 fake engine in `mode` and checks the failure.
void expectFailure(const std::string& mode, EngineFailureKind kind, const std::string& fragment,
                   const std::function<void(EngineProcess&)>& action,
                   std::chrono::milliseconds within = 3000ms) {
    INFO("mode " << mode);
    const auto start = std::chrono::steady_clock::now();
    {
        EngineProcess engine(kFakeEngine, fakeOptions(mode));
        engine.start(15, 15);
        try {
            action(engine);
            FAIL("no EngineFailure");
        } catch (const EngineFailure& failure) {
            INFO("message: " << failure.what());
            CHECK(failure.kind() == kind);
            CHECK(std::string(failure.what()).find(fragment) != std::string::npos);
        }
        CHECK_FALSE(engine.alive());
        if (testing::kCanCountChildren) {
            CHECK(testing::childProcessCount() == 0); // killed and reaped at once
        }
    }
    CHECK(since(start) < within);
}

} // namespace

TEST_CASE("A well-behaved engine plays through the whole protocol", "[protocol][manager]") {
    EngineProcess engine(kFakeEngine, fakeOptions("good"));
    engine.start(15, 15);
    CHECK(engine.about().find(R"(name="Fake good")") == 0);
    engine.info("timeout_turn", "100");
    CHECK(engine.begin(100ms) == Point{0, 0});
    CHECK(engine.cell({0, 0}) == 1);
    CHECK(engine.turn({7, 7}, 100ms) == Point{1, 0});
    CHECK(engine.cell({7, 7}) == 2);
    CHECK(hasMessage(engine, "MESSAGE received TURN 7,7"));
    CHECK(engine.lastMoveTime() < 300ms);

    CHECK(engine.restart());
    CHECK(engine.cell({0, 0}) == 0);
    CHECK(engine.board({{{0, 0}, false}, {{1, 0}, true}, {{5, 5}, false}}, 100ms) == Point{2, 0});
    CHECK(hasMessage(engine, "MESSAGE received BOARD"));

    engine.start(20, 12);
    CHECK(hasMessage(engine, "MESSAGE received RECTSTART 20,12"));
    CHECK(engine.width() == 20);
    CHECK(engine.height() == 12);
    engine.end();
    CHECK_FALSE(engine.alive());
    if (testing::kCanCountChildren) {
        CHECK(testing::childProcessCount() == 0);
    }
}

TEST_CASE("A missing or unusable program fails to start", "[protocol][manager]") {
    try {
        EngineProcess engine("/nonexistent/folder/pbrain-nothing", fakeOptions("good"));
        FAIL("started");
    } catch (const EngineFailure& failure) {
        CHECK(failure.kind() == EngineFailureKind::FailedToStart);
        CHECK(std::string(failure.what()).find("pbrain-nothing") != std::string::npos);
    }
#ifndef _WIN32
    const std::string textFile = "protocol_tests_not_a_program.txt";
    std::ofstream(textFile) << "not a program\n";
    CHECK_THROWS_AS(EngineProcess(textFile, fakeOptions("good")), EngineFailure);
    std::remove(textFile.c_str());
#endif
}

TEST_CASE("An engine that exits at once fails to start", "[protocol][manager]") {
    EngineProcess engine(kFakeEngine, fakeOptions("crash-at-start"));
    try {
        engine.start(15, 15);
        FAIL("started");
    } catch (const EngineFailure& failure) {
        CHECK(failure.kind() == EngineFailureKind::FailedToStart);
        CHECK(std::string(failure.what()).find("exited with code 4") != std::string::npos);
    }
}

TEST_CASE("An engine that refuses START is reported", "[protocol][manager]") {
    EngineProcess engine(kFakeEngine, fakeOptions("refuse-start"));
    try {
        engine.start(15, 15);
        FAIL("started");
    } catch (const EngineFailure& failure) {
        CHECK(failure.kind() == EngineFailureKind::Refused);
        CHECK(std::string(failure.what()).find("size not supported") != std::string::npos);
    }
}

TEST_CASE("A crashing engine is reported as a crash", "[protocol][manager]") {
    expectFailure("crash", EngineFailureKind::Crashed, "exited with code 3",
                  [](EngineProcess& e) { (void)e.begin(500ms); });
#ifndef _WIN32
    expectFailure("abort", EngineFailureKind::Crashed, "killed by signal", [](EngineProcess& e) {
        (void)e.turn({3, 3}, 500ms);
    });
#endif
}

TEST_CASE("An engine that sleeps past its time is stopped", "[protocol][manager]") {
    const auto start = std::chrono::steady_clock::now();
    expectFailure(
        "sleep", EngineFailureKind::TimedOut, "within 300 ms (100 ms allowed + 200 ms tolerance)",
        [](EngineProcess& e) { (void)e.begin(100ms); }, 2000ms);
    CHECK(since(start) >= 300ms);
}

TEST_CASE("Endless DEBUG lines without a move time out", "[protocol][manager]") {
    expectFailure(
        "flood", EngineFailureKind::TimedOut, "gave no move",
        [](EngineProcess& e) { (void)e.begin(100ms); }, 2000ms);
}

TEST_CASE("Garbage instead of a move is a malformed reply", "[protocol][manager]") {
    expectFailure("garbage", EngineFailureKind::MalformedReply, "'I think I will win'",
                  [](EngineProcess& e) { (void)e.begin(500ms); });
    expectFailure("long-line", EngineFailureKind::MalformedReply, "longer than",
                  [](EngineProcess& e) { (void)e.begin(500ms); });
}

TEST_CASE("A move onto an occupied cell or off the board is illegal", "[protocol][manager]") {
    expectFailure("occupied", EngineFailureKind::IllegalMove, "4,5, which is already occupied",
                  [](EngineProcess& e) {
                      (void)e.turn({4, 5}, 500ms);
                  });
    expectFailure("offboard", EngineFailureKind::IllegalMove, "15,0, which is outside the 15x15",
                  [](EngineProcess& e) { (void)e.begin(500ms); });
}

TEST_CASE("ERROR instead of a move is a refusal", "[protocol][manager]") {
    expectFailure("error-move", EngineFailureKind::Refused, "I cannot play here",
                  [](EngineProcess& e) { (void)e.begin(500ms); });
}

TEST_CASE("A brain without RESTART says so", "[protocol][manager]") {
    EngineProcess engine(kFakeEngine, fakeOptions("no-restart"));
    engine.start(15, 15);
    CHECK(engine.begin(500ms) == Point{0, 0});
    CHECK_FALSE(engine.restart());
    CHECK(engine.alive());
}

TEST_CASE("SUGGEST is answered with PLAY", "[protocol][manager]") {
    EngineProcess engine(kFakeEngine, fakeOptions("suggest"));
    engine.start(15, 15);
    CHECK(engine.turn({7, 7}, 500ms) == Point{0, 0});
    CHECK(hasMessage(engine, "MESSAGE got PLAY 0,0"));
}

TEST_CASE("Cancelling stops the wait and the engine at once", "[protocol][manager]") {
    EngineProcess engine(kFakeEngine, fakeOptions("sleep"));
    engine.start(15, 15);
    std::atomic<bool> cancel{false};
    std::thread canceller([&] {
        std::this_thread::sleep_for(50ms);
        cancel = true;
    });
    const auto start = std::chrono::steady_clock::now();
    try {
        (void)engine.begin(10000ms, &cancel);
        FAIL("not cancelled");
    } catch (const EngineFailure& failure) {
        CHECK(failure.kind() == EngineFailureKind::Cancelled);
    }
    canceller.join();
    CHECK(since(start) < 1000ms);
    CHECK_FALSE(engine.alive());
}

TEST_CASE("An engine that ignores END is killed without a zombie", "[protocol][manager]") {
    const auto start = std::chrono::steady_clock::now();
    {
        EngineProcess engine(kFakeEngine, fakeOptions("ignore-end"));
        engine.start(15, 15);
        if (testing::kCanCountChildren) {
            CHECK(testing::childProcessCount() == 1);
        }
    }
    CHECK(since(start) < 2000ms);
    if (testing::kCanCountChildren) {
        CHECK(testing::childProcessCount() == 0);
    }
}

TEST_CASE("An engine that stops reading its input cannot block the manager",
          "[protocol][manager]") {
    // It floods SUGGEST and never reads our PLAY answers, so the pipe fills up.
    expectFailure(
        "suggest-flood", EngineFailureKind::TimedOut, "",
        [](EngineProcess& engine) { (void)engine.begin(300ms); }, 3000ms);
    // And a cancel is seen while writing, too.
    EngineProcess engine(kFakeEngine, fakeOptions("suggest-flood"));
    engine.start(15, 15);
    std::atomic<bool> cancel{false};
    std::thread canceller([&] {
        std::this_thread::sleep_for(100ms);
        cancel = true;
    });
    const auto start = std::chrono::steady_clock::now();
    try {
        (void)engine.begin(20000ms, &cancel);
        FAIL("not cancelled");
    } catch (const EngineFailure& failure) {
        CHECK(failure.kind() == EngineFailureKind::Cancelled);
    }
    canceller.join();
    CHECK(since(start) < 1000ms);
}

TEST_CASE("DEBUG lines pouring out between commands do not hold up the next move",
          "[protocol][manager]") {
    EngineProcess engine(kFakeEngine, fakeOptions("chatty"));
    engine.start(15, 15);
    CHECK(engine.begin(500ms) == Point{0, 0});
    std::this_thread::sleep_for(100ms); // it pours DEBUG lines meanwhile
    const auto start = std::chrono::steady_clock::now();
    CHECK(engine.turn({7, 7}, 500ms) == Point{1, 0});
    CHECK(since(start) < 700ms);
    CHECK(engine.messages().size() <= 100);
}

TEST_CASE("Over-long DEBUG and MESSAGE lines are cut, not a failure", "[protocol][manager]") {
    EngineProcess engine(kFakeEngine, fakeOptions("long-debug"));
    engine.start(15, 15);
    CHECK(engine.begin(500ms) == Point{0, 0});
    bool cut = false;
    for (const auto& message : engine.messages()) {
        cut = cut || (message.starts_with("DEBUG ddd") && message.ends_with("…") &&
                      message.size() <= LineSplitter::kDefaultMaxLength + 8);
    }
    CHECK(cut);
}

#ifndef _WIN32
TEST_CASE("What a launcher started is ended with the engine", "[protocol][manager]") {
    pid_t orphan = 0;
    {
        EngineProcess engine(kFakeEngine, fakeOptions("orphan"));
        engine.start(15, 15);
        for (const auto& message : engine.messages()) {
            if (message.starts_with("MESSAGE pid ")) {
                orphan = static_cast<pid_t>(std::stol(message.substr(12)));
            }
        }
        REQUIRE(orphan > 0);
        CHECK(engine.begin(500ms) == Point{0, 0}); // the launcher is gone, its child plays
    }
    // Gone, or a zombie waiting for init to reap it: it runs no more.
    const auto deadline = std::chrono::steady_clock::now() + 2s;
    const auto running = [orphan] {
        std::ifstream stat("/proc/" + std::to_string(orphan) + "/stat");
        std::string text;
        std::getline(stat, text);
        const auto close = text.rfind(')');
        return !text.empty() && close != std::string::npos && close + 2 < text.size() &&
               text[close + 2] != 'Z';
    };
    while (running() && std::chrono::steady_clock::now() < deadline) {
        std::this_thread::sleep_for(10ms);
    }
    CHECK_FALSE(running());
}
#endif

TEST_CASE("A line nobody asked for cannot pass for the next answer", "[protocol][manager]") {
    EngineProcess engine(kFakeEngine, fakeOptions("double"));
    engine.start(15, 15);
    // The engine also sent "1,0", in the same write as its answer.
    CHECK(engine.begin(500ms) == Point{0, 0});
    CHECK(engine.turn({7, 7}, 500ms) == Point{2, 0});
    CHECK(hasMessage(engine, "ignored unrequested line '1,0'"));
}
