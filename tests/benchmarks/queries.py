"""The fixed battery of search queries, picked deterministically from the data.

Every kind of query a reader types: 1 and 2 letters, common and rare prefixes,
whole terms (one and several words, both languages), words found only in
definitions, typos (of term words and of words only definitions have), words
typed together or apart, accented and unaccented spellings, and a word that is
nowhere. Picked from the first volume of the generated sources, so the same
``(size, seed)`` gives the same battery.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from .generate import fold, read_pairs

_WORD = re.compile(r"[^\W_]+")


@dataclass(frozen=True, slots=True)
class Probe:
    """One query of the battery and what kind it is."""

    kind: str
    text: str


def _words(text: str) -> list[str]:
    return _WORD.findall(text)


def _typo(word: str, known: set[str], drop: bool) -> str | None:
    """``word`` with two middle letters swapped (or one dropped), if not a real word."""
    for i in range(2, len(word) - 2):
        bad = word[:i] + word[i + 1 :] if drop else word[:i] + word[i + 1] + word[i] + word[i + 2 :]
        if bad != word and fold(bad) not in known:
            return bad
    return None


def battery(sources: Sequence[Path]) -> list[Probe]:
    """The queries for these sources (their first Spanish and Portuguese files)."""
    es_file = next(p for p in sources if p.name.endswith(".es.txt"))
    pt_file = next(p for p in sources if p.name.endswith(".pt.txt"))
    es, pt = read_pairs(es_file), read_pairs(pt_file)
    es_terms = [t for t, _ in es]
    pt_terms = [t for t, _ in pt]
    term_words = Counter(w for t in es_terms + pt_terms for w in _words(t))
    folded = {w: fold(w) for w in term_words}
    known = set(folded.values())
    def_words = Counter(w for _, d in es[:20_000] for w in _words(d.lower()))
    def_only = [w for w, _ in def_words.most_common() if fold(w) not in known and len(w) >= 5]
    any_word = known | {fold(w) for w in def_words}

    initials: Counter[str] = Counter()
    two: Counter[str] = Counter()
    four: Counter[str] = Counter()
    fives: Counter[str] = Counter()
    for w, count in term_words.items():
        f = folded[w]
        initials[f[:1]] += count
        if len(f) > 2:
            two[f[:2]] += count
        if len(f) > 5:
            four[f[:4]] += count
        if len(f) > 6:
            fives[f[:5]] += 1
    rare5 = sorted(p for p, n in fives.items() if n == 1)
    letters = [c for c, _ in initials.most_common()]
    multi = [t for t in es_terms if len(t.split()) >= 3 and t.split()[1] != "de"]
    single = [t for t in es_terms if " " not in t]
    n = len(es_terms)
    long_words = sorted(w for w in term_words if len(w) >= 8 and w.isalpha())
    accented = sorted(w for w in term_words if fold(w) != w.lower() and "ñ" not in w.lower())
    enye = sorted(w for w in term_words if "ñ" in w.lower())
    pt_marks = sorted(w for w in term_words if any(c in w for c in "çãõ"))
    mid = len(long_words) // 2

    probes = [
        Probe("1 letter, common", letters[0]),
        Probe("1 letter, rare", letters[-1]),
        Probe("2 letters, common", two.most_common(1)[0][0]),
        Probe("2 letters, word 'de'", "de"),
        Probe("common prefix", four.most_common(1)[0][0]),
        Probe("common word", "datos"),
        Probe("common words", "de la"),
        Probe("rare prefix", rare5[len(rare5) // 2] if rare5 else long_words[0][:5]),
        Probe("whole term, 1 word", single[len(single) // 2]),
        Probe("whole term, es", es_terms[n // 3]),
        Probe("whole term, pt", pt_terms[len(pt_terms) // 2]),
        Probe("term words, lowercase", " ".join(multi[len(multi) // 4].split()[:2]).lower()),
        Probe("two-word prefix", _two_word_prefix(multi[len(multi) // 2])),
        Probe("definition only, common", def_only[0]),
        Probe("definition only, rare", def_only[-1]),
        Probe("typo, swap", _typo(fold(long_words[mid]), known, drop=False) or "algoritmp"),
        Probe("typo, drop", _typo(fold(long_words[mid + 7]), known, drop=True) or "algoitmo"),
        Probe("typo in term", _typo_term(multi[len(multi) // 3], known)),
        Probe("typo, definition word",
              _typo(fold(def_only[len(def_only) // 2]), any_word, drop=False) or "latensia"),
        Probe("two term words joined", _joined(multi[len(multi) // 5])),
        Probe("term word split", _split(long_words[mid + 3], " ")),
        Probe("term word split, hyphen", _split(long_words[mid + 11], "-")),
        Probe("accented", accented[len(accented) // 3]),
        Probe("accent dropped", fold(accented[len(accented) // 3])),
        Probe("ñ typed as n", fold(enye[len(enye) // 2]) if enye else "ano"),
        Probe("pt ç/ã, unaccented", fold(pt_marks[len(pt_marks) // 2]) if pt_marks else "funcao"),
        Probe("nowhere", "qzxwv"),
    ]
    unique: dict[str, Probe] = {}
    for p in probes:
        unique.setdefault(p.text, p)
    return list(unique.values())


def _two_word_prefix(term: str) -> str:
    first, second = term.split()[:2]
    return f"{first} {second[:3]}"


def _typo_term(term: str, known: set[str]) -> str:
    words = term.split()
    longest = max(range(len(words)), key=lambda i: len(words[i]))
    bad = _typo(fold(words[longest]), known, drop=False)
    if bad:
        words[longest] = bad
    return " ".join(words)


def _joined(term: str) -> str:
    """The term with its first two words typed as one ("multinube" for "Multi nube")."""
    words = term.split()
    return " ".join([words[0] + words[1], *words[2:]])


def _split(word: str, sep: str) -> str:
    """``word`` typed as two ("auto scaling", "auto-scaling" for "Autoscaling")."""
    half = len(word) // 2
    return word[:half] + sep + word[half:]
