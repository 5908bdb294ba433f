"""The library searched as one (``glossary/shelf.py``): one ranking, labelled hits,
"Also in" with the differing translation, and a damaged glossary left out alone."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from glossary_desktop.domain import Lang, Tier
from glossary_desktop.errors import GlossaryError
from glossary_desktop.glossary.shelf import Shelf
from glossary_desktop.store.library import LibraryError
from tests.damaged_pages import overwrite_pages, root_page


def _found(shelf: Shelf, text: str, limit: int = 20) -> list[tuple[str, str, Tier]]:
    return [(h.glossary.label, h.hit.concept.slug, h.hit.tier)
            for h in shelf.search(text, limit)]


def test_one_list_holds_labelled_hits_of_all_three(glossary_db: Path, library_dir: Path) -> None:
    with Shelf.of_library(glossary_db, library_dir) as shelf:
        found = _found(shelf, "paralelismo de datos")
    exact = [(label, slug) for label, slug, tier in found if tier is Tier.EXACT]
    assert [("Built-in", "paralelismo-de-datos"), ("clientes", "paralelismo-de-datos"),
            ("iate", "paralelismo-de-datos")] == exact


def test_an_exact_term_of_a_small_glossary_ranks_above_definitions_of_a_large_one(
    glossary_db: Path, library_dir: Path
) -> None:
    with Shelf.of_library(glossary_db, library_dir) as shelf:
        found = _found(shelf, "modelo")
        assert ("iate", "modelo-fundacional", Tier.TERM_PREFIX) in found
        tiers = [tier for _label, _slug, tier in found]
        assert tiers == sorted(tiers)  # one ranking: tier first, whatever the glossary
        # The built-in glossary has definitions holding "modelo": they come after.
        assert any(label == "Built-in" and tier is Tier.DEFINITION
                   for label, _slug, tier in found)


def test_the_limit_cuts_the_merged_list_not_each_glossary(
    glossary_db: Path, library_dir: Path
) -> None:
    with Shelf.of_library(glossary_db, library_dir) as shelf:
        assert 2 == len(shelf.search("paralelismo de datos", 2))
        assert ["Built-in", "clientes"] == [h.glossary.label
                                            for h in shelf.search("paralelismo de datos", 2)]


def test_names_narrow_the_shelf_in_the_librarys_order(
    glossary_db: Path, library_dir: Path
) -> None:
    with Shelf.of_library(glossary_db, library_dir, ["iate", "built-in"]) as shelf:
        assert ["", "iate"] == [m.ref.id for m in shelf.members]
        assert {"Built-in", "iate"} == {label for label, *_ in _found(shelf, "paralelismo")}
    with pytest.raises(LibraryError) as caught:
        Shelf.of_library(glossary_db, library_dir, ["nadie"])
    assert LibraryError.MISSING == caught.value.reason


def test_also_in_lists_the_same_term_elsewhere_and_marks_another_translation(
    glossary_db: Path, library_dir: Path
) -> None:
    with Shelf.of_library(glossary_db, library_dir) as shelf:
        found = shelf.resolve("sharding")
        assert found is not None
        ref, (concept,) = found
        assert "" == ref.id
        also = shelf.also_in(ref, concept)
        assert [("iate", "Fragmentação", (Lang.PT,))] == [
            (a.glossary.id, a.concept.pt.term, a.differs) for a in also]
        found = shelf.resolve("paralelismo de dados")
        assert found is not None
        ref, (concept,) = found
        also = shelf.also_in(ref, concept)
        assert [("clientes", ()), ("iate", ())] == [(a.glossary.id, a.differs) for a in also]


def test_a_glossary_damaged_under_a_search_is_left_out_and_reported_once(
    glossary_db: Path, library_dir: Path
) -> None:
    iate = library_dir / "glossaries" / "iate" / "glossary.db"
    with Shelf.of_library(glossary_db, library_dir) as shelf:
        assert "iate" in {label for label, *_ in _found(shelf, "sharding")}  # opened, sound
        overwrite_pages(iate, [root_page(iate, "entries"), root_page(iate, "terms_fts_data")])
        shelf.close()  # read afresh: SQLite's page cache held the good pages
        found = _found(shelf, "paralelismo de datos")
        assert {"Built-in", "clientes"} == {label for label, *_ in found}
        failures = shelf.take_failures()
        assert ["iate"] == [ref.id for ref, _exc in failures]
        assert isinstance(failures[0][1], GlossaryError)
        assert {"Built-in", "clientes"} == {label for label, *_ in _found(shelf, "dask")}
        assert [] == shelf.take_failures()


def test_a_shelf_of_one_damaged_glossary_raises_its_error(
    tmp_path: Path, library_dir: Path
) -> None:
    broken = tmp_path / "broken.db"
    broken.write_text("# not a database\n")
    with Shelf.of_library(broken, library_dir, ["built-in"]) as shelf, \
            pytest.raises(GlossaryError):
        shelf.search("dask")


def test_fifty_imported_glossaries_are_searched_as_one(
    glossary_db: Path, library_dir: Path
) -> None:
    glossaries = library_dir / "glossaries"
    for n in range(48):
        shutil.copytree(glossaries / "iate", glossaries / f"copia {n:02}")
    with Shelf.of_library(glossary_db, library_dir) as shelf:
        assert 51 == len(shelf.members)
        found = shelf.search("sharding", 100)
        assert 50 == len({h.glossary.id for h in found})  # the built-in one and 49 with it
        assert all(h.hit.tier is Tier.EXACT for h in found)
        assert [] == shelf.take_failures()


def test_close_spellings_are_tried_only_when_the_whole_library_found_little(
    glossary_db: Path, library_dir: Path
) -> None:
    with Shelf.of_library(glossary_db, library_dir) as shelf:
        # One glossary alone finds "Fragmentação" exactly; the others find nothing,
        # and would each try close spellings on their own.
        typo = shelf.search("fragmentasao")
        assert ("iate", "sharding", Tier.FUZZY) in [
            (h.glossary.id, h.hit.concept.slug, h.hit.tier) for h in typo]
        found = shelf.search("paralelismo de datos")
        assert len(found) >= 3
        assert Tier.FUZZY not in {h.hit.tier for h in found}
