#pragma once

// A small, strict JSON reader and the string quoting used by the writers of the
// project's file formats. Every value remembers the line it started on, so
// that a message can say where a file is wrong. The reader enforces limits
// (depth, string length, number of values, number length) and never recurses
// deeper than the depth limit, so no input can exhaust the stack or memory.

#include "tictactoe/core/result.hpp"

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace ttt::json {

enum class Type { Null, Boolean, Number, String, Array, Object };

struct Limits {
    std::size_t maxDepth = 16;         // nested arrays/objects
    std::size_t maxStringBytes = 4096; // one string, after unescaping
    std::size_t maxValues = 1'000'000; // all values in the document
    std::size_t maxNumberLength = 40;  // characters of one number literal
    std::size_t maxMembers = 64;       // members of one object (keeps the duplicate check cheap)
};

class Value {
public:
    [[nodiscard]] Type type() const { return type_; }
    [[nodiscard]] int line() const { return line_; }
    [[nodiscard]] bool isNull() const { return type_ == Type::Null; }

    // Typed views; nothing when the value has another type (or, for asInteger,
    // is not a whole number in [min, max]).
    [[nodiscard]] std::optional<bool> asBoolean() const;
    [[nodiscard]] std::optional<long long> asInteger(long long min, long long max) const;
    [[nodiscard]] const std::string* asString() const;

    // Arrays: the elements. Objects: the member values, in file order.
    [[nodiscard]] const std::vector<Value>& items() const { return items_; }
    // Objects: the member names, parallel to items().
    [[nodiscard]] const std::vector<std::string>& keys() const { return keys_; }
    // Objects: the member called `key`, or nullptr.
    [[nodiscard]] const Value* find(std::string_view key) const;

private:
    friend class Parser;

    Type type_ = Type::Null;
    int line_ = 1;
    bool boolean_ = false;
    std::string text_; // a string's content or a number's literal
    std::vector<Value> items_;
    std::vector<std::string> keys_;
};

// Parses one JSON document (RFC 8259; a leading UTF-8 byte order mark is
// allowed). Duplicate member names, invalid UTF-8, lone surrogates and
// anything after the document are refused.
[[nodiscard]] Result<Value> parse(std::string_view text, const Limits& limits = {});

// A JSON string literal for UTF-8 text: quotes, backslashes and control
// characters are escaped; everything else is kept as it is.
[[nodiscard]] std::string quote(std::string_view text);

// A short name for a type ("a number", "an object", ...) for messages.
[[nodiscard]] std::string_view describe(Type type);

} // namespace ttt::json
