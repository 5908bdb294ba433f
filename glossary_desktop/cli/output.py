"""Concepts as JSON-ready dicts and as two side-by-side columns of text."""

from __future__ import annotations

import shutil
from itertools import zip_longest
from typing import Any

from glossary_desktop.domain import LANGS, Concept, Hit


def concept_json(concept: Concept) -> dict[str, Any]:
    """``{"slug", "volume", "es": ENTRY|null, "pt": ENTRY|null}``."""
    out: dict[str, Any] = {"slug": concept.slug, "volume": concept.volume}
    for lang in LANGS:
        e = concept.entries.get(lang)
        out[lang.value] = None if e is None else {
            "term": e.term, "definition": e.definition, "source": e.source, "line": e.line,
        }
    return out


def hit_json(hit: Hit) -> dict[str, Any]:
    """The concept, plus ``match``: tier, fields with spans, ``corrected`` query
    (typo tolerance, else null) and ``excerpt`` (definition-only hits, else null)."""
    out = concept_json(hit.concept)
    found = hit.excerpt
    out["match"] = {
        "tier": hit.tier.name.lower(),
        "fields": [
            {"lang": m.lang.value, "field": m.field.value,
             "spans": [[s.start, s.end] for s in m.spans]}
            for m in hit.matches
        ],
        "corrected": hit.corrected or None,
        "excerpt": None if found is None else {
            "lang": found.lang.value, "text": found.text,
            "spans": [[s.start, s.end] for s in found.spans],
        },
    }
    return out


def side_by_side(concept: Concept, width: int | None = None) -> str:
    """Spanish and Portuguese in two columns, wrapped to the terminal width."""
    from textwrap import wrap  # only for ``show``: not on every launch of the window

    total = width or shutil.get_terminal_size((100, 24)).columns
    col = max(20, (total - 3) // 2)
    columns: list[list[str]] = []
    for lang in LANGS:
        e = concept.entries.get(lang)
        head = f"[{lang.value}] " + (e.term if e else "—")
        body = e.definition if e else f"(no {lang.english_name} entry for this term)"
        lines = [*wrap(head, col), "", *wrap(body, col)]
        columns.append(lines)
    rows = [f"{a:<{col}} │ {b}".rstrip() for a, b in zip_longest(*columns, fillvalue="")]
    return "\n".join([f"{concept.slug}  ·  {concept.volume}", *rows])
