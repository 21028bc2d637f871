#pragma once

// Counts this test process's child processes, zombies included, so a test
// can prove that no engine outlives its owner (Linux only: reads /proc).

#include <string>

#if defined(__linux__)
#include <dirent.h>
#include <fstream>
#include <sstream>
#include <unistd.h>
#endif

namespace ttt::testing {

inline constexpr bool kCanCountChildren =
#if defined(__linux__)
    true;
#else
    false;
#endif

inline int childProcessCount() {
#if defined(__linux__)
    int count = 0;
    DIR* proc = ::opendir("/proc");
    if (proc == nullptr) {
        return -1;
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
            ++count;
        }
    }
    ::closedir(proc);
    return count;
#else
    return 0;
#endif
}

} // namespace ttt::testing
