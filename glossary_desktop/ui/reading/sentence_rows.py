"""Corresponding sentences start on the same line in both panes (side by side).

After layout, the block before each row (and before the source lines) on the
side that is ahead gets a taller bottom margin, by exactly what it lacks. Qt
lays two blocks apart by the larger of the upper one's bottom margin and the
lower one's top margin, which is what the added margin builds on. The text is
not re-rendered: only block formats change.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtGui import QTextBlock, QTextBlockFormat, QTextCursor

#: Rows closer than this (pixels) count as lined up.
TOLERANCE = 0.5


def top(block: QTextBlock) -> float:
    """Where ``block``'s first line starts in its document (lays it out if needed)."""
    layout = block.document().documentLayout()
    return layout.blockBoundingRect(block).top()


def set_bottom_margin(block: QTextBlock, margin: float) -> None:
    fmt = QTextBlockFormat()
    fmt.setBottomMargin(margin)
    QTextCursor(block).mergeBlockFormat(fmt)


def line_up(starts: Sequence[tuple[QTextBlock, QTextBlock]]) -> None:
    """Move each pair of blocks in ``starts`` (a row's first block in each pane,
    top to bottom) to the same height, by padding the block above the higher one."""
    for a, b in starts:
        for _ in range(2):  # a second pass only if Qt rounded the first
            diff = top(a) - top(b)
            if abs(diff) < TOLERANCE:
                break
            higher = b if diff > 0 else a
            above = higher.previous()
            if not above.isValid():
                break
            gap = max(above.blockFormat().bottomMargin(), higher.blockFormat().topMargin())
            set_bottom_margin(above, gap + abs(diff))
