// The join code, the handshake and the sealed channel, bytes in and bytes
// out (no sockets): who can join, and what a third party cannot do.

#include "tictactoe/net/frames.hpp"
#include "tictactoe/net/handshake.hpp"
#include "tictactoe/net/join_code.hpp"

#include <catch2/catch.hpp>
#include <set>
#include <string>

using namespace ttt::net;

namespace {

JoinCode code(const char* text) {
    auto parsed = JoinCode::parse(text);
    REQUIRE(parsed);
    return *parsed;
}

CodeKey keyFor(const char* text) {
    auto key = CodeKey::make(code(text), KeyCost::minimal);
    REQUIRE(key);
    return *key;
}

struct Joined {
    SecureChannel guest;
    SecureChannel host;
};

// A whole handshake; the guest typed `typed`, the host's game has `hostCode`.
ttt::Expected<Joined, HandshakeError> join(const char* typed, const char* hostCode) {
    GuestHandshake guest(code(typed), "1.0", KeyCost::minimal);
    HostHandshake host(keyFor(hostCode), "1.0");
    auto challenge = host.challenge(guest.hello());
    REQUIRE(challenge);
    auto proof = guest.answer(*challenge);
    REQUIRE(proof);
    auto accepted = host.verify(*proof);
    if (!accepted) {
        return ttt::failure(accepted.error());
    }
    auto channel = guest.finish(accepted->welcome);
    REQUIRE(channel);
    return Joined{std::move(*channel), std::move(accepted->channel)};
}

} // namespace

TEST_CASE("A join code has six characters without look-alikes", "[net]") {
    std::set<std::string> seen;
    for (int i = 0; i < 200; ++i) {
        const auto made = JoinCode::random();
        REQUIRE(made.text().size() == kJoinCodeLength);
        for (const char c : made.text()) {
            CHECK(kJoinCodeAlphabet.find(c) != std::string_view::npos);
        }
        seen.insert(made.text());
    }
    CHECK(seen.size() >= 199); // 31^6 codes: a repeat in 200 is a broken source
    for (const char* lookAlike : {"0", "O", "1", "I", "L"}) {
        CHECK(kJoinCodeAlphabet.find(lookAlike) == std::string_view::npos);
    }
}

TEST_CASE("A typed join code is read leniently and checked", "[net]") {
    CHECK(code("k7m-2qx").text() == "K7M2QX");
    CHECK(code(" K7M 2QX ").text() == "K7M2QX");
    CHECK(code("k7m2qx").shown() == "K7M 2QX");
    const auto lookAlike = JoinCode::parse("K7M2Q0");
    REQUIRE_FALSE(lookAlike);
    CHECK(lookAlike.error().message().find("\"0\"") != std::string::npos);
    CHECK_FALSE(JoinCode::parse("K7M2Q"));
    CHECK_FALSE(JoinCode::parse("K7M2QXX"));
    CHECK_FALSE(JoinCode::parse(""));
    CHECK_FALSE(JoinCode::parse("K7M2Q\xC3\xA9"));
}

TEST_CASE("The right code joins, and each side opens only the other's messages", "[net]") {
    auto joined = join("k7m2qx", "K7M2QX");
    REQUIRE(joined);
    auto& [guest, host] = *joined;
    for (int i = 0; i < 3; ++i) {
        const auto fromGuest = guest.seal("move " + std::to_string(i));
        const auto opened = host.open(fromGuest);
        REQUIRE(opened);
        CHECK(*opened == "move " + std::to_string(i));
        const auto fromHost = host.seal("ack " + std::to_string(i));
        CHECK(fromHost != fromGuest);
        const auto back = guest.open(fromHost);
        REQUIRE(back);
        CHECK(*back == "ack " + std::to_string(i));
    }
    // What is sent is not readable on the wire.
    CHECK(guest.seal("h8 i9 j7").find("h8") == std::string::npos);
}

TEST_CASE("A wrong code is refused on both sides, and the code is never sent", "[net]") {
    GuestHandshake guest(code("AAAAAA"), "1.0", KeyCost::minimal);
    HostHandshake host(keyFor("BBBBBB"), "1.0");
    const auto hello = guest.hello();
    CHECK(hello.find("AAAAAA") == std::string::npos);
    auto challenge = host.challenge(hello);
    REQUIRE(challenge);
    auto proof = guest.answer(*challenge);
    REQUIRE(proof);
    CHECK(proof->find("AAAAAA") == std::string::npos);
    auto accepted = host.verify(*proof);
    REQUIRE_FALSE(accepted);
    CHECK(accepted.error().fault == HandshakeFault::wrongCode);
    REQUIRE_FALSE(accepted.error().reply.empty());
    auto finished = guest.finish(accepted.error().reply);
    REQUIRE_FALSE(finished);
    CHECK(finished.error().fault == HandshakeFault::wrongCode);
    CHECK(finished.error().text.english().find("code") != std::string::npos);
}

TEST_CASE("A host that does not know the code cannot pass for the host", "[net]") {
    // A third machine answers the guest in the host's place, with a code of its own.
    GuestHandshake guest(code("AAAAAA"), "1.0", KeyCost::minimal);
    HostHandshake impostor(keyFor("CCCCCC"), "1.0");
    auto proof = guest.answer(*impostor.challenge(guest.hello()));
    REQUIRE(proof);
    // It cannot check the proof, so it forges the welcome it would send.
    auto forged = impostor.verify(*proof);
    REQUIRE_FALSE(forged);
    const std::string welcome =
        R"({"type":"welcome","mac":"0000000000000000000000000000000000000000000000000000000000000000"})";
    auto finished = guest.finish(welcome);
    REQUIRE_FALSE(finished);
    CHECK(finished.error().fault == HandshakeFault::wrongCode);
}

