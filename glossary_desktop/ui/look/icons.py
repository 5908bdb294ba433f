"""The window's icons: the application's from its SVG, the others drawn at run time.

The star is the bookmark's one symbol everywhere (toolbar, list, bookmarks
view), so it is drawn here rather than taken from a theme that may lack it; the
back and forward arrows too, so that start-up never loads ``QStyle`` (its Python
type and enums) just to ask it for two standard pixmaps; a panel's close and
float buttons too, in the theme's ink (the style's are grey on either theme).

Every drawn icon is painted lazily by :class:`DrawnIconEngine`, at the size Qt
asks for and only once per size: building the window draws nothing.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QPointF, QRect, QRectF, QSize, Qt
from PySide6.QtGui import (
    QColor,
    QGuiApplication,
    QIcon,
    QIconEngine,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
)

from glossary_desktop.ui.look.colours import is_dark

STAR_COLOR = QColor("#e0a100")
OUTLINE_COLOR = QColor("#6b7280")
#: The arrows' colour by (light, dark) background, near the toolbar's text beside
#: them: one dark grey was 1.6:1 on the dark toolbar, an enabled Back unseen.
ARROW = ("#374151", "#e8eaed")
#: Opacity of a disabled icon (the style would grey a pixmap icon the same way).
DISABLED_OPACITY = 0.35
_SIZES = (16, 22, 24, 32, 48)

#: Paints one icon into a ``size`` square: (painter, size, checked, dark), where
#: ``dark`` says the application's palette is a dark one.
Draw = Callable[[QPainter, int, bool, bool], None]


class DrawnIconEngine(QIconEngine):
    """An icon painted by ``draw`` on demand, each (size, mode, state, theme) once.

    ``sizes`` are what :meth:`availableSizes` reports (a platform that wants
    every size of a window icon asks for these); any other size is drawn too.
    """

    def __init__(self, draw: Draw, sizes: tuple[int, ...] = _SIZES) -> None:
        super().__init__()
        self._draw = draw
        self._sizes = sizes
        self._cache: dict[tuple[int, bool, bool, bool], QPixmap] = {}

    def pixmap(self, size: QSize, mode: QIcon.Mode, state: QIcon.State) -> QPixmap:
        side = max(1, min(size.width(), size.height()))
        # The theme is part of the key: View > Theme repaints the toolbar, which
        # asks again and gets the other theme's drawing.
        dark = is_dark(QGuiApplication.palette())
        key = (side, mode == QIcon.Mode.Disabled, state == QIcon.State.On, dark)
        pixmap = self._cache.get(key)
        if pixmap is None:
            pixmap = self._render(*key)
            self._cache[key] = pixmap
        return pixmap

    def _render(self, side: int, disabled: bool, on: bool, dark: bool) -> QPixmap:
        pixmap = QPixmap(side, side)
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if disabled:
            painter.setOpacity(DISABLED_OPACITY)
        self._draw(painter, side, on, dark)
        painter.end()
        return pixmap

    def paint(self, painter: QPainter, rect: QRect, mode: QIcon.Mode, state: QIcon.State) -> None:
        painter.drawPixmap(rect, self.pixmap(rect.size(), mode, state))

    def availableSizes(
        self, mode: QIcon.Mode = QIcon.Mode.Normal, state: QIcon.State = QIcon.State.Off
    ) -> list[QSize]:
        return [QSize(s, s) for s in self._sizes]

    def clone(self) -> QIconEngine:
        return DrawnIconEngine(self._draw, self._sizes)


def drawn_icon(draw: Draw, sizes: tuple[int, ...] = _SIZES) -> QIcon:
    """A ``QIcon`` painted by ``draw`` when (and at the size) it is first shown."""
    return QIcon(DrawnIconEngine(draw, sizes))


# -- the star ------------------------------------------------------------------------


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


def _draw_star(painter: QPainter, size: int, filled: bool, _dark: bool) -> None:
    colour = STAR_COLOR if filled else OUTLINE_COLOR
    painter.setPen(QPen(colour.darker(115) if filled else colour, max(1.0, size / 16)))
    painter.setBrush(colour if filled else Qt.BrushStyle.NoBrush)
    painter.drawPath(star_path(size))


def star_icon() -> QIcon:
    """Outline when off, filled gold when on (for a checkable action)."""
    return drawn_icon(_draw_star)


# -- back and forward ------------------------------------------------------------------


def arrow_path(size: float, *, left: bool) -> QPainterPath:
    """An arrow (shaft and open head) across a ``size`` square, pointing left or right."""
    m, mid = size * 0.18, size / 2
    head = size * 0.28
    tip, tail = (m, size - m) if left else (size - m, m)
    back = tip + head if left else tip - head
    path = QPainterPath(QPointF(tail, mid))
    path.lineTo(QPointF(tip, mid))
    path.moveTo(QPointF(back, mid - head))
    path.lineTo(QPointF(tip, mid))
    path.lineTo(QPointF(back, mid + head))
    return path


def _line_pen(painter: QPainter, width: float, dark: bool) -> None:
    """The pen of the line icons (arrows, title-bar buttons): round, in the theme's ink."""
    pen = QPen(QColor(ARROW[dark]), width)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    painter.setPen(pen)


