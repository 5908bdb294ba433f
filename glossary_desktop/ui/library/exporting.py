"""File > Export… once the user chose what to export: the file to write, asked in
the folder the last export wrote to, and the job that writes it in the background
(:mod:`.export_job`). A glossary without what was asked for (no bookmarks) is said
before any file is asked for."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMainWindow

from glossary_desktop.export import NothingToExport
from glossary_desktop.glossary import Glossary
from glossary_desktop.store.user_db import UserStore
from glossary_desktop.ui.library.file_dialogs import FolderSettings

if TYPE_CHECKING:
    from glossary_desktop.ui.library.export_dialog import ExportChoice
    from glossary_desktop.ui.library.export_job import ExportJob


def start_export(
    window: QMainWindow,
    choice: ExportChoice,
    *,
    glossary: Glossary,
    store: UserStore,
    current: str | None,
    settings: FolderSettings,
    ask_save_path: Callable[[str], str],
    warn: Callable[[str, str], None],
) -> ExportJob | None:
    """Write ``choice`` of ``glossary`` (``current``: its name in the library, ``None``
    for the built-in one) and of ``store``'s bookmarks where the user says; the job
    started, or ``None`` (nothing to export, no file chosen). ``window``'s status bar
    says what was written."""
    # lazy: 2 modules, 6.5 ms of the window's start-up
    from glossary_desktop.ui.library.export_dialog import (
        export_source,
        nothing_to_export,
        suggested_name,
    )

    # lazy: 8 modules, 13 ms of the window's start-up
    from glossary_desktop.ui.library.export_job import ExportJob, exported_text

    export = QCoreApplication.translate("Exporting", "Export")
    name = current or QCoreApplication.translate("Exporting", "Built-in glossary")
    title = QCoreApplication.translate("Exporting", "Bookmarks") if choice.bookmarks_only else name
    try:  # no bookmarks: said before the file is asked for
        source, total = export_source(choice, glossary, store)
    except NothingToExport as exc:
        warn(export, nothing_to_export(exc))
        return None
    # lazy: 1 module, 3.0 ms of the window's start-up
    from glossary_desktop.ui.library.folders import start_folder

    folder = start_folder(settings.export_folder())
    path = ask_save_path(str(folder / suggested_name(choice, current)))
    if not path:
        return None
    settings.set_export_folder(str(Path(path).parent))
    job = ExportJob(Path(path), choice.fmt, title, source, total, window,
                    reading=(glossary.path, store.path), delimiter=choice.delimiter, deck=name)
    job.exported.connect(
        lambda written: window.statusBar().showMessage(exported_text(path, written), 10_000))
    job.failed.connect(lambda text: warn(export, text))
    job.start()
    return job
