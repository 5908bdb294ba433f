"""Cross-references reach the Portuguese text through the word alignment."""

from __future__ import annotations

from pathlib import Path

from glossary_desktop.compare import align
from glossary_desktop.compare.alignment import Alignment
from glossary_desktop.compare.links import carried_links
from glossary_desktop.domain import Lang, Link, Span
from glossary_desktop.glossary import Glossary
from tests.compare.corpus import read_corpus

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


def _carried_one_pair_list_at_a_time(
    alignment: Alignment, links: list[Link], source: Lang
) -> list[Link]:
    """The rule as first written, every pair and word looked at for every link."""
    target = Lang.PT if source is Lang.ES else Lang.ES

    def within(words: tuple[Span, ...], start: int, end: int) -> list[Span]:
        return [w for w in words if start <= w.start and w.end <= end]

    def contains(outer: Span, inner: Span) -> bool:
        return outer.start <= inner.start and inner.end <= outer.end

    carried = []
    for link in links:
        words = within(alignment.words(source), link.start, link.end)
        pairs = [p for p in alignment.pairs
                 if link.start <= p.side(source).start and p.side(source).end <= link.end]
        if not pairs or any(not any(contains(p.side(source), w) for p in pairs) for w in words):
            continue
        start = min(p.side(target).start for p in pairs)
        end = max(p.side(target).end for p in pairs)
        run = within(alignment.words(target), start, end)
        if all(any(contains(p.side(target), w) for p in pairs) for w in run):
            carried.append(Link(start, end, link.slug))
    return carried


def test_links_carried_by_bisection_are_those_of_every_pair_looked_at() -> None:
    # Every run of one to four words of the corpus's definitions as a link, both ways.
    checked = 0
    for record in read_corpus():
        es, pt = (record.concept.entries[lang].definition for lang in (Lang.ES, Lang.PT))
        alignment = align(es, pt)
        for source, text in ((Lang.ES, es), (Lang.PT, pt)):
            words = alignment.words(source)
            links = [
                Link(words[i].start, words[i + n - 1].end, f"w{i}-{n}")
                for i in range(len(words)) for n in range(1, 5) if i + n <= len(words)
            ]
            expected = _carried_one_pair_list_at_a_time(alignment, links, source)
            assert expected == carried_links(alignment, links, source), text
            checked += len(expected)
    assert checked > 100  # links were carried, not only refused
