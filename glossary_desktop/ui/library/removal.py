"""The question before a glossary that has bookmarks is removed: remove it, export
its bookmarks first (File > Export, bookmarks chosen), or keep it.

A backup of the bookmarks is written before the glossary goes whatever the answer
(``Library.remove``), which the question says; exporting first is for a file in a
format of the user's choosing, in a place of their choosing.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox, QWidget

from glossary_desktop.errors import UserError
from glossary_desktop.store.library import Library
from glossary_desktop.ui.look import warning_box

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


def remove_glossary(
    library: Library, name: str, title: str, *,
    then: Callable[[], object], tell: Callable[[str, str], None],
) -> None:
    """Remove the glossary ``name`` from ``library`` (its bookmarks backed up first),
    then ``then``; ``tell`` says where the backup went. Its window is gone by now: a
    failure is said in a box of its own, titled ``title``."""
    try:
        backup = library.remove(name, reindex=False)
    except (UserError, OSError) as exc:
        # lazy: 80 modules, 73 ms of the window's start-up
        from glossary_desktop.ui.library.import_job import describe

        warning_box(None, title, describe(exc)).exec()
        return
    then()
    if backup is not None:
        tell(title, QCoreApplication.translate(
            "Removal", "The bookmarks of \u201c{0}\u201d were saved to {1} before it was "
            "removed: File > Import bookmarks… brings them back.").format(name, backup))
