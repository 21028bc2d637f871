#pragma once

// The network messages are small JSON objects read through the records'
// bounded parser (tictactoe/records/json_file.hpp) with tighter limits, and
// fields read with messages that name them. Private to the net layer.

#include "tictactoe/core/expected.hpp"
#include "tictactoe/records/json_file.hpp"

#include <array>
#include <cstdint>
#include <string>
#include <string_view>

namespace ttt::net {

using Json = jsonfile::Json;

// One message: at most kMaxMessageBytes, a JSON object, shallow.
[[nodiscard]] Expected<Json> readJsonMessage(std::string_view text);

// A member that is a string of printable ASCII, at most `maxBytes` long.
[[nodiscard]] Expected<std::string> textField(const Json& message, std::string_view key,
                                              std::size_t maxBytes);
// A member that is a whole number in [min, max].
[[nodiscard]] Expected<long long> intField(const Json& message, std::string_view key, long long min,
                                           long long max);
// A member that is exactly N bytes in lower-case hexadecimal.
[[nodiscard]] Expected<std::string> hexText(const Json& message, std::string_view key,
                                            std::size_t bytes);
template <std::size_t N>
[[nodiscard]] Expected<std::array<std::uint8_t, N>> hexField(const Json& message,
                                                             std::string_view key) {
    TTT_TRY(text, hexText(message, key, N));
    std::array<std::uint8_t, N> bytes{};
    for (std::size_t i = 0; i < N; ++i) {
        const auto digit = [](char c) { return c <= '9' ? c - '0' : c - 'a' + 10; };
        bytes[i] = static_cast<std::uint8_t>(digit(text[2 * i]) * 16 + digit(text[2 * i + 1]));
    }
    return bytes;
}

template <std::size_t N> [[nodiscard]] std::string toHex(const std::array<std::uint8_t, N>& bytes) {
    static constexpr char kDigits[] = "0123456789abcdef";
    std::string text;
    text.reserve(2 * N);
    for (const auto byte : bytes) {
        text += kDigits[byte >> 4U];
        text += kDigits[byte & 15U];
    }
    return text;
}

} // namespace ttt::net
