"""Exporting from the window: the file written on Qt's thread pool behind a
progress dialog that can be cancelled, and the outcome worded for the user.

Light work on the window's own data, so not a child process (see
:mod:`.progress_job`): the task opens the glossary again, read-only, with a
connection of its own (an SQLite connection is not shared between threads);
the bookmarks, few and already read by the window, are handed to it as a list.
The dialog shows how many concepts were written out of how many. Cancel closes
it at once and raises a flag looked at before each concept: the writer stops
there and :func:`~glossary_desktop.export.files.write_file` throws its
temporary file away, so a cancelled export leaves no partial file and a file
the user chose to replace as it was (:attr:`ExportJob.done` fires once the task
is over).
"""

from __future__ import annotations

import errno
from collections.abc import Callable, Iterable, Iterator, Sequence
from pathlib import Path

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtWidgets import QWidget

from glossary_desktop.domain import Lang
from glossary_desktop.errors import Cancelled, GlossaryError, OutputError, UserError
from glossary_desktop.export import Item, NothingToExport, Written, without_notes
from glossary_desktop.export.files import ExportError, write_file
from glossary_desktop.export.formats import file_mode, writer_for
from glossary_desktop.export.table import SYNONYM_SEPARATOR, SeparatorInSynonym
from glossary_desktop.glossary import Glossary
from glossary_desktop.ui.library.glossary_errors import describe_glossary_error
from glossary_desktop.ui.library.progress_job import Outcome, ProgressJob
from glossary_desktop.ui.reading import PaneText

# How many times at most the worker reports its progress: often enough for a
# smooth bar, seldom enough to cost nothing against the writing.
PROGRESS_STEPS = 200


class ExportJob(ProgressJob):
    """One export of ``source`` (the glossary file for all of it, or the items)
    to ``path``; its signals arrive in the window's thread.

    ``exported(Written)`` once the file is whole, ``failed(message)`` on an
    error, ``done()`` after either or after a cancel, once nothing of the export
    is left running.
    """

    exported = Signal(object)
    failed = Signal(str)

    def __init__(
        self, path: Path, fmt: str, title: str, source: Path | Sequence[Item], total: int,
        parent: QWidget, *, reading: Sequence[Path] = (), delimiter: str = ",",
        deck: str | None = None,
    ) -> None:
        super().__init__("exportProgress", max(total, 1), parent)
        self.path = Path(path)
        #: The window's glossary and bookmarks file: never what the export replaces.
        self.reading = tuple(reading)
        self.fmt, self.title, self.source, self.total = fmt, title, source, total
        self.delimiter, self.deck = delimiter, deck  # CSV's; an Anki deck's name
        # The panes' words for a term base's notes, for the formats that write words.
        self.labels = PaneText().labels().notes
        self._step = max(1, total // PROGRESS_STEPS)
        self.dialog.setLabelText(self.tr("Exporting to {0}…").format(self.path.name))
        self.dialog.setCancelButtonText(self.tr("Cancel"))
        self.dialog.setWindowTitle(self.tr("Export"))
        self.dialog.setValue(0)

    def begin(self) -> None:
        self.run_pooled(self.work, self.finish)

    def work(self, report: Callable[[int], None]) -> Written:
        """The export, on the thread pool; ``report(n)``: ``n`` concepts written."""
        if isinstance(self.source, Path):
            with Glossary.open(self.source) as glossary:
                return self._write(without_notes(glossary.concepts()), report)
        return self._write(self.source, report)

    def _write(self, items: Iterable[Item], report: Callable[[int], None]) -> Written:
        writer = writer_for(self.fmt, self._watched(items, report), self.title, self.labels,
                            delimiter=self.delimiter, deck=self.deck)
        return write_file(self.path, writer, force=True, reading=self.reading,
                          **file_mode(self.fmt))

    def _watched(self, items: Iterable[Item], report: Callable[[int], None]) -> Iterator[Item]:
        """``items``, reporting progress and stopping with :class:`Cancelled` when asked."""
        for done, item in enumerate(items):
            if self.cancelled:
                raise Cancelled
            if done % self._step == 0:
                report(done)
            yield item

    def finish(self, outcome: Outcome) -> None:
        try:
            written = outcome.result()
        except Cancelled:
            pass  # stopped half-way, as asked: nothing written, nothing to report
        except (UserError, OSError) as exc:
            self.failed.emit(describe_export_error(exc))
        else:
            self.exported.emit(written)  # whole, even if Cancel came after the last concept


def exported_text(path: str, written: Written) -> str:
    """The status bar's line once the file is written (its counts in the
    interface's locale, like the status bar's count of terms)."""
    text = QCoreApplication.translate("LibraryController", "Concepts exported to {0}: %Ln", "",
                                      written.written).format(path)
    if written.skipped:
        text += " " + QCoreApplication.translate(
            "LibraryController", "(%Ln left out: a card needs both languages)", "",
            len(written.skipped))
    return text


def describe_export_error(exc: UserError | OSError) -> str:
    """Why the export wrote no file, in the user's language where its fields allow it."""
    # lazy: 2 modules, 6.3 ms of the window's start-up
    from glossary_desktop.ui.library.export_dialog import nothing_to_export

    if isinstance(exc, NothingToExport):
        return nothing_to_export(exc)
    if isinstance(exc, GlossaryError):  # damage met while reading the glossary
        return describe_glossary_error(exc)
    if isinstance(exc, SeparatorInSynonym):
        language = (QCoreApplication.translate("ExportJob", "Spanish") if exc.lang is Lang.ES
                    else QCoreApplication.translate("ExportJob", "Portuguese"))
        return QCoreApplication.translate(
            "ExportJob", "A {0} synonym of \u201c{1}\u201d contains \u201c{2}\u201d, which "
            "separates synonyms in a CSV file: export as TBX instead.").format(
            language, exc.slug, SYNONYM_SEPARATOR)
    if isinstance(exc, OutputError) and exc.reason == OutputError.IS_SOURCE:
        return QCoreApplication.translate(
            "ExportJob", "Could not write {0}: it is the file this export reads. Choose "
            "another name.").format(exc.path)
    if isinstance(exc, OutputError) and exc.reason == OutputError.NOT_A_FILE:
        return QCoreApplication.translate(
            "ExportJob", "Could not write {0}: it is not a regular file (a device or a "
            "pipe). Choose another name.").format(exc.path)
    if not isinstance(exc, ExportError) or exc.error is None:
        return str(exc)  # what the window never asks for: a folder, no --force
    cause = exc.error
    if cause.errno in (errno.ENOSPC, errno.EDQUOT):
        return QCoreApplication.translate(
            "ExportJob", "Could not write {0}: the disk is full. Free some space and try "
            "again.").format(exc.where)
    if cause.errno in (errno.EACCES, errno.EPERM, errno.EROFS):
        return QCoreApplication.translate(
            "ExportJob", "Could not write {0}: that folder cannot be written to. Choose "
            "another one.").format(exc.where)
    return QCoreApplication.translate("ExportJob", "Could not write {0} ({1}).").format(
        exc.where, cause.strerror or str(cause))
