"""The user's glossary library: glossaries imported into the user data folder.

Each imported glossary is a folder ``<user dir>/glossaries/<name>/`` holding
its database (``glossary.db``) and its own bookmarks (``user.db``, the
:class:`~glossary_desktop.store.user_db.UserStore` of that folder). One user
store per glossary rather than a ``glossary`` column: bookmarks are keyed by
slug, and two glossaries may share a slug for different concepts; a separate
store keeps every promise of ``user_db`` (kill, full disk, lock, damage moved
aside) unchanged, and removing a glossary removes its bookmarks with it.

The index is the folder names: nothing to keep in step. A glossary is added by
building into a hidden ``.import-*`` folder and renaming that folder into place
(one ``rename``): a cancelled or crashed import leaves no glossary behind, and
its hidden folder is never listed. The folder is held by its process while it
builds (:mod:`.build_folders`); one left by an import that was killed is
removed when the next command or window starts (:meth:`Library.remove_left_behind`).
No Qt, and no importer: the caller passes the function that builds the
database (layers point one way).
"""

from __future__ import annotations

import errno
import os
import shutil
from collections.abc import Callable, Sequence
from contextlib import ExitStack
from dataclasses import dataclass
from pathlib import Path

from glossary_desktop.domain import Lang
from glossary_desktop.errors import OutputError, UserError
from glossary_desktop.store.build_folders import held_folder, remove_left_behind
from glossary_desktop.store.library_index import rebuild
from glossary_desktop.store.user_db import UserStore
from glossary_desktop.text import sort_key

GLOSSARIES_DIR = "glossaries"
DB_FILE = "glossary.db"
MAX_NAME = 64


class LibraryError(UserError):
    """A library request that cannot be done; ``reason`` is one of the codes
    below and ``name`` the glossary it concerns (the window words it itself)."""

    BAD_NAME = "bad-name"
    EXISTS = "exists"
    MISSING = "missing"
    CANCELLED = "cancelled"

    def __init__(self, reason: str, name: str) -> None:
        self.reason = reason
        self.name = name
        english = {
            self.BAD_NAME: f"'{name}' is not a usable glossary name (1 to {MAX_NAME} "
            "characters, no '/', '\\' or leading '.')",
            # Neutral: said by 'import' (which has --name) and 'glossaries rename' alike.
            self.EXISTS: f"a glossary named '{name}' already exists: choose another "
            "name, or remove it first",
            self.MISSING: f"no glossary named '{name}' (see 'glossary-desktop glossaries list')",
            self.CANCELLED: f"the import of '{name}' was cancelled",
        }[reason]
        super().__init__(english)


@dataclass(frozen=True)
class Entry:
    """One imported glossary: its name, its database and its bookmarks' folder."""

    name: str
    folder: Path

    @property
    def db(self) -> Path:
        return self.folder / DB_FILE


def check_name(name: str) -> str:
    """``name`` if it can name a folder on every platform, else :class:`LibraryError`."""
    stripped = name.strip()
    bad = (
        not stripped
        or stripped != name
        or len(name) > MAX_NAME
        or name.startswith(".")
        or any(c in name for c in '/\\:*?"<>|')
        or not name.isprintable()
    )
    if bad:
        raise LibraryError(LibraryError.BAD_NAME, name)
    return name


