"""The library's file dialogs (import, export and where to save it) and the files a
drop on the window brings, kept apart from the controller that asks for them
(:class:`~glossary_desktop.ui.library.menu.LibraryController`, whose attributes
hold these so that automation can answer in their place)."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QDropEvent
from PySide6.QtWidgets import QFileDialog, QWidget

if TYPE_CHECKING:
    from glossary_desktop.ui.library.export_dialog import ExportChoice

#: What the import dialog offers, and what a drop accepts.
IMPORT_SUFFIXES = (".tbx", ".csv", ".tsv", ".txt")


class FolderSettings(Protocol):
    """Where the last import took its files and the last export wrote (the window's
    settings file): the file dialogs open there."""

    def import_folder(self) -> str: ...
    def set_import_folder(self, folder: str) -> None: ...
    def export_folder(self) -> str: ...
    def set_export_folder(self, folder: str) -> None: ...


def ask_import_files(parent: QWidget, folder: Path) -> list[str]:
    """The files to import as one glossary, chosen in a dialog opened in ``folder``."""
    patterns = " ".join("*" + s for s in IMPORT_SUFFIXES)
    files, _ = QFileDialog.getOpenFileNames(
        parent, QCoreApplication.translate("FileDialogs", "Import glossary"), str(folder),
        QCoreApplication.translate("FileDialogs", "Glossaries ({0})").format(patterns),
    )
    return files


def ask_export(parent: QWidget, *, has_bookmarks: bool) -> ExportChoice | None:
    """What to export and how (``None``: cancelled)."""
    # lazy: 2 modules, 6.5 ms of the window's start-up
    from glossary_desktop.ui.library.export_dialog import ExportDialog

    dialog = ExportDialog(parent, has_bookmarks=has_bookmarks)
    return dialog.choice() if dialog.exec() == ExportDialog.DialogCode.Accepted else None


def ask_save_path(parent: QWidget, suggested: str) -> str:
    """Where to write an export, ``suggested`` first ("": cancelled)."""
    # lazy: 2 modules, 6.6 ms of the window's start-up
    from glossary_desktop.ui.library.export_dialog import save_dialog

    dialog = save_dialog(parent, suggested)
    files = dialog.selectedFiles() if dialog.exec() else []
    dialog.deleteLater()
    return files[0] if files else ""


def dropped_files(event: QDropEvent) -> list[Path]:
    """The local files of a drop that the importer reads, if all of them are."""
    urls = event.mimeData().urls() if event.mimeData().hasUrls() else []
    files = [Path(u.toLocalFile()) for u in urls if u.isLocalFile()]
    if files and all(f.suffix.lower() in IMPORT_SUFFIXES for f in files):
        return files
    return []
