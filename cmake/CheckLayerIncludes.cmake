# Run at build time by ttt_add_layer (cmake -P): fails when a file of layer
# LAYER includes "tictactoe/<other>/..." for a layer not in ALLOWED (comma
# separated), or a wxWidgets header while WX is OFF.
#   -DLAYER=<name> -DALLOWED=<a,b,c> -DWX=ON|OFF -DFILES=<file listing the files>
cmake_minimum_required(VERSION 3.25)
file(READ "${FILES}" files)
string(REPLACE "," ";" allowed "${ALLOWED}")
set(problems "")
foreach(file IN LISTS files)
    file(STRINGS "${file}" includes REGEX "^[ \t]*#[ \t]*include[ \t]*[<\"]")
    foreach(line IN LISTS includes)
        if(line MATCHES "[<\"]tictactoe/([A-Za-z_]+)/")
            set(used ${CMAKE_MATCH_1})
            if(NOT used IN_LIST allowed)
                string(APPEND problems "\n  ${file}: ${line}  (layer ${LAYER} may not use ${used})")
            endif()
        elseif(line MATCHES "[<\"]wx/" AND NOT WX)
            string(APPEND problems "\n  ${file}: ${line}  (layer ${LAYER} must not use wxWidgets)")
        endif()
    endforeach()
endforeach()
if(problems)
    message(FATAL_ERROR "Layer ${LAYER} includes what it may not use:${problems}")
endif()
