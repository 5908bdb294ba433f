"""Cross-references reach the Portuguese text through the word alignment."""

from __future__ import annotations

from pathlib import Path

from glossary_desktop.compare import align
from glossary_desktop.compare.links import carried_links
from glossary_desktop.domain import Lang, Link
from glossary_desktop.glossary import Glossary

ES = "Método de entrenamiento distribuido donde todos los workers sincronizan."
PT = "Método de treinamento distribuído onde todos os workers sincronizam."


def _link(text: str, words: str, slug: str = "entrenamiento-distribuido") -> Link:
    start = text.index(words)
    return Link(start, start + len(words), slug)


def test_a_link_is_carried_to_the_words_that_translate_it() -> None:
    carried = carried_links(align(ES, PT), [_link(ES, "entrenamiento distribuido")], Lang.ES)

    assert [_link(PT, "treinamento distribuído")] == carried


def test_a_mention_without_a_whole_counterpart_is_not_guessed() -> None:
    pt = "Método de um treinamento onde todos os workers sincronizam."  # "distribuido" dropped

    carried = carried_links(align(ES, pt), [_link(ES, "entrenamiento distribuido")], Lang.ES)

    assert [] == carried


def test_portuguese_definitions_link_concepts_known_only_in_spanish(glossary_db: Path) -> None:
    with Glossary.open(glossary_db) as g:
        concept = g.get("entrenamiento-sincronico")
        assert concept is not None
        assert concept.pt is not None
        links = g.links(concept, Lang.PT)
        texts = [(concept.pt.definition[x.start : x.end], x.slug) for x in links]

    assert [("treinamento distribuído", "entrenamiento-distribuido")] == texts
