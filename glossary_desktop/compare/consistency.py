"""Terms translated one way in most of the glossary and another way here.

Every concept compared adds its word counterparts to a :class:`TermUsage`: for
each Spanish word, the Portuguese words it was linked to and in how many
concepts, and the reverse. A *term* is a word of some concept's heading in that
language, in any form (``entrenamiento`` of *Entrenamiento Distribuido*,
``etiqueta`` of *Etiquetado de Datos*: a Snowball stem in common): the
glossary's own vocabulary, whose translation should not vary, where the words
around it may.

A concept's counterpart of a term is *inconsistent* when, in the other concepts
that translate the term, another counterpart is the usual one (in at least
:data:`MOST_USES` of them and :data:`SHARE` of all) and this one is rare (in at
most :data:`RARE` of them, and fewer than :data:`MOST_RARE`). Words are counted
without their plural ending (:func:`.vocabulary.lemma`), and two counterparts
with a stem in common are one (``automático`` / ``automática``, ``distribuyen``
/ ``distribuido``).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from functools import lru_cache
from typing import NamedTuple

from glossary_desktop.compare.differences import Difference, Kind
from glossary_desktop.compare.paired import PLACE_CONFIDENCE, Paired
from glossary_desktop.compare.reasons import Reason, ReasonCode
from glossary_desktop.compare.vocabulary import is_function_word, lemma
from glossary_desktop.domain import Field, Lang, Span
from glossary_desktop.store.stems import stems
from glossary_desktop.text import fold, word_spans

#: The usual counterpart is used by at least this many concepts ...
MOST_USES = 3
#: ... and by this share of the concepts that translate the word at all.
SHARE = 0.7
#: The other counterpart is used by at most this share of them ...
RARE = 0.15
#: ... and at most this many concepts (which are remembered for a second pass).
MOST_RARE = 10
#: Counterparts of more words than this a side are not counted as a term's.
MOST_WORDS = 3
#: Keys whose being a term is remembered, by language, before they are forgotten
#: (a million concepts' vocabulary is not kept for it).
MOST_KNOWN = 50_000


class TermPair(NamedTuple):
    """A linked pair of words (or short phrases) of a concept, keyed for counting."""

    field: Field
    es_key: str
    pt_key: str
    reported: bool  # if not the usual one (else only counted)
    es: Span
    pt: Span
    es_text: str  # as written
    pt_text: str


def term_pairs(paired: Paired, field: Field) -> list[TermPair]:
    """The linked content words of two aligned texts, as :class:`TermPair`."""
    found = []
    es_text, pt_text = paired.es.text, paired.pt.text
    # The alignment's pairs are the links' spans, in the same order.
    for link, (es, pt) in zip(paired.links, paired.alignment.pairs, strict=True):
        if len(link.es) > MOST_WORDS or len(link.pt) > MOST_WORDS:
            continue
        es_key = paired.es.key(link.es.start, link.es.stop)
        pt_key = paired.pt.key(link.pt.start, link.pt.stop) if es_key else ""
        if es_key and pt_key:
            # "Automático" / "de Máquina": found only by its place, several words
            # may be a phrase reworded, as likely as a word's other translation.
            sure = link.confidence > PLACE_CONFIDENCE or len(link.es) + len(link.pt) == 2
            found.append(TermPair(field, es_key, pt_key, sure, es, pt,
                                  es_text[es.start:es.end], pt_text[pt.start:pt.end]))
    return found


def heading_words(paired: Paired) -> tuple[frozenset[str], frozenset[str]]:
    """The content words of two terms (headings), Spanish then Portuguese, as keys."""
    return (frozenset(paired.es.key(i, i + 1) for i in range(len(paired.es.words))) - {""},
            frozenset(paired.pt.key(j, j + 1) for j in range(len(paired.pt.words))) - {""})


class Compared(NamedTuple):
    """What a concept adds to the usage: its slug, pairs and heading words."""

    slug: str
    pairs: tuple[TermPair, ...]
    es_headings: frozenset[str]
    pt_headings: frozenset[str]


def term_stems(terms: Iterable[tuple[Lang, str]]) -> dict[Lang, set[str]]:
    """The stems of the content words of ``terms`` (headings, with their language):
    what :class:`TermUsage` takes for the glossary's terms."""
    found: dict[Lang, set[str]] = {Lang.ES: set(), Lang.PT: set()}
    for lang, text in terms:
        for start, end in word_spans(text):
            written = text[start:end]
            if not is_function_word(fold(written), lang):
                found[lang].update(_stems(lemma(written, lang)))
    return found


