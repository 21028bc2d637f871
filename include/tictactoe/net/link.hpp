#pragma once

// The two ends of a network game over TCP (features.md M6), each with a
// thread of its own (standalone Asio). A NetHost listens, checks each
// guest's proof of the join code (handshake.hpp) and keeps one guest; a
// NetGuest connects to it. After the handshake both send and receive
// messages (text the game layer writes), sealed. The listener hears, on the
// link's thread, who joined, each message, who was refused and why the
// connection ended; the window passes that on with CallAfter.
//
// What a peer may not do: send a message over kMaxMessageBytes, send
// nothing complete for `idle` (one byte a second is nothing complete), take
// longer than `handshake` to prove the code, send a message that does not
// open. Each ends the connection with a reason. Five wrong codes from one
// address lock it out for `lockout`; a second guest while one is joined is
// refused as busy.

#include "tictactoe/core/expected.hpp"
#include "tictactoe/net/handshake.hpp"

#include <chrono>
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace ttt::net {

// The port a host listens on unless told otherwise.
inline constexpr std::uint16_t kDefaultPort = 38715;

struct LinkLimits {
    std::chrono::milliseconds idle{15'000};
    std::chrono::milliseconds keepAlive{5'000}; // an empty sealed message when nothing else went
    std::chrono::milliseconds handshake{10'000};
    int wrongCodesBeforeLockout = 5;
    std::chrono::milliseconds lockout{30'000};
    std::size_t maxHandshakes = 8; // guests proving their code at once; more are dropped
};

enum class LinkEventKind {
    joined,  // the handshake succeeded: `text` is the peer's program version
    message, // `text` is a message from the peer
    refused, // host: a guest was turned away (`reason`); guest: the host refused
    closed,  // the connection ended (`reason`); a host goes on listening
};

struct LinkEvent {
    LinkEventKind kind = LinkEventKind::closed;
    std::string text;
    std::string address; // the peer's, e.g. "192.168.1.7" or "fe80::1"
    Text reason;
    HandshakeFault fault = HandshakeFault::malformed; // refused: which kind
};

using LinkListener = std::function<void(LinkEvent)>;

class NetHost {
public:
    struct Options {
        CodeKey key;
        std::string program;               // this program's version, for the peer's messages
        std::string bindAddress = "::";    // every address of the machine, IPv6 and IPv4
        std::uint16_t port = kDefaultPort; // 0: any free port
        LinkLimits limits{};
    };
    // Listens; an error says why not (the port in use, an address that is
    // not this machine's).
    [[nodiscard]] static Expected<std::unique_ptr<NetHost>> start(Options options,
                                                                  LinkListener listener);
    NetHost(const NetHost&) = delete;
    NetHost& operator=(const NetHost&) = delete;
    ~NetHost(); // closes every connection and joins the thread

    [[nodiscard]] std::uint16_t port() const;
    // To the joined guest, in order; nothing when no guest is joined.
    void send(std::string message);
    // Ends the joined guest's connection (a new guest may then join).
    void dropGuest();

    struct State;

private:
    explicit NetHost(std::shared_ptr<State> state);
    std::shared_ptr<State> state_;
};

class NetGuest {
public:
    struct Options {
        std::string host; // a name or an address, as "host", "host:port", "[v6]:port"
        JoinCode code;
        std::string program;
        KeyCost cost = KeyCost::interactive;
        LinkLimits limits{};
    };
    // Connects in the background: the listener hears joined, refused or closed.
    [[nodiscard]] static std::unique_ptr<NetGuest> connect(Options options, LinkListener listener);
    NetGuest(const NetGuest&) = delete;
    NetGuest& operator=(const NetGuest&) = delete;
    ~NetGuest();

    void send(std::string message);
    void close();

    struct State;

private:
    explicit NetGuest(std::shared_ptr<State> state);
    std::shared_ptr<State> state_;
};

// "host", "host:port", "[v6]:port" or a bare IPv6 address: the host and the
// port (`defaultPort` when none is given); an error for a port out of range.
struct HostAddress {
    std::string host;
    std::uint16_t port = kDefaultPort;
};
// The addresses of this machine another computer could reach it at (every
// IPv4 and IPv6 address but loopback and link-local), IPv4 first: what the
// host's player reads out to the guest.
[[nodiscard]] std::vector<std::string> machineAddresses();

[[nodiscard]] Expected<HostAddress> parseHostAddress(std::string_view typed,
                                                     std::uint16_t defaultPort = kDefaultPort);

} // namespace ttt::net
