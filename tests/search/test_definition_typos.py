"""A typo of a word only definitions use is corrected too, after the term words."""

from __future__ import annotations

import csv
import io
import shutil
import sqlite3
from collections.abc import Iterator
from pathlib import Path

import pytest

from glossary_desktop import Glossary
from glossary_desktop.domain import Tier, corrected_query
from glossary_desktop.search.engine import FUZZY_BELOW
from glossary_desktop.search.fuzzy import MIN_LENGTH, MIN_SCORE
from glossary_desktop.text import words
from tests.importer.tbx_files import table_glossary

HEADER = "es,es_definition,pt,pt_definition\n"
ROWS = {
    "federado": "Aprendizaje federado,\"Entrena modelos sin mover los datos, por privacidad.\","
                "Aprendizado federado,\"Treina modelos sem mover os dados, por privacidade.\"\n",
    "busqueda": "Búsqueda informada,Usa una heurística para elegir el camino.,"
                "Busca informada,Usa uma estimativa para escolher o caminho.\n",
    "inferencia": "Inferencia en tiempo real,Responde en milisegundos.,"
                  "Inferência em tempo real,Responde com baixa latência.\n",
    "robusto": "Sistema robusto,Resiste a fallos gracias a su modelado.,"
               "Sistema robusto,Um sistema confiável resiste a falhas.\n",
    "redondeo": "Redondeo,Una cuantificación de valores continuos.,"
                "Arredondamento,Uma quantificação de valores contínuos.\n",
    # Its terms' words are close to "cuantificación" and "quantificação" too.
    "cuantizacion": "Cuantización,Guarda los pesos con menos bits.,"
                    "Quantização,Guarda os pesos com menos bits.\n",
}
TABLE = HEADER + "".join(ROWS.values())
WITHOUT_QUANTIZATION = HEADER + "".join(r for k, r in ROWS.items() if k != "cuantizacion")


@pytest.fixture(scope="module")
def glossary(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Glossary]:
    with Glossary.open(table_glossary(tmp_path_factory.mktemp("definitions"), TABLE)) as g:
        yield g


@pytest.fixture(scope="module")
def without_quantization(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Glossary]:
    folder = tmp_path_factory.mktemp("definitions-only")
    with Glossary.open(table_glossary(folder, WITHOUT_QUANTIZATION)) as g:
        yield g


