#include "tictactoe/net/net_session.hpp"

#include "net_json.hpp"

#include <asio.hpp>
#include <thread>
#include <utility>

namespace ttt::net {

namespace {

std::string messageType(std::string_view text) {
    auto parsed = readJsonMessage(text);
    if (!parsed) {
        return {};
    }
    return textField(*parsed, "type", 16).value_or("");
}

// The session's state changed: what the owner hears (`why` when there is a reason).
void tellState(const SessionListener& listener, SessionState state, Text why) {
    SessionEvent event;
    event.kind = SessionEvent::Kind::state;
    event.state = state;
    event.text = std::move(why);
    listener(event);
}

// The game changed: what the owner hears (nothing when nothing changed).
void tellChanges(const SessionListener& listener, SessionState state,
                 std::vector<NetEvent> changes) {
    if (changes.empty()) {
        return;
    }
    SessionEvent told;
    told.kind = SessionEvent::Kind::changes;
    told.state = state;
    told.changes = std::move(changes);
    listener(told);
}

// The answer to the peer's ping, or nothing for a malformed one.
std::optional<std::string> pong(std::string_view text) {
    auto parsed = readJsonMessage(text);
    if (!parsed) {
        return std::nullopt;
    }
    const auto number = intField(*parsed, "n", 1, 1LL << 53);
    if (!number) {
        return std::nullopt;
    }
    return Json{{"type", "pong"}, {"n", *number}}.dump();
}

void tellRoundTrip(const SessionListener& listener, SessionState state,
                   std::chrono::microseconds took) {
    SessionEvent told;
    told.kind = SessionEvent::Kind::roundTrip;
    told.state = state;
    told.roundTrip = took;
    listener(told);
}

// Pings and their answers (ping(), "ping"/"pong" messages): one
// outstanding at a time, matched by number.
struct RoundTrips {
    std::uint64_t sent = 0;
    std::optional<std::pair<std::uint64_t, std::chrono::steady_clock::time_point>> waiting;

    [[nodiscard]] std::string ping() {
        waiting.emplace(++sent, std::chrono::steady_clock::now());
        return Json{{"type", "ping"}, {"n", sent}}.dump();
    }
    // The round trip of an answer to the outstanding ping.
    [[nodiscard]] std::optional<std::chrono::microseconds> answered(std::string_view text) {
        auto parsed = readJsonMessage(text);
        if (!parsed || !waiting) {
            return std::nullopt;
        }
        const auto number = intField(*parsed, "n", 1, 1LL << 53);
        if (!number || static_cast<std::uint64_t>(*number) != waiting->first) {
            return std::nullopt;
        }
        const auto took = std::chrono::duration_cast<std::chrono::microseconds>(
            std::chrono::steady_clock::now() - waiting->second);
        waiting.reset();
        return took;
    }
    // A ping answered over `link`, or a pong's round trip told: true when
    // the message was one of them.
    template <class Link>
    bool handle(std::string_view type, std::string_view text, Link& link,
                const SessionListener& listener, SessionState state) {
        if (type == "ping") {
            if (auto answer = pong(text)) {
                link.send(std::move(*answer));
            }
            return true;
        }
        if (type == "pong") {
            if (const auto took = answered(text)) {
                tellRoundTrip(listener, state, *took);
            }
            return true;
        }
        return false;
    }
};

const std::string kBye = R"({"type":"bye"})";

// A link listener that hands each event to the owner's thread, to an
// object that may be gone by then.
template <class Impl> LinkListener relay(const std::shared_ptr<Impl>& impl, const Post& post) {
    std::weak_ptr<Impl> weak = impl;
    return [weak, post](LinkEvent event) {
        post([weak, event = std::move(event)] {
            if (auto alive = weak.lock()) {
                alive->onLink(event);
            }
        });
    };
}

} // namespace

// ---- HostSession

struct HostSession::Impl {
    Impl(NetGameHost hosted, Post given, SessionListener heard)
        : game(std::move(hosted)), post(std::move(given)), listener(std::move(heard)) {}

    NetGameHost game;
    Post post;
    SessionListener listener;
    std::unique_ptr<NetHost> link;
    SessionState state = SessionState::waiting;
    RoundTrips roundTrips;
    std::uint16_t port = 0;

