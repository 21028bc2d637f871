// Windows side of ChildProcess: CreateProcessW with anonymous pipes. Only the
// two pipe ends and NUL are inherited (an explicit handle list), so engines
// started at the same time from other threads never get each other's pipes.
// A job object ends the engine (and what it started) with us, even if we crash.
#ifdef _WIN32

#include "../unique_handle.hpp"
#include "../windows_api.hpp"
#include "tictactoe/core/child_process.hpp"
#include "tictactoe/core/system_error.hpp"
#include "tictactoe/core/text_error.hpp"

#include <algorithm>
#include <array>
#include <cstdio>
#include <stdexcept>
#include <thread>

namespace ttt {

namespace {

using detail::Handle;
using Ms = std::chrono::milliseconds;

// "<what>: <the system's words for the last error>", thrown.
[[noreturn]] void failWithLastError(const Text& what) {
    throw TextError(Text("{0}: {1}", what, lastSystemError()));
}

std::wstring widen(const std::string& utf8) {
    if (utf8.empty()) {
        return {};
    }
    const int length =
        ::MultiByteToWideChar(CP_UTF8, 0, utf8.data(), static_cast<int>(utf8.size()), nullptr, 0);
    std::wstring wide(static_cast<std::size_t>(length), L'\0');
    ::MultiByteToWideChar(CP_UTF8, 0, utf8.data(), static_cast<int>(utf8.size()), wide.data(),
                          length);
    return wide;
}

// Quotes one argument the way the C runtime's command-line parser reads it.
void appendQuoted(std::wstring& commandLine, const std::wstring& argument) {
    if (!commandLine.empty()) {
        commandLine += L' ';
    }
    if (!argument.empty() && argument.find_first_of(L" \t\n\v\"") == std::wstring::npos) {
        commandLine += argument;
        return;
    }
    commandLine += L'"';
    std::size_t backslashes = 0;
    for (const wchar_t c : argument) {
        if (c == L'\\') {
            ++backslashes;
            continue;
        }
        if (c == L'"') {
            commandLine.append(backslashes * 2 + 1, L'\\');
        } else {
            commandLine.append(backslashes, L'\\');
        }
        backslashes = 0;
        commandLine += c;
    }
    commandLine.append(backslashes * 2, L'\\');
    commandLine += L'"';
}

void makeInheritable(HANDLE h) {
    ::SetHandleInformation(h, HANDLE_FLAG_INHERIT, HANDLE_FLAG_INHERIT);
}

} // namespace

Text ExitStatus::describe() const {
    const auto unsignedCode = static_cast<unsigned long>(static_cast<unsigned int>(code));
    if (unsignedCode >= 0xC0000000UL) {
        std::array<char, 32> hex{};
        std::snprintf(hex.data(), hex.size(), "0x%08lX", unsignedCode);
        return Text("the program crashed (exception {0})", std::string(hex.data()));
    }
    return Text("the program exited with code {0}", code);
}

struct ChildProcess::Impl {
    Handle process;
    Handle job;
    Handle input;  // our end of the child's stdin
    Handle output; // our end of the child's stdout
    std::optional<ExitStatus> status;

