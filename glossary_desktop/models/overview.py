"""The comparison overview as a table: every paired concept, its similarity and
its differences.

A lazy table model over a plain list of :class:`OverviewRow` (``data`` reads the
row asked for; nothing per cell is built ahead), sortable by any column, the
rows with a difference of one kind only if asked.
:class:`OverviewWorker` computes the rows in a child process (``compare --all
--progress-lines``, :mod:`.child_command`), with progress: comparing every
concept of a crafted or huge glossary costs the child, never the window.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QLocale,
    QModelIndex,
    QObject,
    Qt,
    Signal,
)

from glossary_desktop.compare import Difference, OverviewRow
from glossary_desktop.models.child_command import ChildCommand
from glossary_desktop.models.index import Index
from glossary_desktop.progress_lines import ChildFailed, ProtocolError, rows_from_json
from glossary_desktop.text import sort_key

#: Columns: similarity, Spanish term, Portuguese term, differences (how many, what kinds).
SIMILARITY, SPANISH, PORTUGUESE, DIFFERENCES = range(4)


def similarity_text(similarity: float) -> str:
    """A similarity as a percentage to one decimal in the user's locale ("99.6%"):
    rounded to whole percents, a pair missing a word would read 100%."""
    return QLocale().toString(similarity * 100, "f", 1) + "%"


class OverviewModel(QAbstractTableModel):
    """Paired concepts with their similarity and differences; as given until sorted.

    ``describe``: the text of a row's differences in the differences column.
    """

    def __init__(
        self,
        parent: QObject | None = None,
        describe: Callable[[Sequence[Difference]], str] = lambda d: str(len(d)),
    ) -> None:
        super().__init__(parent)
        self._all: list[OverviewRow] = []
        self._rows: list[OverviewRow] = []
        self._kind: str | None = None
        self._describe = describe
        self._headers = (self.tr("Similarity"), self.tr("Spanish"), self.tr("Portuguese"),
                         self.tr("Differences"))

    def set_rows(self, rows: list[OverviewRow]) -> None:
        self.beginResetModel()
        self._all = rows
        self._rows = self._kept(rows)
        self.endResetModel()

    @property
    def kind(self) -> str | None:
        return self._kind

    def set_kind(self, kind: str | None) -> None:
        """Only the rows with a difference of ``kind`` (``None``: every row), in their order."""
        self.beginResetModel()
        self._kind = kind
        self._rows = self._kept(self._all)
        self.endResetModel()

    def _kept(self, rows: list[OverviewRow]) -> list[OverviewRow]:
        if self._kind is None:
            return list(rows)
        return [r for r in rows if any(d.kind == self._kind for d in r.differences)]

    def row_at(self, row: int) -> OverviewRow | None:
        return self._rows[row] if 0 <= row < len(self._rows) else None

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 - Qt's signature
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 - Qt's signature
        return 0 if parent.isValid() else len(self._headers)

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            return self._headers[section]
        return None

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        row = self.row_at(index.row()) if index.isValid() else None
        if row is None:
            return None
        column = index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            if column == SIMILARITY:
                return similarity_text(row.similarity)
            if column == DIFFERENCES:
                return self._describe(row.differences)
            return row.es_term if column == SPANISH else row.pt_term
        if role == Qt.ItemDataRole.TextAlignmentRole and column == SIMILARITY:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        # A term column in the term list's order (accents and case ignored, ñ after
        # n, leading ¿ « ignored): casefold() put "Árbol" and "Ñandú" after "Zeta".
        descending = order == Qt.SortOrder.DescendingOrder
        # Differences: how many, then the least alike (descending: the pairs to
        # review first), then by slug either way.
        sign = -1 if descending else 1
        keys: dict[int, Callable[[OverviewRow], tuple[Any, ...]]] = {
            DIFFERENCES: lambda r: (sign * len(r.differences), -sign * r.similarity, r.slug),
            SIMILARITY: lambda r: (r.similarity, r.slug),
            SPANISH: lambda r: (sort_key(r.es_term), r.slug),
            PORTUGUESE: lambda r: (sort_key(r.pt_term), r.slug),
        }
        self.layoutAboutToBeChanged.emit()
        reverse = descending and column != DIFFERENCES
        self._all.sort(key=keys[column], reverse=reverse)
        self._rows.sort(key=keys[column], reverse=reverse)
        self.layoutChanged.emit()


class OverviewWorker(QObject):
    """Computes the overview of a glossary file in a child process.

    :meth:`cancel` (or deleting the worker) ends the child at once.
    """

    #: Concepts compared so far, of how many.
    progress = Signal(int, int)
    #: The rows, lowest similarity first.
    finished = Signal(list)
    #: Why there are no rows: the glossary's error (a :class:`GlossaryError`), or a
    #: :class:`~glossary_desktop.progress_lines.ChildFailed` when the child could not say.
    failed = Signal(object)

    def __init__(self, path: Path, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._rows: list[OverviewRow] = []
        # "=": a path that starts with "-" is not an option.
        self.command = ChildCommand(
            ["compare", "--all", "--progress-lines", f"--db={path}"], _count, self)
        self.command.progressed.connect(lambda _stage, done, total: self.progress.emit(done, total))
        self.command.received.connect(self._take_rows)
        self.command.succeeded.connect(self._succeeded)
        self.command.failed.connect(self.failed.emit)

    def start(self) -> None:
        self.command.start()

    def cancel(self) -> None:
        self.command.stop()

    def _take_rows(self, obj: dict[str, Any]) -> None:
        try:
            self._rows += rows_from_json(obj)
        except ProtocolError as exc:
            self.command.reject(exc)

    def _succeeded(self, count: int) -> None:
        if count != len(self._rows):
            self.failed.emit(ChildFailed(ChildFailed.GARBAGE,
                                         f"{len(self._rows)} rows of {count}"))
            return
        self.finished.emit(self._rows)


def _count(result: dict[str, Any]) -> int:
    """The number of rows a ``result`` line announces."""
    count = result.get("rows")
    if not isinstance(count, int) or isinstance(count, bool):
        raise ProtocolError(f"not a number of rows: {ascii(count)[:80]}")
    return count
