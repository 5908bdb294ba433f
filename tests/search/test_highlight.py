"""What a query marks in a text: whole query words and their forms, the typed word's start.

The tester's story: for "descida de gradiente" the list marked "De" inside
"Descenso", "de" inside "del" and every "de" of the definitions. A highlight
says why a row is there; glue words and two letters inside a word do not.
"""

from __future__ import annotations

import pytest

from glossary_desktop.search.highlight import span_finder
from glossary_desktop.search.query import Query


def marked(query: str, text: str, forms: tuple[str, ...] = ()) -> list[str]:
    spans = span_finder(Query.parse(query).tokens, forms)(text)
    return [text[s.start : s.end] for s in spans]


@pytest.mark.parametrize(
    ("query", "text", "expected"),
    [
        # The tester's rows: "de" marks neither "Descenso" nor "del", nor "de" alone.
        ("descida de gradiente", "Descenso de Gradiente", ["Gradiente"]),
        ("descida de gradiente", "Descida de Gradiente", ["Descida", "de", "Gradiente"]),
        ("descida de gradiente", "el cálculo del gradiente de la pérdida", ["gradiente"]),
        ("descida de gradiente", "Algoritmo de optimización que usa el gradiente.", ["gradiente"]),
        # The typed word marks the start of a word from three letters on...
        ("paral", "Paralelismo de Datos", ["Paral"]),
        ("datos paral", "Paralelismo de Datos", ["Paral", "Datos"]),
        # ...never two letters inside a word, and only the last word is being typed.
        ("pa", "Paralelismo de Datos", []),
        ("paral datos", "Paralelismo de Datos", ["Datos"]),
        # Other forms, found by stem, whole words: plural, gender, accents.
        ("gradientes", "Descida de Gradiente", ["Gradiente"]),
        ("redes neurais", "Una red neuronal y las redes.", ["red", "redes"]),
        ("distribuidas", "Entrenamiento Distribuido", ["Distribuido"]),
        ("funções", "Função de ativação", ["Função"]),
        # Glue words: marked between marked words, or when the query is nothing else.
        ("de", "Descenso de Gradiente", ["de"]),
        ("el", "El modelo y el dato", ["El", "el"]),
        ("gradiente de", "gradiente de la pérdida de datos", ["gradiente"]),
        ("paralelismo de datos", "El paralelismo de datos, de nuevo datos.",
         ["paralelismo", "de", "datos", "datos"]),
        # A short word that is not glue is still a word: whole only.
        ("ia", "IA generativa, iatrogenia", ["IA"]),
        # Case and accents ignored; the spans are the text's own characters.
        ("sincronico", "Entrenamiento Sincrónico", ["Sincrónico"]),
    ],
)
def test_a_query_marks_its_words_and_their_forms(
    query: str, text: str, expected: list[str]
) -> None:
    assert expected == marked(query, text)


def test_forms_the_engine_found_are_marked_as_whole_words() -> None:
    assert ["red"] == marked("redes", "Redundancia de red", forms=("red",))
