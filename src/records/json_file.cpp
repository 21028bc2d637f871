#include "tictactoe/records/json_file.hpp"

#include "tictactoe/core/ascii_text.hpp"
#include "tictactoe/records/format_names.hpp"

#include <algorithm>
#include <set>
#include <vector>

namespace ttt::jsonfile {

namespace {

// JSON's white space.
constexpr std::string_view kJsonBlanks = " \t\r\n";

// "line 3, column 7" of a byte offset.
Text position(std::string_view text, std::size_t offset) {
    offset = std::min(offset, text.size());
    const std::string_view before = text.substr(0, offset);
    const auto lines = std::count(before.begin(), before.end(), '\n');
    const auto lineStart = before.rfind('\n');
    const std::size_t column =
        lineStart == std::string_view::npos ? offset + 1 : offset - lineStart;
    return Text("line {0}, column {1}", lines + 1, column);
}

// Walks the document once, before any of it is built, and stops at the first
// limit it passes. nlohmann-json reports the syntax errors on the way.
class LimitChecker final : public nlohmann::json_sax<Json> {
public:
    LimitChecker(std::string_view text, const Limits& limits) : text_(text), limits_(limits) {}

    [[nodiscard]] const std::optional<Text>& problem() const { return problem_; }

    bool null() override { return value(); }
    bool boolean(bool /*value*/) override { return value(); }
    bool number_integer(number_integer_t /*value*/) override { return value(); }
    bool number_unsigned(number_unsigned_t /*value*/) override { return value(); }
    bool number_float(number_float_t /*value*/, const string_t& /*text*/) override {
        return value();
    }
    bool string(string_t& text) override { return length(text) && value(); }
    bool binary(binary_t& /*value*/) override { return value(); }
    bool start_object(std::size_t /*elements*/) override {
        objects_.emplace_back();
        return value() && open();
    }
    bool key(string_t& name) override {
        if (!length(name)) {
            return false;
        }
        auto& members = objects_.back();
        if (members.size() >= limits_.maxMembers) {
            return stop(Text("an object has more than {0} members", limits_.maxMembers));
        }
        if (!members.insert(name).second) {
            return stop(Text("the member \"{0}\" appears twice in one object", name));
        }
        return true;
    }
    bool end_object() override {
        objects_.pop_back();
        --depth_;
        return true;
    }
    bool start_array(std::size_t /*elements*/) override { return value() && open(); }
    bool end_array() override {
        --depth_;
        return true;
    }
    bool parse_error(std::size_t offset, const std::string& /*token*/,
                     const nlohmann::detail::exception& error) override {
        // "[json.exception.parse_error.101] parse error at line 1, column 2:
        // syntax error while parsing value - unexpected end of input; ..."
        std::string what = error.what();
        if (const auto dash = what.find(" - "); dash != std::string::npos) {
            what = what.substr(dash + 3);
        }
        if (ascii::trimStart(text_, kJsonBlanks).empty()) {
            return stop(Text("the file is empty"));
        }
        // The offset counts from 1 and points just past the bad token.
        if (offset >= text_.size()) {
            return stop(
                Text("the file ends too early ({0}): it may have been cut short (truncated)",
                     position(text_, text_.size())));
        }
        // The parser's own words stay English.
        return stop(Text("{0}: {1}", position(text_, offset > 0 ? offset - 1 : 0), what));
    }

private:
    bool value() {
        if (++values_ > limits_.maxValues) {
            return stop(Text("the file holds more than {0} values", limits_.maxValues));
        }
        return true;
    }
    bool open() {
        if (++depth_ > limits_.maxDepth) {
            return stop(Text("the file is nested more than {0} levels deep", limits_.maxDepth));
        }
        return true;
    }
    bool length(const std::string& text) {
        if (text.size() > limits_.maxStringBytes) {
            return stop(Text("a text is longer than {0} bytes", limits_.maxStringBytes));
        }
        return true;
    }
    bool stop(Text problem) {
        if (!problem_) {
            problem_ = std::move(problem);
        }
        return false;
    }

