"""Each glossary's own bookmarks, for a window over the library.

A glossary keeps its bookmarks in its own user store (the built-in one in the
user folder, an imported one in its folder of the library), so a bookmark is
named by its glossary and its slug. :class:`BookmarkStores` holds the window's
store (its glossary's, opened by the app) and opens the others' when first
asked for, closing those when the window goes. Reading another glossary's
bookmarks never makes its ``user.db``: a glossary nobody starred has none, and
gets one on its first write (or when another process makes it). No Qt here.
"""

from __future__ import annotations

from collections.abc import Iterator

from glossary_desktop.domain import Bookmark, GlossaryRef
from glossary_desktop.glossary import Glossary
from glossary_desktop.glossary.shelf import Member, Shelf
from glossary_desktop.store.user_db import DB_NAME, UserStore
from glossary_desktop.store.user_files import absent


class BookmarkStores:
    """The user stores of ``shelf``'s glossaries (without one: ``store`` alone).

    ``home`` is the window's glossary, read from ``glossary`` with its bookmarks
    in ``store``; the others' are opened on first use with writes that wait
    ``write_timeout`` seconds at most for another process's lock.
    """

    def __init__(
        self, home: GlossaryRef, store: UserStore, glossary: Glossary,
        shelf: Shelf | None = None, *, write_timeout: float = 0.25,
    ) -> None:
        self.home = home
        self._glossary = glossary
        self._shelf = shelf
        self._timeout = write_timeout
        self._stores: dict[str, UserStore] = {home.id: store}
        #: Each open store's ``data_version`` when last looked at.
        self._versions = {home.id: store.data_version()}
        #: Glossaries read while they had no ``user.db``: an empty store stands in.
        self._unmade: set[str] = set()
        members = shelf.members if shelf is not None else []
        self._members: dict[str, Member] = {m.ref.id: m for m in members}
        #: Every glossary, in the library's order (the built-in one first).
        self.refs = [m.ref for m in members] if members else [home]
        self._refs = {ref.id: ref for ref in self.refs}

    @property
    def several(self) -> bool:
        """Whether there is more than one glossary (rows then name their own)."""
        return len(self.refs) > 1

    def ref(self, glossary: str) -> GlossaryRef:
        """The glossary of id ``glossary``."""
        return self._refs[glossary]

    def store(self, glossary: str) -> UserStore:
        """The bookmarks of glossary ``glossary``, to read (opened on first use; an
        empty stand-in, making nothing, while it has no ``user.db``)."""
        store = self._stores.get(glossary)
        return store if store is not None else self._open(glossary, create=False)

    def owner(self, store: UserStore) -> GlossaryRef | None:
        """The glossary whose store ``store`` is (None: one no longer open here)."""
        found = next((g for g, open_ in self._stores.items() if open_ is store), None)
        return None if found is None else self._refs.get(found, self.home)

    def unmade(self, glossary: str | None) -> bool:
        """Whether ``glossary``'s bookmarks were read while it had no ``user.db``
        (its first write makes one)."""
        return glossary in self._unmade

    def writing(self, glossary: str) -> UserStore:
        """The bookmarks of glossary ``glossary``, to write: its ``user.db`` is made
        now if it had none."""
        if glossary in self._unmade:
            self._forget(glossary)
            return self._open(glossary, create=True)
        return self.store(glossary)

    def _open(self, glossary: str, *, create: bool) -> UserStore:
        folder = self._members[glossary].user_dir
        if not create and absent(folder / DB_NAME):
            self._unmade.add(glossary)
        store = self._stores[glossary] = UserStore.open(
            folder, write_timeout=self._timeout, create=create)
        self._versions[glossary] = store.data_version()
        return store

    def _forget(self, glossary: str) -> None:
        self._stores.pop(glossary).close()
        del self._versions[glossary]
        self._unmade.discard(glossary)

    def changed(self) -> bool:
        """Whether another process committed to any open store since the last look
        (followed from the moment each was opened), or made a glossary's first
        ``user.db``."""
        moved = False
        for glossary in list(self._unmade):
            if not absent(self._members[glossary].user_dir / DB_NAME):
                self._forget(glossary)
                self._open(glossary, create=False)
                moved = True
        for glossary, store in list(self._stores.items()):
            version = store.data_version()
            moved |= self._versions[glossary] != version
            self._versions[glossary] = version
        return moved

    def glossary(self, glossary: str) -> Glossary | None:
        """The glossary of id ``glossary``; None if it failed to open or read."""
        if glossary == self.home.id or self._shelf is None:
            return self._glossary
        return self._shelf.glossary(self._members[glossary])

    def everyone(self) -> Iterator[tuple[GlossaryRef, UserStore]]:
        """Every glossary's store, in the library's order (each opened if need be)."""
        for ref in self.refs:
            yield ref, self.store(ref.id)

    def bookmarks(self, note_chars: int) -> list[tuple[GlossaryRef, Bookmark]]:
        """Every glossary's bookmarks, newest first (notes cut to ``note_chars``)."""
        rows = [(ref, mark) for ref, store in self.everyone()
                for mark in store.bookmarks(note_chars=note_chars)]
        # Each store's list is newest first already: a stable sort keeps its ties.
        rows.sort(key=lambda row: -row[1].created_at)
        return rows

    def close(self) -> None:
        """Close the stores opened here (the window's own is the app's to close)."""
        for glossary in list(self._stores):
            if glossary != self.home.id:
                self._forget(glossary)
