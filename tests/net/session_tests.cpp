// A network game as the windows hold it, over loopback (127.0.0.1 only): the
// guest joins, both play a round, the connection is cut in the middle and
// the guest comes back by itself to the same game; a wrong code ends the
// guest's session and the host's game goes on.

#include "tictactoe/net/net_session.hpp"
#include "tictactoe/records/game_record.hpp"

#include <algorithm>
#include <catch2/catch.hpp>
#include <chrono>
#include <condition_variable>
#include <deque>
#include <functional>
#include <mutex>

using namespace ttt;
using namespace ttt::net;
using namespace std::chrono_literals;

namespace {

// The owner's thread: tasks posted from the link threads, run by the test.
class TaskQueue {
public:
    Post post() {
        return [this](std::function<void()> task) {
            const std::lock_guard lock(mutex_);
            tasks_.push_back(std::move(task));
            changed_.notify_all();
        };
    }
    // Runs tasks until `done` holds; false after `limit`.
    bool runUntil(const std::function<bool()>& done, std::chrono::milliseconds limit = 10s) {
        const auto until = std::chrono::steady_clock::now() + limit;
        while (!done()) {
            std::function<void()> task;
            {
                std::unique_lock lock(mutex_);
                if (!changed_.wait_until(lock, until, [this] { return !tasks_.empty(); })) {
                    return done();
                }
                task = std::move(tasks_.front());
                tasks_.pop_front();
            }
            task();
        }
        return true;
    }

private:
    std::mutex mutex_;
    std::condition_variable changed_;
    std::deque<std::function<void()>> tasks_;
};

struct Heard {
    std::vector<SessionEvent> events;
    SessionListener listener() {
        return [this](const SessionEvent& event) { events.push_back(event); };
    }
    [[nodiscard]] int count(SessionState state) const {
        int n = 0;
        for (const auto& event : events) {
            n += event.kind == SessionEvent::Kind::state && event.state == state ? 1 : 0;
        }
        return n;
    }
};

LinkLimits quickLimits() {
    LinkLimits limits;
    limits.idle = 2000ms;
    limits.keepAlive = 300ms;
    limits.handshake = 3000ms;
    return limits;
}

std::unique_ptr<HostSession> hostOn(TaskQueue& queue, Heard& heard) {
    GameSetup setup;
    setup.rules = Rules::gomokuFreestyle();
    setup.players[0].name = "Ann";
    setup.players[1].name = "Ben";
    auto key = CodeKey::make(*JoinCode::parse("K7M2QX"), KeyCost::minimal);
    REQUIRE(key);
    HostSession::Options options{
        GameEngine(setup), 1, {*key, "1.0", "127.0.0.1", 0, quickLimits()}};
    auto started = HostSession::start(std::move(options), queue.post(), heard.listener());
    REQUIRE(started);
    return std::move(*started);
}

std::unique_ptr<GuestSession> guestOf(TaskQueue& queue, Heard& heard, const HostSession& host,
                                      const char* code, std::string name = {}) {
    GuestSession::Options options{{"127.0.0.1:" + std::to_string(host.port()),
                                   *JoinCode::parse(code), "1.0", KeyCost::minimal, quickLimits()},
                                  std::move(name),
                                  {200ms, 20s}};
    return GuestSession::start(std::move(options), queue.post(), heard.listener());
}

// Runs the queue until the host and the guest both play.
bool bothPlaying(TaskQueue& queue, const HostSession& host, const GuestSession& guest) {
    return queue.runUntil([&] {
        return host.state() == SessionState::playing && guest.state() == SessionState::playing;
    });
}

} // namespace

TEST_CASE("Two sessions play a round over loopback, and a cut in the middle loses nothing",
          "[net][session]") {
    TaskQueue queue;
    Heard hostHeard;
    Heard guestHeard;
    auto host = hostOn(queue, hostHeard);
    auto guest = guestOf(queue, guestHeard, *host, "K7M2QX");
    REQUIRE(bothPlaying(queue, *host, *guest));
    REQUIRE(guest->game());
    CHECK(guest->game()->localPlayer() == 1);

    const std::vector<Point> moves{{7, 7}, {8, 8}, {7, 6}, {8, 6}, {7, 5},
                                   {9, 9}, {7, 4}, {6, 6}, {7, 3}};
    std::size_t requested = 0; // moves the guest has asked for
    for (std::size_t at = 0; at < moves.size();) {
        if (at == 4 && guestHeard.count(SessionState::reconnecting) == 0) {
            host->dropGuest();
            REQUIRE(
                queue.runUntil([&] { return guestHeard.count(SessionState::reconnecting) > 0; }));
        }
        auto& hostGame = host->game();
        if (hostGame.isLocalTurn()) {
            REQUIRE(hostGame.play(moves[at]));
            host->flush();
        } else if (requested <= at && guest->game()->isLocalTurn() &&
                   guest->game()->game().history().size() == at) {
            REQUIRE(guest->game()->play(moves[at]));
            guest->flush();
            requested = at + 1;
        }
        ++at;
        REQUIRE(queue.runUntil([&] {
            return host->game().game().history().size() == at &&
                   guest->game()->game().history().size() == at &&
                   guest->state() == SessionState::playing;
        }));
    }
    CHECK(host->game().game().isRoundOver());
    CHECK(recordOf(host->game().game()) == recordOf(guest->game()->game()));
    CHECK(guestHeard.count(SessionState::reconnecting) == 1);
    CHECK(guestHeard.count(SessionState::playing) == 2);
    CHECK(hostHeard.count(SessionState::reconnecting) == 1);
}

