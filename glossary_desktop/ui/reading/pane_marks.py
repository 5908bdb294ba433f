"""The marks drawn over the compared panes: a word's counterpart lit, and with
"Show differences" on, the words that have none underlined.

Each mark is a ``QTextEdit.ExtraSelection`` over what a pane already shows, so
pointing at a word re-renders nothing. Imported with the first comparison,
after the window's first frame (:meth:`ComparePanes.start
<glossary_desktop.ui.reading.compare_panes.ComparePanes.start>`): the first frame marks
nothing, and needs none of the text formats and cursors drawn here.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

from PySide6.QtGui import QTextCharFormat, QTextCursor
from PySide6.QtWidgets import QTextEdit

from glossary_desktop.domain import Field, Lang
from glossary_desktop.ui.look import COUNTERPART, COUNTERPART_TEXT, DIFFERENCE, themed
from glossary_desktop.ui.reading.entry_pane import EntryPane
from glossary_desktop.ui.reading.pane_map import PaneMap

if TYPE_CHECKING:
    from glossary_desktop.compare import Pair
    from glossary_desktop.compare.alignment import Alignment


def marks(
    pane: EntryPane,
    lang: Lang,
    pane_map: PaneMap,
    alignments: Mapping[Field, Alignment],
    *,
    differences: bool,
    pointed: tuple[Field, Pair] | None,
) -> list[QTextEdit.ExtraSelection]:
    """What ``pane`` (showing ``lang``, read as ``pane_map``) marks: the words without a
    counterpart if ``differences``, and the ``pointed`` pair's side in this language."""
    found: list[QTextEdit.ExtraSelection] = []
    if differences:
        fmt = _difference_format(pane)
        for field, alignment in alignments.items():
            for span in alignment.unmatched(lang):
                found += _selections(pane, pane_map.positions(field, span), fmt)
    if pointed is not None:
        field, pair = pointed
        fmt = _counterpart_format(pane)
        found += _selections(pane, pane_map.positions(field, pair.side(lang)), fmt)
    return found


def _counterpart_format(pane: EntryPane) -> QTextCharFormat:
    fmt = QTextCharFormat()
    fmt.setBackground(themed(COUNTERPART, pane.palette()))
    fmt.setForeground(themed(COUNTERPART_TEXT, pane.palette()))
    return fmt


def _difference_format(pane: EntryPane) -> QTextCharFormat:
    fmt = QTextCharFormat()
    fmt.setUnderlineStyle(QTextCharFormat.UnderlineStyle.WaveUnderline)
    fmt.setUnderlineColor(themed(DIFFERENCE, pane.palette()))
    return fmt


def _selections(
    pane: EntryPane, ranges: list[tuple[int, int]], fmt: QTextCharFormat
) -> list[QTextEdit.ExtraSelection]:
    out = []
    for start, end in ranges:
        selection = QTextEdit.ExtraSelection()
        cursor = QTextCursor(pane.document())
        cursor.setPosition(start)
        cursor.setPosition(end, QTextCursor.MoveMode.KeepAnchor)
        selection.cursor = cursor
        selection.format = fmt
        out.append(selection)
    return out
