"""The term list: a fixed-row-height table over :class:`TermListModel`.

A ``QTableView`` whose rows all have one height never measures them, so setting
a model of a million rows costs milliseconds (a ``QListView`` lays out every row:
docs/architecture.md). The delegate paints the star and highlights matched text.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QPoint, QRect, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetrics,
    QKeyEvent,
    QKeySequence,
    QMouseEvent,
    QPainter,
    QPalette,
    QPixmap,
    QResizeEvent,
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
from glossary_desktop.models.term_list import (
    Cell,
    CellRole,
    Column,
    SpansRole,
    StateRole,
    TermListModel,
)
from glossary_desktop.render.html import HIT_BACKGROUND, HIT_TEXT
from glossary_desktop.ui.empty_notice import EmptyNotice
from glossary_desktop.ui.icons import STAR_COLOR

_DIM = QColor("#9aa0a6")
_HIT_BACKGROUND = QColor(HIT_BACKGROUND)
_HIT_TEXT = QColor(HIT_TEXT)
#: Text at most this light (HSL, 0-255) reads well on the highlight's yellow.
_READABLE_ON_HIT = 110
STAR_COLUMN_WIDTH = 30
#: Star pixmaps kept (two glyphs, two states, a few cell sizes).
_MAX_STARS = 16
#: Space left and right of a cell's text: QCommonStyle's text margin
#: (PM_FocusFrameHMargin + 1), so highlighted and plain rows line up.
TEXT_MARGIN = 3
#: The mouse's extra buttons walk the window's history, not the list.
NAVIGATION_BUTTONS = (Qt.MouseButton.BackButton, Qt.MouseButton.ForwardButton)


class TermDelegate(QStyledItemDelegate):
    """Paints stars in gold, missing terms dimmed, matched spans highlighted.

    Most cells are painted here, from one ``data(CellRole)`` call: the text
    over the row background the view has already drawn. The style's delegate
    asks the model a dozen roles per cell (about a thousand Python calls per
    screen, a third of a keystroke's time on a million concepts), so it paints
    only the current and selected rows (:attr:`styled_rows`, kept by the
    view), whose selection and focus look are the style's. No rich text (a
    ``QTextDocument`` per cell made a screen slower than a keystroke's search),
    and no ``QStyle`` from Python (building its type is a start-up cost), which rules out
    reading ``option.state``.
    """

    def __init__(self, view: QAbstractItemView) -> None:
        super().__init__(view)
        self._view = view
        self._blank_text = False  # set while the style paints a highlighted cell
        self._star_fonts: tuple[QFont, QFont] | None = None  # (list font, star font)
        self._stars: dict[tuple[str, bool, int, int, float], QPixmap] = {}
        #: Rows the style paints: the current row and the selected ones.
        self.styled_rows: frozenset[int] = frozenset()

    def initStyleOption(
        self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> None:
        super().initStyleOption(option, index)
        state = index.data(StateRole)
        if index.column() == Column.STAR:
            colour = STAR_COLOR if state else _DIM
            option.palette.setColor(QPalette.ColorRole.Text, colour)
            option.palette.setColor(QPalette.ColorRole.HighlightedText, colour)
            option.font = self._star_font(option.font)
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
        if index.row() in self.styled_rows:
            self._paint_styled(painter, option, index)
            return
        cell: Cell | None = index.data(CellRole)
        if cell is None:
            return
        if index.column() == Column.STAR:
            star = self._star_pixmap(cell, option)
            rect = option.rect
            dpr = star.devicePixelRatio()
            x = rect.left() + (rect.width() - round(star.width() / dpr)) // 2
            y = rect.top() + (rect.height() - round(star.height() / dpr)) // 2
            painter.drawPixmap(x, y, star)
            return
        colour = option.palette.color(QPalette.ColorRole.Text) if cell.state else _DIM
        paint_highlighted(painter, option.rect, option.fontMetrics, colour, cell.text, cell.spans)

    def _paint_styled(
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
        painter.save()
        painter.setFont(opt.font)
        paint_highlighted(
            painter, opt.rect, opt.fontMetrics, opt.palette.color(role), opt.text, spans
        )
        painter.restore()

    def _star_pixmap(self, cell: Cell, option: QStyleOptionViewItem) -> QPixmap:
        """The star glyph, drawn once per glyph, colour, font and screen.

        A star is a fallback-font glyph: shaping and drawing it cost as much as
        a whole term; a screen has twenty of them after every keystroke.
        """
        rect = option.rect
        dpr = self._view.devicePixelRatioF()
        font = self._star_font(option.font)  # a new font empties the cache
        key = (cell.text, cell.state, rect.width(), rect.height(), dpr)
        star = self._stars.get(key)
        if star is None:
            if len(self._stars) >= _MAX_STARS:  # sizes the column no longer has
                self._stars.clear()
            size = rect.size()
            star = QPixmap(size * dpr)
            star.setDevicePixelRatio(dpr)
            star.fill(Qt.GlobalColor.transparent)
            painter = QPainter(star)
            painter.setFont(font)
            painter.setPen(STAR_COLOR if cell.state else _DIM)
            painter.drawText(QRect(QPoint(0, 0), size), Qt.AlignmentFlag.AlignCenter, cell.text)
            painter.end()
            self._stars[key] = star
        return star

    def _star_font(self, font: QFont) -> QFont:
        """The star column's font: the list's, a little larger (made once per font)."""
        if self._star_fonts is None or self._star_fonts[0] != font:
            star = QFont(font)
            star.setPointSizeF(font.pointSizeF() * 1.15)
            # A copy: ``font`` is the option's own, gone after this paint.
            self._star_fonts = (QFont(font), star)
            self._stars.clear()
        return self._star_fonts[1]


def paint_highlighted(
    painter: QPainter,
    rect: QRect,
    fm: QFontMetrics,
    colour: QColor,
    text: str,
    spans: Sequence[Span],
) -> None:
    """``text`` in ``rect`` (painter's font, metrics ``fm``), elided like the style's
    cells, with ``spans`` highlighted.

    Span backgrounds first, then the text once in ``colour``; a light ``colour``
    (a dark theme, a selected row) is unreadable on the highlight, so the spans
    are drawn again in the highlight's text colour, clipped to them. Glyphs
    never move. This runs for every cell on screen after every keystroke, so
    it makes as few Qt calls as it can.
    """
    left = rect.left() + TEXT_MARGIN
    width = rect.width() - 2 * TEXT_MARGIN
    shown = fm.elidedText(text, Qt.TextElideMode.ElideRight, width)
    top = rect.top() + (rect.height() - fm.height()) // 2
    hits: list[QRect] = []
    if spans:
        # Characters of ``text`` on screen: an elided text ends in one "…".
        visible = len(text) if shown == text else max(0, len(shown) - 1)
        for span in spans:
            start, end = max(0, span.start), min(span.end, visible)
            if start < end:
                x = left + fm.horizontalAdvance(shown[:start])
                hit = QRect(x, top, fm.horizontalAdvance(shown[start:end]), fm.height())
                painter.fillRect(hit, _HIT_BACKGROUND)
                hits.append(hit)
    painter.setPen(colour)
    painter.drawText(left, top + fm.ascent(), shown)
    if hits and colour.lightness() > _READABLE_ON_HIT:
        painter.save()
        painter.setPen(_HIT_TEXT)
        for hit in hits:
            painter.setClipRect(hit)
            painter.drawText(left, top + fm.ascent(), shown)
        painter.restore()


class TermListView(QTableView):
    """The list of terms (objectName ``termList``)."""

    #: The star cell of a row was clicked (row).
    star_clicked = Signal(int)
    #: Ctrl+C: copy the current concept (not the current cell's text).
    copy_requested = Signal()
    #: A letter typed in the list: it belongs in the search box (the text).
    typed = Signal(str)

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
        self.setTabKeyNavigation(False)  # Tab leaves the list, arrows move in it
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self._delegate = TermDelegate(self)
        self.setItemDelegate(self._delegate)
        #: "No results" and "Did you mean", over the rows while the list is empty.
        self.notice = EmptyNotice(self, self._rows_area)
        self._fix_row_height()
        self.horizontalHeader().setHighlightSections(False)
        self.horizontalHeader().setDefaultAlignment(
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
        )

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
        for col in (Column.ES, Column.PT):
            header.setSectionResizeMode(col, QHeaderView.ResizeMode.Stretch)
        selection = self.selectionModel()
        selection.currentRowChanged.connect(self._track_styled_rows)
        selection.selectionChanged.connect(self._track_styled_rows)
        # A reset clears the selection without a signal: this runs after it.
        model.modelReset.connect(self._track_styled_rows)
        self._track_styled_rows()

    def _track_styled_rows(self, *_changed: object) -> None:
        """Tell the delegate which rows the style paints (current and selected)."""
        selection = self.selectionModel()
        rows = {index.row() for index in selection.selectedIndexes()}
        rows.add(selection.currentIndex().row())
        self._delegate.styled_rows = frozenset(rows)

    def _rows_area(self) -> QRect:
        """The part of the view below the header (not ``viewport()``: asking a scroll
        area for its viewport makes PySide resolve every lazy QtWidgets class).
        """
        header = self.horizontalHeader()
        top = header.geometry().bottom() + 1 if header.isVisible() else self.frameWidth()
        return self.rect().adjusted(0, top, 0, -self.frameWidth())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if self.notice.isVisible():
            self.notice.place()

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
