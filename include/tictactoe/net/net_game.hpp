#pragma once

// The game two windows play over a link (link.hpp; docs/network-protocol.md,
// "The game"). The host's game is the authority: every change to it is an
// event, numbered by the host and sent in order; the guest sends requests,
// numbered by the guest, and shows a change only when the host's event for
// it comes. Each side says how far it has read the other, and after a
// reconnect each sends again what the other has not read: no move is lost
// or played twice, and both sides end with the same game.
//
// Everything received is checked against the game: a move out of turn, on a
// taken or forbidden cell, off the board or past the unlimited field's
// limit, a colour decision that is not due, an event out of order, a field
// of the wrong kind. A message that breaks a rule changes nothing and is an
// error; the connection should then end.
//
// No sockets here: messages in, messages out (takeOutgoing), so that the
// tests can cut the connection after any message.

#include "tictactoe/core/expected.hpp"
#include "tictactoe/game/game_engine.hpp"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace ttt::net {

// The Renju tournament openings (Yamaguchi, Soosorv, Taraguchi) are played in
// one window only: their declarations and fifth-move offers have no
// messages here, so neither side hosts or joins such a game.
[[nodiscard]] inline Text noTournamentOpenings() {
    return Text("the Renju tournament openings (Yamaguchi, Soosorv, Taraguchi) are not played "
                "over the network: choose Free, Swap or Swap2");
}

enum class NetChange {
    move,         // point: the stone of the side to move
    colour,       // option: the due colour decision of an opening rule
    undo,         // count: the moves taken back, agreed by both
    newRound,     // after a finished round
    undoAsked,    // player: asks to take back their last move
    undoDeclined, // player: the one who said no
    resign,       // player: gives the round up
    drawOffered,  // player: offers a draw (a move of the other declines it too)
    drawDeclined, // player: the one who said no
    draw,         // the offer was accepted: the round is drawn
};

struct NetEvent {
    NetChange change = NetChange::move;
    Point point{};
    ColourOption option = ColourOption::TakeBlack;
    int count = 0;
    int player = 0; // undoAsked, undoDeclined, resign, drawOffered, drawDeclined, draw
    bool operator==(const NetEvent&) const = default;
};

// What both sides share.
class NetGame {
public:
    NetGame(const NetGame&) = delete;
    NetGame& operator=(const NetGame&) = delete;
    NetGame(NetGame&&) = default;
    NetGame& operator=(NetGame&&) = default;
    virtual ~NetGame() = default;

    [[nodiscard]] const GameEngine& game() const { return game_; }
    // This side's player index, and whether it may act now.
    [[nodiscard]] int localPlayer() const { return local_; }
    [[nodiscard]] bool isLocalTurn() const;
    // Whose request to take back a move waits for an answer, if any.
    [[nodiscard]] std::optional<int> undoAskedBy() const { return undoAskedBy_; }
    // Whose offer of a draw waits for an answer, if any.
    [[nodiscard]] std::optional<int> drawOfferedBy() const { return drawOfferedBy_; }
    // This side may offer a draw now (the round goes on, nothing else asked).
    [[nodiscard]] bool mayOfferDraw() const;
    // This side may ask to take back its last move now (undo asked, never taken).
    [[nodiscard]] bool mayAskUndo() const;
    // A request of this side waits for the host's answer (the guest's move
    // shows only when it comes): nothing more should be asked meanwhile.
    [[nodiscard]] virtual bool awaitsHost() const { return false; }
    // Every event applied so far (the host's numbering: the i-th is number i+1).
    [[nodiscard]] const std::vector<NetEvent>& events() const { return events_; }

    // The local person's actions. An error (not this side's turn, a taken
    // cell, nothing to take back) changes nothing and sends nothing.
    virtual Expected<void> play(Point point) = 0;
    virtual Expected<void> chooseColour(ColourOption option) = 0;
    virtual Expected<void> startNewRound() = 0;
    virtual Expected<void> askUndo() = 0;
    virtual Expected<void> answerUndo(bool accept) = 0;
    virtual Expected<void> resign() = 0;
    virtual Expected<void> offerDraw() = 0;
    virtual Expected<void> answerDraw(bool accept) = 0;

