#pragma once

// The JSON side of the project's file formats, on nlohmann-json: parsing with
// limits that no input can get past (depth, string length, number of values,
// members of one object; duplicate member names refused), the envelope every
// file shares ({"format": ..., "version": ...}), and typed fields read with
// messages that name the field ("players[2].wins must be ..."). The records'
// files and the network game's messages (net/) read JSON through it.

#include "tictactoe/core/expected.hpp"

#include <cstddef>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>

namespace ttt::jsonfile {

using Json = nlohmann::ordered_json;

struct Limits {
    std::size_t maxDepth = 16;         // nested arrays/objects
    std::size_t maxStringBytes = 4096; // one string or member name
    std::size_t maxValues = 1'000'000; // all values in the document
    std::size_t maxMembers = 64;       // members of one object
};

// One JSON document (RFC 8259; a leading UTF-8 byte order mark is allowed).
// Syntax errors name the line and column; invalid UTF-8, lone surrogates,
// duplicate member names and anything after the document are refused.
[[nodiscard]] Expected<Json> parse(std::string_view text, const Limits& limits = {});

// The document as the files are written: two-space indentation, UTF-8 kept as
// it is, a malformed byte written as U+FFFD (so the output always reads back).
[[nodiscard]] std::string write(const Json& document);

// Checks { "format": "<format>", "version": <1..currentVersion>, ... } and
// gives the document. `isNot` says what the file is not, for messages
// (Text("this is not a leaderboard file")).
// Also recognises the project's other formats, a .psq game, UTF-16 text and
// binary data, to say what the file is instead.
[[nodiscard]] Expected<Json> parseEnvelope(std::string_view text, std::string_view format,
                                           int currentVersion, const Text& isNot,
                                           const Limits& limits);

// A field of an object, named by its path for messages ("rules", "players[1]").
class Field {
public:
    Field(const Json& object, std::string path) : object_(object), path_(std::move(path)) {}

    [[nodiscard]] const std::string& path() const { return path_; }
    [[nodiscard]] const Json& json() const { return object_; }
    // "path.key" / "path[index]"
    [[nodiscard]] std::string child(std::string_view key) const;
    [[nodiscard]] std::string item(std::size_t index) const;

    // The member, or nothing when it is absent.
    [[nodiscard]] const Json* find(std::string_view key) const;
    // The member; "<path.key> is missing" when it is absent.
    [[nodiscard]] Expected<const Json*> require(std::string_view key) const;
    // A whole number in [min, max]; `fallback` when the member is absent (an
    // error when there is none).
    [[nodiscard]] Expected<long long> integer(std::string_view key, long long min, long long max,
                                              std::optional<long long> fallback = {}) const;
    [[nodiscard]] Expected<std::string> text(std::string_view key,
                                             std::optional<std::string> fallback = {}) const;
    // The member as an object or an array; nothing when it is absent.
    [[nodiscard]] Expected<const Json*> object(std::string_view key) const;
    [[nodiscard]] Expected<const Json*> array(std::string_view key) const;

    // "<path> <problem>"
    [[nodiscard]] tl::unexpected<Error> fail(std::string_view key, Text problem) const;

private:
    const Json& object_;
    std::string path_;
};

// A whole number in [min, max], or nothing (also for 3.0 and for text).
[[nodiscard]] std::optional<long long> wholeNumber(const Json& value, long long min, long long max);

} // namespace ttt::jsonfile
