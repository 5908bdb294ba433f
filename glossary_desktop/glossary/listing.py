"""The term list's queries: the ids of the concepts a filter keeps, in a language's order."""

from __future__ import annotations

from array import array
from collections.abc import Sequence

from glossary_desktop.domain import Concept, Lang, ListFilter, Scope, Volume
from glossary_desktop.store.glossary_reads import Reads
from glossary_desktop.store.schema import SCOPE_LANGS


def list_ids(
    reads: Reads, flt: ListFilter, by: Lang, allowed: Sequence[int] | None
) -> array[int]:
    """Ids of the concepts under ``flt`` (and among ``allowed``, the ids of its
    slugs, when it names some), alphabetical, as :meth:`Glossary.list_ids`."""
    where, params = _where(flt)
    if allowed is not None:
        if not allowed:
            return array("i")
        where.append(f"id IN ({','.join(map(str, allowed))})")
    if by is Lang.PT:
        # The entries' (lang, term_key) index gives the Portuguese order as it
        # is walked; the concepts with no Portuguese term follow in their own.
        named = " AND ".join(["e.lang = 'pt'", *(f"c.{w}" for w in where)])
        rest = " AND ".join(["langs = 'es'", *where])
        with reads.operation():
            ids = reads.ids(
                "SELECT c.id FROM entries e "
                f"JOIN concepts c ON c.id = e.concept_id WHERE {named} ORDER BY e.term_key",
                params,
            )
            ids.extend(reads.ids(f"SELECT id FROM concepts WHERE {rest} ORDER BY id", params))
        return ids
    sql = "SELECT id FROM concepts"
    if where:
        sql += " WHERE " + " AND ".join(where)
    return reads.ids(sql + " ORDER BY id", params)


def accepts(concept: Concept, flt: ListFilter, volumes: Sequence[Volume]) -> bool:
    """Whether ``concept`` passes ``flt``, checked in Python on one concept."""
    langs = ",".join(lang.value for lang in (Lang.ES, Lang.PT) if lang in concept.entries)
    if flt.scope is not Scope.ALL and SCOPE_LANGS[flt.scope] != langs:
        return False
    if flt.volume_id is not None and not any(
        v.id == flt.volume_id and v.name == concept.volume for v in volumes
    ):
        return False
    return flt.slugs is None or concept.slug in flt.slugs


def _where(flt: ListFilter) -> tuple[list[str], list[object]]:
    where: list[str] = []
    params: list[object] = []
    if flt.scope is not Scope.ALL:
        where.append("langs = ?")
        params.append(SCOPE_LANGS[flt.scope])
    if flt.volume_id is not None:
        where.append("volume_id = ?")
        params.append(flt.volume_id)
    return where, params
