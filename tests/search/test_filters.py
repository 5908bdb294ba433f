"""Filters inside the search: scope, volume and bookmarks never lose a match to the limit.

The filter is part of every tier's statement, so a concept that ranks far
below the limit unfiltered is still found once the filter keeps it. Checked
on generated glossaries against what a plain scan of every concept says.
"""

from __future__ import annotations

import hashlib
from collections import Counter
from collections.abc import Iterator
from functools import cache
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from glossary_desktop import Glossary
from glossary_desktop.domain import Concept, Hit, ListFilter, Scope, Tier
from glossary_desktop.text import term_key, words


@pytest.fixture(scope="module")
def seed(glossary_db: Path) -> Iterator[Glossary]:
    with Glossary.open(glossary_db) as g:
        yield g


@pytest.fixture(scope="module")
def generated(generated_db: Path) -> Iterator[Glossary]:
    with Glossary.open(generated_db) as g:
        yield g


def _slugs(hits: list[Hit]) -> list[str]:
    return [h.concept.slug for h in hits]


def _starts_a_term(concept: Concept, prefix: str) -> bool:
    return any(term_key(e.term).startswith(prefix) for e in concept.entries.values())


def _in_a_definition(concept: Concept, word: str) -> bool:
    return any(w.startswith(word) for e in concept.entries.values() for w in _words(e.definition))


@cache
def _words(text: str) -> tuple[str, ...]:
    return tuple(words(text))


def _volume(g: Glossary, name: str) -> int:
    return next(v.id for v in g.volumes() if v.name == name)


def test_the_issue_case_a_bookmark_below_the_limit(seed: Glossary) -> None:
    only = ListFilter(slugs=frozenset({"kubernetes-para-ml"}))
    assert ["kubernetes-para-ml"] == _slugs(seed.search("modelo", 1, only))


def test_no_bookmarks_no_results(seed: Glossary) -> None:
    assert [] == seed.search("modelo", 50, ListFilter(slugs=frozenset()))
    assert [] == seed.search("modelo", 50, ListFilter(slugs=frozenset({"gone-for-good"})))


def _last_match(g: Glossary, matches: object, text: str) -> Concept:
    """The matching concept an unfiltered search would reach last.

    Term prefixes are walked in term order, so the one whose first matching
    term comes last; definitions of a common word in file order, so the last.
    """
    assert callable(matches)
    found = [c for c in g.concepts() if matches(c, text)]
    if matches is _starts_a_term:
        return max(found, key=lambda c: min(
            term_key(e.term) for e in c.entries.values() if term_key(e.term).startswith(text)
        ))
    return max(found, key=lambda c: min((e.source, e.line) for e in c.entries.values()))


def _common_initial(g: Glossary) -> str:
    """The letter most terms start with: a prefix with the most matches."""
    return Counter(term_key(e.term)[:1] for c in g.concepts() for e in c.entries.values()
                   ).most_common(1)[0][0]


@pytest.mark.parametrize(
    ("text", "matches", "tier"),
    [
        ("", _starts_a_term, Tier.TERM_PREFIX),  # a prefix walk past the limit
        ("objeto", _in_a_definition, Tier.DEFINITION),  # deep in a common word's doclist
    ],
)
def test_a_bookmark_ranked_past_the_limit_is_found(
    generated: Glossary, text: str, matches: object, tier: Tier
) -> None:
    text = text or _common_initial(generated)
    target = _last_match(generated, matches, text)
    assert target.slug not in _slugs(generated.search(text, 50))  # the premise
    others = frozenset({"dask", "sharding"})  # bookmarked too, matching nothing
    hits = generated.search(text, 50, ListFilter(slugs=others | {target.slug}))
    assert ([target.slug], [tier]) == (_slugs(hits), [h.tier for h in hits])


# Wide filters are checked row by row, narrow ones (a small share of the
# concepts) through a table of the entry ids they keep: both shapes are here.
FILTERS = [
    ListFilter(Scope.BOTH),
    ListFilter(volume_id=1),  # the generated volume: nearly everything
    ListFilter(Scope.MISSING_PT),
    ListFilter(Scope.MISSING_ES),
    ListFilter(volume_id=2),
    ListFilter(Scope.MISSING_PT, volume_id=3),
]


