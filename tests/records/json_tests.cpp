// The JSON layer of the file formats (src/records/json_file.hpp), on
// nlohmann-json: limits no input gets past, clear messages, and text that
// always reads back.

#include "tictactoe/records/json_file.hpp"

#include <catch2/catch.hpp>
#include <string>
#include <vector>

using namespace ttt;
using jsonfile::Field;
using jsonfile::Json;

TEST_CASE("JSON documents are read and their fields checked", "[records][json]") {
    const auto parsed = jsonfile::parse("{\n  \"a\": [1, -2, 3.5e2],\n  \"b\": {\"c\": true, "
                                        "\"d\": null},\n  \"e\": \"text\"\n}\n");
    REQUIRE(parsed);
    const Field root(*parsed, "");
    CHECK(jsonfile::wholeNumber((*parsed)["a"][0], 0, 10) == 1);
    CHECK(jsonfile::wholeNumber((*parsed)["a"][1], -10, 10) == -2);
    CHECK_FALSE(jsonfile::wholeNumber((*parsed)["a"][1], 0, 10));   // out of range
    CHECK_FALSE(jsonfile::wholeNumber((*parsed)["a"][2], 0, 1000)); // not a whole number
    CHECK(*root.text("e") == "text");
    CHECK(root.text("missing").error().message() == "\"missing\" is missing");
    CHECK(root.text("a").error().message() == "\"a\" must be a text in quotes");
    const Field b(*parsed->find("b"), "b");
    CHECK(b.integer("c", 0, 1).error().message() == "\"b.c\" must be a whole number from 0 to 1");
    CHECK(*b.integer("absent", 0, 9, 4) == 4);
    CHECK(b.item(3) == "b[3]");
}

TEST_CASE("JSON strings: escapes, surrogate pairs and UTF-8", "[records][json]") {
    const auto parsed = jsonfile::parse(R"(["a\"b\\c\/\n\t\u00e9\u041f\ud83c\udfb2", "Zoë"])");
    REQUIRE(parsed);
    CHECK((*parsed)[0].get<std::string>() == "a\"b\\c/\n\t\xC3\xA9\xD0\x9F\xF0\x9F\x8E\xB2");
    CHECK((*parsed)[1].get<std::string>() == "Zoë");
}

TEST_CASE("writing and reading give back the same text", "[records][json]") {
    for (const std::string& text :
         {std::string("plain"), std::string("\"quotes\" and \\backslashes\\"),
          std::string("new\nline\r\ttab"), std::string("nul\0inside", 10),
          std::string("\x01\x1F\x7F"), std::string("Пётр 王芳 🎲 Ελένη")}) {
        const auto parsed = jsonfile::parse(jsonfile::write(Json::array({text})));
        REQUIRE(parsed);
        CHECK((*parsed)[0].get<std::string>() == text);
    }
    // Malformed UTF-8 is written as U+FFFD, so the output always reads back.
    const auto parsed = jsonfile::parse(jsonfile::write(Json::array({"bad\xFF"})));
    REQUIRE(parsed);
    CHECK((*parsed)[0].get<std::string>() == "bad\xEF\xBF\xBD");
}

TEST_CASE("malformed JSON is refused with the place", "[records][json]") {
    struct Case {
        std::string text;
        std::string expected; // part of the message
    };
    const std::vector<Case> cases{
        {"", "empty"},
        {"   \n ", "empty"},
        {"{", "line 1"},
        {"{\"a\": 1,", "line 1"},
        {"{\"a\" 1}", "line 1, column"},
        {"{\"a\": 1}\n{}", "line 2"},
        {"{\"a\": 1, \"a\": 2}", "appears twice"},
        {"{a: 1}", "line 1"},
        {"[01]", "line 1"},
        {"[\"a\nb\"]", "line 1"},
        {"[\"\\ud800\"]", "surrogate"},
        {"[\"\xC3\x28\"]", "UTF-8"},
        {"\n\n[,]", "line 3"},
        {"[1]\x01", "line 1"},
    };
    for (const Case& c : cases) {
        INFO(c.text);
        const auto parsed = jsonfile::parse(c.text);
        REQUIRE_FALSE(parsed);
        CHECK_THAT(parsed.error().message(), Catch::Contains(c.expected));
    }
}

TEST_CASE("JSON limits stop deep, long and numerous input", "[records][json]") {
    jsonfile::Limits limits;
    limits.maxDepth = 8;
    limits.maxStringBytes = 16;
    limits.maxValues = 10;

    const std::string deep = std::string(100'000, '[') + std::string(100'000, ']');
    CHECK_THAT(jsonfile::parse(deep, limits).error().message(), Catch::Contains("nested"));
    CHECK_THAT(jsonfile::parse(deep).error().message(), Catch::Contains("nested"));
    CHECK(jsonfile::parse("[[[[[[[[1]]]]]]]]", limits)); // exactly 8 deep
    CHECK_THAT(jsonfile::parse("[\"" + std::string(17, 'x') + "\"]", limits).error().message(),
               Catch::Contains("longer than 16"));
    CHECK(jsonfile::parse("[\"" + std::string(16, 'x') + "\"]", limits));
    CHECK_THAT(jsonfile::parse("[1,2,3,4,5,6,7,8,9,10]", limits).error().message(),
               Catch::Contains("more than 10 values"));
    std::string wide = "{";
    for (int i = 0; i < 100'000; ++i) {
        wide += (i == 0 ? "\"k" : ",\"k") + std::to_string(i) + "\": 0";
    }
    wide += "}";
    CHECK_THAT(jsonfile::parse(wide).error().message(), Catch::Contains("more than 64 members"));
    const auto beyond = jsonfile::parse("[99999999999999999999999999999]");
    REQUIRE(beyond);
    CHECK_FALSE(jsonfile::wholeNumber((*beyond)[0], -1'000'000, 1'000'000));
}

TEST_CASE("a UTF-8 byte order mark is allowed", "[records][json]") {
    CHECK(jsonfile::parse("\xEF\xBB\xBF{}"));
}
