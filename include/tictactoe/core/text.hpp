#pragma once

// Words for the player that the window can put in the player's language
// (features.md E3). The engine says what happened as a Text: an English
// message id with numbered holes {0}..{9}, and the values that fill them,
// themselves Texts (translated too) or verbatim values (numbers, file names,
// a player's name). The layer that shows it chooses the language: the window
// through its gettext catalogs, the brain and the tools in English.
//
// Every message id is a string literal written as Text("...") so that
// xgettext (keyword Text, po/CMakeLists.txt) finds it for the catalogs.

#include <concepts>
#include <functional>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

namespace ttt {

class Text {
public:
    // Looks a message id up in a catalog; returns it unchanged when it has
    // no translation.
    using Translator = std::function<std::string(std::string_view messageId)>;

    Text() = default;

    // Text("line {0}: {1}", 12, Text("that cell is already taken")).
    // Plain C strings are refused as values: write Text("...") for words to
    // translate, Text::verbatim(...) for a value shown as it is.
    template <class... Values>
    explicit Text(const char* messageId, Values&&... values) : id_(messageId) {
        static_assert((!std::is_convertible_v<Values, const char*> && ...),
                      "a C string value: write Text(\"...\") or Text::verbatim(\"...\")");
        values_.reserve(sizeof...(Values));
        (values_.push_back(valueOf(std::forward<Values>(values))), ...);
    }

    // A value shown exactly as it is, never translated.
    [[nodiscard]] static Text verbatim(std::string value);

    // The words in English (the message ids themselves).
    [[nodiscard]] std::string english() const;
    // The words with every message id looked up by `translate`. A hole the
    // translation names but the Text has no value for stays as it is.
    [[nodiscard]] std::string render(const Translator& translate) const;

    // The message id ("" for a verbatim value) and the values, for tests
    // and for callers that react to one particular message.
    [[nodiscard]] const std::string& id() const { return id_; }
    [[nodiscard]] const std::vector<Text>& values() const { return values_; }
    [[nodiscard]] bool isVerbatim() const { return id_.empty(); }

    bool operator==(const Text&) const = default;

private:
    static Text valueOf(Text text) { return text; }
    static Text valueOf(std::string value) { return verbatim(std::move(value)); }
    static Text valueOf(std::string_view value) { return verbatim(std::string(value)); }
    template <std::integral Number>
    requires(!std::same_as<Number, bool> && !std::same_as<Number, char>) static Text
        valueOf(Number number) {
        return verbatim(std::to_string(number));
    }

    std::string id_; // empty: a verbatim value, held in verbatim_
    std::string verbatim_;
    std::vector<Text> values_;
};

} // namespace ttt
