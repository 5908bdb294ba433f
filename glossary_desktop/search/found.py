"""One search's results as the engine's tiers add them: concept ids, best first."""

from __future__ import annotations

from collections.abc import Iterable
from typing import NamedTuple

from glossary_desktop.domain import Tier
from glossary_desktop.search.restrict import Restriction


class Ranked(NamedTuple):
    """A concept id with its tier and the tokens that found it: word prefixes,
    and ``words``, other forms found as whole words ("red" for "redes")."""

    concept_id: int
    tier: Tier
    tokens: tuple[str, ...]
    words: tuple[str, ...] = ()


class Found:
    """One search's results so far, its limit and its filter."""

    __slots__ = ("hits", "limit", "only")

    def __init__(self, limit: int, only: Restriction) -> None:
        self.limit = limit
        self.only = only
        self.hits: dict[int, Ranked] = {}

    @property
    def full(self) -> bool:
        return len(self.hits) >= self.limit

    def add(
        self, concept_ids: Iterable[int], tier: Tier, tokens: tuple[str, ...],
        words: tuple[str, ...] = (),
    ) -> None:
        """Add concepts not found yet, in order, until the limit."""
        for cid in concept_ids:
            if self.full:
                return
            self.hits.setdefault(cid, Ranked(cid, tier, tokens, words))
