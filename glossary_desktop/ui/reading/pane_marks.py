"""The marks drawn over the compared panes: a word's counterpart lit, and with
"Show differences" on, each difference marked as its kind looks
(:mod:`glossary_desktop.ui.look.difference_look`), its reason in a tooltip.

Each mark is a ``QTextEdit.ExtraSelection`` over what a pane already shows, so
pointing at a word re-renders nothing. Imported with the first comparison,
after the window's first frame (:meth:`ComparePanes.start
<glossary_desktop.ui.reading.compare_panes.ComparePanes.start>`): the first frame marks
nothing, and needs none of the text formats and cursors drawn here.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QLocale
from PySide6.QtGui import QTextCharFormat, QTextCursor
from PySide6.QtWidgets import QTextEdit

from glossary_desktop.compare import Difference, Pair, Reason
from glossary_desktop.compare.reasons import CONTEXT, WORDING
from glossary_desktop.domain import Field, Lang, Span
from glossary_desktop.ui.look import COUNTERPART, COUNTERPART_TEXT, kind_name, mark_format, themed
from glossary_desktop.ui.reading.entry_pane import EntryPane
from glossary_desktop.ui.reading.pane_map import PaneMap


def marks(
    pane: EntryPane,
    lang: Lang,
    pane_map: PaneMap,
    differences: Sequence[Difference],
    pointed: tuple[Field, Pair] | None,
) -> list[QTextEdit.ExtraSelection]:
    """What ``pane`` (showing ``lang``, read as ``pane_map``) marks: its side of each
    of ``differences``, and the ``pointed`` pair's side in this language."""
    found: list[QTextEdit.ExtraSelection] = []
    formats: dict[str, QTextCharFormat] = {}
    for d in differences:
        span = side(d, lang)
        if span is not None:
            fmt = formats.get(d.kind) or formats.setdefault(
                d.kind, mark_format(d.kind, pane.palette()))
            found += _selections(pane, pane_map.positions(d.field, span), fmt)
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


def side(difference: Difference, lang: Lang) -> Span | None:
    """Where ``difference`` is in ``lang``'s text (``None``: nothing on that side)."""
    return difference.es if lang is Lang.ES else difference.pt


def difference_at(
    differences: Sequence[Difference], lang: Lang, field: Field, offset: int
) -> Difference | None:
    """The first of ``differences`` over ``offset`` of ``lang``'s ``field``."""
    for d in differences:
        span = side(d, lang)
        if d.field is field and span is not None and span.start <= offset < span.end:
            return d
    return None


def reason_text(reason: Reason) -> str:
    """A difference's reason in the interface language."""
    wording = QCoreApplication.translate(CONTEXT, WORDING[reason.code])
    fields = reason._asdict() | {"uses": QLocale().toString(reason.uses)}
    return wording.format(**fields)


def tooltip(difference: Difference) -> str:
    """"negation: only the Spanish is negative", in the interface language."""
    return QCoreApplication.translate("DifferenceKinds", "%1: %2").replace(
        "%1", kind_name(difference.kind)).replace("%2", reason_text(difference.reason))


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
