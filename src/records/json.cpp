#include "tictactoe/records/json.hpp"

#include "tictactoe/core/utf8.hpp"

#include <algorithm>
#include <charconv>

namespace ttt::json {

std::optional<bool> Value::asBoolean() const {
    if (type_ != Type::Boolean) {
        return std::nullopt;
    }
    return boolean_;
}

std::optional<long long> Value::asInteger(long long min, long long max) const {
    if (type_ != Type::Number) {
        return std::nullopt;
    }
    long long value = 0;
    const char* first = text_.data();
    const char* last = text_.data() + text_.size();
    const auto [end, error] = std::from_chars(first, last, value);
    // Fractions and exponents leave characters unread: not a whole number.
    if (error != std::errc{} || end != last || value < min || value > max) {
        return std::nullopt;
    }
    return value;
}

const std::string* Value::asString() const {
    return type_ == Type::String ? &text_ : nullptr;
}

const Value* Value::find(std::string_view key) const {
    if (type_ != Type::Object) {
        return nullptr;
    }
    const auto it = std::find(keys_.begin(), keys_.end(), key);
    return it == keys_.end() ? nullptr : &items_[static_cast<std::size_t>(it - keys_.begin())];
}

std::string_view describe(Type type) {
    switch (type) {
    case Type::Null:
        return "null";
    case Type::Boolean:
        return "true or false";
    case Type::Number:
        return "a number";
    case Type::String:
        return "a text in quotes";
    case Type::Array:
        return "a list [...]";
    case Type::Object:
        return "an object {...}";
    }
    return "a value";
}

// Recursive descent over the text; depth is bounded by Limits::maxDepth.
class Parser {
public:
    Parser(std::string_view text, const Limits& limits) : text_(text), limits_(limits) {}

    Result<Value> document() {
        constexpr std::string_view kBom = "\xEF\xBB\xBF";
        if (text_.substr(0, kBom.size()) == kBom) {
            pos_ = kBom.size();
        }
        skipSpace();
        if (atEnd()) {
            return fail("the file is empty");
        }
        Value root;
        if (!value(root, 0)) {
            return Failure{error_};
        }
        skipSpace();
        if (!atEnd()) {
            return fail("unexpected text after the end of the data");
        }
        return root;
    }

private:
    [[nodiscard]] bool atEnd() const { return pos_ >= text_.size(); }
    [[nodiscard]] char peek() const { return text_[pos_]; }

    Failure fail(std::string_view what) {
        error_ = "line " + std::to_string(line_) + ": " + std::string(what);
        return Failure{error_};
    }
    bool error(std::string_view what) {
        fail(what);
        return false;
    }
    bool unexpectedEnd() { return error("the file ends too early (it may be truncated)"); }

    void skipSpace() {
        while (!atEnd()) {
            const char c = peek();
            if (c == '\n') {
                ++line_;
            } else if (c != ' ' && c != '\t' && c != '\r') {
                return;
            }
            ++pos_;
        }
    }

    bool value(Value& out, std::size_t depth) {
        if (++count_ > limits_.maxValues) {
            return error("too many values (more than " + std::to_string(limits_.maxValues) + ")");
        }
        out.line_ = line_;
        if (atEnd()) {
            return unexpectedEnd();
        }
        const char c = peek();
        switch (c) {
        case '{':
        case '[':
            if (depth >= limits_.maxDepth) {
                return error("the data is nested too deeply");
            }
            return c == '{' ? object(out, depth + 1) : array(out, depth + 1);
        case '"':
            out.type_ = Type::String;
            return string(out.text_);
        case 't':
        case 'f':
        case 'n':
            return keyword(out);
        default:
            if (c == '-' || (c >= '0' && c <= '9')) {
                return number(out);
            }
            return error(describeUnexpected("a value"));
        }
    }

    std::string describeUnexpected(std::string_view expected) const {
        if (atEnd()) {
            return "the file ends too early (it may be truncated)";
        }
        const auto byte = static_cast<unsigned char>(peek());
        std::string found;
        if (byte >= 0x21 && byte < 0x7F) {
            found = std::string("'") + static_cast<char>(byte) + "'";
        } else {
            found = "a byte that does not belong in a text file";
            if (byte >= 0x80 || byte == 0x20 || byte == '\t') {
                found = "an unexpected character";
            }
        }
        return "expected " + std::string(expected) + " but found " + found;
    }

