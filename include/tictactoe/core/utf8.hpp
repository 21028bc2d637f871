#pragma once

// Just enough UTF-8 for player names and file text: validation, code point
// iteration and the case folding used to compare names.

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace ttt::utf8 {

// The code point starting at text[pos] and its length in bytes, or nothing when
// the bytes there are not well-formed UTF-8 (overlong forms, surrogates and
// values above U+10FFFF are refused).
struct Decoded {
    char32_t codePoint;
    std::size_t length;
};
[[nodiscard]] std::optional<Decoded> decode(std::string_view text, std::size_t pos);

// Byte offset of the first malformed sequence, or nothing when all is valid.
[[nodiscard]] std::optional<std::size_t> findInvalid(std::string_view text);
[[nodiscard]] inline bool isValid(std::string_view text) {
    return !findInvalid(text).has_value();
}

void append(std::string& out, char32_t codePoint);

[[nodiscard]] std::size_t codePointCount(std::string_view validText);

// The first `maxCodePoints` code points of valid text (never cuts a sequence).
[[nodiscard]] std::string_view truncate(std::string_view validText, std::size_t maxCodePoints);

// Unicode's simple case folding (one code point to one code point: the
// statuses C and S of CaseFolding.txt, whose table is generated at build
// time) for every script. No normalisation: a precomposed "é" and "e" + a
// combining accent stay different.
[[nodiscard]] char32_t foldCase(char32_t c);

// foldCase applied to every code point of valid UTF-8 text.
[[nodiscard]] std::string foldCase(std::string_view validText);

} // namespace ttt::utf8
