#include "tictactoe/core/thread_priority.hpp"

#if defined(__linux__)
#include <algorithm>
#include <cerrno>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>
#endif

namespace ttt {

void lowerThisThreadsPriority() {
#if defined(__linux__)
    // On Linux the nice value is each thread's own (POSIX would have it the
    // process's): the thread's id names just this thread.
    constexpr int kLower = 10;
    constexpr int kLowest = 19;
    const auto thread = static_cast<id_t>(syscall(SYS_gettid));
    errno = 0;
    const int now = getpriority(PRIO_PROCESS, thread);
    if (errno == 0) {
        setpriority(PRIO_PROCESS, thread, std::min(now + kLower, kLowest));
    }
#endif
}

} // namespace ttt