    bool keyword(Value& out) {
        for (const std::string_view word : {"true", "false", "null"}) {
            if (text_.substr(pos_, word.size()) == word) {
                pos_ += word.size();
                out.type_ = word == "null" ? Type::Null : Type::Boolean;
                out.boolean_ = word == "true";
                return true;
            }
        }
        if (text_.size() - pos_ < 5 && std::string_view("false").starts_with(text_.substr(pos_))) {
            return unexpectedEnd();
        }
        if (text_.size() - pos_ < 4 && (std::string_view("true").starts_with(text_.substr(pos_)) ||
                                        std::string_view("null").starts_with(text_.substr(pos_)))) {
            return unexpectedEnd();
        }
        return error(describeUnexpected("a value"));
    }

    bool digits() {
        const std::size_t start = pos_;
        while (!atEnd() && peek() >= '0' && peek() <= '9') {
            ++pos_;
        }
        return pos_ > start;
    }

    bool number(Value& out) {
        const std::size_t start = pos_;
        if (peek() == '-') {
            ++pos_;
        }
        if (atEnd()) {
            return unexpectedEnd();
        }
        if (peek() == '0') {
            ++pos_;
        } else if (!digits()) {
            return error(describeUnexpected("a digit"));
        }
        if (!atEnd() && peek() == '.') {
            ++pos_;
            if (!digits()) {
                return atEnd() ? unexpectedEnd() : error(describeUnexpected("a digit"));
            }
        }
        if (!atEnd() && (peek() == 'e' || peek() == 'E')) {
            ++pos_;
            if (!atEnd() && (peek() == '+' || peek() == '-')) {
                ++pos_;
            }
            if (!digits()) {
                return atEnd() ? unexpectedEnd() : error(describeUnexpected("a digit"));
            }
        }
        if (pos_ - start > limits_.maxNumberLength) {
            return error("a number is far too long");
        }
        out.type_ = Type::Number;
        out.text_ = std::string(text_.substr(start, pos_ - start));
        return true;
    }

    bool hex4(char32_t& out) {
        if (text_.size() - pos_ < 4) {
            return unexpectedEnd();
        }
        char32_t value = 0;
        for (int i = 0; i < 4; ++i) {
            const char c = text_[pos_++];
            value <<= 4;
            if (c >= '0' && c <= '9') {
                value |= static_cast<char32_t>(c - '0');
            } else if (c >= 'a' && c <= 'f') {
                value |= static_cast<char32_t>(c - 'a' + 10);
            } else if (c >= 'A' && c <= 'F') {
                value |= static_cast<char32_t>(c - 'A' + 10);
            } else {
                return error("a \\u escape needs four hexadecimal digits");
            }
        }
        out = value;
        return true;
    }

    bool escape(std::string& out) {
        if (atEnd()) {
            return unexpectedEnd();
        }
        const char c = text_[pos_++];
        switch (c) {
        case '"':
        case '\\':
        case '/':
            out += c;
            return true;
        case 'b':
            out += '\b';
            return true;
        case 'f':
            out += '\f';
            return true;
        case 'n':
            out += '\n';
            return true;
        case 'r':
            out += '\r';
            return true;
        case 't':
            out += '\t';
            return true;
        case 'u':
            break;
        default:
            return error("unknown escape sequence in a text");
        }
        char32_t unit = 0;
        if (!hex4(unit)) {
            return false;
        }
        if (unit >= 0xDC00 && unit <= 0xDFFF) {
            return error("a text holds half of a UTF-16 surrogate pair");
        }
        if (unit >= 0xD800 && unit <= 0xDBFF) {
            if (text_.size() - pos_ < 2) {
                return unexpectedEnd();
            }
            if (text_.substr(pos_, 2) != "\\u") {
                return error("a text holds half of a UTF-16 surrogate pair");
            }
            pos_ += 2;
            char32_t low = 0;
            if (!hex4(low)) {
                return false;
            }
            if (low < 0xDC00 || low > 0xDFFF) {
                return error("a text holds half of a UTF-16 surrogate pair");
            }
            unit = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00);
        }
        utf8::append(out, unit);
        return true;
    }

