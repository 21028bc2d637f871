#pragma once

// A child program whose standard input and output are pipes to us (standard
// error is discarded). POSIX uses posix_spawn, Windows CreateProcess; both
// kill and reap the child when the object goes away, so no process outlives
// its owner and no zombie is left.

#include "tictactoe/core/text.hpp"

#include <chrono>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace ttt {

struct ExitStatus {
    bool signalled = false; // POSIX: ended by a signal (code is the signal number)
    int code = 0;

    // "the program exited with code 3", "the program was killed by signal 11
    // (Segmentation fault)" ...
    [[nodiscard]] Text describe() const;
};

class ChildProcess {
public:
    enum class ReadStatus { Data, Timeout, Closed };
    enum class WriteStatus { Written, Timeout, Closed };

    // program: a path (UTF-8), or on POSIX a name looked up in PATH.
    // Throws TextError (a std::runtime_error) with the system's reason when it
    // cannot start.
    ChildProcess(const std::string& program, const std::vector<std::string>& arguments);
    ~ChildProcess(); // kills the child if it still runs, then reaps it
    ChildProcess(const ChildProcess&) = delete;
    ChildProcess& operator=(const ChildProcess&) = delete;

    // Writes `pending` within `timeout`, removing from it what was written: a
    // child that stops reading its input (so that the pipe fills up) cannot
    // block the caller for longer. Closed when the child no longer reads at
    // all; after a Timeout, what is left in `pending` was not written.
    WriteStatus write(std::string_view& pending, std::chrono::milliseconds timeout);
    // Appends what the child wrote, waiting at most `timeout` for something.
    ReadStatus read(std::string& out, std::chrono::milliseconds timeout);
    // Closes the child's standard input (it reads end of file).
    void closeInput();

    // The exit status once the child ended within `timeout`, else nothing.
    std::optional<ExitStatus> waitFor(std::chrono::milliseconds timeout);
    [[nodiscard]] bool running() { return !waitFor(std::chrono::milliseconds{0}); }
    // Ends the child and everything it started at once (its process group on
    // POSIX, its job object on Windows), also when the child itself has
    // already ended but something it started plays on.
    void kill();

private:
    struct Impl;
    std::unique_ptr<Impl> impl_;
};

} // namespace ttt
