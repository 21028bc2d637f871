# Helpers shared by the build and check scripts; sourced, not run.

TTT_REPO_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
TTT_CACHE="${TTT_CACHE:-$HOME/.cache/tictactoe}"
TTT_JOBS="${TTT_JOBS:-2}"

# Root runs apt-get directly; anyone else through sudo.
if [[ $(id -u) -eq 0 ]]; then SUDO=(); else SUDO=(sudo); fi

TTT_STEP_START=$SECONDS
step() {
    TTT_STEP_START=$SECONDS
    printf '\n==== %s ====\n' "$*"
}
step_done() {
    printf '==== done in %d s ====\n' $((SECONDS - TTT_STEP_START))
}
die() {
    printf 'ERROR: %s\n' "$*" >&2
    exit 1
}

# apt_install <packages...>: installs only what is missing.
apt_install() {
    local missing=() pkg
    for pkg in "$@"; do
        dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q 'install ok installed' ||
            missing+=("$pkg")
    done
    if ((${#missing[@]} == 0)); then
        echo "packages present: $*"
        return
    fi
    echo "installing: ${missing[*]}"
    "${SUDO[@]}" apt-get update -qq
    DEBIAN_FRONTEND=noninteractive "${SUDO[@]}" apt-get install -y -qq --no-install-recommends \
        "${missing[@]}" >/dev/null
}
