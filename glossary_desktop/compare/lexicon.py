"""The hand-checked list of counterparts that do not look alike (``counterparts.tsv``).

``y`` / ``e``, ``donde`` / ``onde``, ``cuellos de botella`` / ``gargalos``: pairs
no spelling rule finds, kept as data next to this module (shipped as package
data) so a linguist can extend it without touching code.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache
from importlib.resources import files

from glossary_desktop.text import words

#: A phrase as folded words (case and accents ignored).
Phrase = tuple[str, ...]

FILE_NAME = "counterparts.tsv"
_NONE: frozenset[str] = frozenset()


class LexiconError(ValueError):
    """A line of a counterparts file that is not ``Spanish<TAB>Portuguese``."""

    def __init__(self, source: str, line: int, reason: str) -> None:
        super().__init__(f"{source}:{line}: {reason}")
        self.source = source
        self.line = line
        self.reason = reason


class Lexicon:
    """Counterpart phrases, looked up by their first Spanish word."""

    def __init__(self, pairs: Iterable[tuple[Phrase, Phrase]]) -> None:
        self._by_first: dict[str, list[tuple[Phrase, Phrase]]] = {}
        self._one_word: dict[str, set[str]] = {}
        for es, pt in pairs:
            self._by_first.setdefault(es[0], []).append((es, pt))
            if len(es) == len(pt) == 1:
                self._one_word.setdefault(es[0], set()).add(pt[0])

    def __len__(self) -> int:
        return sum(len(v) for v in self._by_first.values())

    def pairs(self) -> list[tuple[Phrase, Phrase]]:
        """Every pair, by first Spanish word."""
        return [pair for pairs in self._by_first.values() for pair in pairs]

    def starting_with(self, word: str) -> list[tuple[Phrase, Phrase]]:
        """The pairs whose Spanish side starts with the folded ``word``."""
        return self._by_first.get(word, [])

    def one_word(self, word: str) -> set[str] | frozenset[str]:
        """The one-word counterparts of the folded one-word ``word``."""
        return self._one_word.get(word, _NONE)

    @classmethod
    def parse(cls, text: str, source: str = FILE_NAME) -> Lexicon:
        """Read ``Spanish<TAB>Portuguese`` lines; ``#`` starts a comment line."""
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
            pairs.append((es, pt))
        return cls(pairs)


@lru_cache(maxsize=1)
def default_lexicon() -> Lexicon:
    """The shipped ``counterparts.tsv``, read once."""
    resource = files(__package__ or "glossary_desktop.compare") / FILE_NAME
    return Lexicon.parse(resource.read_text(encoding="utf-8"), FILE_NAME)
