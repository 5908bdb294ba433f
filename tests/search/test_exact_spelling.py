"""Among matches a tier ranks equal, a term spelt as typed comes first (issue 30).

The whole-term tier is tested through the command line and the window
(tests/cli/test_exact_spelling.py, tests/ui/test_exact_spelling_list.py); here the
tiers that tie otherwise: one folded key in the term-prefix walk, one bm25 score in
the term-word index.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from glossary_desktop.domain import Tier
from glossary_desktop.glossary import Glossary
from tests.importer.tbx_files import table_glossary

# Each pair is written in the order that leaves one of its two searches to the
# tie-break: the index alone returns the first written first.
TABLE = """es,es_definition,pt,pt_definition
Ano luz,Término inventado para la prueba.,,
Año luz,Distancia que recorre la luz en un año.,,
Cáncer de ano,Tumor del orificio.,,
Duración del año,Tiempo de un periodo de doce meses.,,
"""


@pytest.fixture(scope="module")
def glossary(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Glossary]:
    g = Glossary.open(table_glossary(tmp_path_factory.mktemp("spelt"), TABLE, "spelt.csv"))
    yield g
    g.close()


def _first(glossary: Glossary, query: str, tier: Tier) -> list[str]:
    hits = [h for h in glossary.search(query) if h.tier is tier]
    return [h.concept.es.term for h in hits]


@pytest.mark.parametrize(
    ("query", "terms"),
    [("año l", ["Año luz", "Ano luz"]), ("ano l", ["Ano luz", "Año luz"])],
)
def test_terms_starting_alike_list_the_one_spelt_as_typed_first(
    glossary: Glossary, query: str, terms: list[str]
) -> None:
    assert terms == _first(glossary, query, Tier.TERM_PREFIX)


@pytest.mark.parametrize(
    ("query", "terms"),
    [("año", ["Duración del año", "Cáncer de ano"]),
     ("ano", ["Cáncer de ano", "Duración del año"])],
)
def test_terms_holding_a_word_alike_list_the_one_spelt_as_typed_first(
    glossary: Glossary, query: str, terms: list[str]
) -> None:
    assert terms == _first(glossary, query, Tier.TERM_WORD)


def test_a_key_across_a_page_of_the_prefix_walk_is_read_whole(tmp_path: Path) -> None:
    # 99 terms before the two "ano luz": the walk's first page of 100 ends inside them.
    rows = [f"Ano a{i:03},Relleno.,," for i in range(99)]
    table = "es,es_definition,pt,pt_definition\n" + "\n".join(
        [*rows, "Ano luz,Término inventado.,,", "Año luz,Distancia.,,"]) + "\n"
    with Glossary.open(table_glossary(tmp_path, table, "pages.csv")) as glossary:
        hits = [h for h in glossary.search("año", limit=200) if h.tier is Tier.TERM_PREFIX]
    assert ["Año luz", "Ano luz"] == [h.concept.es.term for h in hits][-2:]
