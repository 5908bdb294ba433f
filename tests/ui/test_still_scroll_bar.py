"""The term list's scroll bar looks exactly as the style paints a plain one.

It keeps pictures of itself at the top of a list; every change that alters the
look (its size, its range, scrolling, its palette, being disabled) must show.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QImage, QPalette
from PySide6.QtWidgets import QScrollBar
from pytestqt.qtbot import QtBot

from glossary_desktop.ui.termlist.still_scroll_bar import StillScrollBar


def _bars(qtbot: QtBot) -> tuple[StillScrollBar, QScrollBar]:
    still, plain = StillScrollBar(), QScrollBar(Qt.Orientation.Vertical)
    for bar in (still, plain):
        qtbot.addWidget(bar)
    return still, plain


def _picture(bar: QScrollBar) -> QImage:
    return bar.grab().toImage()


def _resize(bar: QScrollBar) -> None:
    bar.resize(15, 420)


def _rows_to_scroll(bar: QScrollBar) -> None:
    bar.setRange(0, 40)


def _fewer_rows(bar: QScrollBar) -> None:
    bar.setRange(0, 10)


def _all_fit(bar: QScrollBar) -> None:
    bar.setRange(0, 0)


def _scrolled(bar: QScrollBar) -> None:
    bar.setValue(25)


def _darker(bar: QScrollBar) -> None:
    palette = bar.palette()
    palette.setColor(QPalette.ColorRole.Button, QColor("#7a6f9b"))
    bar.setPalette(palette)


def _disabled(bar: QScrollBar) -> None:
    bar.setEnabled(False)


@pytest.mark.parametrize("top", [0, 176, 999_986])
@pytest.mark.parametrize("size", [(15, 120), (15, 600), (17, 300)])
def test_at_the_top_it_paints_what_the_style_paints(
    qtbot: QtBot, size: tuple[int, int], top: int
) -> None:
    still, plain = _bars(qtbot)
    for bar in (still, plain):
        bar.setRange(0, top)
        bar.resize(*size)

    first = _picture(still)
    assert _picture(plain) == first
    assert first == _picture(still)  # the kept picture, copied


@pytest.mark.parametrize("page", [1, 4, 18])
def test_with_nothing_to_scroll_one_picture_serves_any_page(qtbot: QtBot, page: int) -> None:
    """Searches whose rows all fit differ in the rows shown (the page), not in look."""
    still, plain = _bars(qtbot)
    for bar in (still, plain):
        bar.setRange(0, 0)
        bar.resize(15, 300)
    _picture(still)

    for bar in (still, plain):
        bar.setPageStep(page)

    assert _picture(plain) == _picture(still)


@pytest.mark.parametrize(
    ("top", "change"),
    [
        *((0, change) for change in (_resize, _rows_to_scroll, _darker, _disabled)),
        *((40, change) for change in (_resize, _fewer_rows, _all_fit, _scrolled, _darker)),
    ],
)
def test_a_change_after_the_picture_was_kept_shows(
    qtbot: QtBot, change: Callable[[QScrollBar], None], top: int
) -> None:
    still, plain = _bars(qtbot)
    for bar in (still, plain):
        bar.setRange(0, top)
        bar.resize(15, 200)
    before = _picture(still)

    for bar in (still, plain):
        change(bar)

    after = _picture(plain)
    assert after != before  # the change does alter the look...
    assert after == _picture(still)  # ...and the kept picture follows it
