#!/usr/bin/env bash
# Turnscope set-up on Debian 12: installs what is missing (apt-get), configures, builds,
# then either opens the main job on a bundled sample or runs the tests.
#
#   ./setup.sh run               build (release preset) and open the debugger on a sample scenario
#   ./setup.sh package           build (release preset) and make the Debian package
#                                build/release/package/turnscope_VERSION_ARCH.deb (cpack -G DEB)
#   ./setup.sh test              everything CI runs: test-ci, then test-sanitizers
#   ./setup.sh test-ci           check the format (.clang-format), build (ci preset, warnings as
#                                errors) and run every test with CTest
#   ./setup.sh test-sanitizers   the ASan + UBSan suite (asan preset; every test but the GUI ones
#                                and tst_determinism) and a short run of every libFuzzer target
#                                (fuzz preset, TURNSCOPE_FUZZ_SECONDS each, default 60)
#
# Needs root or sudo only when a package is missing.
set -euo pipefail
cd "$(dirname "$0")"

mode=${1:-run}
case "$mode" in run|package|test|test-ci|test-sanitizers) ;; *) echo "usage: $0 run|package|test|test-ci|test-sanitizers" >&2; exit 2 ;; esac

packages=(
    build-essential cmake ninja-build pkg-config
    qt6-base-dev qt6-base-dev-tools qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools
    qt6-svg-dev qt6-charts-dev qt6-declarative-dev
    nlohmann-json3-dev libsqlite3-dev libzstd-dev libxxhash-dev
    fonts-noto-cjk ccache
    qt6-translations-l10n   # Qt's own dialogs and standard buttons in ja / zh_CN
)
# The package tests (tests/package, label "package"): dpkg-shlibdeps for cpack's computed
# dependencies, the validators of the menu entry, the AppStream metadata and the MIME XML, and
# the MIME and menu caches that Debian's triggers build, read back with GIO.
if [ "$mode" = test ] || [ "$mode" = test-ci ]; then
    packages+=(dpkg-dev appstream desktop-file-utils libxml2-utils shared-mime-info libglib2.0-bin)
fi
if [ "$mode" = package ]; then
    packages+=(dpkg-dev)
fi
# libFuzzer comes with clang's runtime libraries; llvm gives the sanitizers readable stacks.
if [ "$mode" = test ] || [ "$mode" = test-sanitizers ]; then
    packages+=(clang libclang-rt-14-dev llvm)
fi
# The format check (.clang-format): Debian 12's clang-format is version 14.
if [ "$mode" = test ] || [ "$mode" = test-ci ]; then
    packages+=(clang-format)
fi
# tst_handout renders a handout's PDF pages to PNG (pdftoppm).
if [ "$mode" = test ] || [ "$mode" = test-ci ]; then
    packages+=(poppler-utils)
fi
# The Slurm test (tests/slurm, label "slurm"): a single-node cluster of Debian's Slurm
# started by the test itself, and sqlite3 to compare the merged results with one run.
if [ "$mode" = test ] || [ "$mode" = test-ci ]; then
    packages+=(munge slurmctld slurmd slurm-client sqlite3)
fi
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

# ccache: a second build of the same sources (another clone, another CI run on the same
# machine) takes minutes instead of half an hour on 2 cores. Paths are made relative to the
# clone so that clones in other folders share the cache; the build folder is left out of
# the hash of -g objects for the same reason.
export CMAKE_CXX_COMPILER_LAUNCHER=${CMAKE_CXX_COMPILER_LAUNCHER-ccache}
export CMAKE_C_COMPILER_LAUNCHER=${CMAKE_C_COMPILER_LAUNCHER-ccache}
export CCACHE_BASEDIR=${CCACHE_BASEDIR-$PWD} CCACHE_NOHASHDIR=${CCACHE_NOHASHDIR-1}
export CCACHE_MAXSIZE=${CCACHE_MAXSIZE-10G}

stage() {  # stage NAME COMMAND...: runs and times one stage
    local name=$1 start=$SECONDS
    shift
    echo "== $name"
    "$@"
    echo "== $name: $((SECONDS - start)) s"
}