@pytest.mark.parametrize("flt", FILTERS)
@pytest.mark.parametrize("prefix", ["a", "de", "ml", "pro"])
def test_every_term_match_passing_the_filter_is_found(
    generated: Glossary, flt: ListFilter, prefix: str
) -> None:
    expected = {c.slug for c in generated.concepts()
                if _starts_a_term(c, prefix) and generated.accepts(c, flt)}
    hits = generated.search(prefix, 10_000, flt)
    assert expected == {h.concept.slug for h in hits if h.tier <= Tier.TERM_PREFIX}
    assert all(generated.accepts(h.concept, flt) for h in hits)


@pytest.mark.parametrize("flt", FILTERS)
def test_filtered_definition_hits_fill_the_limit(generated: Glossary, flt: ListFilter) -> None:
    # "objeto" is in hundreds of definitions: whatever the filter, 20 of them pass it.
    expected = [c for c in generated.concepts()
                if _in_a_definition(c, "objeto") and generated.accepts(c, flt)]
    hits = generated.search("objeto", 20, flt)
    assert min(20, len(expected)) == len(hits)
    assert all(generated.accepts(h.concept, flt) for h in hits)


def test_a_volume_filter_finds_the_seed_concept_under_generated_ones(generated: Glossary) -> None:
    unfiltered = _slugs(generated.search("modelo", 50))
    assert "kubernetes-para-ml" not in unfiltered
    only = ListFilter(volume_id=_volume(generated, "Infraestructura de ML"))
    assert "kubernetes-para-ml" in _slugs(generated.search("modelo", 50, only))


def test_many_bookmark_sets_in_turn(generated: Glossary) -> None:
    # Each set of bookmarks gets its own table of ids; old ones are dropped.
    concepts = generated.concepts_by_ids(list(range(100, 110)))
    for _round in range(2):
        for concept in concepts:
            only = ListFilter(slugs=frozenset({concept.slug}))
            assert [concept.slug] == _slugs(generated.search(concept.title, 5, only))


def test_filtered_searches_leave_the_glossary_file_as_it_was(generated_db: Path) -> None:
    before = hashlib.sha256(generated_db.read_bytes()).hexdigest()
    with Glossary.open(generated_db) as g:
        for flt in FILTERS:
            g.search("objeto", 20, flt)
        g.search("objeto", 20, ListFilter(slugs=frozenset({"dask"})))
    assert [generated_db.name] == [p.name for p in generated_db.parent.iterdir()
                                   if p.name.startswith(generated_db.name)]
    assert before == hashlib.sha256(generated_db.read_bytes()).hexdigest()


@pytest.mark.slow
def test_a_bookmark_ranked_past_1000_in_100k_concepts(generated_100k_db: Path) -> None:
    with Glossary.open(generated_100k_db) as g:
        # The most common first letter of a term: thousands of prefix matches.
        text = _common_initial(g)
        target = _last_match(g, _starts_a_term, text)
        assert target.slug not in _slugs(g.search(text, 1_000))
        only = ListFilter(slugs=frozenset({target.slug, "dask", "kubernetes-para-ml"}))
        assert [target.slug] == _slugs(g.search(text, 200, only))
        # And deep in the definitions, past anything an unfiltered search returns.
        deep = _last_match(g, _in_a_definition, "objeto")
        assert deep.slug not in _slugs(g.search("objeto", 1_000))
        only = ListFilter(slugs=frozenset({deep.slug, "dask"}))
        assert [deep.slug] == _slugs(g.search("objeto", 200, only))


SEED_SLUGS = ["dask", "sharding", "kubernetes-para-ml", "paralelismo-de-datos",
              "entrenamiento-distribuido", "gone-for-good"]


@settings(max_examples=150, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(
    text=st.text(max_size=40) | st.sampled_from(["de", "modelo", "datos", "distribuidas", "ml"]),
    scope=st.sampled_from(list(Scope)),
    volume=st.sampled_from([None, 1, 2, 99]),
    slugs=st.none() | st.frozensets(st.sampled_from(SEED_SLUGS)),
    limit=st.integers(0, 60),
)
def test_any_filter_only_lets_its_concepts_through(
    seed: Glossary, text: str, scope: Scope, volume: int | None,
    slugs: frozenset[str] | None, limit: int,
) -> None:
    flt = ListFilter(scope, volume, slugs)
    hits = seed.search(text, limit, flt)
    assert len(hits) <= limit
    assert len({h.concept.id for h in hits}) == len(hits)
    assert all(seed.accepts(h.concept, flt) for h in hits)
