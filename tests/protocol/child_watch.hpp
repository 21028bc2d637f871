#pragma once

// Counts this test process's child processes, zombies included, so a test
// can prove that no engine outlives its owner, and reads the processor time
// they used, so a test knows a brain is thinking whatever the load of the
// machine (Linux only: reads /proc).

#include <chrono>
#include <optional>
#include <sstream>
#include <string>

#if defined(__linux__)
#include <dirent.h>
#include <fstream>
#include <unistd.h>
#endif

namespace ttt::testing {

inline constexpr bool kCanCountChildren =
#if defined(__linux__)
    true;
#else
    false;
#endif

namespace detail {

// Calls `visit(fields after the command name)` for each child process.
template <typename Visit> bool forEachChild([[maybe_unused]] Visit visit) {
#if defined(__linux__)
    DIR* proc = ::opendir("/proc");
    if (proc == nullptr) {
        return false;
    }
    const std::string self = std::to_string(::getpid());
    while (const dirent* entry = ::readdir(proc)) {
        const std::string name = entry->d_name;
        if (name.empty() || name.find_first_not_of("0123456789") != std::string::npos) {
            continue;
        }
        std::ifstream stat("/proc/" + name + "/stat");
        std::string text;
        std::getline(stat, text);
        // Fields after the command name in parentheses: state, then parent pid.
        const auto close = text.rfind(')');
        if (close == std::string::npos) {
            continue;
        }
        std::istringstream rest(text.substr(close + 1));
        std::string state;
        std::string parent;
        rest >> state >> parent;
        if (parent == self) {
            visit(rest);
        }
    }
    ::closedir(proc);
    return true;
#else
    return false;
#endif
}

} // namespace detail

inline int childProcessCount() {
    int count = 0;
    return detail::forEachChild([&](std::istringstream& /*rest*/) { ++count; }) ? count : -1;
}

// The processor time the running children used so far, or nothing where it
// cannot be read.
inline std::optional<std::chrono::milliseconds> childrenCpuTime() {
#if defined(__linux__)
    long long ticks = 0;
    const bool read = detail::forEachChild([&](std::istringstream& rest) {
        // After the parent: pgrp session tty_nr tpgid flags minflt cminflt
        // majflt cmajflt, then utime and stime (fields 14 and 15 of stat).
        std::string skip;
        for (int i = 0; i < 9; ++i) {
            rest >> skip;
        }
        long long user = 0;
        long long system = 0;
        rest >> user >> system;
        ticks += user + system;
    });
    const long perSecond = ::sysconf(_SC_CLK_TCK);
    if (!read || perSecond <= 0) {
        return std::nullopt;
    }
    return std::chrono::milliseconds{ticks * 1000 / perSecond};
#else
    return std::nullopt;
#endif
}

} // namespace ttt::testing