    void tell(SessionState next, Text why = {}) {
        state = next;
        tellState(listener, next, std::move(why));
    }
    void flush() {
        if (state == SessionState::ended) {
            return;
        }
        for (auto& message : game.takeOutgoing()) {
            if (link && state == SessionState::playing) {
                link->send(std::move(message));
            }
        }
    }
    void onLink(const LinkEvent& event) {
        if (state == SessionState::ended) {
            return;
        }
        switch (event.kind) {
        case LinkEventKind::joined:
            break; // the guest's first message says whether it joins or resumes
        case LinkEventKind::refused: {
            SessionEvent told;
            told.kind = SessionEvent::Kind::refused;
            told.state = state;
            told.text = event.reason;
            listener(told);
            break;
        }
        case LinkEventKind::closed:
            if (state == SessionState::playing) {
                (void)game.takeOutgoing(); // the guest's resume asks for what it missed
                tell(SessionState::reconnecting, event.reason);
            }
            break;
        case LinkEventKind::message:
            onMessage(event.text);
            break;
        }
    }
    void onMessage(const std::string& text) {
        const auto type = messageType(text);
        if (roundTrips.handle(type, text, *link, listener, state)) {
            return;
        }
        if (type == "bye") {
            tell(SessionState::ended, Text("the other player left the game"));
            link.reset(); // nobody else may join this game
            return;
        }
        if (type == "decline") {
            // The guest saw the game and did not take it: another may come.
            state = SessionState::waiting;
            link->dropGuest();
            tell(SessionState::waiting, Text("the other computer did not take the game"));
            return;
        }
        if (type == "join") {
            (void)game.takeOutgoing();
            if (auto parsed = readJsonMessage(text)) {
                const auto name = parsed->find("name");
                if (name != parsed->end() && name->is_string()) {
                    game.nameGuest(name->get_ref<const std::string&>());
                }
            }
            link->send(game.welcome());
            tell(SessionState::playing);
            return;
        }
        const bool resuming = type == "resume";
        if (resuming) {
            (void)game.takeOutgoing();
            state = SessionState::playing;
        }
        auto changes = game.receive(text);
        if (!changes) {
            state = SessionState::waiting;
            link->dropGuest();
            tell(SessionState::reconnecting, changes.error().text);
            return;
        }
        if (resuming) {
            tell(SessionState::playing);
        }
        tellChanges(listener, state, std::move(*changes));
        flush();
    }
};

Expected<std::unique_ptr<HostSession>> HostSession::start(Options options, const Post& post,
                                                          SessionListener listener) {
    auto impl = std::make_shared<Impl>(NetGameHost(std::move(options.game), options.guestPlayer),
                                       post, std::move(listener));
    TTT_TRY(link, NetHost::start(std::move(options.link), relay(impl, post)));
    impl->port = link->port();
    impl->link = std::move(link);
    return std::unique_ptr<HostSession>(new HostSession(std::move(impl)));
}

HostSession::HostSession(std::shared_ptr<Impl> impl) : impl_(std::move(impl)) {}
HostSession::~HostSession() {
    impl_->link.reset();
}
std::uint16_t HostSession::port() const {
    return impl_->port;
}
SessionState HostSession::state() const {
    return impl_->state;
}
NetGame& HostSession::game() {
    return impl_->game;
}
void HostSession::flush() {
    impl_->flush();
}
void HostSession::dropGuest() {
    if (impl_->link) {
        impl_->link->dropGuest();
    }
}
void HostSession::ping() {
    if (impl_->state == SessionState::playing) {
        impl_->link->send(impl_->roundTrips.ping());
    }
}
void HostSession::leave() {
    if (impl_->state == SessionState::ended) {
        return;
    }
    if (impl_->state == SessionState::playing) {
        impl_->link->send(kBye);
    }
    impl_->state = SessionState::ended;
    impl_->link.reset(); // says what is queued, the bye last, then closes
}

// ---- GuestSession

struct GuestSession::Impl : std::enable_shared_from_this<GuestSession::Impl> {
    Impl(Options given, Post posted, SessionListener heard)
        : options(std::move(given)), post(std::move(posted)), listener(std::move(heard)) {}

    Options options;
    Post post;
    SessionListener listener;
    std::optional<NetGameGuest> game;
    std::unique_ptr<NetGuest> link;
    SessionState state = SessionState::waiting;
    RoundTrips roundTrips;
    bool joined = false; // the link's handshake, this connection
    std::chrono::steady_clock::time_point giveUpAt{};
    // A timer of its own for the redial.
    asio::io_context timers;
    std::optional<asio::executor_work_guard<asio::io_context::executor_type>> work;
    asio::steady_timer redial{timers};
    std::thread timerThread;

