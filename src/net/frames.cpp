#include "tictactoe/net/frames.hpp"

namespace ttt::net {

namespace {
constexpr std::size_t kHeaderBytes = 4;
}

std::string frame(std::string_view payload) {
    const auto length = static_cast<std::uint32_t>(payload.size());
    std::string bytes;
    bytes.reserve(kHeaderBytes + payload.size());
    for (int shift = 24; shift >= 0; shift -= 8) {
        bytes += static_cast<char>((length >> static_cast<unsigned>(shift)) & 0xffU);
    }
    bytes += payload;
    return bytes;
}

Expected<std::vector<std::string>> FrameReader::feed(std::string_view bytes) {
    if (broken_) {
        return failure(Text("the connection already sent a message over the size limit"));
    }
    pending_ += bytes;
    std::vector<std::string> messages;
    std::size_t at = 0;
    while (pending_.size() - at >= kHeaderBytes) {
        std::uint32_t length = 0;
        for (std::size_t i = 0; i < kHeaderBytes; ++i) {
            length = (length << 8U) | static_cast<unsigned char>(pending_[at + i]);
        }
        if (length > maxPayload_) {
            broken_ = true;
            pending_.clear();
            return failure(Text("a message of {0} bytes, over the limit of {1}",
                                static_cast<long long>(length),
                                static_cast<long long>(maxPayload_)));
        }
        if (pending_.size() - at - kHeaderBytes < length) {
            break;
        }
        messages.emplace_back(pending_, at + kHeaderBytes, length);
        at += kHeaderBytes + length;
    }
    pending_.erase(0, at);
    return messages;
}

} // namespace ttt::net
