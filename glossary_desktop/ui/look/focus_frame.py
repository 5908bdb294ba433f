"""The frame that shows which list, pane or box has the keyboard focus.

Fusion marks a focused list with a faint dotted outline on one cell, and a
focused text pane or note box with a blinking caret only: neither is found at a
glance, nor under a screen magnifier. Every scrolling view a keyboard user Tabs
to (the term list, both panes, the note, the bookmarks panel) draws this frame
over its viewport while it has the focus.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtGui import QFocusEvent, QPainter, QPaintEvent, QPalette, QPen
from PySide6.QtWidgets import QAbstractScrollArea

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


class FocusFramed(_ScrollArea):
    """Mixin for a scrolling view, named before its Qt class: the frame while
    the view has the focus. The focus coming or going repaints the whole
    viewport (a text view repaints only its caret's line)."""

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        paint_focus_frame(self)

    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        self.viewport().update()

    def focusOutEvent(self, event: QFocusEvent) -> None:
        super().focusOutEvent(event)
        self.viewport().update()
