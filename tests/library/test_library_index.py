"""The library index (``store/library_index.py``, ``glossary/library_index.py``): one
search for every imported glossary, the same results as asking each, used only
while it is current, never an error of its own."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from glossary_desktop.domain import ListFilter, Scope, Tier
from glossary_desktop.glossary.library_index import LibraryIndex
from glossary_desktop.glossary.shelf import Member, Shelf
from glossary_desktop.importer.build import build_db
from glossary_desktop.store.library import Library
from glossary_desktop.store.library_index import index_path
from tests.benchmarks.generate import ensure_sources, read_pairs
from tests.damaged_pages import overwrite_pages, root_page

#: More glossaries than SQLite attaches at once by default (10).
COUNT = 12
SIZE = 30

Found = set[tuple[str, str, Tier]]


@pytest.fixture(scope="module")
def generated(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A user folder of COUNT generated glossaries (seeds of their own), indexed."""
    root = tmp_path_factory.mktemp("generated")
    user_dir = root / "user"
    library = Library(user_dir)
    for n in range(COUNT):
        sources = ensure_sources(SIZE, 200 + n, root / f"src{n}")
        library.add(f"g{n:02}", lambda out, s=sources: build_db(s, out))
    return user_dir


def _queries(user_dir: Path) -> Iterator[str]:
    """Whole terms, their first words and word prefixes, of every glossary."""
    for n in range(COUNT):
        es = next((user_dir.parent / f"src{n}" / "sources").glob("*.es.txt"))
        for term, _definition in read_pairs(es)[:4]:
            words = term.split()
            yield term
            yield words[0]
            yield words[-1][:4]


def _found(shelf: Shelf, text: str, flt: ListFilter | None = None) -> Found:
    hits = shelf.search(text, 1000, (lambda _m: flt) if flt else None)
    return {(h.glossary.id, h.hit.concept.slug, h.hit.tier) for h in hits}


def _copy(generated: Path, tmp_path: Path) -> Path:
    """A user folder of its own, a copy of ``generated`` (times kept: the index stays current)."""
    user_dir = tmp_path / "user"
    shutil.copytree(generated, user_dir, copy_function=shutil.copy2)
    return user_dir


def _each_alone(glossary_db: Path, user_dir: Path) -> Shelf:
    """The same library searched one glossary at a time (no index)."""
    return Shelf(Shelf.of_library(glossary_db, user_dir).members)


def test_the_index_finds_what_each_glossary_finds(glossary_db: Path, generated: Path) -> None:
    """Every hit, its glossary and its tier are those of asking each glossary, for
    every query that finds enough not to try close spellings (those are the
    library's best few, not each glossary's)."""
    compared = 0
    with Shelf.of_library(glossary_db, generated) as indexed, \
            _each_alone(glossary_db, generated) as alone:
        assert indexed.library_index() is not None  # the index is what is tested
        for text in _queries(generated):
            for flt in (None, ListFilter(Scope.BOTH)):
                one_by_one, through_index = _found(alone, text, flt), _found(indexed, text, flt)
                if any(tier is Tier.FUZZY for *_, tier in one_by_one | through_index):
                    continue
                assert one_by_one == through_index, text
                compared += 1
    assert compared > COUNT * 4


def test_one_ranking_tier_first(glossary_db: Path, generated: Path) -> None:
    with Shelf.of_library(glossary_db, generated) as shelf:
        for text in _queries(generated):
            tiers = [h.hit.tier for h in shelf.search(text, 50)]
            assert tiers == sorted(tiers), text


def test_a_glossary_changed_since_is_searched_itself(
    glossary_db: Path, generated: Path, tmp_path: Path
) -> None:
    """A glossary replaced behind the index's back (a copy of another): the index no
    longer matches its file, and the search finds the new content."""
    user_dir = tmp_path / "user"
    shutil.copytree(generated, user_dir)
    g00 = Library(user_dir).get("g00").db
    g01_term = read_pairs(next((generated.parent / "src1" / "sources").glob("*.es.txt")))[0][0]
    shutil.copyfile(Library(user_dir).get("g01").db, g00)
    with Shelf.of_library(glossary_db, user_dir) as shelf:
        assert shelf.library_index() is None
        found = {h.glossary.id for h in shelf.search(g01_term, 50) if h.hit.tier is Tier.EXACT}
    assert {"g00", "g01"} <= found


def test_a_damaged_index_is_left_aside_without_a_word(
    glossary_db: Path, generated: Path, tmp_path: Path
) -> None:
    user_dir = _copy(generated, tmp_path)
    index = index_path(user_dir)
    overwrite_pages(index, [root_page(index, "entries")])
    with Shelf.of_library(glossary_db, user_dir) as shelf, \
            _each_alone(glossary_db, user_dir) as alone:
        for text in list(_queries(generated))[:12]:
            assert _found(alone, text) == _found(shelf, text)
        assert [] == shelf.take_failures()
        assert shelf.library_index() is None


