#pragma once

// Plain ASCII helpers for machine-readable text (file headers, protocol lines,
// command-line options): trimming blanks and changing the case of the letters
// A-Z only, the same in every locale. Words for the player are UTF-8 and go
// through utf8.hpp instead.

#include <string>
#include <string_view>

namespace ttt::ascii {

// The blanks of C's isspace in the "C" locale.
inline constexpr std::string_view kBlanks = " \t\n\v\f\r";

[[nodiscard]] constexpr bool isBlank(char c) {
    return kBlanks.find(c) != std::string_view::npos;
}

// `text` without the `blanks` at its start and end.
[[nodiscard]] std::string_view trim(std::string_view text, std::string_view blanks = kBlanks);
[[nodiscard]] std::string_view trimStart(std::string_view text, std::string_view blanks = kBlanks);
[[nodiscard]] std::string_view trimEnd(std::string_view text, std::string_view blanks = kBlanks);

// A-Z to a-z and back; every other byte stays as it is.
[[nodiscard]] constexpr char toLower(char c) {
    return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c;
}
[[nodiscard]] constexpr char toUpper(char c) {
    return c >= 'a' && c <= 'z' ? static_cast<char>(c - 'a' + 'A') : c;
}
[[nodiscard]] std::string toLower(std::string_view text);
[[nodiscard]] std::string toUpper(std::string_view text);

// Equal when the letters A-Z are taken as a-z.
[[nodiscard]] bool equalsIgnoringCase(std::string_view a, std::string_view b);

} // namespace ttt::ascii
