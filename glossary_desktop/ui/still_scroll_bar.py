"""The term list's vertical scroll bar, which keeps its picture while it has nothing to scroll.

The list always shows its scroll bar (:mod:`.term_list` says why), so after every
search whose rows all fit on a screen the bar is repainted though it looks the
same: the style draws its slider over the whole groove, a gradient the bar's
height, the dearest part of a keystroke's paint after the rows. Drawn once per
size, palette and state into a pixmap, the same picture is then copied.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QPainter, QPaintEvent, QPixmap
from PySide6.QtWidgets import QScrollBar, QStyle, QStyleOptionSlider, QWidget

#: Pictures kept at most (sizes, palettes and states seen lately).
_KEPT = 4

_Key = tuple[int, int, float, object, int, int]


class StillScrollBar(QScrollBar):
    """A ``QScrollBar`` that copies a kept picture of itself while its range is empty.

    Only then and only while the mouse is elsewhere: with rows to scroll, or
    with a part under the pointer or pressed, the style paints it as always.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(Qt.Orientation.Vertical, parent)
        # A few pictures: the list is one height with the correction line over
        # it and another without, and a search can switch between them.
        self._pictures: dict[_Key, QPixmap] = {}
        # The window's colour behind the bar, filled by Qt itself: what the kept
        # picture is drawn over, so that it can be opaque.
        self.setAutoFillBackground(True)

    def paintEvent(self, event: QPaintEvent) -> None:
        if self.minimum() != self.maximum() or self.underMouse() or self.isSliderDown():
            super().paintEvent(event)
            return
        option = QStyleOptionSlider()
        self.initStyleOption(option)
        # What QScrollBar.paintEvent draws with no part hovered or pressed.
        option.subControls = QStyle.SubControl.SC_All
        option.activeSubControls = QStyle.SubControl.SC_None
        ratio = self.devicePixelRatioF()
        key: _Key = (
            self.width(), self.height(), ratio, option.state,
            self.palette().cacheKey(), id(self.style()),
        )
        picture = self._pictures.get(key)
        if picture is None:
            picture = QPixmap(self.size() * ratio)
            picture.setDevicePixelRatio(ratio)
            # On its own background, as Qt paints it: the picture is then opaque
            # and copying it lays down the very pixels the style would.
            picture.fill(self.palette().color(self.backgroundRole()))
            painter = QPainter(picture)
            self.style().drawComplexControl(
                QStyle.ComplexControl.CC_ScrollBar, option, painter, self
            )
            painter.end()
            if len(self._pictures) >= _KEPT:
                self._pictures.clear()
            self._pictures[key] = picture
        painter = QPainter(self)
        painter.drawPixmap(0, 0, picture)
        painter.end()
