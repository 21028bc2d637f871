#!/usr/bin/env bash
# Cross-builds dist/TicTacToe.exe (and dist/pbrain-tictactoe.exe) for 64-bit
# Windows on Debian 12: MinGW-w64 + a static wxMSW 3.2 built from Debian's
# source package into a cache outside the repository; then the installer
# (dist/TicTacToe-<version>-setup.exe, NSIS: resources/windows/installer.nsi)
# and the portable zip (dist/TicTacToe-<version>-portable.zip).
#
# usage: scripts/build-windows.sh [deps] [wx] [sodium] [game] [installer]
#        (no argument: deps wx game installer)
#        wx builds wxWidgets and libsodium (network play); sodium builds only
#        libsodium. Each is built once and then reused from the cache.
# environment: TTT_CACHE (default ~/.cache/tictactoe), TTT_JOBS (default 2),
#              TTT_WIN_BUILD_DIR, TTT_DIST_DIR
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib/windows.sh"

# Only what the game uses: core, base, html (rules page), adv; the rest is
# switched off to keep the first build short and the exe small. A change here
# changes the stamp below and rebuilds wxWidgets.
WX_CONFIGURE_OPTIONS=(
    --host="$TTT_HOST"
    --prefix="$TTT_WX_PREFIX"
    --with-msw --disable-shared --enable-unicode
    --disable-debug_info --disable-tests
    --with-zlib=sys --with-libpng=sys --without-expat
    --with-regex=builtin --with-nanosvg
    --without-libjpeg --without-libtiff --without-liblzma --without-libmspack
    --without-opengl --without-sdl
    --disable-webview --disable-mediactrl --disable-stc --disable-ribbon
    --disable-propgrid --disable-richtext --disable-aui --disable-xrc
)
WX_TOOLS=(CC="$TTT_HOST-gcc-posix" CXX="$TTT_HOST-g++-posix"
          RANLIB="$TTT_HOST-ranlib" WINDRES="$TTT_HOST-windres"
          CFLAGS=-O2 CXXFLAGS=-O2
          CPPFLAGS="-I$TTT_WX_PREFIX/include" LDFLAGS="-L$TTT_WX_PREFIX/lib")

# Network play (src/net) needs libsodium. --enable-minimal leaves out what the
# game does not call (scrypt, the XChaCha20 secretbox and stream, Ed25519 and
# Ristretto arithmetic) and shortens the build; everything src/net uses stays
# in it: Argon2id pwhash, kx, kdf, auth (HMAC-SHA-512-256), generichash
# (BLAKE2b), the XChaCha20-Poly1305 AEAD, randombytes. A call to one of the
# left-out functions links on Linux but not here: drop the option then. A
# change here changes the stamp below and rebuilds libsodium.
SODIUM_CONFIGURE_OPTIONS=(
    --host="$TTT_HOST"
    --prefix="$TTT_SODIUM_PREFIX"
    --disable-shared --enable-static --enable-minimal --disable-dependency-tracking
    CC="$TTT_HOST-gcc-posix" CFLAGS=-O2
)

install_deps() {
    step "Packages: MinGW-w64, Wine, Xvfb, CMake, Ninja, Asio, Autotools"
    apt_install g++-mingw-w64-x86-64-posix gcc-mingw-w64-x86-64-posix libz-mingw-w64-dev \
        mingw-w64-tools binutils-mingw-w64-x86-64 wine wine64 xvfb xauth xdotool x11-utils \
        imagemagick icoutils python3-xlib cmake ninja-build make dpkg-dev catch2 \
        libexpected-dev nlohmann-json3-dev libcli11-dev unicode-data gettext \
        libasio-dev autoconf automake libtool nsis
    step_done
}

# Adds a deb-src entry for bookworm unless one exists (deb822 or one-line style).
ensure_deb_src() {
    if grep -rqsE '^(deb-src|Types:.*deb-src)' /etc/apt/sources.list /etc/apt/sources.list.d/; then
        return
    fi
    echo "adding a deb-src entry for bookworm"
    "${SUDO[@]}" tee /etc/apt/sources.list.d/tictactoe-deb-src.sources >/dev/null <<'SRC'
Types: deb-src
URIs: http://deb.debian.org/debian
Suites: bookworm bookworm-updates
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg
SRC
    "${SUDO[@]}" apt-get update -qq
}

