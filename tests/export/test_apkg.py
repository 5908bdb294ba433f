"""The Anki package, opened by Anki's own library (the ``anki`` package, a test
dependency): two cards a concept, both ways, the note on the back, and a newer
export updating the notes it imported instead of adding copies."""

from __future__ import annotations

import zipfile
from collections.abc import Iterator
from pathlib import Path

import pytest

from glossary_desktop.export.apkg import write_apkg
from glossary_desktop.export.files import write_file
from glossary_desktop.export.formats import file_mode, writer_for

from .conftest import concept

anki_collection = pytest.importorskip("anki.collection")

ITEMS = [
    (concept("sharding", es=("Fragmentación", "Sharding"), pt=("Fragmentação",),
             es_def="Dividir <datos> en partes.", pt_def="Dividir dados."), "repasar\ncap. 2"),
    (concept("solo-es", es=("Solo español",), es_def="Sin traducción."), ""),
    (concept("latencia", es=("Latencia",), pt=("Latência",), es_def="Demora.",
             pt_def="Atraso."), ""),
]


@pytest.fixture
def collection(tmp_path: Path) -> Iterator[anki_collection.Collection]:
    (tmp_path / "fresh").mkdir()
    col = anki_collection.Collection(str(tmp_path / "fresh" / "collection.anki2"))
    yield col
    col.close()


def _import(col: anki_collection.Collection, package: Path) -> None:
    # Anki's own defaults: a note already there is updated if the package's is newer.
    col.import_anki_package(anki_collection.ImportAnkiPackageRequest(
        package_path=str(package),
        options=anki_collection.ImportAnkiPackageOptions(with_scheduling=False)))


def _export(path: Path, items: list, timestamp: float) -> None:
    with path.open("wb") as out:
        write_apkg(items, out, "Mi glosario", timestamp=timestamp)


def _cards(col: anki_collection.Collection) -> dict[tuple[str, str], tuple[str, str]]:
    """(front text's first term, card's template) -> (question, answer) HTML."""
    cards = {}
    for cid in col.find_cards(""):
        card = col.get_card(cid)
        cards[(card.note()["Slug"], card.template()["name"])] = (card.question(), card.answer())
    return cards


def test_anki_imports_two_cards_a_concept_both_ways_with_the_note_on_the_back(
    tmp_path: Path, collection: anki_collection.Collection
) -> None:
    package = tmp_path / "deck.apkg"
    _export(package, ITEMS, 1_700_000_000)
    _import(collection, package)
    cards = _cards(collection)
    assert {("sharding", "Spanish -> Portuguese"), ("sharding", "Portuguese -> Spanish"),
            ("latencia", "Spanish -> Portuguese"), ("latencia", "Portuguese -> Spanish")} \
        == set(cards)
    question, answer = cards[("sharding", "Spanish -> Portuguese")]
    assert (True, False) == ("Fragmentación" in question, "Fragmentação" in question)
    assert (True, True, True) == ("Fragmentação" in answer, "repasar<br>cap. 2" in answer,
                                  "Dividir &lt;datos&gt; en partes." in answer)
    question, answer = cards[("sharding", "Portuguese -> Spanish")]
    assert (True, False) == ("Fragmentação" in question, "Fragmentación" in question)
    assert (True, True) == ("Fragmentación" in answer, "repasar<br>cap. 2" in answer)
    assert "class=note" not in cards[("latencia", "Spanish -> Portuguese")][1]  # no note
    assert ["Mi glosario"] == [d.name for d in collection.decks.all_names_and_ids()
                               if d.name != "Default"]


def test_a_newer_export_updates_the_notes_instead_of_adding_new_ones(
    tmp_path: Path, collection: anki_collection.Collection
) -> None:
    first, second = tmp_path / "1.apkg", tmp_path / "2.apkg"
    _export(first, ITEMS, 1_700_000_000)
    changed = [(ITEMS[0][0], "otra nota"), *ITEMS[1:]]
    _export(second, changed, 1_700_086_400)  # a day later
    _import(collection, first)
    _import(collection, second)
    assert (2, 4) == (collection.note_count(), collection.card_count())
    notes = {collection.get_note(n)["Slug"]: collection.get_note(n)
             for n in collection.find_notes("")}
    assert "otra nota" == notes["sharding"]["Note"]


def test_the_guid_is_the_slug_and_the_package_holds_only_the_collection(tmp_path: Path) -> None:
    package = tmp_path / "deck.apkg"
    written = write_file(package, writer_for("apkg", ITEMS, "Bookmarks", deck="Mi glosario"),
                         **file_mode("apkg"))
    assert (2, ("solo-es",)) == (written.written, written.skipped)
    with zipfile.ZipFile(package) as archive:
        assert ["collection.anki2", "media"] == archive.namelist()
