#include "tictactoe/net/join_code.hpp"

#include "sodium_init.hpp"

#include <cctype>
#include <sodium.h>

namespace ttt::net {

JoinCode JoinCode::random() {
    ensureSodium();
    std::string text;
    for (std::size_t i = 0; i < kJoinCodeLength; ++i) {
        const auto index =
            randombytes_uniform(static_cast<std::uint32_t>(kJoinCodeAlphabet.size()));
        text += kJoinCodeAlphabet[index];
    }
    return JoinCode(std::move(text));
}

Expected<JoinCode> JoinCode::parse(std::string_view typed) {
    std::string text;
    for (const char c : typed) {
        if (c == ' ' || c == '-' || c == '\t') {
            continue;
        }
        const auto upper = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
        if (kJoinCodeAlphabet.find(upper) == std::string_view::npos) {
            const bool printable =
                static_cast<unsigned char>(c) >= 0x20 && static_cast<unsigned char>(c) < 0x7f;
            if (printable) {
                return failure(Text("the code has no character \"{0}\": it uses the letters "
                                    "A-Z without I, L and O, and the digits 2-9",
                                    std::string(1, c)));
            }
            return failure(Text("a code is letters and digits only"));
        }
        if (text.size() == kJoinCodeLength) {
            return failure(Text("a code has {0} characters", static_cast<int>(kJoinCodeLength)));
        }
        text += upper;
    }
    if (text.size() != kJoinCodeLength) {
        return failure(Text("a code has {0} characters", static_cast<int>(kJoinCodeLength)));
    }
    return JoinCode(std::move(text));
}

std::string JoinCode::shown() const {
    return text_.substr(0, kJoinCodeLength / 2) + ' ' + text_.substr(kJoinCodeLength / 2);
}

} // namespace ttt::net
