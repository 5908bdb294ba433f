"""Look-alike words across Spanish and Portuguese: ``computadoras`` / ``computadores``.

Both words are reduced to a spelling skeleton (accents and case folded, the
regular sound correspondences of the two languages undone: ``-ción`` / ``-ção``,
``ll-`` / ``ch-``, ``-ble`` / ``-vel``, doubled letters, ...), then compared with
rapidfuzz's normalized Indel similarity, which rewards the long shared stem
that inflected cognates keep (``particionan`` / ``particionados``).
"""

from __future__ import annotations

import re
from functools import lru_cache

from rapidfuzz.distance import Indel

#: Below this skeleton similarity two words are not taken for cognates.
THRESHOLD = 0.75
#: Three-letter words need more (``red`` / ``rede`` passes, ``una`` / ``uno`` not).
SHORT_THRESHOLD = 0.85

# Endings whose Portuguese form is regular: (Spanish, Portuguese skeleton).
_ES_ENDINGS = (
    ("ciones", "coes"), ("cion", "cao"), ("siones", "soes"), ("sion", "sao"),
    ("dades", "dades"), ("dad", "dade"), ("tad", "tade"),
    ("bles", "veis"), ("ble", "vel"), ("ales", "ais"), ("eles", "eis"), ("oles", "ois"),
)
_ES_START = (("ll", "ch"),)  # llamada / chamada, llave / chave
# Both languages: consonant clusters Portuguese dropped, diphthongs Spanish
# grew (tiempo / tempo, puede / pode), and doubled letters (masivo / massivo).
_BOTH = (
    (re.compile(r"ct"), "t"), (re.compile(r"pt"), "t"),
    (re.compile(r"ie"), "e"), (re.compile(r"ue(?!s?$)"), "o"),
    (re.compile(r"nh"), "n"), (re.compile(r"lh"), "l"), (re.compile(r"ll"), "l"),
    (re.compile(r"(.)\1"), r"\1"),
)
_DIGIT = re.compile(r"\d")
# Portuguese verbs end their plural in -m where Spanish has -n (calculam / calculan).
_PT_VERB = re.compile(r"([ae])m$")


@lru_cache(maxsize=8192)
def skeleton(word: str, spanish: bool) -> str:
    """The spelling two cognates share, from a folded word."""
    w = word
    if spanish:
        for es, pt in _ES_START:
            if w.startswith(es):
                w = pt + w[len(es):]
        for es, pt in _ES_ENDINGS:
            if w.endswith(es):
                w = w[: -len(es)] + pt
                break
    else:
        w = _PT_VERB.sub(r"\1n", w)
    for pattern, repl in _BOTH:
        w = pattern.sub(repl, w)
    return w


def is_name(token: str) -> bool:
    """A name, acronym or number (``GPU``, ``NumPy``, ``2024``): must agree letter for letter."""
    rest = token[1:]
    if rest.islower() and token.isalpha():  # most words: no capital after the first, no digit
        return False
    return rest != rest.lower() or _DIGIT.search(token) is not None


def cognate_score(es: str, pt: str, names: bool = False) -> float:
    """How alike two folded words are, 0 (not cognates) to 1 (the same word).

    ``names`` is true when either word is a name (:func:`is_name`): names only
    match themselves, or with a plural ``s`` (``GPU`` / ``GPUs``).
    """
    if es == pt:
        return 1.0
    if names:
        return 0.9 if es.rstrip("s") == pt.rstrip("s") else 0.0
    if min(len(es), len(pt)) < 3:
        return 0.0
    return skeleton_score(skeleton(es, True), skeleton(pt, False))


def skeleton_score(es_skeleton: str, pt_skeleton: str, score: float | None = None) -> float:
    """Two skeletons' similarity, 0 below the threshold for their length.

    ``score`` is their Indel similarity when already known (a batch of them).
    """
    if score is None:
        score = float(Indel.normalized_similarity(es_skeleton, pt_skeleton))
    short = min(len(es_skeleton), len(pt_skeleton)) <= 3
    return score if score >= (SHORT_THRESHOLD if short else THRESHOLD) else 0.0
