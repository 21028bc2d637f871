#pragma once

// Reading typed fields out of parsed JSON with messages that name the field
// and the line. Private to the records library.

#include "tictactoe/core/result.hpp"
#include "tictactoe/records/json.hpp"

#include <optional>
#include <string>
#include <string_view>

namespace ttt::detail {

// "line 4: "wins" must be ..." style messages.
[[nodiscard]] Failure fieldError(const json::Value& value, std::string_view field,
                                 std::string_view problem);

// The member `key` of `object`; a Failure when it is missing (naming the object's line).
[[nodiscard]] Result<const json::Value*> requireField(const json::Value& object,
                                                      std::string_view key);

[[nodiscard]] Result<long long> readInteger(const json::Value& value, std::string_view field,
                                            long long min, long long max);
// The member `key` as an integer in [min, max], or `fallback` when it is absent.
[[nodiscard]] Result<long long> integerField(const json::Value& object, std::string_view key,
                                             long long min, long long max,
                                             std::optional<long long> fallback = std::nullopt);
[[nodiscard]] Result<std::string> stringField(const json::Value& object, std::string_view key,
                                              std::optional<std::string> fallback = std::nullopt);

// Checks the envelope every file of the project shares:
//   { "format": "<format>", "version": <1..currentVersion>, ... }
// and returns the version. `what` names the file for messages ("a leaderboard").
// Also recognises the other formats of the project, a .psq game, UTF-16 text
// and binary data, to say what the file is instead.
[[nodiscard]] Result<json::Value> parseEnvelope(std::string_view text, std::string_view format,
                                                int currentVersion, std::string_view what,
                                                const json::Limits& limits);

} // namespace ttt::detail
