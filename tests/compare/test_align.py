"""Word counterparts of two texts: cognates, names, the list, order, gaps, offsets."""

from __future__ import annotations

import pytest

from glossary_desktop.compare import Alignment, align
from glossary_desktop.compare.cognates import is_name
from glossary_desktop.compare.lexicon import Lexicon
from glossary_desktop.domain import Lang, Span


def pairs(es: str, pt: str, a: Alignment) -> list[tuple[str, str]]:
    return [(es[p.es.start:p.es.end], pt[p.pt.start:p.pt.end]) for p in a.pairs]


def texts(spans: tuple[Span, ...], text: str) -> list[str]:
    return [text[s.start:s.end] for s in spans]


@pytest.mark.parametrize(
    ("es", "pt", "expected"),
    [
        # look-alikes, through the regular sound correspondences
        ("los datos se particionan", "os dados são particionados",
         [("los", "os"), ("datos", "dados"), ("se", "são"), ("particionan", "particionados")]),
        ("computadoras y llamadas", "computadores e chamadas",
         [("computadoras", "computadores"), ("y", "e"), ("llamadas", "chamadas")]),
        ("la agregación de variables", "a agregação de variáveis",
         [("la", "a"), ("agregación", "agregação"), ("de", "de"), ("variables", "variáveis")]),
        # names agree letter for letter (a plural s aside), numbers exactly
        ("múltiples GPU en 2024", "múltiplas GPUs em 2024",
         [("múltiples", "múltiplas"), ("GPU", "GPUs"), ("en", "em"), ("2024", "2024")]),
        # several words a side, from the hand-checked list
        ("pudiendo crear cuellos de botella", "podendo criar gargalos",
         [("pudiendo", "podendo"), ("crear", "criar"), ("cuellos de botella", "gargalos")]),
        ("en lugar de datos", "em vez de dados",
         [("en lugar de", "em vez de"), ("datos", "dados")]),
        # one to three words left between two counterparts translate each other
        ("mejorando la velocidad a costa de una posible inconsistencia",
         "melhorando a velocidade ao custo de uma eventual consistência",
         [("mejorando", "melhorando"), ("la", "a"), ("velocidad", "velocidade"),
          ("a", "ao"), ("costa", "custo"), ("de", "de"), ("una", "uma"),
          ("posible", "eventual"), ("inconsistencia", "consistência")]),
        # two words a side written as one on the other
        ("comunicación entre procesos optimizada", "comunicação interprocessos otimizada",
         [("comunicación", "comunicação"), ("entre procesos", "interprocessos"),
          ("optimizada", "otimizada")]),
        ("comunicación interprocesos optimizada", "comunicação entre processos otimizada",
         [("comunicación", "comunicação"), ("interprocesos", "entre processos"),
          ("optimizada", "otimizada")]),
        ("Aprendizaje Automático Distribuido", "Aprendizado de Máquina Distribuído",
         [("Aprendizaje", "Aprendizado"), ("Automático", "de Máquina"),
          ("Distribuido", "Distribuído")]),
    ],
)
def test_counterparts(es: str, pt: str, expected: list[tuple[str, str]]) -> None:
    a = align(es, pt)
    assert expected == pairs(es, pt, a)
    assert ((), ()) == (a.unmatched_es, a.unmatched_pt)
    assert 1.0 == a.similarity


def test_a_short_word_is_not_joined_to_its_neighbour() -> None:
    es, pt = "redes y modelos", "redes modelos"
    a = align(es, pt)
    assert [("redes", "redes"), ("modelos", "modelos")] == pairs(es, pt, a)
    assert ["y"] == texts(a.unmatched_es, es)


def test_repeated_words_pair_in_order() -> None:
    es = "el modelo de datos de ML de cada nodo"
    pt = "o modelo de dados de ML de cada nó"
    a = align(es, pt)
    assert {(i, i) for i in range(9)} == a.word_links()


def test_names_and_numbers_that_differ_are_not_counterparts() -> None:
    es, pt = "TensorFlow 2023 y PyTorch", "JAX 2024 e PyTorch"
    a = align(es, pt)
    assert [("y", "e"), ("PyTorch", "PyTorch")] == pairs(es, pt, a)
    assert ["TensorFlow", "2023"] == texts(a.unmatched_es, es)
    assert ["JAX", "2024"] == texts(a.unmatched_pt, pt)


def test_an_omission_is_unmatched_and_lowers_the_similarity() -> None:
    es = "Técnica donde los datos se particionan entre diferentes computadoras heterogéneas " \
         "que ejecutan el mismo modelo en paralelo."
    pt = "Técnica onde os dados são particionados entre diferentes computadores que executam " \
         "o mesmo modelo em paralelo."
    a = align(es, pt)
    assert ["heterogéneas"] == texts(a.unmatched_es, es)
    assert () == a.unmatched_pt
    chars = sum(s.end - s.start for s in (*a.es_words, *a.pt_words))
    assert pytest.approx((chars - len("heterogéneas")) / chars) == a.similarity


def test_a_moved_word_is_found_out_of_order() -> None:
    es = "sincronización automática de variables entre nodos"
    pt = "variáveis sincronizadas de forma automática entre nós"
    a = align(es, pt)
    assert ("variables", "variáveis") in pairs(es, pt, a)


