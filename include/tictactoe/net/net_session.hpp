#pragma once

// A network game as a window holds it (features.md M6): the link (link.hpp)
// and the game over it (net_game.hpp) together, with the reconnect. The
// host keeps listening; a guest whose connection drops dials again by itself
// every `redialEvery` for `reconnectFor`, and resumes the same game without
// a new code. Both sides hear what happened through a SessionListener.
//
// The link's threads never touch the game: every link event is handed to
// `post`, which runs it where the owner runs the game (the window's
// CallAfter; a queue in the tests). The session's own calls (play, ...)
// must be made there too.

#include "tictactoe/core/expected.hpp"
#include "tictactoe/net/link.hpp"
#include "tictactoe/net/net_game.hpp"

#include <chrono>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace ttt::net {

// Runs a task on the owner's thread, later.
using Post = std::function<void(std::function<void()>)>;

enum class SessionState {
    waiting,      // host: no guest yet; guest: connecting
    playing,      // connected, the game on both sides
    reconnecting, // the connection dropped; the guest dials again
    ended,        // over: refused, given up, or the peer broke the rules
};

struct SessionEvent {
    enum class Kind {
        state,     // the state changed (`text`: the reason when there is one)
        changes,   // the game changed: `changes`, in order
        refused,   // host: a guest was turned away (`text`); the game goes on
        roundTrip, // the answer to ping() came: `roundTrip`
    } kind = Kind::state;
    SessionState state = SessionState::waiting;
    std::vector<NetEvent> changes;
    Text text;
    std::chrono::microseconds roundTrip{0};
};

using SessionListener = std::function<void(const SessionEvent&)>;

struct SessionTiming {
    std::chrono::milliseconds redialEvery{2'000};
    std::chrono::milliseconds reconnectFor{120'000};
};

class HostSession {
public:
    struct Options {
        GameEngine game; // the game to play (a new one, or one resumed)
        int guestPlayer = 1;
        NetHost::Options link;
    };
    [[nodiscard]] static Expected<std::unique_ptr<HostSession>>
    start(Options options, const Post& post, SessionListener listener);
    HostSession(const HostSession&) = delete;
    HostSession& operator=(const HostSession&) = delete;
    ~HostSession();

    [[nodiscard]] std::uint16_t port() const;
    [[nodiscard]] SessionState state() const;
    [[nodiscard]] NetGame& game();
    // After a local action on game(): sends what it made.
    void flush();
    // Ends the guest's connection (it dials again, as after any drop).
    void dropGuest();
    // Asks the guest for an answer at once: its round trip is told as a
    // SessionEvent::Kind::roundTrip. Nothing when no guest is there.
    void ping();
    // Tells the guest this game is over (the window closes, another game
    // starts) and ends the session; the message goes before the link closes.
    void leave();

    struct Impl;

private:
    explicit HostSession(std::shared_ptr<Impl> impl);
    std::shared_ptr<Impl> impl_;
};

class GuestSession {
public:
    struct Options {
        NetGuest::Options link;
        std::string name; // the person's, shown to the host (cleaned there)
        SessionTiming timing{};
    };
    [[nodiscard]] static std::unique_ptr<GuestSession> start(Options options, Post post,
                                                             SessionListener listener);
    GuestSession(const GuestSession&) = delete;
    GuestSession& operator=(const GuestSession&) = delete;
    ~GuestSession();

    [[nodiscard]] SessionState state() const;
    // The game, once the host's welcome came.
    [[nodiscard]] NetGame* game();
    void flush();
    void ping();  // as HostSession's
    void leave(); // as HostSession's
    // The person did not take the host's game: the host waits for another
    // guest (no "left the game"), and this session ends.
    void decline();

    struct Impl;

private:
    explicit GuestSession(std::shared_ptr<Impl> impl);
    std::shared_ptr<Impl> impl_;
};

} // namespace ttt::net
