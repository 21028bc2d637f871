#include "connection.hpp"

#include <utility>

namespace ttt::net {

Connection::Connection(asio::ip::tcp::socket socket, const LinkLimits& limits)
    : socket_(std::move(socket)), idle_(socket_.get_executor()), keepAlive_(socket_.get_executor()),
      limits_(limits), reader_(kMaxMessageBytes) {
    std::error_code error;
    const auto endpoint = socket_.remote_endpoint(error);
    if (!error) {
        auto address = endpoint.address();
        if (address.is_v6() && address.to_v6().is_v4_mapped()) {
            address = asio::ip::make_address_v4(asio::ip::v4_mapped, address.to_v6());
        }
        address_ = address.to_string();
    }
    socket_.set_option(asio::ip::tcp::no_delay(true), error);
}

void Connection::start(MessageHandler onMessage, CloseHandler onClose) {
    onMessage_ = std::move(onMessage);
    onClose_ = std::move(onClose);
    idle_.expires_after(limits_.handshake);
    idle_.async_wait([self = shared_from_this()](std::error_code error) {
        if (!error) {
            self->close(Text("the other computer did not finish the handshake in time"));
        }
    });
    read();
}

void Connection::read() {
    socket_.async_read_some(asio::buffer(buffer_), [self = shared_from_this()](
                                                       std::error_code error, std::size_t bytes) {
        if (!self->open_) {
            return;
        }
        if (error) {
            self->close(error == asio::error::eof ? Text("the other computer closed the connection")
                                                  : Text("the connection was lost"));
            return;
        }
        self->onRead(bytes);
    });
}

void Connection::onRead(std::size_t bytes) {
    auto messages = reader_.feed(std::string_view(buffer_.data(), bytes));
    if (!messages) {
        close(messages.error().text);
        return;
    }
    for (auto& message : *messages) {
        if (closeWhenSent_) {
            return; // its last words are said: nothing more is read
        }
        // A copy: the handler may close the connection, which lets go of it.
        const auto handler = onMessage_;
        if (channel_) {
            auto opened = channel_->open(message);
            if (!opened) {
                close(opened.error().text);
                return;
            }
            armIdle();
            if (opened->empty()) {
                continue; // a keep-alive
            }
            handler(std::move(*opened));
        } else {
            handler(std::move(message));
        }
        if (!open_) {
            return;
        }
    }
    read();
}

void Connection::armIdle() {
    idle_.expires_after(limits_.idle);
    idle_.async_wait([self = shared_from_this()](std::error_code error) {
        if (!error) {
            self->close(Text(
                "the other computer sent nothing for {0} s",
                static_cast<long long>(
                    std::chrono::duration_cast<std::chrono::seconds>(self->limits_.idle).count())));
        }
    });
}

void Connection::armKeepAlive() {
    keepAlive_.expires_after(limits_.keepAlive);
    keepAlive_.async_wait([self = shared_from_this()](std::error_code error) {
        if (error || !self->open_) {
            return;
        }
        if (!self->sentSinceKeepAlive_) {
            self->send({});
        }
        self->sentSinceKeepAlive_ = false;
        self->armKeepAlive();
    });
}

void Connection::secure(SecureChannel channel) {
    channel_.emplace(std::move(channel));
    armIdle();
    armKeepAlive();
}

void Connection::sendPlain(std::string_view message) {
    if (!open_) {
        return;
    }
    queue_.push_back(frame(message));
    write();
}

void Connection::send(std::string_view message) {
    if (!open_ || !channel_) {
        return;
    }
    sentSinceKeepAlive_ = true;
    queue_.push_back(frame(channel_->seal(message)));
    write();
}

void Connection::write() {
    if (writing_ || queue_.empty()) {
        return;
    }
    writing_ = true;
    asio::async_write(socket_, asio::buffer(queue_.front()),
                      [self = shared_from_this()](std::error_code error, std::size_t /*bytes*/) {
                          self->writing_ = false;
                          if (!self->open_) {
                              return;
                          }
                          if (error) {
                              self->close(Text("the connection was lost"));
                              return;
                          }
                          self->queue_.pop_front();
                          if (self->queue_.empty() && self->closeWhenSent_) {
                              self->close(*self->closeWhenSent_);
                              return;
                          }
                          self->write();
                      });
}

void Connection::closeAfterSending(const Text& reason) {
    if (queue_.empty() && !writing_) {
        close(reason);
        return;
    }
    closeWhenSent_ = reason;
    // A peer that reads nothing must not hold the connection (and the
    // window that closes it) for longer than a moment.
    idle_.expires_after(kLastWordsTime);
    idle_.async_wait([self = shared_from_this(), reason](std::error_code error) {
        if (!error) {
            self->close(reason);
        }
    });
}

void Connection::close(const Text& reason) {
    if (!open_) {
        return;
    }
    open_ = false;
    std::error_code ignored;
    idle_.cancel();
    keepAlive_.cancel();
    socket_.shutdown(asio::ip::tcp::socket::shutdown_both, ignored);
    socket_.close(ignored);
    if (onClose_) {
        auto handler = std::move(onClose_);
        onMessage_ = nullptr;
        handler(reason);
    }
}

} // namespace ttt::net
