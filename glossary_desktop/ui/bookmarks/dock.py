"""The bookmarks panel: starred concepts with a note each, newest first or A-Z.

One click or Enter opens a bookmark. A note's cell shows a one-line preview;
the selected row grows to show its whole note and term, wrapped. F2 edits the
note in its cell, over several lines (:mod:`.delegate`). The concept
being read is bold.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPersistentModelIndex, Qt, Signal
from PySide6.QtGui import QCloseEvent, QKeyEvent, QMouseEvent, QResizeEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDockWidget,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from glossary_desktop.models.bookmarks import NOTE, TERM, BookmarkListModel, ExistsRole, SlugRole
from glossary_desktop.ui.bookmarks.delegate import BookmarkDelegate
from glossary_desktop.ui.look.focus_frame import FocusFramed
from glossary_desktop.ui.look.theme import DIM, themed


class _BookmarkTable(FocusFramed, QTableView):
    """Enter opens the bookmark; F2 edits its note, whichever cell of the row is current."""

    activated_row = Signal(int)
    #: The table's size changed, or a click ended: time to lay out the expanded row.
    relayout = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        #: A mouse button is down: rows must not move under it (the click would
        #: end on another row, and open nothing).
        self.pressing = False

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.relayout.emit()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        self.pressing = True
        super().mousePressEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        super().mouseReleaseEvent(event)  # emits clicked: the row is still where it was
        self.pressing = False
        self.relayout.emit()

    def editing(self) -> bool:
        """Whether a note editor is open (its Enter, ignored by the editor, comes here
        too). Not the view's state only: Qt sets it back to "not editing" when any
        row is removed, while the editor stays open."""
        return (
            self.state() == QAbstractItemView.State.EditingState
            or self.indexWidget(self.currentIndex()) is not None
        )

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and not self.editing():
            if self.currentIndex().isValid():
                self.activated_row.emit(self.currentIndex().row())
            return
        current = self.currentIndex()
        if (
            event.key() == Qt.Key.Key_F2
            and event.modifiers() == Qt.KeyboardModifier.NoModifier
            and current.isValid()
            and current.column() != NOTE
            and not self.editing()
        ):
            # A click or Ctrl+B leaves the term cell current, which has nothing
            # to edit: F2 would do nothing, while the hint promises the note.
            note = current.siblingAtColumn(NOTE)
            self.setCurrentIndex(note)
            self.edit(note)
            return
        super().keyPressEvent(event)


class BookmarksDock(QDockWidget):
    """A dock listing bookmarks (objectName ``bookmarksDock``)."""

    #: Open this bookmark's concept (slug).
    open_requested = Signal(str)
    #: Remove this bookmark (slug).
    remove_requested = Signal(str)
    #: The close button was clicked: the dock hides next (the focus may still move).
    closing = Signal()

    def __init__(self, model: BookmarkListModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("bookmarksDock")
        self.setWindowTitle(self.tr("Bookmarks"))
        self.model = model
        self._expanded = QPersistentModelIndex()  # the row shown whole, wherever it moves
        body = QWidget(self)
        self.order = QComboBox(body)
        self.order.setObjectName("bookmarkOrder")
        self.order.setAccessibleName(self.tr("Bookmark order"))
        self.order.setAccessibleDescription(
            self.tr("List bookmarks newest first or alphabetically")
        )
        self.order.addItem(self.tr("Newest first"), "newest")
        self.order.addItem(self.tr("Alphabetical"), "alpha")
        self.order.setCurrentIndex(max(0, self.order.findData(model.order)))
        self.table = self._table(body)
        self.remove_button = QPushButton(self.tr("&Remove"), body)
        self.remove_button.setObjectName("removeBookmarkButton")
        self.remove_button.setAccessibleName(self.tr("Remove bookmark"))
        self.remove_button.setAccessibleDescription(
            self.tr("Remove the selected bookmark and its note (Ctrl+Z undoes it)")
        )
        #: What the keys do: in the list, and while a note is edited.
        self._hints = (
            self.tr("Click or Enter opens a bookmark; F2 edits its note."),
            self.tr("Enter starts a new line; Ctrl+Enter saves the note, Esc cancels."),
        )
        self.hint = hint = QLabel(self._hints[0], body)
        hint.setObjectName("bookmarksHint")
        hint.setWordWrap(True)
        self._dim_hint()
        top = QHBoxLayout()
        top.addWidget(self.order, 1)
        top.addWidget(self.remove_button)
        layout = QVBoxLayout(body)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.addLayout(top)
        layout.addWidget(self.table, 1)
        layout.addWidget(hint)
        body.setFocusProxy(self.table)
        body.setMinimumWidth(180)  # a term and the start of a note, in a small window too
        self.setWidget(body)
        self.order.currentIndexChanged.connect(lambda _i: model.set_order(self.order.currentData()))
        self.remove_button.clicked.connect(self._remove_current)
        self.delegate.editing.connect(self._editing)
        self.delegate.refused.connect(hint.setText)  # until the editor closes

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.PaletteChange:  # View > Theme, or the desktop's
            self._dim_hint()

    def _dim_hint(self) -> None:
        # Dimmed, but text a user reads: a fixed grey gave 3.3:1 on the dark panel.
        self.hint.setStyleSheet(f"color: {themed(DIM, self.palette()).name()};")

    def _editing(self, on: bool) -> None:
        """A note's editor opened or closed: the hint says what the keys do now, and a
        row the editor made taller folds back."""
        self.hint.setText(self._hints[on])
        if not on:
            self._expand()

    def closeEvent(self, event: QCloseEvent) -> None:
        self.closing.emit()
        super().closeEvent(event)

    def _table(self, parent: QWidget) -> _BookmarkTable:
        table = _BookmarkTable(parent)
        table.setObjectName("bookmarksTable")
        table.setAccessibleName(self.tr("Bookmarks"))
        table.setAccessibleDescription(
            self.tr("Your bookmarked terms and their notes; a click or Enter opens one, F2 edits "
                    "its note")
        )
        table.setModel(self.model)
        self.delegate = BookmarkDelegate(table)
        table.setItemDelegate(self.delegate)
        table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        table.setEditTriggers(
            QAbstractItemView.EditTrigger.DoubleClicked
            | QAbstractItemView.EditTrigger.EditKeyPressed
        )
        table.setTabKeyNavigation(False)
        table.verticalHeader().setVisible(False)
        table.setWordWrap(True)  # the expanded row's; the delegate keeps the others on one line
        table.setShowGrid(False)
        header = table.horizontalHeader()
        header.setStretchLastSection(False)
        for column in (TERM, NOTE):  # a note as wide as its term: fewer lines when expanded
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.Stretch)
        table.activated_row.connect(self._open_row)
        table.clicked.connect(lambda index: self._open_row(index.row()))
        table.selectionModel().currentRowChanged.connect(lambda *_: self._expand())
        header.sectionResized.connect(lambda *_: self._expand())
        table.relayout.connect(self._expand)
        # Rows come and go as other windows and the CLI change the bookmarks.
        for changed in (self.model.dataChanged, self.model.rowsInserted,
                        self.model.rowsRemoved, self.model.layoutChanged):
            changed.connect(lambda *_: self._expand())
        self.model.modelReset.connect(self._expand)
        return table

    def _expand(self) -> None:
        """Show the current row whole (its note wrapped), the one shown before on one line."""
        table = self.table
        if table.pressing:
            return  # after the click (see _BookmarkTable.pressing)
        current = table.currentIndex()
        row = current.row()
        # Where the row expanded last time is now (rows above it may have come
        # or gone); -1 if it went.
        was = self._expanded.row()
        self._expanded = QPersistentModelIndex(current)
        self.delegate.expanded = row
        rows = self.model.rowCount()
        if 0 <= was < rows and was != row:
            self.table.setRowHeight(was, self.table.verticalHeader().defaultSectionSize())
        if 0 <= row < rows:
            self.table.resizeRowToContents(row)

    def _open_row(self, row: int) -> None:
        if self.model.index(row, TERM).data(ExistsRole):
            self.open_requested.emit(self.model.index(row, TERM).data(SlugRole))

    def _remove_current(self) -> None:
        index = self.table.currentIndex()
        if index.isValid():
            self.remove_requested.emit(self.model.index(index.row(), TERM).data(SlugRole))
