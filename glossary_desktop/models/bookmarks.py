"""The bookmarks view's model: the user's bookmarks with their notes.

Adapts :class:`~glossary_desktop.store.user_db.UserStore` (and the glossary, to
tell which bookmarked concepts still exist) to a two-column Qt table model
(https://doc.qt.io/qt-6/model-view-programming.html). The note column is
editable and saved at once through the window's one bookmark writer (the
``save_note`` callable); the note column shows a one-line preview (the whole
note is its edit role, which the panel shows in the selected row), so a long
note never slows the panel, and its tooltip the note's first lines. The term
column shows both terms, one a line, in the window's language order (View >
Portuguese first), which the alphabetical order follows too. The row of
the concept being read is bold. A bookmark whose concept is gone from the
glossary, or whose slug now names another concept, stays, marked as such.

Every glossary of the library keeps its own bookmarks: the rows are all of
theirs, each naming its glossary in a third column (when there is more than
one), and a row is known by its glossary and slug (:data:`Key`). The glossary
filter (:meth:`BookmarkListModel.set_glossary`) lists one glossary's alone.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Literal

from PySide6.QtCore import (
    QAbstractTableModel,
    QModelIndex,
    QObject,
)
from PySide6.QtGui import QFont, Qt  # QtGui's Qt: QtCore's, and convertFromPlainText

from glossary_desktop.domain import Bookmark, BookmarkStatus, GlossaryRef, Lang
from glossary_desktop.models.bookmark_cells import glossary_data, note_data
from glossary_desktop.models.bookmark_stores import BookmarkStores
from glossary_desktop.models.index import Index
from glossary_desktop.store.user_db import NOTE_MAX_CHARS
from glossary_desktop.text import sort_key

Order = Literal["newest", "alpha"]

#: The bookmark's slug (str).
SlugRole = Qt.ItemDataRole.UserRole
#: Whether the bookmarked concept exists in this glossary, as starred (bool).
ExistsRole = Qt.ItemDataRole.UserRole + 1
#: What became of the bookmarked concept (:class:`BookmarkStatus`).
StatusRole = Qt.ItemDataRole.UserRole + 2
#: The id of the bookmark's glossary (str; :data:`~glossary_desktop.domain.BUILT_IN`
#: for the built-in one).
GlossaryRole = Qt.ItemDataRole.UserRole + 3

#: A bookmark's identity: its glossary's id and its slug.
Key = tuple[str, str]

TERM, NOTE, GLOSSARY = 0, 1, 2
#: Saves a note on a bookmark of a glossary (its id); ``False`` if it was not saved
#: (the writer says why).
SaveNote = Callable[[Bookmark, str, str], bool]


class BookmarkListModel(QAbstractTableModel):
    """Rows of bookmarks, newest first or alphabetical: term, note (and glossary)."""

    def __init__(
        self,
        stores: BookmarkStores,
        save_note: SaveNote,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.stores = stores
        self._save_note = save_note
        self._order: Order = "newest"
        self._rows: list[tuple[GlossaryRef, Bookmark]] = []
        self._status: dict[Key, BookmarkStatus] = {}
        self._current: Key | None = None  # the concept being read
        self._first = Lang.ES  # the language whose term comes first
        self._only: str | None = None  # the glossary filter: one glossary's id, or all
        self.refresh()

    @property
    def order(self) -> Order:
        return self._order

    def set_order(self, order: Order) -> None:
        if order != self._order:
            self._order = order
            self.refresh()

    @property
    def first_language(self) -> Lang:
        return self._first

    def set_first_language(self, lang: Lang) -> None:
        """Each bookmark's ``lang`` term first (View > Portuguese first), and the
        alphabetical order by it."""
        if lang is self._first:
            return
        self._first = lang
        self.refresh()  # the alphabetical order, as a layout change
        if self._rows:
            self.dataChanged.emit(self.index(0, TERM), self.index(len(self._rows) - 1, TERM))

    @property
    def glossary(self) -> str | None:
        """The one glossary listed (its id), or ``None``: all of them."""
        return self._only

    def set_glossary(self, glossary: str | None) -> None:
        """List only ``glossary``'s bookmarks (``None``: every glossary's)."""
        if glossary != self._only:
            self._only = glossary
            self.refresh()

    def refresh(self) -> None:
        """Reload from the store (after a write here or in another window).

        Never a reset: bookmarks that went are removed rows, new ones inserted
        rows, a new order a layout change, and changed cells are reported as
        such. The selection and a note editor open on a row that stays keep
        going (a note being typed while the CLI adds a bookmark is not lost).
        """
        # One character over the limit tells a note too long to edit here.
        rows = [(ref, b) for ref, b in self.stores.bookmarks(NOTE_MAX_CHARS + 1)
                if self._only in (None, ref.id)]
        if self._order == "alpha" and self._first is Lang.PT:
            # As the term list: by the Portuguese term, those without one after.
            rows.sort(key=lambda r: (not r[1].pt_term,
                                     sort_key(r[1].pt_term or r[1].term or r[1].slug)))
        elif self._order == "alpha":  # as the store orders one glossary's
            rows.sort(key=lambda r: (sort_key(r[1].term or r[1].slug), r[1].slug))
        self._status = self._statuses(rows)
        self._follow(rows)
        old, self._rows = self._rows, rows
        for row, (before, now) in enumerate(zip(old, rows, strict=True)):
            if before != now:
                self.dataChanged.emit(self.index(row, TERM), self.index(row, NOTE))

    def _statuses(self, rows: list[tuple[GlossaryRef, Bookmark]]) -> dict[Key, BookmarkStatus]:
        """What became of each row's concept in its own glossary (none: it failed)."""
        by_glossary: dict[str, list[Bookmark]] = {}
        for ref, mark in rows:
            by_glossary.setdefault(ref.id, []).append(mark)
        status: dict[Key, BookmarkStatus] = {}
        for glossary, marks in by_glossary.items():
            opened = self.stores.glossary(glossary)
            found = opened.bookmark_statuses(marks) if opened is not None else {}
            status.update({(glossary, slug): st for slug, st in found.items()})
        return status

    def _follow(self, rows: list[tuple[GlossaryRef, Bookmark]]) -> None:
        """Give the model ``rows``' bookmarks in ``rows``' order, one change at a
        time as Qt's views expect; a bookmark kept keeps its old fields (the
        caller reports what changed in them)."""
        new = {_key(r): r for r in rows}
        for row in reversed(range(len(self._rows))):
            if _key(self._rows[row]) not in new:
                self.beginRemoveRows(QModelIndex(), row, row)
                del self._rows[row]
                self.endRemoveRows()
        have = {_key(r) for r in self._rows}
        for row, mark in enumerate(rows):
            if _key(mark) not in have:
                self.beginInsertRows(QModelIndex(), row, row)
                self._rows.insert(row, mark)
                self.endInsertRows()
        if [_key(r) for r in self._rows] == list(new):
            return
        place = {key: row for row, key in enumerate(new)}
        self.layoutAboutToBeChanged.emit()
        moved = self.persistentIndexList()
        targets = [self.index(place[_key(self._rows[i.row()])], i.column()) for i in moved]
        self._rows.sort(key=lambda r: place[_key(r)])
        self.changePersistentIndexList(moved, targets)
        self.layoutChanged.emit()

    @property
    def current(self) -> Key | None:
        """The concept being read in the window (its glossary and slug), if any."""
        return self._current

    def set_current(self, key: Key | None) -> None:
        """Mark the bookmark ``key`` (the concept being read) as such: bold."""
        if key == self._current:
            return
        rows = [self.row_of(k) for k in (self._current, key) if k is not None]
        self._current = key
        for row in rows:
            if row is not None:
                self.dataChanged.emit(
                    self.index(row, TERM), self.index(row, NOTE), [Qt.ItemDataRole.FontRole]
                )

    def bookmark(self, row: int) -> Bookmark | None:
        return self._rows[row][1] if 0 <= row < len(self._rows) else None

    def key(self, row: int) -> Key | None:
        """The glossary and slug of row ``row``'s bookmark."""
        return _key(self._rows[row]) if 0 <= row < len(self._rows) else None

    def row_of(self, key: Key | str) -> int | None:
        """The row of the bookmark ``key`` (a slug alone: the window's glossary's)."""
        if isinstance(key, str):
            key = self.stores.home.id, key
        return next((i for i, r in enumerate(self._rows) if _key(r) == key), None)

    # -- Qt model interface --------------------------------------------------------

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 - Qt's signature
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 - Qt's signature
        return 0 if parent.isValid() else 3 if self.stores.several else 2

    def flags(self, index: Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        flags = (
            Qt.ItemFlag.ItemIsEnabled
            | Qt.ItemFlag.ItemIsSelectable
            | Qt.ItemFlag.ItemNeverHasChildren
        )
        mark = self.bookmark(index.row())
        key = self.key(index.row())
        # A note over the limit (from another tool or an older version) is only
        # shown: the editor would cut it, and saving would lose the rest.
        editable = mark is not None and len(mark.note) <= NOTE_MAX_CHARS
        if (index.column() == NOTE and key is not None
                and self.stores.store(key[0]).writable and editable):
            flags |= Qt.ItemFlag.ItemIsEditable
        return flags

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if orientation != Qt.Orientation.Horizontal or role != Qt.ItemDataRole.DisplayRole:
            return None
        return {TERM: self.tr("Terms"), NOTE: self.tr("Note"),
                GLOSSARY: self.tr("Glossary")}.get(section)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        ref, mark = self._rows[index.row()]
        status = self._status.get((ref.id, mark.slug), BookmarkStatus.MISSING)
        if role == SlugRole:
            return mark.slug
        if role == GlossaryRole:
            return ref.id
        if role == ExistsRole:
            return status is BookmarkStatus.OK
        if role == StatusRole:
            return status
        if role == Qt.ItemDataRole.FontRole:
            return self._font((ref.id, mark.slug), status)
        if index.column() == GLOSSARY:
            return glossary_data(ref, role)
        if index.column() == NOTE:
            return note_data(mark.note, role)
        return self._term_data(mark, status, role)

    def _font(self, key: Key, status: BookmarkStatus) -> QFont | None:
        """Bold for the concept being read (a weight, not a colour only)."""
        if key != self._current or status is not BookmarkStatus.OK:
            return None
        font = QFont()
        font.setBold(True)
        return font

    def terms(self, mark: Bookmark) -> list[str]:
        """``mark``'s terms, the first language's first; its name alone if it kept
        no terms (a bookmark from an older version)."""
        es, pt = mark.es_term, mark.pt_term
        terms = [t for t in ((pt, es) if self._first is Lang.PT else (es, pt)) if t]
        return terms or [mark.term or mark.slug]

    def _term_data(self, mark: Bookmark, status: BookmarkStatus, role: int) -> Any:
        first, *rest = self.terms(mark)
        if role == Qt.ItemDataRole.DisplayRole:
            if status is BookmarkStatus.MISSING:
                first = self.tr("{0} (no longer in the glossary)").format(first)
            elif status is BookmarkStatus.CHANGED:
                first = self.tr("{0} (changed in the glossary)").format(first)
            return "\n".join([first, *rest])  # one term a line
        if role == Qt.ItemDataRole.ToolTipRole and status is BookmarkStatus.MISSING:
            return self.tr("This bookmark's term is not in the current glossary.")
        if role == Qt.ItemDataRole.ToolTipRole and status is BookmarkStatus.CHANGED:
            return self.tr(
                "The glossary's concept with this name is not the one bookmarked "
                "(bookmarked: {0} | {1}, from {2})."
            ).format(mark.es_term or "-", mark.pt_term or "-", mark.source or "-")
        return None

    def setData(self, index: Index, value: Any, role: int = Qt.ItemDataRole.EditRole) -> bool:
        key = self.key(index.row()) if index.isValid() else None
        mark = self.bookmark(index.row())
        if mark is None or key is None or index.column() != NOTE \
                or role != Qt.ItemDataRole.EditRole:
            return False
        # The writer reports a failure itself, and a success makes the window
        # refresh this model from the store.
        return self._save_note(mark, str(value), key[0])


def _key(row: tuple[GlossaryRef, Bookmark]) -> Key:
    return row[0].id, row[1].slug
