"""Turn raw user text into a safe FTS5 MATCH expression.

Raw text is never an FTS5 query: ``e-mail``, ``AND``, ``(``, a lone ``"`` and the
empty string all raise errors, and quoting every token the way sqlite-utils'
``quote=True`` does kills prefix search. So: keep the tokens FTS5's tokenizer
would keep, write each as a quoted prefix ``"tok"*``, and send nothing when
nothing is left.
"""

from __future__ import annotations

from typing import NamedTuple

from glossary_desktop.text import words

#: Longer input is cut: a query of hundreds of prefix terms costs a full scan
#: per term and nobody types one (guards against pasting a whole page).
MAX_QUERY_CHARS = 200
MAX_TOKENS = 8


class Query(NamedTuple):
    """The searchable part of what the user typed: folded word tokens."""

    tokens: tuple[str, ...]

    @classmethod
    def parse(cls, text: str) -> Query:
        toks = words(text[:MAX_QUERY_CHARS])[:MAX_TOKENS]
        return cls(tuple(toks))

    def __bool__(self) -> bool:
        return bool(self.tokens)

    @property
    def key(self) -> str:
        """The tokens as one string, comparable with ``entries.term_key``."""
        return " ".join(self.tokens)

    def match(self) -> str:
        """The FTS5 expression: every token as a prefix, all required."""
        return " ".join(_quote(t) + "*" for t in self.tokens)

    def longer_than(self, length: int) -> Query:
        """The same query without its words of ``length`` characters or fewer."""
        return Query(tuple(t for t in self.tokens if len(t) > length))


def _quote(token: str) -> str:
    # Tokens are runs of letters/digits so cannot hold '"', but the escape is
    # what FTS5 requires and costs nothing: keep it against future tokenizers.
    return '"' + token.replace('"', '""') + '"'
