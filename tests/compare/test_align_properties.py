"""What holds for any two texts: pairs cover whole words, each word once, offsets valid."""

from __future__ import annotations

from hypothesis import example, given
from hypothesis import strategies as st

from glossary_desktop.compare import Alignment, align
from glossary_desktop.domain import Lang, Span

WORDS = [
    "de", "la", "los", "el", "y", "en", "datos", "modelo", "modelos", "se", "particionan",
    "cuellos", "botella", "a", "través", "donde", "GPU", "NumPy", "2024", "múltiples",
    "nodos", "computadoras", "entre", "procesos", "da", "do", "os", "o", "e", "em", "dados",
    "são", "particionados", "gargalos", "via", "onde", "GPUs", "vários", "nós",
    "computadores", "interprocessos", "ñandú", "Ação", "ß", "İ", "ﬁ",
]
SEPARATORS = st.sampled_from([" ", ", ", ". ", " (", ") ", "—", " «", "» ", "\n"])


@st.composite
def texts(draw: st.DrawFn) -> str:
    if draw(st.booleans()):
        return draw(st.text(max_size=80))  # anything at all
    parts = draw(st.lists(st.tuples(st.sampled_from(WORDS), SEPARATORS), max_size=40))
    return "".join(w + s for w, s in parts)


def words_in(spans: tuple[Span, ...], span: Span) -> list[Span]:
    return [w for w in spans if span.start <= w.start and w.end <= span.end]


def check(text: str, lang: Lang, a: Alignment) -> None:
    words = a.words(lang)
    starts, ends = {w.start for w in words}, {w.end for w in words}
    in_pairs: list[Span] = []
    for pair in a.pairs:
        span = pair.side(lang)
        assert span.start in starts
        assert span.end in ends
        inside = words_in(words, span)
        assert inside
        in_pairs += inside
        assert pair == a.counterpart(lang, inside[0].start)
    assert len(in_pairs) == len(set(in_pairs))  # no word in two pairs
    assert sorted(words) == sorted([*in_pairs, *a.unmatched(lang)])
    assert all(text[w.start:w.end].strip() == text[w.start:w.end] for w in words)


@given(texts(), texts())
@example("de datos datos ", "datos de de ")  # once paired one word twice, out of order
def test_pairs_partition_the_words(es: str, pt: str) -> None:
    a = align(es, pt)
    check(es, Lang.ES, a)
    check(pt, Lang.PT, a)
    assert 0.0 <= a.similarity <= 1.0


@given(texts())
def test_a_text_against_itself_pairs_every_word_with_itself(text: str) -> None:
    a = align(text, text)
    assert () == a.unmatched_es == a.unmatched_pt
    assert all(p.es == p.pt for p in a.pairs)
