# The engine's layers as library targets (docs/architecture.md). Each layer is
# declared once with the layers it may use:
#
#   ttt_add_layer(<name> [USES <layer>...] [EXTERNAL <target>...] SOURCES <file>...)
#
# makes the static library ttt_<name> (alias ttt::<name>) that links exactly
# those layers, and a build step that fails when a file of the layer includes
# the headers of a layer it may not use (or wxWidgets, unless it is listed
# under EXTERNAL). So the build, not a drawing, keeps the layers.

set(TTT_LAYER_CHECK_SCRIPT ${CMAKE_CURRENT_LIST_DIR}/CheckLayerIncludes.cmake)

function(ttt_add_layer name)
    cmake_parse_arguments(PARSE_ARGV 1 LAYER "" "" "USES;EXTERNAL;SOURCES")
    set(target ttt_${name})
    add_library(${target} STATIC ${LAYER_SOURCES})
    add_library(ttt::${name} ALIAS ${target})
    target_include_directories(${target} PUBLIC $<BUILD_INTERFACE:${PROJECT_SOURCE_DIR}/include>)
    target_compile_features(${target} PUBLIC cxx_std_20)
    foreach(used IN LISTS LAYER_USES)
        if(NOT TARGET ttt_${used})
            message(FATAL_ERROR "layer ${name} uses ${used}, which is not declared before it")
        endif()
        target_link_libraries(${target} PUBLIC ttt_${used})
    endforeach()
    target_link_libraries(${target} PUBLIC ${LAYER_EXTERNAL})
    ttt_set_warnings(${target})
    if(NOT LAYER_EXTERNAL MATCHES "wx")
        ttt_set_strict_warnings(${target}) # the engine, not the window
    endif()

    # The files of the layer: its sources and its public headers.
    file(GLOB_RECURSE headers CONFIGURE_DEPENDS
        ${PROJECT_SOURCE_DIR}/include/tictactoe/${name}/*.hpp)
    file(GLOB_RECURSE private CONFIGURE_DEPENDS
        ${CMAKE_CURRENT_SOURCE_DIR}/*.hpp ${CMAKE_CURRENT_SOURCE_DIR}/*.cpp)
    set(files ${headers} ${private})
    # Every layer it may reach, directly or through the layers it uses.
    set(allowed ${name})
    foreach(used IN LISTS LAYER_USES)
        get_property(reach GLOBAL PROPERTY TTT_LAYER_REACH_${used})
        list(APPEND allowed ${reach})
    endforeach()
    list(REMOVE_DUPLICATES allowed)
    set_property(GLOBAL PROPERTY TTT_LAYER_REACH_${name} ${allowed})
    set(wx OFF)
    if(LAYER_EXTERNAL MATCHES "wx")
        set(wx ON)
    endif()
    set(stamp ${CMAKE_CURRENT_BINARY_DIR}/${target}.layer-checked)
    string(REPLACE ";" "," allowedText "${allowed}")
    set(listFile ${CMAKE_CURRENT_BINARY_DIR}/${target}.layer-files)
    file(WRITE ${listFile}.in "${files}")
    configure_file(${listFile}.in ${listFile} COPYONLY)
    add_custom_command(OUTPUT ${stamp}
        COMMAND ${CMAKE_COMMAND} -DLAYER=${name} -DALLOWED=${allowedText} -DWX=${wx}
                -DFILES=${listFile} -P ${TTT_LAYER_CHECK_SCRIPT}
        COMMAND ${CMAKE_COMMAND} -E touch ${stamp}
        DEPENDS ${files} ${TTT_LAYER_CHECK_SCRIPT}
        COMMENT "Checking the includes of layer ${name}"
        VERBATIM)
    add_custom_target(${target}_layer_check DEPENDS ${stamp})
    add_dependencies(${target} ${target}_layer_check)
endfunction()

# The folders of one layer's sources (src/gui: app/, board/, ...) in one
# direction, top first:
#
#   ttt_check_folders(<target> ORDER <rank>...)
#
# A rank is a folder or a comma list of folders side by side ("a,b"). A file
# of a folder may include the headers of its own folder and of the folders in
# later ranks, nothing above it and nothing beside it. Every sub-folder of the
# calling directory must be in ORDER. The check is a build step of <target>,
# like the layer check.
function(ttt_check_folders target)
    cmake_parse_arguments(PARSE_ARGV 1 FOLDERS "" "" "ORDER")
    set(root ${CMAKE_CURRENT_SOURCE_DIR})
    set(known "")
    foreach(rank IN LISTS FOLDERS_ORDER)
        string(REPLACE "," ";" folders "${rank}")
        foreach(folder IN LISTS folders)
            if(NOT IS_DIRECTORY ${root}/${folder})
                message(FATAL_ERROR "ttt_check_folders(${target}): no folder ${root}/${folder}")
            endif()
            list(APPEND known ${folder})
        endforeach()
    endforeach()
    file(GLOB entries LIST_DIRECTORIES true CONFIGURE_DEPENDS RELATIVE ${root} ${root}/*)
    foreach(entry IN LISTS entries)
        if(IS_DIRECTORY ${root}/${entry} AND NOT entry IN_LIST known)
            message(FATAL_ERROR "ttt_check_folders(${target}): the folder ${entry} of ${root} "
                                "is not in ORDER; give it its place")
        endif()
    endforeach()
    string(REPLACE ";" "," knownText "${known}")

    set(stamps "")
    set(below ${FOLDERS_ORDER})
    foreach(rank IN LISTS FOLDERS_ORDER)
        list(REMOVE_AT below 0)
        # What this rank may include: the folders of every later rank.
        string(REPLACE "," ";" allowedBelow "${below}")
        string(REPLACE "," ";" folders "${rank}")
        foreach(folder IN LISTS folders)
            file(GLOB files CONFIGURE_DEPENDS ${root}/${folder}/*.hpp ${root}/${folder}/*.cpp)
            set(allowed ${folder} ${allowedBelow})
            string(REPLACE ";" "," allowedText "${allowed}")
            set(stamp ${CMAKE_CURRENT_BINARY_DIR}/${target}.${folder}.folder-checked)
            set(listFile ${CMAKE_CURRENT_BINARY_DIR}/${target}.${folder}.folder-files)
            file(WRITE ${listFile}.in "${files}")
            configure_file(${listFile}.in ${listFile} COPYONLY)
            add_custom_command(OUTPUT ${stamp}
                COMMAND ${CMAKE_COMMAND} -DLAYER=${folder} -DALLOWED=${allowedText} -DWX=ON
                        -DPREFIX= -DKNOWN=${knownText} -DKIND=folder
                        -DFILES=${listFile} -P ${TTT_LAYER_CHECK_SCRIPT}
                COMMAND ${CMAKE_COMMAND} -E touch ${stamp}
                DEPENDS ${files} ${TTT_LAYER_CHECK_SCRIPT}
                COMMENT "Checking the includes of folder ${folder} of ${target}"
                VERBATIM)
            list(APPEND stamps ${stamp})
        endforeach()
    endforeach()
    add_custom_target(${target}_folder_check DEPENDS ${stamps})
    add_dependencies(${target} ${target}_folder_check)
endfunction()
