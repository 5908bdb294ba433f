"""A base for objects that own a connection: ``close()`` and ``with`` support."""

from __future__ import annotations

import sqlite3
from types import TracebackType
from typing import Self


class Closing:
    """Closes ``self._conn`` on :meth:`close` and at the end of a ``with`` block
    (a class that owns its connection through another object overrides :meth:`close`)."""

    _conn: sqlite3.Connection

    def close(self) -> None:
        self._conn.close()

    def __enter__(self) -> Self:
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.close()
