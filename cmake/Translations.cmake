# The game's translations (features.md E3). po/tictactoe.pot is the template
# of every translatable string of the sources (xgettext keywords: _, wxPLURAL,
# wxTRANSLATE, and Text for the engine's messages); po/<language>.po are the
# catalogs, one per language listed in po/LINGUAS.
#
#   ttt_add_catalogs(<target>)  compiles each .po with `msgfmt --check` into a
#       .mo and builds the .mo files into <target> (app/embedded_catalogs.hpp),
#       so that the one Windows exe carries its languages; on Linux the .mo
#       files are also installed to share/locale/<language>/LC_MESSAGES/.
#   target update-po            refreshes the template from the sources and
#       merges it into every catalog (msgmerge); run it when strings change.
#   tests po.template and po.<language>  fail when the template is not
#       current or a catalog is not complete and valid.

include(GNUInstallDirs) # where the catalogs go on Linux
find_program(TTT_MSGFMT msgfmt)
find_program(TTT_XGETTEXT xgettext)
find_program(TTT_MSGMERGE msgmerge)
find_program(TTT_MSGCMP msgcmp)
if(NOT TTT_MSGFMT)
    message(FATAL_ERROR "msgfmt is missing: install gettext (apt-get install gettext)")
endif()

set(TTT_PO_DIR "${PROJECT_SOURCE_DIR}/po")
file(STRINGS "${TTT_PO_DIR}/LINGUAS" TTT_LANGUAGES REGEX "^[a-zA-Z_]+$")
# A list would be split into separate arguments on its way to the script, so
# the languages travel joined with commas.
list(JOIN TTT_LANGUAGES "," ttt_language_list)
set(ttt_translation_args
    -DPO_DIR=${TTT_PO_DIR} -DSOURCE_DIR=${PROJECT_SOURCE_DIR} "-DLANGUAGES=${ttt_language_list}"
    -DXGETTEXT=${TTT_XGETTEXT} -DMSGMERGE=${TTT_MSGMERGE} -DMSGFMT=${TTT_MSGFMT}
    -DMSGCMP=${TTT_MSGCMP} -DVERSION=${PROJECT_VERSION})

function(ttt_add_catalogs target)
    set(dir "${CMAKE_CURRENT_BINARY_DIR}/catalogs")
    set(catalogs "")
    foreach(language IN LISTS TTT_LANGUAGES)
        set(mo "${dir}/${language}.mo")
        add_custom_command(OUTPUT "${mo}"
            COMMAND ${CMAKE_COMMAND} -E make_directory "${dir}"
            COMMAND ${TTT_MSGFMT} --check -o "${mo}" "${TTT_PO_DIR}/${language}.po"
            DEPENDS "${TTT_PO_DIR}/${language}.po"
            COMMENT "Compiling the ${language} catalog"
            VERBATIM)
        list(APPEND catalogs "${mo}")
        if(NOT WIN32)
            install(FILES "${mo}" RENAME tictactoe.mo
                DESTINATION "${CMAKE_INSTALL_DATAROOTDIR}/locale/${language}/LC_MESSAGES")
        endif()
    endforeach()
    set(source "${dir}/embedded_catalogs.cpp")
    add_custom_command(OUTPUT "${source}"
        COMMAND ${CMAKE_COMMAND} "-DLANGUAGES=${TTT_LANGUAGES}" -DDIR=${dir} -DOUTPUT=${source}
                -P "${PROJECT_SOURCE_DIR}/cmake/GenerateEmbeddedCatalogs.cmake"
        DEPENDS ${catalogs} "${PROJECT_SOURCE_DIR}/cmake/GenerateEmbeddedCatalogs.cmake"
        COMMENT "Building the catalogs into the program"
        VERBATIM)
    target_sources(${target} PRIVATE "${source}")
endfunction()

if(TTT_XGETTEXT AND TTT_MSGMERGE)
    add_custom_target(update-po
        COMMAND ${CMAKE_COMMAND} -DMODE=update ${ttt_translation_args}
                -P "${PROJECT_SOURCE_DIR}/cmake/TranslationTemplate.cmake"
        COMMENT "Refreshing po/tictactoe.pot and merging it into the catalogs"
        VERBATIM)
endif()

function(ttt_add_translation_tests)
    if(NOT TTT_XGETTEXT OR NOT TTT_MSGCMP)
        message(FATAL_ERROR "xgettext and msgcmp are missing: install gettext")
    endif()
    add_test(NAME po.template COMMAND ${CMAKE_COMMAND} -DMODE=check-template
        ${ttt_translation_args} -P "${PROJECT_SOURCE_DIR}/cmake/TranslationTemplate.cmake")
    foreach(language IN LISTS TTT_LANGUAGES)
        add_test(NAME po.${language} COMMAND ${CMAKE_COMMAND} -DMODE=check-catalog
            -DLANGUAGE=${language} ${ttt_translation_args}
            -P "${PROJECT_SOURCE_DIR}/cmake/TranslationTemplate.cmake")
    endforeach()
endfunction()
