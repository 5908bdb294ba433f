"""Undoing a star with Qt's undo framework, and only when the store says so.

Each removal written to the store goes on the window's ``QUndoStack`` as a
:class:`RemoveBookmark`, pushed once the store took it. Its undo puts the
bookmark back exactly as it was on disk (note, date, snapshot) and reads it
back: only a bookmark found in the store counts as restored. A new bookmark
(the window's star, the list's, the look-up popup's) goes on it as an
:class:`AddBookmark`, whose undo removes it and reads the store back: only a
bookmark the store no longer holds counts as taken back. A write the store
refuses (another instance holds the lock, the disk is full, ...) changes
nothing on disk, so the command stays the one to undo and Edit > Undo still
offers it.

Edit > Undo is the window's own action, named after the stack's next command
("Undo remove bookmark “Sharding”"). Not ``QUndoStack.createUndoAction``: that
action moves the stack whether or not the store took the write, and builds its
text by gluing words ("prefix text"), which a translation cannot reorder.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QUndoCommand, QUndoStack

from glossary_desktop.domain import Bookmark
from glossary_desktop.store.user_db import UserStore

#: Does a store write now; ``False`` if the store refused it (the writer said why).
Write = Callable[[Callable[[], object]], bool]

#: Stars (removals and additions) kept for undo.
UNDO_DEPTH = 20


class _Star(QUndoCommand):
    """A star the store took (pushed after it was written) on ``mark``."""

    def __init__(self, text: str, mark: Bookmark, store: UserStore, write: Write) -> None:
        super().__init__(text)
        self.mark = mark
        #: The store of the bookmark's own glossary.
        self.store = store
        self._write = write
        #: Whether the store holds the change: pushed after it was written.
        self.done = True
        #: The last undo was written, yet the store did not show it undone after it.
        self.unconfirmed = False

    def _put(self, present: bool) -> bool:
        """Write ``mark`` back (``present``) or remove it; whether the store took it."""
        if present:
            return self._write(lambda: self.store.restore(self.mark))

        def remove() -> None:
            removed = self.store.set_bookmarked(self.mark, False)
            if removed is not None:
                self.mark = removed  # with the note it has now, for the next undo or redo

        return self._write(remove)

    def _undo_to(self, present: bool) -> None:
        """Undo: the bookmark ``present`` again or not, counted only once read back so."""
        if not self.done:
            return
        written = self._put(present)
        self.done = not (written and (self.store.get(self.mark.slug) is not None) == present)
        self.unconfirmed = written and self.done

    def _redo_to(self, present: bool) -> None:
        """Redo (the first push finds it done already)."""
        if self.done:
            return
        self.done = self._put(present)


class RemoveBookmark(_Star):
    """The removal of ``mark`` (the bookmark as it was on disk), already written."""

    def undo(self) -> None:
        self._undo_to(True)

    def redo(self) -> None:
        self._redo_to(False)


class AddBookmark(_Star):
    """The addition of ``mark`` (the new bookmark as the store read it back), already written."""

    def undo(self) -> None:
        self._undo_to(False)

    def redo(self) -> None:
        self._redo_to(True)


#: What the stack holds.
StarCommand = RemoveBookmark | AddBookmark


class BookmarkUndo(QObject):
    """The window's stack of stars added and removed, shown by ``action`` (Edit > Undo)."""

    def __init__(self, action: QAction, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.stack = QUndoStack(self)
        self.stack.setUndoLimit(UNDO_DEPTH)
        self._action = action
        action.setEnabled(False)
        self.stack.canUndoChanged.connect(action.setEnabled)
        self.stack.undoTextChanged.connect(self._name)
        self._name("")

    def _name(self, text: str) -> None:
        """Edit > Undo says what it will undo ("Undo remove bookmark “Sharding”")."""
        self._action.setText(self.tr("&Undo {0}").format(text) if text else self.tr("&Undo"))

    def push(self, command: StarCommand) -> None:
        self.stack.push(command)

    def next(self) -> StarCommand | None:
        """The command the next undo undoes, if any."""
        index = self.stack.index()
        command = self.stack.command(index - 1) if index > 0 else None
        return command if isinstance(command, (RemoveBookmark, AddBookmark)) else None

    def undo(self) -> StarCommand | None:
        """Undo the next command; it, if the store now says it is undone, else ``None``
        (nothing to undo, or the store did not take it: it stays the next one)."""
        command = self.next()
        if command is None:
            return None
        self.stack.undo()
        if command.done:
            # Nothing changed on disk: back on the stack as it was (its redo
            # finds its change in effect and writes nothing).
            self.stack.redo()
            return None
        return command
