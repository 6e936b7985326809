#!/usr/bin/env bash
# Re-records the golden traces from this build: every bundled scenario
# (resources/scenarios/<ruleset>/<name>.json → <ruleset>-<name>.tstrace), and the first
# sample of each ruleset under three more seeds (<ruleset>-<name>-seed<N>.tstrace; dropped
# when the game is the same as under the sample's own seed). CTest
# replays them all on every run (`turnscope-cli regress`). After a deliberate rules change,
# re-bless them in the same commit (this script, or `turnscope-cli regress --bless
# tests/golden`) so the change is visible in review.
#   tests/golden/make_golden.sh [path/to/turnscope-cli]
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
cli=${1:-$root/build/dev/bin/turnscope-cli}
[ -x "$cli" ] || { echo "make_golden.sh: no turnscope-cli at $cli (build it, or give its path)" >&2; exit 2; }

record() {  # scenario, output file, extra arguments
    local status=0
    "$cli" run "$1" --quiet --out "$2" "${@:3}" > /dev/null || status=$?
    # 6: the game waits for an answer the scenario does not script; 7: its event budget.
    # Both still write the trace of the game so far, which is what the corpus keeps.
    case $status in 0|6|7) ;; *) echo "make_golden.sh: $1 failed (exit $status)" >&2; exit 1 ;; esac
}

rm -f "$here"/*.tstrace
for dir in "$root"/resources/scenarios/*/; do
    ruleset=$(basename "$dir")
    first=""
    for scenario in "$dir"*.json; do
        name=$(basename "$scenario" .json)
        record "$scenario" "$here/$ruleset-$name.tstrace"
        first=${first:-$scenario}
    done
    base="$here/$ruleset-$(basename "$first" .json)"
    for seed in 101 102 103; do
        record "$first" "$base-seed$seed.tstrace" --seed "$seed"
        # A ruleset whose rules draw nothing plays the same game under every seed: keep one.
        if "$cli" diff "$base.tstrace" "$base-seed$seed.tstrace" > /dev/null; then
            rm "$base-seed$seed.tstrace"
        fi
    done
done
echo "make_golden.sh: $(ls "$here"/*.tstrace | wc -l) traces, $(du -sh "$here" | cut -f1)"
