"""The hand-checked lists of counterparts that do not look alike (``counterparts.tsv``)
and of look-alikes that are not counterparts (``false_friends.tsv``).

``y`` / ``e``, ``donde`` / ``onde``, ``cuellos de botella`` / ``gargalos``: pairs
no spelling rule finds; ``largo`` / ``largo`` (long / wide): a pair spelling would
make. Kept as data next to this module (shipped as package data) so a linguist can
extend them without touching code.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache
from importlib.resources import files

from glossary_desktop.text import words

#: A phrase as folded words (case and accents ignored).
Phrase = tuple[str, ...]

FILE_NAME = "counterparts.tsv"
FALSE_FRIENDS_FILE = "false_friends.tsv"
_NONE: frozenset[str] = frozenset()
_NO_PHRASES: dict[Phrase, list[Phrase]] = {}


class LexiconError(ValueError):
    """A line of a counterparts file that is not ``Spanish<TAB>Portuguese``."""

    def __init__(self, source: str, line: int, reason: str) -> None:
        super().__init__(f"{source}:{line}: {reason}")
        self.source = source
        self.line = line
        self.reason = reason


class Lexicon:
    """Counterpart phrases, looked up by their first Spanish word."""

    def __init__(
        self,
        pairs: Iterable[tuple[Phrase, Phrase]],
        false_friends: Iterable[tuple[Phrase, Phrase]] = (),
    ) -> None:
        self._by_first: dict[str, list[tuple[Phrase, Phrase]]] = {}
        self._one_word: dict[str, set[str]] = {}
        self._false: dict[str, set[str]] = {}
        # The pairs of more than one word on a side, by first Spanish word and
        # Spanish phrase: what the aligner looks for at every word of a text.
        self._phrases: dict[str, dict[Phrase, list[Phrase]]] = {}
        for es, pt in false_friends:  # one word a side
            self._false.setdefault(es[0], set()).add(pt[0])
        for es, pt in pairs:
            self._by_first.setdefault(es[0], []).append((es, pt))
            if len(es) == len(pt) == 1:
                self._one_word.setdefault(es[0], set()).add(pt[0])
            else:
                self._phrases.setdefault(es[0], {}).setdefault(es, []).append(pt)

    def __len__(self) -> int:
        return sum(len(v) for v in self._by_first.values())

    def pairs(self) -> list[tuple[Phrase, Phrase]]:
        """Every pair, by first Spanish word."""
        return [pair for pairs in self._by_first.values() for pair in pairs]

    def starting_with(self, word: str) -> list[tuple[Phrase, Phrase]]:
        """The pairs whose Spanish side starts with the folded ``word``."""
        return self._by_first.get(word, [])

    def phrases(self, word: str) -> dict[Phrase, list[Phrase]]:
        """The pairs whose Spanish side starts with the folded ``word`` and that are
        not one word a side: Spanish phrase -> its Portuguese phrases, as listed."""
        return self._phrases.get(word, _NO_PHRASES)

    def one_word(self, word: str) -> set[str] | frozenset[str]:
        """The one-word counterparts of the folded one-word ``word``."""
        return self._one_word.get(word, _NONE)

    def false_friends(self, word: str) -> set[str] | frozenset[str]:
        """The folded Portuguese look-alikes that do not translate the folded ``word``."""
        return self._false.get(word, _NONE)

    @classmethod
    def parse(cls, text: str, source: str = FILE_NAME, false_friends: str = "") -> Lexicon:
        """Read ``Spanish<TAB>Portuguese`` lines of counterparts (``text``) and of
        ``false_friends``; ``#`` starts a comment line."""
        look_alikes = _pairs(false_friends, FALSE_FRIENDS_FILE, one_word=True)
        return cls(_pairs(text, source), look_alikes)


def _pairs(text: str, source: str, one_word: bool = False) -> list[tuple[Phrase, Phrase]]:
    pairs: list[tuple[Phrase, Phrase]] = []
    for number, line in enumerate(text.splitlines(), 1):
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        sides = line.split("\t")
        if len(sides) != 2:
            raise LexiconError(source, number, "expected Spanish<TAB>Portuguese")
        es, pt = (tuple(words(side)) for side in sides)
        if not es or not pt:
            raise LexiconError(source, number, "a side has no word")
        if one_word and len(es) + len(pt) > 2:
            raise LexiconError(source, number, "expected one word a side")
        pairs.append((es, pt))
    return pairs


@lru_cache(maxsize=1)
def default_lexicon() -> Lexicon:
    """The shipped ``counterparts.tsv`` and ``false_friends.tsv``, read once."""
    folder = files(__package__ or "glossary_desktop.compare")
    return Lexicon.parse(
        (folder / FILE_NAME).read_text(encoding="utf-8"), FILE_NAME,
        (folder / FALSE_FRIENDS_FILE).read_text(encoding="utf-8"),
    )
