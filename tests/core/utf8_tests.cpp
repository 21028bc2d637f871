#include "tictactoe/core/utf8.hpp"

#include <catch2/catch.hpp>
#include <string>

using namespace ttt;

TEST_CASE("UTF-8 decoding refuses malformed sequences", "[core][utf8]") {
    CHECK(utf8::isValid("plain ASCII"));
    CHECK(utf8::isValid("Zoë, Пётр, Ελένη, 王芳, 🎲"));
    CHECK_FALSE(utf8::isValid("\xC3"));             // cut sequence
    CHECK_FALSE(utf8::isValid("\xC0\xAF"));         // overlong '/'
    CHECK_FALSE(utf8::isValid("\xED\xA0\x80"));     // surrogate
    CHECK_FALSE(utf8::isValid("\xF4\x90\x80\x80")); // above U+10FFFF
    CHECK_FALSE(utf8::isValid("ok\xFFok"));
    CHECK(utf8::findInvalid("ok\xFFok") == 2U);
}

TEST_CASE("UTF-8 encoding round-trips every kind of code point", "[core][utf8]") {
    for (const char32_t c : {U'A', char32_t{0xE9}, char32_t{0x416}, char32_t{0x738B},
                             char32_t{0x1F3B2}, char32_t{0x10FFFF}}) {
        std::string text;
        utf8::append(text, c);
        const auto decoded = utf8::decode(text, 0);
        REQUIRE(decoded);
        CHECK(decoded->codePoint == c);
        CHECK(decoded->length == text.size());
    }
}

TEST_CASE("truncation never cuts a code point", "[core][utf8]") {
    CHECK(utf8::truncate("Пётр", 2) == "Пё");
    CHECK(utf8::truncate("ab", 5) == "ab");
    CHECK(utf8::codePointCount("Пётр🎲") == 5U);
}

TEST_CASE("case folding follows Unicode for every script", "[core][utf8]") {
    CHECK(utf8::foldCase("ALICE") == "alice");
    CHECK(utf8::foldCase("ÉMILE ÆØÅ") == "émile æøå");
    CHECK(utf8::foldCase("ŁÓDŹ ŒUVRE ĲSSEL") == "łódź œuvre ĳssel");
    CHECK(utf8::foldCase("ǄEMAL") == "ǆemal");
    CHECK(utf8::foldCase("NGUYỄN") == "nguyễn");
    CHECK(utf8::foldCase("ΟΔΥΣΣΕΥΣ") == "οδυσσευσ");
    CHECK(utf8::foldCase("ὈΔΥΣ") == "ὀδυσ"); // Greek Extended
    CHECK(utf8::foldCase("ႠႡ") == "ⴀⴁ");     // Georgian
    CHECK(utf8::foldCase("ᏸ") == "Ᏸ");     // Cherokee folds to the capitals
    CHECK(utf8::foldCase("𐐀") == "𐐨");       // Deseret, beyond the BMP
    CHECK(utf8::foldCase("ΆΈΉΊΌΎΏ") == "άέήίόύώ");
    CHECK(utf8::foldCase("ПЁТР ЇЖАК ӘЛИ") == "пётр їжак әли");
    CHECK(utf8::foldCase("ԱՐԱՄ") == "արամ");
    CHECK(utf8::foldCase("ＡＢＣ") == "ａｂｃ");
    CHECK(utf8::foldCase("王芳") == "王芳");
    // Simple folding only: sharp s stays, final sigma folds to sigma.
    CHECK(utf8::foldCase("ẞ") == "ß");
    CHECK(utf8::foldCase("ς") == "σ");
}
