#!/usr/bin/env bash
# Checks the Linux installation and packages:
#   build     a Release build in build/package (prefix /usr)
#   install   cmake --install into a staging folder; the .desktop entry and
#             the AppStream metainfo pass desktop-file-validate and
#             appstreamcli validate --pedantic; icons and binaries are where they belong
#   package   CPack makes the .deb and the .tar.gz; lintian passes the .deb
#             with no error and no warning
#   deb       the .deb installs with apt-get (pulling its dependencies), the
#             installed game opens its window under Xvfb, F1 opens the rules
#             (the help viewer module is found where it was installed), and
#             it closes cleanly;
#             the package is removed again afterwards
#
# usage: scripts/check-linux-package.sh [build] [install] [package] [deb]
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh"
source "$(dirname "${BASH_SOURCE[0]}")/lib/headless.sh"

BUILD_DIR="${TTT_PACKAGE_BUILD_DIR:-$TTT_REPO_DIR/build/package}"
STAGE="$BUILD_DIR/stage"
trap stop_xvfb EXIT

cache_value() {
    sed -n "s/^$1:[A-Z]*=//p" "$BUILD_DIR/CMakeCache.txt"
}

app_id() {
    local id
    id=$(cache_value TTT_APP_ID)
    [[ -n "$id" ]] || die "TTT_APP_ID is not in the cache: is cmake/Packaging.cmake included by CMakeLists.txt?"
    echo "$id"
}

do_build() {
    step "Release build for packaging in $BUILD_DIR"
    apt_install build-essential cmake ninja-build libwxgtk3.2-dev libcairo2-dev libexpected-dev \
        nlohmann-json3-dev libcli11-dev unicode-data gettext desktop-file-utils appstream shared-mime-info \
        dpkg-dev file xvfb xauth xdotool imagemagick python3-xlib lintian
    # -O2 as Debian builds its packages (GCC 12 warns falsely at -O3), with
    # all its hardening flags; the programs in /usr/games, as Debian has games.
    export DEB_BUILD_MAINT_OPTIONS=hardening=+all
    cmake -S "$TTT_REPO_DIR" -B "$BUILD_DIR" -G Ninja -DCMAKE_BUILD_TYPE=Release \
        -DCMAKE_CXX_FLAGS_RELEASE="-O2 -DNDEBUG $(dpkg-buildflags --get CXXFLAGS) $(dpkg-buildflags --get CPPFLAGS)" \
        -DCMAKE_EXE_LINKER_FLAGS="$(dpkg-buildflags --get LDFLAGS)" \
        -DCMAKE_MODULE_LINKER_FLAGS="$(dpkg-buildflags --get LDFLAGS)" \
        -DCMAKE_INSTALL_BINDIR=games \
        -DCMAKE_INSTALL_PREFIX=/usr -DTTT_BUILD_TESTS=OFF -DTTT_PRECOMPILED_HEADERS=OFF
    cmake --build "$BUILD_DIR" -j"$TTT_JOBS"
    step_done
}

do_install() {
    step "cmake --install into $STAGE, desktop entry and metainfo validation"
    local id
    id=$(app_id)
    rm -rf "$STAGE"
    DESTDIR="$STAGE" cmake --install "$BUILD_DIR" >/dev/null
    (cd "$STAGE" && find . -type f | sort | sed 's|^\./|  /|')

    local expected=(usr/games/TicTacToe usr/games/pbrain-tictactoe
        usr/share/man/man6/TicTacToe.6.gz usr/share/man/man6/pbrain-tictactoe.6.gz
        usr/share/doc/tictactoe/copyright usr/share/doc/tictactoe/changelog.gz
        "usr/share/applications/$id.desktop"
        "usr/share/metainfo/$id.metainfo.xml"
        "usr/share/mime/packages/$id.xml"
        "usr/share/icons/hicolor/scalable/apps/$id.svg")
    local size
    for size in 16 24 32 48 64 128 256; do
        expected+=("usr/share/icons/hicolor/${size}x$size/apps/$id.png")
    done
    local language
    for language in $(grep -v '^#' "$TTT_REPO_DIR/po/LINGUAS"); do
        expected+=("usr/share/locale/$language/LC_MESSAGES/tictactoe.mo")
    done
    local path
    for path in "${expected[@]}"; do
        [[ -f "$STAGE/$path" ]] || die "not installed: /$path"
    done
    [[ -x "$STAGE/usr/games/TicTacToe" ]] || die "/usr/games/TicTacToe is not executable"
    # The help pages' view, a module of its own (src/gui/dialogs/help_page.hpp).
    [[ -n $(find "$STAGE/usr/lib" -path '*/tictactoe/tictactoe-help.so' 2>/dev/null) ]] ||
        die "not installed: /usr/lib/.../tictactoe/tictactoe-help.so"
    # The man pages are well-formed (groff's warnings are errors here).
    local page
    for page in TicTacToe pbrain-tictactoe; do
        local warnings
        warnings=$(zcat "$STAGE/usr/share/man/man6/$page.6.gz" | groff -man -Tutf8 -ww -z 2>&1)
        [[ -z "$warnings" ]] || die "man page $page(6): $warnings"
        # Every option the program lists is in its page.
        local text option
        text=$(zcat "$STAGE/usr/share/man/man6/$page.6.gz" | groff -man -Tascii -P-cbu 2>/dev/null)
        for option in $("$STAGE/usr/games/$page" --help 2>&1 | grep -o -- '--[a-z][a-z-]*' | sort -u); do
            grep -q -- "$option" <<<"$text" || die "man page $page(6) lacks $option"
        done
    done
    echo "man pages: ok, every option of --help in them"

    local desktop="$STAGE/usr/share/applications/$id.desktop"
    desktop-file-validate "$desktop"
    echo "desktop-file-validate: ok"
    appstreamcli validate --no-net --pedantic "$STAGE/usr/share/metainfo/$id.metainfo.xml"
    grep -qx "Icon=$id" "$desktop" || die "the desktop entry names another icon"
    grep -qx "Exec=TicTacToe %f" "$desktop" || die "the desktop entry starts another program"
    # The game files' types: the desktop entry names them, the MIME package
    # defines them (update-mime-database must accept it and know the globs).
    local mime_copy
    mime_copy=$(mktemp -d)
    mkdir -p "$mime_copy/packages"
    cp "$STAGE/usr/share/mime/packages/$id.xml" "$mime_copy/packages/"
    update-mime-database "$mime_copy"
    local type
    for type in application/x-tictactoe-game:tttgame application/x-piskvork-game:psq; do
        grep -q "MimeType=.*${type%%:*};" "$desktop" || die "the desktop entry lacks ${type%%:*}"
        grep -q "^${type%%:*}:\*\.${type##*:}$" "$mime_copy/globs" ||
            die "the MIME package does not map *.${type##*:} to ${type%%:*}"
    done
    rm -rf "$mime_copy"
    echo "MIME types: ok"
    step_done
}

