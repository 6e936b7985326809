#!/usr/bin/env bash
# The Slurm path of "Batch runs" (issue 42) run for real: a single-node Slurm cluster from
# Debian's packages (munged, slurmctld, slurmd) started in a temporary folder, the
# contrib/slurm scripts submitting the four-nation sample as a job array of 4 shards, and:
#   1. the merged results equal one `turnscope-cli batch` over the whole range on this
#      machine: the same sqlite3 .dump text (schema, every row of every table, the view and
#      the indexes) and the same file, byte for byte, but for the batch table's created_utc
#      (the time of the write);
#   2. a shard cancelled while it runs (scancel) leaves no part, the merge job then fails
#      naming the missing part and writes nothing; the shard re-submitted alone, the merge
#      succeeds and equals the same one-machine run.
# The daemons run in the foreground as children of this script (CTest, timing a test out,
# kills its process tree) and are stopped, and the folder removed, however the test ends. A cluster
# that cannot start fails the test with the daemons' logs: it never skips.
#
# usage: slurm_job_array.sh TURNSCOPE_CLI SOURCE_DIR
# TURNSCOPE_SLURM_SEEDS overrides the seed range (A..B); KEEP=1 keeps the folder.
set -Eeuo pipefail
start=$SECONDS
cli=$(realpath -e -- "$1")
source=$(realpath -e -- "$2")
scenario=$source/resources/scenarios/nation/four-nations.json
submit=$source/contrib/slurm/turnscope-batch-submit
# 4,000 seeds for each of two values of Corvo's belligerence (a sweep: its --set goes
# through sbatch's arguments to every task, quotes, brackets and comma included): 8,000
# games, 6-9 s on 2 cores; a shard plays for 2-3 s on its one CPU, long enough to
# be cancelled while it runs; the test stays under a minute.
seeds=${TURNSCOPE_SLURM_SEEDS:-1..4000}
sweep=(--set '$.nations[2].belligerence=1.6,0.8')
shards=4

fail() { echo "FAIL: $*" >&2; exit 1; }
# A command that fails under set -e says which.
trap 'echo "FAIL: line $LINENO: $BASH_COMMAND (exit $?)" >&2' ERR
for program in munged mungekey slurmctld slurmd sbatch squeue scontrol scancel sinfo sqlite3; do
    command -v "$program" >/dev/null ||
        fail "$program is not installed (./setup.sh test-ci installs munge, slurmctld, slurmd, slurm-client and sqlite3)"
done
# SlurmUser=root: the daemons need to switch to the job's user, which only root may do.
[ "$(id -u)" -eq 0 ] || fail "a Slurm cluster needs root (the daemons run as SlurmUser=root)"

# Under /tmp unless TMPDIR says otherwise: the jobs' scripts are run from the spool folder
# inside (a noexec TMPDIR would fail them), and munged's socket path must stay short.
work=$(mktemp -d "${TMPDIR:-/tmp}/turnscope-slurm.XXXXXX")
# munged refuses a socket in a folder others cannot traverse.
chmod 755 "$work"
export SLURM_CONF=$work/slurm.conf TURNSCOPE_CLI=$cli
daemons=()  # "name pid", started in this order

