"""An Anki package (``.apkg``): a deck that opens in Anki with a double click.

Written with genanki. One note per concept with both languages, of a note type
with two cards (Spanish -> Portuguese, Portuguese -> Spanish): the term on the
front, the other language's term, both definitions and the user's note on the
back. The deck is named after the glossary. The ids are stable: the note type's
and the deck's are fixed numbers (the deck's from its name), a note's GUID is
the concept's slug, as the text deck's (:mod:`.anki`) is, so importing a newer
export updates the notes and keeps their review history instead of adding
duplicates. A concept in one language only has no other side to ask for: it
is left out and reported.
"""

from __future__ import annotations

import hashlib
import itertools
import sqlite3
import tempfile
import time
import zipfile
from collections.abc import Iterable
from html import escape
from pathlib import Path
from typing import TYPE_CHECKING, BinaryIO

from glossary_desktop.domain import Entry
from glossary_desktop.export import Item, Written
from glossary_desktop.export.anki import GUID_PREFIX, html_field, note_html, two_sided
from glossary_desktop.safe_text import printable

if TYPE_CHECKING:
    import genanki

#: Fixed: a note type's id is how Anki knows a re-import is the same note type.
MODEL_ID = 1_733_418_203
FIELDS = ("Slug", "Spanish", "Spanish definition", "Portuguese", "Portuguese definition", "Note")
_BACK = (
    "{{FrontSide}}<hr id=answer>{{%s}}"
    "<div class=definition>{{Spanish definition}}</div>"
    "<div class=definition>{{Portuguese definition}}</div>"
    "{{#Note}}<div class=note>{{Note}}</div>{{/Note}}"
)
TEMPLATES = (
    ("Spanish -> Portuguese", "{{Spanish}}", _BACK % "Portuguese"),
    ("Portuguese -> Spanish", "{{Portuguese}}", _BACK % "Spanish"),
)
CSS = (
    ".card { font-family: sans-serif; font-size: 20px; text-align: center; }\n"
    ".definition { font-size: 16px; text-align: left; margin-top: 0.6em; }\n"
    ".note { font-size: 16px; font-style: italic; text-align: left; margin-top: 0.8em; }\n"
)


def deck_id(name: str) -> int:
    """A deck's id from its name: the same glossary's decks are one deck in Anki."""
    digest = hashlib.sha256(f"glossary-desktop deck {name}".encode()).digest()
    return 1 << 30 | int.from_bytes(digest[:4], "big")  # within Anki's positive 64-bit ids


def write_apkg(
    items: Iterable[Item], out: BinaryIO, deck_name: str, timestamp: float | None = None
) -> Written:
    """Write ``items`` to ``out`` as one ``.apkg`` holding the deck ``deck_name``.

    ``timestamp`` (seconds since the epoch, default now): the notes' modification
    time, which Anki compares to update a note it has.
    """
    # lazy: 85 modules, 89 ms of the window's start-up
    import genanki  # imported when a deck is written: the command line offers it by name

    model = genanki.Model(
        MODEL_ID, "Glossary Desktop (Spanish | Portuguese)",
        fields=[{"name": name} for name in FIELDS],
        templates=[{"name": n, "qfmt": q, "afmt": a} for n, q, a in TEMPLATES],
        css=CSS, sort_field_index=1,
    )
    deck = genanki.Deck(deck_id(deck_name), printable(deck_name))
    skipped: list[str] = []
    written = 0
    for slug, es, pt, note in two_sided(items, skipped):
        fields = [escape(slug), _term(es), html_field(es.definition), _term(pt),
                  html_field(pt.definition), note_html(note)]
        deck.add_note(genanki.Note(model, fields, guid=GUID_PREFIX + slug, sort_field=es.term))
        written += 1
    if written:
        _package(genanki.Package(deck), out, time.time() if timestamp is None else timestamp)
    return Written(written, tuple(skipped))


def _package(package: genanki.Package, out: BinaryIO, timestamp: float) -> None:
    """The package's collection, zipped into ``out`` as Anki reads it.

    Not ``Package.write_to_file``: it leaves its temporary database behind in the
    system's temporary folder on every call; here it is removed.
    """
    with tempfile.TemporaryDirectory(prefix="glossary-apkg-") as folder:
        db = Path(folder) / "collection.anki2"
        conn = sqlite3.connect(db)
        try:
            package.write_to_db(conn.cursor(), timestamp, itertools.count(int(timestamp * 1000)))
            conn.commit()
        finally:
            conn.close()
        with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as archive:
            archive.write(db, "collection.anki2")
            archive.writestr("media", "{}")  # no pictures or sounds


def _term(entry: Entry) -> str:
    text = f"<b>{html_field(entry.term)}</b>"
    if entry.synonyms:
        text += f"<br><small>{html_field(', '.join(entry.synonyms))}</small>"
    return text
