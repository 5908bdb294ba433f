"""Words typed together or apart find the term, as a correction ("did you mean")."""

from __future__ import annotations

from collections.abc import Collection, Iterator
from pathlib import Path

import pytest

from glossary_desktop import Glossary
from glossary_desktop.domain import Tier, corrected_query
from glossary_desktop.search.spacing import respaced
from tests.importer.tbx_files import table_glossary

# Each language writes some terms apart and some together, not always as the other does.
TABLE = (
    "es,es_definition,pt,pt_definition\n"
    "Multi nube,Varias nubes a la vez.,Multinuvem,Várias nuvens ao mesmo tempo.\n"
    "Autoescalado,Ajuste solo de recursos.,Escalonamento automático,Ajuste sozinho.\n"
    "Retropropagación,Propaga el error hacia atrás.,Retropropagação,Propaga o erro.\n"
    "Preentrenamiento,Fase antes del ajuste fino.,Pré-treinamento,Treinamento prévio.\n"
    "Hiperparámetro,Valor fijado antes.,Hiperparâmetro,Valor fixado antes.\n"
    # "Meta" and "Datos" are terms: "meta datos" is two words, though "Metadatos" is one.
    "Meta,Objetivo.,Meta,Objetivo.\n"
    "Datos,Hechos.,Dados,Fatos.\n"
    "Metadatos,Información sobre la información.,Metadados,Informação sobre a informação.\n"
    "Calidad de datos,Cumplir la meta fijada para los datos.,Qualidade de dados,"
    "Cumprir a meta fixada para os dados.\n"
    "Meta de calidad de datos,Nivel que se espera.,Meta de qualidade de dados,Nível esperado.\n"
)


@pytest.fixture(scope="module")
def glossary(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Glossary]:
    with Glossary.open(table_glossary(tmp_path_factory.mktemp("spacing"), TABLE)) as g:
        yield g


@pytest.fixture(scope="module")
def seed(glossary_db: Path) -> Iterator[Glossary]:
    with Glossary.open(glossary_db) as g:
        yield g


# query -> the first result's slug, and the correction said ("Showing results for").
RESPACED = [
    # es
    ("multinube", "multi-nube", "multi nube"),  # split where the term writes it apart
    ("auto escalado", "autoescalado", "autoescalado"),  # joined where it writes one word
    ("auto-escalado", "autoescalado", "autoescalado"),
    ("retro propagacion", "retropropagacion", "retropropagación"),  # accents fold
    ("hiper-parámetro", "hiperparametro", "hiperparámetro"),
    ("pre entrenamiento", "preentrenamiento", "preentrenamiento"),
    # pt
    ("multi nuvem", "multi-nube", "multinuvem"),
    ("multi-nuvem", "multi-nube", "multinuvem"),
    ("escalonamentoautomatico", "autoescalado", "escalonamento automático"),
    ("retro-propagação", "retropropagacion", "retropropagação"),
    ("pretreinamento", "preentrenamiento", "pré treinamento"),  # "Pré-treinamento"
]

# The same in the bundled glossary.
SEED = [
    ("multinube", "despliegue-ml-multi-nube", "multi nube"),  # es
    ("auto scaling", "autoscaling-ml", "autoscaling"),
    ("auto-scaling", "autoscaling-ml", "autoscaling"),
    ("tensor flow", "tensorflow-distribuido", "tensorflow"),
    ("entrenamientoasincrónico", "entrenamiento-asincronico", "entrenamiento asincrónico"),
    ("treinamentosincrono", "entrenamiento-sincronico", "treinamento síncrono"),  # pt
    ("aprendizagemprofunda", "aprendizaje-profundo-distribuido", "aprendizagem profunda"),
    ("py torch distribuído", "pytorch-distribuido", "pytorch distribuido"),
]


@pytest.mark.parametrize(
    ("source", "text", "first", "said"),
    [("glossary", *case) for case in RESPACED] + [("seed", *case) for case in SEED],
)
def test_words_typed_together_or_apart_find_the_term_as_a_correction(
    request: pytest.FixtureRequest, source: str, text: str, first: str, said: str
) -> None:
    glossary: Glossary = request.getfixturevalue(source)
    hits = glossary.search(text)
    assert (first, Tier.FUZZY) == (hits[0].concept.slug, hits[0].tier)
    assert said == corrected_query(hits)
    assert said == glossary.suggest(text)[0]


# query -> every result's slug, as before words were joined or split.
UNCHANGED = [
    # two terms, in a term and a definition together
    ("meta datos", ["meta-de-calidad-de-datos", "calidad-de-datos"]),
    ("meta dados", ["meta-de-calidad-de-datos", "calidad-de-datos"]),
    ("multi nube", ["multi-nube"]),  # exact, written apart
    ("multinuvem", ["multi-nube"]),  # exact, written together
    ("metadatos", ["metadatos"]),  # exact, not split though its halves are terms
    ("metadados", ["metadatos"]),
    ("retro", ["retropropagacion"]),  # prefix
    ("multinu", ["multi-nube"]),
]


@pytest.mark.parametrize(("text", "slugs"), UNCHANGED)
def test_words_found_as_typed_are_not_joined_or_split(
    glossary: Glossary, text: str, slugs: list[str]
) -> None:
    hits = glossary.search(text)
    assert slugs == [h.concept.slug for h in hits]
    assert Tier.FUZZY not in {h.tier for h in hits}


def test_two_words_that_are_terms_are_not_offered_joined(glossary: Glossary) -> None:
    assert [] == glossary.suggest("meta datos")


def test_respacing_asks_the_term_words_once_and_splits_evenly() -> None:
    asked: list[set[str]] = []

    def whole(words: Collection[str]) -> set[str]:
        asked.append(set(words))
        return {"ma", "chinelearning", "machine", "learning", "deep"} & set(words)

    typed = ("deep", "machinelearning")
    assert ("deep", "machine", "learning") == respaced(typed, [False, True], whole)
    assert 1 == len(asked)  # one statement, whatever the number of ways to split
    assert ("deep", "machinelearning") == respaced(typed, [False, False], whole)  # known: kept
