"""The term list's vertical scroll bar, which keeps its pictures at the top of a list.

Every search shows its list from the top, and most look alike to the scroll
bar: as many rows as a search returns at most (the same range), or all of them
fitting on a screen (an empty range, the slider over the whole groove). Yet the
style draws the bar afresh after each keystroke, gradients the bar's height,
the dearest part of a keystroke's paint after the rows. Drawn once per size,
range, palette and state into a pixmap, the same picture is then copied.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QPainter, QPaintEvent, QPixmap
from PySide6.QtWidgets import QScrollBar, QStyle, QStyleOptionSlider, QWidget

#: Pictures kept at most, the latest shown (sizes, ranges, palettes, states).
_KEPT = 8

_Key = tuple[int, int, int, int, int, float, object, int, int]


class StillScrollBar(QScrollBar):
    """A ``QScrollBar`` that copies a kept picture of itself while at the top.

    Only there and only while the mouse is elsewhere: scrolled down, or with
    a part under the pointer or pressed, the style paints it as always.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(Qt.Orientation.Vertical, parent)
        # A few pictures: a full list, a search's results, an empty range, and
        # the list is shorter while the correction line is over it.
        self._pictures: dict[_Key, QPixmap] = {}
        # The window's colour behind the bar, filled by Qt itself: what the kept
        # picture is drawn over, so that it can be opaque.
        self.setAutoFillBackground(True)

    def paintEvent(self, event: QPaintEvent) -> None:
        if self.sliderPosition() != self.minimum() or self.underMouse() or self.isSliderDown():
            super().paintEvent(event)
            return
        option = QStyleOptionSlider()
        self.initStyleOption(option)
        # What QScrollBar.paintEvent draws with no part hovered or pressed.
        option.subControls = QStyle.SubControl.SC_All
        option.activeSubControls = QStyle.SubControl.SC_None
        ratio = self.devicePixelRatioF()
        key: _Key = (
            self.width(), self.height(), self.minimum(), self.maximum(),
            # With nothing to scroll the slider fills the groove whatever the page
            # (the rows shown): one picture for every search whose rows all fit.
            self.pageStep() if self.maximum() != self.minimum() else 0,
            ratio, option.state,
            self.palette().cacheKey(), id(self.style()),
        )
        picture = self._pictures.pop(key, None)
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
            if len(self._pictures) >= _KEPT:  # the least lately shown goes
                del self._pictures[next(iter(self._pictures))]
        self._pictures[key] = picture  # last in the order: the latest shown
        painter = QPainter(self)
        painter.drawPixmap(0, 0, picture)
        painter.end()
