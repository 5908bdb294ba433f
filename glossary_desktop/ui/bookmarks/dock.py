"""The bookmarks panel: starred concepts with a note each, newest first or A-Z.

One click or Enter opens a bookmark. A row shows the bookmark's two terms, one a
line, in the window's language order, and a one-line preview of its note;
the selected row grows to show its whole note and term, wrapped. F2 edits the
note in its cell, over several lines (:mod:`.delegate`). The concept
being read is bold. Delete (or the Remove button) removes the selected
bookmark, which Edit > Undo brings back; the next row is selected and the
window shows its concept.

A library of several glossaries lists every glossary's bookmarks, each row
naming its glossary; the Glossary filter above the list narrows it to one.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPersistentModelIndex, Qt, Signal
from PySide6.QtGui import QCloseEvent
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

from glossary_desktop.models.bookmarks import (
    GLOSSARY,
    NOTE,
    TERM,
    BookmarkListModel,
    ExistsRole,
    GlossaryRole,
    Key,
    SlugRole,
)
from glossary_desktop.models.sourced import shown
from glossary_desktop.ui.bookmarks.delegate import ROW_PADDING, BookmarkDelegate
from glossary_desktop.ui.bookmarks.table import PanelTable
from glossary_desktop.ui.look import DIM, ElidedCombo, themed


class BookmarksDock(QDockWidget):
    """A dock listing bookmarks (objectName ``bookmarksDock``)."""

    #: Open this bookmark's concept (its glossary's id, its slug).
    open_requested = Signal(str, str)
    #: Remove this bookmark (its glossary's id, its slug).
    remove_requested = Signal(str, str)
    #: The close button was clicked: the dock hides next (the focus may still move).
    closing = Signal()

    def __init__(self, model: BookmarkListModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("bookmarksDock")
        self.setWindowTitle(self.tr("Bookmarks"))
        self.model = model
        self._expanded = QPersistentModelIndex()  # the row shown whole, wherever it moves
        #: The bookmark the panel asked to remove: when its row goes (at once, or
        #: after the store's lock is let go), the window shows the next one.
        self._removing: Key | None = None
        body = QWidget(self)
        self.glossary = self._glossary_filter(body)
        self.order = ElidedCombo(body)
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
            self.tr("Remove the selected bookmark and its note (Delete; Ctrl+Z undoes it)")
        )
        #: What the keys do: in the list, and while a note is edited.
        self._hints = (
            self.tr("Click or Enter opens a bookmark; F2 edits its note; Delete removes it."),
            self.tr("Enter starts a new line; Ctrl+Enter saves the note, Esc cancels."),
        )
        self.hint = hint = QLabel(self._hints[0], body)
        hint.setObjectName("bookmarksHint")
        hint.setWordWrap(True)
        self.empty_note = self._empty_note(self.table)
        self._dim_hint()
        for combo in (self.glossary, self.order):
            # Sized to their longest item, the two choices and the button made the
            # panel half of an 800-pixel window, and the term list's terms were cut
            # short; they shrink to a few characters, elided (the open list shows
            # them whole).
            combo.setSizeAdjustPolicy(
                QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
            combo.setMinimumContentsLength(6)
        top = QHBoxLayout()
        top.addWidget(self.glossary, 1)
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
        self.delegate.refused.connect(lambda text: hint.setText(text or self._hints[True]))

    def _glossary_filter(self, parent: QWidget) -> QComboBox:
        """All glossaries' bookmarks, or one's: as the term list's Glossary filter
        (shown only when the library holds more than one)."""
        combo = ElidedCombo(parent)
        combo.setObjectName("bookmarkGlossary")
        combo.setAccessibleName(self.tr("Glossary"))
        combo.setAccessibleDescription(self.tr("List the bookmarks of every glossary, or of one"))
        combo.addItem(self.tr("All glossaries"), None)
        for ref in self.model.stores.refs:
            label, name = shown(ref)
            combo.addItem(label, ref.id)
            combo.setItemData(combo.count() - 1, name, Qt.ItemDataRole.ToolTipRole)
        combo.setVisible(self.model.stores.several)
        combo.currentIndexChanged.connect(lambda _i: self.model.set_glossary(combo.currentData()))
        return combo

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.PaletteChange:  # View > Theme, or the desktop's
            self._dim_hint()

    def _dim_hint(self) -> None:
        # Dimmed, but text a user reads: a fixed grey gave 3.3:1 on the dark panel.
        for label in (self.hint, self.empty_note):
            label.setStyleSheet(f"color: {themed(DIM, self.palette()).name()};")

    def _empty_note(self, table: QTableView) -> QLabel:
        """What an empty list means, where its rows would be: a new glossary (an
        imported one too) starts with no bookmarks, and a blank panel said nothing."""
        note = QLabel(self.tr("No bookmarks in this glossary yet: star a term (Ctrl+D) to "
                              "add it."), table.viewport())
        note.setObjectName("bookmarksEmpty")
        note.setWordWrap(True)
        note.setAlignment(Qt.AlignmentFlag.AlignCenter)
        QVBoxLayout(table.viewport()).addWidget(note)

        def show(*_: object) -> None:
            note.setVisible(self.model.rowCount() == 0)

        for changed in (self.model.rowsInserted, self.model.rowsRemoved,
                        self.model.modelReset, self.model.layoutChanged):
            changed.connect(show)
        show()
        return note

    def _editing(self, on: bool) -> None:
        """A note's editor opened or closed: the hint says what the keys do now, and a
        row the editor made taller folds back."""
        self.hint.setText(self._hints[on])
        if not on:
            self._expand()

    def closeEvent(self, event: QCloseEvent) -> None:
        self.closing.emit()
        super().closeEvent(event)

    def _table(self, parent: QWidget) -> PanelTable:
        table = PanelTable(parent)
        table.setObjectName("bookmarksTable")
        table.setAccessibleName(self.tr("Bookmarks"))
        table.setAccessibleDescription(
            self.tr("Your bookmarked terms and their notes; a click or Enter opens one, F2 edits "
                    "its note, Delete removes it")
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
        # Two lines a row: a bookmark's terms, one a line (the note's first line beside
        # them). A long term loses its middle, not the end that tells it apart.
        lines = 2 * table.fontMetrics().lineSpacing()
        table.verticalHeader().setDefaultSectionSize(lines + ROW_PADDING)
        table.setTextElideMode(Qt.TextElideMode.ElideMiddle)
        table.setWordWrap(True)  # the expanded row's; the delegate keeps the others on one line
        table.setShowGrid(False)
        header = table.horizontalHeader()
        header.setAccessibleName(self.tr("Bookmark columns"))
        header.setAccessibleDescription(self.tr("Each bookmark's terms and its note"))
        header.setStretchLastSection(False)
        header.setSectionResizeMode(TERM, QHeaderView.ResizeMode.Fixed)  # see resizeEvent
        header.setSectionResizeMode(NOTE, QHeaderView.ResizeMode.Stretch)
        if self.model.columnCount() > GLOSSARY:  # several glossaries: each row names its own
            header.setSectionResizeMode(GLOSSARY, QHeaderView.ResizeMode.ResizeToContents)
        table.activated_row.connect(self._open_row)
        table.delete_pressed.connect(self._remove_current)
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
            return  # after the click (see PanelTable.pressing)
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
        index = self.model.index(row, TERM)
        if index.data(ExistsRole):
            self.open_requested.emit(index.data(GlossaryRole), index.data(SlugRole))

    def _remove_current(self) -> None:
        index = self.table.currentIndex()
        key = self.model.key(index.row()) if index.isValid() else None
        if key is not None:
            self._removing = key
            self.remove_requested.emit(*key)

    def forget_removal(self) -> None:
        """The removal asked for here failed for good: its row stays, and if it goes
        later (the command line removed it), the window need not follow."""
        self._removing = None

    def follow_removal(self) -> None:
        """Once the model is refreshed: if the bookmark removed from here is gone, the
        window shows the row the table selected in its place (the next one, or the
        last). Not from the model's signals: opening a concept may save a note,
        which refreshes the model again."""
        if self._removing is None or self.model.row_of(self._removing) is not None:
            return
        self._removing = None
        current = self.table.currentIndex()
        if current.isValid():
            self._open_row(current.row())
