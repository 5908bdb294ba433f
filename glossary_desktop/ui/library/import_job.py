"""Importing a glossary from the window: the build in a worker thread, a progress
dialog that can be cancelled, and the outcome worded for the user.

The dialog is a busy indicator. Cancel closes it at once and raises a flag
the build looks at all along (``build_db(cancelled=...)``): the build stops at
its next step and :meth:`Library.add` throws its hidden folder away instead of
listing it, so a cancelled import leaves nothing behind (:attr:`ImportJob.done`
fires once its thread is done).
"""

from __future__ import annotations

import errno
from collections.abc import Sequence
from concurrent.futures import Future
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtWidgets import QWidget

from glossary_desktop.errors import (
    Cancelled,
    GlossaryError,
    OutputError,
    SourceError,
    UserError,
)
from glossary_desktop.store.library import Entry, Library, LibraryError, default_name
from glossary_desktop.ui.library.glossary_errors import describe_glossary_error
from glossary_desktop.ui.library.import_errors import describe_source_error
from glossary_desktop.ui.library.progress_job import ProgressJob

if TYPE_CHECKING:
    from glossary_desktop.importer.build import BuildReport


class ImportJob(ProgressJob):
    """One import into ``library``; its signals arrive in the window's thread.

    ``imported(name)`` on success, ``failed(message)`` on an error, ``done()``
    after either or after a cancel, once nothing of the import is left running.
    """

    imported = Signal(str)
    failed = Signal(str)

    def __init__(self, library: Library, files: Sequence[Path], parent: QWidget) -> None:
        super().__init__("importProgress", 0, parent)
        self.library = library
        self.files = [Path(f) for f in files]
        self.name = library.free_name(default_name(self.files))
        #: What the build did (set in the worker thread, read once ``imported`` fires).
        self.report: BuildReport | None = None
        self.dialog.setLabelText(
            self.tr("Importing {0}…").format(", ".join(f.name for f in self.files)))
        self.dialog.setCancelButtonText(self.tr("Cancel"))
        self.dialog.setWindowTitle(self.tr("Import glossary"))

    def work(self) -> Entry:
        # The importer (and defusedxml) loads only when someone imports.
        from glossary_desktop.importer.build import build_db

        files, cancelled = self.files, lambda: self.cancelled

        def build(out: Path) -> None:
            self.report = build_db(files, out, cancelled=cancelled)

        return self.library.add(self.name, build, cancelled=cancelled)

    def finish(self, future: Future[object]) -> None:
        try:
            entry = future.result()
        except Cancelled:
            pass  # stopped half-way, as asked: nothing to report
        except LibraryError as exc:
            if exc.reason != LibraryError.CANCELLED:
                self.failed.emit(describe(exc))
        except UserError as exc:
            self.failed.emit(describe(exc))
        except OSError as exc:
            self.failed.emit(describe(exc))
        else:
            if not self.cancelled:
                assert isinstance(entry, Entry)
                self.imported.emit(entry.name)


def describe(exc: UserError | OSError) -> str:
    """A library or import error in the user's language where its fields allow it."""
    full = isinstance(exc, OutputError) and exc.reason == OutputError.DISK_FULL
    if full or (isinstance(exc, OSError) and exc.errno in (errno.ENOSPC, errno.EDQUOT)):
        return QCoreApplication.translate(
            "ImportJob", "The glossary could not be saved: the disk is full. Free some "
            "space and try again.")
    if isinstance(exc, OSError):
        return QCoreApplication.translate(
            "ImportJob", "The glossary could not be saved ({0}).").format(
            exc.strerror or str(exc))
    if isinstance(exc, LibraryError):
        if exc.reason == LibraryError.EXISTS:
            return QCoreApplication.translate(
            "ImportJob", "A glossary named \u201c{0}\u201d already exists."
                             ).format(exc.name)
        if exc.reason == LibraryError.BAD_NAME:
            return QCoreApplication.translate(
            "ImportJob", "\u201c{0}\u201d cannot name a glossary."
                             ).format(exc.name)
        return QCoreApplication.translate(
            "ImportJob", "There is no glossary named \u201c{0}\u201d."
                         ).format(exc.name)
    if isinstance(exc, SourceError):
        return describe_source_error(exc)
    if isinstance(exc, GlossaryError):  # an imported glossary damaged since, chosen in the menu
        return describe_glossary_error(exc)
    if isinstance(exc, OutputError) and exc.reason == OutputError.UNWRITABLE:
        # The only one the window can meet: it always builds into the library's folder.
        return QCoreApplication.translate(
            "ImportJob", "The glossary could not be saved ({0}).").format(exc.detail)
    return str(exc)
