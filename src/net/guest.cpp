#include "connection.hpp"
#include "tictactoe/net/link.hpp"

#include <charconv>
#include <optional>
#include <thread>
#include <utility>

namespace ttt::net {

struct NetGuest::State : std::enable_shared_from_this<NetGuest::State> {
    State(Options given, LinkListener heard)
        : options(std::move(given)), listener(std::move(heard)), resolver(io),
          handshake(this->options.code, this->options.program, this->options.cost) {}

    Options options;
    LinkListener listener;
    asio::io_context io;
    asio::ip::tcp::resolver resolver;
    GuestHandshake handshake;
    std::thread thread;
    std::optional<asio::executor_work_guard<asio::io_context::executor_type>> work;
    std::shared_ptr<Connection> connection;
    bool answered = false;
    bool joined = false;
    bool ended = false;

    void begin();
    void connected(asio::ip::tcp::socket socket);
    void onMessage(std::string message);
    void end(LinkEventKind kind, Text reason, HandshakeFault fault = HandshakeFault::malformed) {
        if (ended) {
            return;
        }
        ended = true;
        LinkEvent event;
        event.kind = kind;
        event.reason = std::move(reason);
        event.fault = fault;
        if (connection) {
            event.address = connection->address();
        }
        if (listener) {
            listener(std::move(event));
        }
    }
};

void NetGuest::State::begin() {
    auto address = parseHostAddress(options.host);
    if (!address) {
        end(LinkEventKind::closed, address.error().text);
        return;
    }
    resolver.async_resolve(
        address->host, std::to_string(address->port),
        [self = shared_from_this()](std::error_code error,
                                    const asio::ip::tcp::resolver::results_type& results) {
            if (error) {
                self->end(LinkEventKind::closed,
                          Text("cannot find the computer \"{0}\"", self->options.host));
                return;
            }
            auto socket = std::make_shared<asio::ip::tcp::socket>(self->io);
            asio::async_connect(
                *socket, results,
                [self, socket](std::error_code connectError, const auto& /*endpoint*/) {
                    if (connectError) {
                        self->end(LinkEventKind::closed,
                                  Text("no game is hosted at {0}", self->options.host));
                        return;
                    }
                    self->connected(std::move(*socket));
                });
        });
}

void NetGuest::State::connected(asio::ip::tcp::socket socket) {
    connection = std::make_shared<Connection>(std::move(socket), options.limits);
    connection->start(
        [self = shared_from_this()](std::string message) { self->onMessage(std::move(message)); },
        [self = shared_from_this()](const Text& reason) {
            self->end(LinkEventKind::closed, reason);
        });
    connection->sendPlain(handshake.hello());
}

void NetGuest::State::onMessage(std::string message) {
    if (joined) {
        LinkEvent event;
        event.kind = LinkEventKind::message;
        event.text = std::move(message);
        event.address = connection->address();
        if (listener) {
            listener(std::move(event));
        }
        return;
    }
    if (!answered) {
        answered = true;
        auto proof = handshake.answer(message);
        if (!proof) {
            end(LinkEventKind::refused, proof.error().text, proof.error().fault);
            connection->close(proof.error().text);
            return;
        }
        connection->sendPlain(*proof);
        return;
    }
    auto channel = handshake.finish(message);
    if (!channel) {
        end(LinkEventKind::refused, channel.error().text, channel.error().fault);
        connection->close(channel.error().text);
        return;
    }
    connection->secure(std::move(*channel));
    joined = true;
    LinkEvent event;
    event.kind = LinkEventKind::joined;
    event.text = handshake.hostProgram();
    event.address = connection->address();
    if (listener) {
        listener(std::move(event));
    }
}

std::unique_ptr<NetGuest> NetGuest::connect(Options options, LinkListener listener) {
    auto state = std::make_shared<State>(std::move(options), std::move(listener));
    asio::post(state->io, [state] { state->begin(); });
    state->work.emplace(asio::make_work_guard(state->io));
    state->thread = std::thread([raw = state.get()] { raw->io.run(); });
    return std::unique_ptr<NetGuest>(new NetGuest(std::move(state)));
}

NetGuest::NetGuest(std::shared_ptr<State> state) : state_(std::move(state)) {}

NetGuest::~NetGuest() {
    asio::post(state_->io, [state = state_] {
        state->listener = nullptr;
        state->resolver.cancel();
        if (state->connection) {
            state->connection->closeAfterSending(Text("closed"));
        }
        // As the host's: the cancelled operations end, then run() returns.
        state->work.reset();
    });
    if (state_->thread.joinable()) {
        state_->thread.join();
    }
}

void NetGuest::send(std::string message) {
    asio::post(state_->io, [state = state_, message = std::move(message)] {
        if (state->joined && state->connection) {
            state->connection->send(message);
        }
    });
}

void NetGuest::close() {
    asio::post(state_->io, [state = state_] {
        if (state->connection) {
            state->connection->close(Text("this computer ended the connection"));
        }
    });
}

Expected<HostAddress> parseHostAddress(std::string_view typed, std::uint16_t defaultPort) {
    while (!typed.empty() && (typed.front() == ' ' || typed.front() == '\t')) {
        typed.remove_prefix(1);
    }
    while (!typed.empty() && (typed.back() == ' ' || typed.back() == '\t')) {
        typed.remove_suffix(1);
    }
    if (typed.empty()) {
        return failure(Text("type the host's address"));
    }
    HostAddress address;
    address.port = defaultPort;
    std::string_view port;
    if (typed.front() == '[') {
        const auto close = typed.find(']');
        if (close == std::string_view::npos) {
            return failure(Text("\"{0}\" has no closing \"]\"", std::string(typed)));
        }
        address.host = std::string(typed.substr(1, close - 1));
        const auto rest = typed.substr(close + 1);
        if (!rest.empty()) {
            if (rest.front() != ':') {
                return failure(Text("\"{0}\" is not an address", std::string(typed)));
            }
            port = rest.substr(1);
        }
    } else if (const auto colon = typed.find(':');
               colon != std::string_view::npos && colon == typed.rfind(':')) {
        address.host = std::string(typed.substr(0, colon));
        port = typed.substr(colon + 1);
    } else {
        address.host = std::string(typed); // a name, an IPv4 or a bare IPv6 address
    }
    if (address.host.empty() || address.host.find_first_of(" \t/\\") != std::string::npos) {
        return failure(Text("\"{0}\" is not an address", std::string(typed)));
    }
    if (!port.empty()) {
        unsigned value = 0;
        const auto [end, error] = std::from_chars(port.data(), port.data() + port.size(), value);
        if (error != std::errc{} || end != port.data() + port.size() || value == 0 ||
            value > 65535) {
            return failure(Text("the port must be a number from 1 to 65535"));
        }
        address.port = static_cast<std::uint16_t>(value);
    }
    return address;
}

} // namespace ttt::net