@pytest.fixture(scope="module")
def old_db(glossary: Glossary, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The same glossary as a build from before ``definition_words``."""
    path = tmp_path_factory.mktemp("old") / "g.db"
    shutil.copy(glossary.path, path)
    conn = sqlite3.connect(path)
    conn.execute("DROP TABLE IF EXISTS definition_words")  # and its index
    conn.close()
    return path


def test_the_importer_keeps_each_definition_word_no_term_has_once_folded(
    glossary: Glossary,
) -> None:
    rows = list(csv.reader(io.StringIO(TABLE)))[1:]
    term_words = {w for es, _, pt, _ in rows for w in words(f"{es} {pt}")}
    defined = {w for _, es, _, pt in rows for w in words(f"{es} {pt}") if len(w) >= MIN_LENGTH}
    conn = sqlite3.connect(glossary.path)
    try:
        stored = conn.execute(
            "SELECT word, first, length FROM definition_words ORDER BY word"
        ).fetchall()
    finally:
        conn.close()
    assert sorted((w, w[0], len(w)) for w in defined - term_words) == stored
    assert {"latencia", "heuristica", "cuantificacion"} <= {w for w, _, _ in stored}


def slugs(g: Glossary, text: str) -> list[str]:
    return [h.concept.slug for h in g.search(text)]


# typo -> the concept it finds first, and the correction said, as the text writes it.
DEFINITION_TYPOS = [
    # es
    ("privasidad", "aprendizaje-federado", "privacidad"),
    ("heuristca", "busqueda-informada", "heurística"),  # the accent the definition has
    ("modelaod", "sistema-robusto", "modelado"),
    ("tiempo milisegudos", "inferencia-en-tiempo-real", "tiempo milisegundos"),  # + a term word
    # pt
    ("privasidade", "aprendizaje-federado", "privacidade"),
    ("latensia", "inferencia-en-tiempo-real", "latência"),
    ("confiavle", "sistema-robusto", "confiável"),
    ("baixa latensia", "inferencia-en-tiempo-real", "baixa latência"),  # two definition words
    ("tempo latensia", "inferencia-en-tiempo-real", "tempo latência"),  # + a term word
]


@pytest.mark.parametrize(("typo", "first", "said"), DEFINITION_TYPOS)
def test_a_typo_of_a_word_only_definitions_have_is_corrected(
    glossary: Glossary, typo: str, first: str, said: str
) -> None:
    hits = glossary.search(typo)
    assert first == hits[0].concept.slug
    assert {Tier.FUZZY} == {h.tier for h in hits}
    assert said == corrected_query(hits)  # "No results for ...; showing results for ..."
    assert said == glossary.suggest(typo)[0]


@pytest.mark.parametrize(("typo", "said"), [
    (typo, said) for typo, _first, said in DEFINITION_TYPOS if " " not in typo
])
def test_a_corrected_definition_word_is_shown_in_its_definition(
    glossary: Glossary, typo: str, said: str
) -> None:
    # As for a definition hit, the list shows the words around the match: the
    # concept's terms do not say why it is there.
    found = glossary.search(typo)[0].excerpt
    assert found is not None
    assert [said] == [found.text[s.start : s.end].lower() for s in found.spans]


# typo -> the correction toward a term word; toward a definition word where no term has
# one. Each typo is closer to the definition word ("cuantificación": 93, 92 to
# "cuantización"), yet the term word wins.
TERM_FIRST = [
    ("cuantifizacion", "cuantización", "cuantificación"),  # es
    ("quantifização", "quantização", "quantificação"),  # pt
]


@pytest.mark.parametrize(("typo", "term_word", "definition_word"), TERM_FIRST)
def test_a_correction_toward_a_term_word_wins(
    glossary: Glossary, without_quantization: Glossary,
    typo: str, term_word: str, definition_word: str,
) -> None:
    assert term_word == corrected_query(glossary.search(typo))
    assert ["cuantizacion"] == slugs(glossary, typo)
    # The definition word was close enough all along: it is what the typo finds
    # in the glossary without the term.
    assert definition_word == corrected_query(without_quantization.search(typo))
    assert ["redondeo"] == slugs(without_quantization, typo)


# Typed right, whole or in part -> the typo of the same word.
TYPED_RIGHT = [
    ("privacidad", "privasidad"),  # es: a definition word
    ("privaci", "privasidad"),  # the start of one
    ("heurística", "heuristca"),
    ("heur", "heuristca"),
    ("latência", "latensia"),  # pt
    ("laten", "latensia"),
    ("confiável", "confiavle"),
]


@pytest.mark.parametrize(("typed", "typo"), TYPED_RIGHT)
def test_a_word_typed_right_whole_or_in_part_is_not_corrected(
    glossary: Glossary, typed: str, typo: str
) -> None:
    hits = glossary.search(typed)
    assert {Tier.DEFINITION} == {h.tier for h in hits}
    assert ("", []) == (corrected_query(hits), glossary.suggest(typed))
    # Typed wrong, the same concepts come as a correction.
    assert slugs(glossary, typed) == slugs(glossary, typo)
    assert "" != corrected_query(glossary.search(typo))


# A query found in a definition, though few times (so the typo tier runs), beside a
# definition word close to it: the reader typed what they meant.
WITH_RESULTS = [
    ("modelado", "modelos", "modelaod"),  # es
    ("modelos", "modelado", "modeloss"),
    ("privacidade", "privacidad", "privasidade"),  # pt ("privacidad", es, is close)
]


@pytest.mark.parametrize(("query", "close", "typo"), WITH_RESULTS)
def test_a_query_with_results_is_not_corrected(
    glossary: Glossary, query: str, close: str, typo: str
) -> None:
    from rapidfuzz import fuzz

    assert fuzz.ratio(query, close) >= MIN_SCORE  # a correction a query without results gets
    hits = glossary.search(query)
    assert 0 < len(hits) < FUZZY_BELOW
    assert {Tier.DEFINITION} == {h.tier for h in hits}
    assert ("", []) == (corrected_query(hits), glossary.suggest(query))
    assert query == corrected_query(glossary.search(typo))


# typo -> its correction in a glossary built now (es, pt).
BUILT_NOW = [("privasidad", "privacidad"), ("latensia", "latência")]


@pytest.mark.parametrize(("typo", "said"), BUILT_NOW)
def test_a_glossary_built_before_opens_and_corrects_toward_term_words_only(
    glossary: Glossary, old_db: Path, typo: str, said: str
) -> None:
    assert said == corrected_query(glossary.search(typo))
    with Glossary.open(old_db) as old:
        assert ([], []) == (old.search(typo), old.suggest(typo))
        assert "cuantización" == corrected_query(old.search("cuantizasion"))  # a term word
        assert "quantização" == corrected_query(old.search("quantizaco"))
        assert ["inferencia-en-tiempo-real"] == slugs(old, "latência")  # the definition tier
