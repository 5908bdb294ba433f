"""Words in any form: plural, gender and accents of a word find the terms that hold it."""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from pathlib import Path

import pytest

from glossary_desktop import Glossary
from glossary_desktop.domain import Field, Lang, Tier
from glossary_desktop.search.query import Query
from glossary_desktop.store.glossary_db import connect_readonly
from glossary_desktop.store.glossary_reads import Reads
from glossary_desktop.store.stems import forms, stems


@pytest.fixture(scope="module")
def glossary(glossary_db: Path) -> Iterator[Glossary]:
    with Glossary.open(glossary_db) as g:
        yield g


@pytest.fixture(scope="module")
def reads(glossary_db: Path) -> Iterator[Reads]:
    r = connect_readonly(glossary_db)
    yield r
    r.close()


# query -> the first result's title; every one found through another form of its words.
OTHER_FORMS = [
    ("gradientes", "Descenso de Gradiente Distribuido"),  # es plural -> singular
    ("servidores", "Servidor de Parámetros"),
    ("paralelismos", "Paralelismo de Datos"),
    ("inferencias", "Optimización de Inferencia"),
    ("agrupaciones", "Agrupación de Recursos"),
    ("profundas", "Aprendizaje Profundo Distribuido"),  # pt feminine plural -> Profunda/Profundo
    ("distribuídos", "Aprendizaje Profundo Distribuido"),  # pt, typed with its accent
    ("treinamentos", "Entrenamiento Sincrónico"),  # pt plural -> Treinamento
    ("síncronos", "Entrenamiento Sincrónico"),  # pt Síncrono
    ("orquestações", "Orquestación de Contenedores"),  # pt -ções needs its accents
    ("desc gradientes", "Descenso de Gradiente Distribuido"),  # a prefix beside another form
]


@pytest.mark.parametrize(("text", "first"), OTHER_FORMS)
def test_another_form_finds_the_term(glossary: Glossary, text: str, first: str) -> None:
    hit = glossary.search(text)[0]
    assert (first, Tier.TERM_STEM) == (hit.concept.title, hit.tier)


def test_gradientes_puts_the_gradient_concept_first(glossary: Glossary) -> None:
    # The issue's case: it was last, found only through other concepts' definitions.
    titles = [h.concept.title for h in glossary.search("gradientes")]
    assert "Descenso de Gradiente Distribuido" == titles[0]
    assert {"Entrenamiento Sincrónico", "Servidor de Parámetros"} <= set(titles[1:])


def test_distribuidas_finds_every_distributed_term_before_any_definition(
    glossary: Glossary,
) -> None:
    hits = glossary.search("distribuidas")
    by_term = [h for h in hits if h.tier is Tier.TERM_STEM]
    expected = {c.slug for c in glossary.concepts()
                if any("distribu" in e.term.lower() for e in c.entries.values())}
    assert expected == {h.concept.slug for h in by_term}
    assert by_term == hits[: len(by_term)]


@pytest.mark.parametrize(
    ("text", "expected_tiers"),
    [
        # "modelos" starts a word of one term (prefix), is "Modelo" in another (stem).
        ("modelos", [Tier.TERM_WORD, Tier.TERM_STEM]),
        ("gradiente", [Tier.TERM_WORD]),
        ("gradientes", [Tier.TERM_STEM]),
    ],
)
def test_exact_and_prefix_rank_above_other_forms(
    glossary: Glossary, text: str, expected_tiers: list[Tier]
) -> None:
    tiers = [h.tier for h in glossary.search(text) if h.tier < Tier.DEFINITION]
    assert expected_tiers == sorted(set(tiers))
    assert sorted(tiers) == tiers


def test_the_other_form_is_highlighted(glossary: Glossary) -> None:
    hit = glossary.search("gradientes")[0]
    term = hit.concept.pt.term if hit.concept.pt else ""
    assert ["Gradiente"] == [term[s.start : s.end] for s in hit.spans(Lang.PT, Field.TERM)]


@pytest.mark.parametrize(
    ("word", "stem"),
    [
        ("gradientes", "gradient"),
        ("Distribuidas", "distribu"),
        ("distribuídas", "distribu"),  # folded first, then stemmed
        ("orquestações", "orquest"),  # stemmed as written: the stemmer needs "ções"
        ("orquestación", "orquest"),
    ],
)
def test_stems_of_a_word(word: str, stem: str) -> None:
    assert stem in stems(word)


