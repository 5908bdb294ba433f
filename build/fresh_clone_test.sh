#!/usr/bin/env bash
# make test on a fresh clone, as a newcomer gets it (make test-fresh-clone, CI).
#
#   build/fresh_clone_test.sh
#
# Clones this repository's current commit (what is committed, not the work
# tree) into a temporary folder, runs make test there (a new .venv included)
# and removes the folder. Nothing lies beside that clone, so the
# interoperability suite on third-party TBX files must be reported skipped and
# every other test must pass on the project's own files.
set -euo pipefail

repo=$(cd "$(dirname "$0")/.." && pwd)
commit=$(git -C "$repo" rev-parse HEAD)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
clone="$tmp/glossary-desktop"

git clone -q --no-checkout "$repo" "$clone"
git -C "$clone" checkout -q --detach "$commit"
cd "$clone"
# CI requires the interoperability suite in its own checkout, not in this one.
env -u GLOSSARY_DESKTOP_REQUIRE_INTEROP make test 2>&1 | tee "$tmp/make-test.log"

if ! grep -q "^SKIPPED .*third-party TBX files not found" "$tmp/make-test.log"; then
    echo "fresh_clone_test: the interoperability suite ran in the clone: third-party" \
        "TBX files lie near $tmp; set TMPDIR to another folder" >&2
    exit 1
fi
echo "fresh_clone_test: make test passed on a fresh clone of $commit"
