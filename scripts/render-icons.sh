#!/usr/bin/env bash
# Renders the application icon from its SVG sources into the committed PNGs
# (resources/icons/png) and the multi-size Windows icon (resources/windows).
# Sizes up to 32 px come from the simplified drawing, the rest from the full one.
# Needs rsvg-convert (librsvg2-bin) and icotool (icoutils).
set -euo pipefail
repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
icons="$repo/resources/icons"
sizes=(16 24 32 48 64 128 256)

for tool in rsvg-convert icotool; do
    command -v "$tool" >/dev/null || { echo "ERROR: $tool is missing (apt-get install librsvg2-bin icoutils)" >&2; exit 1; }
done

mkdir -p "$icons/png"
pngs=()
for size in "${sizes[@]}"; do
    source_svg="$icons/tictactoe.svg"
    ((size <= 32)) && source_svg="$icons/tictactoe-small.svg"
    out="$icons/png/tictactoe-$size.png"
    rsvg-convert --width "$size" --height "$size" "$source_svg" --output "$out"
    pngs+=("$out")
done

# The 256 px image is stored PNG-compressed inside the .ico, as Windows expects.
icotool --create --output "$repo/resources/windows/tictactoe.ico" \
    "${pngs[@]:0:${#pngs[@]}-1}" --raw="${pngs[-1]}"
echo "rendered ${sizes[*]} px and resources/windows/tictactoe.ico"