# fetch_source <source package> <destination>: unpacks Debian's source once.
fetch_source() {
    local package=$1 dest=$2
    if [[ -f "$dest/.unpacked" ]]; then
        echo "$package sources: $dest (cached)"
        return
    fi
    ensure_deb_src
    # apt fetches as user _apt, which needs a folder of its own to write to.
    local download
    download=$(mktemp -d "${TMPDIR:-/tmp}/ttt-source.XXXXXX")
    if [[ $(id -u) -eq 0 ]] && id _apt >/dev/null 2>&1; then chown _apt "$download"; fi
    rm -rf "$dest"
    mkdir -p "$(dirname "$dest")"
    (cd "$download" && apt-get source -qq "$package" 2>&1 | grep -v '^dpkg-source: info' || true)
    local unpacked
    unpacked=$(find "$download" -mindepth 1 -maxdepth 1 -type d | head -n1)
    [[ -n "$unpacked" ]] || die "apt-get source $package gave no source tree"
    mv "$unpacked" "$dest"
    rm -rf "$download"
    touch "$dest/.unpacked"
}

# Debian's wxWidgets sources come without the bundled png/zlib/expat, so
# libpng is built from Debian's own source package; zlib is libz-mingw-w64-dev.
build_libpng() {
    fetch_source libpng1.6 "$TTT_CACHE/libpng-src"
    rm -rf "$TTT_CACHE/libpng-build"
    mkdir -p "$TTT_CACHE/libpng-build"
    (
        cd "$TTT_CACHE/libpng-build"
        echo "libpng: configure, make (log: $TTT_CACHE/libpng-build/build.out)"
        { "$TTT_CACHE/libpng-src/configure" --host="$TTT_HOST" \
            --build="$(dpkg-architecture -qDEB_BUILD_GNU_TYPE)" --prefix="$TTT_WX_PREFIX" \
            --disable-shared --enable-static CC="$TTT_HOST-gcc-posix" CFLAGS=-O2 &&
            make -j"$TTT_JOBS" && make install; } >build.out 2>&1 ||
            { tail -n 40 build.out; die "libpng build failed"; }
    )
    rm -rf "$TTT_CACHE/libpng-build"
}

# libsodium from Debian's source package, static, into TTT_SODIUM_PREFIX.
# Debian's source has no configure script (its package runs autoreconf), so
# autoreconf makes one, once, in the cached sources.
build_libsodium() {
    step "libsodium for Windows (static) into $TTT_SODIUM_PREFIX"
    local stamp="$TTT_SODIUM_PREFIX/.configure-options"
    local options=("${SODIUM_CONFIGURE_OPTIONS[0]}" --build="$(dpkg-architecture -qDEB_BUILD_GNU_TYPE)"
        "${SODIUM_CONFIGURE_OPTIONS[@]:1}")
    local wanted
    wanted=$(printf '%s\n' "${options[@]}")
    if [[ -f "$stamp" && "$(cat "$stamp")" == "$wanted" && -f "$TTT_SODIUM_PREFIX/lib/libsodium.a" ]]; then
        echo "reusing the cached build (same configure options)"
        step_done
        return
    fi
    local src="$TTT_CACHE/libsodium-src" build="$TTT_CACHE/libsodium-build"
    fetch_source libsodium "$src"
    if [[ ! -x "$src/configure" ]]; then
        echo "libsodium: autoreconf (log: $src/autoreconf.out)"
        (cd "$src" && autoreconf --force --install >autoreconf.out 2>&1) ||
            { tail -n 40 "$src/autoreconf.out"; rm -f "$src/configure"; die "libsodium autoreconf failed"; }
    fi
    rm -rf "$TTT_SODIUM_PREFIX" "$build"
    mkdir -p "$build"
    (
        cd "$build"
        echo "libsodium: configure, make (log: $build/build.out)"
        { "$src/configure" "${options[@]}" && make -j"$TTT_JOBS" && make install; } >build.out 2>&1 ||
            { tail -n 40 build.out; die "libsodium build failed"; }
    )
    printf '%s\n' "$wanted" >"$stamp"
    rm -rf "$build"
    step_done
}

