"""The term list: a fixed-row-height table over :class:`TermListModel`.

A ``QTableView`` whose rows all have one height never measures them, so setting
a model of a million rows costs milliseconds (a ``QListView`` lays out every row:
ARCHITECTURE.md). The delegate paints the star and highlights matched text.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QPoint, QRect, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QKeyEvent,
    QKeySequence,
    QMouseEvent,
    QPainter,
    QPalette,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableView,
    QWidget,
)

from glossary_desktop.domain import Span
from glossary_desktop.models.term_list import Column, SpansRole, StateRole, TermListModel
from glossary_desktop.render.html import HIT_BACKGROUND, HIT_TEXT
from glossary_desktop.ui.icons import STAR_COLOR

_DIM = QColor("#9aa0a6")
_HIT_BACKGROUND = QColor(HIT_BACKGROUND)
_HIT_TEXT = QColor(HIT_TEXT)
STAR_COLUMN_WIDTH = 30
#: Space left and right of a cell's text: QCommonStyle's text margin
#: (PM_FocusFrameHMargin + 1), so highlighted and plain rows line up.
TEXT_MARGIN = 3
#: The mouse's extra buttons walk the window's history, not the list.
NAVIGATION_BUTTONS = (Qt.MouseButton.BackButton, Qt.MouseButton.ForwardButton)


class TermDelegate(QStyledItemDelegate):
    """Paints stars in gold, missing terms dimmed, matched spans highlighted.

    A highlighted cell is the style's plain cell with its text left out, and the
    text painted over it with ``QPainter``: no rich text (a ``QTextDocument``
    per cell and paint cost 20-110 ms per screen after every search), and no
    ``QStyle`` from Python (its type alone costs ~10 ms the first time).
    """

    def __init__(self, view: QAbstractItemView) -> None:
        super().__init__(view)
        self._view = view
        self._blank_text = False  # set while the style paints a highlighted cell

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
        if self._blank_text:
            option.text = ""

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
        self._blank_text = True
        try:
            super().paint(painter, option, index)  # background, selection, focus
        finally:
            self._blank_text = False
        opt = QStyleOptionViewItem(option)
        self.initStyleOption(opt, index)
        selection = self._view.selectionModel()
        selected = selection is not None and selection.isSelected(index)
        role = QPalette.ColorRole.HighlightedText if selected else QPalette.ColorRole.Text
        paint_highlighted(painter, opt, opt.palette.color(role), spans)


def paint_highlighted(
    painter: QPainter, opt: QStyleOptionViewItem, colour: QColor, spans: Sequence[Span]
) -> None:
    """``opt.text`` in ``opt.rect``, elided like plain cells, with ``spans`` highlighted.

    The text is drawn once in ``colour``; each span gets its background and is
    drawn again in the highlight colour, clipped to it, so glyphs never move.
    """
    text, fm = opt.text, opt.fontMetrics
    rect = opt.rect.adjusted(TEXT_MARGIN, 0, -TEXT_MARGIN, 0)
    shown = fm.elidedText(text, Qt.TextElideMode.ElideRight, rect.width())
    # Characters of ``text`` on screen: an elided text ends in one "…".
    visible = len(text) if shown == text else max(0, len(shown) - 1)
    baseline = QPoint(rect.left(), rect.top() + (rect.height() - fm.height()) // 2 + fm.ascent())
    painter.save()
    painter.setClipRect(rect)
    painter.setFont(opt.font)
    painter.setPen(colour)
    painter.drawText(baseline, shown)
    painter.setPen(_HIT_TEXT)
    for span in spans:
        start, end = max(0, span.start), min(span.end, visible)
        if start >= end:
            continue
        left = rect.left() + fm.horizontalAdvance(shown[:start])
        width = fm.horizontalAdvance(shown[start:end])
        hit = QRect(left, rect.top() + (rect.height() - fm.height()) // 2, width, fm.height())
        painter.fillRect(hit, _HIT_BACKGROUND)
        painter.save()
        painter.setClipRect(hit.intersected(rect))
        painter.drawText(baseline, shown)
        painter.restore()
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
        if event.button() in NAVIGATION_BUTTONS:
            event.ignore()  # the window's history handles them
            return
        index = self.indexAt(event.position().toPoint())
        super().mouseReleaseEvent(event)
        if (
            event.button() == Qt.MouseButton.LeftButton
            and index.isValid()
            and index.column() == Column.STAR
        ):
            self.star_clicked.emit(index.row())