class Library:
    """The imported glossaries under ``user_dir``; the folder is made on first add."""

    def __init__(self, user_dir: Path | str) -> None:
        self.root = Path(user_dir) / GLOSSARIES_DIR

    def list(self) -> list[Entry]:
        """The complete imported glossaries, by name as a dictionary orders it
        (case and accents ignored, ñ after n)."""
        if not self.root.is_dir():
            return []
        found = [
            Entry(p.name, p)
            for p in self.root.iterdir()
            if not p.name.startswith(".") and (p / DB_FILE).is_file()
        ]
        return sorted(found, key=lambda e: (sort_key(e.name), e.name))

    def free_name(self, wanted: str) -> str:
        """``wanted``, or ``wanted (2)``, ``(3)``...: the first name not taken
        (a file dropped twice gets a second glossary, never a refusal)."""
        try:
            base = check_name(wanted.strip().lstrip(".")[:MAX_NAME - 5].strip())
        except LibraryError:
            base = "glossary"
        name, n = base, 1
        while (self.root / name).exists():
            n += 1
            name = f"{base} ({n})"
        return name

    def get(self, name: str) -> Entry:
        """The glossary named ``name``, or :class:`LibraryError` (``MISSING``)."""
        entry = Entry(check_name(name), self.root / name)
        if not entry.db.is_file():
            raise LibraryError(LibraryError.MISSING, name)
        return entry

    def add(
        self,
        name: str,
        build: Callable[[Path], object],
        cancelled: Callable[[], bool] = lambda: False,
    ) -> Entry:
        """Add ``name``, its database written by ``build(path)``.

        ``build`` writes into a hidden folder, renamed into place only if it
        returns and ``cancelled()`` is still false; otherwise (an exception, a
        cancel) the folder is removed and nothing is listed.
        """
        check_name(name)
        target = self.root / name
        if target.exists():
            raise LibraryError(LibraryError.EXISTS, name)
        # Every failure to write names the library's folder, never the hidden one
        # (a read-only disk refuses the hidden folder first: its name means nothing).
        with ExitStack() as stack:
            try:
                self.root.mkdir(parents=True, exist_ok=True)
                tmp = stack.enter_context(held_folder(self.root))
            except OSError as exc:
                raise self._unwritable(exc) from exc
            try:
                build(tmp / DB_FILE)
                if cancelled():
                    raise LibraryError(LibraryError.CANCELLED, name)
                if target.exists():  # another process added it meanwhile
                    raise LibraryError(LibraryError.EXISTS, name)
                try:
                    os.rename(tmp, target)
                except OSError as exc:
                    raise self._unwritable(exc) from exc
            except BaseException as exc:
                shutil.rmtree(tmp, ignore_errors=True)
                if isinstance(exc, OutputError):  # the library, not the folder just removed
                    raise OutputError(self.root, exc.reason, exc.detail) from exc
                raise
        self.reindex()
        return Entry(name, target)

    def _unwritable(self, exc: OSError) -> OutputError:
        full = exc.errno in (errno.ENOSPC, errno.EDQUOT)
        return OutputError(self.root, OutputError.DISK_FULL if full else OutputError.UNWRITABLE,
                           exc.strerror or str(exc))

    def rename(self, name: str, new_name: str, reindex: bool = True) -> Entry:
        """Give ``name`` (its database and bookmarks) the name ``new_name``.

        The same name changes nothing (``name`` is returned as it is); a name
        differing in case only is a rename like any other, also on a disk that
        ignores case, where the new name "exists" as the glossary itself.
        ``reindex=False`` leaves the search index to the caller (:meth:`reindex`):
        a window does it in a child process, as it can take seconds.
        """
        entry = self.get(name)
        target = self.root / check_name(new_name)
        if new_name == name:
            return entry
        if target.exists() and not _same_folder(entry.folder, target):
            raise LibraryError(LibraryError.EXISTS, new_name)
        os.rename(entry.folder, target)
        if reindex:
            self.reindex()
        return Entry(new_name, target)

    def remove(self, name: str, reindex: bool = True) -> Path | None:
        """Delete ``name``: its database and its bookmarks; the backup of its
        bookmarks, if it had any, in the user's folder (written first, so a
        glossary removed by mistake leaves them to ``bookmarks import``).

        Renamed aside first, so a failure half-way leaves a hidden folder, never
        a listed glossary with half its files.
        """
        entry = self.get(name)
        backup = self._back_up_bookmarks(entry)
        with held_folder(self.root) as doomed:
            try:
                os.rename(entry.folder, doomed / name)
            except BaseException:
                doomed.rmdir()  # still empty: nothing was moved into it
                raise
            shutil.rmtree(doomed)
        if reindex:  # as rename's
            self.reindex()
        return backup

    def reindex(self) -> Path | None:
        """Write the library's search index anew from the glossaries listed now
        (:mod:`glossary_desktop.store.library_index`; never raises: without it,
        searches ask each glossary). The index, or None."""
        return rebuild(self.root.parent, [(e.name, e.db) for e in self.list()])

    def _back_up_bookmarks(self, entry: Entry) -> Path | None:
        # lazy: 1 module, 2.6 ms of the window's start-up
        from glossary_desktop.store.bookmark_backup import write_backup

        store = UserStore.open(entry.folder, create=False)
        try:
            marks = store.bookmarks()
        finally:
            store.close()
        return write_backup(self.root.parent, entry.name, marks) if marks else None

    def remove_left_behind(self) -> Sequence[Path]:
        """Remove the build folders of imports that were killed (none still
        running); the ones removed. Never raises."""
        return remove_left_behind(self.root)


def _same_folder(a: Path, b: Path) -> bool:
    """Whether ``a`` and ``b`` are one folder (``mine`` and ``Mine`` on a disk ignoring case)."""
    try:
        return os.path.samefile(a, b)
    except OSError:
        return False


def default_name(sources: Sequence[Path]) -> str:
    """The name an import takes without ``--name``: its first file's stem, without
    a language part (``glosario.es.txt`` names one file of the pair: "glosario")."""
    if not sources:
        return ""
    stem = sources[0].stem
    base, dot, tag = stem.rpartition(".")
    return base if dot and base and tag.lower() in _LANG_CODES else stem


_LANG_CODES = frozenset(lang.value for lang in Lang)
