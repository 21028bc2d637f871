#include "tictactoe/core/text.hpp"

namespace ttt {

Text Text::verbatim(std::string value) {
    Text text;
    text.verbatim_ = std::move(value);
    return text;
}

std::string Text::english() const {
    return render([](std::string_view id) { return std::string(id); });
}

std::string Text::render(const Translator& translate) const {
    if (isVerbatim()) {
        return verbatim_;
    }
    const std::string pattern = translate(id_);
    std::string out;
    out.reserve(pattern.size());
    for (std::size_t i = 0; i < pattern.size(); ++i) {
        // A hole is exactly "{d}"; anything else is copied as written.
        const bool hole = pattern[i] == '{' && i + 2 < pattern.size() && pattern[i + 2] == '}' &&
                          pattern[i + 1] >= '0' && pattern[i + 1] <= '9';
        if (hole) {
            const auto index = static_cast<std::size_t>(pattern[i + 1] - '0');
            if (index < values_.size()) {
                out += values_[index].render(translate);
                i += 2;
                continue;
            }
        }
        out += pattern[i];
    }
    return out;
}

} // namespace ttt
