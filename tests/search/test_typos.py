"""A typo of a common word: the corrected spelling ranked as if it had been typed."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from glossary_desktop import Glossary
from glossary_desktop.domain import corrected_query
from glossary_desktop.search.engine import FTS_CAP
from tests.importer.tbx_files import table_glossary

# More terms containing "Método" than the engine ranks (they come in file
# order), then the term "Método" itself and one starting with it, last in the file.
_MANY = FTS_CAP + 50
TABLE = "id,es,es_definition,pt,pt_definition\n" + "".join(
    f"c{i},Zona{i} Método,Uno.,Zona{i} Método,Um.\n" for i in range(_MANY)
) + "exact,Método,Una manera.,Método,Uma maneira.\nstart,Método Rápido,Dos.,Método Rápido,Dois.\n"


@pytest.fixture(scope="module")
def glossary(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Glossary]:
    with Glossary.open(table_glossary(tmp_path_factory.mktemp("typos"), TABLE)) as g:
        yield g


@pytest.mark.parametrize("typo", ["metdo", "metodp", "mteodo"])
def test_a_typo_lists_the_corrected_term_first_then_terms_starting_with_it(
    glossary: Glossary, typo: str
) -> None:
    assert ["método"] == glossary.suggest(typo)  # as the term writes it
    typed = [h.concept.slug for h in glossary.search("metodo", limit=10)]
    assert ["metodo", "metodo-rapido"] == typed[:2]  # as the corrected spelling lists them
    corrected = [h.concept.slug for h in glossary.search(typo, limit=10)]
    assert ["metodo", "metodo-rapido"] == corrected[:2]


def test_a_correction_is_said_as_the_glossary_writes_it(tmp_path: Path) -> None:
    # "anos" was corrected to "ano", which in Spanish is another word than "año".
    db = table_glossary(tmp_path, "es,es_definition,pt,pt_definition\n"
                                  "Año luz,Distancia que recorre la luz.,Ano-luz,Distância.\n"
                                  "Señal,Magnitud que varía.,Sinal,Grandeza.\n")
    with Glossary.open(db) as g:
        assert ["año"] == g.suggest("anyo")
        hits = g.search("senyal")
        assert ["señal"] == [h.corrected for h in hits]
        assert "señal" == corrected_query(hits)


def test_did_you_mean_spells_its_words_without_a_search_each(
    glossary: Glossary, monkeypatch: pytest.MonkeyPatch
) -> None:
    # A search of every tier for each of up to five candidates, to spell them,
    # tripled the time of a keystroke that finds nothing at a million concepts;
    # an index probe per word spells them alike. Under a filter each candidate is
    # still searched, with the filter: the check that it finds something there.
    searched: list[str] = []
    search = glossary.search

    def counted(text: str, *args: object, **kwargs: object) -> object:
        searched.append(text)
        return search(text, *args, **kwargs)

    monkeypatch.setattr(glossary, "search", counted)
    assert ["método"] == glossary.suggest("metdo")
    assert [] == searched
