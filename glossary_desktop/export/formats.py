"""The export formats by name: one choice shared by the command line and the window.

The names are all every launch needs (the command line offers them); each
format's writer is imported when something is written in it.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import Any

from glossary_desktop.domain import NoteKind
from glossary_desktop.export import Item, NothingToExport, Written

FORMATS = ("tbx", "csv", "apkg", "anki-text", "md")
#: The file name ending each format is saved under by default.
SUFFIX = {"tbx": ".tbx", "csv": ".csv", "apkg": ".apkg", "anki-text": ".txt", "md": ".md"}
#: The delimiters a CSV export may use, by the name the command line gives them.
DELIMITERS = {",": ",", ";": ";", "tab": "\t"}
#: The formats written as bytes (a zip archive), not text.
BINARY = frozenset({"apkg"})
#: A stream of text, or of bytes for a format of :data:`BINARY`.
Writer = Callable[[Any], Written]


def writer_for(
    fmt: str, items: Iterable[Item], title: str, labels: Mapping[NoteKind, str] | None = None,
    *, delimiter: str = ",", deck: str | None = None, glossaries: Iterable[str] | None = None,
) -> Writer:
    """The function that writes ``items`` in format ``fmt`` to a stream;
    it raises :class:`NothingToExport` when it wrote no concept, so that
    :func:`~glossary_desktop.export.files.write_file` keeps no empty file.
    ``labels``: the words for a term base's notes where the format writes words
    (Markdown), in the reader's language; English by default. ``delimiter``:
    CSV's; ``deck``: an Anki package's deck name (the glossary's), ``title``
    if not given; ``glossaries``: each item's glossary, CSV's last column."""
    write = _writer(fmt, items, title, labels, delimiter, deck or title, glossaries)

    def write_some(out: Any) -> Written:
        written = write(out)
        if not written.written:
            raise NothingToExport(
                NothingToExport.ONE_LANGUAGE if written.skipped else NothingToExport.EMPTY
            )
        return written

    return write_some


def _writer(
    fmt: str, items: Iterable[Item], title: str, labels: Mapping[NoteKind, str] | None,
    delimiter: str, deck: str, glossaries: Iterable[str] | None = None,
) -> Writer:
    if fmt == "tbx":
        # lazy: 1 module, 2.3 ms of the window's start-up
        from glossary_desktop.export.tbx import write_tbx

        return lambda out: write_tbx(items, out, title)
    if fmt == "csv":
        # lazy: 5 modules, 4.5 ms of the window's start-up
        from glossary_desktop.export.table import write_csv

        return lambda out: write_csv(items, out, delimiter, glossaries)
    if fmt == "apkg":
        # lazy: 2 modules, 4.9 ms of the window's start-up
        from glossary_desktop.export.apkg import write_apkg

        return lambda out: write_apkg(items, out, deck)
    if fmt == "anki-text":
        # lazy: 1 module, 1.9 ms of the window's start-up
        from glossary_desktop.export.anki import write_anki

        return lambda out: write_anki(items, out)
    # lazy: 1 module, 2.9 ms of the window's start-up
    from glossary_desktop.export.markdown import NOTE_LABELS, write_markdown

    return lambda out: write_markdown(items, out, title, labels or NOTE_LABELS)


def file_mode(fmt: str) -> dict[str, bool]:
    """How :func:`~glossary_desktop.export.files.write_file` opens the file for
    ``fmt``: CSV gets a byte-order mark (spreadsheets read UTF-8 by it), a
    package is bytes."""
    return {"bom": fmt == "csv", "binary": fmt in BINARY}