    std::string_view text_;
    const Limits& limits_;
    std::size_t depth_ = 0;
    std::size_t values_ = 0;
    std::vector<std::set<std::string>> objects_;
    std::optional<Text> problem_;
};

Expected<void> recogniseForeign(std::string_view text, const Text& isNot) {
    if (text.starts_with("\xFF\xFE") || text.starts_with("\xFE\xFF")) {
        return failure(
            Text("{0} that this program can read: it is saved as UTF-16 text, not UTF-8", isNot));
    }
    const std::string_view rest = ascii::trimStart(text, kJsonBlanks);
    if (rest.empty()) {
        return {}; // empty: the parser says so
    }
    if (ascii::toLower(rest.substr(0, 9)) == "piskvorky") {
        return failure(Text("{0}: it is a Piskvork .psq game record", isNot));
    }
    const std::string_view head = rest.substr(0, 512);
    if (std::any_of(head.begin(), head.end(), [](char c) {
            const auto byte = static_cast<unsigned char>(c);
            return byte < 0x20 && byte != '\n' && byte != '\r' && byte != '\t';
        })) {
        return failure(Text("{0}: it holds binary data", isNot));
    }
    if (rest.front() != '{' && !rest.starts_with("\xEF\xBB\xBF")) {
        return failure(Text("{0}: it does not start with {1}", isNot, std::string("'{'")));
    }
    return {};
}

Text describeType(const Json& value) {
    if (value.is_object()) {
        return Text("an object");
    }
    if (value.is_array()) {
        return Text("a list");
    }
    if (value.is_string()) {
        return Text("a text");
    }
    if (value.is_number()) {
        return Text("a number");
    }
    if (value.is_boolean()) {
        return Text("true or false");
    }
    return Text::verbatim("null");
}

} // namespace

Expected<Json> parse(std::string_view text, const Limits& limits) {
    LimitChecker checker(text, limits);
    if (!Json::sax_parse(text, &checker, nlohmann::json::input_format_t::json, true)) {
        return failure(checker.problem().value_or(Text("the file is not valid JSON")));
    }
    // The text passed every check, so building it cannot fail.
    return Json::parse(text, nullptr, false);
}

std::string write(const Json& document) {
    return document.dump(2, ' ', false, Json::error_handler_t::replace) + "\n";
}

Expected<Json> parseEnvelope(std::string_view text, std::string_view format, int currentVersion,
                             const Text& isNot, const Limits& limits) {
    TTT_TRY_VOID(recogniseForeign(text, isNot));
    auto parsed = parse(text, limits);
    if (!parsed) {
        return parsed;
    }
    const Json& root = *parsed;
    if (!root.is_object()) {
        return failure(Text("{0}: it holds {1}, not an object {2}", isNot, describeType(root),
                            std::string("{...}")));
    }
    const auto formatName = root.find("format");
    if (formatName == root.end() || !formatName->is_string()) {
        return failure(Text("{0}: it has no \"format\" name", isNot));
    }
    const auto& name = formatName->get_ref<const std::string&>();
    if (name != format) {
        if (const auto known = describeFormatName(name)) {
            return failure(Text("{0}: its format is \"{1}\" ({2})", isNot, name, *known));
        }
        return failure(Text("{0}: its format is \"{1}\"", isNot, name));
    }
    TTT_TRY(version, Field(root, "").integer("version", 1, 1'000'000'000));
    if (version > currentVersion) {
        return failure(Text("the file was written by a newer version of the game (format version "
                            "{0}; this version reads up to {1})",
                            version, currentVersion));
    }
    return parsed;
}

std::optional<long long> wholeNumber(const Json& value, long long min, long long max) {
    long long number = 0;
    if (value.is_number_integer()) {
        if (value.is_number_unsigned()) {
            const auto big = value.get<std::uint64_t>();
            if (big > static_cast<std::uint64_t>(max < 0 ? 0 : max)) {
                return std::nullopt;
            }
            number = static_cast<long long>(big);
        } else {
            number = value.get<std::int64_t>();
        }
    } else {
        return std::nullopt;
    }
    if (number < min || number > max) {
        return std::nullopt;
    }
    return number;
}

std::string Field::child(std::string_view key) const {
    return path_.empty() ? std::string(key) : path_ + "." + std::string(key);
}

std::string Field::item(std::size_t index) const {
    return path_ + "[" + std::to_string(index) + "]";
}

const Json* Field::find(std::string_view key) const {
    const auto it = object_.find(key);
    return it == object_.end() ? nullptr : &*it;
}

tl::unexpected<Error> Field::fail(std::string_view key, Text problem) const {
    return failure(Text("\"{0}\" {1}", key.empty() ? path_ : child(key), std::move(problem)));
}

Expected<const Json*> Field::require(std::string_view key) const {
    if (const Json* value = find(key)) {
        return value;
    }
    return fail(key, Text("is missing"));
}

Expected<long long> Field::integer(std::string_view key, long long min, long long max,
                                   std::optional<long long> fallback) const {
    const Json* value = find(key);
    if (value == nullptr) {
        if (fallback) {
            return *fallback;
        }
        return fail(key, Text("is missing"));
    }
    if (const auto number = wholeNumber(*value, min, max)) {
        return *number;
    }
    return fail(key, Text("must be a whole number from {0} to {1}", min, max));
}

Expected<std::string> Field::text(std::string_view key, std::optional<std::string> fallback) const {
    const Json* value = find(key);
    if (value == nullptr) {
        if (fallback) {
            return *fallback;
        }
        return fail(key, Text("is missing"));
    }
    if (!value->is_string()) {
        return fail(key, Text("must be a text in quotes"));
    }
    return value->get<std::string>();
}

Expected<const Json*> Field::object(std::string_view key) const {
    const Json* value = find(key);
    if (value != nullptr && !value->is_object()) {
        return fail(key, Text("must be an object {...}"));
    }
    return value;
}

Expected<const Json*> Field::array(std::string_view key) const {
    const Json* value = find(key);
    if (value != nullptr && !value->is_array()) {
        return fail(key, Text("must be a list [...]"));
    }
    return value;
}

} // namespace ttt::jsonfile
