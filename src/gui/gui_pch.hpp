// The headers nearly every file of the window includes, compiled once per
// build (CMake's precompiled header for ttt_gui and the window's tests).
// Each file still includes what it uses: the package build compiles without
// this header (TTT_PRECOMPILED_HEADERS=OFF), where a missing include shows.
#pragma once

#include <algorithm>
#include <array>
#include <chrono>
#include <cmath>
#include <filesystem>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>
#include <wx/app.h>
#include <wx/dcmemory.h>
#include <wx/dialog.h>
#include <wx/frame.h>
#include <wx/graphics.h>
#include <wx/image.h>
#include <wx/intl.h>
#include <wx/menu.h>
#include <wx/sizer.h>
#include <wx/stattext.h>
#include <wx/string.h>
#include <wx/window.h>
