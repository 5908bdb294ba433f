"""Every public read of a glossary meets damage and slowness as one GlossaryError.

The README promises that damage met after opening shows the same "Cannot open
the glossary" dialog (one line on the command line) and that no query runs
longer than the budget. The list of methods is taken from the classes
themselves, so a method added later is tested here, or this test says it must
be listed.
"""

from __future__ import annotations

import inspect
import shutil
from collections.abc import Callable
from pathlib import Path

import pytest

from glossary_desktop import Glossary, GlossaryError
from glossary_desktop.domain import Bookmark, Concept, Lang, ListFilter, Scope
from glossary_desktop.errors import DamagedGlossary
from glossary_desktop.search.engine import SearchEngine
from glossary_desktop.store.glossary_db import connect_readonly
from glossary_desktop.store.glossary_reads import Timing
from tests.damaged_pages import overwrite_pages

BOOKMARK = Bookmark("dask", "Dask", "", 0.0)
BOTH = ListFilter(scope=Scope.BOTH)

# Each public method that reads the file after opening, and calls of it as the
# window and the command line make them (the term list's filtered and
# Portuguese-ordered lists, searches with and without a filter...).
READS: dict[str, list[Callable[[Glossary, Concept], object]]] = {
    "bookmark_statuses": [lambda g, c: g.bookmark_statuses([BOOKMARK])],
    "concept": [lambda g, c: g.concept(1)],
    "concepts": [lambda g, c: list(g.concepts())],
    "concepts_by_ids": [lambda g, c: g.concepts_by_ids([1, 2, 3])],
    "find": [lambda g, c: g.find("Paralelismo de Dados")],
    "resolve_all": [lambda g, c: g.resolve_all("descida")],
    "get": [lambda g, c: g.get("dask")],
    "ids_for_slugs": [lambda g, c: g.ids_for_slugs(["dask"])],
    "links": [lambda g, c: g.links(c, Lang.ES), lambda g, c: g.links(c, Lang.PT)],
    "list_ids": [
        lambda g, c: g.list_ids(BOTH),
        lambda g, c: g.list_ids(ListFilter(), Lang.PT),
        lambda g, c: g.list_ids(ListFilter(volume_id=1)),
        lambda g, c: g.list_ids(ListFilter(slugs=frozenset({"dask"}))),
    ],
    "hits": [lambda g, c: g.hits("datos", g.ranked("datos"))],
    # Its concepts are read when asked for: each loader asked, as a painted row asks.
    "loaders": [lambda g, c: [load() for load in g.loaders([1, 2, 3])]],
    "closer": [lambda g, c: g.closer("datso", []), lambda g, c: g.closer("datso", [], flt=BOTH)],
    "preflight": [lambda g, c: g.preflight()],
    "ranked": [lambda g, c: g.ranked("datos"), lambda g, c: g.ranked("datos", flt=BOTH)],
    "resolve": [lambda g, c: g.resolve("descida")],
    "search": [lambda g, c: g.search("datos"), lambda g, c: g.search("datos", flt=BOTH)],
    "suggest": [
        lambda g, c: g.suggest("paralelsmo"), lambda g, c: g.suggest("paralelsmo", flt=BOTH),
    ],
    "term_rows": [lambda g, c: g.term_rows([1, 2, 3])],
}

# What opening read once and the glossary keeps (the file never changes under it).
FROM_MEMORY: dict[str, Callable[[Glossary, Concept], object]] = {
    "accepts": lambda g, c: g.accepts(c, BOTH),
    "concept_count": lambda g, c: g.concept_count,
    "content_hash": lambda g, c: g.content_hash,
    "schema_version": lambda g, c: g.schema_version,
    "stats": lambda g, c: g.stats(),
    "volumes": lambda g, c: g.volumes(),
}

# Opening has tests of its own (tests/store/test_glossary_damage.py); closing reads nothing.
NOT_READS = {"open", "close"}

ENGINE_READS: dict[str, list[Callable[[SearchEngine], object]]] = {
    "search": [lambda e: e.search("datos"), lambda e: e.search("datos", flt=BOTH)],
    "closer": [lambda e: e.closer("datso", []), lambda e: e.closer("datso", [], flt=BOTH)],
    "suggest": [lambda e: e.suggest("paralelsmo")],
    "written": [lambda e: e.written("paralelismo")],
}

CALLS = [
    pytest.param(name, call, id=f"{name}-{i}")
    for name, calls in READS.items() for i, call in enumerate(calls)
]
ENGINE_CALLS = [
    pytest.param(name, call, id=f"{name}-{i}")
    for name, calls in ENGINE_READS.items() for i, call in enumerate(calls)
]


