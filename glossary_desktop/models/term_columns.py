"""The term list's columns and the roles its cells answer: what a view and its
delegate ask :class:`~glossary_desktop.models.term_list.TermListModel`."""

from __future__ import annotations

from enum import IntEnum

from PySide6.QtCore import Qt

from glossary_desktop.domain import Lang

#: The concept id of a row (int).
ConceptIdRole = Qt.ItemDataRole.UserRole
#: Matched spans of the cell's term, for highlighting (tuple[Span, ...]).
SpansRole = Qt.ItemDataRole.UserRole + 1
#: The concept's slug (str).
SlugRole = Qt.ItemDataRole.UserRole + 2
#: Star cell: whether the concept is bookmarked; term cell: whether the entry
#: exists (bool). The view's delegate picks colours from it: models stay QtCore.
StateRole = Qt.ItemDataRole.UserRole + 3

class Column(IntEnum):
    STAR = 0
    ES = 1
    PT = 2


#: The language of each column, by column number (the star column has none).
_LANG_OF: tuple[Lang | None, ...] = (None, Lang.ES, Lang.PT)

#: Every role :meth:`TermListModel.data` answers, as plain ints. A delegate asks
#: about a dozen roles per cell and paint, most of which no row has: those are
#: answered before any row or enum lookup (about a thousand calls per screen).
_ROLES = frozenset(
    int(r)
    for r in (
        Qt.ItemDataRole.DisplayRole,
        Qt.ItemDataRole.ToolTipRole,
        Qt.ItemDataRole.AccessibleTextRole,
        Qt.ItemDataRole.TextAlignmentRole,
        ConceptIdRole,
        SlugRole,
        StateRole,
        SpansRole,
    )
)

#: The roles a term cell answers with one part of its :class:`Cell`.
_CELL_PARTS = {int(Qt.ItemDataRole.DisplayRole): 0, int(StateRole): 1, int(SpansRole): 2}

#: Header roles answered, as plain ints: the header asks a dozen roles per section
#: each time it paints (after every search), and most have no answer.
_DISPLAY = int(Qt.ItemDataRole.DisplayRole)
_TOOLTIP = int(Qt.ItemDataRole.ToolTipRole)
_HORIZONTAL = Qt.Orientation.Horizontal