def test_a_sentence_added_at_the_end_does_not_pull_the_last_word_to_it() -> None:
    """The chain keeps "dentro de un proceso" / "dentro de um processo" together: the
    look-alike in the added sentence is nearer in relative position, no better."""
    es = "Instrucciones que el sistema puede planificar dentro de un proceso."
    pt = ("Instruções que o sistema pode escalonar dentro de um processo. "
          "Os threads de um mesmo processo compartilham a memória dele.")
    found = pairs(es, pt, align(es, pt))
    assert [("dentro", "dentro"), ("de", "de"), ("un", "um"), ("proceso", "processo")] \
        == found[-4:]
    assert pt.index("processo") == align(es, pt).pairs[-1].pt.start


def test_a_function_word_does_not_pull_the_chain_from_a_content_word() -> None:
    """A sentence the Portuguese leaves out: its "de" must not take the Portuguese
    "de", with "vez" / "vez" given up and the words between paired at random."""
    es = ("Tokens que el modelo puede tener en cuenta a la vez. "
          "Lo que queda fuera de ella se olvida.")
    pt = "Tokens que o modelo consegue levar em conta de uma só vez."
    a = align(es, pt)
    assert ("vez", "vez") == pairs(es, pt, a)[-1]
    assert ["Lo", "que", "queda", "fuera", "de", "ella", "se", "olvida"] \
        == texts(a.unmatched_es, es)[-8:]


def test_unrelated_texts_have_few_counterparts() -> None:
    es = "Orquestación de contenedores adaptada a las cargas de trabajo de machine learning"
    pt = "Biblioteca de computação paralela flexível para Python que estende pandas e NumPy"
    assert align(es, pt).similarity < 0.3


@pytest.mark.parametrize(("es", "pt"), [("", ""), ("datos", ""), ("", "dados"), ("—", "...")])
def test_texts_without_words(es: str, pt: str) -> None:
    a = align(es, pt)
    assert () == a.pairs
    assert len(a.es_words) + len(a.pt_words) == len(a.unmatched_es) + len(a.unmatched_pt)


def test_offsets_are_python_string_indices() -> None:
    es = "🙂 «Los datos», dijo."  # a character outside the BMP before the words
    pt = "🙂 «Os dados», disse."
    a = align(es, pt)
    assert [("Los", "Os"), ("datos", "dados"), ("dijo", "disse")] == pairs(es, pt, a)
    assert Span(3, 6) == a.pairs[0].es


def test_the_counterpart_under_a_caret_or_the_mouse() -> None:
    es, pt = "los datos se particionan", "os dados são particionados"
    a = align(es, pt)
    at = es.index("particionan") + 3
    pair = a.counterpart(Lang.ES, at)
    assert pair is not None
    assert "particionados" == pt[pair.pt.start:pair.pt.end]
    back = a.counterpart(Lang.PT, pair.pt.start)
    assert pair == back
    assert a.counterpart(Lang.ES, es.index(" ")) is None  # between words


def test_the_list_pairs_words_that_do_not_look_alike() -> None:
    es, pt = "nodos y enfoque", "abordagem e nós"  # moved: order cannot tell
    with_list = pairs(es, pt, align(es, pt))
    assert {("nodos", "nós"), ("y", "e"), ("enfoque", "abordagem")} == set(with_list)
    without = pairs(es, pt, align(es, pt, Lexicon([])))
    assert ("nodos", "nós") not in without
    assert ("enfoque", "abordagem") not in without


@pytest.mark.parametrize(
    ("es", "pt"),
    [
        ("los datos", "os dados " + "muito " * 400),
        ("los datos " + "mucho " * 400, "os dados"),
        ("mucho " * 400 + "los datos", "os dados"),
    ],
)
def test_very_unequal_lengths(es: str, pt: str) -> None:
    a = align(es, pt)
    assert [("los", "os"), ("datos", "dados")] == pairs(es, pt, a)


@pytest.mark.parametrize(
    ("es", "pt", "expected", "unmatched"),
    [
        # Spanish "larga" is Portuguese "longa"; Portuguese "larga" is Spanish "ancha"
        ("una ventana larga y ancha exige memoria", "uma janela longa e larga exige memória",
         [("una", "uma"), ("ventana", "janela"), ("larga", "longa"), ("y", "e"),
          ("ancha", "larga"), ("exige", "exige"), ("memoria", "memória")], ([], [])),
        # a translation that took the false friend: the difference is shown, not hidden
        ("la oficina del usuario", "a oficina do usuário",
         [("la", "a"), ("del", "do"), ("usuario", "usuário")], (["oficina"], ["oficina"])),
        ("un valor exquisito del modelo", "um valor esquisito do modelo",
         [("un", "um"), ("valor", "valor"), ("del", "do"), ("modelo", "modelo")],
         (["exquisito"], ["esquisito"])),
    ],
    ids=["largo-longo", "oficina", "exquisito-esquisito"],
)
def test_false_friends_are_not_counterparts(
    es: str, pt: str, expected: list[tuple[str, str]], unmatched: tuple[list[str], list[str]]
) -> None:
    """Words that look alike but mean different things (``largo`` is long in
    Spanish, wide in Portuguese) are never paired by their spelling."""
    a = align(es, pt)
    assert expected == pairs(es, pt, a)
    assert unmatched == (texts(a.unmatched_es, es), texts(a.unmatched_pt, pt))


@pytest.mark.parametrize(
    ("token", "name"),
    [("GPU", True), ("NumPy", True), ("iPhone", True), ("ÁRBOL", True), ("2024", True),
     ("x86", True), ("Datos", False), ("datos", False), ("Ñandú", False), ("y", False),
     ("A", False), ("computación", False)],
)
def test_a_name_is_a_capital_after_the_first_letter_or_a_digit(token: str, name: bool) -> None:
    assert name == is_name(token)
