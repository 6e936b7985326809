#!/usr/bin/env bash
# The installed copy (issue 17), as a user gets it: `cpack -G DEB` in the (already built)
# build folder, the package unpacked with dpkg-deb into a temporary root, then both programs
# run from that root with another working folder, a fresh HOME and, where the kernel allows
# a private mount namespace, the source and build trees hidden under empty folders, so that
# anything still read from them fails the test:
#   - the files a desktop needs are where the install rules put them;
#   - the package depends on the Qt libraries (dpkg-shlibdeps computed it);
#   - no path of the source or build tree is in the programs;
#   - turnscope-cli runs an installed sample, saves a trace with the application id at byte
#     68, and verifies it;
#   - turnscope saves screenshots of the bundled sample (no argument) and of that trace in
#     English and in Japanese, which differ (the translations are in the installed copy), and
#     of an installed lesson opened like a file (its scenario found beside it, issue 38);
#   - where GIO is installed, a trace and a lesson are recognised by content as their own
#     MIME types (a scenario stays application/json) and turnscope.desktop opens both.
# usage: installed_copy.sh BUILD_DIR SOURCE_DIR
set -euo pipefail
build=$(cd "$1" && pwd -P)
source=$(cd "$2" && pwd -P)
start=$SECONDS
work=$(mktemp -d /tmp/turnscope-package.XXXXXX)
trap '[ -n "${KEEP:-}" ] || rm -rf "$work"' EXIT
fail() { echo "FAIL: $*" >&2; exit 1; }

# The package, from what is built (CMAKE_SKIP_INSTALL_ALL_DEPENDENCY: cpack builds nothing).
if ! (cd "$build" && cpack -G DEB -B "$work/package" >"$work/cpack.log" 2>&1); then
    cat "$work/cpack.log" >&2
    fail "cpack -G DEB"
fi
debs=("$work"/package/turnscope_*.deb)
deb=${debs[0]}
[ -f "$deb" ] || fail "no turnscope_*.deb in $work/package"
echo "package: $(basename "$deb"), $(stat -c %s "$deb") bytes, built in $((SECONDS - start)) s"
depends=$(dpkg-deb --field "$deb" Depends)
echo "Depends: $depends"
for lib in libqt6widgets6 libqt6svg6 libqt6charts6 libqt6qml6 libsqlite3-0 libzstd1 libxxhash0 qt6-translations-l10n; do
    [[ $depends == *"$lib"* ]] || fail "Depends lacks $lib"
done

root=$work/root
dpkg-deb -x "$deb" "$root"
for f in usr/bin/turnscope usr/bin/turnscope-cli \
         usr/share/applications/turnscope.desktop \
         usr/share/metainfo/io.github.turnscope.metainfo.xml \
         usr/share/mime/packages/turnscope.xml \
         usr/share/icons/hicolor/scalable/apps/turnscope.svg \
         usr/share/icons/hicolor/16x16/apps/turnscope.png usr/share/icons/hicolor/48x48/apps/turnscope.png \
         usr/share/icons/hicolor/256x256/apps/turnscope.png \
         usr/share/man/man1/turnscope.1 usr/share/man/man1/turnscope-cli.1 \
         usr/share/turnscope/scenarios/roguelike/case-a.json usr/share/turnscope/scenarios/nation/duel.json \
         usr/share/turnscope/lessons/stack/pass-list.json; do
    [ -s "$root/$f" ] || fail "not installed: /$f"
done
# The Slurm scripts, executable; the submitter finds the job script beside it, wherever
# the package is (it stops at the usage before calling sbatch).
for f in usr/share/turnscope/slurm/turnscope-batch.sbatch usr/share/turnscope/slurm/turnscope-batch-submit; do
    [ -x "$root/$f" ] || fail "not installed executable: /$f"
done
out=$(bash "$root/usr/share/turnscope/slurm/turnscope-batch-submit" "$root/usr/share/turnscope/scenarios/nation/duel.json" 1..10 0 "$work/slurm" 2>&1) &&
    fail "turnscope-batch-submit accepted 0 shards"
[[ $out == *"SHARDS must be a positive number"* ]] || fail "turnscope-batch-submit: $out"
if find "$root" -path '*/include/*' -o -name '*.a' -o -name 'tst_*' | grep . >/dev/null; then
    fail "headers, static libraries or tests in the package"
fi

# The man pages render without a groff warning (where man-db is installed).
if command -v man >/dev/null; then
    for page in turnscope turnscope-cli; do
        warnings=$(MANWIDTH=80 man --warnings -l "$root/usr/share/man/man1/$page.1" 2>&1 >/dev/null)
        [ -z "$warnings" ] || fail "man $page: $warnings"
    done
fi

# Resources named by a path of the trees the programs were built from (assertion messages
# name source files, which is harmless; resource folders and the build tree are not).
for exe in turnscope turnscope-cli; do
    if strings "$root/usr/bin/$exe" | grep -F -e "$source/resources" -e "$build/"; then
        fail "/usr/bin/$exe names a path of the source or build tree"
    fi