def test_forms_are_term_words_sharing_a_stem(reads: Reads) -> None:
    assert ["distribuida", "distribuido"] == forms(reads, "distribuidas")
    assert [] == forms(reads, "xyzzy")


@pytest.mark.parametrize(
    ("text", "other", "expected"),
    [
        ("gradientes", {"gradientes": ["gradiente"]},
         ('("gradientes"* OR "gradiente")', ("gradiente",))),
        # Forms the prefix already finds add nothing: no query.
        ("gradiente", {"gradiente": ["gradiente", "gradientes"]}, None),
        ("desc gradientes", {"gradientes": ["gradiente"]},
         ('("desc"*) AND ("gradientes"* OR "gradiente")', ("gradiente",))),
        ("", {}, None),
    ],
)
def test_any_form_expression(
    text: str, other: dict[str, list[str]], expected: tuple[str, tuple[str, ...]] | None
) -> None:
    assert expected == Query.parse(text).any_form(lambda w: other.get(w, []))


def test_any_form_is_given_the_word_as_typed() -> None:
    typed: list[str] = []
    Query.parse("Orquestações DE").any_form(lambda w: typed.append(w) or [])
    assert ["orquestações", "de"] == typed


def test_the_stem_index_holds_every_word_of_every_term_and_synonym() -> None:
    # Words the JSON that carries the rows must keep as they are (quotes, a
    # backslash, a character outside the BMP, accents), in more terms than one
    # page holds, with ids that do not start at 1.
    from glossary_desktop.store import stems as module
    from glossary_desktop.store.schema import TABLES
    from glossary_desktop.text import fold, written_words

    odd = ['"Comillas"', "barra\\invertida", "naïve", "Ñandú", "emoji\U0001f600x", "línea"]
    conn = sqlite3.connect(":memory:")
    conn.executescript(TABLES)
    pages = module._PAGE * 2 + 7
    conn.executemany(
        "INSERT INTO entries (id, concept_id, lang, term, definition, source_id, line, term_key) "
        "VALUES (?, 0, 'es', ?, '', 1, 1, '')",
        ((100 + n, f"{odd[n % len(odd)]} palabra{n}") for n in range(pages)),
    )
    conn.execute(
        "INSERT INTO synonyms (id, entry_id, position, term, term_key) "
        "VALUES (5, 100, 1, 'Sinónimo Único', 'sinonimo unico')"
    )
    module.build_stem_index(conn)
    words = {w.lower() for n in range(pages) for w in f"{odd[n % len(odd)]} palabra{n}".split()}
    words = {w for term in words for w in written_words(term)} | {"sinónimo", "único"}
    expected = {(stem, fold(w)) for w in words for stem in stems(w)}
    assert expected == set(conn.execute("SELECT stem, word FROM word_stems"))


# Plurals Snowball's stemmers put on another stem than their singular: Portuguese
# -ão/-ões ("função" -> "funca", "funções" -> "func"), -al/-ais, -el/-éis, -il/-eis,
# -ol/-óis, -ul/-uis ("neurais" -> "neur"), and Spanish -z/-ces ("luces" -> "luc").
NUMBER_TABLE = (
    "id,es,es_definition,pt,pt_definition\n"
    "a,Función de activación,Decide la salida.,Função de ativação,Decide a saída.\n"
    "b,Operaciones tensoriales,Cálculo con tensores.,Operações tensoriais,Cálculo com tensores.\n"
    "c,Precisión,Aciertos entre positivos.,Precisão,Acertos entre positivos.\n"
    "d,Capa convolucional,Filtros.,Camada convolucional,Filtros.\n"
    "e,Nivel de ruido,Cuánto.,Nível de ruído,Quanto.\n"
    "f,Papel del sesgo,Para qué.,Papel do viés,Para quê.\n"
    "g,Útil,Que sirve.,Útil,Que serve.\n"
    "h,Control de versiones,Historia.,Controle de versões,Histórico.\n"
    "i,Luz estructurada,Patrón.,Luz estruturada,Padrão.\n"
    "k,Año,Doce meses.,Ano,Doze meses.\n"
    "l,GPU,Procesador gráfico.,GPU,Processador gráfico.\n"
    "j,Redundancia de red,Red de repuesto.,Redundância de rede,Rede de reserva.\n"
)


