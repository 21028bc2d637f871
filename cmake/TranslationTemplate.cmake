# Run (cmake -P) by cmake/Translations.cmake, with -DMODE=
#   update          po/tictactoe.pot from the sources, merged into every po/<language>.po
#   check-template  fails when the sources' strings differ from po/tictactoe.pot
#   check-catalog   fails when po/<LANGUAGE>.po is invalid or not 100% translated
# and -DPO_DIR -DSOURCE_DIR -DLANGUAGES -DXGETTEXT -DMSGMERGE -DMSGFMT -DMSGCMP -DVERSION.
cmake_minimum_required(VERSION 3.25)
string(REPLACE "," ";" LANGUAGES "${LANGUAGES}")

# The template of the sources as they are now, written to `pot`. Message ids
# with holes {0}..{9} (ttt::Text) are flagged python-brace-format, so that
# `msgfmt --check` refuses a translation that loses or invents a hole.
function(extract pot)
    file(GLOB_RECURSE sources RELATIVE "${SOURCE_DIR}"
        "${SOURCE_DIR}/src/*.cpp" "${SOURCE_DIR}/src/*.hpp" "${SOURCE_DIR}/include/*.hpp")
    list(SORT sources)
    list(JOIN sources "\n" listing)
    file(WRITE "${pot}.files" "${listing}\n")
    execute_process(
        COMMAND "${XGETTEXT}" --language=C++ --from-code=UTF-8 --no-wrap --sort-by-file
            --keyword=_ --keyword=wxPLURAL:1,2 --keyword=wxTRANSLATE
            --keyword=wxGETTEXT_IN_CONTEXT:1c,2 --keyword=Text
            --add-comments=TRANSLATORS: --package-name=TicTacToe "--package-version=${VERSION}"
            --msgid-bugs-address=https://example.invalid/tictactoe/issues
            --files-from=${pot}.files -o "${pot}"
        WORKING_DIRECTORY "${SOURCE_DIR}"
        RESULT_VARIABLE failed)
    file(REMOVE "${pot}.files")
    if(failed)
        message(FATAL_ERROR "xgettext failed")
    endif()
    file(READ "${pot}" text)
    string(REGEX REPLACE "\n(msgid \"[^\n]*{[0-9]})" "\n#, python-brace-format\n\\1" text
           "${text}")
    file(WRITE "${pot}" "${text}")
endfunction()

function(run)
    execute_process(COMMAND ${ARGN} RESULT_VARIABLE failed OUTPUT_VARIABLE out ERROR_VARIABLE err)
    set(output "${out}${err}" PARENT_SCOPE)
    set(failed "${failed}" PARENT_SCOPE)
endfunction()

if(MODE STREQUAL "update")
    extract("${PO_DIR}/tictactoe.pot")
    foreach(language IN LISTS LANGUAGES)
        run("${MSGMERGE}" --quiet --no-wrap --update --backup=none
            "${PO_DIR}/${language}.po" "${PO_DIR}/tictactoe.pot")
        if(failed)
            message(FATAL_ERROR "msgmerge ${language}.po: ${output}")
        endif()
    endforeach()
    message(STATUS "po/tictactoe.pot refreshed; translate what msgmerge marked fuzzy or left empty")
elseif(MODE STREQUAL "check-template")
    # xgettext finds a message at `Text(` only: `Text name("...")` hides it.
    file(GLOB_RECURSE sources "${SOURCE_DIR}/src/*.?pp" "${SOURCE_DIR}/include/*.hpp")
    foreach(source IN LISTS sources)
        file(STRINGS "${source}" hidden REGEX "Text [A-Za-z_][A-Za-z_0-9]*\\(\"")
        if(hidden)
            message(FATAL_ERROR "${source}: write `auto name = Text(\"...\")` so that xgettext "
                                "finds the message:\n${hidden}")
        endif()
    endforeach()
    string(RANDOM LENGTH 8 tag)
    set(current "${CMAKE_CURRENT_BINARY_DIR}/current-${tag}.pot")
    extract("${current}")
    # Both ways: no string of the sources is missing, none is left over.
    run("${MSGCMP}" --use-untranslated "${PO_DIR}/tictactoe.pot" "${current}")
    set(missing "${output}")
    set(missing_failed "${failed}")
    run("${MSGCMP}" --use-untranslated "${current}" "${PO_DIR}/tictactoe.pot")
    file(REMOVE "${current}")
    if(missing_failed OR failed)
        message(FATAL_ERROR "po/tictactoe.pot is not current: run `cmake --build <build> --target "
                            "update-po` and translate the new strings.\n${missing}${output}")
    endif()
    message(STATUS "po/tictactoe.pot holds exactly the strings of the sources")
elseif(MODE STREQUAL "check-catalog")
    set(po "${PO_DIR}/${LANGUAGE}.po")
    run("${MSGFMT}" --check --statistics -o /dev/null "${po}")
    if(failed OR output MATCHES "fuzzy|untranslated|warning")
        message(FATAL_ERROR "po/${LANGUAGE}.po is not valid and complete:\n${output}")
    endif()
    set(statistics "${output}")
    run("${MSGCMP}" "${po}" "${PO_DIR}/tictactoe.pot")
    if(failed)
        message(FATAL_ERROR "po/${LANGUAGE}.po does not translate every string of the "
                            "template:\n${output}")
    endif()
    string(STRIP "${statistics}" statistics)
    message(STATUS "po/${LANGUAGE}.po: ${statistics}")
else()
    message(FATAL_ERROR "unknown MODE '${MODE}'")
endif()
