"""The term list: a fixed-row-height table over :class:`TermListModel`.

A ``QTableView`` whose rows all have one height never measures them, so setting
a model of a million rows costs milliseconds (a ``QListView`` lays out every row:
ARCHITECTURE.md). The delegate paints the star and highlights matched text.
"""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QRect, Qt, Signal
from PySide6.QtGui import (
    QAbstractTextDocumentLayout,
    QColor,
    QKeyEvent,
    QKeySequence,
    QMouseEvent,
    QPainter,
    QPalette,
    QTextDocument,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableView,
    QWidget,
)

from glossary_desktop.models.term_list import Column, SpansRole, StateRole, TermListModel
from glossary_desktop.render.html import marked
from glossary_desktop.ui.icons import STAR_COLOR

_DIM = QColor("#9aa0a6")
STAR_COLUMN_WIDTH = 30


class TermDelegate(QStyledItemDelegate):
    """Paints stars in gold, missing terms dimmed, matched spans highlighted."""

    def initStyleOption(
        self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> None:
        super().initStyleOption(option, index)
        state = index.data(StateRole)
        if index.column() == Column.STAR:
            colour = STAR_COLOR if state else _DIM
            option.palette.setColor(QPalette.ColorRole.Text, colour)
            option.palette.setColor(QPalette.ColorRole.HighlightedText, colour)
            option.font.setPointSizeF(option.font.pointSizeF() * 1.15)
        elif state is False:
            option.palette.setColor(QPalette.ColorRole.Text, _DIM)

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionViewItem,
        index: QModelIndex | QPersistentModelIndex,
    ) -> None:
        spans = index.data(SpansRole)
        if not spans:
            super().paint(painter, option, index)
            return
        opt = QStyleOptionViewItem(option)
        self.initStyleOption(opt, index)
        text, opt.text = opt.text, ""
        widget = opt.widget  # always the view: this delegate is only set on TermListView
        style = widget.style()
        style.drawControl(QStyle.ControlElement.CE_ItemViewItem, opt, painter, widget)
        rect = style.subElementRect(QStyle.SubElement.SE_ItemViewItemText, opt, widget)
        self._paint_rich(painter, opt, rect, marked(text, spans))

    @staticmethod
    def _paint_rich(painter: QPainter, opt: QStyleOptionViewItem, rect: QRect, html: str) -> None:
        doc = QTextDocument()
        doc.setDocumentMargin(0)
        doc.setDefaultFont(opt.font)
        doc.setHtml(html)
        selected = bool(opt.state & QStyle.StateFlag.State_Selected)
        role = QPalette.ColorRole.HighlightedText if selected else QPalette.ColorRole.Text
        context = QAbstractTextDocumentLayout.PaintContext()
        context.palette.setColor(QPalette.ColorRole.Text, opt.palette.color(role))
        painter.save()
        painter.setClipRect(rect)
        # Centre vertically and leave the same inset the style gives plain text.
        y = rect.top() + (rect.height() - doc.size().height()) / 2
        painter.translate(rect.left() + 3, y)
        doc.documentLayout().draw(painter, context)
        painter.restore()


class TermListView(QTableView):
    """The list of terms (objectName ``termList``)."""

    #: The star cell of a row was clicked (row).
    star_clicked = Signal(int)
    #: Ctrl+C: copy the current concept (not the current cell's text).
    copy_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("termList")
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setShowGrid(False)
        self.setAlternatingRowColors(True)
        self.setWordWrap(False)
        self.setTabKeyNavigation(False)  # Tab leaves the list, arrows move in it
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setItemDelegate(TermDelegate(self))
        self._fix_row_height()
        self.horizontalHeader().setHighlightSections(False)
        self.horizontalHeader().setDefaultAlignment(
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
        )

    def _fix_row_height(self) -> None:
        # Fixed sections: the view never asks the model for a row's size, so a
        # reset costs the same for 30 rows or a million (ARCHITECTURE.md).
        vheader = self.verticalHeader()
        vheader.setVisible(False)
        vheader.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        vheader.setDefaultSectionSize(self.fontMetrics().height() + 12)

    def set_term_model(self, model: TermListModel) -> None:
        """Show ``model``; the star column fixed, the term columns sharing the rest."""
        self.setModel(model)
        header = self.horizontalHeader()
        header.setMinimumSectionSize(STAR_COLUMN_WIDTH)
        header.setSectionResizeMode(Column.STAR, QHeaderView.ResizeMode.Fixed)
        header.resizeSection(Column.STAR, STAR_COLUMN_WIDTH)
        for col in (Column.ES, Column.PT):
            header.setSectionResizeMode(col, QHeaderView.ResizeMode.Stretch)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.matches(QKeySequence.StandardKey.Copy):
            self.copy_requested.emit()
            event.accept()
            return
        super().keyPressEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        index = self.indexAt(event.position().toPoint())
        super().mouseReleaseEvent(event)
        if (
            event.button() == Qt.MouseButton.LeftButton
            and index.isValid()
            and index.column() == Column.STAR
        ):
            self.star_clicked.emit(index.row())