TEST_CASE("A replayed, altered, reordered or foreign message does not open", "[net]") {
    auto joined = join("K7M2QX", "K7M2QX");
    REQUIRE(joined);
    auto& [guest, host] = *joined;
    const auto first = guest.seal("first");
    const auto second = guest.seal("second");
    SECTION("replayed") {
        REQUIRE(host.open(first));
        CHECK_FALSE(host.open(first));
    }
    SECTION("reordered") {
        CHECK_FALSE(host.open(second));
    }
    SECTION("altered") {
        auto altered = first;
        altered[altered.size() / 2] = static_cast<char>(altered[altered.size() / 2] ^ 1);
        CHECK_FALSE(host.open(altered));
        CHECK(host.open(first)); // the channel goes on with the real one
    }
    SECTION("from another session of the same game") {
        auto other = join("K7M2QX", "K7M2QX");
        REQUIRE(other);
        CHECK_FALSE(host.open(other->guest.seal("first")));
    }
    SECTION("sent back to its sender") {
        CHECK_FALSE(guest.open(first));
    }
    SECTION("too short or too long") {
        CHECK_FALSE(host.open(""));
        CHECK_FALSE(host.open(std::string(kMaxMessageBytes + 1, 'x')));
    }
}

TEST_CASE("A version mismatch is refused with what to update", "[net]") {
    GuestHandshake guest(code("K7M2QX"), "1.0", KeyCost::minimal);
    HostHandshake host(keyFor("K7M2QX"), "2.0");
    auto hello = guest.hello();
    const auto at = hello.find("\"protocol\":1");
    REQUIRE(at != std::string::npos);
    hello.replace(at, 12, "\"protocol\":7");
    auto challenge = host.challenge(hello);
    REQUIRE_FALSE(challenge);
    CHECK(challenge.error().fault == HandshakeFault::otherProtocol);
    CHECK(challenge.error().text.english().find("newer") != std::string::npos);
    CHECK(challenge.error().text.english().find("update this game") != std::string::npos);

    // The guest hears from a host that speaks protocol 7.
    auto answered = guest.answer(R"({"type":"refusal","reason":"protocol","protocol":7})");
    REQUIRE_FALSE(answered);
    CHECK(answered.error().fault == HandshakeFault::otherProtocol);
    CHECK(answered.error().text.english().find("update this game") != std::string::npos);
}

TEST_CASE("Handshake messages that are not the protocol's are refused without a crash", "[net]") {
    const std::vector<std::string> hostile = {
        "",
        "{",
        "[]",
        "null",
        R"({"type":"hello"})",
        R"({"type":"hello","protocol":1,"program":"1.0","key":"zz"})",
        R"({"type":"hello","protocol":1,"program":"1.0","key":"00"})",
        R"({"type":"hello","protocol":"1","program":"1.0","key":"00"})",
        R"({"type":"hello","protocol":1,"program":"","key":")" + std::string(64, '0') + "\"}",
        R"({"type":"hello","protocol":1,"program":"1.0\u0000","key":")" + std::string(64, '0') +
            "\"}",
        R"({"type":"proof","mac":")" + std::string(64, '0') + "\"}",
        std::string(70'000, '{'),
        R"({"a":{"b":{"c":{"d":{"e":{"f":{"g":1}}}}}}})",
    };
    for (const auto& bytes : hostile) {
        HostHandshake host(keyFor("K7M2QX"), "1.0");
        auto challenge = host.challenge(bytes);
        CHECK_FALSE(challenge);
        GuestHandshake guest(code("K7M2QX"), "1.0", KeyCost::minimal);
        (void)guest.hello();
        CHECK_FALSE(guest.answer(bytes));
    }
    // The all-zero key (a low-order point) is no key.
    HostHandshake host(keyFor("K7M2QX"), "1.0");
    auto zero = host.challenge(R"({"type":"hello","protocol":1,"program":"1.0","key":")" +
                               std::string(64, '0') + "\"}");
    REQUIRE_FALSE(zero);
    CHECK(zero.error().fault == HandshakeFault::malformed);
    // Out of turn.
    HostHandshake fresh(keyFor("K7M2QX"), "1.0");
    CHECK_FALSE(fresh.verify(R"({"type":"proof","mac":")" + std::string(64, '0') + "\"}"));
}

TEST_CASE("Frames come whole from any pieces, and an oversize one is refused unread", "[net]") {
    FrameReader reader(100);
    const auto bytes = frame("hello") + frame("") + frame(std::string(100, 'x'));
    std::vector<std::string> got;
    for (const char c : bytes) {
        auto messages = reader.feed(std::string_view(&c, 1));
        REQUIRE(messages);
        got.insert(got.end(), messages->begin(), messages->end());
    }
    REQUIRE(got.size() == 3);
    CHECK(got[0] == "hello");
    CHECK(got[1].empty());
    CHECK(got[2] == std::string(100, 'x'));
    CHECK_FALSE(reader.midMessage());
    CHECK(reader.feed(frame("ab").substr(0, 3)));
    CHECK(reader.midMessage());

    FrameReader strict(100);
    auto over = strict.feed(frame(std::string(101, 'x')).substr(0, 4));
    REQUIRE_FALSE(over);
    CHECK(over.error().message().find("101") != std::string::npos);
    CHECK_FALSE(strict.feed(frame("ok"))); // broken for good
}
