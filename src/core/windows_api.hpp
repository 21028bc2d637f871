#pragma once

// <windows.h> as the core includes it: without the min/max macros that break
// std::min and std::numeric_limits::max, and without the rarely used APIs.
// Only for Windows builds; include it inside #ifdef _WIN32.

#ifndef NOMINMAX
#define NOMINMAX
#endif
#ifndef WIN32_LEAN_AND_MEAN
#define WIN32_LEAN_AND_MEAN
#endif
#include <windows.h>