done

# Run from the root with the trees hidden when possible.
mkdir -p "$work/cwd" "$work/home"
cat >"$work/run.sh" <<SCRIPT
set -euo pipefail
cd "$work/cwd"
export HOME="$work/home" XDG_CONFIG_HOME="$work/home/.config" XDG_DATA_HOME="$work/home/.local/share"
export QT_QPA_PLATFORM=offscreen LANG=C.UTF-8 LC_ALL=C.UTF-8 PATH=/usr/bin:/bin
unset TURNSCOPE_SOURCE_DIR
[ "\${1:-}" = hidden ] && [ -e "$source/CMakeLists.txt" ] && { echo "the source tree is still visible"; exit 1; }
bin="$root/usr/bin"
"\$bin/turnscope-cli" --version
"\$bin/turnscope-cli" run "$root/usr/share/turnscope/scenarios/roguelike/case-a.json" --out case-a.tstrace >run.txt
grep -q '^Turn 1' run.txt || { cat run.txt; echo "no Run table"; exit 1; }
"\$bin/turnscope-cli" verify case-a.tstrace
"\$bin/turnscope" --screenshot sample.png
"\$bin/turnscope" case-a.tstrace --seek 21 --language en --screenshot en.png
"\$bin/turnscope" case-a.tstrace --seek 21 --language ja --screenshot ja.png
"\$bin/turnscope" "$root/usr/share/turnscope/lessons/stack/pass-list.json" --size 1024x700 --screenshot lesson.png
SCRIPT
hidden=no
mkdir -p "$work/probe"
if unshare -rm mount -t tmpfs none "$work/probe" 2>/dev/null; then
    hide="mount -t tmpfs none '$source'"
    [[ $build == "$source"/* ]] || hide+=" && mount -t tmpfs none '$build'"
    unshare -rm bash -c "$hide && bash '$work/run.sh' hidden" || fail "the installed copy, with the trees hidden"
    hidden=yes
else
    bash "$work/run.sh" || fail "the installed copy"
fi

cd "$work/cwd"
# The trace carries SQLite's header and the application id "TSCP" (the MIME magic).
[ "$(head -c 15 case-a.tstrace)" = "SQLite format 3" ] || fail "not a SQLite file"
[ "$(dd if=case-a.tstrace bs=1 skip=68 count=4 status=none)" = "TSCP" ] || fail "no application id at byte 68"
for png in sample.png en.png ja.png lesson.png; do
    [ "$(head -c 4 "$png" | tail -c 3)" = "PNG" ] || fail "$png is not a PNG"
done
cmp -s en.png ja.png && fail "the Japanese window looks like the English one: translations missing"
# What Debian's triggers do on install (shared-mime-info, desktop-file-utils), then ask GIO
# (what GNOME's file manager uses) what a trace is and what opens it.
if command -v update-mime-database >/dev/null && command -v update-desktop-database >/dev/null &&
   command -v gio >/dev/null && [ -f /usr/share/mime/packages/freedesktop.org.xml ]; then
    cp /usr/share/mime/packages/freedesktop.org.xml "$root/usr/share/mime/packages/"
    update-mime-database "$root/usr/share/mime" >/dev/null 2>&1
    update-desktop-database "$root/usr/share/applications"
    cp case-a.tstrace renamed.db
    gio_env=(env PATH="$root/usr/bin:/usr/bin:/bin" XDG_DATA_DIRS="$root/usr/share" XDG_DATA_HOME="$work/none"
             XDG_CONFIG_HOME="$work/none" XDG_CONFIG_DIRS="$work/none")
    cp "$root/usr/share/turnscope/lessons/stack/pass-list.json" lesson.json
    cp "$root/usr/share/turnscope/scenarios/stack/lifo-three.json" scenario.json
    content_type() { "${gio_env[@]}" gio info -a standard::content-type "$1" 2>/dev/null | sed -n 's/.*content-type: //p'; }
    for f in case-a.tstrace:application/x-turnscope-trace renamed.db:application/x-turnscope-trace \
             lesson.json:application/x-turnscope-lesson+json scenario.json:application/json; do
        type=$(content_type "${f%%:*}")
        [ "$type" = "${f#*:}" ] || fail "GIO sees ${f%%:*} as '$type', not ${f#*:}"
    done
    for type in application/x-turnscope-trace application/x-turnscope-lesson+json; do
        "${gio_env[@]}" gio mime "$type" 2>/dev/null | grep '^Default application.*turnscope.desktop' >/dev/null ||
            fail "turnscope.desktop does not open $type"
    done
    echo "GIO: a trace (also renamed .db) and a lesson are recognised by content, opened by turnscope.desktop"
else
    echo "GIO check skipped: update-mime-database, update-desktop-database or gio missing"
fi
echo "installed copy OK (trees hidden: $hidden) in $((SECONDS - start)) s"