build_wx() {
    step "wxWidgets 3.2 for Windows (static wxMSW) into $TTT_WX_PREFIX"
    local stamp="$TTT_WX_PREFIX/.configure-options"
    local options=("${WX_CONFIGURE_OPTIONS[0]}" --build="$(dpkg-architecture -qDEB_BUILD_GNU_TYPE)"
        "${WX_CONFIGURE_OPTIONS[@]:1}")
    local wanted
    wanted=$(printf '%s\n' "${options[@]}" "${WX_TOOLS[@]}")
    if [[ -f "$stamp" && "$(cat "$stamp")" == "$wanted" && -x "$TTT_WX_PREFIX/bin/wx-config" ]]; then
        echo "reusing the cached build (same configure options)"
        step_done
        return
    fi
    fetch_source wxwidgets3.2 "$TTT_WX_SRC_DIR"
    rm -rf "$TTT_WX_PREFIX" "$TTT_CACHE/wx-build"
    build_libpng
    mkdir -p "$TTT_CACHE/wx-build"
    (
        cd "$TTT_CACHE/wx-build"
        echo "configure (log: $TTT_CACHE/wx-build/configure.out)"
        "$TTT_WX_SRC_DIR/configure" "${options[@]}" "${WX_TOOLS[@]}" \
            >configure.out 2>&1 || { tail -n 40 configure.out; die "wxWidgets configure failed"; }
        echo "make -j$TTT_JOBS (log: $TTT_CACHE/wx-build/make.out)"
        make -j"$TTT_JOBS" >make.out 2>&1 || { tail -n 60 make.out; die "wxWidgets build failed"; }
        make install >install.out 2>&1 || { tail -n 40 install.out; die "wxWidgets install failed"; }
    )
    printf '%s\n' "$wanted" >"$stamp"
    rm -rf "$TTT_CACHE/wx-build"
    step_done
}

build_game() {
    step "TicTacToe for Windows (cross build in $TTT_WIN_BUILD_DIR)"
    [[ -x "$TTT_WX_PREFIX/bin/wx-config" ]] || die "no cross wxWidgets in $TTT_WX_PREFIX: run the wx step"
    local sodium_pc_dir="$TTT_SODIUM_PREFIX/lib/pkgconfig"
    [[ -f "$sodium_pc_dir/libsodium.pc" ]] || die "no cross libsodium in $TTT_SODIUM_PREFIX: run the wx step"
    # The header-only libraries (Catch2, tl::expected, nlohmann-json, CLI11,
    # standalone Asio) come from Debian's packages: the build gets a folder
    # holding just them, never the whole of /usr/include, which would shadow
    # the MinGW headers.
    local headers_dir="$TTT_CACHE/header-libs"
    mkdir -p "$headers_dir"
    local library
    for library in catch2 tl nlohmann CLI asio asio.hpp; do
        [[ -e /usr/include/$library ]] || die "/usr/include/$library is missing (scripts/install-deps.sh)"
        ln -sfn "/usr/include/$library" "$headers_dir/$library"
    done
    # pkg-config (libsodium for src/net) reads only the cross prefix: the
    # host's libsodium.pc (libsodium-dev, for the Linux build) must never be
    # found. Exported, so that a re-run of CMake during the build sees it too.
    export PKG_CONFIG_LIBDIR="$sodium_pc_dir" PKG_CONFIG_PATH=""
    unset PKG_CONFIG_SYSROOT_DIR
    cmake -S "$TTT_REPO_DIR" -B "$TTT_WIN_BUILD_DIR" -G Ninja \
        -DCMAKE_TOOLCHAIN_FILE="$TTT_REPO_DIR/cmake/toolchain-mingw-w64.cmake" \
        -DCMAKE_BUILD_TYPE=Release \
        -DCMAKE_CXX_FLAGS_RELEASE="-O2 -DNDEBUG" \
        -DTTT_WARNINGS_AS_ERRORS="${TTT_WARNINGS_AS_ERRORS:-ON}" \
        -DwxWidgets_CONFIG_EXECUTABLE="$TTT_WX_PREFIX/bin/wx-config" \
        -DCMAKE_FIND_ROOT_PATH="$TTT_WX_PREFIX;$TTT_SODIUM_PREFIX" \
        -DTTT_HEADER_LIBS_DIR="$headers_dir" \
        -DTTT_CATCH2_INCLUDE_DIR="$headers_dir" \
        -DTTT_ASIO_INCLUDE_DIR="$headers_dir"
    # src/CMakeLists.txt leaves network play out, quietly, when libsodium or
    # Asio is not found: here that is an error.
    grep -q '^TTT_SODIUM_PROBE_FOUND:INTERNAL=1$' "$TTT_WIN_BUILD_DIR/CMakeCache.txt" ||
        die "CMake did not find the cross libsodium in $sodium_pc_dir"
    cmake --build "$TTT_WIN_BUILD_DIR" -j"$TTT_JOBS"
    mkdir -p "$TTT_DIST_DIR"
    local target exe
    for target in TicTacToe pbrain-tictactoe; do
        exe="$TTT_WIN_BUILD_DIR/bin/$target.exe"
        [[ -f "$exe" ]] || exe=$(find "$TTT_WIN_BUILD_DIR" -name "$target.exe" -not -path '*/CMakeFiles/*' | head -n1)
        if [[ -n "$exe" && -f "$exe" ]]; then
            "$TTT_HOST-strip" -o "$TTT_DIST_DIR/$target.exe" "$exe"
            echo "dist/$target.exe: $(du -h "$TTT_DIST_DIR/$target.exe" | cut -f1)"
        elif [[ $target == TicTacToe ]]; then
            echo "warning: target TicTacToe was not built (src/gui missing?)" >&2
        fi
    done
    step_done
}

