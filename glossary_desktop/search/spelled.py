"""Exact spelling first: among matches of one rank, those spelt as typed.

The index folds accents so that ``sincronico`` finds *Sincrónico*; but ``ñ``, ``ç``
and the accents change Spanish and Portuguese words (*año*/*ano*, *pão*/*pao*,
*avó*/*avô*). The tiers read their rows with the term beside each id, and
:func:`spelt_first` reorders only rows the tier ranks equal, among the rows it
already read: a keystroke reads nothing more from the glossary, and spells a term
only where two rows tie.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Mapping, Sequence

from glossary_desktop.text import written_words

#: A tier's row: what ranks it (equal values tie), the term as written, the concept.
Row = tuple[Hashable, object, int]
Test = Callable[[object], bool]


def _spelt(term: str) -> str:
    # Stored terms are NFC with single spaces (the importer cleans them): case
    # and punctuation are all that is left between a term and its spelling.
    return " ".join(written_words(term.casefold()))


def equal_first(typed: str) -> Test:
    """Whether a term is spelt as ``typed`` (case aside)."""
    return _unless_ascii(typed, lambda term: _spelt(term) == typed)


def starting_as(typed: str) -> Test:
    """Whether a term starts as ``typed`` is spelt (case aside)."""
    return _unless_ascii(typed, lambda term: _spelt(term).startswith(typed))


def holding(typed: str) -> Test:
    """Whether each word ``typed`` starts a word of a term as spelt there."""
    wanted = typed.split()

    def test(term: str) -> bool:
        words = written_words(term.casefold())
        return all(any(w.startswith(t) for w in words) for t in wanted)

    return _unless_ascii(typed, test)


def _unless_ascii(typed: str, test: Callable[[str], bool]) -> Test:
    # The rows matched the query folded, and an ASCII term is its own folded
    # spelling: it is spelt as typed exactly when the query is ASCII too. One C
    # call for most terms, where spelling them costs a regex.
    ascii_typed = typed.isascii()
    # A term that is not text is damage, said when its concept is read.
    def passes(term: object) -> bool:
        if not isinstance(term, str):
            return False
        return ascii_typed if term.isascii() else test(term)

    return passes


def spelt_first(rows: Sequence[Row], as_typed: Test | None) -> list[int]:
    """The rows' concepts in their order, except that within each run of equal rank
    those whose term passes ``as_typed`` come first (``None``: order kept)."""
    ids = [cid for _rank, _term, cid in rows]
    if as_typed is None or len(rows) < 2:
        return ids
    ranks = [rank for rank, _term, _cid in rows]
    if len(set(ranks)) == len(ranks):  # no tie: the usual ranked page
        return ids
    out: list[int] = []
    start = 0
    for end in range(1, len(rows) + 1):
        if end < len(rows) and ranks[end] == ranks[start]:
            continue
        if end - start == 1:
            out.append(ids[start])
        else:
            run = rows[start:end]
            passed = [as_typed(term) for _rank, term, _cid in run]
            out += [cid for (_r, _t, cid), ok in zip(run, passed, strict=True) if ok]
            out += [cid for (_r, _t, cid), ok in zip(run, passed, strict=True) if not ok]
        start = end
    return out


def ranked_spelt_first(
    rows: Sequence[Row], as_typed: Test, tokens: Sequence[str], seen: Mapping[int, object],
    room: int,
) -> list[int]:
    """The concepts of rows in bm25 order, each row's rank its folded term (its
    ``term_key``; one column of terms, ``tokens`` the query's prefixes), a term
    spelt as typed moved up past the rows not spelt so that rank equal with it.

    bm25 of one column is a function of the term's length in words and of how many
    of its words each query word starts: equal counts, equal scores. So ties are
    told apart by counting in the folded terms, and only where a term spelt as
    typed follows one not spelt so; reading the scores from the index would weigh
    every row a second time. Only concepts not in ``seen`` are kept, and the
    rows past the first ``room`` that no tie can bring up are not looked at.
    """
    out: list[int] = []
    start = 0  # out[start:]: the last rows, not spelt as typed, all ranked `same`
    same: tuple[int, ...] | None = None
    kept = fresh(rows, seen, len(rows))
    for i, (key, term, cid) in enumerate(kept):
        if start >= room:  # below the rows that will be added, in a rank of their own
            out += [cid for _key, _term, cid in kept[i:]]
            break
        folded = key if isinstance(key, str) else ""
        if not as_typed(term):
            counts = _counts(folded, tokens)
            if start == len(out) or counts != same:
                start, same = len(out), counts
            out.append(cid)
        elif start < len(out) and _counts(folded, tokens) == same:
            out.insert(start, cid)
            start += 1
        else:
            out.append(cid)
            start, same = len(out), None
    return out


def _counts(key: str, tokens: Sequence[str]) -> tuple[int, ...]:
    # Words of the folded term, then for each query word how many words it starts
    # (" " + word is found only at a word's start): C calls, no word list.
    spaced = " " + key
    return (key.count(" ") + 1, *(spaced.count(" " + t) for t in tokens))


def fresh(rows: Sequence[Row], seen: Mapping[int, object], room: int) -> list[Row]:
    """The first ``room`` rows of concepts not in ``seen``, one row a concept: of
    an unranked page, those a tier would add, to be put in spelling order."""
    kept: dict[int, Row] = {}
    for row in rows:
        if row[2] not in seen and row[2] not in kept:
            kept[row[2]] = row
            if len(kept) >= room:
                break
    return list(kept.values())
