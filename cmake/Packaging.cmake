# Install rules and CPack packages. Included at the end of the top-level
# CMakeLists.txt, after every target exists.
#
# Linux: the game and the brain into bin/ (games/ in the .deb:
# scripts/check-linux-package.sh sets CMAKE_INSTALL_BINDIR), a .desktop
# entry, hicolor icons (PNG sizes and SVG), AppStream metainfo, the MIME
# types of the game files (.tttgame, Piskvork's .psq), man pages and the
# documents Debian asks for (a machine-readable copyright, a changelog)
# under share/; CPack makes a .deb that lintian passes, and a .tar.gz.
# Windows: the exes and the text files at the top of a .zip (the installer
# is NSIS's: scripts/build-windows.sh).
include(GNUInstallDirs)

# Reverse-DNS application id: names the .desktop file, the icon and metainfo.
set(TTT_APP_ID "org.example.tictactoe" CACHE STRING "Application id for the desktop integration")
set(TTT_RELEASE_DATE "2026-11-22" CACHE STRING "Date of this release in the AppStream metainfo")
set(ttt_resources "${PROJECT_SOURCE_DIR}/resources")
set(ttt_generated "${PROJECT_BINARY_DIR}/packaging")

# The executables' own install rules sit next to them (src/gui, src/brain).

if(UNIX AND NOT APPLE AND TARGET TicTacToe)
    set(TTT_INSTALLED_EXE TicTacToe)
    configure_file("${ttt_resources}/linux/tictactoe.desktop.in"
        "${ttt_generated}/${TTT_APP_ID}.desktop" @ONLY)
    configure_file("${ttt_resources}/linux/tictactoe.metainfo.xml.in"
        "${ttt_generated}/${TTT_APP_ID}.metainfo.xml" @ONLY)
    install(FILES "${ttt_generated}/${TTT_APP_ID}.desktop"
        DESTINATION ${CMAKE_INSTALL_DATADIR}/applications)
    install(FILES "${ttt_generated}/${TTT_APP_ID}.metainfo.xml"
        DESTINATION ${CMAKE_INSTALL_DATADIR}/metainfo)
    # shared-mime-info's trigger (or update-mime-database) reads it from there.
    install(FILES "${ttt_resources}/linux/tictactoe.mime.xml"
        DESTINATION ${CMAKE_INSTALL_DATADIR}/mime/packages RENAME ${TTT_APP_ID}.xml)
    foreach(ttt_size 16 24 32 48 64 128 256)
        install(FILES "${ttt_resources}/icons/png/tictactoe-${ttt_size}.png"
            DESTINATION ${CMAKE_INSTALL_DATADIR}/icons/hicolor/${ttt_size}x${ttt_size}/apps
            RENAME ${TTT_APP_ID}.png)
    endforeach()
    install(FILES "${ttt_resources}/icons/tictactoe.svg"
        DESTINATION ${CMAKE_INSTALL_DATADIR}/icons/hicolor/scalable/apps
        RENAME ${TTT_APP_ID}.svg)
endif()

if(WIN32)
    set(ttt_doc_destination .)
    set(ttt_docs LICENSE README.md CHANGELOG.md)
else()
    # Named after the package, as Debian expects; the licence is in the
    # copyright file there.
    set(ttt_doc_destination ${CMAKE_INSTALL_DATADIR}/doc/tictactoe)
    set(ttt_docs README.md CHANGELOG.md)
endif()
foreach(ttt_doc IN LISTS ttt_docs)
    if(EXISTS "${PROJECT_SOURCE_DIR}/${ttt_doc}")
        install(FILES "${PROJECT_SOURCE_DIR}/${ttt_doc}" DESTINATION ${ttt_doc_destination})
    endif()
endforeach()

