"""How the bookmarks panel draws a row and edits a note in place.

The selected row shows its whole note, line by line; the others keep one line.
A note is edited in its cell over several lines, as in the note box: Enter
starts a line (translators write one remark a line), Ctrl+Enter or leaving the
cell saves, Escape drops the change; the row grows with the text, and the
editor stops at the store's maximum length (the panel's hint says what was not
added).
"""

from __future__ import annotations

from math import ceil

from PySide6.QtCore import QEvent, QObject, QPersistentModelIndex, QSize, Qt, Signal
from PySide6.QtGui import QKeyEvent, QPalette, QTextCursor
from PySide6.QtWidgets import (
    QAbstractItemDelegate,
    QPlainTextEdit,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableView,
    QWidget,
)

from glossary_desktop.models.bookmarks import NOTE, TERM, ExistsRole
from glossary_desktop.models.index import Index
from glossary_desktop.ui.bookmarks.note_editor import VISIBLE_LINES
from glossary_desktop.ui.bookmarks.note_limit import LimitedNoteEdit, refused_message
from glossary_desktop.ui.look import DIM, FocusFramed, themed
from glossary_desktop.ui.termlist import TEXT_MARGIN, elide

#: Where a cell's text breaks a line (``displayText`` turns "\n" into it).
LINE = "\u2028"
#: Space above and below a row's lines (px): the style measures wrapped text without
#: it, and the expanded row's first and last lines were cut.
ROW_PADDING = 8


class NoteCellEdit(FocusFramed, LimitedNoteEdit):
    """A note's editor in the panel (objectName ``noteEditor``): plain text, several
    lines, stopping at the store's maximum length."""

    def __init__(self, parent: QWidget, index: Index) -> None:
        super().__init__(parent)
        #: The note it edits, wherever its row moves while it is open.
        self.index = QPersistentModelIndex(index)
        self.setObjectName("noteEditor")
        self.setTabChangesFocus(True)
        self.setLineWrapMode(QPlainTextEdit.LineWrapMode.WidgetWidth)
        self.setAccessibleName(self.tr("Note"))
        self.setAccessibleDescription(self.tr(
            "Your note on this bookmark; Enter starts a new line, Ctrl+Enter saves it, "
            "Esc cancels"
        ))

    def wanted_height(self) -> int:
        """The height that shows all its text at its width, and a line more (the one
        Enter starts), but at least the note box's lines."""
        text = 0.0
        block = self.document().firstBlock()
        while block.isValid():
            text += self.blockBoundingRect(block).height()
            block = block.next()
        line = self.fontMetrics().lineSpacing()
        margins = 2 * (self.frameWidth() + self.document().documentMargin())
        return ceil(max(text + line, VISIBLE_LINES * line) + margins)


class BookmarkDelegate(QStyledItemDelegate):
    """Dims and italicises bookmarks whose concept is not in this glossary (as
    starred); shows the whole note in the expanded row (the selected one); edits a
    note in a :class:`NoteCellEdit`, the row as tall as its text."""

    #: A note's editor opened (True) or closed (False, once the view let it go).
    editing = Signal(bool)
    #: What the open editor could not add at the note's maximum length (translated;
    #: "" once an edit was added whole).
    refused = Signal(str)

    def __init__(self, table: QTableView) -> None:
        super().__init__(table)
        self._table = table
        #: The row shown whole (-1: none).
        self.expanded = -1

    def _editor_at(self, index: Index) -> NoteCellEdit | None:
        model = self._table.model()
        widget = self._table.indexWidget(model.index(index.row(), index.column()))
        return widget if isinstance(widget, NoteCellEdit) else None

    def createEditor(
        self, parent: QWidget, option: QStyleOptionViewItem, index: Index
    ) -> QWidget:
        if index.column() != NOTE:
            return super().createEditor(parent, option, index)
        editor = NoteCellEdit(parent, index)
        editor.textChanged.connect(lambda: self._fit(editor))
        # An input cut at the limit changes the text, then says what it left out.
        editor.textChanged.connect(lambda: self.refused.emit(""))
        editor.refused.connect(lambda count: self.refused.emit(refused_message(count)))
        self.editing.emit(True)
        return editor

    def destroyEditor(self, editor: QWidget, index: Index) -> None:
        super().destroyEditor(editor, index)
        if isinstance(editor, NoteCellEdit):
            self.editing.emit(False)

    def _fit(self, editor: NoteCellEdit) -> None:
        """Make the editor's row as tall as its text wants (:meth:`sizeHint`)."""
        if editor.index.isValid():
            self._table.resizeRowToContents(editor.index.row())

    def setEditorData(self, editor: QWidget, index: Index) -> None:
        if not isinstance(editor, NoteCellEdit):
            super().setEditorData(editor, index)
            return
        # Qt puts the model's text back into an open editor whenever its cell
        # is reported changed: the bold of the concept being read, another
        # window's write. What the user typed there wins until they commit.
        note = str(index.data(Qt.ItemDataRole.EditRole) or "")
        if editor.document().isModified() or editor.toPlainText() == note:
            return
        editor.setPlainText(note)
        editor.moveCursor(QTextCursor.MoveOperation.End)  # ready for one more line

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if isinstance(watched, NoteCellEdit) and event.type() == QEvent.Type.Show:
            self._fit(watched)  # the view knows its editor now: the row can grow
        # Qt gives Enter to a text editor (a new line) and saves when it loses the
        # focus; Ctrl+Enter saves without leaving the keyboard.
        if (
            isinstance(watched, NoteCellEdit)
            and isinstance(event, QKeyEvent)
            and event.type() == QEvent.Type.KeyPress
            and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
            and event.modifiers() & Qt.KeyboardModifier.ControlModifier
        ):
            self.commitData.emit(watched)
            self.closeEditor.emit(watched, QAbstractItemDelegate.EndEditHint.NoHint)
            return True
        return super().eventFilter(watched, event)

    def initStyleOption(self, option: QStyleOptionViewItem, index: Index) -> None:
        super().initStyleOption(option, index)
        if index.row() == self.expanded and index.column() == NOTE:
            # Through displayText, which makes a line break one for the painter.
            note = str(index.data(Qt.ItemDataRole.EditRole) or "")
            option.text = self.displayText(note, option.locale)
        if index.row() != self.expanded:
            # Other rows keep one line: the view wraps text for the expanded row only.
            option.features &= ~QStyleOptionViewItem.ViewItemFeature.WrapText
            if index.column() == TERM and option.rect.width() > 2 * TEXT_MARGIN:
                # Each term cut as the term list cuts it: its last words kept.
                width = option.rect.width() - 2 * TEXT_MARGIN
                option.text = LINE.join(
                    elide(option.fontMetrics, term, width) for term in option.text.split(LINE)
                )
        if index.column() == TERM and index.data(ExistsRole) is False:
            option.palette.setColor(QPalette.ColorRole.Text, themed(DIM, option.palette))
            option.font.setItalic(True)

    def sizeHint(self, option: QStyleOptionViewItem, index: Index) -> QSize:
        hint = super().sizeHint(option, index)
        editor = self._editor_at(index)
        if editor is not None:
            hint.setHeight(editor.wanted_height())
        elif index.row() == self.expanded:
            hint.setHeight(hint.height() + ROW_PADDING)
        if index.row() == self.expanded or editor is not None:
            # A note of thousands of characters must leave room for the other rows.
            least = self._table.verticalHeader().defaultSectionSize()
            most = max(least, self._table.viewport().height() * 2 // 3)
            hint.setHeight(max(least, min(hint.height(), most)))
        return hint