def test_adding_renaming_and_removing_keep_the_index_current(
    generated: Path, tmp_path: Path
) -> None:
    user_dir = _copy(generated, tmp_path)
    library = Library(user_dir)

    def current() -> bool:
        members = [(e.name, e.db) for e in library.list()]
        index = LibraryIndex.open(index_path(user_dir), members)
        if index is not None:
            index.close()
        return index is not None

    assert current()
    library.rename("g03", "renamed")
    assert current()
    for n in range(COUNT):
        if n != 3:
            library.remove(f"g{n:02}")
            assert current() == (n < COUNT - 1)
    # One glossary left: it is its own index.
    assert not index_path(user_dir).exists()


def test_a_filter_of_each_glossarys_own_asks_each(glossary_db: Path, generated: Path) -> None:
    """Bookmarks and volumes are each glossary's own: under them, each is asked."""
    term = read_pairs(next((generated.parent / "src5" / "sources").glob("*.es.txt")))[0][0]

    def only_g05(member: Member) -> ListFilter:
        return ListFilter(slugs=None if member.ref.id == "g05" else frozenset())

    with Shelf.of_library(glossary_db, generated) as shelf:
        assert {"g05"} == {h.glossary.id for h in shelf.search(term, 50, only_g05)}


def _reindex(user_dir: Path, *flags: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "glossary_desktop", "glossaries", "reindex", *flags,
         "--user-dir", str(user_dir)], capture_output=True, text=True, timeout=120)


def test_a_shelf_takes_up_the_index_another_process_wrote_after_a_removal(
    glossary_db: Path, generated: Path, tmp_path: Path
) -> None:
    """A window removes a glossary and leaves the index to a child process: its
    searches ask each glossary meanwhile, then go through the new index."""
    user_dir = _copy(generated, tmp_path)
    Library(user_dir).remove("g00", reindex=False)
    with Shelf.of_library(glossary_db, user_dir) as shelf, \
            _each_alone(glossary_db, user_dir) as alone:
        assert shelf.library_index() is None  # the old index names g00: not current
        done = _reindex(user_dir, "--json")
        assert (0, {"indexed": COUNT - 1}, "") == (
            done.returncode, json.loads(done.stdout), done.stderr)
        assert shelf.library_index() is not None
        compared = 0
        for text in list(_queries(generated))[4:28]:
            one_by_one, through_index = _found(alone, text), _found(shelf, text)
            if not any(tier is Tier.FUZZY for *_, tier in one_by_one | through_index):
                assert one_by_one == through_index, text
                compared += 1
        assert compared > 10


def test_reindex_with_fewer_than_two_glossaries_writes_none_and_says_why(
    generated: Path, tmp_path: Path
) -> None:
    user_dir = _copy(generated, tmp_path)
    library = Library(user_dir)
    for n in range(1, COUNT):
        library.remove(f"g{n:02}", reindex=False)
    assert index_path(user_dir).exists()  # the last one written, before the removals
    done = _reindex(user_dir)
    assert (0, "") == (done.returncode, done.stdout)
    assert "fewer than two imported glossaries" in done.stderr
    assert not index_path(user_dir).exists()


def test_a_small_limit_keeps_the_top_of_the_whole_ranking(
    glossary_db: Path, generated: Path
) -> None:
    """The index is not searched past the tier the built-in glossary's answer
    fills the limit with: the merge is still the top of the whole ranking."""
    bounded = 0
    with Shelf.of_library(glossary_db, generated) as shelf:
        for text in ["de", "da", "es", "e", *_queries(generated)]:
            everything = _ranking(shelf, text, 1000)
            if not everything or everything[-1][2] is Tier.FUZZY:
                continue  # close spellings: tried only when the library found little
            for limit in (1, 3, 5):
                assert _ranking(shelf, text, limit) == everything[:limit], (text, limit)
                built_in = shelf.read(shelf.members[0], lambda g, t=text, n=limit: g.ranked(
                    t, n, fuzzy=False))
                bounded += len(built_in or ()) >= limit  # the index was bounded
    assert bounded


def _ranking(shelf: Shelf, text: str, limit: int) -> list[tuple[str, str, Tier]]:
    return [(h.glossary.id, h.hit.concept.slug, h.hit.tier) for h in shelf.search(text, limit)]


def test_hits_loaded_as_painted_are_the_whole_ones(glossary_db: Path, generated: Path) -> None:
    """Not ``whole`` (the window's search), each hit's concept and its correction
    as written come when asked for, and are those of the whole search."""
    with Shelf.of_library(glossary_db, generated) as shelf:
        for text in ["paralelsmo", "kuberntes", "de", *_queries(generated)]:
            lazy = shelf.search(text, 50, whole=False)
            whole = shelf.search(text, 50)
            assert [(h.glossary.id, h.hit.concept, h.hit.tier, h.hit.corrected) for h in lazy] \
                == [(h.glossary.id, h.hit.concept, h.hit.tier, h.hit.corrected) for h in whole]
