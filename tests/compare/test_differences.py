"""What differs between two texts, case by case: the rules of each kind, on
sentences a translator would write (the corpus measures them on whole pairs)."""

from __future__ import annotations

import pytest

from glossary_desktop.compare import ReasonCode, compare_concept, english
from glossary_desktop.compare.reasons import WORDING, Reason
from glossary_desktop.compare.vocabulary import lemma, negative_prefix
from glossary_desktop.domain import Concept, Entry, Field, Lang


def differences(es: str, pt: str) -> list[tuple[str, str | None, str | None]]:
    """(kind, Spanish place, Portuguese place) of each difference of two definitions."""
    concept = Concept(1, "x", "v", {Lang.ES: Entry(Lang.ES, "Modelo", es),
                                    Lang.PT: Entry(Lang.PT, "Modelo", pt)})
    compared = compare_concept(concept)
    assert compared is not None
    return [(d.kind.value, es[d.es.start:d.es.end] if d.es else None,
             pt[d.pt.start:d.pt.end] if d.pt else None)
            for d in compared.differences if d.field is Field.DEFINITION]


@pytest.mark.parametrize(
    ("es", "pt"),
    [
        ("responde en <100ms a cada solicitud.", "responde em < 100 ms a cada solicitação."),
        ("un valor de 0,5 para 1.000 ejemplos.", "um valor de 0.5 para 1000 exemplos."),
        ("es 10x más rápido en la GPU.", "é 10 vezes mais rápido na GPU."),
        ("cubre el 99 % de los casos.", "cobre 99% dos casos."),
        ("filtros de 3×3 píxeles y dos capas.", "filtros de 3 x 3 pixels e duas camadas."),
    ],
)
def test_a_number_written_otherwise_is_the_same(es: str, pt: str) -> None:
    assert [] == differences(es, pt)


@pytest.mark.parametrize(
    ("es", "pt", "places"),
    [
        ("con 100 ejemplos por lote.", "com 1000 exemplos por lote.", ("100", "1000")),
        ("menos del 2 % de los casos.", "menos de 20% dos casos.", ("2 %", "20%")),
        ("se entrena en la GPU.", "é treinado na CPU.", ("GPU", "CPU")),
        ("responde en <300 ms siempre.", "responde em >300 ms sempre.", ("<300 ms", ">300 ms")),
    ],
)
def test_a_number_or_symbol_that_differs(es: str, pt: str, places: tuple[str, str]) -> None:
    assert [("number", *places)] == differences(es, pt)


@pytest.mark.parametrize(
    ("es", "pt", "places"),
    [
        ("a costa de una posible inconsistencia.", "ao custo de uma eventual consistência.",
         ("inconsistencia", "consistência")),
        ("los registros incompletos se descartan.", "os registros completos são descartados.",
         ("incompletos", "completos")),
        ("el modelo aprende sin etiquetas.", "o modelo aprende com rótulos.",
         ("sin etiquetas", "com rótulos")),
        ("el entrenamiento converge.", "o treinamento não converge.",
         ("converge", "não converge")),
    ],
)
def test_a_negation_on_one_side_only(es: str, pt: str, places: tuple[str, str]) -> None:
    assert [("negation", *places)] == differences(es, pt)


@pytest.mark.parametrize(
    ("es", "pt"),
    [
        # the negation moved from a word to a prefix, or said twice in Spanish
        ("no es posible entrenarlo así.", "é impossível treiná-lo assim."),
        ("el modelo no converge nunca.", "o modelo nunca converge."),
        ("datos sin etiquetar.", "dados não rotulados."),
        # prefixed on both sides; "sin embargo" negates nothing
        ("un resultado inconsistente.", "um resultado inconsistente."),
        ("es lento; sin embargo, es exacto.", "é lento; no entanto, é exato."),
    ],
)
def test_the_same_negation_said_otherwise_is_no_difference(es: str, pt: str) -> None:
    assert [] == differences(es, pt)


def test_a_clause_left_out_is_one_difference() -> None:
    es = "Un modelo pequeño imita a uno grande, y conserva así gran parte de su precisión."
    pt = "Um modelo pequeno imita um grande."
    assert [("missing", "conserva así gran parte de su precisión", None)] \
        == differences(es, pt)


def test_an_article_or_a_preposition_alone_is_no_difference() -> None:
    assert [] == differences("Se ejecuta en el servidor.", "Executa-se no servidor.")


def test_a_word_added_and_another_left_out_after_a_comma_are_two() -> None:
    es = "Técnica que reparte datos heterogéneos entre nodos en paralelo."
    pt = "Técnica que reparte dados entre nós em paralelo, sempre."
    assert [("missing", "heterogéneos", None), ("added", None, "sempre")] \
        == differences(es, pt)


@pytest.mark.parametrize(
    ("word", "lang", "expected"),
    [("capas", Lang.ES, "capa"), ("redes", Lang.ES, "red"), ("umbrales", Lang.ES, "umbral"),
     ("redes", Lang.PT, "rede"), ("neurais", Lang.PT, "neural"), ("vieses", Lang.PT, "vies"),
     ("viés", Lang.PT, "vies"), ("atribuições", Lang.PT, "atribuicao")],
)
def test_a_term_is_counted_without_its_plural(word: str, lang: Lang, expected: str) -> None:
    assert expected == lemma(word, lang)


@pytest.mark.parametrize(
    ("word", "rest"),
    [("inconsistencia", "consistencia"), ("desactiva", "activa"), ("irreversible", "reversible"),
     ("asincrono", "sincrono"), ("intenta", ""), ("amostra", ""), ("apresentada", "")],
)
def test_a_negative_prefix(word: str, rest: str) -> None:
    assert rest == negative_prefix(word)


def test_every_reason_is_worded_with_its_fields() -> None:
    assert set(ReasonCode) == set(WORDING)
    reason = Reason(ReasonCode.USUAL_PT, "entrenamiento", "formação", "treinamento", 9)
    assert "“entrenamiento” is “treinamento” in 9 other concepts" == english(reason)
    for code in ReasonCode:
        assert "{" not in english(Reason(code, "a", "b", "c", 3))