    bool poll(DWORD waitMs) {
        if (status) {
            return true;
        }
        if (::WaitForSingleObject(process.get(), waitMs) != WAIT_OBJECT_0) {
            return false;
        }
        DWORD code = 0;
        ::GetExitCodeProcess(process.get(), &code);
        status = ExitStatus{false, static_cast<int>(code)};
        return true;
    }
};

ChildProcess::ChildProcess(const std::string& program, const std::vector<std::string>& arguments)
    : impl_(std::make_unique<Impl>()) {
    HANDLE readEnd = nullptr;
    HANDLE writeEnd = nullptr;
    if (!::CreatePipe(&readEnd, &writeEnd, nullptr, 0)) {
        failWithLastError(Text("cannot create a pipe"));
    }
    Handle childInput(readEnd);
    impl_->input.reset(writeEnd);
    // Writes must never block (see write()); only our end is non-blocking.
    DWORD noWait = PIPE_READMODE_BYTE | PIPE_NOWAIT;
    ::SetNamedPipeHandleState(writeEnd, &noWait, nullptr, nullptr);
    if (!::CreatePipe(&readEnd, &writeEnd, nullptr, 0)) {
        failWithLastError(Text("cannot create a pipe"));
    }
    impl_->output.reset(readEnd);
    Handle childOutput(writeEnd);
    Handle nul(::CreateFileW(L"NUL", GENERIC_WRITE, FILE_SHARE_READ | FILE_SHARE_WRITE, nullptr,
                             OPEN_EXISTING, 0, nullptr));
    if (!nul.valid()) {
        failWithLastError(Text("cannot open NUL"));
    }
    makeInheritable(childInput.get());
    makeInheritable(childOutput.get());
    makeInheritable(nul.get());

    std::array<HANDLE, 3> inherited{childInput.get(), childOutput.get(), nul.get()};
    SIZE_T attributeSize = 0;
    ::InitializeProcThreadAttributeList(nullptr, 1, 0, &attributeSize);
    std::vector<unsigned char> attributeStorage(attributeSize);
    auto* attributes = reinterpret_cast<LPPROC_THREAD_ATTRIBUTE_LIST>(attributeStorage.data());
    if (!::InitializeProcThreadAttributeList(attributes, 1, 0, &attributeSize)) {
        failWithLastError(Text("cannot prepare the process attributes"));
    }
    struct AttributeListGuard {
        LPPROC_THREAD_ATTRIBUTE_LIST list;
        ~AttributeListGuard() { ::DeleteProcThreadAttributeList(list); }
    } attributeGuard{attributes};
    if (!::UpdateProcThreadAttribute(attributes, 0, PROC_THREAD_ATTRIBUTE_HANDLE_LIST,
                                     inherited.data(), sizeof(HANDLE) * inherited.size(), nullptr,
                                     nullptr)) {
        failWithLastError(Text("cannot prepare the process attributes"));
    }

    STARTUPINFOEXW startup{};
    startup.StartupInfo.cb = sizeof(startup);
    startup.StartupInfo.dwFlags = STARTF_USESTDHANDLES;
    startup.StartupInfo.hStdInput = childInput.get();
    startup.StartupInfo.hStdOutput = childOutput.get();
    startup.StartupInfo.hStdError = nul.get();
    startup.lpAttributeList = attributes;

    const std::wstring path = widen(program);
    std::wstring commandLine;
    appendQuoted(commandLine, path);
    for (const std::string& argument : arguments) {
        appendQuoted(commandLine, widen(argument));
    }

    PROCESS_INFORMATION info{};
    // A console brain started from the window must not pop up a console.
    const DWORD flags = CREATE_NO_WINDOW | EXTENDED_STARTUPINFO_PRESENT | CREATE_SUSPENDED;
    if (!::CreateProcessW(path.c_str(), commandLine.data(), nullptr, nullptr, TRUE, flags, nullptr,
                          nullptr, &startup.StartupInfo, &info)) {
        failWithLastError(Text("cannot start '{0}'", program));
    }
    impl_->process.reset(info.hProcess);
    Handle thread(info.hThread);

    // Put it in a job before it runs, so everything it starts ends with it.
    impl_->job.reset(::CreateJobObjectW(nullptr, nullptr));
    if (impl_->job.valid()) {
        JOBOBJECT_EXTENDED_LIMIT_INFORMATION limits{};
        limits.BasicLimitInformation.LimitFlags = JOB_OBJECT_LIMIT_KILL_ON_JOB_CLOSE;
        ::SetInformationJobObject(impl_->job.get(), JobObjectExtendedLimitInformation, &limits,
                                  sizeof(limits));
        if (!::AssignProcessToJobObject(impl_->job.get(), info.hProcess)) {
            impl_->job.reset(); // e.g. already in a job that forbids nesting
        }
    }
    ::ResumeThread(thread.get());
}

ChildProcess::~ChildProcess() {
    impl_->input.reset();
    kill(); // also whatever the child left running in its job
}

ChildProcess::WriteStatus ChildProcess::write(std::string_view& bytes, Ms timeout) {
    if (!impl_->input.valid()) {
        return WriteStatus::Closed;
    }
    // The input pipe is in non-blocking mode: a full pipe writes nothing and
    // is tried again after a short nap, until the deadline.
    const auto deadline = std::chrono::steady_clock::now() + timeout;
    while (!bytes.empty()) {
        DWORD written = 0;
        const auto chunk = static_cast<DWORD>(std::min<std::size_t>(bytes.size(), 1 << 12));
        if (!::WriteFile(impl_->input.get(), bytes.data(), chunk, &written, nullptr)) {
            return WriteStatus::Closed;
        }
        bytes.remove_prefix(written);
        if (written == 0) {
            if (std::chrono::steady_clock::now() >= deadline) {
                return WriteStatus::Timeout;
            }
            std::this_thread::sleep_for(Ms{2});
        }
    }
    return WriteStatus::Written;
}

ChildProcess::ReadStatus ChildProcess::read(std::string& out, Ms timeout) {
    if (!impl_->output.valid()) {
        return ReadStatus::Closed;
    }
    // Anonymous pipes cannot wait with a timeout: peek, and nap briefly between peeks.
    const auto deadline = std::chrono::steady_clock::now() + timeout;
    for (;;) {
        DWORD available = 0;
        if (!::PeekNamedPipe(impl_->output.get(), nullptr, 0, nullptr, &available, nullptr)) {
            impl_->output.reset(); // broken pipe: the child closed its output
            return ReadStatus::Closed;
        }
        if (available > 0) {
            std::array<char, 4096> buffer{};
            DWORD n = 0;
            const DWORD wanted = std::min<DWORD>(available, static_cast<DWORD>(buffer.size()));
            if (!::ReadFile(impl_->output.get(), buffer.data(), wanted, &n, nullptr) || n == 0) {
                impl_->output.reset();
                return ReadStatus::Closed;
            }
            out.append(buffer.data(), n);
            return ReadStatus::Data;
        }
        const auto now = std::chrono::steady_clock::now();
        if (now >= deadline) {
            return ReadStatus::Timeout;
        }
        std::this_thread::sleep_for(
            std::min(Ms{2}, std::chrono::duration_cast<Ms>(deadline - now) + Ms{1}));
    }
}

void ChildProcess::closeInput() {
    impl_->input.reset();
}

std::optional<ExitStatus> ChildProcess::waitFor(Ms timeout) {
    if (impl_->poll(static_cast<DWORD>(std::max<Ms::rep>(0, timeout.count())))) {
        return impl_->status;
    }
    return std::nullopt;
}

void ChildProcess::kill() {
    // The whole job, even when the child has ended: what it started may play on.
    if (impl_->job.valid()) {
        ::TerminateJobObject(impl_->job.get(), 1);
    }
    if (impl_->poll(0)) {
        return;
    }
    ::TerminateProcess(impl_->process.get(), 1);
    impl_->poll(5000);
}

} // namespace ttt

#endif // _WIN32
