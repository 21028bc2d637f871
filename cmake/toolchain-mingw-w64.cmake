# Cross compiling for 64-bit Windows with MinGW-w64 on Linux (Debian 12:
# g++-mingw-w64-x86-64-posix). The posix thread model is needed for
# std::thread; everything is linked statically so the exe needs no DLLs
# besides those of Windows itself.
#
#   cmake -S . -B build/windows -DCMAKE_TOOLCHAIN_FILE=cmake/toolchain-mingw-w64.cmake \
#         -DwxWidgets_CONFIG_EXECUTABLE=<cross wx prefix>/bin/wx-config
set(CMAKE_SYSTEM_NAME Windows)
set(CMAKE_SYSTEM_PROCESSOR x86_64)

set(TTT_MINGW_TRIPLE x86_64-w64-mingw32)
find_program(CMAKE_C_COMPILER NAMES ${TTT_MINGW_TRIPLE}-gcc-posix ${TTT_MINGW_TRIPLE}-gcc REQUIRED)
find_program(CMAKE_CXX_COMPILER NAMES ${TTT_MINGW_TRIPLE}-g++-posix ${TTT_MINGW_TRIPLE}-g++ REQUIRED)
find_program(CMAKE_RC_COMPILER NAMES ${TTT_MINGW_TRIPLE}-windres REQUIRED)

# Headers and libraries only from the MinGW sysroot (and whatever the caller
# adds, e.g. the cross wxWidgets prefix); build tools from the host.
list(APPEND CMAKE_FIND_ROOT_PATH /usr/${TTT_MINGW_TRIPLE})
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_PACKAGE ONLY)

# libgcc, libstdc++ and winpthread linked in: one self-contained exe.
set(CMAKE_EXE_LINKER_FLAGS_INIT "-static -static-libgcc -static-libstdc++")

# Test programs (CTest, catch_discover_tests) run through Wine when present.
find_program(TTT_WINE NAMES wine wine64)
if(TTT_WINE)
    set(CMAKE_CROSSCOMPILING_EMULATOR ${TTT_WINE})
endif()
