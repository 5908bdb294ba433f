"""An entry's folded texts and names, worked out when pairing asks for them.

:mod:`.align` compares the accent-folded texts of candidate pairs. A volume
of ordinary size has every entry folded once and kept; a very large one
(issue 30 item 4) keeps a bounded number, read in a block of candidates at a
time, from the database when its entries are there (:mod:`.on_disk`).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from itertools import islice
from typing import TypeVar, overload

from glossary_desktop.importer.keys import names
from glossary_desktop.text import fold

T = TypeVar("T")

#: Folded texts and names kept per side, in a large volume, once worked out. A
#: candidate's entries are looked at again soon (blocking yields them by
#: right-hand entry), so a bounded number is enough and memory does not grow
#: with the volume (issue 30 item 4).
CACHE = 8192


class Indexed(Sequence[T]):
    """A sequence whose items are worked out one at a time (:meth:`item`), not held."""

    @overload
    def __getitem__(self, index: int) -> T: ...
    @overload
    def __getitem__(self, index: slice) -> Sequence[T]: ...

    def __getitem__(self, index: int | slice) -> T | Sequence[T]:
        if isinstance(index, slice):  # not used by the pairing; a Sequence allows it
            return [self.item(k) for k in range(*index.indices(len(self)))]
        return self.item(index)

    def item(self, index: int) -> T:
        raise NotImplementedError


class Folded(Indexed[tuple[str, str]]):
    """The folded (term, definition) of each entry of ``raw``, and its names.

    :meth:`read` brings many entries in at once: from the database
    (:mod:`.on_disk`) one statement for a block of candidates, not one each.
    """

    def __init__(self, raw: Sequence[tuple[str, str]], *, bounded: bool) -> None:
        self._raw = raw
        self._limit = CACHE if bounded else len(raw)
        self.texts: dict[int, tuple[str, str]] = {}  # index -> as written
        self.folded: dict[int, tuple[str, str]] = {}
        self._names: dict[int, frozenset[str]] = {}

    def __len__(self) -> int:
        return len(self._raw)

    def item(self, index: int) -> tuple[str, str]:
        found = self.folded.get(index)
        if found is None:
            self.read([index])
            found = self.folded[index]
        return found

    def read(self, indices: Iterable[int]) -> None:
        """Have the entries at ``indices`` (at most :data:`CACHE` // 2) at hand."""
        wanted = set(indices)
        missing = wanted.difference(self.folded)
        if not missing:
            return
        if len(self.folded) + len(missing) > self._limit:
            # Keep what this block needs and the newest half (the entries
            # near the last ones read come back in the next blocks), drop the rest.
            kept = wanted.union(islice(reversed(self.folded), CACHE // 2)) - missing
            self.texts = {k: self.texts[k] for k in kept}
            self.folded = {k: self.folded[k] for k in kept}
        order = sorted(missing)
        many = getattr(self._raw, "many", None)  # entries in the database: one statement
        texts = many(order) if many is not None else [self._raw[k] for k in order]
        for k, (term, definition) in zip(order, texts, strict=True):
            self.texts[k] = term, definition
            self.folded[k] = fold(term), fold(definition)

    def names(self, index: int) -> frozenset[str]:
        found = self._names.get(index)
        if found is None:
            text = self.texts.get(index) or self._raw[index]
            found = names(" ".join(text))
            if len(self._names) >= self._limit:
                self._names.clear()
            self._names[index] = found
        return found
