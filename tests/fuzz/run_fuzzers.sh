#!/usr/bin/env bash
# Runs the libFuzzer targets of a `fuzz` build, each for SECONDS (default 60), starting from
# its seed corpus; new inputs go to BUILD_DIR/tests/fuzz/work/<target> (kept between runs),
# findings to BUILD_DIR/tests/fuzz/findings/. Exits non-zero at the first target that finds
# something (a crash, a sanitizer report, an uncaught exception, a hang over 25 s, more than
# 2.5 GB of memory).
#
#   tests/fuzz/run_fuzzers.sh [SECONDS] [BUILD_DIR] [TARGET...]
#   cmake --preset fuzz && cmake --build --preset fuzz && tests/fuzz/run_fuzzers.sh 1800
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
seconds=${1:-60}
build=${2:-build/fuzz}
shift $(( $# > 2 ? 2 : $# ))
targets=("$@")
dir="$build/tests/fuzz"
# Without names: every target the build made (one scenario target per ruleset).
if [ ${#targets[@]} -eq 0 ]; then
    for f in "$dir"/fuzz_*; do
        name=$(basename "$f")
        [ -f "$f" ] && [ -x "$f" ] && [ "$name" != fuzz_make_corpus ] && targets+=("$name")
    done
fi
mkdir -p "$dir/findings"
for t in "${targets[@]}"; do
    opts=(-max_total_time="$seconds" -timeout=25 -rss_limit_mb=2560 -print_final_stats=1
          -artifact_prefix="$dir/findings/$t-")
    case "$t" in
        fuzz_scenario_*) opts+=(-dict="$here/scenario.dict" -max_len=65536) ;;
        fuzz_trace_open) opts+=(-max_len=131072) ;;
        fuzz_batch_results) opts+=(-max_len=65536) ;;
        fuzz_edit) opts+=(-max_len=1024) ;;
        fuzz_query) opts+=(-dict="$here/query.dict" -max_len=2048) ;;
        fuzz_lesson) opts+=(-dict="$here/scenario.dict" -max_len=16384) ;;
        # A base byte and up to 64 edits of 8 bytes, at full length at once (one edit is 9 bytes).
        fuzz_trace_events) opts+=(-max_len=513 -len_control=0) ;;
        # QJSEngine keeps pointers in its own mmap'ed heap, which LeakSanitizer does not
        # scan: every evaluation would be reported as a leak of Qt's.
        fuzz_condition) opts+=(-dict="$here/condition.dict" -max_len=4096 -detect_leaks=0) ;;
    esac
    mkdir -p "$dir/work/$t"
    echo "== $t: $seconds s"
    log="$dir/findings/$t.log"
    if ! "$dir/$t" "${opts[@]}" "$dir/work/$t" "$dir/corpus/$t" >"$log" 2>&1; then
        grep -E "ERROR|SUMMARY|Test unit written" "$log" || tail -20 "$log"
        echo "== $t: FINDING (log: $log)" >&2
        exit 1
    fi
    grep -E "^#[0-9]+[[:space:]]+(INITED|DONE)|stat::number_of_executed_units|stat::average_exec_per_sec" "$log"
done
