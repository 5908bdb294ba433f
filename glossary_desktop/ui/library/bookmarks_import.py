"""File > Import bookmarks…: a backup (.json) or a CSV bookmarks export merged
into the open glossary's bookmarks.

The file is the user's, so it is read in a child process (``bookmarks import
--progress-lines``, :class:`~glossary_desktop.models.child_command.ChildCommand`):
the window stays responsive however large or strange it is, and the bookmarks
it writes reach the panel and the stars as any other process's do (the
bookmarks controller watches the file). What the merge did is said once the
child is done, from its result: the screen says "added" only after the store did.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any, NamedTuple

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QFileDialog, QWidget

from glossary_desktop.errors import UserError
from glossary_desktop.ui.look import inform

if TYPE_CHECKING:
    from glossary_desktop.models.child_command import ChildCommand


class MergeSummary(NamedTuple):
    """The child's account of the merge (see ``cli/bookmark_files.py``)."""

    read: int
    added: int
    noted: int
    unchanged: int
    conflicts: list[list[str]]  # slug, whose note was kept (here, file), why, kept, the other
    moved: list[list[str]]  # the file's slug, the slug it was matched to
    unmatched: list[list[str]]  # slug, term

    @classmethod
    def from_json(cls, obj: dict[str, Any]) -> MergeSummary:
        # lazy: 77 modules, 58 ms of the window's start-up
        from glossary_desktop.progress_lines import ProtocolError

        try:
            return cls(*(obj[f] for f in cls._fields))
        except KeyError as exc:
            raise ProtocolError(f"no {exc} in the result") from None


def summary_text(summary: MergeSummary) -> tuple[str, str]:
    """What the window says of a merge: a line of counts, and the details."""
    say = QCoreApplication.translate
    text = say("BookmarksImport", "Bookmarks read: %Ln.", "", summary.read) + " " + say(
        "BookmarksImport", "Added: {0}; notes taken from the file: {1}; already here: {2}; "
        "with another note here: {3}.").format(summary.added, summary.noted, summary.unchanged,
                                               len(summary.conflicts))
    details = [_conflict_line(*conflict) for conflict in summary.conflicts]
    details += [say("BookmarksImport", "{0}: matched by its terms to {1}").format(old, new)
                for old, new in summary.moved]
    details += [say("BookmarksImport", "{0} ({1}): not in this glossary; kept, shown as no "
                    "longer in it").format(slug, term) for slug, term in summary.unmatched]
    return text, "\n".join(details)


def _conflict_line(slug: str, kept: str, why: str, _kept_note: str, other: str) -> str:
    """One conflict: whose note was kept and why, and the other note whole (the
    one here, when the file's won, is nowhere else any more)."""
    say = QCoreApplication.translate
    reason = {
        "newer": say("BookmarksImport", "newer"),
        "other-undated": say("BookmarksImport", "the other has no date"),
        "both-undated": say("BookmarksImport", "neither has a date"),
        "same-time": say("BookmarksImport", "same date"),
    }.get(why, why)
    if kept == "file":
        return say("BookmarksImport", "{0}: the file's note was kept ({1}); the note here was: "
                   "{2}").format(slug, reason, other)
    return say("BookmarksImport", "{0}: the note here was kept ({1}); the file's note was: "
               "{2}").format(slug, reason, other)


class BookmarksImport(QObject):
    """The action, its file dialog and the child that merges.

    ``ask_file`` and ``tell`` (title, text, details) are replaceable, for tests.
    """

    def __init__(self, window: QWidget, glossary: Path, user_folder: Path) -> None:
        super().__init__(window)
        self.window, self.glossary, self.user_folder = window, glossary, user_folder
        self.action = QAction(self.tr("Import &bookmarks…"), window)
        self.action.setObjectName("importBookmarksAction")
        self.action.setStatusTip(self.tr("Merge bookmarks and notes from a backup (.json) "
                                         "or a CSV export"))
        self.action.triggered.connect(self.choose_file)
        self.ask_file: Callable[[], str] = self._ask_file
        self.tell: Callable[[str, str, str], None] = self._tell
        self.command: ChildCommand | None = None

    def choose_file(self) -> None:
        path = self.ask_file()
        if path:
            self.start(Path(path))

    def start(self, path: Path) -> None:
        """Merge ``path`` in a child process; said when it is done."""
        # Imported when used: the protocol's module brings the importer's errors,
        # which the window's start does without.
        # lazy: 78 modules, 66 ms of the window's start-up
        from glossary_desktop.models.child_command import ChildCommand

        arguments = ["--db", str(self.glossary), "--user-dir", str(self.user_folder),
                     "bookmarks", "import", "--progress-lines", "--", str(path)]
        self.command = command = ChildCommand(arguments, MergeSummary.from_json, self)
        self.action.setEnabled(False)  # one merge at a time
        command.succeeded.connect(self._merged)
        command.failed.connect(self._failed)
        command.finished.connect(lambda: self.action.setEnabled(True))
        command.start()

    def _merged(self, summary: MergeSummary) -> None:
        self.tell(self.tr("Import bookmarks"), *summary_text(summary))

    def _failed(self, exc: UserError | OSError) -> None:
        self.tell(self.tr("Import bookmarks"),
                  self.tr("No bookmark was imported: {0}").format(exc), "")

    def _ask_file(self) -> str:
        path, _ = QFileDialog.getOpenFileName(
            self.window, self.tr("Import bookmarks"), str(Path.home()),
            self.tr("Bookmark files (*.json *.csv *.tsv)"))
        return path

    def _tell(self, title: str, text: str, details: str) -> None:
        inform(self.window, title, text, details)
