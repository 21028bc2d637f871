#pragma once

// Game ▸ Play over network (features.md M6): one window hosts a game, another
// joins it with the host's address and join code, and both show the same
// round. The session (tictactoe/net/net_session.hpp) holds the shared game;
// this feature is the controller's RemotePeer: the local person's moves,
// colour decisions, undo and new rounds go to the session, and what both
// sides agreed comes back to the controller's game, event by event. The
// connection's state and round trip are shown in the status bar; a request
// to take back a move is put to the local person.

#include "feature/window_context.hpp"
#include "feature/window_feature.hpp"
#include "game/remote_peer.hpp"
#include "tictactoe/net/net_session.hpp"

#include <chrono>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>
#include <wx/timer.h>

namespace ttt::gui {

class HostWaitDialog;

struct HostRequest {
    GameOptions options;                    // the rules and who starts; both players are people
    std::string name;                       // the host's name
    std::uint16_t port = net::kDefaultPort; // 0: any free port
    std::optional<net::JoinCode> code;      // none: a new one
    net::KeyCost cost = net::KeyCost::interactive;
    // Go on with the round on the board, played over the network before (a
    // saved game, or one cut off): this window plays its old player, the
    // guest the other. Otherwise a new game with `options`.
    bool continueBoard = false;
};

// What the host's person tells the other: where and with what code.
struct HostedGame {
    net::JoinCode code;
    std::uint16_t port = 0;
    std::vector<std::string> addresses; // this machine's, IPv4 first
};

struct JoinRequest {
    std::string address; // "host", "host:port" or "[v6]:port"
    std::string code;    // as typed
    std::string name;    // the guest's name, shown to the host
    net::KeyCost cost = net::KeyCost::interactive;
};

class NetworkCommands final : public WindowFeature, private RemotePeer {
public:
    explicit NetworkCommands(WindowContext& window);
    ~NetworkCommands() override;
    NetworkCommands(const NetworkCommands&) = delete;
    NetworkCommands& operator=(const NetworkCommands&) = delete;

    void addMenuItems(Menus& menus) override;
    void windowClosing() override;

    // Starts a new game for two people with these rules and waits for a
    // guest (asks first if a round is under way: an error then, too).
    Expected<HostedGame> host(const HostRequest& request);
    // Connects to a host; the game comes when the host's welcome does, after
    // the person accepted its rules. An error for a code or address that
    // cannot be right.
    Expected<void> join(const JoinRequest& request);
    // Leaves the network game, telling the other (the board keeps its round).
    void leave() override;
    // `TicTacToe --host [--port=N] [--code=C]` and `--join=ADDRESS --code=C`
    // (main.cpp): as the menu's commands, with the person's name from the
    // settings; the host's card is shown until the guest comes.
    void hostFromCommandLine(std::uint16_t port, std::optional<net::JoinCode> code);
    void joinFromCommandLine(const std::string& address, const std::string& code);

    [[nodiscard]] bool isHosting() const { return host_ != nullptr; }
    [[nodiscard]] bool isJoined() const { return guest_ != nullptr; }
    [[nodiscard]] std::optional<net::SessionState> state() const;
    // The status bar's connection part, e.g. "Connected to Ann · 3 ms".
    [[nodiscard]] const wxString& connectionText() const { return connection_; }
    // The other side's name, once known.
    [[nodiscard]] wxString otherName() const;

private:
    // RemotePeer
    [[nodiscard]] bool isConnected() const override;
    [[nodiscard]] bool isLocalTurn() const override;
    [[nodiscard]] bool mayAskUndo() const override;
    bool requestMove(Point point) override;
    bool requestColour(ColourOption option) override;
    bool requestUndo() override;
    [[nodiscard]] bool mayOfferDraw() const override;
    bool requestDraw() override;
    [[nodiscard]] bool mayResign() const override;
    bool requestResign() override;
    bool requestNewRound() override;

    void showHostDialog();
    void showJoinDialog();
    void hostAndWait(const HostRequest& request);
    [[nodiscard]] net::NetGame* shared() const;
    [[nodiscard]] net::Post post();
    void onSession(const net::SessionEvent& event);
    // The host: a guest joined, with its name.
    void guestJoined();
    void refused(const wxString& why);
    void tellRefusals();
    // The guest: the host's game came; the person accepts it or not.
    void welcomed();
    // Applies the shared game's events the window has not shown yet.
    void sync();
    // Sends what the last local action made, then shows it.
    bool sent(const Expected<void>& done);
    // The other side's request to take back a move, or its offer of a draw,
    // put to the local person; the answer goes back if still due.
    enum class Question { undo, draw };
    void askLater(Question question);
    void showConnection(const wxString& text);
    void ended(const wxString& why);
    void dropSession();

    std::unique_ptr<net::HostSession> host_;
    std::unique_ptr<net::GuestSession> guest_;
    std::size_t applied_ = 0; // the shared game's events shown in the window
    bool accepted_ = false;   // the guest took the host's game
    bool asking_ = false;     // a question to the local person is open
    wxString connection_;
    wxString hostingText_; // "Hosting · code … · port …", while the host waits
    std::optional<std::chrono::microseconds> roundTrip_;
    // Guests turned away, told in the status bar at most every few seconds.
    std::chrono::steady_clock::time_point refusalToldAt_{};
    int refusedSinceTold_ = 0;
    wxString lastRefusal_;
    wxTimer refusalTimer_;
    wxTimer giveUpTimer_; // the host: how long a dropped guest is waited for
    wxTimer pingTimer_;
    HostWaitDialog* waitDialog_ = nullptr; // open while the host waits for its guest
    std::shared_ptr<bool> alive_ = std::make_shared<bool>(true); // for posted tasks
    // The Join dialog's last entries, for the next time.
    JoinRequest lastJoin_;
    std::uint16_t lastPort_ = net::kDefaultPort;
};

} // namespace ttt::gui
