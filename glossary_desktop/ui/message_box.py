"""The app's message boxes: what they say is shown as written, never as markup.

Their texts carry file names, glossary names, terms and a source's own words,
any of which may look like markup ("<html>", the root of a TBX file): rich
text would swallow it. Qt's widgets are imported when a box is first needed,
after the first frame.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMessageBox, QWidget


def message_box(
    icon: QMessageBox.Icon, title: str, text: str, parent: QWidget | None = None
) -> QMessageBox:
    """A box with an OK button that shows ``text`` as plain text."""
    from PySide6.QtWidgets import QMessageBox

    box = QMessageBox(icon, title, text, QMessageBox.StandardButton.Ok, parent)
    box.setTextFormat(Qt.TextFormat.PlainText)
    return box


def warning_box(parent: QWidget | None, title: str, text: str) -> QMessageBox:
    """A warning that shows ``text`` as written."""
    from PySide6.QtWidgets import QMessageBox

    return message_box(QMessageBox.Icon.Warning, title, text, parent)
