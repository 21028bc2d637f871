// The host and the guest over TCP on loopback (127.0.0.1 and ::1 only): a
// guest joins and both talk; a wrong code, five of them, a second guest, a
// silent or slow or oversize peer. Every figure of time is shortened.

#include "tictactoe/net/frames.hpp"
#include "tictactoe/net/link.hpp"

#include <asio.hpp>
#include <catch2/catch.hpp>
#include <chrono>
#include <condition_variable>
#include <deque>
#include <mutex>
#include <optional>
#include <thread>

using namespace ttt::net;
using namespace std::chrono_literals;

namespace {

// The events a link's listener heard, waited for from the test's thread.
class Events {
public:
    LinkListener listener() {
        return [this](LinkEvent event) {
            const std::lock_guard lock(mutex_);
            events_.push_back(std::move(event));
            changed_.notify_all();
        };
    }
    // The next event, or nothing after `wait`.
    std::optional<LinkEvent> next(std::chrono::milliseconds wait = 5s) {
        std::unique_lock lock(mutex_);
        if (!changed_.wait_for(lock, wait, [this] { return !events_.empty(); })) {
            return std::nullopt;
        }
        auto event = std::move(events_.front());
        events_.pop_front();
        return event;
    }
    LinkEvent expect(LinkEventKind kind) {
        auto event = next();
        REQUIRE(event);
        INFO("reason: " << event->reason.english());
        REQUIRE(event->kind == kind);
        return *event;
    }

private:
    std::mutex mutex_;
    std::condition_variable changed_;
    std::deque<LinkEvent> events_;
};

JoinCode code(const char* text) {
    return *JoinCode::parse(text);
}

LinkLimits quickLimits() {
    LinkLimits limits;
    limits.idle = 1500ms;
    limits.keepAlive = 300ms;
    limits.handshake = 3000ms;
    limits.lockout = 4000ms;
    return limits;
}

std::unique_ptr<NetHost> host(Events& events, const char* bind = "127.0.0.1",
                              LinkLimits limits = quickLimits()) {
    auto key = CodeKey::make(code("K7M2QX"), KeyCost::minimal);
    REQUIRE(key);
    NetHost::Options options{*key, "1.0", bind, 0, limits};
    auto started = NetHost::start(options, events.listener());
    REQUIRE(started);
    REQUIRE((*started)->port() != 0);
    return std::move(*started);
}

std::unique_ptr<NetGuest> guest(Events& events, const NetHost& host, const char* typed,
                                const std::string& address = "127.0.0.1",
                                LinkLimits limits = quickLimits()) {
    NetGuest::Options options{address + ":" + std::to_string(host.port()), code(typed), "1.0",
                              KeyCost::minimal, limits};
    if (address.find(':') != std::string::npos) {
        options.host = "[" + address + "]:" + std::to_string(host.port());
    }
    return NetGuest::connect(options, events.listener());
}

// A TCP client that speaks no protocol at all.
struct RawClient {
    asio::io_context io;
    asio::ip::tcp::socket socket{io};
    explicit RawClient(std::uint16_t port) {
        socket.connect({asio::ip::make_address("127.0.0.1"), port});
    }
    void send(std::string_view bytes) { asio::write(socket, asio::buffer(bytes)); }
    // Whether the host closed the connection within `wait`.
    bool closedWithin(std::chrono::milliseconds wait) {
        socket.non_blocking(true);
        const auto until = std::chrono::steady_clock::now() + wait;
        std::array<char, 256> buffer{};
        while (std::chrono::steady_clock::now() < until) {
            std::error_code error;
            socket.read_some(asio::buffer(buffer), error);
            if (error && error != asio::error::would_block) {
                return true;
            }
            std::this_thread::sleep_for(20ms);
        }
        return false;
    }
};

} // namespace

