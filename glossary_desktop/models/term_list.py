"""The term list's model: concept ids in display order, rows loaded lazily.

Adapts :class:`~glossary_desktop.glossary.Glossary` to Qt's model/view
(https://doc.qt.io/qt-6/model-view-programming.html) the way Anki's browser
does for a big collection: the model holds only the ids of what is shown
(nothing at all for the unfiltered list, where row ``i`` is concept ``i + 1``),
fetches rows (slug and terms) a page at a time into a small LRU cache, loads a
whole concept only when one is asked for, and a new search or
filter is one model reset. Nothing is done per row on reset, so a million
concepts cost the same as thirty.
"""

from __future__ import annotations

from array import array
from collections import OrderedDict
from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QModelIndex,
    QObject,
    Qt,
)

from glossary_desktop.domain import Concept, GlossaryRef, Hit, Lang, SourcedHit, TermRow
from glossary_desktop.glossary import Glossary
from glossary_desktop.models.index import Index
from glossary_desktop.models.sourced import GLOSSARY_COLUMN, SOURCE_SHIFT, Sources
from glossary_desktop.models.term_cells import (
    STAR_OFF,
    STAR_ON,
    Cell,
    Why,
    star_cell,
    term_cell,
    term_tooltip,
    why,
)
from glossary_desktop.models.term_columns import (
    _CELL_PARTS,
    _DISPLAY,
    _HORIZONTAL,
    _LANG_OF,
    _ROLES,
    _TOOLTIP,
    Column,
    ConceptIdRole,
    SlugRole,
    SpansRole,
    StateRole,
)

# The columns and roles lived here first: views, delegates and tests import them.
__all__ = ["MAX_PAGES", "PAGE_SIZE", "Column", "ConceptIdRole", "SlugRole", "SpansRole",
           "StateRole", "TermListModel"]

#: Rows fetched per query (a screenful or so: the first screen waits for its
#: page, and a larger page costs more on a cold cache),
#: and pages kept: some thirty screens of scrolling.
PAGE_SIZE = 32
MAX_PAGES = 32


