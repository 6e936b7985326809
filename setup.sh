#!/usr/bin/env bash
# Turnscope set-up on Debian 12: installs what is missing (apt-get), configures, builds,
# then either opens the main job on a bundled sample or runs the whole test suite.
#
#   ./setup.sh run     build (release preset) and run the sample scenario
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
    sample=resources/scenarios/roguelike/nine-units.json
    echo "== turnscope-cli run $sample"
    exec build/release/bin/turnscope-cli run "$sample"
else
    cmake --preset ci
    cmake --build --preset ci -j "$jobs"
    ctest --preset ci -j "$jobs"
fi
