"""What the window says about the bookmarks file: what is wrong with it, and why a
write was not saved. Worded in the context of the writer
(:class:`~glossary_desktop.ui.bookmarks.controller.BookmarksController`), whose
words they were; each marked for translation where it is written and translated
when said."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from glossary_desktop.messages.fill import QT_TRANSLATE_NOOP
from glossary_desktop.store.user_db import NotSaved, Problem, Reason, UserStore

_CONTEXT = "BookmarksController"

# The system's own words (an OS or SQLite error) are passed on as they are: {1}.
_PROBLEMS = {
    Problem.NEWER: QT_TRANSLATE_NOOP(
        "BookmarksController",
        "Your bookmarks file {0} was made by a newer version of the app: it is "
        "shown read-only, and nothing will be saved to it."),
    Problem.NOT_A_FILE: QT_TRANSLATE_NOOP(
        "BookmarksController", "Bookmarks cannot be read: {0} is not a regular file."),
    Problem.CANNOT_CREATE: QT_TRANSLATE_NOOP(
        "BookmarksController",
        "Bookmarks cannot be saved: the folder {0} cannot be created ({1})."),
    Problem.READ_ONLY: QT_TRANSLATE_NOOP(
        "BookmarksController", "Bookmarks cannot be saved: {0} is read-only."),
    Problem.CANNOT_WRITE: QT_TRANSLATE_NOOP(
        "BookmarksController", "Bookmarks cannot be saved: {0} cannot be written ({1})."),
    Problem.OPEN_FAILED: QT_TRANSLATE_NOOP(
        "BookmarksController", "Bookmarks cannot be saved: {0} could not be opened ({1})."),
    Problem.FULL: QT_TRANSLATE_NOOP(
        "BookmarksController",
        "Bookmarks cannot be saved: the disk holding {0} is full. Free some space "
        "and open the glossary again."),
    Problem.RECOVERED: QT_TRANSLATE_NOOP(
        "BookmarksController",
        "Your bookmarks file could not be read ({1}); it was moved to {0} and a "
        "new, empty one was started."),
}

_REASONS = {
    Reason.LOCKED: QT_TRANSLATE_NOOP(
        "BookmarksController", "Not saved: the bookmarks file is busy in another window "
        "or command. Try again in a moment."),
    Reason.FULL: QT_TRANSLATE_NOOP("BookmarksController", "Not saved: the disk is full."),
    Reason.IO: QT_TRANSLATE_NOOP(
        "BookmarksController", "Not saved: the bookmarks file could not be written."),
    Reason.TOO_LONG: QT_TRANSLATE_NOOP("BookmarksController", "Not saved: the note is too long."),
    Reason.INVALID: QT_TRANSLATE_NOOP(
        "BookmarksController", "Not saved: this concept's entry in the glossary is not "
        "valid (a damaged or crafted glossary)."),
    Reason.GONE: QT_TRANSLATE_NOOP(
        "BookmarksController", "Not saved: this glossary's bookmarks file was removed or "
        "replaced by another program. Choose the glossary again "
        "in the Glossaries menu to reopen it."),
    # Not the store's warning again: the status bar shows it whenever no message
    # does ("Not saved: Bookmarks cannot be saved: ..." said it twice).
    Reason.READ_ONLY: QT_TRANSLATE_NOOP(
        "BookmarksController", "Not saved: bookmarks are read-only."),
}


def store_warning(store: UserStore) -> str:
    """What is wrong with ``store``, for the status bar ("" if nothing)."""
    notice = store.notice
    if notice is None:
        return ""
    wording = QCoreApplication.translate(_CONTEXT, _PROBLEMS[notice.problem])
    return wording.format(str(notice.where), notice.detail)


def why_not_saved(exc: NotSaved) -> str:
    """Why a write failed, in the user's language."""
    wording = _REASONS.get(exc.reason)
    if wording is not None:
        return QCoreApplication.translate(_CONTEXT, wording)
    return QCoreApplication.translate(_CONTEXT, "Not saved: {0}").format(str(exc))