# The version the build was made with (project() in CMakeLists.txt).
game_version() {
    local version
    version=$(sed -n 's/^CMAKE_PROJECT_VERSION:STATIC=//p' "$TTT_WIN_BUILD_DIR/CMakeCache.txt")
    [[ -n "$version" ]] || die "no version in $TTT_WIN_BUILD_DIR/CMakeCache.txt: run the game step"
    echo "$version"
}

build_installer() {
    step "Installer and portable zip"
    command -v makensis >/dev/null || die "makensis is missing (the deps step installs nsis)"
    local exe
    for exe in TicTacToe pbrain-tictactoe; do
        [[ -f "$TTT_DIST_DIR/$exe.exe" ]] || die "$TTT_DIST_DIR/$exe.exe is missing: run the game step"
    done
    local version setup zip
    version=$(game_version)
    setup="$TTT_DIST_DIR/TicTacToe-$version-setup.exe"
    zip="$TTT_DIST_DIR/TicTacToe-$version-portable.zip"
    rm -f "$setup" "$zip"
    makensis -V2 -DVERSION="$version" -DDIST="$TTT_DIST_DIR" -DREPO="$TTT_REPO_DIR"         -DOUTFILE="$setup" "$TTT_REPO_DIR/resources/windows/installer.nsi"
    # The portable zip: the two programs, the notes for Windows and the licence.
    local staging
    staging=$(mktemp -d)
    mkdir -p "$staging/TicTacToe"
    cp "$TTT_DIST_DIR/TicTacToe.exe" "$TTT_DIST_DIR/pbrain-tictactoe.exe" "$staging/TicTacToe/"
    cp "$TTT_REPO_DIR/resources/windows/README.txt" "$staging/TicTacToe/README.txt"
    cp "$TTT_REPO_DIR/LICENSE" "$staging/TicTacToe/LICENSE.txt"
    (cd "$staging" && cmake -E tar cf "$zip" --format=zip TicTacToe)
    rm -rf "$staging"
    echo "$(basename "$setup"): $(du -h "$setup" | cut -f1)"
    echo "$(basename "$zip"): $(du -h "$zip" | cut -f1)"
    step_done
}

steps=("$@")
((${#steps[@]})) || steps=(deps wx game installer)
for s in "${steps[@]}"; do
    case "$s" in
    deps) install_deps ;;
    wx)
        build_libsodium
        build_wx
        ;;
    sodium) build_libsodium ;;
    game) build_game ;;
    installer) build_installer ;;
    *) die "unknown step '$s' (deps, wx, sodium, game, installer)" ;;
    esac
done
