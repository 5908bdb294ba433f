"""The app's message boxes: what they say is shown as written, never as markup.

Their texts carry file names, glossary names, terms and a source's own words,
any of which may look like markup ("<html>", the root of a TBX file): rich
text would swallow it. Qt's widgets are imported when a box is first needed,
after the first frame.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QInputDialog, QMessageBox

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget


def message_box(
    icon: QMessageBox.Icon, title: str, text: str, parent: QWidget | None = None
) -> QMessageBox:
    """A box with an OK button that shows ``text`` as plain text."""
    box = QMessageBox(icon, title, text, QMessageBox.StandardButton.Ok, parent)
    box.setTextFormat(Qt.TextFormat.PlainText)
    return box


def error_box(title: str, text: str) -> QMessageBox:
    """An error with no window to belong to (the glossary cannot be opened)."""
    return message_box(QMessageBox.Icon.Critical, title, text)


def warning_box(parent: QWidget | None, title: str, text: str) -> QMessageBox:
    """A warning that shows ``text`` as written."""
    return message_box(QMessageBox.Icon.Warning, title, text, parent)


def show_warning(parent: QWidget, title: str, text: str) -> None:
    """:func:`warning_box`, shown until it is closed."""
    warning_box(parent, title, text).exec()


def show_message(parent: QWidget | None, title: str, text: str) -> None:
    """An information box showing ``text`` as written, until it is closed."""
    message_box(QMessageBox.Icon.Information, title, text, parent).exec()


def inform(parent: QWidget, title: str, text: str, details: str) -> None:
    """An information box with ``details`` behind its "Show Details" button."""
    box = message_box(QMessageBox.Icon.Information, title, text, parent)
    box.setDetailedText(details)
    box.exec()


def ask_text(parent: QWidget, title: str, label: str, text: str) -> str | None:
    """One line of text asked for (``text`` to start with), trimmed; ``None`` if cancelled."""
    value, ok = QInputDialog.getText(parent, title, label, text=text)
    return value.strip() if ok else None


def confirm(parent: QWidget, title: str, question: str) -> bool:
    """Whether the user answered Yes to ``question``."""
    answer = QMessageBox.question(parent, title, question)
    return answer == QMessageBox.StandardButton.Yes
