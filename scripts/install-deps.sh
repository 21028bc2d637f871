#!/usr/bin/env bash
# Installs what building and testing the game needs on Debian 12 / Ubuntu.
# Harmless when everything is already there.
set -euo pipefail

packages=(
    build-essential cmake ninja-build pkg-config
    catch2 clang-format libexpected-dev nlohmann-json3-dev libcli11-dev unicode-data gettext
    libsodium-dev libasio-dev
    libwxgtk3.2-dev libcairo2-dev wx3.2-i18n librsvg2-common fonts-dejavu-core fonts-wqy-microhei
    xvfb xauth xdotool x11-utils imagemagick python3-xlib
)
if [[ "${1:-}" == "--fuzz" ]]; then
    packages+=(clang libclang-rt-14-dev)
elif [[ "${1:-}" == "--tidy" ]]; then
    packages+=(clang-tidy)
elif [[ "${1:-}" == "--game-only" ]]; then
    packages=(build-essential cmake ninja-build pkg-config catch2 libexpected-dev nlohmann-json3-dev
        libsodium-dev libasio-dev
        libcli11-dev unicode-data gettext libwxgtk3.2-dev libcairo2-dev wx3.2-i18n librsvg2-common
        fonts-dejavu-core fonts-wqy-microhei)
fi

missing=()
for p in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if ((${#missing[@]} == 0)); then
    echo "install-deps: all packages present"
    exit 0
fi

sudo_cmd=()
if [[ $(id -u) -ne 0 ]]; then
    sudo_cmd=(sudo)
fi
echo "install-deps: installing ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
"${sudo_cmd[@]}" apt-get update -qq
"${sudo_cmd[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"
