"""Search filters as SQL: scope, volume and a set of slugs inside every tier's statement.

A filter applied after the results were cut off loses matches (a bookmarked
concept ranked 1,001st is never seen), so each tier's statement carries the
filter and its ``LIMIT`` counts only concepts that pass it. Two shapes:

- a set of slugs (the bookmarked ones) becomes the short list of its entry
  ids, scope and volume applied, passed as one JSON parameter; statements
  check each candidate row against it (``+e.id``: SQLite must not drive an
  FTS5 query from it, which re-runs the whole MATCH once per id);
- scope and volume alone are checked on each candidate's concept row, a
  primary-key lookup, as the index walk or the full-text query goes.
"""

from __future__ import annotations

import sqlite3
from typing import NamedTuple

from glossary_desktop.domain import ListFilter, Scope
from glossary_desktop.store.schema import SCOPE_LANGS


class Restriction(NamedTuple):
    """The SQL of a filter: what joins ``entries e``, what each row must satisfy.

    ``join`` and ``where`` go into statements over ``entries e`` (directly, or
    joined to a full-text table); ``params`` are their named parameters.
    """

    join: str = ""
    where: str = ""
    params: dict[str, object] = {}  # noqa: RUF012 (NamedTuple default, never mutated)
    empty: bool = False  # nothing can pass: skip the search

    @classmethod
    def of(cls, conn: sqlite3.Connection, flt: ListFilter | None) -> Restriction:
        """The restriction for ``flt`` (``None`` or everything: no restriction)."""
        if flt is None or flt.is_everything:
            return cls()
        checks: list[str] = []
        params: dict[str, object] = {}
        if flt.scope is not Scope.ALL:
            checks.append("c.langs = :langs")
            params["langs"] = SCOPE_LANGS[flt.scope]
        if flt.volume_id is not None:
            checks.append("c.volume_id = :volume")
            params["volume"] = flt.volume_id
        if flt.slugs is None:
            return cls(" CROSS JOIN concepts c ON c.id = e.concept_id",
                       " AND " + " AND ".join(checks), params)
        return cls._of_slugs(conn, flt.slugs, checks, params)

    @classmethod
    def _of_slugs(
        cls,
        conn: sqlite3.Connection,
        slugs: frozenset[str],
        checks: list[str],
        params: dict[str, object],
    ) -> Restriction:
        import json  # only for a search among bookmarks

        sql = (
            "SELECT e.id FROM json_each(:slugs) j CROSS JOIN concepts c ON c.slug = j.value "
            "CROSS JOIN entries e ON e.concept_id = c.id"
        )
        if checks:
            sql += " WHERE " + " AND ".join(checks)
        params = {**params, "slugs": json.dumps(sorted(slugs))}
        ids = [r[0] for r in conn.execute(sql, params)]
        if not ids:
            return cls(empty=True)
        return cls("", " AND +e.id IN (SELECT value FROM json_each(:ids))",
                   {"ids": json.dumps(ids)})
