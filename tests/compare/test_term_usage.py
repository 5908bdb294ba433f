"""The glossary's usage of its terms: what it answers follows the headings added."""

from __future__ import annotations

from glossary_desktop.compare.consistency import Compared, TermPair, TermUsage
from glossary_desktop.domain import Field, Lang, Span


def _pair(es: str, pt: str) -> TermPair:
    return TermPair(Field.DEFINITION, es, pt, True, Span(0, len(es)), Span(0, len(pt)), es, pt)


def _concept(slug: str, pairs: tuple[TermPair, ...], es_headings: frozenset[str] = frozenset()
             ) -> Compared:
    return Compared(slug, pairs, es_headings, frozenset())


def test_a_word_becomes_a_term_when_a_heading_holds_it() -> None:
    """Whether a word is a term is remembered, and forgotten when the headings grow:
    asked before and after a heading with the word, the answers differ."""
    usage = TermUsage()
    for n in range(4):
        usage.add(_concept(f"usual-{n}", (_pair("nodo", "no"),)))
    usage.add(_concept("other", (_pair("nodo", "ponto"),)))
    assert usage.usual(Lang.ES, "nodo", "ponto") is None  # no heading has it: not a term
    usage.add(_concept("heading", (), frozenset({"nodo"})))
    assert ("no", 4) == usage.usual(Lang.ES, "nodo", "ponto")


def test_a_heading_of_known_terms_changes_nothing() -> None:
    """With the glossary's terms known beforehand, the headings added do not count."""
    usage = TermUsage({Lang.ES: set(), Lang.PT: set()})
    for n in range(4):
        usage.add(_concept(f"usual-{n}", (_pair("nodo", "no"),), frozenset({"nodo"})))
    usage.add(_concept("other", (_pair("nodo", "ponto"),)))
    assert usage.usual(Lang.ES, "nodo", "ponto") is None
