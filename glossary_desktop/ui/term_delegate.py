"""The term list's delegate: stars in gold, missing terms dimmed, matched text highlighted.

Paints a whole row in one call when the view asks it to (a repaint of every
column: a new search), else cell by cell; both paint the same pixels. A term
cell's elided text and the places of its matches are measured once per text
and width (:mod:`.cell_text`).
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QPoint, QRect, Qt
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter, QPalette, QPixmap
from PySide6.QtWidgets import QAbstractItemView, QStyledItemDelegate, QStyleOptionViewItem

from glossary_desktop.domain import Span
from glossary_desktop.models.term_cells import Cell
from glossary_desktop.models.term_list import (
    CellRole,
    Column,
    SpansRole,
    StateRole,
    TermListModel,
)
from glossary_desktop.render.html import HIT_BACKGROUND, HIT_TEXT
from glossary_desktop.ui.cell_text import CellText, CellTexts, measure
from glossary_desktop.ui.icons import STAR_COLOR

_DIM = QColor("#9aa0a6")
_HIT_BACKGROUND = QColor(HIT_BACKGROUND)
_HIT_TEXT = QColor(HIT_TEXT)
#: Text at most this light (HSL, 0-255) reads well on the highlight's yellow.
_READABLE_ON_HIT = 110
#: Star pixmaps kept (two glyphs, two states, a few cell sizes).
_MAX_STARS = 16
#: Space left and right of a cell's text: QCommonStyle's text margin
#: (PM_FocusFrameHMargin + 1), so highlighted and plain rows line up.
TEXT_MARGIN = 3


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
        self._texts = CellTexts()  # term cells as painted, measured once
        #: Rows the style paints: the current row and the selected ones.
        self.styled_rows: frozenset[int] = frozenset()
        #: Set by the view for a paint of whole rows: the column whose cell paints
        #: its entire row, and every column's (x, width); ``None``: cell by cell.
        self.row_painter: tuple[int, tuple[tuple[int, int], ...]] | None = None

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
        row = index.row()
        if row in self.styled_rows:
            self._paint_styled(painter, option, index)
            return
        whole = self.row_painter
        if whole is None:
            cell: Cell | None = index.data(CellRole)
            if cell is not None:
                self._paint_cell(painter, option, index.column(), option.rect, cell)
        elif index.column() == whole[0]:
            # The row's last cell: the others' backgrounds are drawn by now (the
            # view paints a row's cells left to right), so its text goes on top.
            self._paint_row(painter, option, row, whole[1])

    def _paint_row(
        self,
        painter: QPainter,
        option: QStyleOptionViewItem,
        row: int,
        columns: tuple[tuple[int, int], ...],
    ) -> None:
        """Every cell of ``row``, from one model call."""
        model = self._view.model()
        cells = model.row_cells(row) if isinstance(model, TermListModel) else None
        if cells is None:
            return
        top, height = option.rect.top(), option.rect.height()
        fm = option.fontMetrics  # one of each per row, not per cell
        text = option.palette.color(QPalette.ColorRole.Text)
        for column, (x, width) in enumerate(columns):
            if width > 0:
                self._paint_cell(painter, option, column, QRect(x, top, width, height),
                                 cells[column], fm, text)

    def _paint_cell(
        self, painter: QPainter, option: QStyleOptionViewItem, column: int, rect: QRect,
        cell: Cell, fm: QFontMetrics | None = None, text: QColor | None = None,
    ) -> None:
        if column == Column.STAR:
            star = self._star_pixmap(cell, option, rect)
            dpr = star.devicePixelRatio()
            x = rect.left() + (rect.width() - round(star.width() / dpr)) // 2
            y = rect.top() + (rect.height() - round(star.height() / dpr)) // 2
            painter.drawPixmap(x, y, star)
            return
        if not cell.state:
            colour = _DIM
        else:
            colour = text if text is not None else option.palette.color(QPalette.ColorRole.Text)
        fm = fm if fm is not None else option.fontMetrics
        shown = self._texts.get(fm, cell.text, cell.spans, rect.width() - 2 * TEXT_MARGIN)
        paint_highlighted(painter, rect, fm, colour, shown)

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

    def _star_pixmap(self, cell: Cell, option: QStyleOptionViewItem, rect: QRect) -> QPixmap:
        """The star glyph, drawn once per glyph, colour, font and screen.

        A star is a fallback-font glyph: shaping and drawing it cost as much as
        a whole term; a screen has twenty of them after every keystroke.
        """
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

    def forget_text(self) -> None:
        """The view's font changed: every cell is measured again."""
        self._texts.clear()

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
    text: str | CellText,
    spans: Sequence[Span] = (),
) -> None:
    """``text`` in ``rect`` (painter's font, metrics ``fm``), elided like the style's
    cells, with ``spans`` highlighted; or a :class:`CellText` measured before.

    Span backgrounds first, then the text once in ``colour``; a light ``colour``
    (a dark theme, a selected row) is unreadable on the highlight, so the spans
    are drawn again in the highlight's text colour, clipped to them. Glyphs
    never move. This runs for every cell on screen after every keystroke, so
    it makes as few Qt calls as it can.
    """
    left = rect.left() + TEXT_MARGIN
    if not isinstance(text, CellText):
        text = measure(fm, text, spans, rect.width() - 2 * TEXT_MARGIN)
    shown, hits = text
    height = fm.height()
    top = rect.top() + (rect.height() - height) // 2
    baseline = top + fm.ascent()
    boxes = [QRect(left + x, top, w, height) for x, w in hits]
    for box in boxes:
        painter.fillRect(box, _HIT_BACKGROUND)
    painter.setPen(colour)
    painter.drawText(left, baseline, shown)
    if not boxes:
        return
    painter.save()
    painter.setPen(_HIT_TEXT)
    if colour.lightness() > _READABLE_ON_HIT:
        for box in boxes:
            painter.setClipRect(box)
            painter.drawText(left, baseline, shown)
        painter.setClipping(False)
    # Underlined too: a match must not be told by colour alone.
    underline = baseline + fm.underlinePos()
    for box in boxes:
        painter.drawLine(box.left(), underline, box.right(), underline)
    painter.restore()
