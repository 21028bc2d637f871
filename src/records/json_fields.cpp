#include "json_fields.hpp"

#include "tictactoe/records/format_names.hpp"

#include <algorithm>

namespace ttt::detail {

Failure fieldError(const json::Value& value, std::string_view field, std::string_view problem) {
    return Failure{"line " + std::to_string(value.line()) + ": \"" + std::string(field) + "\" " +
                   std::string(problem)};
}

Result<const json::Value*> requireField(const json::Value& object, std::string_view key) {
    if (const json::Value* value = object.find(key)) {
        return value;
    }
    return Failure{"line " + std::to_string(object.line()) + ": \"" + std::string(key) +
                   "\" is missing"};
}

Result<long long> readInteger(const json::Value& value, std::string_view field, long long min,
                              long long max) {
    if (const auto number = value.asInteger(min, max)) {
        return *number;
    }
    return fieldError(value, field,
                      "must be a whole number from " + std::to_string(min) + " to " +
                          std::to_string(max));
}

Result<long long> integerField(const json::Value& object, std::string_view key, long long min,
                               long long max, std::optional<long long> fallback) {
    const json::Value* value = object.find(key);
    if (value == nullptr) {
        if (fallback) {
            return *fallback;
        }
        return Failure{requireField(object, key).error()};
    }
    return readInteger(*value, key, min, max);
}

Result<std::string> stringField(const json::Value& object, std::string_view key,
                                std::optional<std::string> fallback) {
    const json::Value* value = object.find(key);
    if (value == nullptr) {
        if (fallback) {
            return *fallback;
        }
        return Failure{requireField(object, key).error()};
    }
    if (const std::string* text = value->asString()) {
        return *text;
    }
    return fieldError(*value, key, "must be a text in quotes");
}

namespace {

std::optional<std::string> recogniseForeign(std::string_view text, std::string_view what) {
    const std::string isNot = "this is not " + std::string(what) + " file";
    if (text.starts_with("\xFF\xFE") || text.starts_with("\xFE\xFF")) {
        return isNot + " that this program can read: it is saved as UTF-16 text, not UTF-8";
    }
    const auto first = text.find_first_not_of(" \t\r\n");
    if (first == std::string_view::npos) {
        return std::nullopt; // empty: the JSON reader says so
    }
    const std::string_view rest = text.substr(first);
    std::string lowered(rest.substr(0, 9));
    std::transform(lowered.begin(), lowered.end(), lowered.begin(), [](char c) {
        return (c >= 'A' && c <= 'Z') ? static_cast<char>(c - 'A' + 'a') : c;
    });
    if (lowered == "piskvorky") {
        return isNot + ": it is a Piskvork .psq game record";
    }
    const auto binary = std::find_if(
        rest.begin(),
        rest.begin() + static_cast<std::ptrdiff_t>(std::min<std::size_t>(rest.size(), 512)),
        [](char c) {
            const auto byte = static_cast<unsigned char>(c);
            return byte < 0x20 && byte != '\n' && byte != '\r' && byte != '\t';
        });
    if (binary !=
        rest.begin() + static_cast<std::ptrdiff_t>(std::min<std::size_t>(rest.size(), 512))) {
        return isNot + ": it holds binary data";
    }
    if (rest.front() != '{' && !rest.starts_with("\xEF\xBB\xBF")) {
        return isNot + ": it does not start with '{'";
    }
    return std::nullopt;
}

} // namespace

Result<json::Value> parseEnvelope(std::string_view text, std::string_view format,
                                  int currentVersion, std::string_view what,
                                  const json::Limits& limits) {
    if (auto foreign = recogniseForeign(text, what)) {
        return Failure{std::move(*foreign)};
    }
    auto parsed = json::parse(text, limits);
    if (!parsed) {
        return Failure{parsed.error()};
    }
    const json::Value& root = parsed.value();
    if (root.type() != json::Type::Object) {
        return Failure{"this is not " + std::string(what) + " file: it holds " +
                       std::string(json::describe(root.type())) + ", not an object {...}"};
    }
    const json::Value* formatValue = root.find("format");
    const std::string* formatName = formatValue ? formatValue->asString() : nullptr;
    if (formatName == nullptr) {
        return Failure{"this is not " + std::string(what) + " file: it has no \"format\" name"};
    }
    if (*formatName != format) {
        std::string message =
            "this is not " + std::string(what) + " file: its format is \"" + *formatName + "\"";
        if (const auto known = describeFormatName(*formatName)) {
            message += " (" + std::string(*known) + ")";
        }
        return Failure{message};
    }
    const json::Value* versionValue = root.find("version");
    if (versionValue == nullptr) {
        return Failure{"line " + std::to_string(root.line()) + ": \"version\" is missing"};
    }
    const auto version = versionValue->asInteger(1, 1'000'000'000);
    if (!version) {
        return fieldError(*versionValue, "version", "must be a whole number from 1 upwards");
    }
    if (*version > currentVersion) {
        return Failure{"the file was written by a newer version of the game (format version " +
                       std::to_string(*version) + "; this version reads up to " +
                       std::to_string(currentVersion) + ")"};
    }
    return std::move(parsed).value();
}

} // namespace ttt::detail
