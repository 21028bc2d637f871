#pragma once

// The other side of a game played with someone on another computer
// (features.md M6). While one is attached (GameController::attachRemote),
// the local person's actions are requests to it: the other computer agrees,
// and the change comes back through the controller's *FromPeer calls. The
// network feature (network/network_commands.hpp) is one; the game layer
// knows nothing of sockets.

#include "tictactoe/game/game_engine.hpp"

namespace ttt::gui {

class RemotePeer {
public:
    virtual ~RemotePeer() = default;

    // The other computer is there (joined, or reconnected).
    [[nodiscard]] virtual bool isConnected() const = 0;
    // The local person may act now (a move or a colour decision).
    [[nodiscard]] virtual bool isLocalTurn() const = 0;
    // The local person has a move the other may be asked to take back.
    [[nodiscard]] virtual bool mayAskUndo() const = 0;
    virtual bool requestMove(Point point) = 0;
    virtual bool requestColour(ColourOption option) = 0;
    virtual bool requestUndo() = 0;
    // The local person may offer a draw now.
    [[nodiscard]] virtual bool mayOfferDraw() const = 0;
    virtual bool requestDraw() = 0;
    // The local person may resign now (connected, the round going on).
    [[nodiscard]] virtual bool mayResign() const = 0;
    virtual bool requestResign() = 0;
    // After a finished round: the next one, for both.
    virtual bool requestNewRound() = 0;
    // The window goes on to another game (New game, a file): the peer is told
    // and let go of; the controller has forgotten it when this is called.
    virtual void leave() = 0;

protected:
    RemotePeer() = default;
    RemotePeer(const RemotePeer&) = default;
    RemotePeer& operator=(const RemotePeer&) = default;
};

} // namespace ttt::gui
