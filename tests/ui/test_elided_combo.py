"""A drop-down list narrower than its choice says it elided ("Todos os gl…"), never
clipped mid-letter: the search filters and the bookmarks panel's order and glossary."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QComboBox, QStyle, QStyleOptionComboBox
from pytestqt.qtbot import QtBot

from glossary_desktop.ui.look import ElidedCombo
from glossary_desktop.ui.window.main_window import MainWindow

LABEL = "Todos os glossários"


def _grab(combo: QComboBox) -> QImage:
    return combo.grab().toImage()


def _plain_with(combo: QComboBox, text: str, qtbot: QtBot) -> QComboBox:
    """A plain combo box the size of ``combo``, beside it (the same palette, font and
    style), whose only choice is ``text``."""
    plain = QComboBox(combo.parentWidget())
    if combo.parentWidget() is None:
        qtbot.addWidget(plain)
    plain.addItem(text)
    plain.setFixedSize(combo.size())
    return plain


def _field_width(combo: QComboBox) -> int:
    option = QStyleOptionComboBox()
    combo.initStyleOption(option)
    return combo.style().subControlRect(
        QStyle.ComplexControl.CC_ComboBox, option, QStyle.SubControl.SC_ComboBoxEditField, combo
    ).width()


def _assert_elided(combo: QComboBox, qtbot: QtBot) -> str:
    """``combo`` paints exactly what a plain one shows for its elided label; that label."""
    text = combo.currentText()
    elided = combo.fontMetrics().elidedText(text, Qt.TextElideMode.ElideRight, _field_width(combo))
    assert elided != text
    assert elided.endswith("…")
    assert _grab(_plain_with(combo, elided, qtbot)) == _grab(combo)
    assert _grab(_plain_with(combo, text, qtbot)) != _grab(combo)  # what clipping shows
    return elided


def test_a_narrow_choice_is_elided_not_clipped(qtbot: QtBot) -> None:
    combo = ElidedCombo(min_chars=8)
    qtbot.addWidget(combo)
    combo.addItem(LABEL)
    combo.setFixedSize(combo.minimumSizeHint().width(), combo.sizeHint().height())
    assert _assert_elided(combo, qtbot).startswith("Todos")


@pytest.mark.parametrize(
    ("name", "label"), [("order", "Mais recentes primeiro"), ("glossary", LABEL)]
)
def test_the_bookmarks_panels_choices_are_elided_in_a_narrow_panel(
    qtbot: QtBot, window: MainWindow, name: str, label: str
) -> None:
    window.bookmarks_panel.set_shown(True)
    combo: QComboBox = getattr(window.bookmarks_panel.dock, name)
    combo.setItemText(0, label)  # its first choice in Portuguese
    combo.setFixedSize(combo.minimumSizeHint().width(), combo.sizeHint().height())
    qtbot.waitUntil(lambda: combo.width() == combo.minimumSizeHint().width())
    _assert_elided(combo, qtbot)
