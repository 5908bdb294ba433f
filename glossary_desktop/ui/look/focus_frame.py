"""The frame that shows which list, pane or box has the keyboard focus.

Fusion marks a focused list with a faint dotted outline on one cell, and a
focused text pane or note box with a blinking caret only: neither is found at a
glance, nor under a screen magnifier. Every scrolling view a keyboard user Tabs
to (the term list, both panes, the note, the bookmarks panel) draws this frame
over its viewport while it has the focus.

A view scrolls by moving its viewport's pixels (Qt copies what stays on screen
and repaints only what scrolled into view), the frame's pixels with the rest:
left alone, its top or bottom line would stay on screen as a stray line across
the rows. After a scroll the frame is repainted where it belongs, and the
content where its lines were moved to.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QPoint, QRect
from PySide6.QtGui import QFocusEvent, QPainter, QPaintEvent, QPalette, QPen, QRegion
from PySide6.QtWidgets import QAbstractItemView, QAbstractScrollArea, QTextEdit

if TYPE_CHECKING:
    _ScrollArea = QAbstractScrollArea  # what the mixin's super() calls reach
else:
    _ScrollArea = object

#: Width of the frame.
FOCUS_FRAME_PX = 2


def paint_focus_frame(view: QAbstractScrollArea) -> None:
    """A 2 px frame in the selection colour inside ``view``'s viewport, if ``view``
    has the focus. Called at the end of the view's ``paintEvent``."""
    if not view.hasFocus():
        return
    viewport = view.viewport()
    painter = QPainter(viewport)
    painter.setPen(QPen(view.palette().color(QPalette.ColorRole.Highlight), FOCUS_FRAME_PX))
    half = FOCUS_FRAME_PX // 2
    painter.drawRect(viewport.rect().adjusted(half, half, -half - 1, -half - 1))
    painter.end()


def frame_region(rect: QRect) -> QRegion:
    """Where the frame is painted inside a viewport of ``rect``: a ring along its
    edges (a pixel wider than the pen: at 150 % a 2 px line covers 3 pixels)."""
    inset = FOCUS_FRAME_PX + 1
    return QRegion(rect) - QRegion(rect.adjusted(inset, inset, -inset, -inset))


def content_offset(view: QAbstractScrollArea) -> QPoint | None:
    """How far ``view``'s content is scrolled, in pixels; ``None`` where that is not
    known in pixels (a plain text edit scrolls by lines)."""
    if isinstance(view, QAbstractItemView):
        return QPoint(view.horizontalOffset(), view.verticalOffset())
    if isinstance(view, QTextEdit):  # (a text browser too) scrolls by pixels
        return QPoint(view.horizontalScrollBar().value(), view.verticalScrollBar().value())
    return None


class FocusFramed(_ScrollArea):
    """Mixin for a scrolling view, named before its Qt class: the frame while
    the view has the focus. The focus coming or going repaints the whole
    viewport (a text view repaints only its caret's line)."""

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        paint_focus_frame(self)

    def scrollContentsBy(self, dx: int, dy: int) -> None:
        before = content_offset(self) if self.hasFocus() else None
        super().scrollContentsBy(dx, dy)
        if not self.hasFocus():
            return
        viewport = self.viewport()
        after = content_offset(self)
        if before is None or after is None:
            viewport.update()  # where the frame's lines went is not known: all
            return
        # The viewport's pixels moved by the content's scroll, the frame's too.
        ring = frame_region(viewport.rect())
        viewport.update(ring + ring.translated(before - after))

    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        self.viewport().update()

    def focusOutEvent(self, event: QFocusEvent) -> None:
        super().focusOutEvent(event)
        self.viewport().update()
