#include "tictactoe/protocol/engine_process.hpp"

#include "tictactoe/core/ascii_text.hpp"
#include "tictactoe/protocol/protocol_text.hpp"

#include <algorithm>
#include <stdexcept>

namespace ttt {

namespace {

using Ms = std::chrono::milliseconds;
using gomocup::formatPoint;

constexpr std::size_t kMessagesKept = 100;
constexpr std::size_t kQuoteLimit = 60;
// How often a wait looks at the cancel flag.
constexpr Ms kPollSlice{10};
// How long a brain that closed its output gets to report its exit status.
constexpr Ms kExitGrace{500};

std::string quote(std::string_view text) {
    return gomocup::quote(text, kQuoteLimit);
}

Text msText(Ms ms) {
    return Text("{0} ms", ms.count());
}

} // namespace

EngineProcess::EngineProcess(const std::string& path, EngineProcessOptions options)
    : options_(std::move(options)), path_(path) {
    try {
        child_ = std::make_unique<ChildProcess>(path, options_.arguments);
    } catch (const TextError& error) {
        alive_ = false;
        throw EngineFailure(EngineFailureKind::FailedToStart, error.text());
    } catch (const std::exception& error) {
        alive_ = false;
        throw EngineFailure(EngineFailureKind::FailedToStart, Text::verbatim(error.what()));
    }
}

EngineProcess::~EngineProcess() {
    try {
        end();
    } catch (...) {
        // A destructor must not throw; the child is killed by ChildProcess anyway.
    }
}

void EngineProcess::start(int width, int height) {
    width_ = width;
    height_ = height;
    clearBoard();
    const std::string command =
        width == height ? "START " + std::to_string(width)
                        : "RECTSTART " + std::to_string(width) + "," + std::to_string(height);
    std::optional<std::string> reply;
    try {
        discardStaleOutput();
        const auto deadline = Clock::now() + options_.commandTimeout;
        send(command, deadline);
        reply = readReply(deadline, nullptr, command);
    } catch (const EngineFailure& failure) {
        // A program that dies before its first answer is no working brain.
        if (failure.kind() == EngineFailureKind::Crashed) {
            throw EngineFailure(EngineFailureKind::FailedToStart, failure.text());
        }
        throw;
    }
    if (!reply) {
        fail(EngineFailureKind::TimedOut, Text("the engine did not answer {0} within {1}", command,
                                               msText(options_.commandTimeout)));
    }
    const auto keyword = gomocup::splitCommand(*reply).keyword;
    if (keyword == "OK") {
        return;
    }
    if (keyword == "ERROR" || keyword == "UNKNOWN") {
        fail(EngineFailureKind::Refused,
             Text("the engine refused {0}: {1}", command, quote(*reply)));
    }
    fail(EngineFailureKind::MalformedReply,
         Text("the engine answered {0} to {1} (expected OK)", quote(*reply), command));
}

bool EngineProcess::restart() {
    discardStaleOutput();
    const auto deadline = Clock::now() + options_.commandTimeout;
    send("RESTART", deadline);
    const auto reply = readReply(deadline, nullptr, "RESTART");
    if (!reply) {
        fail(EngineFailureKind::TimedOut,
             Text("the engine did not answer {0} within {1}", std::string("RESTART"),
                  msText(options_.commandTimeout)));
    }
    const auto keyword = gomocup::splitCommand(*reply).keyword;
    if (keyword == "OK") {
        clearBoard();
        return true;
    }
    if (keyword == "ERROR" || keyword == "UNKNOWN") {
        return false;
    }
    fail(EngineFailureKind::MalformedReply, Text("the engine answered {0} to {1} (expected OK)",
                                                 quote(*reply), std::string("RESTART")));
}

void EngineProcess::info(std::string_view key, std::string_view value) {
    send("INFO " + std::string(key) + " " + std::string(value),
         Clock::now() + options_.commandTimeout);
}

std::string EngineProcess::about() {
    discardStaleOutput();
    const auto deadline = Clock::now() + options_.commandTimeout;
    send("ABOUT", deadline);
    const auto reply = readReply(deadline, nullptr, "ABOUT");
    if (!reply) {
        fail(EngineFailureKind::TimedOut,
             Text("the engine did not answer {0} within {1}", std::string("ABOUT"),
                  msText(options_.commandTimeout)));
    }
    return gomocup::splitCommand(*reply).keyword == "UNKNOWN" ? std::string() : *reply;
}

Point EngineProcess::begin(Ms limit, const std::atomic<bool>* cancel) {
    discardStaleOutput();
    return sendMoveCommand("BEGIN", "BEGIN", limit, cancel);
}

Point EngineProcess::turn(Point opponentMove, Ms limit, const std::atomic<bool>* cancel) {
    if (!onBoard(opponentMove) || cells_[index(opponentMove)] != 0) {
        throw std::invalid_argument("TURN " + formatPoint(opponentMove) +
                                    " is not a free cell of the engine's board");
    }
    cells_[index(opponentMove)] = 2;
    const std::string command = "TURN " + formatPoint(opponentMove);
    discardStaleOutput();
    return sendMoveCommand(command, command, limit, cancel);
}

std::string EngineProcess::setBoard(std::string_view command,
                                    const std::vector<EngineStone>& stones) {
    clearBoard();
    std::string block = std::string(command) + "\r\n";
    for (const EngineStone& stone : stones) {
        if (!onBoard(stone.point) || cells_[index(stone.point)] != 0) {
            throw std::invalid_argument(std::string(command) + " cell " + formatPoint(stone.point) +
                                        " is off the board or given twice");
        }
        cells_[index(stone.point)] = stone.own ? 1 : 2;
        block += formatPoint(stone.point) + (stone.own ? ",1\r\n" : ",2\r\n");
    }
    block += "DONE";
    return block;
}

Point EngineProcess::board(const std::vector<EngineStone>& stones, Ms limit,
                           const std::atomic<bool>* cancel) {
    const std::string block = setBoard("BOARD", stones);
    discardStaleOutput();
    return sendMoveCommand(block, "BOARD", limit, cancel);
}

std::optional<Point> EngineProcess::nbest(const std::vector<EngineStone>& stones, int n, Ms limit,
                                          const std::atomic<bool>* cancel,
                                          const std::function<void(std::string_view)>& onMessage) {
    const std::string block = setBoard("YXBOARD", stones);
    discardStaleOutput();
    const auto started = Clock::now();
    const auto deadline = started + limit + options_.tolerance;
    send(block, deadline, cancel);
    const std::string command = "YXNBEST " + std::to_string(n);
    send(command, deadline, cancel);
    listener_ = onMessage;
    struct Unlisten {
        EngineProcess& process;
        ~Unlisten() { process.listener_ = nullptr; }
    } unlisten{*this};
    std::optional<Clock::time_point> stopBy; // YXSTOP was sent: the move is due by then
    for (;;) {
        const auto now = Clock::now();
        const auto until = std::min({deadline, stopBy.value_or(deadline), now + 5 * kPollSlice});
        const auto reply = readReply(until, nullptr, command);
        if (reply) {
            const auto parts = gomocup::splitCommand(*reply);
            if (parts.keyword == "UNKNOWN" || parts.keyword == "ERROR") {
                return std::nullopt;
            }
            const auto move = gomocup::parsePoint(*reply);
            if (!move) {
                fail(EngineFailureKind::MalformedReply,
                     Text("the engine answered {0} to {1} instead of a move X,Y", quote(*reply),
                          command));
            }
            if (!onBoard(*move) || cells_[index(*move)] != 0) {
                fail(EngineFailureKind::IllegalMove,
                     Text("the engine named {0}, which is not a free cell of the board",
                          formatPoint(*move)));
            }
            cells_[index(*move)] = 1;
            lastMoveTime_ = std::chrono::duration_cast<Ms>(Clock::now() - started);
            return move;
        }
        if (onMessage) {
            onMessage({}); // a quiet moment: the listener may pass on what it heard
        }
        if (!stopBy && cancel != nullptr && cancel->load()) {
            send("YXSTOP", Clock::now() + options_.commandTimeout);
            stopBy = Clock::now() + options_.tolerance;
            continue;
        }
        if (stopBy && Clock::now() >= *stopBy) {
            fail(EngineFailureKind::Cancelled,
                 Text("the engine did not stop within {0} of YXSTOP", msText(options_.tolerance)));
        }
        if (Clock::now() >= deadline) {
            fail(EngineFailureKind::TimedOut, Text("the engine gave no move to {0} within {1}",
                                                   command, msText(limit + options_.tolerance)));
        }
    }
}

void EngineProcess::end() {
    if (!alive_) {
        return;
    }
    alive_ = false;
    // The protocol asks the manager to keep the pipe open until the brain exits.
    std::string_view end = "END\r\n";
    if (child_->write(end, options_.endTimeout) == ChildProcess::WriteStatus::Written &&
        child_->waitFor(options_.endTimeout)) {
        return;
    }
    child_->kill();
}

int EngineProcess::cell(Point p) const {
    return onBoard(p) ? cells_[index(p)] : 0;
}

void EngineProcess::send(std::string_view line, Clock::time_point deadline,
                         const std::atomic<bool>* cancel) {
    if (!alive_) {
        throw EngineFailure(EngineFailureKind::Crashed, Text("the engine is no longer running"));
    }
    std::string bytes(line);
    bytes += "\r\n";
    std::string_view rest(bytes);
    // In slices, so that a cancel is seen while an engine does not read.
    for (;;) {
        const auto now = Clock::now();
        const Ms slice = std::clamp(std::chrono::ceil<Ms>(deadline - now), Ms{0}, kPollSlice);
        // write() takes what fits; the rest is tried again in the next slice.
        const auto status = child_->write(rest, slice);
        if (status == ChildProcess::WriteStatus::Written) {
            return;
        }
        if (status == ChildProcess::WriteStatus::Closed) {
            failClosed(line);
        }
        if (cancel != nullptr && cancel->load()) {
            fail(EngineFailureKind::Cancelled, Text("stopped sending {0}", quote(line)));
        }
        if (Clock::now() >= deadline) {
            fail(EngineFailureKind::TimedOut,
                 Text("the engine stopped reading its input ({0} could not be sent)", quote(line)));
        }
    }
}

std::optional<std::string> EngineProcess::readReply(Clock::time_point deadline,
                                                    const std::atomic<bool>* cancel,
                                                    std::string_view waitingFor) {
    bool closed = false;
    for (;;) {
        while (auto line = splitter_.next()) {
            const std::string_view text = ascii::trim(line->text);
            const auto keyword = gomocup::splitCommand(text).keyword;
            if (keyword == "MESSAGE" || keyword == "DEBUG") {
                if (listener_ && keyword == "MESSAGE" && !line->truncated) {
                    listener_(gomocup::splitCommand(text).arguments);
                }
                // The protocol lets a manager cut long messages.
                remember(std::string(text) + (line->truncated ? "…" : ""));
                continue;
            }
            if (line->truncated) {
                fail(EngineFailureKind::MalformedReply,
                     Text("the engine answered a line longer than {0} characters to {1}",
                          LineSplitter::kDefaultMaxLength, waitingFor));
            }
            if (!text.empty()) {
                return std::string(text);
            }
        }
        if (closed) {
            failClosed(waitingFor);
        }
        if (cancel != nullptr && cancel->load()) {
            fail(EngineFailureKind::Cancelled,
                 Text("stopped waiting for the answer to {0}", waitingFor));
        }
        const auto now = Clock::now();
        if (now >= deadline) {
            return std::nullopt;
        }
        const Ms slice = std::min(kPollSlice, std::chrono::ceil<Ms>(deadline - now));
        std::string chunk;
        switch (child_->read(chunk, slice)) {
        case ChildProcess::ReadStatus::Data:
            splitter_.feed(chunk);
            break;
        case ChildProcess::ReadStatus::Closed:
            splitter_.flush();
            closed = true;
            break;
        case ChildProcess::ReadStatus::Timeout:
            break;
        }
    }
}

Point EngineProcess::sendMoveCommand(std::string_view text, std::string_view command, Ms limit,
                                     const std::atomic<bool>* cancel) {
    // The move's time runs from the moment the command is sent.
    const auto started = Clock::now();
    const Ms allowed = limit + options_.tolerance;
    const auto deadline = started + allowed;
    send(text, deadline, cancel);
    for (;;) {
        const auto reply = readReply(deadline, cancel, command);
        if (!reply) {
            fail(EngineFailureKind::TimedOut,
                 Text("the engine gave no move to {0} within {1} ({2} allowed + {3} tolerance)",
                      command, msText(allowed), msText(limit), msText(options_.tolerance)));
        }
        const auto parts = gomocup::splitCommand(*reply);
        if (parts.keyword == "SUGGEST") {
            // The brain proposes; a tournament manager always confirms.
            const auto suggested = gomocup::parsePoint(parts.arguments);
            if (!suggested) {
                fail(EngineFailureKind::MalformedReply,
                     Text("the engine suggested {0}, which is not X,Y", quote(*reply)));
            }
            send("PLAY " + formatPoint(*suggested), deadline, cancel);
            continue;
        }
        if (parts.keyword == "ERROR" || parts.keyword == "UNKNOWN") {
            fail(EngineFailureKind::Refused,
                 Text("the engine answered {0} to {1}", quote(*reply), command));
        }
        const auto move = gomocup::parsePoint(*reply);
        if (!move) {
            fail(EngineFailureKind::MalformedReply,
                 Text("the engine answered {0} to {1} instead of a move X,Y", quote(*reply),
                      command));
        }
        if (!onBoard(*move)) {
            fail(EngineFailureKind::IllegalMove,
                 Text("the engine played {0}, which is outside the {1}x{2} board",
                      formatPoint(*move), width_, height_));
        }
        if (cells_[index(*move)] != 0) {
            fail(EngineFailureKind::IllegalMove,
                 Text("the engine played {0}, which is already occupied", formatPoint(*move)));
        }
        cells_[index(*move)] = 1;
        lastMoveTime_ = std::chrono::duration_cast<Ms>(Clock::now() - started);
        return *move;
    }
}

void EngineProcess::fail(EngineFailureKind kind, Text text) {
    alive_ = false;
    child_->kill();
    throw EngineFailure(kind, std::move(text));
}

void EngineProcess::failClosed(std::string_view waitingFor) {
    const auto status = child_->waitFor(kExitGrace);
    if (status) {
        fail(EngineFailureKind::Crashed, Text("the engine stopped ({0}) while it should answer {1}",
                                              status->describe(), waitingFor));
    }
    fail(EngineFailureKind::Crashed,
         Text("the engine closed its output while it should answer {0}", waitingFor));
}

void EngineProcess::discardStaleOutput() {
    // Lines already split off and what has already arrived, but no more than a
    // moment's worth: an engine that floods its output cannot hold the next
    // command up (what is left is read, and MESSAGE/DEBUG lines skipped, while
    // waiting for the reply).
    constexpr std::size_t kMostBytes = std::size_t{1} << 20U;
    constexpr Ms kMostTime{50};
    const auto drain = [this] {
        while (auto line = splitter_.next()) {
            const std::string_view text = ascii::trim(line->text);
            const auto keyword = gomocup::splitCommand(text).keyword;
            if (keyword == "MESSAGE" || keyword == "DEBUG") {
                remember(std::string(text) + (line->truncated ? "…" : ""));
            } else if (!text.empty()) {
                remember("ignored unrequested line " + quote(text));
            }
        }
    };
    drain();
    const auto until = Clock::now() + kMostTime;
    std::size_t bytes = 0;
    while (bytes < kMostBytes && Clock::now() < until) {
        std::string chunk;
        if (child_->read(chunk, Ms{0}) != ChildProcess::ReadStatus::Data) {
            break; // a closed output is reported by the command that follows
        }
        bytes += chunk.size();
        splitter_.feed(chunk);
        drain();
    }
}

void EngineProcess::remember(std::string message) {
    messages_.push_back(std::move(message));
    if (messages_.size() > kMessagesKept) {
        messages_.pop_front();
    }
}

bool EngineProcess::onBoard(Point p) const {
    return p.x >= 0 && p.y >= 0 && p.x < width_ && p.y < height_;
}

std::size_t EngineProcess::index(Point p) const {
    return static_cast<std::size_t>(p.y) * static_cast<std::size_t>(width_) +
           static_cast<std::size_t>(p.x);
}

void EngineProcess::clearBoard() {
    cells_.assign(static_cast<std::size_t>(width_) * static_cast<std::size_t>(height_), 0);
}

} // namespace ttt
