"""Concepts as JSON-ready dicts and as two side-by-side columns of text.

Terminal safety: a glossary or a note is data, and may hold anything. Every
piece of it printed as text goes through :func:`printable` (from
:mod:`glossary_desktop.safe_text`, which the exports use too), and JSON through
:func:`json_safe`: control characters (ESC starts a terminal's escape
sequences), bidirectional overrides and undecodable bytes are shown as
visible escapes (``\\x1b``), never sent raw.
"""

from __future__ import annotations

import re
import shutil
from itertools import zip_longest
from textwrap import wrap
from typing import Any

from glossary_desktop.domain import LANGS, Concept, Hit, Note, NoteKind
from glossary_desktop.safe_text import printable as printable  # every command's import of it

#: What JSON output must not hold raw: C1 controls, DEL, bidirectional
#: overrides and lone surrogates (``json.dumps`` escapes C0 controls inside
#: strings, and the newlines of its indentation are not inside strings).
_UNSAFE_IN_JSON = re.compile(r"[\x7f-\x9f\u202a-\u202e\u2066-\u2069\ud800-\udfff]")


def counted(n: int, one: str, many: str = "") -> str:
    """``1 concept``, ``2 concepts``: ``n`` and its English noun (``many``: ``one + "s"``)."""
    return f"{n} {one if n == 1 else many or one + 's'}"


def json_safe(document: str) -> str:
    """A JSON document with every unsafe character as a JSON ``\\uXXXX`` escape.

    Outside strings JSON is printable ASCII and whitespace, so this only touches
    string contents, and the document still parses to the same values.
    """
    return _UNSAFE_IN_JSON.sub(lambda m: f"\\u{ord(m[0]):04x}", document)


#: The English label of each kind of note (the window words them with tr()).
NOTE_LABELS = {NoteKind.SUBJECT: "Subject field", NoteKind.NOTE: "Note",
               NoteKind.CONTEXT: "Context"}


def concept_json(concept: Concept) -> dict[str, Any]:
    """``{"slug", "volume", "es": ENTRY|null, "pt": ENTRY|null, "notes": [NOTE]}``,
    ``ENTRY`` with its ``synonyms`` and ``notes`` (``NOTE = {"kind", "text"}``)."""
    out: dict[str, Any] = {"slug": concept.slug, "volume": concept.volume}
    for lang in LANGS:
        e = concept.entries.get(lang)
        out[lang.value] = None if e is None else {
            "term": e.term, "definition": e.definition, "source": e.source, "line": e.line,
            "synonyms": list(e.synonyms), "notes": _notes_json(e.notes),
        }
    out["notes"] = _notes_json(concept.notes)
    return out


def _notes_json(notes: tuple[Note, ...]) -> list[dict[str, str]]:
    return [{"kind": n.kind.value, "text": n.text} for n in notes]


def hit_json(hit: Hit) -> dict[str, Any]:
    """The concept, plus ``match``: tier, fields with spans, ``corrected`` query
    (typo tolerance, else null) and ``excerpt`` (definition-only hits, corrections
    found in a definition and hits on a synonym alone, else null)."""
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
            "spans": [[s.start, s.end] for s in found.spans], "synonym": found.synonym,
        },
    }
    return out


def side_by_side(concept: Concept, width: int | None = None) -> str:
    """Spanish and Portuguese in two columns, wrapped to the terminal width: each
    term with its synonyms ("also: ..."), its definition, then its notes and
    contexts; what is said of the whole concept (subject field, notes) below both."""
    total = width or shutil.get_terminal_size((100, 24)).columns
    col = max(20, (total - 3) // 2)
    heads: list[list[str]] = []
    bodies: list[list[str]] = []
    for lang in LANGS:
        e = concept.entries.get(lang)
        head = wrap(f"[{lang.value}] " + (printable(e.term) if e else "—"), col)
        if e and e.synonyms:
            head += wrap(printable("also: " + ", ".join(e.synonyms)), col)
        heads.append(head)
        body = printable(e.definition) if e else f"(no {lang.english_name} entry for this term)"
        lines = wrap(body, col)
        for note in e.notes if e else ():
            lines += ["", *_note_lines(note, col)]
        bodies.append(lines)
    # The definitions start on the same row, however many lines the headings take.
    height = max(map(len, heads))
    columns = [[*h, *[""] * (height - len(h)), "", *b] for h, b in zip(heads, bodies, strict=True)]
    rows = [f"{a:<{col}} │ {b}".rstrip() for a, b in zip_longest(*columns, fillvalue="")]
    below = [line for note in concept.notes for line in ("", *_note_lines(note, total))]
    return "\n".join([printable(f"{concept.slug}  ·  {concept.volume}"), *rows, *below])


def _note_lines(note: Note, width: int) -> list[str]:
    return wrap(printable(f"{NOTE_LABELS[note.kind]}: {note.text}"), width)
