#include "net_json.hpp"

#include "tictactoe/net/handshake.hpp"

namespace ttt::net {

Expected<Json> readJsonMessage(std::string_view text) {
    if (text.size() > kMaxMessageBytes) {
        return failure(
            Text("a message of more than {0} bytes", static_cast<int>(kMaxMessageBytes)));
    }
    jsonfile::Limits limits;
    limits.maxDepth = 6;
    limits.maxStringBytes = 1024;
    limits.maxValues = 20'000;
    limits.maxMembers = 24;
    TTT_TRY(message, jsonfile::parse(text, limits));
    if (!message.is_object()) {
        return failure(Text("a message that is not a JSON object"));
    }
    return message;
}

Expected<std::string> textField(const Json& message, std::string_view key, std::size_t maxBytes) {
    const auto found = message.find(key);
    if (found == message.end()) {
        return failure(Text("\"{0}\" is missing", std::string(key)));
    }
    if (!found->is_string()) {
        return failure(Text("\"{0}\" must be text", std::string(key)));
    }
    const auto& text = found->get_ref<const std::string&>();
    if (text.size() > maxBytes) {
        return failure(Text("\"{0}\" is longer than {1} characters", std::string(key),
                            static_cast<int>(maxBytes)));
    }
    for (const char c : text) {
        if (static_cast<unsigned char>(c) < 0x20 || static_cast<unsigned char>(c) > 0x7e) {
            return failure(
                Text("\"{0}\" holds a character that is not plain text", std::string(key)));
        }
    }
    return text;
}

Expected<long long> intField(const Json& message, std::string_view key, long long min,
                             long long max) {
    const auto found = message.find(key);
    if (found == message.end()) {
        return failure(Text("\"{0}\" is missing", std::string(key)));
    }
    const auto number = jsonfile::wholeNumber(*found, min, max);
    if (!number) {
        return failure(Text("\"{0}\" must be a whole number from {1} to {2}", std::string(key),
                            static_cast<long long>(min), static_cast<long long>(max)));
    }
    return *number;
}

Expected<std::string> hexText(const Json& message, std::string_view key, std::size_t bytes) {
    TTT_TRY(text, textField(message, key, 2 * bytes));
    const bool hex =
        text.size() == 2 * bytes && text.find_first_not_of("0123456789abcdef") == std::string::npos;
    if (!hex) {
        return failure(Text("\"{0}\" must be {1} bytes in hexadecimal", std::string(key),
                            static_cast<int>(bytes)));
    }
    return text;
}

} // namespace ttt::net