show_logs() {
    local name f
    # In the foreground a daemon writes its log to stderr too (the .out file), and only
    # there before it could open the log (a bad slurm.conf): one of the two, not both.
    for name in munged slurmctld slurmd; do
        f=$work/$name.log
        [ -s "$f" ] || f=$work/$name.out
        [ -f "$f" ] || continue
        echo "---- $f (last 60 lines)" >&2
        tail -n 60 "$f" >&2
    done
}
cleanup() {
    local status=$? i t name pid
    trap - EXIT ERR
    # Best effort to the end, even when stdout is gone (a closed pipe): the daemons are
    # stopped before anything is printed.
    set +e
    trap '' PIPE
    # The jobs first: their processes are not children of this script.
    if [ ${#daemons[@]} -ge 3 ]; then
        scancel --user="$(id -un)" 2>/dev/null || true
        for ((i = 0; i < 20; i++)); do
            [ -z "$(squeue -h -o %A 2>/dev/null)" ] && break
            sleep 0.5
        done
    fi
    for ((i = ${#daemons[@]} - 1; i >= 0; i--)); do
        read -r name pid <<<"${daemons[i]}"
        kill -TERM "$pid" 2>/dev/null || continue
        for ((t = 0; t < 20; t++)); do kill -0 "$pid" 2>/dev/null || break; sleep 0.5; done
        kill -KILL "$pid" 2>/dev/null && echo "note: $name did not stop in 10 s; killed" >&2
        wait "$pid" 2>/dev/null || true
    done
    [ "$status" -eq 0 ] || show_logs
    if [ -n "${KEEP:-}" ]; then echo "kept $work" >&2; else rm -rf "$work"; fi
    echo "total: $((SECONDS - start)) s"
    exit "$status"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM
trap 'exit 141' PIPE

# until SECONDS WHAT COMMAND...: runs COMMAND every half second until it succeeds.
until_ok() {
    local deadline=$((SECONDS + $1)) what=$2
    shift 2
    until "$@"; do
        [ $SECONDS -lt $deadline ] || fail "waited $1 s for $what"
        sleep 0.5
    done
}
alive() {
    local name pid
    for d in "${daemons[@]}"; do
        read -r name pid <<<"$d"
        kill -0 "$pid" 2>/dev/null || fail "$name (pid $pid) has exited"
    done
}

# Two free TCP ports, consecutive, from a random place in 20000-29999: another cluster,
# another test or a second CI job on this machine must not make the daemons fail to bind.
port_taken() {
    local hex
    hex=$(printf '%04X' "$1")
    cat /proc/net/tcp /proc/net/tcp6 2>/dev/null | awk -v p=":$hex" 'substr($2, length($2) - 4) == p { found = 1 } END { exit !found }'
}
ctld_port=""
for ((try = 0, p = 20000 + RANDOM % 9990; try < 200; try++, p = 20000 + (p - 20000 + 2) % 9990)); do
    if ! port_taken "$p" && ! port_taken $((p + 1)); then ctld_port=$p; break; fi
done
[ -n "$ctld_port" ] || fail "no two free consecutive ports in 20000-29999"
slurmd_port=$((ctld_port + 1))

# munge: a key of our own, its socket in the folder (slurm.conf's AuthInfo points there).
mungekey -c -k "$work/munge.key" >/dev/null
munged -F -f --key-file="$work/munge.key" --socket="$work/munge.socket" --pid-file="$work/munged.pid" \
    --log-file="$work/munged.log" --seed-file="$work/munged.seed" >"$work/munged.out" 2>&1 &
daemons+=("munged $!")
munge_works() { alive && munge -n -S "$work/munge.socket" 2>/dev/null | unmunge -S "$work/munge.socket" >/dev/null 2>&1; }
until_ok 20 "munged to answer on $work/munge.socket" munge_works

# The controller must run on a host named in SlurmctldHost: this machine's short name, at
# 127.0.0.1. The node is "localhost" (slurmd -N localhost).
mkdir -p "$work/state" "$work/spool"
cat >"$SLURM_CONF" <<CONF
ClusterName=turnscope-test
SlurmctldHost=$(hostname -s)(127.0.0.1)
SlurmUser=root
SlurmctldPort=$ctld_port
SlurmdPort=$slurmd_port
AuthType=auth/munge
CredType=cred/munge
AuthInfo=socket=$work/munge.socket
StateSaveLocation=$work/state
SlurmdSpoolDir=$work/spool
SlurmctldPidFile=$work/slurmctld.pid
SlurmdPidFile=$work/slurmd.pid
SlurmctldLogFile=$work/slurmctld.log
SlurmdLogFile=$work/slurmd.log
MailProg=/bin/true
# No cgroups: a container or a CI runner may not delegate them.
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
JobCompType=jobcomp/none
MpiDefault=none
SchedulerType=sched/builtin
# Every pending job tested every 2 s, not 60: the merge job waits for its dependency to be
# seen as satisfied by such a pass when the array's end did not start it.
SchedulerParameters=sched_interval=2
# Allocate CPUs, not whole nodes: two one-CPU shards run at once on 2 cores.
SelectType=select/cons_tres
SelectTypeParameters=CR_CPU
ReturnToService=2
NodeName=localhost NodeAddr=127.0.0.1 CPUs=$(nproc)
PartitionName=test Nodes=localhost Default=YES MaxTime=INFINITE State=UP
CONF
slurmctld -D -i -f "$SLURM_CONF" >"$work/slurmctld.out" 2>&1 &
daemons+=("slurmctld $!")
slurmd -D -N localhost -f "$SLURM_CONF" >"$work/slurmd.out" 2>&1 &
daemons+=("slurmd $!")
node_idle() { alive && [ "$(sinfo -h -N -o %t 2>/dev/null)" = idle ]; }
until_ok 60 "the node to be idle (sinfo)" node_idle
echo "cluster up in $((SECONDS - start)) s: slurmctld on port $ctld_port, slurmd on $slurmd_port, $(nproc) CPUs"

# field JOB KEY: KEY's value in every line of `scontrol show job -o JOB` (one per task).
field() { scontrol show job -o "$1" | grep -o "\b$2=[^ ]*" | cut -d= -f2-; }
# The .dump of a results file without created_utc, which is the time of the write.
dump() { sqlite3 "$1" .dump | grep -v "^INSERT INTO batch VALUES('created_utc',"; }
# same_as_one_machine MERGED: the same .dump as one.sqlite (a readable diff when not), then
# the same bytes but for the 20 of created_utc's value ("2026-11-28T16:03:15Z", stored
# right after its key): the file, not only what SQLite reads from it.
same_as_one_machine() {
    local at outside
    dump "$1" >"$1.dump"
    [ "$(grep -c '^INSERT INTO games VALUES' "$1.dump")" -eq "$games" ] || fail "$1 does not hold $games games"
    if ! cmp -s "$work/one.sqlite.dump" "$1.dump"; then
        diff "$work/one.sqlite.dump" "$1.dump" | head -n 20 >&2
        fail "$1 differs from one run over $seeds"
    fi
    at=$(grep -abo -m 1 'created_utc[0-9]\{4\}-[0-9][0-9]-[0-9][0-9]T[0-9:]\{8\}Z' "$1" | cut -d: -f1)
    [ -n "$at" ] || fail "no created_utc value in $1"
    # cmp -l counts bytes from 1; the value is bytes at+12 .. at+31.
    outside=$({ cmp -l "$work/one.sqlite" "$1" || true; } | awk -v lo=$((at + 12)) -v hi=$((at + 31)) '$1 < lo || $1 > hi' | wc -l)
    [ "$outside" -eq 0 ] && [ "$(stat -c %s "$1")" -eq "$(stat -c %s "$work/one.sqlite")" ] ||
        fail "$1 and one.sqlite: $outside bytes differ outside created_utc (or the sizes differ)"
    echo "same as one run: $1 ($(stat -c %s "$1") bytes, equal but for created_utc; .dump sha256 $(sha256sum <"$1.dump" | cut -c1-16))"
}
now() { date +%s.%N; }
since() { echo "$1" | awk -v t="$(now)" '{ printf "%.1f", t - $1 }'; }

# One machine: the whole range on every core, as a designer runs it without a cluster.
t=$(now)
timeout 120 "$cli" batch "$scenario" --seeds "$seeds" "${sweep[@]}" --jobs "$(nproc)" --out "$work/one.sqlite" --quiet >/dev/null
one_machine=$(since "$t")
dump "$work/one.sqlite" >"$work/one.sqlite.dump"
games=$(grep -c '^INSERT INTO games VALUES' "$work/one.sqlite.dump")
[ "$games" -gt 0 ] || fail "one.sqlite holds no games"
echo "one machine: $games games (seeds $seeds, ${sweep[*]}, --jobs $(nproc)) in $one_machine s"

# job_ended JOB: the job has left the queue for good (Slurm keeps it MinJobAge, 300 s).
job_ended() { case "$(field "$1" JobState)" in COMPLETED | FAILED | CANCELLED | TIMEOUT | NODE_FAIL | OUT_OF_MEMORY) true ;; *) false ;; esac; }

# 1. The array, then the merge. Waited for here every half second, not with --wait, whose
# sbatch polls at 2, 10, 42, 74... s and would add up to 32 s to the time measured; step 2
# uses --wait.
t=$(now)
"$submit" "$scenario" "$seeds" "$shards" "$work/run1" "${sweep[@]}" | tee "$work/run1.ids"
array=$(sed -n 's/^array //p' "$work/run1.ids") merge=$(sed -n 's/^merge //p' "$work/run1.ids")
until_ok 120 "merge job $merge to end" job_ended "$merge"
array_and_merge=$(since "$t")
[ "$(field "$array" JobState | sort -u)" = COMPLETED ] || fail "array $array: not every task completed: $(field "$array" JobState)"
[ "$(field "$merge" JobState)" = COMPLETED ] ||
    fail "merge job $merge is $(field "$merge" JobState): $(cat "$work/run1/logs/merge-$merge.log")"
same_as_one_machine "$work/run1/merged.sqlite"
# Slurm's own times (to the second): the array from its first task's start to its last
# task's end, and the merge job. The rest of submitted-to-merged is Slurm starting the
# jobs.
seconds() { date -d "$1" +%s; }
first=$(field "$array" StartTime | sort | head -n 1) last=$(field "$array" EndTime | sort | tail -n 1)
array_span=$(($(seconds "$last") - $(seconds "$first")))
merge_span=$(($(seconds "$(field "$merge" EndTime)") - $(seconds "$(field "$merge" StartTime)")))
# Each task's own playing time, to the hundredth, from turnscope-cli's closing line.
played=$(sed -n 's/.* in \([0-9.]*\) s on .*/\1/p' "$work"/run1/logs/part-*.log | tr '\n' ' ')
echo "array of $shards shards: $array_span s from the first start to the last end (the shards played ${played}s); merge job: $merge_span s; submitted to merged: $array_and_merge s"

# 2. A shard cancelled while it runs: tasks 0 and 1 start at once (one CPU each), and
# task 1 is cancelled as soon as Slurm says it runs, about 2 s before its end here. Polled
# every 0.1 s, so that a machine a few times faster still cancels it in time.
"$submit" "$scenario" "$seeds" "$shards" "$work/run2" "${sweep[@]}" | tee "$work/run2.ids"
array=$(sed -n 's/^array //p' "$work/run2.ids") merge=$(sed -n 's/^merge //p' "$work/run2.ids")
for ((i = 0; ; i++)); do
    state=$(field "${array}_1" JobState)
    case "$state" in
        RUNNING) break ;;
        PENDING | CONFIGURING) [ $i -lt 600 ] || fail "task ${array}_1 still $state after 60 s" ;;
        *) fail "task ${array}_1 is $state before it could be cancelled while running: shards too short for this machine (TURNSCOPE_SLURM_SEEDS)" ;;
    esac
    sleep 0.1
done
scancel "${array}_1"
until_ok 120 "merge job $merge to end" job_ended "$merge"
[ "$(field "${array}_1" JobState)" = CANCELLED ] || fail "task ${array}_1 is $(field "${array}_1" JobState), not CANCELLED"
[ ! -e "$work/run2/part-1.sqlite" ] || fail "the cancelled shard left $work/run2/part-1.sqlite"
[ "$(field "$merge" JobState)" = FAILED ] || fail "merge job $merge of a partial set is $(field "$merge" JobState), not FAILED"
[ ! -e "$work/run2/merged.sqlite" ] || fail "the merge of a partial set wrote $work/run2/merged.sqlite"
grep -F "part-1.sqlite" "$work/run2/logs/merge-$merge.log" >/dev/null ||
    fail "the failed merge does not name the missing part: $(cat "$work/run2/logs/merge-$merge.log")"
echo "partial set refused: $(head -n 1 "$work/run2/logs/merge-$merge.log")"
timeout 120 "$submit" --only 1 --wait "$scenario" "$seeds" "$shards" "$work/run2" "${sweep[@]}" ||
    fail "turnscope-batch-submit --only 1 --wait: the merge did not succeed"
same_as_one_machine "$work/run2/merged.sqlite"
echo "slurm job array OK: one machine $one_machine s, array $array_span s, merge $merge_span s (submitted to merged $array_and_merge s)"