@pytest.fixture(scope="module")
def numbers(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Glossary]:
    from tests.importer.tbx_files import table_glossary

    with Glossary.open(table_glossary(tmp_path_factory.mktemp("numbers"), NUMBER_TABLE)) as g:
        yield g


@pytest.mark.parametrize(
    ("text", "slug"),
    [
        ("funções", "funcion-de-activacion"),  # plural typed, singular term
        ("funcoes", "funcion-de-activacion"),  # the same without accents
        ("Funções de ativação", "funcion-de-activacion"),
        ("operação", "operaciones-tensoriales"),  # singular typed, plural term
        ("operacao", "operaciones-tensoriales"),
        ("precisões", "precision"),
        ("precisoes", "precision"),
        ("convolucionais", "capa-convolucional"),  # pt -al
        ("níveis", "nivel-de-ruido"),  # pt -el, accent typed
        ("niveis", "nivel-de-ruido"),
        ("papéis", "papel-del-sesgo"),
        ("papeis", "papel-del-sesgo"),
        ("úteis", "util"),  # pt -il
        ("versão", "control-de-versiones"),  # -ão against the term's "versões"
        ("luces", "luz-estructurada"),  # es -z
        ("luzes", "luz-estructurada"),
        ("años", "ano"),  # too short for the Spanish stemmer's plural
        ("gpus", "gpu"),  # nor does it take the -s off an acronym
    ],
)
def test_a_plural_and_its_singular_find_each_other(
    numbers: Glossary, text: str, slug: str
) -> None:
    hits = numbers.search(text)
    assert [(slug, Tier.TERM_STEM)] == [(h.concept.slug, h.tier) for h in hits]


@pytest.fixture(scope="module")
def crowded(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Glossary]:
    """More terms holding "red" and "señal" than the engine ranks (taken in file
    order), the bare terms last."""
    from tests.importer.tbx_files import table_glossary

    rows = [f"r{n},Red {n} de Petri,Una red.,Rede {n} de Petri,Uma rede." for n in range(260)]
    rows += [f"s{n},Señal {n} digital,Una señal.,Sinal {n} digital,Um sinal." for n in range(260)]
    rows += [
        "red,Red,Grafo de nodos.,Rede,Grafo de nós.",
        "neu,Red neuronal,Modelo de neuronas.,Rede neural,Modelo de neurônios.",
        "sen,Señal,Magnitud que varía.,Sinal,Grandeza que varia.",
    ]
    table = "id,es,es_definition,pt,pt_definition\n" + "\n".join(rows) + "\n"
    with Glossary.open(table_glossary(tmp_path_factory.mktemp("crowded"), table)) as g:
        yield g


@pytest.mark.parametrize(
    ("text", "first"),
    [
        ("redes", "red"),  # es and pt plural of the bare term
        ("señales", "senal"),
        ("senales", "senal"),
        ("sinais", "senal"),
        ("redes neuronales", "red-neuronal"),  # every word in another form
        ("redes neurais", "red-neuronal"),
    ],
)
def test_the_term_that_is_the_query_in_another_form_comes_first(
    crowded: Glossary, text: str, first: str
) -> None:
    hit = crowded.search(text)[0]
    assert (first, Tier.TERM_STEM) == (hit.concept.slug, hit.tier)


@pytest.mark.parametrize(
    ("text", "lang", "fld", "marked"),
    [
        # "red" and "rede" are whole-word forms of "redes": "Redundancia" did not match.
        ("redes", Lang.ES, Field.TERM, ["red"]),
        ("redes", Lang.PT, Field.TERM, ["rede"]),
        ("redes", Lang.PT, Field.DEFINITION, ["Rede"]),
        ("redes redun", Lang.ES, Field.TERM, ["Redun", "red"]),  # the word being typed marks
        ("redun redes", Lang.ES, Field.TERM, ["red"]),  # as its start; a word typed before, whole
    ],
)
def test_another_form_is_highlighted_as_a_whole_word(
    numbers: Glossary, text: str, lang: Lang, fld: Field, marked: list[str]
) -> None:
    hit = next(h for h in numbers.search(text) if h.concept.slug == "redundancia-de-red")
    entry = hit.concept.entries[lang]
    field_text = entry.term if fld is Field.TERM else entry.definition
    assert (Tier.TERM_STEM, marked) == (
        hit.tier, [field_text[s.start : s.end] for s in hit.spans(lang, fld)]
    )
