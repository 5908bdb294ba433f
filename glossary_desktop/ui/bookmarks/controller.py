"""The one writer of a window's bookmarks, and its eyes on the store.

Every bookmark write of the window (the star action, the term list's stars,
the bookmarks panel's notes and Remove button, undo) goes through
:class:`BookmarksController`, which says what the user wants (bookmarked or
not, this note) and never "flip whatever is stored". After each write, and
whenever another window or the CLI commits to the same file, it emits
:attr:`~BookmarksController.changed`, and the window re-reads the store: the
star shows what is on disk, never what the user hoped for.

A star can be undone from Edit > Undo (:mod:`.undo`, Qt's undo stack), one
added as well as one removed: it says "restored" only once the store is read
back holding the bookmark, and "taken back" only once it is read back without it.

Each glossary of the library keeps its own bookmarks
(:mod:`~glossary_desktop.models.bookmark_stores`): a write names its glossary
(its id; ``None``: the window's), goes to that glossary's store, and is read back
from it; every store open is followed.

A write waits for another instance's lock only briefly (the window must not
freeze); a locked store is tried again on a timer, with a message in the status
bar, and the star keeps its state until a try succeeds.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtGui import QAction, QUndoStack

from glossary_desktop.domain import Bookmark, BookmarkStatus, Concept
from glossary_desktop.models.bookmark_stores import BookmarkStores
from glossary_desktop.models.sourced import shown
from glossary_desktop.store.user_db import NotSaved, Reason, UserStore
from glossary_desktop.ui.bookmarks.undo import AddBookmark, BookmarkUndo, RemoveBookmark
from glossary_desktop.ui.bookmarks.wording import store_warning, why_not_saved

#: How long a write from the window waits for another instance's write lock.
WRITE_TIMEOUT_S = 0.25
#: How often the store is asked whether another instance committed.
POLL_MS = 500
#: Tries again after a locked store, this often, this many times.
RETRY_MS = 1000
RETRIES = 5


class BookmarksController(QObject):
    """Owns every bookmark write of one window; follows the shared store.

    ``undo_action`` (the window's ``undoAction``, Edit > Undo) restores the last
    removed bookmark with its note, and is named after it.
    """

    #: The bookmarks on disk changed (here, or in another window or command).
    changed = Signal()
    #: A line for the status bar (already translated).
    message = Signal(str)
    #: A write failed for good (already translated); the star did not change.
    failed = Signal(str)
    #: A bookmark was removed and can be undone (its slug, and its name to show).
    removed = Signal(str, str)
    #: A bookmark is about to be removed (its glossary's id and its slug): a note
    #: still being typed for it is saved first, so that it goes with the bookmark
    #: and comes back on undo (else its save, a moment later, would bring it back).
    about_to_remove = Signal(str, str)

    def __init__(
        self,
        stores: BookmarkStores,
        undo_action: QAction,
        parent: QObject | None = None,
        *,
        poll_ms: int = POLL_MS,
    ) -> None:
        super().__init__(parent)
        #: Every glossary's bookmarks; the window's own is :attr:`store`.
        self.stores = stores
        self.store = store = stores.store(stores.home.id)
        self._undo = BookmarkUndo(undo_action, self)
        self._starred: dict[str, frozenset[str]] = {}
        self._retry: Callable[[], object] | None = None
        self._retries_left = 0
        self._retry_timer = QTimer(self)
        self._retry_timer.setSingleShot(True)
        self._retry_timer.setInterval(RETRY_MS)
        self._retry_timer.timeout.connect(self._try_again)
        self._poll = QTimer(self)
        self._poll.setInterval(poll_ms)
        self._poll.timeout.connect(self.poll)
        # A read-only copy in memory never changes; the other glossaries' stores may.
        if store.writable or stores.several:
            self._poll.start()
        undo_action.triggered.connect(self.undo)
        self.changed.connect(self._forget_starred)

    # -- reading -------------------------------------------------------------------

    def starred(self) -> frozenset[str]:
        """Slugs whose bookmark is on the concept that has the slug today."""
        return self.starred_in(self.stores.home.id)

    def starred_in(self, glossary: str) -> frozenset[str]:
        """:meth:`starred` of the library's glossary ``glossary`` (its id)."""
        found = self._starred.get(glossary)
        if found is None:
            opened = self.stores.glossary(glossary)
            marks = self.stores.store(glossary).bookmarks(note_chars=0)
            status = opened.bookmark_statuses(marks) if opened is not None else {}
            found = frozenset(s for s, st in status.items() if st is BookmarkStatus.OK)
            self._starred[glossary] = found
        return found

    def is_starred(self, concept: Concept, glossary: str | None = None) -> bool:
        """Whether ``concept`` (of ``glossary``; ``None``: the window's) is bookmarked on
        disk (and the bookmark is about it)."""
        mark = self.store_of(glossary).get(concept.slug)
        return mark is not None and mark.status(concept) is BookmarkStatus.OK

    def store_of(self, glossary: str | None, *, write: bool = False) -> UserStore:
        """The bookmarks of ``glossary`` (``None``: the window's), to read or to write
        (``write``: its file made now if it had none)."""
        if glossary is None:
            return self.store
        return self.stores.writing(glossary) if write else self.stores.store(glossary)

    def stop(self) -> None:
        """Stop following the store (its window closes; the store may close next)."""
        self._poll.stop()
        self._retry_timer.stop()

    def show_on(
        self, action: QAction, concept: Concept | None, glossary: str | None = None
    ) -> None:
        """Check the star ``action`` exactly when ``concept`` (of ``glossary``) is
        bookmarked on disk."""
        on = concept is not None and self.is_starred(concept, glossary)
        action.setEnabled(concept is not None)
        action.setChecked(on)
        tip = self.tr("Remove the bookmark (Ctrl+D)") if on else self.tr(
            "Bookmark this term (Ctrl+D)"
        )
        action.setToolTip(tip)

    def poll(self) -> None:
        """Emit :attr:`changed` if another instance committed to any glossary's store
        followed since the last look."""
        if self.stores.changed():
            self.changed.emit()

    def _forget_starred(self) -> None:
        self._starred = {}

    # -- writing -------------------------------------------------------------------

    def set_bookmarked(self, concept: Concept, on: bool, glossary: str | None = None) -> None:
        """Make ``concept`` (of ``glossary``; ``None``: the window's) bookmarked
        (``on``) or not, whatever its store held."""
        store = self.store_of(glossary, write=on)
        if not on:
            self._before_removal(concept.slug, glossary)
        mark = Bookmark.of(concept)

        def write() -> None:
            new = on and store.get(mark.slug) is None
            removed = store.set_bookmarked(mark, on)
            if removed is not None:
                self._push_undo(removed, store)
            added = store.get(mark.slug) if new else None
            if added is not None:  # read back: only what the store holds is undone
                self._undo.push(AddBookmark(
                    self.tr("add bookmark “{0}”").format(self._name(added, store)), added,
                    store, self._write_now))

        self._run(write)

    def remove(self, slug: str, glossary: str | None = None) -> None:
        """Remove the bookmark ``slug`` of ``glossary`` (the panel's Remove button); undoable."""
        store = self.store_of(glossary)
        self._before_removal(slug, glossary)
        mark = store.get(slug)
        if mark is not None:
            self._run(lambda: self._remove(mark, store))

    def _before_removal(self, slug: str, glossary: str | None) -> None:
        self.about_to_remove.emit(self.stores.home.id if glossary is None else glossary, slug)

    def _remove(self, mark: Bookmark, store: UserStore) -> None:
        removed = store.set_bookmarked(mark, False)
        if removed is not None:
            self._push_undo(removed, store)

    def set_note(self, mark: Bookmark, note: str, glossary: str | None = None) -> bool:
        """Save ``note`` on ``mark`` of ``glossary`` (re-created if another window
        removed it)."""
        store = self.store_of(glossary, write=True)
        return self._run(lambda: store.set_note(mark, note), retry=False)

    def undo(self) -> None:
        """Undo the last star: a removed bookmark comes back with its note and date, an
        added one goes; said once the store is read back so. A refused write leaves
        it to undo (the writer said why)."""
        command = self._undo.next()
        if command is None:
            return
        name = self._name(command.mark, command.store)
        added = isinstance(command, AddBookmark)
        owner = self.stores.owner(command.store)
        if added and owner is not None:
            # A note being typed for it is saved first, and goes with it.
            self.about_to_remove.emit(owner.id, command.mark.slug)
        if self._undo.undo() is not None:
            self.message.emit(self.tr("Bookmark taken back: {0}").format(name) if added
                              else self.tr("Bookmark restored: {0}").format(name))
        elif command.unconfirmed and added:
            self.failed.emit(self.tr(
                "Not taken back: “{0}” is still in the bookmarks file.").format(name))
        elif command.unconfirmed:
            self.failed.emit(self.tr(
                "Not restored: “{0}” is not in the bookmarks file after all.").format(name))

    @property
    def undo_stack(self) -> QUndoStack:
        """The stars that Edit > Undo can undo, the last on top."""
        return self._undo.stack

    def _name(self, mark: Bookmark, store: UserStore) -> str:
        """``mark``'s term as messages name it: with its glossary's label when that is
        not the window's (a panel over the library removes from any)."""
        name = mark.term or mark.slug
        ref = self.stores.owner(store)
        if ref is None or ref.id == self.stores.home.id:
            return name
        return self.tr("{0} (in {1})").format(name, shown(ref)[0])

    def _push_undo(self, mark: Bookmark, store: UserStore) -> None:
        name = self._name(mark, store)
        self._undo.push(RemoveBookmark(
            self.tr("remove bookmark “{0}”").format(name), mark, store, self._write_now,
        ))
        self.removed.emit(mark.slug, name)

    def _write_now(self, write: Callable[[], object]) -> bool:
        """An undo's write: now or not at all (the stack must know which)."""
        return self._run(write, retry=False)

    def _run(self, write: Callable[[], object], *, retry: bool = True) -> bool:
        """Do ``write`` now; on a held lock, again on a timer (if ``retry``).

        Whatever happens, :attr:`changed` tells the window to show the disk.
        """
        self._retry_timer.stop()
        self._retry = None
        try:
            write()
        except NotSaved as exc:
            if retry and exc.reason is Reason.LOCKED:
                self._retry, self._retries_left = write, RETRIES
                self._retry_timer.start()
                self.message.emit(self.tr(
                    "Bookmarks are busy in another window or command; trying again…"
                ))
            else:
                self.failed.emit(self.describe(exc))
            self.changed.emit()
            return False
        self.changed.emit()
        return True

    def _try_again(self) -> None:
        write, self._retry = self._retry, None
        if write is None:
            return
        self._retries_left -= 1
        try:
            write()
        except NotSaved as exc:
            if exc.reason is Reason.LOCKED and self._retries_left > 0:
                self._retry = write
                self._retry_timer.start()
                self.message.emit(self.tr(
                    "Bookmarks are still busy in another window or command; trying again…"
                ))
            else:
                self.failed.emit(self.describe(exc))
            return
        finally:
            self.changed.emit()
        self.message.emit(self.tr("Saved."))

    @property
    def retrying(self) -> bool:
        """Whether a write waits for another instance's lock to go."""
        return self._retry is not None

    def warning(self) -> str:
        """What is wrong with the store, for the status bar ("" if nothing)."""
        return store_warning(self.store)

    def describe(self, exc: NotSaved) -> str:
        """Why a write failed, in the user's language."""
        return why_not_saved(exc)
