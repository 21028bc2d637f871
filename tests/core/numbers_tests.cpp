#include "tictactoe/core/numbers.hpp"

#include <catch2/catch.hpp>
#include <cstdint>

using namespace ttt;

TEST_CASE("Whole numbers are read strictly", "[core][numbers]") {
    CHECK(parseNumber<int>("42") == 42);
    CHECK(parseNumber<int>("-7") == -7);
    CHECK(parseNumber<long long>("9223372036854775807") == 9223372036854775807LL);
    for (const char* bad : {"", " 4", "4 ", "4x", "+4", "0x10", "1e3", "--1", "+"}) {
        INFO(bad);
        CHECK_FALSE(parseNumber<int>(bad));
    }
    CHECK_FALSE(parseNumber<int>("2147483648"));   // one too many for int
    CHECK_FALSE(parseNumber<std::uint64_t>("-1")); // no sign on unsigned
    CHECK(parseNumber<int>("+4", NumberSign::AllowPlus) == 4);
    CHECK_FALSE(parseNumber<int>("+-4", NumberSign::AllowPlus));
}

TEST_CASE("Reading tells a number too large from no number", "[core][numbers]") {
    int value = 0;
    CHECK(readNumber("123", value) == NumberStatus::Ok);
    CHECK(value == 123);
    CHECK(readNumber("99999999999999999999", value) == NumberStatus::OutOfRange);
    CHECK(readNumber("12a", value) == NumberStatus::NotANumber);
    CHECK(readNumber("", value) == NumberStatus::NotANumber);
    CHECK(readNumber("+5", value, NumberSign::AllowPlus) == NumberStatus::Ok);
    CHECK(value == 5);
}
