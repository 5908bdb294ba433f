"""The question before a glossary that has bookmarks is removed: remove it, export
its bookmarks first (File > Export, bookmarks chosen), or keep it.

A backup of the bookmarks is written before the glossary goes whatever the answer
(``Library.remove``), which the question says; exporting first is for a file in a
format of the user's choosing, in a place of their choosing.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox, QWidget

#: The answers of :func:`ask_removal`.
REMOVE, EXPORT_FIRST, KEEP = "remove", "export", ""


def ask_removal(parent: QWidget, title: str, question: str) -> str:
    """:data:`REMOVE`, :data:`EXPORT_FIRST` or :data:`KEEP` (Cancel, Esc: the default)."""
    box = QMessageBox(QMessageBox.Icon.Question, title, question,
                      QMessageBox.StandardButton.NoButton, parent)
    remove = box.addButton(QCoreApplication.translate("Removal", "&Remove"),
                           QMessageBox.ButtonRole.DestructiveRole)
    export = box.addButton(QCoreApplication.translate("Removal", "&Export bookmarks first…"),
                           QMessageBox.ButtonRole.ActionRole)
    keep = box.addButton(QMessageBox.StandardButton.Cancel)
    box.setDefaultButton(keep)
    box.setEscapeButton(keep)
    box.exec()
    clicked = box.clickedButton()
    return REMOVE if clicked is remove else EXPORT_FIRST if clicked is export else KEEP
