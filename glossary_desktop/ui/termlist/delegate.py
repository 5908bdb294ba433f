"""The term list's delegate: stars in gold, missing terms dimmed, matched text highlighted.

Every cell is painted from what the models say as it is painted: its
:class:`~glossary_desktop.models.term_cells.Cell` from the term model, whether
it is selected or current from the option Qt made for this cell from its
selection model and focus (``option.state``). Nothing about
a row or a paint is handed over from one cell to the next, so whatever part of
the list Qt repaints (the rows a scroll brought into view, a star, the row the
mouse left) shows the truth. What is kept depends only on the font, palette and
screen, and is checked against them on every cell: the metrics and colours, the
star glyphs drawn once into pictures, and each term cell's elided text and the
places of its matches, measured once per text and width (:mod:`.cell_text`) and
drawn by :mod:`.cell_paint`.
"""

from __future__ import annotations

from typing import NamedTuple, cast

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QPoint, QRect, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter, QPalette, QPixmap
from PySide6.QtWidgets import (
    QAbstractItemView,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
)

from glossary_desktop.models.term_list import Column, TermListModel
from glossary_desktop.ui.look import DIM, STAR_COLOR, themed
from glossary_desktop.ui.termlist.cell_paint import TEXT_MARGIN, draw_cell_text
from glossary_desktop.ui.termlist.cell_text import CellTexts

_SELECTED = QStyle.StateFlag.State_Selected
#: A cell the style marks: selected, or current in a focused list (its focus frame).
_MARKED = _SELECTED | QStyle.StateFlag.State_HasFocus
#: Star pixmaps kept (two glyphs, two states, a few cell sizes).
_MAX_STARS = 16


class TermDelegate(QStyledItemDelegate):
    """Paints stars in gold, missing terms dimmed, matched spans highlighted.

    Every cell is painted here, from one call to the model's
    :meth:`~glossary_desktop.models.term_list.TermListModel.cell`: the text
    over the row background the view has already drawn. The style's delegate
    asks the model a dozen roles per cell (about a thousand Python calls per
    screen, a third of a keystroke's time on a million concepts), and lays its
    text out on every paint. A selected cell and the current one of a focused
    list are the style's own (its selection and focus frame, drawn by
    ``CE_ItemViewItem`` without text) under the same text as any other row:
    choosing a row never changes what it says. No rich text (a
    ``QTextDocument`` per cell made a screen slower than a keystroke's search).
    """

    def __init__(self, view: QAbstractItemView) -> None:
        super().__init__(view)
        self._view = view
        self._star_fonts: tuple[QFont, QFont] | None = None  # (list font, star font)
        #: Star pixmaps by glyph, colour, cell size and screen, in the star font.
        self._stars: dict[tuple[str, int, int, int, float], QPixmap] = {}
        self._texts = CellTexts()  # term cells as painted, measured once
        self._look: _Look | None = None

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionViewItem,
        index: QModelIndex | QPersistentModelIndex,
    ) -> None:
        row, column = index.row(), index.column()
        model = index.model()
        cell = model.cell(row, column) if isinstance(model, TermListModel) else None
        if cell is None:
            return
        # One call for the four (PySide's stubs type the tuple as an object).
        x, y, width, height = cast(tuple[int, int, int, int], option.rect.getRect())
        look = self._look_of(option)
        on_selection: QColor | None = None
        # Whether this cell is selected and has the focus frame: the view works it
        # out from its selection model and focus as it paints the cell.
        state = option.state
        if state & _MARKED:
            self._paint_panel(painter, option, index)
            if state & _SELECTED:
                on_selection = option.palette.color(QPalette.ColorRole.HighlightedText)
        if column == Column.STAR:
            if cell.text:  # (none on another glossary's row)
                # An empty star keeps the selection's text colour on a selected
                # row: the dim grey on the selection's blue could not be seen.
                colour = STAR_COLOR if cell.state else on_selection or look.dim
                painter.drawPixmap(x, y, self._star(cell.text, colour, option, width, height))
            return
        shown = self._texts.get(look.fm, cell.text, cell.spans, width - 2 * TEXT_MARGIN)
        top = y + (height - look.line_height) // 2
        colour = on_selection or (look.text if cell.state else look.dim)
        if shown.hits:
            draw_cell_text(painter, x + TEXT_MARGIN, top, top + look.ascent,
                           look.line_height, look.underline, colour, shown)
        else:  # most cells: no match to mark
            painter.setPen(colour)
            painter.drawStaticText(x + TEXT_MARGIN, top, shown.static)

    def _paint_panel(
        self, painter: QPainter, option: QStyleOptionViewItem,
        index: QModelIndex | QPersistentModelIndex,
    ) -> None:
        """The style's look of a selected or current cell (its background, the focus
        frame) without its text: the text is drawn as on every other row."""
        opt = QStyleOptionViewItem(option)
        if isinstance(index, QModelIndex):  # (the view's always is) for styles that read it
            opt.index = index
        opt.features |= QStyleOptionViewItem.ViewItemFeature.HasDisplay
        view = self._view
        view.style().drawControl(QStyle.ControlElement.CE_ItemViewItem, opt, painter, view)

    def _look_of(self, option: QStyleOptionViewItem) -> _Look:
        """What plain cells painted with ``option`` share: read again whenever the
        option's palette or font metrics differ from the last cell's."""
        fm = option.fontMetrics
        palette = option.palette
        look = self._look
        if look is None or look.palette_key != palette.cacheKey() or look.fm != fm:
            fm = QFontMetrics(fm)  # a copy: the option's own is gone after this cell
            look = self._look = _Look(
                palette.cacheKey(), fm, fm.height(), fm.ascent(), fm.underlinePos(),
                QColor(palette.color(QPalette.ColorRole.Text)), themed(DIM, palette),
            )
            self._stars.clear()  # drawn in another font or colour
            self._texts.clear()  # measured in other metrics
        return look

    def _star(
        self, glyph: str, colour: QColor, option: QStyleOptionViewItem, width: int, height: int
    ) -> QPixmap:
        """The star ``glyph`` in ``colour`` centred in a picture of the cell's size:
        drawn once per glyph, colour, cell size and screen, in the star font.

        A star is a fallback-font glyph: shaping and drawing it cost as much as
        a whole term; a screen has twenty of them after every keystroke.
        """
        dpr = self._view.devicePixelRatioF()
        key = (glyph, colour.rgba(), width, height, dpr)
        star = self._stars.get(key)
        if star is None:
            if len(self._stars) >= _MAX_STARS:  # sizes the column no longer has
                self._stars.clear()
            size = QSize(width, height)
            star = QPixmap(size * dpr)
            star.setDevicePixelRatio(dpr)
            star.fill(Qt.GlobalColor.transparent)
            painter = QPainter(star)
            painter.setFont(self._star_font(option.font))
            painter.setPen(colour)
            painter.drawText(QRect(QPoint(0, 0), size), Qt.AlignmentFlag.AlignCenter, glyph)
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
        return self._star_fonts[1]


class _Look(NamedTuple):
    """What every plain cell painted with one palette and font shares."""

    palette_key: int
    fm: QFontMetrics
    line_height: int
    ascent: int
    underline: int
    text: QColor
    dim: QColor
