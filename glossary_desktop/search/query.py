"""Turn raw user text into safe FTS5 MATCH expressions.

Raw text is never an FTS5 query: ``e-mail``, ``AND``, ``(``, a lone ``"`` and the
empty string all raise errors, and quoting every token the way sqlite-utils'
``quote=True`` does kills prefix search. So: keep the tokens FTS5's tokenizer
would keep, write each as a quoted prefix ``"tok"*``, and send nothing when
nothing is left.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Sequence
from typing import NamedTuple

from glossary_desktop.text import identity, words, written_words

#: Longer input is cut: a query of hundreds of prefix terms costs a full scan
#: per term and nobody types one (guards against pasting a whole page).
MAX_QUERY_CHARS = 200
MAX_TOKENS = 8
#: Spellings of a whole query in other forms looked up as exact terms (each word's
#: forms multiply: a long query would otherwise make thousands).
MAX_KEYS = 64


class Query(NamedTuple):
    """The searchable part of what the user typed: folded word tokens.

    ``written`` holds the same words as typed (lower case, accents kept) when
    they line up with ``tokens``: the stemmers need the accents a reader typed.
    """

    tokens: tuple[str, ...]
    written: tuple[str, ...] = ()

    @classmethod
    def parse(cls, text: str) -> Query:
        cut = text[:MAX_QUERY_CHARS]
        toks = tuple(words(cut)[:MAX_TOKENS])
        typed = tuple(written_words(identity(cut))[:MAX_TOKENS])
        return cls(toks, typed if len(typed) == len(toks) else toks)

    def __bool__(self) -> bool:
        return bool(self.tokens)

    @property
    def key(self) -> str:
        """The tokens as one string, comparable with ``entries.term_key``."""
        return " ".join(self.tokens)

    @property
    def spelled(self) -> str:
        """The words as typed, case aside (accents and ñ kept), as :func:`~glossary_desktop.
        text.spelled` writes a term: which folded matches are spelt as typed."""
        return " ".join(self.written or self.tokens)

    def match(self) -> str:
        """The FTS5 expression: every token as a prefix, all required."""
        return " ".join(_quote(t) + "*" for t in self.tokens)

    def longer_than(self, length: int) -> Query:
        """The same query without its words of ``length`` characters or fewer."""
        kept = [i for i, t in enumerate(self.tokens) if len(t) > length]
        return Query(
            tuple(self.tokens[i] for i in kept),
            tuple(self.written[i] for i in kept) if self.written else (),
        )

    def any_form(
        self, forms: Callable[[str], Sequence[str]]
    ) -> tuple[str, tuple[str, ...]] | None:
        """The expression matching each word as a prefix or in another form, and
        those other forms; ``None`` when no word has one.

        ``forms`` gives the term words sharing a stem with a word as typed. The
        prefix keeps a half-typed word matching ("desc gradientes"); the other
        forms are whole words ("gradientes" finds "gradiente", not
        "gradienteboost").
        """
        groups: list[str] = []
        others: list[str] = []
        for tok, typed in zip(self.tokens, self._forms(), strict=True):
            extra = [w for w in forms(typed) if not w.startswith(tok)]
            others.extend(extra)
            groups.append("(" + " OR ".join([_quote(tok) + "*", *map(_quote, extra)]) + ")")
        return (" AND ".join(groups), tuple(others)) if others else None

    def keys_in_any_form(
        self, forms: Callable[[str], Sequence[str]], limit: int = MAX_KEYS
    ) -> list[str]:
        """Term keys that are the query with each word as typed or in another form
        ("red neuronal", "rede neural"... for "redes neurais"), at most ``limit``."""
        options = [
            dict.fromkeys([tok, *forms(typed)])
            for tok, typed in zip(self.tokens, self._forms(), strict=True)
        ]
        return [" ".join(words) for words in itertools.islice(itertools.product(*options), limit)]

    def _forms(self) -> tuple[str, ...]:
        return self.written or self.tokens


def _quote(token: str) -> str:
    # Tokens are runs of letters/digits so cannot hold '"', but the escape is
    # what FTS5 requires and costs nothing: keep it against future tokenizers.
    return '"' + token.replace('"', '""') + '"'
