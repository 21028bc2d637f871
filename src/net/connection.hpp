#pragma once

// One TCP connection of a link (link.hpp), on the link's Asio thread: frames
// in and out, the idle limit, keep-alives and, once the handshake is done,
// every message sealed and opened. Private to the net layer.

#include "tictactoe/core/text.hpp"
#include "tictactoe/net/frames.hpp"
#include "tictactoe/net/handshake.hpp"
#include "tictactoe/net/link.hpp"

#include <asio.hpp>
#include <chrono>
#include <deque>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

namespace ttt::net {

// How long what is queued may take to go once the connection is to close.
inline constexpr std::chrono::milliseconds kLastWordsTime{1'000};

class Connection : public std::enable_shared_from_this<Connection> {
public:
    using MessageHandler = std::function<void(std::string)>;
    using CloseHandler = std::function<void(const Text& reason)>;

    Connection(asio::ip::tcp::socket socket, const LinkLimits& limits);

    // Starts reading; `onMessage` gets each message (opened once secure),
    // `onClose` once, when the connection ends for any reason.
    void start(MessageHandler onMessage, CloseHandler onClose);
    // A handshake message, as it is.
    void sendPlain(std::string_view message);
    // From now on every message is sealed and opened by `channel`.
    void secure(SecureChannel channel);
    void send(std::string_view message); // sealed; only once secure
    // Ends the connection now (`onClose` hears `reason`), or once what is
    // queued has been sent (a refusal).
    void close(const Text& reason);
    void closeAfterSending(const Text& reason);

    [[nodiscard]] const std::string& address() const { return address_; }
    [[nodiscard]] bool isOpen() const { return open_; }

private:
    void read();
    void onRead(std::size_t bytes);
    void write();
    void armIdle();
    void armKeepAlive();

    asio::ip::tcp::socket socket_;
    asio::steady_timer idle_;
    asio::steady_timer keepAlive_;
    LinkLimits limits_;
    FrameReader reader_;
    std::optional<SecureChannel> channel_;
    std::deque<std::string> queue_;
    std::array<char, 4096> buffer_{};
    std::string address_;
    MessageHandler onMessage_;
    CloseHandler onClose_;
    bool open_ = true;
    bool writing_ = false;
    bool sentSinceKeepAlive_ = false;
    std::optional<Text> closeWhenSent_;
};

} // namespace ttt::net
