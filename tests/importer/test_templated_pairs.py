"""Entries a reader pairs at a glance: templated lists, and translations that differ.

Every templated entry must be paired with its true translation and nothing
else; an entry whose translation says 20 ms for 200 ms, adds a clause or names
the term otherwise is paired by its position between two pairs, and said so.
"""

from __future__ import annotations

import random

import pytest

from glossary_desktop.importer import align
from glossary_desktop.importer.align import Alignment, match
from glossary_desktop.importer.parse import read_source
from glossary_desktop.paths import DATA_DIR

Entries = list[tuple[str, str]]

PRODUCTS = ["Llama", "Gemma", "Mistral", "Falcón", "Phi", "Qwen", "Orca", "Vicuña",
            "Alpaca", "Bloom", "Dolly", "Pythia"]


def served(name: str, es: bool) -> tuple[str, str]:
    """One template: the term alike in both languages but for an accent."""
    if es:
        return (f"Modelo {name} Compacto", f"Versión de {name} que se ejecuta en el servidor "
                "y responde a las consultas de los usuarios en tiempo real.")
    return (f"Modelo {name} Compacto".replace("ñ", "n").replace("ó", "o"),
            f"Versão do {name} que é executada no servidor e responde às consultas dos "
            "usuários em tempo real.")


def connector(name: str, es: bool) -> tuple[str, str]:
    """Another template, for the same products."""
    if es:
        return (f"Conector {name} para Hojas", f"Biblioteca que conecta {name} con las hojas "
                "de cálculo y exporta sus respuestas a una tabla compartida.")
    return (f"Conector {name} para Planilhas", f"Biblioteca que conecta o {name} às planilhas "
            "e exporta suas respostas para uma tabela compartilhada.")


def made(alignment: Alignment) -> set[tuple[int, int]]:
    return {(i, j) for i, j in alignment.pairs if i is not None and j is not None}


def translated(es: Entries, pt: Entries, truth: dict[int, int]) -> None:
    """``match`` pairs exactly ``truth`` (Spanish index -> Portuguese index)."""
    assert set(truth.items()) == made(match(es, pt))


@pytest.mark.parametrize("shuffle", [False, True])
def test_a_templated_product_list_pairs_every_entry_with_its_translation(shuffle: bool) -> None:
    es = [served(name, es=True) for name in PRODUCTS]
    order = list(range(len(PRODUCTS)))
    if shuffle:
        random.Random(4).shuffle(order)
    pt = [served(PRODUCTS[k], es=False) for k in order]
    translated(es, pt, {k: order.index(k) for k in order})


@pytest.mark.parametrize("missing", [0, 5, len(PRODUCTS) - 1])
@pytest.mark.parametrize("side", ["es", "pt"])
def test_an_entry_missing_in_either_file_leaves_only_it_alone(missing: int, side: str) -> None:
    kept = [name for k, name in enumerate(PRODUCTS) if k != missing]
    es_names = kept if side == "es" else PRODUCTS
    pt_names = kept if side == "pt" else PRODUCTS
    es = [served(name, es=True) for name in es_names]
    pt = [served(name, es=False) for name in pt_names]
    translated(es, pt, {i: pt_names.index(name) for i, name in enumerate(es_names)
                        if name in pt_names})


def test_entries_missing_on_both_sides_are_not_paired_with_each_other() -> None:
    # Llama has no Portuguese entry and Gemma no Spanish one, in the same place.
    es = [served(name, es=True) for name in PRODUCTS if name != "Gemma"]
    pt = [served(name, es=False) for name in PRODUCTS if name != "Llama"]
    es_names = [n for n in PRODUCTS if n != "Gemma"]
    pt_names = [n for n in PRODUCTS if n != "Llama"]
    translated(es, pt, {i: pt_names.index(n) for i, n in enumerate(es_names) if n in pt_names})


@pytest.mark.parametrize("seed", [0, 1])
def test_two_templates_in_one_file_pair_within_each_template(seed: int) -> None:
    both = [(template, name) for name in PRODUCTS for template in (served, connector)]
    es = [template(name, True) for template, name in both]
    pt_order = list(range(len(both)))
    random.Random(seed).shuffle(pt_order)
    del pt_order[3]  # one Portuguese entry missing too
    pt = [both[k][0](both[k][1], False) for k in pt_order]
    translated(es, pt, {k: pt_order.index(k) for k in pt_order})