do_package() {
    step "CPack: .deb and .tar.gz"
    rm -f "$BUILD_DIR"/*.deb "$BUILD_DIR"/*.tar.gz
    (cd "$BUILD_DIR" && cpack -G "DEB;TGZ")
    local deb tgz
    deb=$(ls "$BUILD_DIR"/*.deb)
    tgz=$(ls "$BUILD_DIR"/*.tar.gz)
    dpkg-deb --info "$deb" | sed -n 's/^ \(Package\|Version\|Architecture\|Depends\|Section\):/  &/p'
    local deb_files tgz_files
    deb_files=$(dpkg-deb --contents "$deb")
    tgz_files=$(tar -tzf "$tgz")
    grep -q "\./usr/games/TicTacToe$" <<<"$deb_files" || die "the .deb lacks /usr/games/TicTacToe"
    grep -q "/applications/.*\.desktop$" <<<"$deb_files" || die "the .deb lacks the desktop entry"
    grep -q "/tictactoe/tictactoe-help\.so$" <<<"$deb_files" || die "the .deb lacks the help viewer"
    grep -q "/tictactoe/tictactoe-help\.so$" <<<"$tgz_files" || die "the .tar.gz lacks the help viewer"
    grep -q "/games/TicTacToe$" <<<"$tgz_files" || die "the .tar.gz lacks games/TicTacToe"
    echo "$(basename "$deb"): $(du -h "$deb" | cut -f1), $(basename "$tgz"): $(du -h "$tgz" | cut -f1)"
    # Debian's own checker: no error, no warning, and no override.
    lintian --fail-on error,warning --display-info "$deb" 2>&1 | grep -v 'running with root privileges' ||
        true
    lintian --fail-on error,warning "$deb" >/dev/null 2>&1 || die "lintian found errors or warnings in $(basename "$deb")"
    echo "lintian: no errors, no warnings"
    step_done
}

do_deb() {
    step "Install the .deb and start the installed game under Xvfb"
    local deb
    deb=$(ls "$BUILD_DIR"/*.deb)
    DEBIAN_FRONTEND=noninteractive "${SUDO[@]}" apt-get install -y -qq "$deb" >/dev/null
    dpkg -s tictactoe | grep -E '^(Status|Version):'
    [[ -x /usr/games/TicTacToe ]] || die "/usr/games/TicTacToe missing after installing the .deb"

    start_xvfb
    local home
    home=$(mktemp -d) # a fresh user: no saved settings
    HOME="$home" /usr/games/TicTacToe >"$BUILD_DIR/installed-start.log" 2>&1 &
    local pid=$! window
    window=$(wait_for_window "$pid" '^TicTacToe' 30)
    echo "window $window '$(xdotool getwindowname "$window")'"
    sleep 1
    screenshot "$BUILD_DIR/installed-start.png"
    # F1 opens the rules: the help viewer is loaded from where it was installed
    # (a missing one would be told in a box titled TicTacToe instead).
    xdotool windowfocus --sync "$window" 2>/dev/null || true
    xdotool key F1
    local help
    help=$(wait_for_window "$pid" '^Rules and keys$' 15)
    sleep 0.5
    screenshot "$BUILD_DIR/installed-help.png"
    echo "help window $help '$(xdotool getwindowname "$help")'"
    /usr/bin/python3 "$TTT_REPO_DIR/scripts/x11-close-window.py" "$help" ||
        die "could not close the help window"
    sleep 0.5
    close_and_wait "$pid" "$window" 10
    stop_xvfb
    rm -rf "$home"
    DEBIAN_FRONTEND=noninteractive "${SUDO[@]}" apt-get remove -y -qq tictactoe >/dev/null
    echo "package removed again"
    step_done
}

steps=("$@")
((${#steps[@]})) || steps=(build install package deb)
for s in "${steps[@]}"; do
    case "$s" in
    build) do_build ;;
    install) do_install ;;
    package) do_package ;;
    deb) do_deb ;;
    *) die "unknown step '$s' (build, install, package, deb)" ;;
    esac
done
echo "Linux package checks passed: ${steps[*]}"
