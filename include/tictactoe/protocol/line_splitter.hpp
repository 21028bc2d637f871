#pragma once

// Cuts a byte stream into protocol lines. The Piskvork protocol allows CR LF,
// LF or CR as line ends and asks both sides to survive absurdly long lines, so
// a line longer than the cap is cut and flagged instead of growing without end.

#include <cstddef>
#include <deque>
#include <optional>
#include <string>
#include <string_view>

namespace ttt {

struct ProtocolLine {
    std::string text;
    bool truncated = false; // the line was longer than the cap; text holds its beginning
};

class LineSplitter {
public:
    static constexpr std::size_t kDefaultMaxLength = 4096;

    explicit LineSplitter(std::size_t maxLength = kDefaultMaxLength) : maxLength_(maxLength) {}

    // Adds bytes; complete lines become available through next(). Empty lines
    // (including the gap between CR and LF) are dropped.
    void feed(std::string_view bytes);
    // The unfinished last line (if any) becomes a line, e.g. at end of input.
    void flush();

    [[nodiscard]] std::optional<ProtocolLine> next();
    [[nodiscard]] bool hasLine() const { return !ready_.empty(); }

private:
    void endLine();

    std::size_t maxLength_;
    std::string current_;
    bool currentTruncated_ = false;
    std::deque<ProtocolLine> ready_;
};

} // namespace ttt
