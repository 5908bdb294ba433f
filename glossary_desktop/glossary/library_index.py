"""The imported glossaries searched through the library's index (:mod:`glossary_desktop.
store.library_index`): one engine search for all of them, when the index is current.

The index is a glossary database of the usual schema, so it is read by a
:class:`Glossary` like any other; what it adds is ``origin``, the glossary and
concept each of its concepts stands for. It is used only while its ``members``
match the imported glossaries' files now; else, and when it fails in any way, the
shelf asks each glossary (the index is derived: never an error to the user).
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from glossary_desktop.errors import GlossaryError
from glossary_desktop.glossary.reader import Glossary
from glossary_desktop.store.glossary_db import connect_readonly
from glossary_desktop.store.glossary_reads import Reads
from glossary_desktop.store.library_index import Stamp, stamps

if TYPE_CHECKING:
    from glossary_desktop.search.found import Ranked


class LibraryIndex:
    """The index of some glossaries, each known by its place in ``names``."""

    def __init__(self, reads: Reads, count: int) -> None:
        self._reads = reads
        self.glossary = Glossary(reads)
        self.count = count

    @classmethod
    def open(cls, path: Path, members: Sequence[tuple[str, Path]]) -> LibraryIndex | None:
        """The index at ``path`` if it indexes exactly ``members`` (name, database,
        in this order) as their files are now; None otherwise."""
        if len(members) < 2 or not path.is_file():
            return None
        now = stamps(members)
        if now is None:
            return None
        try:
            reads = connect_readonly(path)
        except GlossaryError:
            return None
        try:
            with reads.operation():
                indexed = [Stamp(*row) for row in reads.all(
                    "SELECT name, size, mtime_ns FROM members ORDER BY place")]
            if indexed != now:
                reads.close()
                return None
            return cls(reads, len(members))
        except GlossaryError:
            reads.close()
            return None
        except BaseException:
            reads.close()
            raise

    def close(self) -> None:
        self.glossary.close()

    def origins(self, ranked: Sequence[Ranked]) -> list[tuple[int, Ranked]]:
        """Each of ``ranked`` (the index's answer) as its glossary's place and the
        same result in that glossary's own ids; :class:`GlossaryError` if the index
        cannot say."""
        ids = [r.concept_id for r in ranked]
        with self._reads.operation():
            found = {i: (p, c) for i, p, c in self._reads.chunks(
                "SELECT id, place, concept_id FROM origin WHERE id IN ({marks})", ids)}
        if len(found) != len(set(ids)):
            raise self._reads.damaged("a concept of the index has no origin")
        return [(found[r.concept_id][0], r._replace(concept_id=found[r.concept_id][1]))
                for r in ranked]


class WatchedIndex:
    """The library index at ``path`` (None: there is none to look for) of
    ``members``, opened once current and looked for again whenever its file
    changed: after a rename or a removal a window writes it anew in a child
    process, and searches ask each glossary until that child has put the new
    one in place."""

    def __init__(self, path: Path | None, members: Sequence[tuple[str, Path]]) -> None:
        self._path = path
        self._members = list(members)
        self._index: LibraryIndex | None = None
        self._seen: tuple[int, int, int] | None = None  # its file when last looked at

    def current(self) -> LibraryIndex | None:
        """The index, or None while it is not current (or was dropped)."""
        if self._index is None and self._path is not None:
            seen = _file_key(self._path)
            if seen != self._seen:
                self._seen = seen
                if seen is not None:
                    self._index = LibraryIndex.open(self._path, self._members)
        return self._index

    def drop(self) -> None:
        """Close the index and never look for it again (it failed, or the shelf closes)."""
        if self._index is not None:
            self._index.close()
        self._index, self._path = None, None


def _file_key(path: Path) -> tuple[int, int, int] | None:
    """What tells one version of ``path`` from another (it is replaced whole,
    never written in place); None if there is none."""
    try:
        st = path.stat()
    except OSError:
        return None
    return st.st_ino, st.st_size, st.st_mtime_ns