if(UNIX AND NOT APPLE)
    # Debian's copyright file (machine-readable, DEP-5) and the changelog of a
    # native package, dated at configure time (or by SOURCE_DATE_EPOCH).
    install(FILES "${ttt_resources}/linux/copyright" DESTINATION ${ttt_doc_destination})
    string(TIMESTAMP TTT_CHANGELOG_DATE "%a, %d %b %Y %H:%M:%S +0000" UTC)
    configure_file("${ttt_resources}/linux/changelog.in" "${ttt_generated}/changelog" @ONLY)
    # Man pages in section 6 (games), with the version.
    set(ttt_compressed)
    foreach(ttt_page TicTacToe.6 pbrain-tictactoe.6)
        configure_file("${ttt_resources}/linux/${ttt_page}" "${ttt_generated}/${ttt_page}" @ONLY)
    endforeach()
    # gzip -9n: compressed as Debian wants them, the same bytes every build.
    foreach(ttt_file changelog TicTacToe.6 pbrain-tictactoe.6)
        add_custom_command(OUTPUT "${ttt_generated}/${ttt_file}.gz"
            COMMAND gzip -9nkf "${ttt_generated}/${ttt_file}"
            DEPENDS "${ttt_generated}/${ttt_file}"
            COMMENT "Compressing ${ttt_file}" VERBATIM)
        list(APPEND ttt_compressed "${ttt_generated}/${ttt_file}.gz")
    endforeach()
    add_custom_target(ttt_compressed_docs ALL DEPENDS ${ttt_compressed})
    install(FILES "${ttt_generated}/changelog.gz" DESTINATION ${ttt_doc_destination})
    install(FILES "${ttt_generated}/TicTacToe.6.gz" "${ttt_generated}/pbrain-tictactoe.6.gz"
        DESTINATION ${CMAKE_INSTALL_MANDIR}/man6)
endif()

# CPack
set(CPACK_PACKAGE_NAME tictactoe)
set(CPACK_PACKAGE_VENDOR "The TicTacToe authors")
set(CPACK_PACKAGE_CONTACT "The TicTacToe authors <tictactoe@example.invalid>")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "${PROJECT_DESCRIPTION}")
set(CPACK_PACKAGE_HOMEPAGE_URL "${PROJECT_HOMEPAGE_URL}")
set(CPACK_PACKAGE_INSTALL_DIRECTORY TicTacToe)
set(CPACK_PACKAGE_EXECUTABLES TicTacToe TicTacToe)
set(CPACK_RESOURCE_FILE_LICENSE "${PROJECT_SOURCE_DIR}/LICENSE")
set(CPACK_STRIP_FILES ON)
set(CPACK_SOURCE_IGNORE_FILES "/\\\\.git/" "/build/" "/dist/")
if(WIN32)
    set(CPACK_GENERATOR ZIP)
    set(CPACK_PACKAGE_FILE_NAME "TicTacToe-${PROJECT_VERSION}-windows-x64")
    set(CPACK_INCLUDE_TOPLEVEL_DIRECTORY OFF)
else()
    set(CPACK_GENERATOR DEB TGZ)
    set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
    set(CPACK_DEBIAN_PACKAGE_SECTION games)
    # The synopsis is CPACK_PACKAGE_DESCRIPTION_SUMMARY: only the rest here.
    set(CPACK_DEBIAN_PACKAGE_DESCRIPTION
        "Classic 3x3 tic-tac-toe, m x n boards with k in a row, Gomoku (freestyle,\nexactly five, Renju, Caro) and five in a row on an unlimited field,\nagainst a friend at the same computer or over the network, or against\nthe computer from Easy to a Hard that is a real Gomoku engine.")
    # Library dependencies (wxWidgets, libstdc++) found by dpkg-shlibdeps.
    set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
    # Chinese needs a CJK font on screen; wxWidgets' own catalogs translate
    # the stock buttons and dialogs (features.md E3).
    set(CPACK_DEBIAN_PACKAGE_DEPENDS "fonts-wqy-microhei | fonts-noto-cjk")
    set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "wx3.2-i18n")
endif()
include(CPack)