ci_build() { cmake --preset ci && cmake --build --preset ci -j "$jobs"; }
ci_tests() { ctest --preset ci -j "$jobs"; }

# Left out under ASan (docs/robustness.md): the GUI tests (building the widgets with ASan
# and running them) and every ruleset's *_determinism test (200+ random games recorded,
# replayed and sought; 7-10 minutes each under ASan) would take CI past its 40 minutes on
# 2 cores; the fuzz targets run random scenarios under ASan instead. The source scan is a
# CMake script, not a program: nothing to sanitize. The package tests (tests/package) check
# the installed copy of the ci build, not code; the Slurm test (tests/slurm) checks the
# contrib/slurm scripts on a cluster, and would play its 24,000 games slowly under ASan
# without checking more of the code than tst_cli_batch does. Two GUI tests are kept: every
# panel of every ruleset fed extreme written values, where UBSan found what no other test did,
# and the passes on scan threads (tst_tracescan), where ASan found a pass's posted progress
# read after its ScanPass was gone.
# tst_conformance_long (five 100,000-event games, each checked at 10,000 events: 11 minutes
# under ASan) runs in the ci stage only; the samples' conformance checks run here.
asan_left_out='_determinism$|^tst_conformance_long$'
asan_labels_out='gui|source|package|slurm'
asan_gui_in='^(tst_panels_written_values|tst_tracescan)$'
asan_build() {
    cmake --preset asan -DTURNSCOPE_BUILD_BENCH=OFF
    local targets
    # Test executables are named as their tests; the golden tests run turnscope-cli and
    # turnscope-cli-perturbed (tests/golden/CMakeLists.txt).
    targets=$( (ctest --preset asan -N -LE "$asan_labels_out" -E "$asan_left_out"; ctest --preset asan -N -R "$asan_gui_in") |
        sed -n 's/^ *Test *#[0-9]*: *//p' | grep -v '^golden_')
    cmake --build --preset asan -j "$jobs" --target turnscope-cli turnscope-cli-perturbed $targets
}
# ASan makes tst_session's heaviest functions take minutes on a busy machine: Qt Test's
# 5-minute limit per function and CTest's 10 minutes per test are raised for this stage.
asan_tests() {
    QTEST_FUNCTION_TIMEOUT=1500000 ctest --preset asan -j "$jobs" -LE "$asan_labels_out" -E "$asan_left_out" --timeout 1500
    ctest --preset asan -R "$asan_gui_in" --timeout 1500
}
# Every C++ file as .clang-format has it (the planted files of the source scan keep their
# line numbers); a file that is not lists what it would change.
format_check() {
    local files
    if git rev-parse --is-inside-work-tree >/dev/null 2>&1; then
        files=$(git ls-files '*.cpp' '*.h' | grep -v '^tests/source_scan/planted/')
    else
        files=$(find app core tests widgets \( -name '*.cpp' -o -name '*.h' \) -not -path 'tests/source_scan/planted/*')
    fi
    echo "$files" | xargs clang-format --dry-run --Werror
}
fuzz_build() { cmake --preset fuzz && cmake --build --preset fuzz -j "$jobs"; }
fuzz_smoke() { tests/fuzz/run_fuzzers.sh "${TURNSCOPE_FUZZ_SECONDS:-60}" build/fuzz; }

if [ "$mode" = package ]; then
    cmake --preset release -DTURNSCOPE_BUILD_TESTS=OFF
    cmake --build --preset release -j "$jobs"
    (cd build/release && cpack -G DEB)
    echo "== install with: sudo apt install ./$(ls build/release/package/turnscope_*.deb | tail -n 1)"
    exit 0
fi
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
fi
if [ "$mode" = test ] || [ "$mode" = test-ci ]; then
    stage "format check" format_check
    stage "ci build" ci_build
    stage "ci tests" ci_tests
fi
if [ "$mode" = test ] || [ "$mode" = test-sanitizers ]; then
    stage "asan build" asan_build
    stage "asan tests" asan_tests
    stage "fuzz build" fuzz_build
    stage "fuzz smoke runs" fuzz_smoke
fi
