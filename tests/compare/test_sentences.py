"""Sentences of a definition, and which sentences of each language go together."""

from __future__ import annotations

import pytest

from glossary_desktop.compare import align
from glossary_desktop.compare.sentences import Row, sentence_rows, sentence_spans


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Una idea.", ["Una idea."]),
        ("Una idea. Otra idea.", ["Una idea.", "Otra idea."]),
        ("  Uno.   Dos!  ", ["Uno.", "Dos!"]),
        ("Usa p. ej. datos. Fin", ["Usa p. ej. datos.", "Fin"]),  # no capital: no cut
        ("¿Qué es? ¡Esto! «Cita» final.", ["¿Qué es?", "¡Esto!", "«Cita» final."]),
        ("Hay 3 tipos. 2 son raros.", ["Hay 3 tipos.", "2 son raros."]),
        ("Versión 2.0 estable.", ["Versión 2.0 estable."]),
        ("", []),
    ],
)
def test_sentence_spans(text: str, expected: list[str]) -> None:
    assert expected == [text[a:b] for a, b in sentence_spans(text)]


def rows(es: str, pt: str) -> list[Row]:
    return sentence_rows(sentence_spans(es), sentence_spans(pt), align(es, pt))


@pytest.mark.parametrize(
    ("es", "pt", "expected"),
    [
        (  # as many on each side: one to one
            "Los datos se dividen. El modelo se copia.",
            "Os dados são divididos. O modelo é copiado.",
            [Row(0, 1, 0, 1), Row(1, 2, 1, 2)],
        ),
        (  # the Portuguese says the first Spanish sentence in two
            "Los datos se dividen y el modelo se copia. Cada nodo calcula gradientes.",
            "Os dados são divididos. O modelo é copiado. Cada nó calcula gradientes.",
            [Row(0, 1, 0, 2), Row(1, 2, 2, 3)],
        ),
        (  # the Spanish says the last Portuguese sentence in two
            "Cada nodo calcula gradientes. Los datos se dividen. El modelo se copia.",
            "Cada nó calcula gradientes. Os dados são divididos e o modelo é copiado.",
            [Row(0, 1, 0, 1), Row(1, 3, 1, 2)],
        ),
        ("Una frase sola.", "Uma frase só.", [Row(0, 1, 0, 1)]),
        ("", "Uma frase só.", []),
    ],
)
def test_sentence_rows_follow_the_word_links(es: str, pt: str, expected: list[Row]) -> None:
    assert expected == rows(es, pt)


def test_a_stray_link_does_not_merge_rows() -> None:
    # "comunicación" in the first Spanish sentence links to the last Portuguese one.
    es = ("Los nodos calculan gradientes con un coste de comunicación alto. "
          "Reduce el tiempo. Requiere comunicación y memoria.")
    pt = "Os nós calculam gradientes. Reduz o tempo. Requer comunicação. Requer memória."
    assert [Row(0, 1, 0, 1), Row(1, 2, 1, 2), Row(2, 3, 2, 4)] == rows(es, pt)


def test_a_thousand_sentences_make_one_row() -> None:
    es = " ".join(f"Frase {i}." for i in range(1000))
    pt = " ".join(f"Frase {i}." for i in range(999))
    assert [Row(0, 1000, 0, 999)] == rows(es, pt)
