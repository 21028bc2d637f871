#include "tictactoe/core/utf8.hpp"

#include "case_folding_table.hpp"

#include <algorithm>

namespace ttt::utf8 {

namespace {

bool isContinuation(unsigned char byte) {
    return (byte & 0xC0U) == 0x80U;
}

// Maps the upper case letter of an alternating pair (even = upper) to its lower case.
} // namespace

std::optional<Decoded> decode(std::string_view text, std::size_t pos) {
    if (pos >= text.size()) {
        return std::nullopt;
    }
    const auto lead = static_cast<unsigned char>(text[pos]);
    if (lead < 0x80) {
        return Decoded{lead, 1};
    }
    std::size_t length = 0;
    char32_t value = 0;
    char32_t minimum = 0;
    if ((lead & 0xE0U) == 0xC0U) {
        length = 2;
        value = lead & 0x1FU;
        minimum = 0x80;
    } else if ((lead & 0xF0U) == 0xE0U) {
        length = 3;
        value = lead & 0x0FU;
        minimum = 0x800;
    } else if ((lead & 0xF8U) == 0xF0U) {
        length = 4;
        value = lead & 0x07U;
        minimum = 0x10000;
    } else {
        return std::nullopt;
    }
    if (text.size() - pos < length) {
        return std::nullopt;
    }
    for (std::size_t i = 1; i < length; ++i) {
        const auto byte = static_cast<unsigned char>(text[pos + i]);
        if (!isContinuation(byte)) {
            return std::nullopt;
        }
        value = (value << 6) | (byte & 0x3FU);
    }
    if (value < minimum || value > 0x10FFFF || (value >= 0xD800 && value <= 0xDFFF)) {
        return std::nullopt;
    }
    return Decoded{value, length};
}

std::optional<std::size_t> findInvalid(std::string_view text) {
    std::size_t pos = 0;
    while (pos < text.size()) {
        const auto decoded = decode(text, pos);
        if (!decoded) {
            return pos;
        }
        pos += decoded->length;
    }
    return std::nullopt;
}

void append(std::string& out, char32_t c) {
    if (c < 0x80) {
        out += static_cast<char>(c);
    } else if (c < 0x800) {
        out += static_cast<char>(0xC0U | (c >> 6));
        out += static_cast<char>(0x80U | (c & 0x3FU));
    } else if (c < 0x10000) {
        out += static_cast<char>(0xE0U | (c >> 12));
        out += static_cast<char>(0x80U | ((c >> 6) & 0x3FU));
        out += static_cast<char>(0x80U | (c & 0x3FU));
    } else {
        out += static_cast<char>(0xF0U | (c >> 18));
        out += static_cast<char>(0x80U | ((c >> 12) & 0x3FU));
        out += static_cast<char>(0x80U | ((c >> 6) & 0x3FU));
        out += static_cast<char>(0x80U | (c & 0x3FU));
    }
}

std::size_t codePointCount(std::string_view validText) {
    std::size_t count = 0;
    for (const char ch : validText) {
        if (!isContinuation(static_cast<unsigned char>(ch))) {
            ++count;
        }
    }
    return count;
}

std::string_view truncate(std::string_view validText, std::size_t maxCodePoints) {
    std::size_t count = 0;
    for (std::size_t pos = 0; pos < validText.size(); ++pos) {
        if (!isContinuation(static_cast<unsigned char>(validText[pos]))) {
            if (count == maxCodePoints) {
                return validText.substr(0, pos);
            }
            ++count;
        }
    }
    return validText;
}

char32_t foldCase(char32_t c) {
    const auto& table = detail::kCaseFolding;
    const auto it =
        std::lower_bound(table.begin(), table.end(), c,
                         [](const detail::CaseFold& f, char32_t key) { return f.from < key; });
    return it != table.end() && it->from == c ? it->to : c;
}

std::string foldCase(std::string_view validText) {
    std::string out;
    out.reserve(validText.size());
    std::size_t pos = 0;
    while (pos < validText.size()) {
        const auto decoded = decode(validText, pos);
        if (!decoded) {
            // Not expected for valid text; keep the byte so nothing is lost.
            out += validText[pos];
            ++pos;
            continue;
        }
        append(out, foldCase(decoded->codePoint));
        pos += decoded->length;
    }
    return out;
}

} // namespace ttt::utf8
