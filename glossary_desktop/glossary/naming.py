"""Which concepts a reader names with a slug or a term, the best ones first.

A term spelt as typed (case aside, accents and ñ kept) names its concept better
than a slug, and a slug better than a term equal only once accents are folded:
"Ano" names the concept whose term is *Ano*, though the slug ``ano`` went to *Año*
(the first built), and ``ano`` still finds *Año* when no term is spelt so. Where
several concepts are named equally well (*Ano* is Portuguese for *Año* and Spanish
for *Ano*) all of them are returned, so that a command can say which others it
could have meant.
"""

from __future__ import annotations

from glossary_desktop.store.glossary_reads import Reads
from glossary_desktop.text import identity, slugify, term_key

#: Concepts read per kind of term: a folded key shared by more is a search, not a name.
MOST = 50

_HEADINGS = (
    "SELECT concept_id, term FROM entries WHERE term_key = ? ORDER BY concept_id LIMIT ?"
)
_SYNONYMS = (
    "SELECT e.concept_id, k.term FROM synonyms k JOIN entries e ON e.id = k.entry_id "
    "WHERE k.term_key = ? ORDER BY e.concept_id LIMIT ?"
)


def named(reads: Reads, text: str) -> list[int]:
    """Ids of the concepts ``text`` names equally well, best first (``[]``: none).

    In this order, the first kind that names any: a heading spelt as ``text``, a
    synonym spelt so, the slug ``text`` (or the slug of it), a heading equal to it
    with accents folded, a synonym so. Of one kind, the concepts in build order.
    """
    key = term_key(text)
    terms = [reads.all(sql, (key, MOST)) for sql in (_HEADINGS, _SYNONYMS)] if key else []
    same = identity(text)
    for rows in terms:
        # A term that is not text is damage, said when its concept is read.
        spelt = [cid for cid, term in rows if type(term) is str and identity(term) == same]
        if spelt:
            return list(dict.fromkeys(spelt))
    for slug in dict.fromkeys((text, slugify(text))):
        cid = reads.value("SELECT id FROM concepts WHERE slug = ?", (slug,))
        if cid is not None:
            return [cid]
    for rows in terms:
        if rows:
            return list(dict.fromkeys(cid for cid, _term in rows))
    return []