    // A message from the other side: the events it brought (the host's own
    // included, in order), or an error that says how the peer broke the rules.
    [[nodiscard]] virtual Expected<std::vector<NetEvent>> receive(std::string_view message) = 0;
    // After a reconnect: what to send first (the guest), or nothing (the host
    // answers the guest's).
    [[nodiscard]] virtual std::optional<std::string> resume() = 0;
    // The messages to send now, in order.
    [[nodiscard]] std::vector<std::string> takeOutgoing();

protected:
    NetGame(GameEngine game, int localPlayer);
    // Applies an event to the game; an error changes nothing.
    Expected<void> apply(const NetEvent& event, int actor);
    // The number of moves `player`'s undo takes back: their last move and
    // any the other side played since.
    [[nodiscard]] int undoCount(int player) const;

    GameEngine game_;
    int local_ = 0;
    std::optional<int> undoAskedBy_;
    std::optional<int> drawOfferedBy_;
    std::vector<NetEvent> events_;
    std::vector<std::string> outgoing_;
};

class NetGameHost final : public NetGame {
public:
    // The game as it stands; the guest plays `guestPlayer` (0 or 1).
    NetGameHost(GameEngine game, int guestPlayer);

    // The first message to a guest that joined: the game so far.
    [[nodiscard]] std::string welcome() const;
    // The guest's name as its join message gave it (cleaned: player_name.hpp);
    // an empty one keeps the name the game has for the guest's player.
    void nameGuest(std::string_view name);

    Expected<void> play(Point point) override;
    Expected<void> chooseColour(ColourOption option) override;
    Expected<void> startNewRound() override;
    Expected<void> askUndo() override;
    Expected<void> answerUndo(bool accept) override;
    Expected<void> resign() override;
    Expected<void> offerDraw() override;
    Expected<void> answerDraw(bool accept) override;
    [[nodiscard]] Expected<std::vector<NetEvent>> receive(std::string_view message) override;
    [[nodiscard]] std::optional<std::string> resume() override { return std::nullopt; }

private:
    // Appends the event (applied already) and queues it for the guest.
    void publish(const NetEvent& event);
    Expected<void> handle(const struct GuestRequest& request, std::vector<NetEvent>& done);
    [[nodiscard]] std::string eventsMessage(std::size_t from) const;

    std::uint64_t handled_ = 0; // the guest's requests handled so far
};

class NetGameGuest final : public NetGame {
public:
    // The game from the host's welcome.
    [[nodiscard]] static Expected<NetGameGuest> fromWelcome(std::string_view welcome);

    Expected<void> play(Point point) override;
    Expected<void> chooseColour(ColourOption option) override;
    Expected<void> startNewRound() override;
    Expected<void> askUndo() override;
    Expected<void> answerUndo(bool accept) override;
    Expected<void> resign() override;
    Expected<void> offerDraw() override;
    Expected<void> answerDraw(bool accept) override;
    [[nodiscard]] Expected<std::vector<NetEvent>> receive(std::string_view message) override;
    [[nodiscard]] std::optional<std::string> resume() override;

    // Requests sent and not yet handled by the host (a move waits here until
    // its event comes: the window may show it as pending).
    [[nodiscard]] std::size_t pendingRequests() const { return pending_.size(); }
    [[nodiscard]] bool awaitsHost() const override { return !pending_.empty(); }

private:
    NetGameGuest(GameEngine game, int localPlayer, std::size_t eventsBefore);
    void request(std::string body);
    [[nodiscard]] std::string requestsMessage(std::size_t fromIndex) const;

    std::size_t eventsBefore_ = 0; // events the welcome's game already held
    std::uint64_t sent_ = 0;       // requests numbered so far
    struct Pending {
        std::uint64_t number = 0;
        std::string body; // the request's JSON
    };
    std::vector<Pending> pending_;
    bool resumed_ = false; // a resume went: the host's answer says what to send again
};

} // namespace ttt::net
