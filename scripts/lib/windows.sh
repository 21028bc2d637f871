# Settings of the Windows cross build and its Wine checks; sourced, not run.
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"

TTT_HOST=x86_64-w64-mingw32
TTT_WX_PREFIX="$TTT_CACHE/wxmsw-3.2"
TTT_WX_SRC_DIR="$TTT_CACHE/wx-src"
# libsodium for network play: a prefix of its own, so that rebuilding
# wxWidgets (which empties TTT_WX_PREFIX) leaves it alone.
TTT_SODIUM_PREFIX="$TTT_CACHE/libsodium-mingw"
TTT_WIN_BUILD_DIR="${TTT_WIN_BUILD_DIR:-$TTT_REPO_DIR/build/windows}"
TTT_DIST_DIR="${TTT_DIST_DIR:-$TTT_REPO_DIR/dist}"
export WINEPREFIX="${WINEPREFIX:-$TTT_CACHE/wineprefix}"
export WINEDEBUG="${WINEDEBUG:--all}"
export WINEARCH=win64
# Neither Mono nor Gecko is needed: skip Wine's offers to install them.
export WINEDLLOVERRIDES="mscoree,mshtml="
