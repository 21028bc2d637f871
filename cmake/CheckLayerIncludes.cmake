# Run at build time by ttt_add_layer and ttt_check_folders (cmake -P): fails
# when a file of layer LAYER includes "<PREFIX><other>/..." for a layer not in
# ALLOWED (comma separated), or a wxWidgets header while WX is OFF.
#   -DLAYER=<name> -DALLOWED=<a,b,c> -DWX=ON|OFF -DFILES=<file listing the files>
#   -DPREFIX=<text>  what comes before the layer's name; "tictactoe/" unless given
#                    (empty for the folders of src/gui: "board/theme.hpp")
#   -DKNOWN=<a,b,c>  the names that are layers; an include of any other name is
#                    not looked at (e.g. "tictactoe/game/..." or <wx/...> for the
#                    folders of src/gui). Without it every name counts.
#   -DKIND=<word>    what LAYER is called in the messages; "layer" unless given
cmake_minimum_required(VERSION 3.25)
if(NOT DEFINED PREFIX)
    set(PREFIX "tictactoe/")
endif()
if(NOT KIND)
    set(KIND layer)
endif()
file(READ "${FILES}" files)
string(REPLACE "," ";" allowed "${ALLOWED}")
string(REPLACE "," ";" known "${KNOWN}")
# The name starts right after the opening quote and the prefix, so that
# "tictactoe/game/..." is not taken for the folder game. Without a prefix
# only quoted includes count: <wx/...> is no folder of the project.
string(REGEX REPLACE "([][.+*?^$()|\\\\])" "\\\\\\1" prefixPattern "${PREFIX}")
if(PREFIX STREQUAL "")
    set(pattern "\"([A-Za-z0-9_]+)/")
else()
    set(pattern "[<\"]${prefixPattern}([A-Za-z0-9_]+)/")
endif()
set(problems "")
foreach(file IN LISTS files)
    file(STRINGS "${file}" includes REGEX "^[ \t]*#[ \t]*include[ \t]*[<\"]")
    foreach(line IN LISTS includes)
        if(line MATCHES "^[ \t]*#[ \t]*include[ \t]*${pattern}")
            set(used ${CMAKE_MATCH_1})
            if((NOT KNOWN OR used IN_LIST known) AND NOT used IN_LIST allowed)
                string(APPEND problems "\n  ${file}: ${line}  (${KIND} ${LAYER} may not use ${used})")
            endif()
        elseif(line MATCHES "[<\"]wx/" AND NOT WX)
            string(APPEND problems "\n  ${file}: ${line}  (${KIND} ${LAYER} must not use wxWidgets)")
        endif()
    endforeach()
endforeach()
if(problems)
    string(SUBSTRING "${KIND}" 0 1 first)
    string(TOUPPER "${first}" first)
    string(SUBSTRING "${KIND}" 1 -1 rest)
    message(FATAL_ERROR "${first}${rest} ${LAYER} includes what it may not use:${problems}")
endif()
