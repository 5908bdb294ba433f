"""The library searched as one: the built-in glossary and every imported one.

Each glossary stays its own read-only SQLite file (an import can never damage
another), opened on first use with its own :class:`Glossary`. Not ``ATTACH``:
SQLite attaches at most 10 databases by default (125 at compile time), the
engine's statements name one database's tables, and one damaged file would fail
every statement of an attached set. A search asks the built-in glossary, and the
imported ones together through the library index (a derived file holding all
their search tables, :mod:`glossary_desktop.store.library_index`) while it is
current; else each glossary alone. The results merge into one ranking
(:mod:`.shelf_search`); only the concepts that make the merged cut are loaded,
from their own glossaries.

A glossary that is damaged, or whose read runs past its budget, raises
:class:`GlossaryError` through its ``Reads``: it is left out from then on and
reported once (:meth:`Shelf.take_failures`); the others answer. When every
glossary asked has failed, the first failure is raised: there is nothing else
to show.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping, Sequence
from functools import partial
from pathlib import Path
from typing import TypeVar

from glossary_desktop.domain import (
    BUILT_IN_NAME,
    AlsoIn,
    Concept,
    GlossaryRef,
    ListFilter,
    SourcedHit,
    Tier,
)
from glossary_desktop.errors import GlossaryError
from glossary_desktop.glossary.also_in import differs, same_terms, term_keys
from glossary_desktop.glossary.library_index import LibraryIndex, WatchedIndex
from glossary_desktop.glossary.reader import Glossary
from glossary_desktop.glossary.shelf_search import (
    IndexFailed,
    Member,
    ask,
    merged,
    of_members,
    sourced,
    units,
)
from glossary_desktop.store.library import Library, LibraryError
from glossary_desktop.store.library_index import index_path

# Member is the shelf's word for a glossary of it, wherever it is defined.
__all__ = ["FilterFor", "Member", "Shelf"]

_T = TypeVar("_T")


#: A search's filter for one glossary (its bookmarks are its own), or None.
FilterFor = Callable[[Member], ListFilter | None]


class Shelf:
    """Glossaries searched and looked up as one; close it (or use ``with``) when done."""

    def __init__(
        self, members: Sequence[Member], opened: Mapping[str, Glossary] | None = None,
        index: tuple[Path, Sequence[Member]] | None = None,
    ) -> None:
        """``opened``: glossaries of ``members`` already open (by ref id), the
        window's own: used as they are and left open by :meth:`close`. ``index``:
        the library index's file and the members it indexes (all of them imported)."""
        self.members = list(members)
        self._open: dict[str, Glossary] = dict(opened or {})
        self._borrowed = frozenset(self._open)
        self._failed: dict[str, GlossaryError] = {}
        self._unreported: list[tuple[GlossaryRef, GlossaryError]] = []
        self._indexed: list[Member] = list(index[1]) if index else []
        self._index = WatchedIndex(index[0] if index else None,
                                   [(m.ref.id, m.db) for m in self._indexed])

    @classmethod
    def of_library(
        cls, db: Path, user_dir: Path, names: Sequence[str] | None = None,
        opened: Mapping[str, Glossary] | None = None,
    ) -> Shelf:
        """The glossary at ``db`` (the built-in one) and the imported ones of
        ``user_dir``; with ``names``, only those (``built-in`` names the first).
        An unknown name is :class:`LibraryError` (``MISSING``). ``opened``: as
        the constructor's."""
        library = Library(user_dir)
        built_in = Member(GlossaryRef.built_in(), db, user_dir)
        imported = [Member(GlossaryRef.imported(e.name), e.db, e.folder) for e in library.list()]
        index = (index_path(user_dir), imported)
        if names is None:
            return cls([built_in, *imported], opened, index)
        by_name = {m.ref.id: m for m in imported}
        chosen: dict[str, Member] = {}
        for name in names:
            if name in by_name:
                chosen[name] = by_name[name]
            elif name == BUILT_IN_NAME:
                chosen[name] = built_in
            else:
                library.get(name)  # says why: a bad name, or none of that name
                raise LibraryError(LibraryError.MISSING, name)
        # In the library's order whatever the order typed: the ranking's last key.
        everyone = [built_in, *imported]
        return cls(sorted(chosen.values(), key=everyone.index), opened, index)

    def close(self) -> None:
        self._drop_index()
        for key, glossary in self._open.items():
            if key not in self._borrowed:
                glossary.close()
        self._open.clear()

    def __enter__(self) -> Shelf:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # -- each glossary, guarded ------------------------------------------------------

    def glossary(self, member: Member) -> Glossary | None:
        """``member``'s glossary, opened on first use; None once it has failed."""
        return self._guarded(member, lambda g: g)

    def glossary_of(self, ref: GlossaryRef) -> Glossary | None:
        """The glossary ``ref`` names (one of the shelf's), None once it has failed."""
        member = next((m for m in self.members if m.ref.id == ref.id), None)
        return None if member is None else self.glossary(member)

    def read(self, member: Member, work: Callable[[Glossary], _T]) -> _T | None:
        """``work`` on ``member``'s glossary; None once it has failed (its error is
        kept, to be reported once)."""
        return self._guarded(member, work)

    def take_failures(self) -> list[tuple[GlossaryRef, GlossaryError]]:
        """The glossaries that failed since the last call, each once."""
        said, self._unreported = self._unreported, []
        return said

    def _guarded(self, member: Member, work: Callable[[Glossary], _T]) -> _T | None:
        """``work`` on ``member``'s glossary; None once it has failed."""
        answered = self._attempt(member, work)
        return None if answered is None else answered[0]

    def _attempt(self, member: Member, work: Callable[[Glossary], _T]) -> tuple[_T] | None:
        """``work``'s answer, boxed (it may itself be None), or None once ``member``
        has failed: its error is kept, to be reported once."""
        key = member.ref.id
        if key in self._failed:
            return None
        try:
            glossary = self._open.get(key)
            if glossary is None:
                glossary = self._open[key] = Glossary.open(member.db)
            return (work(glossary),)
        except GlossaryError as exc:
            self._failed[key] = exc
            self._unreported.append((member.ref, exc))
            broken = self._open.pop(key, None)
            if broken is not None and key not in self._borrowed:
                broken.close()
            return None

    def _each(self, work: Callable[[Member, Glossary], _T]) -> Iterator[tuple[Member, _T]]:
        """``work`` on every glossary that answers; raises the first failure when
        none answered (a shelf of one damaged glossary is that glossary's error)."""
        for member in self.members:
            answered = self._attempt(member, partial(work, member))
            if answered is not None:
                yield member, answered[0]
        self.raise_if_none_left()

    def raise_if_none_left(self) -> None:
        """Raise the first failure once every glossary of the shelf has failed."""
        if self.members and all(m.ref.id in self._failed for m in self.members):
            self._unreported.clear()  # said by the error itself
            raise self._failed[self.members[0].ref.id]

    # -- search ----------------------------------------------------------------------

    def search(
        self, text: str, limit: int = 50, filter_for: FilterFor | None = None, *,
        whole: bool = True,
    ) -> list[SourcedHit]:
        """The best ``limit`` hits of every glossary for ``text``, as one ranking
        (:mod:`.shelf_search`): the imported glossaries through the library index
        when it is current, else each glossary's own search. Not ``whole``: each
        hit's concept is loaded when first asked for, with its page of that
        glossary's hits (a list paints a screenful), as :meth:`Glossary.search`.

        Close spellings are tried, as in one glossary, only when little was found:
        by all the glossaries together (asked of each small glossary, they cost
        more than the rest of its search).
        """
        # lazy: 12 modules, 15 ms of the window's start-up
        from glossary_desktop.search.engine import FUZZY_BELOW  # as Glossary: at the first search

        asked = units(self.members, self.library_index(), self._indexed, filter_for)
        try:
            raw = ask(asked, text, limit, self._attempt)
            self.raise_if_none_left()
            # Fewer than ``limit`` too: else no close spelling could make the cut.
            if sum(len(rows or ()) for rows in raw) < min(FUZZY_BELOW, limit):
                raw = ask(asked, text, limit, self._attempt, raw)
            # The cut first: the index says whose its results are for those in it only.
            cut = merged([rows or () for rows in raw], limit)
            best = of_members(asked, cut)
        except IndexFailed:  # left aside from now on: each glossary answers
            self._drop_index()
            return self.search(text, limit, filter_for, whole=whole)
        found = sourced(text, best, self._guarded, whole=whole)
        self.raise_if_none_left()
        return found

    def library_index(self) -> LibraryIndex | None:
        """The library index, opened at a search once it is current (looked for
        again whenever its file changed); None while the imported glossaries are
        asked one by one."""
        return self._index.current()

    def _drop_index(self) -> None:
        self._index.drop()

    def suggest(
        self, text: str, limit: int = 5, filter_for: FilterFor | None = None
    ) -> list[str]:
        """Close spellings of ``text`` any glossary knows (under its filter, only
        those that find something with it), first glossary first."""
        def suggested(member: Member, g: Glossary) -> list[str]:
            return g.suggest(text, limit, filter_for(member) if filter_for else None)

        said: dict[str, None] = {}
        for _member, words in self._each(suggested):
            said.update(dict.fromkeys(words or ()))
        return list(said)[:limit]

    # -- lookups ---------------------------------------------------------------------

    def resolve(self, text: str) -> tuple[GlossaryRef, list[Concept]] | None:
        """The concepts ``text`` names equally well (as :meth:`Glossary.resolve_all`,
        the one to show first), in the first glossary that has one by slug or whole
        term, else in the glossary of the best hit on a term."""
        for member, found in self._each(lambda _m, g: g.find(text)):
            if found is not None:
                return member.ref, self._all_named(member, text) or [found]
        hits = self.search(text, limit=1)
        if hits and hits[0].hit.tier <= Tier.TERM_STEM:
            member = next(m for m in self.members if m.ref.id == hits[0].glossary.id)
            return member.ref, self._all_named(member, text) or [hits[0].hit.concept]
        return None

    def _all_named(self, member: Member, text: str) -> list[Concept]:
        return self._guarded(member, lambda g: g.resolve_all(text)) or []

    def also_in(self, ref: GlossaryRef, concept: Concept, limit: int = 5) -> list[AlsoIn]:
        """The concepts of the other glossaries with a Spanish or Portuguese term of
        ``concept`` (folded, a heading or a synonym), the translation marked where
        it differs."""
        keys = term_keys(concept)
        found: list[AlsoIn] = []
        for member in self.members:
            if member.ref.id == ref.id:
                continue
            for other in self._guarded(member, lambda g: same_terms(g, keys, limit)) or ():
                found.append(AlsoIn(member.ref, other, differs(keys, other)))
        return found

