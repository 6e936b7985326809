#!/usr/bin/env bash
# Turnscope set-up on Debian 12: installs what is missing (apt-get), configures, builds,
# then either opens the main job on a bundled sample or runs the whole test suite.
#
#   ./setup.sh run     build (release preset) and open the debugger on a sample scenario
#   ./setup.sh test    build (ci preset) and run every test with CTest
#
# Needs root or sudo only when a package is missing.
set -euo pipefail
cd "$(dirname "$0")"

mode=${1:-run}
case "$mode" in run|test) ;; *) echo "usage: $0 run|test" >&2; exit 2 ;; esac

packages=(
    build-essential cmake ninja-build pkg-config
    qt6-base-dev qt6-base-dev-tools qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools
    libqt6svg6-dev libqt6charts6-dev qt6-declarative-dev
    nlohmann-json3-dev libsqlite3-dev libzstd-dev libxxhash-dev
    fonts-noto-cjk
)
missing=()
for p in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
    echo "== installing: ${missing[*]}"
    sudo=""
    [ "$(id -u)" -eq 0 ] || sudo="sudo"
    $sudo apt-get update -q
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -q --no-install-recommends "${missing[@]}"
fi

jobs=$(nproc 2>/dev/null || echo 2)
if [ "$mode" = run ]; then
    cmake --preset release -DTURNSCOPE_BUILD_TESTS=OFF
    cmake --build --preset release -j "$jobs"
    sample=resources/scenarios/roguelike/case-a.json
    if [ -n "${DISPLAY:-}${WAYLAND_DISPLAY:-}" ]; then
        echo "== turnscope $sample"
        exec build/release/bin/turnscope "$sample"
    fi
    # No display (a server, a container): show that the window works, and the same game in
    # the terminal.
    echo "== no display: saving the window to build/turnscope-sample.png instead of opening it"
    QT_QPA_PLATFORM=offscreen build/release/bin/turnscope "$sample" --seek 21 --screenshot build/turnscope-sample.png
    exec build/release/bin/turnscope-cli run "$sample"
else
    cmake --preset ci
    cmake --build --preset ci -j "$jobs"
    ctest --preset ci -j "$jobs"
fi
