#include "tictactoe/protocol/line_splitter.hpp"

namespace ttt {

void LineSplitter::feed(std::string_view bytes) {
    for (const char c : bytes) {
        if (c == '\n' || c == '\r') {
            endLine();
        } else if (current_.size() < maxLength_) {
            current_.push_back(c);
        } else {
            currentTruncated_ = true;
        }
    }
}

void LineSplitter::flush() {
    endLine();
}

std::optional<ProtocolLine> LineSplitter::next() {
    if (ready_.empty()) {
        return std::nullopt;
    }
    ProtocolLine line = std::move(ready_.front());
    ready_.pop_front();
    return line;
}

void LineSplitter::endLine() {
    if (!current_.empty() || currentTruncated_) {
        ready_.push_back(ProtocolLine{std::move(current_), currentTruncated_});
    }
    current_.clear();
    currentTruncated_ = false;
}

} // namespace ttt
