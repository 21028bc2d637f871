#include "tictactoe/core/utf8.hpp"

namespace ttt::utf8 {

namespace {

bool isContinuation(unsigned char byte) {
    return (byte & 0xC0U) == 0x80U;
}

// Maps the upper case letter of an alternating pair (even = upper) to its lower case.
char32_t foldEvenOddPair(char32_t c) {
    return (c % 2 == 0) ? c + 1 : c;
}
// Same for the pairs whose upper case letter is odd.
char32_t foldOddEvenPair(char32_t c) {
    return (c % 2 == 1) ? c + 1 : c;
}

char32_t foldLatin(char32_t c) {
    if (c >= U'A' && c <= U'Z') {
        return c + 32;
    }
    if (c == 0xB5) {
        return 0x3BC; // micro sign folds to Greek mu
    }
    if (c >= 0xC0 && c <= 0xDE && c != 0xD7) {
        return c + 32;
    }
    if ((c >= 0x100 && c <= 0x12F) || (c >= 0x132 && c <= 0x137) || (c >= 0x14A && c <= 0x177)) {
        return foldEvenOddPair(c);
    }
    if ((c >= 0x139 && c <= 0x148) || (c >= 0x179 && c <= 0x17E)) {
        return foldOddEvenPair(c);
    }
    switch (c) {
    case 0x178:
        return 0xFF; // Y with diaeresis
    case 0x17F:
        return U's'; // long s
    case 0x1C4:
    case 0x1C5:
        return 0x1C6; // DZ with caron digraphs
    case 0x1C7:
    case 0x1C8:
        return 0x1C9; // LJ
    case 0x1CA:
    case 0x1CB:
        return 0x1CC; // NJ
    case 0x1F1:
    case 0x1F2:
        return 0x1F3; // DZ
    case 0x1E9E:
        return 0xDF; // capital sharp s
    default:
        break;
    }
    if (c >= 0x1CD && c <= 0x1DC) {
        return foldOddEvenPair(c);
    }
    if ((c >= 0x1DE && c <= 0x1EF) || (c >= 0x1F8 && c <= 0x21F) || (c >= 0x222 && c <= 0x233) ||
        (c >= 0x246 && c <= 0x24F)) {
        return foldEvenOddPair(c);
    }
    if ((c >= 0x1E00 && c <= 0x1E95) || (c >= 0x1EA0 && c <= 0x1EFF)) {
        return foldEvenOddPair(c);
    }
    if (c >= 0xFF21 && c <= 0xFF3A) {
        return c + 32; // full-width Latin capitals
    }
    return c;
}

char32_t foldGreek(char32_t c) {
    if ((c >= 0x391 && c <= 0x3A1) || (c >= 0x3A3 && c <= 0x3AB)) {
        return c + 32;
    }
    if (c >= 0x388 && c <= 0x38A) {
        return c + 37;
    }
    if (c == 0x38E || c == 0x38F) {
        return c + 63;
    }
    if ((c >= 0x370 && c <= 0x373) || (c >= 0x3D8 && c <= 0x3EF)) {
        return foldEvenOddPair(c);
    }
    if (c >= 0x3FD && c <= 0x3FF) {
        return c - 130; // reversed lunate sigmas
    }
    switch (c) {
    case 0x345:
        return 0x3B9; // ypogegrammeni
    case 0x376:
        return 0x377;
    case 0x37F:
        return 0x3F3;
    case 0x386:
        return 0x3AC;
    case 0x38C:
        return 0x3CC;
    case 0x3C2:
        return 0x3C3; // final sigma
    case 0x3CF:
        return 0x3D7;
    case 0x3D0:
        return 0x3B2;
    case 0x3D1:
        return 0x3B8;
    case 0x3D5:
        return 0x3C6;
    case 0x3D6:
        return 0x3C0;
    case 0x3F0:
        return 0x3BA;
    case 0x3F1:
        return 0x3C1;
    case 0x3F4:
        return 0x3B8;
    case 0x3F5:
        return 0x3B5;
    case 0x3F7:
        return 0x3F8;
    case 0x3F9:
        return 0x3F2;
    case 0x3FA:
        return 0x3FB;
    default:
        return c;
    }
}

char32_t foldCyrillicArmenian(char32_t c) {
    if (c >= 0x400 && c <= 0x40F) {
        return c + 80;
    }
    if (c >= 0x410 && c <= 0x42F) {
        return c + 32;
    }
    if ((c >= 0x460 && c <= 0x481) || (c >= 0x48A && c <= 0x4BF) || (c >= 0x4D0 && c <= 0x52F)) {
        return foldEvenOddPair(c);
    }
    if (c == 0x4C0) {
        return 0x4CF; // palochka
    }
    if (c >= 0x4C1 && c <= 0x4CE) {
        return foldOddEvenPair(c);
    }
    if (c >= 0x531 && c <= 0x556) {
        return c + 48; // Armenian
    }
    return c;
}

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
    if (c < 0x80) {
        return (c >= U'A' && c <= U'Z') ? c + 32 : c;
    }
    if (c >= 0x345 && c <= 0x3FF) {
        return foldGreek(c);
    }
    if (c >= 0x400 && c <= 0x556) {
        return foldCyrillicArmenian(c);
    }
    return foldLatin(c);
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
