#pragma once

// The operating system's own words for an error code, as UTF-8 text without
// a trailing full stop: errno values on POSIX (std::system_category), and
// Win32 error codes (GetLastError) on Windows.

#include <string>

namespace ttt {

[[nodiscard]] std::string systemErrorText(unsigned long code);
// The text of the calling thread's last error (errno, or GetLastError()).
[[nodiscard]] std::string lastSystemError();

} // namespace ttt