class TermListModel(QAbstractTableModel):
    """Concepts as rows: star, Spanish term, Portuguese term."""

    def __init__(self, glossary: Glossary, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._glossary = glossary
        self._ids: Sequence[int] | None = None  # None: every concept, row == id - 1
        self._count = glossary.concept_count
        self._hits: dict[int, Hit] = {}
        self._hit_rows: dict[int, TermRow] = {}  # of the hits painted so far
        #: The term cells of the hits painted so far, by row and column: a hit's cell
        #: (its excerpt, its matches) is the same until the next reset.
        self._hit_cells: dict[tuple[int, int], Cell] = {}
        self._pages: OrderedDict[int, dict[int, TermRow]] = OrderedDict()
        self._starred: frozenset[str] = frozenset()
        #: The starred slugs of another glossary of the library (its own bookmarks).
        self._starred_in: Callable[[GlossaryRef], frozenset[str]] | None = None
        #: The library's other glossaries (rows of theirs: :mod:`.sourced`), or None.
        self.sources: Sources | None = None
        self._columns = len(Column)

    def set_sources(self, sources: Sources) -> None:
        """List rows of the library's other glossaries too, each naming its own in
        a fourth column (set once, before the view is given the model)."""
        self.sources = sources
        self._columns = GLOSSARY_COLUMN + 1

    # -- what is shown -------------------------------------------------------------

    def show_ids(self, ids: Sequence[int] | None) -> None:
        """Show these concept ids in this order (``None``: the whole glossary)."""
        self._reset(ids, {})

    def show_hits(self, hits: Sequence[Hit]) -> None:
        """Show search results in rank order, with their matched spans."""
        # By id: a hit's concept is loaded only when its row is painted or shown.
        self._reset(array("i", (h.concept_id for h in hits)), {h.concept_id: h for h in hits})

    def show_sourced(self, hits: Sequence[SourcedHit]) -> None:
        """Show a library search's results in rank order (:meth:`set_sources` first)."""
        assert self.sources is not None
        keyed = self.sources.keyed_hits(hits)
        self._reset(array("q", keyed), keyed)

    def show_foreign_ids(self, ref: GlossaryRef, ids: Sequence[int]) -> None:
        """Show concepts ``ids`` of the library's glossary ``ref``, in this order."""
        assert self.sources is not None
        self._reset(array("q", (self.sources.key(ref, i) for i in ids)), {})

    def foreign(self, concept_id: int) -> GlossaryRef | None:
        """The other glossary the row ``concept_id`` comes from; ``None``: the window's."""
        return None if self.sources is None else self.sources.foreign(concept_id)

    def _reset(self, ids: Sequence[int] | None, hits: dict[int, Hit]) -> None:
        self.beginResetModel()
        self._ids = ids
        self._count = self._glossary.concept_count if ids is None else len(ids)
        self._hits = hits
        self._hit_rows = {}
        self._hit_cells = {}
        self._pages.clear()
        self.endResetModel()

    def set_starred(
        self, slugs: frozenset[str], others: Callable[[GlossaryRef], frozenset[str]] | None = None
    ) -> None:
        """Which slugs are bookmarked (repaints the star column); ``others``: those of
        another glossary's rows, asked when painted."""
        if slugs == self._starred and others is None:
            return
        self._starred, self._starred_in = slugs, others
        if self._count:
            self.dataChanged.emit(
                self.index(0, Column.STAR), self.index(self._count - 1, Column.STAR)
            )

    def hit(self, concept_id: int) -> Hit | None:
        """The search result for ``concept_id``, when the list shows search results."""
        return self._hits.get(concept_id)

    # -- rows and ids --------------------------------------------------------------

    def concept_id(self, row: int) -> int:
        return row + 1 if self._ids is None else int(self._ids[row])

    def row_of(self, concept_id: int) -> int | None:
        """The row showing ``concept_id``, or ``None``."""
        if self._ids is None:
            return concept_id - 1 if 1 <= concept_id <= self._count else None
        try:
            return self._ids.index(concept_id)  # C speed on an array; once per reset
        except ValueError:
            return None

    def concept_at(self, row: int) -> Concept | None:
        """The whole concept of ``row`` (with its definitions: one query if not a hit)."""
        if not 0 <= row < self._count:
            return None
        cid = self.concept_id(row)
        hit = self._hits.get(cid)
        if hit is not None:
            return hit.concept
        if cid >> SOURCE_SHIFT and self.sources is not None:
            return self.sources.concept(cid)
        return self._glossary.concept(cid)

    def _row(self, row: int) -> TermRow | None:
        """What the list shows of ``row``."""
        if not 0 <= row < self._count:
            return None
        cid = self.concept_id(row)
        listed = self._hit_rows.get(cid)
        if listed is None:
            hit = self._hits.get(cid)
            if hit is None:
                return self._page(row // PAGE_SIZE).get(cid)
            listed = self._hit_rows[cid] = TermRow.of(hit.concept)  # as its row is painted
        return listed

    def _page(self, number: int) -> dict[int, TermRow]:
        page = self._pages.get(number)
        if page is not None:
            self._pages.move_to_end(number)
            return page
        first = number * PAGE_SIZE
        ids = [self.concept_id(r) for r in range(first, min(first + PAGE_SIZE, self._count))]
        if ids and ids[0] >> SOURCE_SHIFT and self.sources is not None:
            page = self.sources.term_rows(ids)  # a list of one other glossary's
        else:
            page = self._glossary.term_rows(ids)
        self._pages[number] = page
        if len(self._pages) > MAX_PAGES:
            self._pages.popitem(last=False)
        return page

    # -- Qt model interface --------------------------------------------------------

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 - Qt's signature
        return 0 if parent.isValid() else self._count

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 - Qt's signature
        # Asked twice for every cell the list paints (with rowCount): a plain int.
        return 0 if parent.isValid() else self._columns

    # No flags(): QAbstractTableModel's (enabled, selectable, never has children)
    # are what every row has, answered in C++; the view asks for every cell it paints.

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if role == _DISPLAY and orientation == _HORIZONTAL:
            if section == Column.ES:
                return self.tr("Spanish")
            if section == Column.PT:
                return self.tr("Portuguese")
            if section == GLOSSARY_COLUMN:
                return self.tr("Glossary")
            return "" if section == Column.STAR else None
        if role == _TOOLTIP and orientation == _HORIZONTAL and section == Column.STAR:
            return self.tr("Bookmarked")
        return None

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if role not in _ROLES or not index.isValid():
            return None
        listed = self._row(index.row())
        if listed is None:
            return None
        if role == ConceptIdRole:
            return listed.id
        if role == SlugRole:
            return listed.slug
        if index.column() == GLOSSARY_COLUMN and self.sources is not None:
            return self.sources.label_data(listed.id, role, StateRole)
        lang = _LANG_OF[index.column()]
        if lang is None:
            return self._star_data(listed, role)
        return self._term_data(listed, lang, role)

    def cell(self, row: int, column: int) -> Cell | None:
        """What the cell at ``row`` and ``column`` shows (``None``: no such row).

        The term list's delegate asks this once per cell it paints, in one plain
        Python call: not a dozen roles through ``data()``, each crossing Qt twice.
        """
        known = self._hit_cells.get((row, column))
        if known is not None:
            return known
        listed = self._row(row)
        if listed is None:
            return None
        if column == GLOSSARY_COLUMN and self.sources is not None:
            return self.sources.label_cell(listed.id)
        lang = _LANG_OF[column]
        if lang is None:
            return star_cell(self._is_starred(listed))  # never kept: stars change
        hit = self._hits.get(listed.id)
        cell = term_cell(listed.terms.get(lang), lang, hit, self._why(hit, lang))
        if hit is not None:
            self._hit_cells[row, column] = cell
        return cell

    def _is_starred(self, listed: TermRow) -> bool:
        """Whether ``listed`` is bookmarked, in its own glossary's bookmarks."""
        if listed.id >> SOURCE_SHIFT and self.sources is not None:
            starred = self._starred_in
            return starred is not None and listed.slug in starred(self.sources.ref(listed.id))
        return listed.slug in self._starred

    def _star_data(self, listed: TermRow, role: int) -> Any:
        on = self._is_starred(listed)
        if role == Qt.ItemDataRole.DisplayRole:
            return STAR_ON if on else STAR_OFF
        if role == StateRole:
            return on
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return Qt.AlignmentFlag.AlignCenter
        if role in (Qt.ItemDataRole.ToolTipRole, Qt.ItemDataRole.AccessibleTextRole):
            return self.tr("Remove bookmark") if on else self.tr("Bookmark this term")
        return None

    def _term_data(self, listed: TermRow, lang: Lang, role: int) -> Any:
        term = listed.terms.get(lang)
        if role == Qt.ItemDataRole.ToolTipRole:
            tip = term_tooltip(term, lang, self._hits.get(listed.id))
            return tip if tip is not None else self.tr("No entry in this language")
        part = _CELL_PARTS.get(role)
        if part is None:
            return None
        hit = self._hits.get(listed.id)
        return term_cell(term, lang, hit, self._why(hit, lang))[part]

    def _why(self, hit: Hit | None, lang: Lang) -> str:
        """The words saying why ``hit`` is there, in its ``lang`` column (or "")."""
        reason = why(hit)
        if reason is None or reason[0] is not lang:
            return ""
        _, kind, word = reason
        if kind is Why.CORRECTION:
            return f"≈ {word}"
        return self.tr("form: %1").replace("%1", word)
