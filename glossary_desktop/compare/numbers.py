"""Numbers, percentages, units and symbols: the same on both sides, however written.

A *quantity* is a number with what qualifies it: a comparison before it (``<``,
``≥``, ``~``), dimensions (``3×3``), a unit after it (``ms``, ``%``, ``GB``,
``bits``, ``veces``). It is read into a key that ignores how it is written:
``<100ms``, ``< 100 ms`` and ``<100 ms`` are one key; ``0,5`` and ``0.5`` too;
``1.000`` and ``1000`` too. A *symbol* is an acronym or a code (``GPU``,
``FP16``, ``L2``). Each side's quantities and symbols are matched by key; what
is left over pairs up by its place (a ``number`` difference: ``2 %`` / ``20%``,
``GPU`` / ``CPU``), and what finds no partner has no counterpart at all.
"""

from __future__ import annotations

import re
from decimal import Decimal, InvalidOperation
from typing import NamedTuple

from glossary_desktop.compare.paired import Paired, Side
from glossary_desktop.domain import Lang, Span
from glossary_desktop.text import fold

#: Units as written after a number, and what each stands for.
_UNITS = {u: u for u in (
    "%", "‰", "ms", "s", "µs", "ns", "min", "h", "Hz", "kHz", "MHz", "GHz", "B", "KB", "kB",
    "MB", "GB", "TB", "PB", "KiB", "MiB", "GiB", "TiB", "kb", "Kb", "Mb", "Gb", "bit", "px",
    "k", "K", "M", "G", "T", "W", "kW", "MW", "V", "mm", "cm", "m", "km", "fps", "FLOPS",
    "GFLOPS", "TFLOPS", "PFLOPS", "dpi", "bps", "kbps", "Mbps", "Gbps", "x", "°C", "°",
)} | {"X": "x", "us": "µs", "μs": "µs", "bits": "bit"}
#: Units written as words (folded), Spanish and Portuguese alike.
_UNIT_WORDS = {
    "veces": "x", "vezes": "x", "segundo": "s", "segundos": "s", "milisegundos": "ms",
    "milissegundos": "ms", "minutos": "min", "horas": "h", "bytes": "B", "pixeles": "px",
    "pixels": "px", "pixeis": "px", "gigabytes": "GB", "megabytes": "MB",
}
_VALUES = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "100")
#: Numbers written as words: two to ten, and a hundred (one is also an article;
#: Portuguese "dos" is "of the").
_NUMBER_WORDS = {
    Lang.ES: dict(zip(("dos", "tres", "cuatro", "cinco", "seis", "siete", "ocho", "nueve",
                       "diez", "cien"), _VALUES, strict=True)),
    Lang.PT: dict(zip(("dois", "tres", "quatro", "cinco", "seis", "sete", "oito", "nove",
                       "dez", "cem"), _VALUES, strict=True)) | {"duas": "2"},
}
_COMPARISON = re.compile(r"(<=|>=|[<>≤≥~≈±])\s*$")
_SAME_COMPARISON = {"<=": "≤", ">=": "≥", "≈": "~"}
_JOINED = re.compile(r"(\d+)([^\W\d_]+)$")  # 100ms, 64GB, 10x
_DIMENSIONS = re.compile(r"\d+(?:x\d+)+$")  # 3x3 as one word
_THOUSANDS = re.compile(r"\d{1,3}(?:[.,]\d{3})+$")
_DECIMAL = re.compile(r"\d+[.,]\d+$")
_GLUE = re.compile(r"\s*[x×]\s*$|[.,]$")  # between the parts of one number
#: The most two leftovers may be apart (as a share of their texts) to pair up.
PAIR_DISTANCE = 0.25


class Quantity(NamedTuple):
    """A quantity or symbol of one side: words ``[lo, hi)``, its key, whether a
    symbol, and where it is written (a comparison before it, a ``%`` after it
    included)."""

    lo: int
    hi: int
    key: str
    symbol: bool
    span: Span


def quantities(side: Side) -> list[Quantity]:
    """The quantities and symbols of one side, in order."""
    words, text, found = side.words, side.text, []
    number_words = _NUMBER_WORDS[side.lang]
    # Plain words (most of them) left out in one pass; the loop below may still
    # take one as a unit or the rest of a number.
    i = 0
    for at in [k for k, w in enumerate(words)
               if not ((raw := text[w.start:w.end]).isalpha() and raw.islower())
               or w.key in number_words]:
        if at < i:
            continue
        i = at
        word = words[i]
        raw = text[word.start:word.end]
        if symbol := _symbol(raw):
            found.append(Quantity(i, i + 1, symbol, True, Span(word.start, word.end)))
            i += 1
            continue
        number = _number(raw, side.lang)
        if number is None:
            i += 1
            continue
        lo, parts = i, [number]
        while True:
            if i + 1 < len(words) and words[i + 1].key.isdigit() \
                    and _GLUE.fullmatch(text[words[i].end:words[i + 1].start]):
                parts += [text[words[i].end:words[i + 1].start].strip() or ".", words[i + 1].key]
                i += 1
            elif i + 2 < len(words) and words[i + 1].key == "x" and words[i + 2].key.isdigit() \
                    and not text[words[i].end:words[i + 2].start].replace("x", "").strip():
                parts += ["x", words[i + 2].key]  # 3 x 3
                i += 2
            else:
                break
        before = _COMPARISON.search(text, 0, word.start)
        comparison = _SAME_COMPARISON.get(before[1], before[1]) if before else ""
        unit, i, end = _unit(side, i)
        start = before.start() if before else word.start
        found.append(Quantity(lo, i + 1, comparison + _value(parts) + unit, False,
                              Span(start, end)))
        i += 1
    return found


