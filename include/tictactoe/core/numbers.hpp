#pragma once

// Whole numbers read from text (files, protocol lines, command lines): the
// one strict reader the project uses. All of the text must be the number;
// no spaces, no "+" unless allowed, no trailing characters.

#include <charconv>
#include <concepts>
#include <optional>
#include <string_view>
#include <system_error>

namespace ttt {

enum class NumberSign { Plain, AllowPlus };

template <std::integral Number>
[[nodiscard]] std::optional<Number> parseNumber(std::string_view text,
                                                NumberSign sign = NumberSign::Plain) {
    if (sign == NumberSign::AllowPlus && text.starts_with('+')) {
        text.remove_prefix(1);
        if (text.starts_with('-')) {
            return std::nullopt;
        }
    }
    Number value{};
    const char* end = text.data() + text.size();
    const auto [stop, error] = std::from_chars(text.data(), end, value);
    if (text.empty() || error != std::errc{} || stop != end) {
        return std::nullopt;
    }
    return value;
}

// Like parseNumber, but tells a number that is too large for the type from
// text that is no number at all.
enum class NumberStatus { Ok, NotANumber, OutOfRange };
template <std::integral Number>
[[nodiscard]] NumberStatus readNumber(std::string_view text, Number& value,
                                      NumberSign sign = NumberSign::Plain) {
    if (sign == NumberSign::AllowPlus && text.starts_with('+')) {
        text.remove_prefix(1);
        if (text.starts_with('-')) {
            return NumberStatus::NotANumber;
        }
    }
    const char* end = text.data() + text.size();
    const auto [stop, error] = std::from_chars(text.data(), end, value);
    if (text.empty() || stop != end) {
        return NumberStatus::NotANumber;
    }
    if (error == std::errc::result_out_of_range) {
        return NumberStatus::OutOfRange;
    }
    return error == std::errc{} ? NumberStatus::Ok : NumberStatus::NotANumber;
}

} // namespace ttt
