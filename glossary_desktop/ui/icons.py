"""Icons drawn at run time: nothing to ship, sharp at any scale.

The star is the bookmark's one symbol everywhere (toolbar, list, bookmarks
view), so it is drawn once here rather than taken from a theme that may lack it.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QIcon, QPainter, QPainterPath, QPen, QPixmap

STAR_COLOR = QColor("#e0a100")
OUTLINE_COLOR = QColor("#6b7280")
_SIZES = (16, 22, 24, 32, 48)


def star_path(size: float) -> QPainterPath:
    """A five-pointed star filling a ``size`` square."""
    centre, outer, inner = size / 2, size * 0.47, size * 0.19
    path = QPainterPath()
    for i in range(10):
        radius = outer if i % 2 == 0 else inner
        angle = math.pi / 5 * i - math.pi / 2
        point = QPointF(
            centre + radius * math.cos(angle), centre + 0.04 * size + radius * math.sin(angle)
        )
        if i == 0:
            path.moveTo(point)
        else:
            path.lineTo(point)
    path.closeSubpath()
    return path


def _star_pixmap(size: int, filled: bool) -> QPixmap:
    pixmap = QPixmap(size, size)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    colour = STAR_COLOR if filled else OUTLINE_COLOR
    painter.setPen(QPen(colour.darker(115) if filled else colour, max(1.0, size / 16)))
    painter.setBrush(colour if filled else Qt.BrushStyle.NoBrush)
    painter.drawPath(star_path(size))
    painter.end()
    return pixmap


def star_icon() -> QIcon:
    """Outline when off, filled gold when on (for a checkable action)."""
    icon = QIcon()
    for size in _SIZES:
        icon.addPixmap(_star_pixmap(size, False), QIcon.Mode.Normal, QIcon.State.Off)
        icon.addPixmap(_star_pixmap(size, True), QIcon.Mode.Normal, QIcon.State.On)
    return icon


def app_pixmap(size: int = 256) -> QPixmap:
    """The application icon: a rounded book-blue square with "es|pt"."""
    pixmap = QPixmap(size, size)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor("#1f5fbf"))
    margin = size * 0.06
    painter.drawRoundedRect(
        QRectF(margin, margin, size - 2 * margin, size - 2 * margin), size * 0.18, size * 0.18
    )
    font = QFont()
    font.setBold(True)
    font.setPixelSize(int(size * 0.3))
    painter.setFont(font)
    painter.setPen(QColor("white"))
    painter.drawText(QRectF(0, 0, size, size), Qt.AlignmentFlag.AlignCenter, "es|pt")
    painter.end()
    return pixmap


def app_icon() -> QIcon:
    icon = QIcon()
    for size in (*_SIZES, 64, 128, 256):
        icon.addPixmap(app_pixmap(size))
    return icon
