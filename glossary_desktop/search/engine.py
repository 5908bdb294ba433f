"""The search engine: what the user typed -> concept ids, best first.

Ranking, in tiers a reader would agree with (a term is a heading or one of
its synonyms; each term tier asks the headings, then the synonyms):

1. the whole term equals the query (``entries.term_key`` index);
2. the term starts with the query (a range on the same index, in order);
3. every query word starts a word of the term (FTS5 on terms only);
4. every query word is in the term in another form: a plural, the other
   gender ("gradientes", "distribuidas"): the term words sharing a Snowball
   stem with it (``word_stems``); first the term that is the query in another
   form, then the terms' FTS5 index;
5. found in a definition (FTS5 on term + definition, bm25 with term weight 10);
6. typo tolerance: when little was found, close spellings and words joined or
   split; a close spelling that only definitions use is looked up in them too.

Filters (scope, volume, bookmarked) are part of every tier's statement
(:mod:`glossary_desktop.search.restrict`), so a limit never cuts matches off
before the filter sees them.

FTS5's cost grows with the number of matches, not the table size, and bm25
reads a word's whole doclist to weigh it. So every tier is bounded: an
unranked probe of at most ``FTS_CAP`` rows first, ranked only when the probe
shows the set is small (a common word keeps docid order, which is
alphabetical); one- and two-letter words never reach the definition index; a
one- or two-letter query is answered by the term index alone. A search runs
under a deadline: a runaway query is stopped and the search keeps what the
tiers before it found. The deadline goes through the glossary's
:class:`~glossary_desktop.store.glossary_reads.Reads`, like every statement
here, so its budget and damage checks hold inside it too.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache, partial

from glossary_desktop.domain import ListFilter, Tier
from glossary_desktop.search.found import Found, Ranked
from glossary_desktop.search.fuzzy import Speller
from glossary_desktop.search.highlight import as_written
from glossary_desktop.search.query import Query
from glossary_desktop.search.restrict import Restrictions
from glossary_desktop.search.spelled import (
    Test,
    equal_first,
    fresh,
    holding,
    ranked_spelt_first,
    spelt_first,
    starting_as,
)
from glossary_desktop.search.spelling import texts_holding
from glossary_desktop.search.term_tables import DEFINITIONS, TERMS, Terms
from glossary_desktop.store.glossary_reads import Reads
from glossary_desktop.store.stems import forms as term_forms

#: Rows an FTS5 probe may return; below it the set is ranked, at it it is taken
#: in docid order (ranking a common word would read its whole doclist).
FTS_CAP = 200

#: Shortest word sent to the definition index ("de"* would merge hundreds of
#: doclists); shorter words still match terms through the term indexes.
MIN_DEFINITION_TOKEN = 3

#: Fewer results than this and the engine also tries close spellings...
FUZZY_BELOW = 3
#: ...adding at most this many: a rare word found in a definition or two
#: should not be buried under fifty lookalikes.
FUZZY_MAX = 10

#: A search that takes longer than this is interrupted (seconds).
DEADLINE = 0.5

#: Rows read per page of the term-prefix range (es and pt terms of one concept
#: often share a prefix, so a page holds fewer concepts than rows).
_PREFIX_PAGE = 100


class SearchEngine:
    """Runs searches on an open glossary; each stops after ``deadline`` seconds."""

    def __init__(self, reads: Reads, deadline: float = DEADLINE) -> None:
        self._reads = reads
        self._deadline = deadline
        self._speller = Speller(reads)
        self._restrictions = Restrictions(reads)

    def search(
        self, text: str, limit: int = 50, flt: ListFilter | None = None, *, fuzzy: bool = True,
        worst: Tier = Tier.FUZZY,
    ) -> list[Ranked]:
        """Concept ids for ``text`` passing ``flt``, best first, at most ``limit``;
        without ``fuzzy`` no close spellings (a search over several glossaries tries
        them only when all of them together found little: ``glossary/shelf.py``).
        No tier after ``worst``: results there could not make a library's cut."""
        query = Query.parse(text)
        if not query or limit <= 0:
            return []
        # Outside the deadline: a narrow filter's table is made once and must be whole.
        only = self._restrictions.of(flt)
        if only.empty:
            return []
        found = Found(limit, only)
        # Past the deadline, what was found so far is still the best part.
        with self._reads.deadline(self._deadline):
            self._tiers(query, found, fuzzy, worst)
        return list(found.hits.values())

    def closer(
        self, text: str, so_far: Sequence[Ranked], limit: int = 50, flt: ListFilter | None = None
    ) -> list[Ranked]:
        """What ``search(text, limit, flt)`` gives, from what the same search without
        close spellings gave (``so_far``): only the close spellings are looked for
        (a search over several glossaries decides on them once all have answered)."""
        query = Query.parse(text)
        if not query or limit <= 0:
            return list(so_far)
        found = Found(limit, self._restrictions.of(flt))
        found.hits = {r.concept_id: r for r in so_far}
        if found.only.empty or len(found.hits) >= FUZZY_BELOW:
            return list(so_far)
        with self._reads.deadline(self._deadline):
            self._closer(query, found)
        return list(found.hits.values())

    def _tiers(self, query: Query, found: Found, fuzzy: bool, worst: Tier) -> None:
        self._exact(query, found)
        if worst >= Tier.TERM_PREFIX:
            self._prefix(query, found)
        if len(query.key) >= MIN_DEFINITION_TOKEN and worst >= Tier.TERM_WORD:
            as_typed = holding(query.spelled)
            for terms in TERMS:
                self._fts(
                    found, terms, query.match(), query.tokens, Tier.TERM_WORD, as_typed=as_typed
                )
            forms = cache(partial(term_forms, self._reads))
            other_forms = None if found.full or worst < Tier.TERM_STEM else query.any_form(forms)
            if other_forms:
                match, words = other_forms
                # The term that is the query in another form ("Señal" for "señales")
                # before the terms holding it: of a common word those come in docid order.
                self._exact(query, found, Tier.TERM_STEM, query.keys_in_any_form(forms), words)
                for terms in TERMS:
                    self._fts(found, terms, match, query.tokens, Tier.TERM_STEM, words)
            if worst >= Tier.DEFINITION:
                self._definitions(query, found, Tier.DEFINITION)
        if fuzzy and worst is Tier.FUZZY and len(found.hits) < FUZZY_BELOW:
            self._closer(query, found)

    def _closer(self, query: Query, found: Found) -> None:
        found.limit = min(found.limit, len(found.hits) + FUZZY_MAX)
        self._fuzzy(query, found)

    def suggest(self, text: str, limit: int = 5) -> list[str]:
        """Corrected spellings of ``text`` (folded words), best first. The reader
        keeps, under a filter, only those that find something with it."""
        query = Query.parse(text)
        if not query:
            return []
        with self._reads.deadline(self._deadline):
            return [" ".join(t) for t in self._speller.corrections(query.tokens, limit)]
        return []  # past the deadline

    def written(self, words: str) -> str:
        """Folded ``words`` (a suggestion) as the glossary writes them, lower case."""
        tokens = words.split()
        return as_written(tokens, texts_holding(self._reads, dict.fromkeys(tokens)))

    # -- tiers -------------------------------------------------------------------

    def _exact(
        self, query: Query, found: Found, tier: Tier = Tier.EXACT, keys: Sequence[str] = (),
        words: tuple[str, ...] = (),
    ) -> None:
        only = found.only
        # The query as typed first, whether a heading or a synonym spells it: "Ano"
        # is no spelling of "año", though their folded keys are one.
        as_typed = equal_first(query.spelled) if tier is Tier.EXACT else None
        for key in keys or (query.key,):
            if found.full:
                return
            rows = [
                (0, term, cid) for terms in TERMS for cid, term in self._reads.all(
                    f"SELECT e.concept_id, {terms.key}.term FROM {terms.rows}{only.join} "
                    f"WHERE {terms.key}.term_key = :key{only.where.format(id='e.id')} "
                    "LIMIT :limit",
                    {"key": key, "limit": found.limit, **only.params},
                )
            ]
            found.add(spelt_first(rows, as_typed), tier, query.tokens, words)

    def _prefix(self, query: Query, found: Found, tier: Tier = Tier.TERM_PREFIX) -> None:
        as_typed = starting_as(query.spelled) if tier is Tier.TERM_PREFIX else None
        for terms in TERMS:
            self._prefix_of(terms, query, found, tier, as_typed)

    def _prefix_of(
        self, terms: Terms, query: Query, found: Found, tier: Tier,
        as_typed: Test | None,
    ) -> None:
        # Walks the term_key index in order and stops as soon as the limit is
        # reached: a one-letter query costs a page, not a sort.
        only = found.only
        k = terms.key
        sql = (
            f"SELECT {k}.term_key, {k}.term, e.concept_id, {k}.id FROM {terms.rows}{only.join} "
            f"WHERE ({k}.term_key, {k}.id) > (:key_after, :id_after) "
            f"AND {k}.term_key < :key || char(1114111){only.where.format(id='e.id')} "
            f"ORDER BY {k}.term_key, {k}.id LIMIT :page"
        )
        after = (query.key, 0)
        while not found.full:
            rows = self._reads.all(sql, {
                "key_after": after[0], "id_after": after[1], "key": query.key,
                "page": _PREFIX_PAGE, **only.params,
            })
            last_page = len(rows) < _PREFIX_PAGE
            if not last_page and rows[0][0] != rows[-1][0]:
                # Terms of one key rank equal: the page's last key is read whole
                # with the next page, for the one spelt as typed to come first.
                last = rows[-1][0]
                while rows[-1][0] == last:
                    rows.pop()
            found.add(spelt_first([r[:3] for r in rows], as_typed), tier, query.tokens)
            if last_page:
                return
            after = (rows[-1][0], rows[-1][3])

    def _fts(
        self, found: Found, terms: Terms, match: str, tokens: tuple[str, ...], tier: Tier,
        words: tuple[str, ...] = (), as_typed: Test | None = None,
    ) -> None:
        if found.full:
            return
        only = found.only
        table = terms.fts
        # Unranked rows (docid order) are all of one rank; ranked ones tie on bm25,
        # which their folded terms tell.
        term = f"{terms.key}.term" if as_typed else "NULL"
        sql = (
            f"SELECT {{rank}}, {term}, e.concept_id FROM {table} f{terms.fts_join}"
            f"{only.join} WHERE f.{table} MATCH :match{only.where.format(id=terms.fts_entry)} "
            "{order} LIMIT :cap"
        )
        ranked = sql.format(rank=f"{terms.key}.term_key", order="ORDER BY f.rank")
        sql = sql.format(rank="0", order="{order}")
        params = {"match": match, "cap": FTS_CAP, **only.params}
        if only.is_everything:
            probe = self._reads.all(sql.format(order=""), params)
            matched = len(probe)
        else:
            # Whether the match set is small is a question about the index, not
            # the filter: a filter leaves few rows of a common word, and ranking
            # them would weigh its whole doclist.
            matched = self._reads.value(
                f"SELECT count(*) FROM (SELECT 1 FROM {table} WHERE {table} MATCH ? LIMIT ?)",
                (match, FTS_CAP),
            )
            probe = []
            if matched:
                probe = self._reads.all(
                    ranked if matched < FTS_CAP else sql.format(order=""), params
                )
        if only.is_everything and 1 < matched < FTS_CAP:  # rank it (bm25 is cheap here)
            probe = self._reads.all(ranked, params)
        if matched >= FTS_CAP:
            # Unranked, the page is one rank: the rows it adds, spelt as typed first.
            ids = spelt_first(fresh(probe, found.hits, found.limit - len(found.hits)), as_typed)
        elif as_typed is not None:
            ids = ranked_spelt_first(
                probe, as_typed, tokens, found.hits, found.limit - len(found.hits)
            )
        else:
            ids = [cid for _rank, _term, cid in probe]
        found.add(ids, tier, tokens, words)

    def _definitions(self, query: Query, found: Found, tier: Tier) -> None:
        long_words = query.longer_than(MIN_DEFINITION_TOKEN - 1)
        if long_words:
            self._fts(found, DEFINITIONS, long_words.match(), query.tokens, tier)

    def _fuzzy(self, query: Query, found: Found) -> None:
        for tokens in self._speller.corrections(query.tokens, 3):
            # Ranked as if typed: the term that is the corrected spelling, then
            # terms starting with it, before terms merely containing it (of a
            # common word, those come in docid order, not by rank).
            corrected = Query(tokens)
            self._exact(corrected, found, Tier.FUZZY)
            self._prefix(corrected, found, Tier.FUZZY)
            for terms in TERMS:
                self._fts(found, terms, corrected.match(), tokens, Tier.FUZZY)
            # A word only definitions have ("latencia" for "latensia"): no term holds it.
            if self._speller.in_definitions_only(tokens):
                self._definitions(corrected, found, Tier.FUZZY)
            if found.full:
                return
