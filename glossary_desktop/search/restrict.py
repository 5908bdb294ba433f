"""Search filters as SQL: scope, volume and a set of slugs inside every tier's statement.

A filter applied after the results were cut off loses matches (a bookmarked
concept ranked 1,001st is never seen), so each tier's statement carries the
filter and its ``LIMIT`` counts only concepts that pass it. Two shapes:

- a filter that keeps a good share of the glossary (both languages, a big
  volume) is checked on each candidate's concept row, a primary-key lookup,
  as the index walk or full-text query goes: the limit fills after a few rows;
- a narrow one (the bookmarks, Portuguese only, a small volume) becomes a
  temporary table of the entry ids it keeps, made once per filter (the
  glossary never changes under it); a candidate is checked by one lookup
  there, ten times cheaper than the join, which matters when a common word's
  whole doclist must be walked to find the few that pass. ``+`` keeps SQLite
  from driving an FTS5 query from that table, which re-runs the whole MATCH
  once per id.

Temporary tables live in the connection's own ``temp`` schema, so this works
on the read-only, immutable glossary file.
"""

from __future__ import annotations

from typing import NamedTuple

from glossary_desktop.domain import ListFilter, Scope
from glossary_desktop.store.glossary_reads import Reads
from glossary_desktop.store.schema import SCOPE_LANGS

#: A filter keeping less than this share of the concepts gets a table of ids.
#: Above it, passing rows are common enough for the join to fill a limit soon,
#: and the table would be big to make (once per filter, but on a keystroke).
NARROW = 0.1
#: Tables of ids kept at once (one per recent filter).
_KEPT = 4


class Restriction(NamedTuple):
    """The SQL of a filter for statements over ``entries e``.

    ``join`` follows ``entries e``; ``where`` is appended to the WHERE clause,
    with ``{id}`` standing for the statement's entry id column (``e.id``, or
    ``f.rowid`` of a full-text table, checked before joining ``entries``).
    """

    join: str = ""
    where: str = ""
    params: dict[str, object] = {}  # noqa: RUF012 (a NamedTuple default, never mutated)
    empty: bool = False  # nothing passes: no statement needed

    @property
    def is_everything(self) -> bool:
        return not self.where and not self.empty


class Restrictions:
    """Turns filters into :class:`Restriction`\\ s on one read-only connection."""

    def __init__(self, reads: Reads) -> None:
        self._reads = reads
        self._tables: dict[ListFilter, str | None] = {}  # oldest first
        self._made = 0
        self._shares: dict[object, float] = {}

    def of(self, flt: ListFilter | None) -> Restriction:
        """The restriction for ``flt`` (``None``, or everything: none)."""
        if flt is None or flt.is_everything:
            return Restriction()
        if flt.slugs is None and self._share(flt) >= NARROW:
            checks, params = _checks(flt)
            return Restriction(" CROSS JOIN concepts c ON c.id = e.concept_id",
                               " AND " + " AND ".join(checks), params)
        if flt not in self._tables:
            self._remember(flt, self._make_table(flt))
        table = self._tables[flt]
        if table is None:
            return Restriction(empty=True)
        return Restriction(where=f" AND +{{id}} IN temp.{table}")

    def _share(self, flt: ListFilter) -> float:
        """The share of the concepts ``flt`` keeps at most (its narrowest part)."""
        shares = [1.0]
        if flt.scope is not Scope.ALL:
            shares.append(self._measured(flt.scope, "langs = ?", SCOPE_LANGS[flt.scope]))
        if flt.volume_id is not None:
            shares.append(self._measured(("volume", flt.volume_id), "volume_id = ?", flt.volume_id))
        return min(shares)

    def _measured(self, key: object, condition: str, value: object) -> float:
        # Counted once on the index of that column (the glossary never changes).
        if key not in self._shares:
            total = self._reads.value("SELECT coalesce(max(id), 1) FROM concepts")
            kept = self._reads.value(f"SELECT count(*) FROM concepts WHERE {condition}", (value,))
            self._shares[key] = kept / total
        return self._shares[key]

    def _make_table(self, flt: ListFilter) -> str | None:
        """A temporary table of the entry ids ``flt`` keeps; ``None`` if it keeps none."""
        self._made += 1
        name = f"search_filter_{self._made}"
        checks, params = _checks(flt)
        source = "concepts c"
        if flt.slugs is not None:
            # lazy: json, 5 modules and 3 ms of the command line's start-up
            import json  # only for a search among bookmarks: not on the first search's path

            source = "json_each(:slugs) j CROSS JOIN concepts c ON c.slug = j.value"
            params["slugs"] = json.dumps(sorted(flt.slugs))
        where = " WHERE " + " AND ".join(checks) if checks else ""
        with self._reads.operation():
            self._reads.change(f"CREATE TEMP TABLE {name} (id INTEGER PRIMARY KEY)")
            kept = self._reads.change(
                f"INSERT INTO temp.{name} SELECT e.id FROM {source} "
                f"CROSS JOIN entries e ON e.concept_id = c.id{where}",
                params,
            )
            if kept <= 0:
                self._reads.change(f"DROP TABLE temp.{name}")
        return name if kept > 0 else None

    def _remember(self, flt: ListFilter, table: str | None) -> None:
        self._tables[flt] = table
        while len(self._tables) > _KEPT:
            oldest = next(iter(self._tables))
            dropped = self._tables.pop(oldest)
            if dropped is not None:
                self._reads.change(f"DROP TABLE temp.{dropped}")


def _checks(flt: ListFilter) -> tuple[list[str], dict[str, object]]:
    """Conditions on the concept row ``c`` for scope and volume, and their parameters."""
    checks: list[str] = []
    params: dict[str, object] = {}
    if flt.scope is not Scope.ALL:
        checks.append("c.langs = :langs")
        params["langs"] = SCOPE_LANGS[flt.scope]
    if flt.volume_id is not None:
        checks.append("c.volume_id = :volume")
        params["volume"] = flt.volume_id
    return checks, params
