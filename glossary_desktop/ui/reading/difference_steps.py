"""A difference shown to the reader: selected in both panes and scrolled to (F8,
Shift+F8), its reason in the pane's tooltip where the mouse points at it."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from PySide6.QtGui import QTextCursor

from glossary_desktop.compare import Difference
from glossary_desktop.domain import Lang
from glossary_desktop.ui.reading.entry_pane import EntryPane
from glossary_desktop.ui.reading.pane_map import PaneMap
from glossary_desktop.ui.reading.pane_marks import difference_at, side, tooltip


def select(
    panes: Mapping[Lang, EntryPane], maps: Mapping[Lang, PaneMap], difference: Difference
) -> None:
    """Select each side of ``difference`` in its pane and scroll it into view; a
    side with nothing (a missing or added difference) has no selection."""
    for lang, pane in panes.items():
        span, pane_map = side(difference, lang), maps.get(lang)
        ranges = pane_map.positions(difference.field, span) if span and pane_map else []
        cursor = pane.textCursor()
        if ranges:
            cursor.setPosition(ranges[0][0])
            cursor.setPosition(ranges[-1][1], QTextCursor.MoveMode.KeepAnchor)
        else:
            cursor.clearSelection()
        pane.setTextCursor(cursor)
        pane.ensureCursorVisible()


def explain(
    pane: EntryPane, lang: Lang, pane_map: PaneMap, differences: Sequence[Difference],
    position: int,
) -> None:
    """The pane's tooltip: the reason of the difference at ``position``, if any."""
    where = pane_map.source_at(position) if position >= 0 else None
    found = difference_at(differences, lang, *where) if where is not None else None
    pane.setToolTip("" if found is None else tooltip(found))