    void tell(SessionState next, Text why = {}) {
        state = next;
        tellState(listener, next, std::move(why));
    }
    void connect() {
        joined = false;
        link = NetGuest::connect(options.link, relay(shared_from_this(), post));
    }
    void end(Text why) {
        if (state == SessionState::ended) {
            return;
        }
        tell(SessionState::ended, std::move(why));
        if (link) {
            link->close();
        }
    }
    void flush() {
        if (!game) {
            return;
        }
        for (auto& message : game->takeOutgoing()) {
            if (link && joined) {
                link->send(std::move(message));
            }
        }
    }
    void scheduleRedial() {
        std::weak_ptr<Impl> weak = shared_from_this();
        redial.expires_after(options.timing.redialEvery);
        redial.async_wait([weak, post = post](std::error_code error) {
            if (error) {
                return;
            }
            post([weak] {
                if (auto alive = weak.lock(); alive && alive->state == SessionState::reconnecting) {
                    alive->connect();
                }
            });
        });
    }
    void onLink(const LinkEvent& event) {
        if (state == SessionState::ended) {
            return;
        }
        switch (event.kind) {
        case LinkEventKind::joined:
            joined = true;
            if (game) {
                if (auto resume = game->resume()) {
                    (void)game->takeOutgoing(); // the host's answer says what to send again
                    link->send(*resume);
                }
            } else {
                link->send(Json{{"type", "join"}, {"name", options.name}}.dump());
            }
            break;
        case LinkEventKind::refused:
            if (state == SessionState::reconnecting && event.fault == HandshakeFault::refused &&
                std::chrono::steady_clock::now() < giveUpAt) {
                scheduleRedial(); // e.g. the host still sees the old connection
                break;
            }
            end(event.reason);
            break;
        case LinkEventKind::closed:
            joined = false;
            if (!game) {
                end(event.reason);
                break;
            }
            if (state == SessionState::playing) {
                giveUpAt = std::chrono::steady_clock::now() + options.timing.reconnectFor;
                tell(SessionState::reconnecting, event.reason);
            }
            if (std::chrono::steady_clock::now() >= giveUpAt) {
                end(Text("the other computer did not come back"));
                break;
            }
            scheduleRedial();
            break;
        case LinkEventKind::message:
            onMessage(event.text);
            break;
        }
    }
    void onMessage(const std::string& text) {
        const auto type = messageType(text);
        if (roundTrips.handle(type, text, *link, listener, state)) {
            return;
        }
        if (type == "bye") {
            end(Text("the other player left the game"));
            return;
        }
        if (!game) {
            auto welcomed = NetGameGuest::fromWelcome(text);
            if (!welcomed) {
                end(welcomed.error().text);
                return;
            }
            game.emplace(std::move(*welcomed));
            tell(SessionState::playing);
            return;
        }
        auto changes = game->receive(text);
        if (!changes) {
            end(changes.error().text);
            return;
        }
        if (state == SessionState::reconnecting) {
            tell(SessionState::playing);
        }
        tellChanges(listener, state, std::move(*changes));
        flush();
    }
};

std::unique_ptr<GuestSession> GuestSession::start(Options options, Post post,
                                                  SessionListener listener) {
    auto impl = std::make_shared<Impl>(std::move(options), std::move(post), std::move(listener));
    impl->work.emplace(asio::make_work_guard(impl->timers));
    impl->timerThread = std::thread([raw = impl.get()] { raw->timers.run(); });
    impl->connect();
    return std::unique_ptr<GuestSession>(new GuestSession(std::move(impl)));
}

GuestSession::GuestSession(std::shared_ptr<Impl> impl) : impl_(std::move(impl)) {}

GuestSession::~GuestSession() {
    impl_->link.reset();
    asio::post(impl_->timers, [impl = impl_.get()] {
        impl->redial.cancel();
        impl->work.reset();
    });
    if (impl_->timerThread.joinable()) {
        impl_->timerThread.join();
    }
}

SessionState GuestSession::state() const {
    return impl_->state;
}
NetGame* GuestSession::game() {
    return impl_->game ? &*impl_->game : nullptr;
}
void GuestSession::flush() {
    impl_->flush();
}
void GuestSession::ping() {
    if (impl_->state == SessionState::playing && impl_->link && impl_->joined) {
        impl_->link->send(impl_->roundTrips.ping());
    }
}
void GuestSession::decline() {
    if (impl_->state == SessionState::ended) {
        return;
    }
    if (impl_->link && impl_->joined) {
        impl_->link->send(R"({"type":"decline"})");
    }
    impl_->state = SessionState::ended;
    impl_->link.reset(); // says what is queued, then closes
}

void GuestSession::leave() {
    if (impl_->state == SessionState::ended) {
        return;
    }
    if (impl_->link && impl_->joined) {
        impl_->link->send(kBye);
    }
    impl_->state = SessionState::ended;
    impl_->link.reset(); // says what is queued, the bye last, then closes
}

} // namespace ttt::net