def _arrow_drawer(*, left: bool) -> Draw:
    def draw(painter: QPainter, size: int, _on: bool, dark: bool) -> None:
        _line_pen(painter, max(1.5, size / 10), dark)
        painter.drawPath(arrow_path(size, left=left))

    return draw


def back_icon() -> QIcon:
    return drawn_icon(_arrow_drawer(left=True))


def forward_icon() -> QIcon:
    return drawn_icon(_arrow_drawer(left=False))


# -- a panel's title bar: close, and float (undock) or dock again ------------------------


def _draw_close(painter: QPainter, size: int, _on: bool, dark: bool) -> None:
    """A cross, the usual "close this panel" mark. Fusion paints it 10 pixels wide:
    thinner than the arrows' line, or the middle of the cross is a blot."""
    _line_pen(painter, max(1.25, size / 8), dark)
    a, b = size * 0.22, size * 0.78
    painter.drawLine(QPointF(a, a), QPointF(b, b))
    painter.drawLine(QPointF(a, b), QPointF(b, a))


def _draw_float(painter: QPainter, size: int, _on: bool, dark: bool) -> None:
    """Two overlapping windows, the usual "undock" (or "restore") mark: the one in
    front whole, the one behind only where it shows. Its lines are whole pixels
    wide and lie on whole pixels: smoothed at 10 pixels, the two boxes were one blot."""
    width = max(1, round(size / 10))
    _line_pen(painter, width, dark)

    def snap(v: float) -> float:  # the middle of a pixel for an odd width, its edge for even
        return math.floor(v) + 0.5 if width % 2 else float(round(v))

    near, far, step = snap(size * 0.15), snap(size * 0.85), round(size * 0.3)
    painter.drawRect(QRectF(QPointF(near, near + step), QPointF(far - step, far)))
    behind = QPainterPath(QPointF(near + step, near + step))
    for x, y in ((near + step, near), (far, near), (far, far - step), (far - step, far - step)):
        behind.lineTo(QPointF(x, y))
    painter.drawPath(behind)


def close_icon() -> QIcon:
    """A panel's close button, in the theme's ink (the style's is grey on either)."""
    return drawn_icon(_draw_close)


def float_icon() -> QIcon:
    """A panel's float button (it docks a floating panel again too)."""
    return drawn_icon(_draw_float)


# -- clearing the search box -------------------------------------------------------------


def _draw_clear(painter: QPainter, size: int, _on: bool, _dark: bool) -> None:
    """A grey disc with a white cross, the usual "clear this field" mark."""
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(OUTLINE_COLOR)
    margin = size * 0.12
    painter.drawEllipse(QRectF(margin, margin, size - 2 * margin, size - 2 * margin))
    pen = QPen(QColor("white"), max(1.0, size / 10))
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    painter.setPen(pen)
    a, b = size * 0.36, size * 0.64
    painter.drawLine(QPointF(a, a), QPointF(b, b))
    painter.drawLine(QPointF(a, b), QPointF(b, a))


def clear_icon() -> QIcon:
    """The search box's clear button (drawn: the style's themed icon costs a theme
    lookup at start-up under X11)."""
    return drawn_icon(_draw_clear)


# -- the application -------------------------------------------------------------------

#: The application icon, the one drawing of it (package data; the release's PNGs
#: are rendered from it by ``build/render_icons.py``).
APP_ICON_SVG = Path(__file__).resolve().with_name("glossary-desktop.svg")


def app_icon() -> QIcon:
    """The application icon, rendered from its SVG at whatever size is asked for."""
    return QIcon(str(APP_ICON_SVG))
