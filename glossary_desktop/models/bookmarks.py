"""The bookmarks view's model: the user's bookmarks with their notes.

Adapts :class:`~glossary_desktop.store.user_db.UserStore` (and the glossary, to
tell which bookmarked concepts still exist) to a two-column Qt table model
(https://doc.qt.io/qt-6/model-view-programming.html). The note column is
editable and saved at once; a bookmark whose concept is gone from the glossary
stays, marked as such.
"""

from __future__ import annotations

from typing import Any, Literal

from PySide6.QtCore import (
    QAbstractTableModel,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
    Signal,
)

from glossary_desktop.domain import Bookmark
from glossary_desktop.glossary import Glossary
from glossary_desktop.store.user_db import UserStore, UserStoreReadOnly

Index = QModelIndex | QPersistentModelIndex
Order = Literal["newest", "alpha"]

#: The bookmark's slug (str).
SlugRole = Qt.ItemDataRole.UserRole
#: Whether the bookmarked concept exists in this glossary (bool).
ExistsRole = Qt.ItemDataRole.UserRole + 1

TERM, NOTE = 0, 1


class BookmarkListModel(QAbstractTableModel):
    """Rows of bookmarks, newest first or alphabetical: term, note."""

    #: A write failed (read-only store); the argument is the user-facing reason.
    write_failed = Signal(str)

    def __init__(self, store: UserStore, glossary: Glossary, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._store = store
        self._glossary = glossary
        self._order: Order = "newest"
        self._rows: list[Bookmark] = []
        self._existing: set[str] = set()
        self.refresh()

    @property
    def order(self) -> Order:
        return self._order

    def set_order(self, order: Order) -> None:
        if order != self._order:
            self._order = order
            self.refresh()

    def refresh(self) -> None:
        """Reload from the store (after a toggle here or in another window)."""
        self.beginResetModel()
        self._rows = self._store.bookmarks(self._order)
        self._existing = set(self._glossary.ids_for_slugs([b.slug for b in self._rows]))
        self.endResetModel()

    def bookmark(self, row: int) -> Bookmark | None:
        return self._rows[row] if 0 <= row < len(self._rows) else None

    def row_of(self, slug: str) -> int | None:
        return next((i for i, b in enumerate(self._rows) if b.slug == slug), None)

    # -- Qt model interface --------------------------------------------------------

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 - Qt's signature
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 - Qt's signature
        return 0 if parent.isValid() else 2

    def flags(self, index: Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        flags = (
            Qt.ItemFlag.ItemIsEnabled
            | Qt.ItemFlag.ItemIsSelectable
            | Qt.ItemFlag.ItemNeverHasChildren
        )
        if index.column() == NOTE and self._store.writable:
            flags |= Qt.ItemFlag.ItemIsEditable
        return flags

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if orientation != Qt.Orientation.Horizontal or role != Qt.ItemDataRole.DisplayRole:
            return None
        return {TERM: self.tr("Term"), NOTE: self.tr("Note")}.get(section)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        mark = self.bookmark(index.row()) if index.isValid() else None
        if mark is None:
            return None
        exists = mark.slug in self._existing
        if role == SlugRole:
            return mark.slug
        if role == ExistsRole:
            return exists
        if index.column() == NOTE:
            if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.EditRole):
                return mark.note
            return None
        return self._term_data(mark, exists, role)

    def _term_data(self, mark: Bookmark, exists: bool, role: int) -> Any:
        name = mark.term or mark.slug
        if role == Qt.ItemDataRole.DisplayRole:
            return name if exists else self.tr("{0} (no longer in the glossary)").format(name)
        if role == Qt.ItemDataRole.ToolTipRole and not exists:
            return self.tr("This bookmark's term is not in the current glossary.")
        return None

    def setData(self, index: Index, value: Any, role: int = Qt.ItemDataRole.EditRole) -> bool:
        mark = self.bookmark(index.row()) if index.isValid() else None
        if mark is None or index.column() != NOTE or role != Qt.ItemDataRole.EditRole:
            return False
        note = str(value)
        try:
            self._store.set_note(mark.slug, note)
        except UserStoreReadOnly as exc:
            self.write_failed.emit(str(exc))
            return False
        self._rows[index.row()] = Bookmark(mark.slug, mark.term, note, mark.created_at)
        self.dataChanged.emit(index, index, [Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.EditRole])
        return True
