#pragma once

// The join code of a network game (features.md M6): six characters a host's
// window shows and the guest types. Its alphabet has no look-alikes (no 0/O,
// no 1/I/L), and what a person types is read leniently: any case, spaces and
// dashes ignored. The code itself never goes over the wire (handshake.hpp).

#include "tictactoe/core/expected.hpp"

#include <cstddef>
#include <string>
#include <string_view>

namespace ttt::net {

inline constexpr std::string_view kJoinCodeAlphabet = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
inline constexpr std::size_t kJoinCodeLength = 6;

class JoinCode {
public:
    // A new code from the system's secure random source.
    [[nodiscard]] static JoinCode random();
    // What a person typed, e.g. "k7m-2qx": an error names the first
    // character that cannot be part of a code, or says how many are missing.
    [[nodiscard]] static Expected<JoinCode> parse(std::string_view typed);

    // The six characters, upper case ("K7M2QX").
    [[nodiscard]] const std::string& text() const { return text_; }
    // As the window shows it: "K7M 2QX".
    [[nodiscard]] std::string shown() const;

    bool operator==(const JoinCode&) const = default;

private:
    explicit JoinCode(std::string text) : text_(std::move(text)) {}
    std::string text_;
};

} // namespace ttt::net
