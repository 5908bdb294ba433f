"""A window's search loads its hits' concepts a page at a time, as they are asked for."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

import pytest

from glossary_desktop import Glossary
from glossary_desktop.domain import Concept, Tier
from glossary_desktop.glossary.hits import PAGE, HitPages


@pytest.mark.parametrize(
    ("db", "query"),
    [
        ("thousands_db", "de"),  # 200 hits: every page
        ("thousands_db", "fl"),
        ("glossary_db", "paralelsmo"),  # a correction: spelt as the concept writes it
        ("glossary_db", "gradientes"),  # another form: the query as typed
        ("glossary_db", "pesos del modelo"),  # in definitions: excerpts
    ],
)
def test_hits_loaded_later_are_the_hits_loaded_whole(
    db: str, query: str, request: pytest.FixtureRequest
) -> None:
    path: Path = request.getfixturevalue(db)
    with Glossary.open(path) as glossary:  # open: the later hits load from it
        whole = glossary.search(query, 200)
        later = glossary.search(query, 200, whole=False)
        assert whole, query
        assert [h.concept_id for h in later] == [h.concept.id for h in whole]
        for a, b in zip(whole, later, strict=True):
            assert (a.concept, a.tier, a.corrected, a.typed) == (
                b.concept, b.tier, b.corrected, b.typed
            )
            assert (a.excerpt, a.matches) == (b.excerpt, b.matches)
    if query == "paralelsmo":
        assert later[0].tier is Tier.FUZZY
        assert "paralelismo" == later[0].corrected


def test_a_hit_brings_its_page_of_neighbours_once() -> None:
    ids = list(range(1, 101))
    asked: list[list[int]] = []

    def load(some: Sequence[int]) -> dict[int, Concept]:
        asked.append(list(some))
        return {i: Concept(i, f"c{i}", "v", {}) for i in some}

    pages = HitPages(ids, load, lambda cid: LookupError(cid))
    assert pages.concept(PAGE + 8).id == ids[PAGE + 8]
    assert asked == [ids[PAGE : 2 * PAGE]]
    assert pages.loader(PAGE)().id == ids[PAGE]  # the same page: no query
    assert "c1" == pages.concept(0).slug
    assert 100 == pages.concept(99).id  # the last page is short
    assert asked == [ids[PAGE : 2 * PAGE], ids[:PAGE], ids[3 * PAGE :]]


def test_a_ranked_concept_that_cannot_be_read_is_an_error() -> None:
    pages = HitPages([7, 8], lambda some: {}, lambda cid: LookupError(f"concept {cid}"))
    with pytest.raises(LookupError, match="concept 8"):
        pages.concept(1)
