"""Back/forward navigation history of the reading panes (plain Python).

Like a browser's: visiting a concept after going back drops the forward part.
Entries are slugs, so history stays meaningful whatever the list shows.
"""

from __future__ import annotations

#: Oldest entries are forgotten beyond this many.
MAX_ENTRIES = 500


class History:
    """A list of visited slugs with a cursor."""

    def __init__(self, limit: int = MAX_ENTRIES) -> None:
        self._items: list[str] = []
        self._pos = -1
        self._limit = limit

    @property
    def current(self) -> str | None:
        return self._items[self._pos] if self._pos >= 0 else None

    @property
    def can_go_back(self) -> bool:
        return self._pos > 0

    @property
    def can_go_forward(self) -> bool:
        return self._pos < len(self._items) - 1

    def visit(self, slug: str) -> None:
        """Record ``slug`` as the current entry (a repeat of the current one is ignored)."""
        if slug == self.current:
            return
        del self._items[self._pos + 1 :]
        self._items.append(slug)
        if len(self._items) > self._limit:
            del self._items[: len(self._items) - self._limit]
        self._pos = len(self._items) - 1

    def back(self) -> str | None:
        """Step back; the slug now current, or ``None`` at the start."""
        if not self.can_go_back:
            return None
        self._pos -= 1
        return self.current

    def forward(self) -> str | None:
        """Step forward; the slug now current, or ``None`` at the end."""
        if not self.can_go_forward:
            return None
        self._pos += 1
        return self.current