def _symbol(raw: str) -> str:
    """An acronym or code (``GPU``, ``GPUs``, ``FP16``, ``3D``), without a plural s."""
    joined = _JOINED.match(raw)
    if raw.isdigit() or (joined and joined[2] in _UNITS) or _DIMENSIONS.match(raw.lower()):
        return ""
    upper = sum(c.isupper() for c in raw)
    has_digit = any(c.isdigit() for c in raw)
    if has_digit or (upper >= 2 and upper >= len(raw) - upper):
        return raw[:-1] if raw.endswith("s") and len(raw) > 2 else raw
    return ""


def _number(raw: str, lang: Lang) -> str | None:
    if raw.isdigit():
        return raw
    if joined := _JOINED.match(raw):
        return joined[1] if joined[2] in _UNITS else None
    if _DIMENSIONS.match(raw.lower()):
        return raw.lower()
    return _NUMBER_WORDS[lang].get(fold(raw))


def _unit(side: Side, i: int) -> tuple[str, int, int]:
    """The unit after the number ending with word ``i``, the last word it takes and
    where it ends in the text."""
    words, text = side.words, side.text
    raw = text[words[i].start:words[i].end]
    end = words[i].end
    if (joined := _JOINED.match(raw)) and joined[2] in _UNITS:
        return _UNITS[joined[2]], i, end
    after = text[end:words[i + 1].start if i + 1 < len(words) else len(text)]
    stripped = after.strip()
    if stripped[:1] in ("%", "‰"):
        return stripped[0], i, end + after.index(stripped[0]) + 1
    if stripped.startswith("°C") or stripped == "°":
        return stripped[:2], i, end + after.index("°") + len(stripped[:2])
    if i + 1 < len(words) and not stripped:
        nxt = text[words[i + 1].start:words[i + 1].end]
        unit = _UNITS.get(nxt) or _UNIT_WORDS.get(words[i + 1].key)
        if unit:
            return unit, i + 1, words[i + 1].end
        if words[i + 1].key == "por" and i + 2 < len(words) \
                and words[i + 2].key in ("ciento", "cento"):
            return "%", i + 2, words[i + 2].end
    return "", i, end


def _value(parts: list[str]) -> str:
    """A number's parts (``1``, ``.``, ``000``; ``3``, ``x``, ``3``) as one canonical value."""
    dims = "".join(parts).replace("×", "x").split("x")
    out = []
    for dim in dims:
        if _THOUSANDS.match(dim):
            dim = re.sub(r"[.,]", "", dim)
        elif _DECIMAL.match(dim):
            dim = dim.replace(",", ".")
        try:
            out.append(format(Decimal(dim).normalize(), "f"))
        except InvalidOperation:
            out.append(dim)
    return "x".join(out)


class Matched(NamedTuple):
    """Each side's quantities, the pairs that differ, and those with no partner."""

    es: list[Quantity]
    pt: list[Quantity]
    differ: list[tuple[Quantity, Quantity]]
    only_es: list[Quantity]
    only_pt: list[Quantity]


def match(paired: Paired) -> Matched:
    """Both sides' quantities matched by key; the rest paired by place (within
    :data:`PAIR_DISTANCE` of each other, a symbol with a symbol)."""
    es, pt = quantities(paired.es), quantities(paired.pt)
    only_pt = list(pt)
    only_es = []
    for q in es:
        same = next((p for p in only_pt if p.key == q.key), None)
        if same is None:
            only_es.append(q)
        else:
            only_pt.remove(same)
    differ: list[tuple[Quantity, Quantity]] = []
    for q in list(only_es):
        where = _place(paired.es, q)
        near = [(abs(where - _place(paired.pt, p)), n) for n, p in enumerate(only_pt)
                if p.symbol == q.symbol]
        if near and min(near)[0] <= PAIR_DISTANCE:
            differ.append((q, only_pt.pop(min(near)[1])))
            only_es.remove(q)
    return Matched(es, pt, differ, only_es, only_pt)


def _place(side: Side, q: Quantity) -> float:
    return side.words[q.lo].start / max(1, len(side.text))


def covered(found: list[Quantity], but: list[Quantity]) -> set[int]:
    """The word indices of ``found``, ``but`` those of some."""
    return {i for q in found if q not in but for i in range(q.lo, q.hi)}