    bool string(std::string& out) {
        ++pos_; // opening quote
        out.clear();
        while (true) {
            if (atEnd()) {
                return unexpectedEnd();
            }
            if (out.size() > limits_.maxStringBytes) {
                return error("a text is too long (more than " +
                             std::to_string(limits_.maxStringBytes) + " bytes)");
            }
            const auto byte = static_cast<unsigned char>(peek());
            if (byte == '"') {
                ++pos_;
                return out.size() <= limits_.maxStringBytes ||
                       error("a text is too long (more than " +
                             std::to_string(limits_.maxStringBytes) + " bytes)");
            }
            if (byte == '\\') {
                ++pos_;
                if (!escape(out)) {
                    return false;
                }
            } else if (byte < 0x20) {
                return error(byte == '\n' ? "a text in quotes is not closed on its line"
                                          : "a control character inside a text");
            } else if (byte < 0x80) {
                out += static_cast<char>(byte);
                ++pos_;
            } else {
                const auto decoded = utf8::decode(text_, pos_);
                if (!decoded) {
                    return error("the text is not valid UTF-8");
                }
                out.append(text_.substr(pos_, decoded->length));
                pos_ += decoded->length;
            }
        }
    }

    bool array(Value& out, std::size_t depth) {
        out.type_ = Type::Array;
        ++pos_;
        skipSpace();
        if (!atEnd() && peek() == ']') {
            ++pos_;
            return true;
        }
        while (true) {
            out.items_.emplace_back();
            if (!value(out.items_.back(), depth)) {
                return false;
            }
            skipSpace();
            if (atEnd()) {
                return unexpectedEnd();
            }
            if (peek() == ']') {
                ++pos_;
                return true;
            }
            if (peek() != ',') {
                return error(describeUnexpected("',' or ']'"));
            }
            ++pos_;
            skipSpace();
        }
    }

    bool object(Value& out, std::size_t depth) {
        out.type_ = Type::Object;
        ++pos_;
        skipSpace();
        if (!atEnd() && peek() == '}') {
            ++pos_;
            return true;
        }
        while (true) {
            if (atEnd()) {
                return unexpectedEnd();
            }
            if (peek() != '"') {
                return error(describeUnexpected("a name in quotes"));
            }
            if (out.keys_.size() >= limits_.maxMembers) {
                return error("an object has too many members");
            }
            std::string key;
            if (!string(key)) {
                return false;
            }
            if (std::find(out.keys_.begin(), out.keys_.end(), key) != out.keys_.end()) {
                return error("the name \"" + key + "\" appears twice in one object");
            }
            skipSpace();
            if (atEnd()) {
                return unexpectedEnd();
            }
            if (peek() != ':') {
                return error(describeUnexpected("':'"));
            }
            ++pos_;
            skipSpace();
            out.keys_.push_back(std::move(key));
            out.items_.emplace_back();
            if (!value(out.items_.back(), depth)) {
                return false;
            }
            skipSpace();
            if (atEnd()) {
                return unexpectedEnd();
            }
            if (peek() == '}') {
                ++pos_;
                return true;
            }
            if (peek() != ',') {
                return error(describeUnexpected("',' or '}'"));
            }
            ++pos_;
            skipSpace();
        }
    }

    std::string_view text_;
    Limits limits_;
    std::size_t pos_ = 0;
    int line_ = 1;
    std::size_t count_ = 0;
    std::string error_;
};

Result<Value> parse(std::string_view text, const Limits& limits) {
    return Parser(text, limits).document();
}

std::string quote(std::string_view text) {
    static constexpr char kHex[] = "0123456789abcdef";
    std::string out;
    out.reserve(text.size() + 2);
    out += '"';
    std::size_t pos = 0;
    while (pos < text.size()) {
        const char ch = text[pos];
        const auto byte = static_cast<unsigned char>(ch);
        if (byte >= 0x80) {
            // Malformed bytes become U+FFFD so that what is written always reads back.
            const auto decoded = utf8::decode(text, pos);
            if (decoded) {
                out.append(text.substr(pos, decoded->length));
                pos += decoded->length;
            } else {
                utf8::append(out, 0xFFFD);
                ++pos;
            }
            continue;
        }
        ++pos;
        switch (ch) {
        case '"':
            out += "\\\"";
            break;
        case '\\':
            out += "\\\\";
            break;
        case '\n':
            out += "\\n";
            break;
        case '\r':
            out += "\\r";
            break;
        case '\t':
            out += "\\t";
            break;
        default:
            if (byte < 0x20 || byte == 0x7F) {
                out += "\\u00";
                out += kHex[byte >> 4];
                out += kHex[byte & 0xFU];
            } else {
                out += ch;
            }
        }
    }
    out += '"';
    return out;
}

} // namespace ttt::json
