"""Where the search engine finds terms: the headings in ``entries`` and the synonyms
apart, each with its full-text index, and the definitions' index. The engine's tiers
build their statements from these (:mod:`glossary_desktop.search.engine`).
"""

from __future__ import annotations

from typing import NamedTuple


class Terms(NamedTuple):
    """Where one kind of term is: the headings in ``entries``, synonyms apart.

    ``rows`` is a FROM clause with the entry as ``e`` and the term's own row
    (``term_key``, ``id``) as ``{key}``; ``fts`` is its full-text table,
    ``fts_join`` what joins that table (``f``) to ``e``, and ``fts_entry`` the
    entry id known before that join.
    """

    rows: str
    key: str
    fts: str
    fts_join: str
    fts_entry: str


HEADINGS = Terms(
    "entries e", "e", "terms_fts", " CROSS JOIN entries e ON e.id = f.rowid", "f.rowid"
)
SYNONYMS = Terms(
    "synonyms k CROSS JOIN entries e ON e.id = k.entry_id", "k", "synonyms_fts",
    " CROSS JOIN synonyms k ON k.id = f.rowid CROSS JOIN entries e ON e.id = k.entry_id",
    "k.entry_id",
)
TERMS = (HEADINGS, SYNONYMS)
#: The definition tier's index: terms and definitions of the entries.
DEFINITIONS = HEADINGS._replace(fts="entries_fts")
