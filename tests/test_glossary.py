"""The public Glossary API: lookups, the alphabetical list, filters, links."""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from glossary_desktop import Glossary
from glossary_desktop.domain import Lang, ListFilter, Scope, Stats
from glossary_desktop.text import sort_key


@pytest.fixture(scope="module")
def glossary(glossary_db: Path) -> Iterator[Glossary]:
    with Glossary.open(glossary_db) as g:
        yield g


def test_stats(glossary: Glossary) -> None:
    assert Stats(concepts=31, both=13, es_only=18, pt_only=0) == glossary.stats()
    assert glossary.concept_count == glossary.stats().concepts


def test_concepts_in_alphabetical_order_with_ids_as_positions(glossary: Glossary) -> None:
    concepts = list(glossary.concepts(page=7))
    assert list(range(1, 32)) == [c.id for c in concepts]
    titles = [c.title for c in concepts]
    assert sorted(titles, key=sort_key) == titles


@pytest.mark.parametrize(
    ("key", "slug"),
    [
        ("sharding", "sharding"),
        ("Paralelismo de Dados", "paralelismo-de-datos"),
        ("entrenamiento sincronico", "entrenamiento-sincronico"),
        ("TREINAMENTO SÍNCRONO", "entrenamiento-sincronico"),
        ("no such thing", None),
    ],
)
def test_find(glossary: Glossary, key: str, slug: str | None) -> None:
    found = glossary.find(key)
    assert slug == (found.slug if found else None)


def test_get_returns_both_languages_with_source_lines(glossary: Glossary) -> None:
    c = glossary.get("paralelismo-de-datos")
    assert c is not None
    assert c.es is not None
    assert c.pt is not None
    es, pt = c.es, c.pt
    assert ("Paralelismo de Datos", "ia-distribuida.es.txt", 7) == (es.term, es.source, es.line)
    assert ("Paralelismo de Dados", "ia-distribuida.pt.txt", 7) == (pt.term, pt.source, pt.line)
    assert "IA distribuida" == c.volume


@pytest.mark.parametrize(
    ("flt", "count"),
    [
        (ListFilter(), 31),
        (ListFilter(Scope.BOTH), 13),
        (ListFilter(Scope.MISSING_PT), 18),
        (ListFilter(Scope.MISSING_ES), 0),
        (ListFilter(volume_id=1), 13),
        (ListFilter(volume_id=2), 18),
        (ListFilter(slugs=frozenset({"dask", "sharding", "gone"})), 2),
        (ListFilter(Scope.MISSING_PT, slugs=frozenset({"dask", "autoscaling-ml"})), 1),
    ],
)
def test_filters(glossary: Glossary, flt: ListFilter, count: int) -> None:
    ids = glossary.list_ids(flt)
    assert count == len(ids)
    assert sorted(ids) == list(ids)
    assert all(glossary.accepts(c, flt) for c in glossary.concepts_by_ids(list(ids)))


def test_search_with_filter(glossary: Glossary) -> None:
    hits = glossary.search("distribuido", flt=ListFilter(Scope.MISSING_PT))
    assert ["Entrenamiento Distribuido"] == [h.concept.title for h in hits][:1]
    assert all(h.concept.pt is None for h in hits)


@pytest.mark.parametrize(
    ("slug", "lang", "links"),
    [
        ("clustering-de-gpu", Lang.ES, [("paralelismo de datos", "paralelismo-de-datos")]),
        ("entrenamiento-distribuido", Lang.ES, [("paralelismo de datos", "paralelismo-de-datos")]),
        ("sharding", Lang.ES, []),
        ("sharding", Lang.PT, []),
        ("kubernetes-para-ml", Lang.PT, []),
    ],
)
def test_links(glossary: Glossary, slug: str, lang: Lang, links: list[tuple[str, str]]) -> None:
    c = glossary.get(slug)
    assert c is not None
    text = c.entries[lang].definition if lang in c.entries else ""
    assert links == [(text[k.start : k.end], k.slug) for k in glossary.links(c, lang)]


@pytest.mark.parametrize("keys", [2, 500], ids=lambda n: f"{n}-words")
def test_a_definitions_words_are_looked_up_among_synonyms_by_their_index(
    glossary_db: Path, keys: int
) -> None:
    """Finding the links of a definition reads the synonyms by term, never every entry of
    a language (on a million concepts a scan cost most of a second per concept shown)."""
    import sqlite3

    from glossary_desktop.glossary.links import _SYNONYMS

    sql = "EXPLAIN QUERY PLAN " + _SYNONYMS.format(marks=",".join("?" * keys))
    with sqlite3.connect(f"file:{glossary_db}?mode=ro", uri=True) as conn:
        plan = [row[3] for row in conn.execute(sql, ("es", *(["palabra"] * keys)))]
    assert "SEARCH k USING INDEX synonyms_term_key (term_key=?)" == plan[0]
    assert not any(step.startswith("SCAN") or "(lang=?)" in step for step in plan), plan


def test_the_search_modules_load_with_the_first_search(glossary_db: Path) -> None:
    """Listing, lookups and links (a window's first frame) never load the engine."""
    code = (
        "import sys\n"
        "from glossary_desktop import Glossary\n"
        "def loaded():\n"
        "    return sorted(m for m in sys.modules if m.startswith('glossary_desktop.search'))\n"
        f"g = Glossary.open({str(glossary_db)!r})\n"
        "rows = g.term_rows(range(1, 11))\n"
        "c = g.get(rows[1].slug)\n"
        "g.links(c, next(iter(c.entries)))\n"
        "print(loaded())\n"
        "print(len(g.search('sincronico')), loaded())\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    before, after = done.stdout.splitlines()
    assert "[]" == before
    assert after.startswith("1 [")  # found, and now loaded:
    assert "'glossary_desktop.search.engine'" in after


@pytest.mark.parametrize("padding", [0, 499, 500, 1200], ids=lambda n: f"{n}-unknown")
def test_lookups_by_many_ids_or_slugs_cross_the_chunk_boundary(
    glossary: Glossary, padding: int
) -> None:
    """More values than one query may bind are looked up in chunks, none lost."""
    concepts = list(glossary.concepts())
    slugs = [f"unknown-{i}" for i in range(padding)] + [c.slug for c in concepts]
    ids = [-i for i in range(1, padding + 1)] + [c.id for c in concepts]

    assert {c.slug: c.id for c in concepts} == glossary.ids_for_slugs(slugs)
    assert [c.slug for c in concepts] == [c.slug for c in glossary.concepts_by_ids(ids)]


def test_the_list_in_portuguese_order_keeps_the_filters(glossary_db: Path) -> None:
    from glossary_desktop.text import term_key

    with Glossary.open(glossary_db) as g:
        everything = list(g.list_ids(ListFilter(), by=Lang.PT))
        both = list(g.list_ids(ListFilter(scope=Scope.BOTH), by=Lang.PT))
        concepts = [g.concept(i) for i in both]
    keys = [term_key(c.pt.term) for c in concepts if c is not None and c.pt is not None]

    assert 31 == len(everything)
    assert 13 == len(both)
    assert sorted(keys) == keys
    assert both == everything[:13]  # the concepts with a Portuguese term come first
