"""The term list: a fixed-row-height table over :class:`TermListModel`.

A ``QTableView`` whose rows all have one height never measures them, so setting
a model of a million rows costs milliseconds (a ``QListView`` lays out every row:
docs/architecture.md). Its delegate (:mod:`.delegate`) paints the star and
highlights matched text, cell by cell, from the models as they are when Qt paints.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, QRect, QSize, Qt, Signal
from PySide6.QtGui import (
    QFocusEvent,
    QKeyEvent,
    QKeySequence,
    QMouseEvent,
    QResizeEvent,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QTableView,
    QWidget,
)

from glossary_desktop.domain import Lang, TermRow
from glossary_desktop.models.sourced import GLOSSARY_COLUMN, shown
from glossary_desktop.models.term_cells import MISSING
from glossary_desktop.models.term_list import (
    Column,
    TermListModel,
)
from glossary_desktop.ui.look import FocusFramed, flat_scroll_bar
from glossary_desktop.ui.termlist.cell_paint import TEXT_MARGIN
from glossary_desktop.ui.termlist.cell_text import shortened, widest
from glossary_desktop.ui.termlist.delegate import TermDelegate
from glossary_desktop.ui.termlist.empty_notice import EmptyNotice
from glossary_desktop.ui.termlist.header import TermHeader

# The delegate and the text margin lived here first: tests and callers import them.
__all__ = ["NAVIGATION_BUTTONS", "STAR_COLUMN_WIDTH", "TEXT_MARGIN", "TermDelegate",
           "TermListView"]

STAR_COLUMN_WIDTH = 30
#: The fewest characters of a term the list shows where the window has room for
#: that (a small window beside the bookmarks panel): enough to tell terms apart.
READABLE_CHARS = 16
#: The mouse's extra buttons walk the window's history, not the list.
NAVIGATION_BUTTONS = (Qt.MouseButton.BackButton, Qt.MouseButton.ForwardButton)


class TermListView(FocusFramed, QTableView):
    """The list of terms (objectName ``termList``)."""

    #: The star cell of a row was clicked (row).
    star_clicked = Signal(int)
    #: Ctrl+C: copy the current concept (not the current cell's text).
    copy_requested = Signal()
    #: A letter typed in the list: it belongs in the search box (the text).
    typed = Signal(str)
    #: A language column's header was clicked: list in that language's order.
    order_requested = Signal(object)
    #: :meth:`show_now` has put the list's new rows on screen.
    shown = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("termList")
        self.setAccessibleName(self.tr("Terms"))
        self.setAccessibleDescription(
            self.tr("Matching terms, Spanish and Portuguese; a star marks a bookmark")
        )
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setShowGrid(False)
        self.setAlternatingRowColors(True)
        self.setWordWrap(False)
        # A long term loses its middle: the end that tells "…Distribuido" from
        # "…Asincrónico" stays, and the tooltip holds the whole term.
        self.setTextElideMode(Qt.TextElideMode.ElideMiddle)
        self.setTabKeyNavigation(False)  # Tab leaves the list, arrows move in it
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        # Always there, so a search whose results fit on a screen (or find nothing)
        # neither narrows nor widens the columns: no re-layout and second paint
        # of the list after a keystroke, and the terms do not jump sideways.
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOn)
        flat_scroll_bar(self.verticalScrollBar(), self.palette())  # repainted every keystroke
        self._fixed_width = STAR_COLUMN_WIDTH  # the columns that are not terms
        self._delegate = TermDelegate(self)
        self.setItemDelegate(self._delegate)
        #: "No results" and "Did you mean", over the rows while the list is empty.
        self.notice = EmptyNotice(self, self._rows_area)
        self._fix_row_height()
        self.header_ = header = TermHeader(self)
        self.setHorizontalHeader(header)
        header.setHighlightSections(False)
        header.setDefaultAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        # Where a column is too narrow for its language's name (150 % scaling).
        header.set_short_labels({
            Column.ES: self.tr("ES", "Spanish, in a column header too narrow for the name"),
            Column.PT: self.tr("PT", "Portuguese, in a column header too narrow for the name"),
        })

    def _fix_row_height(self) -> None:
        # Fixed sections: the view never asks the model for a row's size, so a
        # reset costs the same for 30 rows or a million (docs/architecture.md).
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
        self.header_.set_needs({Column.ES: (1, 1), Column.PT: (1, 1)})  # until fit_terms
        self._fixed_width = STAR_COLUMN_WIDTH
        if model.sources is not None:  # a library of several: each row names its glossary
            labels = [shown(m.ref)[0] for m in model.sources.shelf.members]
            width = max(header.sectionSizeHint(GLOSSARY_COLUMN),
                        widest(self.fontMetrics(), labels) + 2 * TEXT_MARGIN + 1)
            header.setSectionResizeMode(GLOSSARY_COLUMN, QHeaderView.ResizeMode.Fixed)
            header.resizeSection(GLOSSARY_COLUMN, width)
            self._fixed_width += width
        header.setSectionsClickable(True)  # a header's click sorts by its language
        header.setSortIndicatorShown(True)
        header.setSortIndicator(Column.ES, Qt.SortOrder.AscendingOrder)
        header.sectionClicked.connect(self._on_header_clicked)
        self.updateGeometry()  # the headers' texts are known now (minimumSizeHint)

    def fit_terms(self, rows: Sequence[TermRow]) -> tuple[int, int]:
        """Share the language columns by what ``rows``' terms need, and return the
        list's widths at which each of them shows at least :data:`READABLE_CHARS`
        characters, and all of them whole.

        The window measures a sample of the glossary's rows once (not each search's:
        a keystroke must not cost a layout) and gives the list those widths where it
        has room (:mod:`glossary_desktop.ui.window.list_fit`).
        """
        fm = self.fontMetrics()
        header = self.header_
        # A cell shows its text whole this wide: the delegate's margins, and one pixel
        # (Qt elides a text exactly as wide as the room).
        margins = 2 * TEXT_MARGIN + 1
        needs: dict[int, tuple[int, int]] = {}
        for column, lang in ((Column.ES, Lang.ES), (Column.PT, Lang.PT)):
            terms = [row.terms.get(lang, MISSING) for row in rows]
            title = header.sectionSizeHint(column)
            needs[column] = (
                max(title, widest(fm, (shortened(t, READABLE_CHARS) for t in terms)) + margins),
                max(title, widest(fm, terms) + margins),
            )
        header.set_needs(needs)
        return (
            self._width_around(self._fixed_width + sum(least for least, _ in needs.values())),
            self._width_around(self._fixed_width + sum(whole for _, whole in needs.values())),
        )

    def minimumSizeHint(self) -> QSize:
        """Wide enough for every column's header, the languages' codes at least: a
        splitter never narrows the list until its columns cannot be told apart."""
        hint = super().minimumSizeHint()
        width = self._width_around(self.header_.width_for_codes())
        return QSize(max(hint.width(), width), hint.height())

    def _width_around(self, header_width: int) -> int:
        """The list's width with ``header_width`` for the header (the scroll bar, the frame)."""
        return header_width + self.verticalScrollBar().sizeHint().width() + 2 * self.frameWidth()

    def _on_header_clicked(self, column: int) -> None:
        lang = {Column.ES: Lang.ES, Column.PT: Lang.PT}.get(Column(column))
        if lang is not None:
            self.order_requested.emit(lang)

    def show_order(self, lang: Lang | None) -> None:
        """Mark the column the list is sorted by (``None``: ranked results, no mark)."""
        header = self.horizontalHeader()
        header.setSortIndicatorShown(lang is not None)
        if lang is not None:
            column = Column.ES if lang is Lang.ES else Column.PT
            header.setSortIndicator(column, Qt.SortOrder.AscendingOrder)

    def set_portuguese_first(self, on: bool) -> None:
        """The Portuguese column before the Spanish one (``on``), or after it."""
        put_portuguese_first(self.horizontalHeader(), Column.ES, Column.PT, on)

    def show_now(self) -> None:
        """Paint the list now, not at the end of this turn of the event loop: new
        search results are on screen before the panes spend their time laying
        out the best result's text.

        The rows are repainted, and with them (Qt paints every part of the
        window waiting for a repaint) whatever a search changed: the header's
        order mark, the scroll bar, the "No results" notice, the typed text. The
        frame and an unchanged header or scroll bar are not painted again.
        """
        if self.isVisible():  # (a hidden window paints nothing; nor asks for a viewport)
            self.viewport().repaint()
        self.shown.emit()

    def _rows_area(self) -> QRect:
        """The part of the view below the header (not ``viewport()``: asking a scroll
        area for its viewport makes PySide resolve every lazy QtWidgets class).
        """
        header = self.horizontalHeader()
        top = header.geometry().bottom() + 1 if header.isVisible() else self.frameWidth()
        return self.rect().adjusted(0, top, 0, -self.frameWidth())

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.PaletteChange:  # View > Theme, or the desktop's
            flat_scroll_bar(self.verticalScrollBar(), self.palette())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if self.notice.isVisible():
            self.notice.place()

    def focusInEvent(self, event: QFocusEvent) -> None:
        if not self.currentIndex().isValid():
            # Given the keyboard focus with no current row, Qt makes the first row
            # current (not for a click), and the current row is what the panes show:
            # a concept read from a link or Back that the list does not hold would
            # be replaced on Tab or a menu's closing. Down still opens the first row.
            event = QFocusEvent(QEvent.Type.FocusIn, Qt.FocusReason.MouseFocusReason)
        super().focusInEvent(event)  # and the focus frame: where the keys go is plain to see

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.matches(QKeySequence.StandardKey.Copy):
            self.copy_requested.emit()
            event.accept()
            return
        text = event.text()
        plain = not event.modifiers() & ~(
            Qt.KeyboardModifier.ShiftModifier | Qt.KeyboardModifier.KeypadModifier
        )
        # Not Qt's keyboard search (it jumps to a row starting with the letter
        # within the current results): a reader who types wants to search.
        if plain and text and text.isprintable() and not text.isspace():
            self.typed.emit(text)
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


def put_portuguese_first(header: QHeaderView, es: int, pt: int, on: bool) -> None:
    """Show ``header``'s Portuguese column ``pt`` before its Spanish one ``es`` (``on``),
    or after it; only where they are shown changes, not what a column is."""
    es_at, pt_at = header.visualIndex(es), header.visualIndex(pt)
    if (pt_at > es_at) == on:
        header.swapSections(es_at, pt_at)