class TermUsage:
    """How the concepts added so far translate each word (see the module).

    ``terms``: the stems of the glossary's heading words (:func:`term_stems`), when
    known beforehand: then only their words are counted, and a glossary of a
    million concepts holds no more than its terminology's counts. Else the
    headings of the concepts added are the terms.
    """

    def __init__(self, terms: dict[Lang, set[str]] | None = None) -> None:
        self._uses: dict[Lang, dict[str, Counter[str]]] = {Lang.ES: {}, Lang.PT: {}}
        self._where: dict[tuple[Lang, str, str], list[str]] = {}
        self._written: dict[tuple[Lang, str], str] = {}
        self._known = terms is not None
        self._headings = terms if terms is not None else {Lang.ES: set(), Lang.PT: set()}
        self._slugs: set[str] = set()
        # Whether a key is a term, by language: asked for every pair of every
        # concept (a long definition's hundreds), each a split and stem look-ups.
        # Forgotten whenever the headings grow (only stems are ever added).
        self._terms: dict[Lang, dict[str, bool]] = {Lang.ES: {}, Lang.PT: {}}

    def __contains__(self, slug: str) -> bool:
        return slug in self._slugs

    def add(self, concept: Compared) -> None:
        """Count ``concept``'s counterparts (once per concept, however often it uses them)."""
        if concept.slug in self._slugs:
            return
        self._slugs.add(concept.slug)
        if not self._known:
            for lang, words in ((Lang.ES, concept.es_headings), (Lang.PT, concept.pt_headings)):
                headings = self._headings[lang]
                before = len(headings)
                for word in words:
                    headings.update(_stems(word))
                if len(headings) != before:
                    self._terms[lang].clear()
        for lang, key, counterpart in _uses(concept.pairs):
            if self._known and not self._is_term(lang, key):
                continue
            counter = self._uses[lang].setdefault(key, Counter())
            counter[counterpart] += 1
            where = self._where.get((lang, key, counterpart))
            if counter[counterpart] == 1:
                self._where[lang, key, counterpart] = [concept.slug]
            elif where is not None:
                if counter[counterpart] > MOST_RARE:
                    del self._where[lang, key, counterpart]
                else:
                    where.append(concept.slug)
        for pair in concept.pairs:
            if not self._known or self._is_term(Lang.ES, pair.es_key) \
                    or self._is_term(Lang.PT, pair.pt_key):
                self._written.setdefault((Lang.ES, pair.es_key), _as_in_text(pair.es_text))
                self._written.setdefault((Lang.PT, pair.pt_key), _as_in_text(pair.pt_text))

    def _is_term(self, lang: Lang, key: str) -> bool:
        """Whether a word of ``key`` is a word of a heading in ``lang``, in any form."""
        known = self._terms[lang]
        answer = known.get(key)
        if answer is None:
            if len(known) >= MOST_KNOWN:
                known.clear()
            headings = self._headings[lang]
            answer = known[key] = any(not headings.isdisjoint(_stems(word))
                                      for word in key.split())
        return answer

    def usual(
        self, lang: Lang, key: str, counterpart: str, own: Iterable[str] = ()
    ) -> tuple[str, int] | None:
        """The usual counterpart of the ``lang`` word ``key`` in the other concepts
        and in how many, if ``counterpart`` is not it and is rare there (else
        ``None``). ``own``: the counterparts of ``key`` in the concept asking
        (``counterpart`` always), which the other concepts are counted without."""
        counter = self._uses[lang].get(key)
        if not counter or not self._is_term(lang, key):
            return None
        # The counts without this concept's own uses (one each): the first
        # counterpart of the most uses other than ``counterpart``, as
        # Counter.most_common ranks equals, without building the Counters.
        mine = {counterpart, *own}
        total = this = count = 0
        usual = ""
        for c, n in counter.items():
            n -= c in mine
            if n <= 0:
                continue
            total += n
            if c == counterpart:
                this = n
            elif n > count:
                usual, count = c, n
        rare = this <= min(MOST_RARE - 1, RARE * total)
        if count >= MOST_USES and count >= SHARE * total and rare \
                and not _same_word(usual, counterpart):
            return usual, count
        return None

    def inconsistencies(self, concept: Compared) -> list[Difference]:
        """``concept``'s counterparts that are not the usual ones, each once."""
        found: dict[tuple[Span, Span], Difference] = {}
        own: dict[tuple[Lang, str], set[str]] = {}
        for lang, key, counterpart in _uses(concept.pairs):
            own.setdefault((lang, key), set()).add(counterpart)
        # A long definition links the same words many times: each asked once.
        answers: dict[tuple[Lang, str, str], tuple[str, int] | None] = {}
        for pair in concept.pairs:
            if not pair.reported:
                continue
            for lang, key, counterpart in ((Lang.ES, pair.es_key, pair.pt_key),
                                           (Lang.PT, pair.pt_key, pair.es_key)):
                asked = (lang, key, counterpart)
                if asked in answers:
                    usual = answers[asked]
                else:
                    usual = answers[asked] = self.usual(lang, key, counterpart, own[lang, key])
                if usual is None or (pair.es, pair.pt) in found:
                    continue
                other = Lang.PT if lang is Lang.ES else Lang.ES
                code = ReasonCode.USUAL_PT if lang is Lang.ES else ReasonCode.USUAL_ES
                reason = Reason(code, pair.es_text, pair.pt_text,
                                self._written.get((other, usual[0]), usual[0]), usual[1])
                found[pair.es, pair.pt] = Difference(
                    Kind.INCONSISTENT_TERM, pair.field, pair.es, pair.pt, reason)
        return list(found.values())

    def suspects(self) -> set[str]:
        """The slugs of the concepts that may have an inconsistent term: those to
        compare again once the whole glossary is counted."""
        return {slug for (lang, key, counterpart), slugs in self._where.items()
                if self.usual(lang, key, counterpart) is not None for slug in slugs}


def _as_in_text(written: str) -> str:
    """A word as a sentence would have it: "treinamento" of a heading's "Treinamento",
    but "GPU" and "TensorFlow" as they are."""
    return written if any(c.isupper() for c in written[1:]) else written.lower()


@lru_cache(maxsize=8192)
def _stems(word: str) -> frozenset[str]:
    return stems(word)


def _uses(pairs: Iterable[TermPair]) -> set[tuple[Lang, str, str]]:
    return {use for p in pairs for use in ((Lang.ES, p.es_key, p.pt_key),
                                           (Lang.PT, p.pt_key, p.es_key))}


def _same_word(a: str, b: str) -> bool:
    """One word in two forms: ``automatico`` and ``automatica``, ``distribuyen`` and
    ``distribuido`` (a Snowball stem in common, word by word)."""
    a_words, b_words = a.split(), b.split()
    return len(a_words) == len(b_words) and all(
        _stems(x) & _stems(y) for x, y in zip(a_words, b_words, strict=True))
