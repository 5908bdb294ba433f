"""Drawing a term cell's text: elided as the style elides it, matches highlighted.

For the term list's delegate (:mod:`.delegate`), on every row (the selected
one over the style's selection). This runs for every cell on screen after
every keystroke, so it makes as few Qt calls as it can.
"""

from __future__ import annotations

from PySide6.QtCore import QRect
from PySide6.QtGui import QColor, QPainter

from glossary_desktop.render.html import HIT_BACKGROUND, HIT_TEXT
from glossary_desktop.ui.termlist.cell_text import CellText

_HIT_BACKGROUND = QColor(HIT_BACKGROUND)
_HIT_TEXT = QColor(HIT_TEXT)
#: Text at most this light (HSL, 0-255) reads well on the highlight's yellow.
_READABLE_ON_HIT = 110
#: Space left and right of a cell's text: QCommonStyle's text margin
#: (PM_FocusFrameHMargin + 1), so highlighted and plain rows line up.
TEXT_MARGIN = 3


def draw_cell_text(
    painter: QPainter,
    left: int,
    top: int,
    baseline: int,
    line_height: int,
    underline: int,
    colour: QColor,
    text: CellText,
) -> None:
    """A measured cell's text on a line placed at ``left``, ``top`` and ``baseline``
    (``underline``: the font's underline below the baseline).

    Span backgrounds first, then the text once in ``colour``; a light ``colour``
    (a dark theme, a selected row) is unreadable on the highlight, so the spans
    are drawn again in the highlight's text colour, clipped to them. Glyphs
    never move.
    """
    _shown, hits, static = text
    boxes = [QRect(left + x, top, w, line_height) for x, w in hits]
    for box in boxes:
        painter.fillRect(box, _HIT_BACKGROUND)
    painter.setPen(colour)
    painter.drawStaticText(left, top, static)  # its top left: the baseline is the font's
    if not boxes:
        return
    painter.save()
    painter.setPen(_HIT_TEXT)
    if colour.lightness() > _READABLE_ON_HIT:
        for box in boxes:
            painter.setClipRect(box)
            painter.drawStaticText(left, top, static)
        painter.setClipping(False)
    # Underlined too: a match must not be told by colour alone.
    line = baseline + underline
    for box in boxes:
        painter.drawLine(box.left(), line, box.right(), line)
    painter.restore()