TEST_CASE("A guest with the code joins over loopback and both talk, in order", "[net][link]") {
    for (const char* loopback : {"127.0.0.1", "::1"}) {
        DYNAMIC_SECTION(loopback) {
            Events hostEvents;
            Events guestEvents;
            auto server = host(hostEvents, loopback);
            auto client = guest(guestEvents, *server, "k7m 2qx", loopback);
            const auto joined = guestEvents.expect(LinkEventKind::joined);
            CHECK(joined.text == "1.0");
            const auto arrived = hostEvents.expect(LinkEventKind::joined);
            CHECK(arrived.address == loopback);
            for (int i = 0; i < 20; ++i) {
                client->send("guest " + std::to_string(i));
                server->send("host " + std::to_string(i));
            }
            for (int i = 0; i < 20; ++i) {
                CHECK(hostEvents.expect(LinkEventKind::message).text ==
                      "guest " + std::to_string(i));
                CHECK(guestEvents.expect(LinkEventKind::message).text ==
                      "host " + std::to_string(i));
            }
            // Keep-alives keep a quiet game open past the idle limit.
            CHECK_FALSE(hostEvents.next(2s));
            client->close();
            hostEvents.expect(LinkEventKind::closed);
        }
    }
}

TEST_CASE("A wrong code is refused, and five lock the address out for a while", "[net][link]") {
    Events hostEvents;
    auto server = host(hostEvents);
    for (int attempt = 1; attempt <= 5; ++attempt) {
        Events guestEvents;
        auto client = guest(guestEvents, *server, "AAAAAA");
        const auto refused = guestEvents.expect(LinkEventKind::refused);
        CHECK(refused.fault == HandshakeFault::wrongCode);
        const auto told = hostEvents.expect(LinkEventKind::refused);
        CHECK(told.fault == HandshakeFault::wrongCode);
        if (attempt == 5) {
            CHECK(told.reason.english().find("refused for") != std::string::npos);
        }
    }
    {
        Events guestEvents; // the right code, but locked out
        auto client = guest(guestEvents, *server, "K7M2QX");
        const auto refused = guestEvents.expect(LinkEventKind::refused);
        CHECK(refused.reason.english().find("too many wrong codes") != std::string::npos);
    }
    std::this_thread::sleep_for(4100ms);
    Events guestEvents; // after the lock-out
    auto client = guest(guestEvents, *server, "K7M2QX");
    guestEvents.expect(LinkEventKind::joined);
}

TEST_CASE("A second guest is refused while one plays, and the game goes on", "[net][link]") {
    Events hostEvents;
    Events firstEvents;
    Events secondEvents;
    auto server = host(hostEvents);
    auto first = guest(firstEvents, *server, "K7M2QX");
    firstEvents.expect(LinkEventKind::joined);
    hostEvents.expect(LinkEventKind::joined);
    auto second = guest(secondEvents, *server, "K7M2QX");
    const auto refused = secondEvents.expect(LinkEventKind::refused);
    CHECK(refused.reason.english().find("already playing") != std::string::npos);
    CHECK(hostEvents.expect(LinkEventKind::refused).reason.english().find("second guest") !=
          std::string::npos);
    server->send("still here");
    CHECK(firstEvents.expect(LinkEventKind::message).text == "still here");
}

TEST_CASE("A silent, slow, oversize or garbage peer is dropped and the host goes on",
          "[net][link]") {
    Events hostEvents;
    auto server = host(hostEvents);
    SECTION("silent") {
        RawClient raw(server->port());
        CHECK(raw.closedWithin(5s));
    }
    SECTION("one byte at a time, never a whole message") {
        RawClient raw(server->port());
        const auto hello = frame(R"({"type":"hello","protocol":1,"program":"1.0","key":")" +
                                 std::string(64, 'a') + "\"}");
        bool closed = false;
        for (const char c : hello) {
            std::error_code error;
            asio::write(raw.socket, asio::buffer(&c, 1), error);
            if (error) {
                closed = true;
                break;
            }
            std::this_thread::sleep_for(50ms);
        }
        CHECK(closed);
    }
    SECTION("oversize") {
        RawClient raw(server->port());
        raw.send(std::string("\x7f\xff\xff\xff", 4));
        CHECK(raw.closedWithin(1s));
    }
    SECTION("garbage") {
        RawClient raw(server->port());
        raw.send(frame("GET / HTTP/1.1"));
        CHECK(raw.closedWithin(1s));
        CHECK(hostEvents.expect(LinkEventKind::refused).fault == HandshakeFault::malformed);
    }
    Events guestEvents;
    auto client = guest(guestEvents, *server, "K7M2QX");
    guestEvents.expect(LinkEventKind::joined);
}

