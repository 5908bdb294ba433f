"""What two entries must share to be compared: cognate keys and names.

Pairing and file grouping both look for entries that translate each other
without comparing everything with everything. They block on *keys*: the first
five letters of each folded word at the start of an entry, after the regular
Spanish/Portuguese spelling correspondences are made alike ("tiempo"/"tempo",
"señal"/"sinal", "proceso"/"processo"), so a Spanish definition and its
Portuguese translation share roughly half their keys while unrelated
definitions share few rare ones.

*Names* (tokens with a digit or a capital inside: "JAX", "MXNet", "YARN",
"TensorFlow", "3", "2.0") are not translated; two entries naming different
things are never a pair, however alike the rest of their text.
"""

from __future__ import annotations

import re
from array import array
from collections import defaultdict
from collections.abc import Iterable
from itertools import count
from operator import itemgetter

from glossary_desktop.text import fold

#: Letters of a word that make its key: long enough to be specific, short
#: enough that the endings Spanish and Portuguese disagree on drop off.
KEY_LENGTH = 5

#: Words of an entry (its term, then its definition) that give its keys. A
#: translation follows the start of the original most closely, and sixteen
#: words single out an entry; reading all of them costs a third more and only
#: adds common words (on the bench: 8 true pairs of 93,980 missed, against 0).
WORDS = 16

# Spelling correspondences between the languages, applied to folded words so
# both sides write a cognate alike: ñ/nh and ll/lh (after folding "ñ" is "n"),
# doubled consonants, the Spanish diphthongs ue/ie against Portuguese o/e, z/ç
# and j/g. Blocking only: the similarity score sees the folded text unchanged.
_SPELLINGS = (
    ("nh", "n"), ("lh", "l"), ("ll", "l"), ("ss", "s"),
    ("ue", "o"), ("ie", "e"), ("z", "c"), ("j", "g"),
)
# A word's key is made from a little more than KEY_LENGTH letters, as the
# correspondences shorten it ("tiempo" and "tempo" must both give "tempo").
_start = itemgetter(slice(0, KEY_LENGTH + 2))


class _Keys(dict[str, str]):
    """The start of a folded word -> its key, worked out once per distinct start."""

    def __missing__(self, start: str) -> str:
        key = start
        for a, b in _SPELLINGS:
            key = key.replace(a, b)
        self[start] = key = key[:KEY_LENGTH]
        return key


# A quick look at the letter case of a text: upper -> "A", lower and non-ASCII
# -> "a", digits -> "0", the rest -> " ". A name leaves "AA", "aA" or "0".
_CASE = bytes.maketrans(
    bytes(range(256)),
    bytes(
        ord("A") if chr(c).isupper() and c < 128 else
        ord("0") if chr(c).isdigit() and c < 128 else
        ord("a") if chr(c).islower() or c >= 128 else ord(" ")
        for c in range(256)
    ),
)
_TOKEN_RE = re.compile(r"[^\W_]+(?:[.,][0-9]+)*")


class KeyIds:
    """Keys as small integers, shared by the files compared.

    A set of two dozen key strings per entry costs ~2.5 KB; an array of
    integers less than a tenth of it, which a 100k-entry file notices.
    """

    def __init__(self) -> None:
        self._keys = _Keys()
        self._key_ids: defaultdict[str, int] = defaultdict(count().__next__)
        self._ids = _Ids(self._keys, self._key_ids)

    def of(self, folded: Iterable[str]) -> list[array[int]]:
        """The key ids of each already-folded text, in order."""
        get = self._ids.__getitem__
        return [
            array("I", set(map(get, map(_start, text.split(None, WORDS)[:WORDS]))))
            for text in folded
        ]

    def keys(self) -> list[str]:
        """Every key seen, at its id."""
        return list(self._key_ids)


class _Ids(dict[str, int]):
    """The start of a folded word -> the id of its key."""

    def __init__(self, keys: _Keys, ids: defaultdict[str, int]) -> None:
        super().__init__()
        self._keys, self._key_ids = keys, ids

    def __missing__(self, start: str) -> int:
        self[start] = number = self._key_ids[self._keys[start]]
        return number


# Shared by the files sketched one after another (their words mostly repeat);
# a cache, so it is simply emptied when it grows large.
_SKETCH_KEYS = _Keys()
_SKETCH_KEYS_MAX = 1 << 17


def keys_of(texts: Iterable[str]) -> list[set[str]]:
    """The key set of each text, in order."""
    if len(_SKETCH_KEYS) > _SKETCH_KEYS_MAX:
        _SKETCH_KEYS.clear()
    get = _SKETCH_KEYS.__getitem__
    return [set(map(get, map(_start, fold(text).split(None, WORDS)[:WORDS]))) for text in texts]


_WORD_RE = re.compile(r"[^\W_]+")


def words_of(folded: str) -> set[str]:
    """The words of a folded text that say something: three letters or more, or
    a digit ("de", "o" say nothing)."""
    return {w for w in _WORD_RE.findall(folded) if len(w) > 2 or not w.isalpha()}


def word_keys(words: Iterable[str]) -> set[str]:
    """The keys of folded words (all of them, not only a text's first :data:`WORDS`)."""
    if len(_SKETCH_KEYS) > _SKETCH_KEYS_MAX:
        _SKETCH_KEYS.clear()
    get = _SKETCH_KEYS.__getitem__
    return {get(_start(w)) for w in words}


def names(text: str) -> frozenset[str]:
    """The names and numbers in ``text``, folded ("GPUs" counts as "gpu")."""
    signature = text.encode("utf-8", "replace").translate(_CASE)
    if b"0" not in signature and b"aA" not in signature and b"AA" not in signature:
        return frozenset()  # most definitions: checked at C speed
    found: set[str] = set()
    for token in _TOKEN_RE.findall(text):
        tail = token[1:]
        if any(c.isdigit() for c in token) or tail != tail.lower():
            if token.endswith("s") and token[:-1].isupper():
                token = token[:-1]  # "GPUs" is the plural of "GPU"
            found.add(fold(token).replace(",", "."))
    return frozenset(found)


def names_conflict(a: frozenset[str], b: frozenset[str]) -> bool:
    """Each side names something the other does not ("JAX" against "MXNet").

    A name on one side only is allowed: a translation may spell an acronym out.
    """
    return bool(a - b) and bool(b - a)
