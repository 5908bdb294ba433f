"""Every message box shows its text as written: a name may look like markup."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from glossary_desktop.ui.look.message_box import message_box, warning_box


def test_a_name_that_looks_like_markup_is_shown_as_written(qtbot: QtBot) -> None:
    text = "<b>glosario</b>.tbx: not a TBX file: the root element is <html>"
    for box in (warning_box(None, "t", text),
                message_box(QMessageBox.Icon.Critical, "t", text)):
        qtbot.addWidget(box)
        assert (Qt.TextFormat.PlainText, text) == (box.textFormat(), box.text())
