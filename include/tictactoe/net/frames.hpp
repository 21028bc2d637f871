#pragma once

// Messages on a TCP stream: each is its length (4 bytes, big-endian) and
// that many bytes. The reader takes the bytes as they come, in any pieces,
// and refuses a length over the limit before a byte of the body is read.

#include "tictactoe/core/expected.hpp"

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace ttt::net {

// `payload` with its length in front.
[[nodiscard]] std::string frame(std::string_view payload);

class FrameReader {
public:
    explicit FrameReader(std::size_t maxPayload) : maxPayload_(maxPayload) {}

    // The messages the bytes complete (none while one is still coming), or
    // an error for a length over the limit; after an error the reader
    // refuses everything.
    [[nodiscard]] Expected<std::vector<std::string>> feed(std::string_view bytes);

    // A message has begun and is not complete (a peer that stalls there is
    // dropped after a while: host.hpp).
    [[nodiscard]] bool midMessage() const { return !pending_.empty(); }

private:
    std::size_t maxPayload_;
    std::string pending_;
    bool broken_ = false;
};

} // namespace ttt::net
