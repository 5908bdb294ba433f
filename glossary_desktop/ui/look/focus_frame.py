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


def moved_frame(rect: QRect, shift: QPoint) -> QRegion:
    """What to repaint after a viewport of ``rect`` had its pixels moved by ``shift``:
    the frame's lines across the move, where they belong and where they were
    moved to (a line along the move still lies on itself). A line is taken a
    pixel wider than the pen: at 150 % a 2 px line covers 3 pixels."""
    width = FOCUS_FRAME_PX + 1
    lines = QRegion()
    if shift.y():  # the top and bottom lines
        lines += QRect(rect.left(), rect.top(), rect.width(), width)
        lines += QRect(rect.left(), rect.bottom() - width + 1, rect.width(), width)
    if shift.x():  # the left and right lines
        lines += QRect(rect.left(), rect.top(), width, rect.height())
        lines += QRect(rect.right() - width + 1, rect.top(), width, rect.height())
    return lines + lines.translated(shift)


def item_offset(view: QAbstractScrollArea) -> QPoint | None:
    """How far an item view's content is scrolled, in pixels (``None``: not an item
    view). Item views scroll by rows: a move's pixels are this offset's change."""
    if isinstance(view, QAbstractItemView):
        return QPoint(view.horizontalOffset(), view.verticalOffset())
    return None


class FocusFramed(_ScrollArea):
    """Mixin for a scrolling view, named before its Qt class: the frame while
    the view has the focus. The focus coming or going repaints the whole
    viewport (a text view repaints only its caret's line)."""

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        paint_focus_frame(self)

    def scrollContentsBy(self, dx: int, dy: int) -> None:
        framed = self.hasFocus()
        offset = item_offset(self) if framed else None
        super().scrollContentsBy(dx, dy)
        if not framed:
            return
        viewport = self.viewport()
        after = item_offset(self)
        if offset is not None and after is not None:
            shift = offset - after
        elif isinstance(self, QTextEdit):  # (a text browser too) scrolls by pixels
            shift = QPoint(-dx if self.isRightToLeft() else dx, dy)
        else:  # a plain text edit scrolls by lines: how far its pixels went is not known
            viewport.update()
            return
        # The viewport's pixels moved with the content, the frame's too.
        viewport.update(moved_frame(viewport.rect(), shift))

    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        self.viewport().update()

    def focusOutEvent(self, event: QFocusEvent) -> None:
        super().focusOutEvent(event)
        self.viewport().update()
