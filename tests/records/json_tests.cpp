#include "tictactoe/records/json.hpp"

#include <catch2/catch.hpp>
#include <climits>
#include <string>

using namespace ttt;

TEST_CASE("JSON documents are read with their lines", "[records][json]") {
    const auto parsed = json::parse("{\n  \"a\": [1, -2, 3.5e2],\n  \"b\": {\"c\": true, "
                                    "\"d\": null},\n  \"e\": \"text\"\n}\n");
    REQUIRE(parsed.ok());
    const json::Value& root = parsed.value();
    REQUIRE(root.type() == json::Type::Object);
    CHECK(root.keys() == std::vector<std::string>{"a", "b", "e"});
    const json::Value* a = root.find("a");
    REQUIRE(a != nullptr);
    CHECK(a->line() == 2);
    CHECK(a->items().at(0).asInteger(0, 10) == 1);
    CHECK(a->items().at(1).asInteger(-10, 10) == -2);
    CHECK_FALSE(a->items().at(1).asInteger(0, 10));   // out of range
    CHECK_FALSE(a->items().at(2).asInteger(0, 1000)); // not a whole number literal
    CHECK(root.find("b")->find("c")->asBoolean() == true);
    CHECK(root.find("b")->find("d")->isNull());
    CHECK(*root.find("e")->asString() == "text");
    CHECK(root.find("e")->line() == 4);
    CHECK(root.find("missing") == nullptr);
}

TEST_CASE("JSON strings: escapes, surrogate pairs and UTF-8", "[records][json]") {
    const auto parsed = json::parse(R"(["a\"b\\c\/\n\t\u00e9\u041f\ud83c\udfb2", "Zoë"])");
    REQUIRE(parsed.ok());
    CHECK(*parsed.value().items()[0].asString() == "a\"b\\c/\n\t\xC3\xA9\xD0\x9F\xF0\x9F\x8E\xB2");
    CHECK(*parsed.value().items()[1].asString() == "Zoë");
}

TEST_CASE("quoting and reading give back the same text", "[records][json]") {
    for (const std::string& text :
         {std::string("plain"), std::string("\"quotes\" and \\backslashes\\"),
          std::string("new\nline\r\ttab"), std::string("nul\0inside", 10),
          std::string("\x01\x1F\x7F"), std::string("Пётр 王芳 🎲 Ελένη")}) {
        const auto parsed = json::parse(json::quote(text));
        REQUIRE(parsed.ok());
        CHECK(*parsed.value().asString() == text);
    }
    // Malformed UTF-8 is written as U+FFFD, so the output always reads back.
    const auto parsed = json::parse(json::quote("bad\xFF"));
    REQUIRE(parsed.ok());
    CHECK(*parsed.value().asString() == "bad\xEF\xBF\xBD");
}

TEST_CASE("malformed JSON is refused with the line", "[records][json]") {
    struct Case {
        std::string text;
        std::string expected; // part of the message
    };
    const std::vector<Case> cases{
        {"", "empty"},
        {"   \n ", "empty"},
        {"{", "ends too early"},
        {"{\"a\": 1,", "ends too early"},
        {"{\"a\" 1}", "expected ':'"},
        {"{\"a\": 1 \"b\": 2}", "expected ',' or '}'"},
        {"[1 2]", "expected ',' or ']'"},
        {"{\"a\": 1}\n{}", "after the end"},
        {"{\"a\": 1, \"a\": 2}", "appears twice"},
        {"{a: 1}", "a name in quotes"},
        {"[01]", "expected ',' or ']'"},
        {"[1.]", "digit"},
        {"[-]", "digit"},
        {"[tru]", "expected a value"},
        {"[nul", "ends too early"},
        {"[\"abc]", "ends too early"},
        {"[\"a\nb\"]", "not closed on its line"},
        {"[\"\\x\"]", "unknown escape"},
        {"[\"\\u12\"]", "four hexadecimal digits"},
        {"[\"\\ud800\"]", "surrogate"},
        {"[\"\\udc00\"]", "surrogate"},
        {"[\"\xC3\x28\"]", "not valid UTF-8"},
        {"\n\n[,]", "line 3"},
        {"[1]\x01", "after the end"},
    };
    for (const Case& c : cases) {
        INFO(c.text);
        const auto parsed = json::parse(c.text);
        REQUIRE_FALSE(parsed.ok());
        CHECK_THAT(parsed.error(), Catch::Contains(c.expected));
        CHECK_THAT(parsed.error(), Catch::StartsWith("line "));
    }
}

TEST_CASE("JSON limits stop deep, long and numerous input", "[records][json]") {
    json::Limits limits;
    limits.maxDepth = 8;
    limits.maxStringBytes = 16;
    limits.maxValues = 10;
    limits.maxNumberLength = 12;

    const std::string deep = std::string(100'000, '[') + std::string(100'000, ']');
    CHECK_THAT(json::parse(deep, limits).error(), Catch::Contains("nested too deeply"));
    CHECK_THAT(json::parse(deep).error(), Catch::Contains("nested too deeply"));
    CHECK(json::parse("[[[[[[[[1]]]]]]]]", limits).ok()); // exactly 8 deep
    CHECK_THAT(json::parse("[\"" + std::string(17, 'x') + "\"]", limits).error(),
               Catch::Contains("too long"));
    CHECK(json::parse("[\"" + std::string(16, 'x') + "\"]", limits).ok());
    CHECK_THAT(json::parse("[1,2,3,4,5,6,7,8,9,10]", limits).error(),
               Catch::Contains("too many values"));
    CHECK_THAT(json::parse("[1234567890123]", limits).error(), Catch::Contains("too long"));
    std::string wide = "{";
    for (int i = 0; i < 100'000; ++i) {
        wide += (i == 0 ? "\"k" : ",\"k") + std::to_string(i) + "\": 0";
    }
    wide += "}";
    CHECK_THAT(json::parse(wide).error(), Catch::Contains("too many members"));
    const auto huge = json::parse("[123456789012]", limits);
    REQUIRE(huge.ok());
    CHECK_FALSE(huge.value().items()[0].asInteger(-2'000'000'000, 2'000'000'000));
    const auto beyond = json::parse("[99999999999999999999999999999]");
    REQUIRE(beyond.ok());
    CHECK_FALSE(beyond.value().items()[0].asInteger(LLONG_MIN, LLONG_MAX));
}

TEST_CASE("a UTF-8 byte order mark is allowed", "[records][json]") {
    CHECK(json::parse("\xEF\xBB\xBF{}").ok());
}
