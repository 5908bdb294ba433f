#!/bin/sh
# Check a built onedir bundle the way users will run it (make dist-check, CI).
#
#   build/check_dist.sh [dist/glossary-desktop]
#
# Runs the executable's --self-test:
#   (a) headless, QT_QPA_PLATFORM=offscreen;
#   (b) in a real X server (Xvfb) with the xcb platform, what users get;
#   (c) from a read-only copy of the folder (as user "nobody" when run as root,
#       because root ignores permission bits);
#   (d) with HOME pointing at an empty folder and no XDG_* variables.
# Also checks --version, the command-line subcommands (their modules are loaded
# by name, so only a run proves the bundle has them), that every file is readable by every user, that no
# check wrote anything into the bundle (listing + sha256 before and after) and
# that the self-test left no user data in HOME. Exits non-zero on the first
# failure. Needs: xvfb-run (package xvfb) and xauth.
set -eu

DIR=${1:-dist/glossary-desktop}
NAME=glossary-desktop
EXE="$DIR/$NAME"
VERSION=$(sed -n 's/^__version__ = "\(.*\)"/\1/p' "$(dirname "$0")/../glossary_desktop/_version.py")

fail() { echo "dist-check FAILED: $*" >&2; exit 1; }
step() { printf '%-34s ' "$1"; }

[ -x "$EXE" ] || fail "$EXE not found: run 'make dist' first"
TMP=$(mktemp -d "${TMPDIR:-/tmp}/glossary-dist-check.XXXXXX")
trap 'chmod -R u+w "$TMP" 2>/dev/null; rm -rf "$TMP"' EXIT INT TERM
chmod 755 "$TMP"

# Every file and symlink with its mode, size and content hash.
fingerprint() {
    (cd "$1" && find . -printf '%y %m %s %P -> %l\n' | sort &&
     find . -type f -print0 | sort -z | xargs -0 sha256sum)
}

# self_test LABEL PLATFORM COMMAND...: run, require exit 0 and the expected platform.
self_test() {
    label=$1 platform=$2
    shift 2
    step "$label"
    if ! out=$("$@" 2>"$TMP/stderr"); then
        echo "exit code non-zero"
        cat "$TMP/stderr" >&2
        fail "$label"
    fi
    case $out in
        *"self-test ok: "*"platform $platform, frozen yes"*) echo "$out" ;;
        *) echo "$out"; cat "$TMP/stderr" >&2; fail "$label: unexpected report" ;;
    esac
}

fingerprint "$DIR" >"$TMP/before"

step "--version"
got=$("$EXE" --version)
[ "$got" = "$NAME $VERSION" ] || fail "--version printed '$got', expected '$NAME $VERSION'"
echo "$got"

step "subcommands"
got=$("$EXE" search sincronico --limit 1) || fail "'search' failed"
case $got in *"[entrenamiento-sincronico]"*) ;; *) fail "'search sincronico' printed: $got" ;; esac
"$EXE" show entrenamiento-sincronico >/dev/null || fail "'show' failed"
"$EXE" bookmarks list --user-dir "$TMP/cli-user" >/dev/null 2>&1 || fail "'bookmarks list' failed"
# The importer is in the bundle (File > Import glossary... needs it too).
printf 'es,pt\nagujero negro,buraco negro\n' >"$TMP/sky.csv"
"$EXE" import "$TMP/sky.csv" --name sky --user-dir "$TMP/cli-user" >/dev/null || fail "'import' failed"
got=$("$EXE" --glossary sky --user-dir "$TMP/cli-user" search buraco) || fail "'search --glossary' failed"
case $got in *"agujero negro"*) ;; *) fail "'search buraco' in the imported glossary printed: $got" ;; esac
echo "search, show, bookmarks, import"

step "readable by every user"
unreadable=$(find "$DIR" ! -perm -o+r | head -5)
[ -z "$unreadable" ] || fail "not world-readable (breaks installs under /opt): $unreadable"
echo "yes"

self_test "(a) offscreen" offscreen env QT_QPA_PLATFORM=offscreen "$EXE" --self-test

command -v xvfb-run >/dev/null || fail "xvfb-run not found (apt-get install xvfb xauth)"
self_test "(b) xcb under Xvfb" xcb \
    xvfb-run -a -s "-screen 0 1280x800x24 -nolisten tcp" \
    env QT_QPA_PLATFORM=xcb "$EXE" --self-test

mkdir "$TMP/ro"
cp -a "$DIR" "$TMP/ro/$NAME"
chmod -R a-w "$TMP/ro"
fingerprint "$TMP/ro/$NAME" >"$TMP/ro-before"
AS=""
if [ "$(id -u)" = 0 ]; then AS="runuser -u nobody --"; fi
# From inside the folder, so a stray write to the working directory fails too.
self_test "(c) read-only copy${AS:+ as nobody}" offscreen \
    sh -c "cd '$TMP/ro/$NAME' && exec $AS env HOME='$TMP' QT_QPA_PLATFORM=offscreen ./$NAME --self-test"
fingerprint "$TMP/ro/$NAME" >"$TMP/ro-after"
diff "$TMP/ro-before" "$TMP/ro-after" >&2 || fail "(c) the read-only copy changed"

mkdir "$TMP/home"
self_test "(d) empty HOME" offscreen \
    env -u XDG_CONFIG_HOME -u XDG_DATA_HOME -u XDG_STATE_HOME -u XDG_CACHE_HOME \
    -u GLOSSARY_DESKTOP_USER_DIR -u GLOSSARY_DESKTOP_DB \
    HOME="$TMP/home" QT_QPA_PLATFORM=offscreen "$EXE" --self-test
leaked=$(cd "$TMP/home" && find . -ipath '*glossary*' | head -5)
[ -z "$leaked" ] || fail "(d) the self-test wrote user data into HOME: $leaked"

step "bundle unchanged"
fingerprint "$DIR" >"$TMP/after"
diff "$TMP/before" "$TMP/after" >&2 || fail "a check wrote into $DIR"
echo "yes"
echo "dist-check ok: $DIR"
