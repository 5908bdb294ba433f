"""Render the application icon's PNG sizes from its SVG, with Qt's SVG renderer.

    QT_QPA_PLATFORM=offscreen python build/render_icons.py

Writes ``resources/icons/glossary-desktop-<size>.png`` for the hicolor sizes 16 to
256 px, for the desktop's menus. Run it after editing
``glossary_desktop/ui/look/glossary-desktop.svg`` (the window's icon, package data);
the PNGs are committed, so building the app needs no renderer.
"""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

ROOT = Path(__file__).resolve().parent.parent
ICONS = ROOT / "resources" / "icons"
SVG = ROOT / "glossary_desktop" / "ui" / "look" / "glossary-desktop.svg"
SIZES = (16, 32, 48, 64, 128, 256)


def render(svg: Path, size: int, out: Path) -> None:
    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise SystemExit(f"{svg}: not a valid SVG")
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    renderer.render(painter)
    painter.end()
    if not image.save(str(out)):
        raise SystemExit(f"{out}: cannot write")


def main() -> int:
    app = QGuiApplication(sys.argv[:1])  # text in the SVG needs the font database
    for size in SIZES:
        out = ICONS / f"glossary-desktop-{size}.png"
        render(SVG, size, out)
        print(out.relative_to(ROOT))
    del app
    return 0


if __name__ == "__main__":
    sys.exit(main())