TEST_CASE("A joined guest that goes silent is dropped after the idle limit", "[net][link]") {
    Events hostEvents;
    Events guestEvents;
    auto server = host(hostEvents);
    auto limits = quickLimits();
    limits.keepAlive = 60s; // this guest never says it is there
    auto client = guest(guestEvents, *server, "K7M2QX", "127.0.0.1", limits);
    guestEvents.expect(LinkEventKind::joined);
    hostEvents.expect(LinkEventKind::joined);
    const auto started = std::chrono::steady_clock::now();
    const auto closed = hostEvents.expect(LinkEventKind::closed);
    CHECK(closed.reason.english().find("sent nothing") != std::string::npos);
    CHECK(std::chrono::steady_clock::now() - started < 3s);
}

TEST_CASE("A guest is told when no game is hosted there", "[net][link]") {
    std::uint16_t freePort = 0;
    {
        asio::io_context io;
        asio::ip::tcp::acceptor probe(io, {asio::ip::make_address("127.0.0.1"), 0});
        freePort = probe.local_endpoint().port();
    }
    Events events;
    auto client = NetGuest::connect({"127.0.0.1:" + std::to_string(freePort), code("K7M2QX"), "1.0",
                                     KeyCost::minimal, quickLimits()},
                                    events.listener());
    const auto closed = events.expect(LinkEventKind::closed);
    CHECK(closed.reason.english().find("no game is hosted") != std::string::npos);
}

TEST_CASE("Host addresses are read with or without a port", "[net]") {
    auto plain = parseHostAddress("192.168.1.7");
    REQUIRE(plain);
    CHECK(plain->host == "192.168.1.7");
    CHECK(plain->port == kDefaultPort);
    auto withPort = parseHostAddress(" 192.168.1.7:4000 ");
    REQUIRE(withPort);
    CHECK(withPort->port == 4000);
    auto v6 = parseHostAddress("[fe80::1]:4000");
    REQUIRE(v6);
    CHECK(v6->host == "fe80::1");
    CHECK(v6->port == 4000);
    auto bareV6 = parseHostAddress("fe80::1");
    REQUIRE(bareV6);
    CHECK(bareV6->host == "fe80::1");
    CHECK(bareV6->port == kDefaultPort);
    CHECK_FALSE(parseHostAddress(""));
    CHECK_FALSE(parseHostAddress("host:0"));
    CHECK_FALSE(parseHostAddress("host:70000"));
    CHECK_FALSE(parseHostAddress("host:12a"));
    CHECK_FALSE(parseHostAddress("[fe80::1"));
    CHECK_FALSE(parseHostAddress("a b"));
}

TEST_CASE("The machine's addresses for the guest leave out loopback and link-local ones",
          "[net][link]") {
    const auto addresses = machineAddresses();
    bool seenIpv6 = false;
    for (const auto& address : addresses) {
        INFO(address);
        const bool ipv6 = address.find(':') != std::string::npos;
        CHECK_FALSE(address.empty());
        CHECK(address != "127.0.0.1");
        CHECK(address != "::1");
        CHECK(address.rfind("127.", 0) != 0);
        CHECK(address.rfind("fe80", 0) != 0);
        CHECK_FALSE((seenIpv6 && !ipv6)); // IPv4 first
        seenIpv6 = seenIpv6 || ipv6;
        const auto parsed = parseHostAddress(ipv6 ? "[" + address + "]" : address);
        REQUIRE(parsed);
        CHECK(parsed->host == address);
    }
}
