"""Restrictions of the term list and the search: language coverage, volume, slugs."""

from __future__ import annotations

from enum import StrEnum
from typing import NamedTuple


class Scope(StrEnum):
    """Which concepts the term list shows."""

    ALL = "all"
    BOTH = "both"  # an entry in both languages
    MISSING_PT = "missing-pt"  # Spanish only
    MISSING_ES = "missing-es"  # Portuguese only


class ListFilter(NamedTuple):
    """A restriction of the term list: language coverage, volume, a set of slugs.

    ``slugs`` (e.g. the bookmarked ones) is ``None`` for no restriction.
    """

    scope: Scope = Scope.ALL
    volume_id: int | None = None
    slugs: frozenset[str] | None = None

    @property
    def is_everything(self) -> bool:
        return self.scope is Scope.ALL and self.volume_id is None and self.slugs is None
