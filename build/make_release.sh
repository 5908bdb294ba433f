#!/bin/sh
# Pack the onedir bundle into the Linux release archive (make release).
#
#   build/make_release.sh [dist/glossary-desktop]
#
# Writes dist/glossary-desktop-<version>-linux-<arch>.tar.gz holding one folder
# glossary-desktop-<version>/ with: glossary-desktop/ (the program), the .desktop
# file, the icons and INSTALL.txt. Owner root, modes a+rX, files sorted, so the
# archive unpacks the same for every user.
set -eu

ROOT=$(cd "$(dirname "$0")/.." && pwd)
DIR=${1:-$ROOT/dist/glossary-desktop}
VERSION=$(sed -n 's/^__version__ = "\(.*\)"/\1/p' "$ROOT/glossary_desktop/_version.py")
ARCH=$(uname -m)
NAME=glossary-desktop-$VERSION
OUT=$ROOT/dist/$NAME-linux-$ARCH.tar.gz
STAGE=$ROOT/build/work/release

[ -x "$DIR/glossary-desktop" ] || { echo "$DIR: not built (run 'make dist')" >&2; exit 1; }
rm -rf "$STAGE"
mkdir -p "$STAGE/$NAME/icons"
cp -a "$DIR" "$STAGE/$NAME/glossary-desktop"
cp "$ROOT/resources/glossary-desktop.desktop" "$ROOT/build/INSTALL.txt" "$ROOT/build/install_user.sh" \
    "$ROOT/resources/io.github.glossary_desktop.GlossaryDesktop.metainfo.xml" "$STAGE/$NAME/"
cp "$ROOT"/glossary_desktop/ui/look/glossary-desktop.svg "$ROOT"/resources/icons/glossary-desktop-*.png \
    "$STAGE/$NAME/icons/"
chmod -R u+w,a+rX "$STAGE/$NAME"
tar -C "$STAGE" --sort=name --owner=0 --group=0 --numeric-owner \
    --mtime="@$(stat -c %Y "$DIR/glossary-desktop")" -czf "$OUT" "$NAME"
echo "$OUT ($(du -h "$OUT" | cut -f1))"