TEST_CASE("A guest with a wrong code ends its session, and the host waits on", "[net][session]") {
    TaskQueue queue;
    Heard hostHeard;
    Heard guestHeard;
    auto host = hostOn(queue, hostHeard);
    auto guest = guestOf(queue, guestHeard, *host, "AAAAAA");
    REQUIRE(queue.runUntil([&] { return guest->state() == SessionState::ended; }));
    CHECK(guest->game() == nullptr);
    CHECK(guestHeard.events.back().text.english().find("code") != std::string::npos);
    REQUIRE(queue.runUntil([&] {
        for (const auto& event : hostHeard.events) {
            if (event.kind == SessionEvent::Kind::refused) {
                return true;
            }
        }
        return false;
    }));
    CHECK(host->state() == SessionState::waiting);
}

TEST_CASE("The guest's name reaches both games, and a ping is answered", "[net][session]") {
    TaskQueue queue;
    Heard hostHeard;
    Heard guestHeard;
    auto host = hostOn(queue, hostHeard);
    // Control characters and the surrounding spaces go, the letters stay.
    auto guest = guestOf(queue, guestHeard, *host, "K7M2QX", "  \u0411\u043e\u0440\u044f\n ");
    REQUIRE(bothPlaying(queue, *host, *guest));
    CHECK(host->game().game().player(1).name == "\u0411\u043e\u0440\u044f");
    CHECK(guest->game()->game().player(1).name == "\u0411\u043e\u0440\u044f");
    CHECK(guest->game()->game().player(0).name == "Ann");

    const auto roundTrips = [](const Heard& heard) {
        return std::count_if(heard.events.begin(), heard.events.end(), [](const auto& event) {
            return event.kind == SessionEvent::Kind::roundTrip;
        });
    };
    host->ping();
    guest->ping();
    REQUIRE(
        queue.runUntil([&] { return roundTrips(hostHeard) == 1 && roundTrips(guestHeard) == 1; }));
    CHECK(hostHeard.events.back().roundTrip < 2s);
}

TEST_CASE("A guest with no name keeps the name the host gave its player", "[net][session]") {
    TaskQueue queue;
    Heard hostHeard;
    Heard guestHeard;
    auto host = hostOn(queue, hostHeard);
    auto guest = guestOf(queue, guestHeard, *host, "K7M2QX", " \t ");
    REQUIRE(queue.runUntil([&] { return guest->state() == SessionState::playing; }));
    CHECK(guest->game()->game().player(1).name == "Ben");
}

TEST_CASE("Whoever leaves tells the other, who does not wait for them", "[net][session]") {
    TaskQueue queue;
    Heard hostHeard;
    Heard guestHeard;
    auto host = hostOn(queue, hostHeard);
    auto guest = guestOf(queue, guestHeard, *host, "K7M2QX", "Ben");
    REQUIRE(bothPlaying(queue, *host, *guest));
    SECTION("the guest leaves") {
        guest->leave();
        CHECK(guest->state() == SessionState::ended);
        REQUIRE(queue.runUntil([&] { return host->state() == SessionState::ended; }));
        CHECK(hostHeard.events.back().text.english().find("left") != std::string::npos);
        CHECK(hostHeard.count(SessionState::reconnecting) == 0);
    }
    SECTION("the host leaves") {
        host->leave();
        CHECK(host->state() == SessionState::ended);
        REQUIRE(queue.runUntil([&] { return guest->state() == SessionState::ended; }));
        CHECK(guestHeard.events.back().text.english().find("left") != std::string::npos);
        CHECK(guestHeard.count(SessionState::reconnecting) == 0);
    }
    SECTION("the host's window closes at once: the goodbye still goes") {
        host->leave();
        host.reset();
        REQUIRE(queue.runUntil([&] { return guest->state() == SessionState::ended; }));
        CHECK(guestHeard.count(SessionState::reconnecting) == 0);
    }
}

TEST_CASE("A guest that declines the game leaves the host waiting for another", "[net][session]") {
    TaskQueue queue;
    Heard hostHeard;
    Heard guestHeard;
    auto host = hostOn(queue, hostHeard);
    auto first = guestOf(queue, guestHeard, *host, "K7M2QX", "Ben");
    REQUIRE(bothPlaying(queue, *host, *first));
    first->decline();
    CHECK(first->state() == SessionState::ended);
    REQUIRE(queue.runUntil([&] { return hostHeard.count(SessionState::waiting) == 1; }));
    CHECK(host->state() == SessionState::waiting);
    CHECK(hostHeard.events.back().text.english().find("did not take") != std::string::npos);

    Heard secondHeard;
    auto second = guestOf(queue, secondHeard, *host, "K7M2QX", "Cy");
    REQUIRE(bothPlaying(queue, *host, *second));
    CHECK(second->game()->game().player(1).name == "Cy");
}
