#include "connection.hpp"
#include "tictactoe/net/link.hpp"

#include <map>
#include <thread>
#include <utility>
#include <vector>

namespace ttt::net {

// Everything the host's thread touches; the NetHost object only posts to it.
struct NetHost::State : std::enable_shared_from_this<NetHost::State> {
    State(Options given, LinkListener heard)
        : options(std::move(given)), listener(std::move(heard)), acceptor(io) {}

    struct Strikes {
        int wrongCodes = 0;
        std::chrono::steady_clock::time_point lockedUntil{};
    };

    Options options;
    LinkListener listener;
    asio::io_context io;
    asio::ip::tcp::acceptor acceptor;
    std::thread thread;
    std::shared_ptr<Connection> guest;
    std::size_t handshakes = 0;
    std::map<std::string, Strikes> strikes;             // by address
    std::vector<std::weak_ptr<Connection>> connections; // all, to close when the host stops
    std::uint16_t port = 0;

    void accept();
    void welcome(asio::ip::tcp::socket socket);
    void refuse(const std::shared_ptr<Connection>& connection, HandshakeFault fault, Text reason);
    // A guest while another plays: told so, and the host's player too.
    void refuseBusy(const std::shared_ptr<Connection>& connection);
    void tell(LinkEvent event) {
        if (listener) {
            listener(std::move(event));
        }
    }
};

void NetHost::State::accept() {
    acceptor.async_accept(
        [self = shared_from_this()](std::error_code error, asio::ip::tcp::socket socket) {
            if (error == asio::error::operation_aborted || !self->acceptor.is_open()) {
                return;
            }
            if (!error) {
                self->welcome(std::move(socket));
            }
            self->accept();
        });
}

void NetHost::State::refuse(const std::shared_ptr<Connection>& connection, HandshakeFault fault,
                            Text reason) {
    LinkEvent event;
    event.kind = LinkEventKind::refused;
    event.address = connection->address();
    event.reason = std::move(reason);
    event.fault = fault;
    tell(std::move(event));
}

void NetHost::State::refuseBusy(const std::shared_ptr<Connection>& connection) {
    connection->sendPlain(refusalMessage("busy"));
    connection->closeAfterSending(Text("busy"));
    refuse(connection, HandshakeFault::refused,
           Text("a second guest tried to join while a game is on"));
}

void NetHost::State::welcome(asio::ip::tcp::socket socket) {
    auto connection = std::make_shared<Connection>(std::move(socket), options.limits);
    std::erase_if(connections, [](const auto& weak) { return weak.expired(); });
    connections.push_back(connection);
    const auto address = connection->address();
    auto& strike = strikes[address];
    const auto now = std::chrono::steady_clock::now();
    if (strike.lockedUntil > now) {
        const auto left =
            std::chrono::duration_cast<std::chrono::seconds>(strike.lockedUntil - now);
        connection->start([](const std::string&) {}, [](const Text&) {});
        connection->sendPlain(refusalMessage("locked", static_cast<int>(left.count()) + 1));
        connection->closeAfterSending(Text("locked out"));
        return;
    }
    if (handshakes >= options.limits.maxHandshakes) {
        connection->close(Text("too many guests at once"));
        return;
    }
    ++handshakes;
    auto handshake = std::make_shared<HostHandshake>(options.key, options.program);
    std::weak_ptr<Connection> weak = connection;
    auto joined = std::make_shared<bool>(false);
    auto proving = std::make_shared<bool>(true);
    connection->start(
        [self = shared_from_this(), weak, handshake, joined, proving](std::string message) {
            auto peer = weak.lock();
            if (!peer) {
                return;
            }
            if (*joined) {
                LinkEvent event;
                event.kind = LinkEventKind::message;
                event.text = std::move(message);
                event.address = peer->address();
                self->tell(std::move(event));
                return;
            }
            if (handshake->guestProgram().empty()) {
                // hello: a guest while one plays is refused before any key is made
                if (self->guest) {
                    self->refuseBusy(peer);
                    return;
                }
                auto challenge = handshake->challenge(message);
                if (!challenge) {
                    if (!challenge.error().reply.empty()) {
                        peer->sendPlain(challenge.error().reply);
                    }
                    peer->closeAfterSending(challenge.error().text);
                    self->refuse(peer, challenge.error().fault, challenge.error().text);
                    return;
                }
                peer->sendPlain(*challenge);
                return;
            }
            auto accepted = handshake->verify(message);
            if (!accepted) {
                const auto& error = accepted.error();
                if (!error.reply.empty()) {
                    peer->sendPlain(error.reply);
                }
                peer->closeAfterSending(error.text);
                auto reason = error.text;
                if (error.fault == HandshakeFault::wrongCode) {
                    auto& record = self->strikes[peer->address()];
                    if (++record.wrongCodes >= self->options.limits.wrongCodesBeforeLockout) {
                        record.wrongCodes = 0;
                        record.lockedUntil =
                            std::chrono::steady_clock::now() + self->options.limits.lockout;
                        reason = Text(
                            "{0} wrong codes from {1}: that computer is refused for {2} s",
                            self->options.limits.wrongCodesBeforeLockout, peer->address(),
                            static_cast<long long>(std::chrono::duration_cast<std::chrono::seconds>(
                                                       self->options.limits.lockout)
                                                       .count()));
                    }
                }
                self->refuse(peer, error.fault, std::move(reason));
                return;
            }
            if (self->guest) {
                self->refuseBusy(peer);
                return;
            }
            self->strikes.erase(peer->address());
            *proving = false; // a joined guest no longer counts as proving
            --self->handshakes;
            peer->sendPlain(accepted->welcome);
            peer->secure(std::move(accepted->channel));
            *joined = true;
            self->guest = peer;
            LinkEvent event;
            event.kind = LinkEventKind::joined;
            event.text = handshake->guestProgram();
            event.address = peer->address();
            self->tell(std::move(event));
        },
        [self = shared_from_this(), weak, joined, proving](const Text& reason) {
            if (*proving) {
                *proving = false;
                --self->handshakes;
            }
            auto peer = weak.lock();
            if (*joined && peer && self->guest == peer) {
                self->guest.reset();
                LinkEvent event;
                event.kind = LinkEventKind::closed;
                event.address = peer->address();
                event.reason = reason;
                self->tell(std::move(event));
            }
        });
}

Expected<std::unique_ptr<NetHost>> NetHost::start(Options options, LinkListener listener) {
    auto state = std::make_shared<State>(std::move(options), std::move(listener));
    std::error_code error;
    const auto address = asio::ip::make_address(state->options.bindAddress, error);
    if (error) {
        return failure(
            Text("\"{0}\" is not an address of this computer", state->options.bindAddress));
    }
    const asio::ip::tcp::endpoint endpoint(address, state->options.port);
    auto& acceptor = state->acceptor;
    acceptor.open(endpoint.protocol(), error);
    if (!error && address.is_v6()) {
        acceptor.set_option(asio::ip::v6_only(false),
                            error); // IPv4 guests too, where the system allows
        error.clear();
    }
    if (!error) {
        acceptor.set_option(asio::ip::tcp::acceptor::reuse_address(true), error);
    }
    if (!error) {
        acceptor.bind(endpoint, error);
    }
    if (!error) {
        acceptor.listen(asio::socket_base::max_listen_connections, error);
    }
    if (error) {
        return failure(Text("cannot listen on port {0}: {1}", static_cast<int>(state->options.port),
                            error.message()));
    }
    state->port = acceptor.local_endpoint().port();
    state->accept();
    state->thread = std::thread([raw = state.get()] { raw->io.run(); });
    return std::unique_ptr<NetHost>(new NetHost(std::move(state)));
}

NetHost::NetHost(std::shared_ptr<State> state) : state_(std::move(state)) {}

NetHost::~NetHost() {
    asio::post(state_->io, [state = state_] {
        std::error_code ignored;
        state->acceptor.close(ignored);
        state->listener = nullptr;
        state->guest.reset();
        for (const auto& weak : state->connections) {
            if (auto connection = weak.lock()) {
                connection->closeAfterSending(Text("the host stopped"));
            }
        }
        // No io.stop(): every operation ends now, cancelled, and run()
        // returns once their handlers have let go of what they hold.
    });
    if (state_->thread.joinable()) {
        state_->thread.join();
    }
}

std::uint16_t NetHost::port() const {
    return state_->port;
}

void NetHost::send(std::string message) {
    asio::post(state_->io, [state = state_, message = std::move(message)] {
        if (state->guest) {
            state->guest->send(message);
        }
    });
}

void NetHost::dropGuest() {
    asio::post(state_->io, [state = state_] {
        if (state->guest) {
            state->guest->close(Text("the host ended the connection"));
        }
    });
}

} // namespace ttt::net
