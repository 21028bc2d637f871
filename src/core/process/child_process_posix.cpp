// POSIX side of ChildProcess: posix_spawnp with two pipes; the child gets its
// own process group so that kill() also ends whatever it started.
#ifndef _WIN32

#include "../unique_handle.hpp"
#include "tictactoe/core/child_process.hpp"
#include "tictactoe/core/system_error.hpp"
#include "tictactoe/core/text_error.hpp"

#include <array>
#include <cerrno>
#include <csignal>
#include <cstring>
#include <fcntl.h>
#include <poll.h>
#include <pthread.h>
#include <spawn.h>
#include <stdexcept>
#include <sys/types.h>
#include <sys/wait.h>
#include <thread>
#include <time.h>
#include <unistd.h>

extern char** environ;

namespace ttt {

namespace {

using detail::Fd;
using Ms = std::chrono::milliseconds;

// Both ends close on exec, so a pipe never leaks into another child started
// at the same time from another thread.
std::pair<Fd, Fd> makePipe() {
    std::array<int, 2> ends{-1, -1};
    if (::pipe2(ends.data(), O_CLOEXEC) != 0) {
        throw TextError(Text("cannot create a pipe: {0}", lastSystemError()));
    }
    return {Fd(ends[0]), Fd(ends[1])};
}

// Writing to a pipe whose reader is gone raises SIGPIPE, which would end the
// whole program; block it for this thread during the write and swallow it.
class SigpipeGuard {
public:
    SigpipeGuard() {
        sigemptyset(&pipeSignal_);
        sigaddset(&pipeSignal_, SIGPIPE);
        sigset_t pending;
        sigpending(&pending);
        wasPending_ = sigismember(&pending, SIGPIPE) == 1;
        pthread_sigmask(SIG_BLOCK, &pipeSignal_, &previous_);
    }
    ~SigpipeGuard() {
        if (raised_ && !wasPending_) {
            const timespec zero{0, 0};
            while (sigtimedwait(&pipeSignal_, nullptr, &zero) == -1 && errno == EINTR) {
            }
        }
        pthread_sigmask(SIG_SETMASK, &previous_, nullptr);
    }
    SigpipeGuard(const SigpipeGuard&) = delete;
    SigpipeGuard& operator=(const SigpipeGuard&) = delete;

    void raised() { raised_ = true; }

private:
    sigset_t pipeSignal_{};
    sigset_t previous_{};
    bool wasPending_ = false;
    bool raised_ = false;
};

} // namespace

Text ExitStatus::describe() const {
    if (signalled) {
        const char* name = ::strsignal(code);
        return name != nullptr
                   ? Text("the program was killed by signal {0} ({1})", code, std::string(name))
                   : Text("the program was killed by signal {0}", code);
    }
    return Text("the program exited with code {0}", code);
}

struct ChildProcess::Impl {
    pid_t pid = -1;
    Fd input;  // our end of the child's stdin
    Fd output; // our end of the child's stdout
    std::optional<ExitStatus> status;

    // Collects the exit status if the child has ended (never blocks).
    bool poll() {
        if (status) {
            return true;
        }
        int raw = 0;
        pid_t done = -1;
        do {
            done = ::waitpid(pid, &raw, WNOHANG);
        } while (done == -1 && errno == EINTR);
        if (done == pid) {
            status = WIFSIGNALED(raw) ? ExitStatus{true, WTERMSIG(raw)}
                                      : ExitStatus{false, WEXITSTATUS(raw)};
            return true;
        }
        if (done == -1) {
            status = ExitStatus{false, -1}; // already reaped elsewhere: nothing to wait for
            return true;
        }
        return false;
    }
};

ChildProcess::ChildProcess(const std::string& program, const std::vector<std::string>& arguments)
    : impl_(std::make_unique<Impl>()) {
    auto [childInput, parentInput] = makePipe();
    auto [parentOutput, childOutput] = makePipe();

    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_adddup2(&actions, childInput.get(), STDIN_FILENO);
    posix_spawn_file_actions_adddup2(&actions, childOutput.get(), STDOUT_FILENO);
    posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, "/dev/null", O_WRONLY, 0);

    // A clean start: no blocked signals and default SIGPIPE, whatever we use.
    posix_spawnattr_t attributes;
    posix_spawnattr_init(&attributes);
    sigset_t noSignals;
    sigemptyset(&noSignals);
    sigset_t defaults;
    sigemptyset(&defaults);
    sigaddset(&defaults, SIGPIPE);
    posix_spawnattr_setsigmask(&attributes, &noSignals);
    posix_spawnattr_setsigdefault(&attributes, &defaults);
    posix_spawnattr_setpgroup(&attributes, 0);
    posix_spawnattr_setflags(&attributes, POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF |
                                              POSIX_SPAWN_SETPGROUP);

