#!/bin/sh
# Install the onedir build for the current user, or remove it again (no root).
#
#   build/install_user.sh install [dist/glossary-desktop]   (make install-user)
#   build/install_user.sh uninstall                         (make uninstall-user)
#   ./install_user.sh install                               (in an unpacked release)
#
# Puts the program in ~/.local/lib/glossary-desktop, a link in ~/.local/bin, the
# menu entry, the AppStream metadata and the icons under $XDG_DATA_HOME (default
# ~/.local/share). Uninstall removes exactly those files; the user's bookmarks
# and settings are not the program's and stay.
set -eu

HERE=$(cd "$(dirname "$0")" && pwd)
APP_ID=io.github.glossary_desktop.GlossaryDesktop
NAME=glossary-desktop
if [ -f "$HERE/$NAME.desktop" ]; then  # run from an unpacked release archive
    RES=$HERE ICONS=$HERE/icons PROGRAM=$HERE/$NAME SVG=$HERE/icons/$NAME.svg
else                                   # run from the source tree (make install-user)
    RES=$HERE/../resources ICONS=$HERE/../resources/icons PROGRAM=$HERE/../dist/$NAME
    SVG=$HERE/../glossary_desktop/ui/look/$NAME.svg
fi
DATA=${XDG_DATA_HOME:-$HOME/.local/share}
LIB=$HOME/.local/lib/$NAME
BIN=$HOME/.local/bin/$NAME
SIZES="16 32 48 64 128 256"

refresh() {  # let the desktop see the change now rather than at the next login
    command -v update-desktop-database >/dev/null 2>&1 &&
        update-desktop-database -q "$DATA/applications" 2>/dev/null || true
    command -v gtk-update-icon-cache >/dev/null 2>&1 &&
        gtk-update-icon-cache -q -t "$DATA/icons/hicolor" 2>/dev/null || true
}

case "${1:-}" in
install)
    DIR=${2:-$PROGRAM}
    [ -x "$DIR/$NAME" ] || { echo "$DIR: not built (run 'make dist')" >&2; exit 1; }
    mkdir -p "$HOME/.local/lib" "$HOME/.local/bin" "$DATA/applications" "$DATA/metainfo" \
        "$DATA/icons/hicolor/scalable/apps"
    rm -rf "$LIB.new"
    cp -a "$DIR" "$LIB.new"
    rm -rf "$LIB"
    mv "$LIB.new" "$LIB"
    ln -sfn "$LIB/$NAME" "$BIN"
    # The menu entry names the installed program, so it works without ~/.local/bin on PATH.
    sed -e "s|^Exec=.*|Exec=$LIB/$NAME|" -e "s|^TryExec=.*|TryExec=$LIB/$NAME|" \
        "$RES/$NAME.desktop" >"$DATA/applications/$NAME.desktop"
    cp "$RES/$APP_ID.metainfo.xml" "$DATA/metainfo/"
    cp "$SVG" "$DATA/icons/hicolor/scalable/apps/"
    for s in $SIZES; do
        install -D -m 644 "$ICONS/$NAME-$s.png" \
            "$DATA/icons/hicolor/${s}x$s/apps/$NAME.png"
    done
    refresh
    echo "Installed $LIB; run '$NAME' or find Glossary Desktop in the applications menu."
    ;;
uninstall)
    rm -rf "$LIB"
    [ -L "$BIN" ] && rm -f "$BIN"
    rm -f "$DATA/applications/$NAME.desktop" "$DATA/metainfo/$APP_ID.metainfo.xml" \
        "$DATA/icons/hicolor/scalable/apps/$NAME.svg"
    for s in $SIZES; do
        rm -f "$DATA/icons/hicolor/${s}x$s/apps/$NAME.png"
    done
    refresh
    echo "Removed $NAME (your bookmarks and settings are kept)."
    ;;
*)
    echo "usage: $0 install [DIR] | uninstall" >&2
    exit 2
    ;;
esac
