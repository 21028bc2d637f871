# ttt_add_windows_resources(<target> [DESCRIPTION <text>])
#
# On Windows, compiles resources/windows into <target>: the multi-size icon,
# VERSIONINFO from project(), and the application manifest (per-monitor v2
# DPI awareness, common controls 6, UTF-8 code page, Windows 10/11).
# Elsewhere it does nothing, so callers need no if(WIN32).
include_guard(GLOBAL)

set(TTT_PRODUCT_NAME "TicTacToe")
set(TTT_COMPANY_NAME "The TicTacToe authors")
set(TTT_COPYRIGHT "Copyright (C) 2026 The TicTacToe authors")
set(TTT_WINDOWS_RESOURCE_DIR "${CMAKE_CURRENT_LIST_DIR}/../resources/windows")

function(ttt_add_windows_resources target)
    if(NOT WIN32)
        return()
    endif()
    cmake_parse_arguments(PARSE_ARGV 1 arg "" "DESCRIPTION" "")
    set(TTT_RC_TARGET "${target}")
    set(TTT_RC_DESCRIPTION "${arg_DESCRIPTION}")
    if(NOT TTT_RC_DESCRIPTION)
        set(TTT_RC_DESCRIPTION "${PROJECT_DESCRIPTION}")
    endif()
    cmake_path(ABSOLUTE_PATH TTT_WINDOWS_RESOURCE_DIR NORMALIZE OUTPUT_VARIABLE resource_dir)
    set(TTT_RC_ICON "${resource_dir}/tictactoe.ico")
    set(out "${CMAKE_CURRENT_BINARY_DIR}/${target}_resources")
    set(TTT_RC_MANIFEST "${out}/${target}.manifest")
    configure_file("${resource_dir}/app.manifest.in" "${TTT_RC_MANIFEST}" @ONLY)
    set(rc "${out}/${target}.rc")
    configure_file("${resource_dir}/tictactoe.rc.in" "${rc}" @ONLY)

    set(definitions "")
    set(include_dirs "")
    if(NOT MSVC)
        list(APPEND definitions TTT_EMBED_MANIFEST)
    endif()
    # wxWidgets' resources (cursors, bitmaps) when its headers provide them.
    find_file(TTT_WX_RC wx/msw/wx.rc PATHS ${wxWidgets_INCLUDE_DIRS}
        NO_DEFAULT_PATH NO_CMAKE_FIND_ROOT_PATH NO_CACHE)
    find_file(TTT_WX_RCDEFS wx/msw/rcdefs.h PATHS ${wxWidgets_INCLUDE_DIRS}
        NO_DEFAULT_PATH NO_CMAKE_FIND_ROOT_PATH NO_CACHE)
    if(TTT_WX_RC AND TTT_WX_RCDEFS)
        list(APPEND definitions TTT_WITH_WX_RC)
        set(include_dirs ${wxWidgets_INCLUDE_DIRS})
    endif()
    set_source_files_properties("${rc}" PROPERTIES
        OBJECT_DEPENDS "${TTT_RC_ICON};${TTT_RC_MANIFEST}"
        COMPILE_DEFINITIONS "${definitions}"
        INCLUDE_DIRECTORIES "${include_dirs}")

    if(MSVC)
        # The MSVC linker writes the manifest itself and merges .manifest
        # sources into it; ours already holds the execution level.
        target_sources(${target} PRIVATE "${rc}" "${TTT_RC_MANIFEST}")
        target_link_options(${target} PRIVATE /MANIFESTUAC:NO)
    else()
        # A target of its own, so the C++ options of wxWidgets (-mthreads)
        # never reach windres.
        add_library(${target}_resources OBJECT "${rc}")
        target_sources(${target} PRIVATE $<TARGET_OBJECTS:${target}_resources>)
    endif()
endfunction()