    std::vector<std::string> argvStrings;
    argvStrings.push_back(program);
    argvStrings.insert(argvStrings.end(), arguments.begin(), arguments.end());
    std::vector<char*> argv;
    for (std::string& s : argvStrings) {
        argv.push_back(s.data());
    }
    argv.push_back(nullptr);

    const int error =
        ::posix_spawnp(&impl_->pid, program.c_str(), &actions, &attributes, argv.data(), environ);
    posix_spawn_file_actions_destroy(&actions);
    posix_spawnattr_destroy(&attributes);
    if (error != 0) {
        throw TextError(Text("cannot start '{0}': {1}", program,
                             systemErrorText(static_cast<unsigned long>(error))));
    }
    // Our end of the child's input never blocks: writes wait in poll(), with a deadline.
    ::fcntl(parentInput.get(), F_SETFL, ::fcntl(parentInput.get(), F_GETFL) | O_NONBLOCK);
    impl_->input = std::move(parentInput);
    impl_->output = std::move(parentOutput);
}

ChildProcess::~ChildProcess() {
    impl_->input.reset();
    kill(); // also whatever the child left running in its group
}

ChildProcess::WriteStatus ChildProcess::write(std::string_view& bytes, Ms timeout) {
    if (!impl_->input.valid()) {
        return WriteStatus::Closed;
    }
    SigpipeGuard guard;
    const auto deadline = std::chrono::steady_clock::now() + timeout;
    while (!bytes.empty()) {
        const ssize_t n = ::write(impl_->input.get(), bytes.data(), bytes.size());
        if (n >= 0) {
            bytes.remove_prefix(static_cast<std::size_t>(n));
            continue;
        }
        if (errno == EINTR) {
            continue;
        }
        if (errno != EAGAIN && errno != EWOULDBLOCK) {
            if (errno == EPIPE) {
                guard.raised();
            }
            return WriteStatus::Closed;
        }
        // The pipe is full: wait until the child reads, or the time is up.
        const auto left =
            std::chrono::duration_cast<Ms>(deadline - std::chrono::steady_clock::now());
        if (left.count() <= 0) {
            return WriteStatus::Timeout;
        }
        pollfd request{impl_->input.get(), POLLOUT, 0};
        if (::poll(&request, 1, static_cast<int>(left.count())) == 0) {
            return WriteStatus::Timeout;
        }
    }
    return WriteStatus::Written;
}

ChildProcess::ReadStatus ChildProcess::read(std::string& out, Ms timeout) {
    if (!impl_->output.valid()) {
        return ReadStatus::Closed;
    }
    pollfd request{impl_->output.get(), POLLIN, 0};
    const auto deadline = std::chrono::steady_clock::now() + timeout;
    for (;;) {
        const auto left =
            std::chrono::duration_cast<Ms>(deadline - std::chrono::steady_clock::now());
        const int ready = ::poll(&request, 1, static_cast<int>(std::max<Ms::rep>(0, left.count())));
        if (ready < 0 && errno == EINTR) {
            continue;
        }
        if (ready <= 0) {
            return ReadStatus::Timeout;
        }
        break;
    }
    std::array<char, 4096> buffer{};
    ssize_t n = 0;
    do {
        n = ::read(impl_->output.get(), buffer.data(), buffer.size());
    } while (n < 0 && errno == EINTR);
    if (n <= 0) {
        impl_->output.reset();
        return ReadStatus::Closed;
    }
    out.append(buffer.data(), static_cast<std::size_t>(n));
    return ReadStatus::Data;
}

void ChildProcess::closeInput() {
    impl_->input.reset();
}

std::optional<ExitStatus> ChildProcess::waitFor(Ms timeout) {
    const auto deadline = std::chrono::steady_clock::now() + timeout;
    while (!impl_->poll()) {
        if (std::chrono::steady_clock::now() >= deadline) {
            return std::nullopt;
        }
        std::this_thread::sleep_for(Ms{2});
    }
    return impl_->status;
}

void ChildProcess::kill() {
    // The whole process group, even when the child has ended: a launcher (a
    // script, wine) may have left its own child playing on. Until the child is
    // reaped its pid cannot be reused, and a group keeps its id while any
    // member lives, so this never reaches an unrelated process.
    ::kill(-impl_->pid, SIGKILL);
    if (impl_->poll()) {
        return;
    }
    ::kill(impl_->pid, SIGKILL);
    int raw = 0;
    pid_t done = -1;
    do {
        done = ::waitpid(impl_->pid, &raw, 0);
    } while (done == -1 && errno == EINTR);
    impl_->status = (done == impl_->pid && WIFSIGNALED(raw)) ? ExitStatus{true, WTERMSIG(raw)}
                                                             : ExitStatus{false, WEXITSTATUS(raw)};
}

} // namespace ttt

#endif // !_WIN32