def public(cls: type) -> set[str]:
    return {name for name, _ in inspect.getmembers(cls) if not name.startswith("_")}


def test_every_public_method_is_listed_here() -> None:
    assert public(Glossary) == set(READS) | set(FROM_MEMORY) | NOT_READS, (
        "a public Glossary method is missing from READS (or FROM_MEMORY) above"
    )
    assert public(SearchEngine) == set(ENGINE_READS)


@pytest.fixture(scope="module")
def concept(glossary_db: Path) -> Concept:
    """A concept in both languages whose definitions mention other concepts."""
    with Glossary.open(glossary_db) as glossary:
        found = glossary.get("aprendizaje-profundo-distribuido")
    assert found is not None
    assert {Lang.ES, Lang.PT} <= set(found.entries)
    return found


@pytest.fixture(scope="module")
def damaged(glossary_db: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A copy of the seed glossary with garbage over every page opening it does
    not read: whatever a method reads beyond those is damaged."""
    folder = tmp_path_factory.mktemp("damaged")
    probe = folder / "probe.db"
    spare = []
    for page in range(2, glossary_db.stat().st_size // _page_size(glossary_db) + 1):
        shutil.copy(glossary_db, probe)
        overwrite_pages(probe, [page])
        try:
            Glossary.open(probe).close()
        except GlossaryError:
            continue  # opening needs this page
        spare.append(page)
    out = folder / "damaged.db"
    shutil.copy(glossary_db, out)
    overwrite_pages(out, spare)
    assert len(spare) > 20  # most of the file
    return out


def _page_size(db: Path) -> int:
    return int.from_bytes(db.read_bytes()[16:18], "big")  # the header's page size


@pytest.mark.parametrize(("name", "call"), CALLS)
def test_damage_met_by_any_read_is_one_glossary_error(
    damaged: Path, concept: Concept, name: str, call: Callable[[Glossary, Concept], object]
) -> None:
    with Glossary.open(damaged) as glossary, pytest.raises(GlossaryError) as info:
        call(glossary, concept)
    assert isinstance(info.value, DamagedGlossary)
    assert str(info.value).startswith(f"{damaged}: damaged glossary database (")


def test_what_opening_read_is_still_answered_from_a_damaged_file(
    damaged: Path, concept: Concept
) -> None:
    with Glossary.open(damaged) as glossary:
        for call in FROM_MEMORY.values():
            call(glossary, concept)


@pytest.mark.parametrize(("name", "call"), ENGINE_CALLS)
def test_damage_met_by_the_search_engine_is_one_glossary_error(
    damaged: Path, name: str, call: Callable[[SearchEngine], object]
) -> None:
    reads = connect_readonly(damaged)
    try:
        with pytest.raises(DamagedGlossary):
            call(SearchEngine(reads))
    finally:
        reads.close()


class Flying:
    """A clock that stands still while the glossary opens, then is an hour later at every look."""

    def __init__(self) -> None:
        self.now = 0.0
        self.flying = False

    def __call__(self) -> float:
        if self.flying:
            self.now += 3600.0
        return self.now


@pytest.fixture
def slow() -> tuple[Timing, Flying]:
    """The default budget, looked at after every instruction, on a clock that the
    test sets flying once the glossary is open: every statement then takes hours."""
    clock = Flying()
    return Timing(steps=1, clock=clock), clock


@pytest.mark.parametrize(("name", "call"), CALLS)
def test_a_read_that_runs_out_of_time_gives_up(
    glossary_db: Path, concept: Concept, slow: tuple[Timing, Flying], name: str,
    call: Callable[[Glossary, Concept], object],
) -> None:
    timing, clock = slow
    with Glossary.open(glossary_db, timing) as glossary:
        clock.flying = True
        with pytest.raises(DamagedGlossary) as info:
            call(glossary, concept)
        assert f"{glossary_db}: a query did not finish within 10 s" in str(info.value)
        for answer in FROM_MEMORY.values():  # no query: nothing to give up
            answer(glossary, concept)


@pytest.mark.parametrize(("name", "call"), ENGINE_CALLS)
def test_a_search_engine_read_that_runs_out_of_time_gives_up(
    glossary_db: Path, slow: tuple[Timing, Flying], name: str,
    call: Callable[[SearchEngine], object],
) -> None:
    timing, clock = slow
    reads = connect_readonly(glossary_db, timing)
    try:
        engine = SearchEngine(reads)
        clock.flying = True
        with pytest.raises(DamagedGlossary, match="did not finish within 10 s"):
            call(engine)
    finally:
        reads.close()
