"""The term list's delegate: stars in gold, missing terms dimmed, matched text highlighted.

Paints a whole row in one call when the view asks it to (a repaint of every
column: a new search), else cell by cell; both paint the same pixels. A term
cell's elided text and the places of its matches are measured once per text
and width (:mod:`.cell_text`) and drawn by :mod:`.cell_paint`; what all rows of
one paint share (metrics, colour, star pixmaps) is read once per paint.
"""

from __future__ import annotations

from typing import NamedTuple

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QPoint, QRect, Qt
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter, QPalette, QPixmap
from PySide6.QtWidgets import QAbstractItemView, QStyledItemDelegate, QStyleOptionViewItem

from glossary_desktop.models.term_cells import Cell, star_cell
from glossary_desktop.models.term_list import (
    CellRole,
    Column,
    SpansRole,
    StateRole,
    TermListModel,
)
from glossary_desktop.ui.look.icons import STAR_COLOR
from glossary_desktop.ui.look.theme import DIM, themed
from glossary_desktop.ui.termlist.cell_paint import TEXT_MARGIN, draw_cell_text, paint_highlighted
from glossary_desktop.ui.termlist.cell_text import CellTexts, elide

#: Star pixmaps kept (two glyphs, two states, a few cell sizes).
_MAX_STARS = 16


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
        self._stars: dict[tuple[str, int, int, int, float], QPixmap] = {}
        self._texts = CellTexts()  # term cells as painted, measured once
        #: Rows the style paints: the current row and the selected ones.
        self.styled_rows: frozenset[int] = frozenset()
        #: Set by the view for a paint of whole rows: the column whose cell paints
        #: its entire row, and every column's (x, width); ``None``: cell by cell.
        self.row_painter: tuple[int, tuple[tuple[int, int], ...]] | None = None
        #: What every row of one paint of whole rows shares, read from the first
        #: row's option (:meth:`_row_style`); the view forgets it after each paint.
        self.row_style: _RowStyle | None = None

    def initStyleOption(
        self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> None:
        super().initStyleOption(option, index)
        state = index.data(StateRole)
        if index.column() == Column.STAR:
            colour = STAR_COLOR if state else themed(DIM, option.palette)
            option.palette.setColor(QPalette.ColorRole.Text, colour)
            if state:
                # An empty star keeps the selection's text colour on a selected
                # row: the dim grey on the selection's blue could not be seen.
                option.palette.setColor(QPalette.ColorRole.HighlightedText, colour)
            option.font = self._star_font(option.font)
        elif state is False:
            option.palette.setColor(QPalette.ColorRole.Text, themed(DIM, option.palette))
        if self._blank_text:
            option.text = ""
        elif index.column() != Column.STAR and option.rect.width() > 2 * TEXT_MARGIN:
            # Cut here as the other rows are (its last words kept), not by the style:
            # selecting a row must not change what it says.
            width = option.rect.width() - 2 * TEXT_MARGIN
            option.text = elide(option.fontMetrics, option.text, width)

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
        """Every cell of ``row``, from one model call; what rows share (metrics, colour,
        the star) is read once per paint, not once per row or cell."""
        style = self.row_style
        if style is None:
            style = self.row_style = self._row_style(option, columns)
        cells = style.model.row_cells(row) if style.model is not None else None
        if cells is None:
            return
        rect = option.rect
        top = rect.top()
        text_top = top + (rect.height() - style.line_height) // 2
        baseline = text_top + style.ascent
        for column, (x, width) in enumerate(columns):
            if width <= 0:
                continue
            cell = cells[column]
            if column == Column.STAR:
                star, dx, dy = style.stars[cell.state]
                painter.drawPixmap(x + dx, top + dy, star)
                continue
            shown = self._texts.get(style.fm, cell.text, cell.spans, width - 2 * TEXT_MARGIN)
            draw_cell_text(painter, x + TEXT_MARGIN, text_top, baseline, style.line_height,
                           style.underline, style.text if cell.state else style.dim, shown)

    def _row_style(
        self, option: QStyleOptionViewItem, columns: tuple[tuple[int, int], ...]
    ) -> _RowStyle:
        # Copies: the option's own members are gone once this cell is painted.
        fm = QFontMetrics(option.fontMetrics)
        model = self._view.model()
        height = option.rect.height()
        stars: dict[bool, tuple[QPixmap, int, int]] = {}
        width = columns[Column.STAR][1]
        if width > 0:
            for on in (False, True):
                star = self._star_pixmap(star_cell(on), option, QRect(0, 0, width, height))
                dpr = star.devicePixelRatio()
                stars[on] = (
                    star,
                    (width - round(star.width() / dpr)) // 2,
                    (height - round(star.height() / dpr)) // 2,
                )
        return _RowStyle(
            model if isinstance(model, TermListModel) else None,
            fm,
            fm.height(),
            fm.ascent(),
            fm.underlinePos(),
            QColor(option.palette.color(QPalette.ColorRole.Text)),
            themed(DIM, option.palette),
            stars,
        )

    def _paint_cell(
        self, painter: QPainter, option: QStyleOptionViewItem, column: int, rect: QRect,
        cell: Cell,
    ) -> None:
        """One cell (a partial repaint); :meth:`_paint_row` paints the same pixels."""
        if column == Column.STAR:
            star = self._star_pixmap(cell, option, rect)
            dpr = star.devicePixelRatio()
            x = rect.left() + (rect.width() - round(star.width() / dpr)) // 2
            y = rect.top() + (rect.height() - round(star.height() / dpr)) // 2
            painter.drawPixmap(x, y, star)
            return
        colour = (
            option.palette.color(QPalette.ColorRole.Text) if cell.state
            else themed(DIM, option.palette)
        )
        fm = option.fontMetrics
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
        text = str(index.data(Qt.ItemDataRole.DisplayRole))  # whole: the spans' positions
        paint_highlighted(
            painter, opt.rect, opt.fontMetrics, opt.palette.color(role), text, spans
        )
        painter.restore()

    def _star_pixmap(self, cell: Cell, option: QStyleOptionViewItem, rect: QRect) -> QPixmap:
        """The star glyph, drawn once per glyph, colour, font and screen.

        A star is a fallback-font glyph: shaping and drawing it cost as much as
        a whole term; a screen has twenty of them after every keystroke.
        """
        dpr = self._view.devicePixelRatioF()
        font = self._star_font(option.font)  # a new font empties the cache
        colour = STAR_COLOR if cell.state else themed(DIM, option.palette)  # per theme
        key = (cell.text, colour.rgb(), rect.width(), rect.height(), dpr)
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
            painter.setPen(colour)
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


class _RowStyle(NamedTuple):
    """What every row of one paint shares: read once per paint, not once per row."""

    model: TermListModel | None
    fm: QFontMetrics
    line_height: int
    ascent: int
    underline: int
    text: QColor
    dim: QColor
    #: The star column's pixmap and its offset in the cell, by "bookmarked".
    stars: dict[bool, tuple[QPixmap, int, int]]
