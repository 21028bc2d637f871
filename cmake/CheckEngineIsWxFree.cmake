# Run by CTest (cmake -P): the engine library must not include or link
# wxWidgets. Fails when a file of the library includes a wx header, or when
# its link or include lines name wxWidgets.
#   -DSOURCE_DIR=<repository> -DLINK_LIBS=<list> -DINCLUDE_DIRS=<list>
foreach(var SOURCE_DIR LINK_LIBS INCLUDE_DIRS)
    if(NOT DEFINED ${var})
        message(FATAL_ERROR "CheckEngineIsWxFree: ${var} is not set")
    endif()
endforeach()

file(GLOB_RECURSE engine_files
    "${SOURCE_DIR}/include/tictactoe/*.hpp"
    "${SOURCE_DIR}/src/game/*" "${SOURCE_DIR}/src/ai/*"
    "${SOURCE_DIR}/src/records/*" "${SOURCE_DIR}/src/protocol/*")
list(LENGTH engine_files count)
if(count EQUAL 0)
    message(FATAL_ERROR "no engine sources found under ${SOURCE_DIR}")
endif()
set(offenders "")
foreach(file IN LISTS engine_files)
    file(STRINGS "${file}" hits REGEX "#[ \t]*include[ \t]*[<\"]wx/")
    if(hits)
        list(APPEND offenders "${file}")
    endif()
endforeach()
if(offenders)
    message(FATAL_ERROR "engine files include wxWidgets: ${offenders}")
endif()
foreach(item IN LISTS LINK_LIBS INCLUDE_DIRS)
    if(item MATCHES "(^|[/_-])wx")
        message(FATAL_ERROR "the engine's link or include lines name wxWidgets: ${item}")
    endif()
endforeach()
message(STATUS "${count} engine files checked: no wxWidgets")
