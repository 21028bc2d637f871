#include "tictactoe/core/expected.hpp"
#include "tictactoe/core/text.hpp"
#include "tictactoe/core/text_error.hpp"

#include <catch2/catch.hpp>
#include <map>
#include <string>

using ttt::Text;

TEST_CASE("A Text in English fills its holes with its values, nested Texts included") {
    const Text text("line {0}: {1}", 12, Text("the cell {0} is taken", std::string("h8")));
    CHECK(text.english() == "line 12: the cell h8 is taken");
    CHECK(Text("no holes").english() == "no holes");
    CHECK(Text::verbatim("{0} stays").english() == "{0} stays");
}

TEST_CASE("A translated Text may reorder its holes and translates nested Texts, not values") {
    const std::map<std::string, std::string, std::less<>> catalog{
        {"{0} beats {1}", "{1} loses to {0}"},
        {"black", "чёрные"},
        {"white", "белые"},
    };
    const Text::Translator translate = [&](std::string_view id) {
        const auto found = catalog.find(id);
        return found == catalog.end() ? std::string(id) : found->second;
    };
    CHECK(Text("{0} beats {1}", Text("black"), Text("white")).render(translate) ==
          "белые loses to чёрные");
    // A verbatim value is never looked up, even when it equals a message id.
    CHECK(Text("{0} beats {1}", Text::verbatim("black"), 3).render(translate) ==
          "3 loses to black");
}

TEST_CASE("Holes without a value and braces that are not holes are kept as written") {
    CHECK(Text("{0} and {1}", 7).english() == "7 and {1}");
    CHECK(Text("{x} {12 {").english() == "{x} {12 {");
    CHECK(Text("ends with {").english() == "ends with {");
    CHECK(Text("{0}{0}", std::string("ab")).english() == "abab");
}

TEST_CASE("Texts compare by message id and values") {
    CHECK(Text("a {0}", 1) == Text("a {0}", 1));
    CHECK(Text("a {0}", 1) != Text("a {0}", 2));
    CHECK(Text("a {0}", 1).id() == "a {0}");
    CHECK(Text("a {0}", 1).values().size() == 1);
    CHECK(Text::verbatim("x").isVerbatim());
    CHECK_FALSE(Text("x").isVerbatim());
}

TEST_CASE("An error carries its words as a Text", "[core][text]") {
    const ttt::Expected<void> refused =
        ttt::failure(Text("line {0}: {1}", 3, Text("that cell is already taken")));
    REQUIRE_FALSE(refused);
    CHECK(refused.error().text.id() == "line {0}: {1}");
    CHECK(refused.error().message() == "line 3: that cell is already taken");

    const ttt::TextError thrown(Text("cannot start '{0}': {1}", std::string("pbrain-x"),
                                     std::string("No such file or directory")));
    CHECK(std::string(thrown.what()) == "cannot start 'pbrain-x': No such file or directory");
    CHECK(thrown.text().id() == "cannot start '{0}': {1}");
    const auto upper = [](std::string_view id) {
        std::string out(id);
        for (char& c : out) {
            c = c >= 'a' && c <= 'z' ? static_cast<char>(c - 'a' + 'A') : c;
        }
        return out;
    };
    // The file name and the system's words are values, never looked up.
    CHECK(thrown.text().render(upper) == "CANNOT START 'pbrain-x': No such file or directory");
}