def seed_entries(name: str) -> Entries:
    return [(e.term, e.definition) for e in read_source(DATA_DIR / name).entries]


ES = seed_entries("ia-distribuida.es.txt")
PT = seed_entries("ia-distribuida.pt.txt")

LATENCY = (("Latencia de Sincronización", "Tiempo de espera de 200 ms entre dos pasos de "
            "sincronización de los gradientes en el clúster."),
           ("Latência de Sincronização", "Tempo de espera de 20 ms entre dois passos de "
            "sincronização dos gradientes no cluster."))
DROPOUT = (("Abandono", "Técnica de regularización que desactiva al azar una parte de las "
            "neuronas durante el entrenamiento para evitar el sobreajuste."),
           ("Dropout", "Técnica de regularização que, em cada passo do treinamento, desativa "
            "aleatoriamente uma parte dos neurônios para evitar o sobreajuste."))
CLAUSE = " ".join([
    "Em redes muito grandes, a comunicação entre os nós costuma custar mais do que o próprio",
    "cálculo, e por isso se comprimem os gradientes ou se acumulam vários passos antes de",
    "enviá-los.",
])


@pytest.mark.parametrize("differs", ["number", "term", "clause"])
def test_a_translation_that_differs_is_paired_by_position_and_said_so(differs: str) -> None:
    es, pt = list(ES), list(PT)
    if differs == "clause":
        pt[4] = (pt[4][0], f"{pt[4][1]} {CLAUSE}")
        place = 4
    else:
        place = 6
        es_entry, pt_entry = LATENCY if differs == "number" else DROPOUT
        es.insert(place, es_entry)
        pt.insert(place, pt_entry)
    alignment = match(es, pt)
    assert {(k, k) for k in range(len(es))} == made(alignment)
    assert frozenset({place}) == alignment.by_position


def test_the_same_entries_shuffled_have_no_neighbours_to_go_by() -> None:
    es = [*ES[:6], LATENCY[0], *ES[6:]]
    pt = [*PT[:6], LATENCY[1], *PT[6:]]
    order = list(range(len(pt)))
    random.Random(3).shuffle(order)
    alignment = match(es, [pt[k] for k in order])
    assert {(order[j], j) for j in range(len(order)) if order[j] != 6} == made(alignment)
    assert frozenset() == alignment.by_position


@pytest.mark.parametrize("place", [0, 6, len(ES)])
def test_unrelated_entries_between_the_same_pairs_stay_apart(place: int) -> None:
    cake = ("Bizcocho", "Receta de bizcocho de zanahoria con cobertura de chocolate y nueces.")
    bread = ("Pão de Queijo", "Receita mineira de pão feito com polvilho, ovos, leite e queijo.")
    es, pt = [*ES[:place], cake, *ES[place:]], [*PT[:place], bread, *PT[place:]]
    alignment = match(es, pt)
    assert {(k if k < place else k + 1,) * 2 for k in range(len(ES))} == made(alignment)
    assert (place, None) in alignment.pairs


def test_templated_entries_in_the_same_place_are_not_paired_by_position() -> None:
    # Each file lacks the other's product: same template, same place, not the same thing.
    names = ["Orca", "Phi", "Qwen"]
    es = [*ES[:6], served("Llama", True), *ES[6:], *(served(n, True) for n in names)]
    pt = [*PT[:6], served("Gemma", False), *PT[6:], *(served(n, False) for n in names)]
    alignment = match(es, pt)
    assert (6, None) in alignment.pairs
    assert frozenset() == alignment.by_position


def test_a_long_templated_list_pairs_through_blocking_with_names_alike() -> None:
    # Past the exhaustive comparison; made-up names share their first letters
    # ("Kalomine", "Kalomisa"), so only whole words tell candidates apart.
    rnd = random.Random(1)
    syllables = ["ka", "lo", "mi", "ne", "ru", "ta", "vo", "zi", "pe", "sa", "do", "gu"]
    names = sorted({"".join(rnd.choice(syllables) for _ in range(4)).capitalize()
                    for _ in range(3000)})[:2000]
    templates = (served, connector)
    es = [templates[k % 2](name, True) for k, name in enumerate(names)]
    order = list(range(len(names)))
    rnd.shuffle(order)
    del order[::50]
    pt = [templates[k % 2](names[k], False) for k in order]
    assert len(es) * len(pt) > align.EXHAUSTIVE
    translated(es, pt, {k: j for j, k in enumerate(order)})
