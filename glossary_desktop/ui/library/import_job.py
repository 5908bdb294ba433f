"""Importing a glossary from the window: the build in a child process, a progress
dialog that can be cancelled, and the outcome worded for the user.

The build runs as the command line's ``import --progress-lines`` in a child
process (:mod:`glossary_desktop.models.child_command`): a source crafted to be
slow or to exhaust memory costs the child, never the window. The dialog is a
busy indicator. Cancel closes it at once and ends the child: it removes its
hidden build folder (``Library.add``) as Ctrl+C would, so a cancelled import
leaves no glossary (:attr:`ImportJob.done` fires once the child is gone). The
child reports the importer's error codes and fields, and the window words them
as it always has (:func:`describe`).
"""

from __future__ import annotations

import errno
from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtWidgets import QWidget

from glossary_desktop.errors import GlossaryError, OutputError, SourceError, UserError
from glossary_desktop.models.child_command import ChildCommand
from glossary_desktop.progress_lines import ChildFailed, ImportSummary
from glossary_desktop.store.library import Library, LibraryError, default_name
from glossary_desktop.ui.library.glossary_errors import describe_glossary_error
from glossary_desktop.ui.library.import_errors import describe_source_error
from glossary_desktop.ui.library.progress_job import ProgressJob


class ImportJob(ProgressJob):
    """One import into ``library``; its signals arrive in the window's thread.

    ``imported(name)`` on success, ``failed(message)`` on an error, ``done()``
    after either or after a cancel, once the child process is gone.
    """

    imported = Signal(str)
    failed = Signal(str)

    def __init__(self, library: Library, files: Sequence[Path], parent: QWidget) -> None:
        super().__init__("importProgress", 0, parent)
        self.library = library
        self.files = [Path(f) for f in files]
        self.name = library.free_name(default_name(self.files))
        #: What the import did (set once it succeeded, before ``imported`` fires).
        self.report: ImportSummary | None = None
        self.dialog.setLabelText(
            self.tr("Importing {0}…").format(", ".join(f.name for f in self.files)))
        self.dialog.setCancelButtonText(self.tr("Cancel"))
        self.dialog.setWindowTitle(self.tr("Import glossary"))
        # "=" and "--": a name or a file that starts with "-" is not an option.
        arguments = ["import", "--progress-lines", f"--user-dir={library.root.parent}",
                     f"--name={self.name}", "--", *map(str, self.files)]
        self.command = ChildCommand(arguments, ImportSummary.from_json, self)
        self.command.succeeded.connect(self._succeeded)
        self.command.failed.connect(self._failed)
        self.command.finished.connect(self.ended)

    def begin(self) -> None:
        self.command.start()

    def stop(self) -> None:
        self.command.stop()

    def _succeeded(self, summary: ImportSummary) -> None:
        self.report = summary
        self.imported.emit(summary.name)

    def _failed(self, exc: UserError | OSError) -> None:
        self.failed.emit(describe(exc))


def describe(exc: UserError | OSError) -> str:
    """A library or import error in the user's language where its fields allow it."""
    if isinstance(exc, ChildFailed):
        return QCoreApplication.translate(
            "ImportJob", "The import stopped unexpectedly ({0}). No glossary was added.").format(
            exc.detail)
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
