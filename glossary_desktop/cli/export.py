"""``glossary-desktop export``: the glossary or the bookmarks as TBX, CSV, an Anki
package or text deck, Markdown.

Standard output when no ``--out`` is given; a file is written whole or not
at all and an existing one is only replaced with ``--force``, never the
glossary or bookmarks file it reads (:mod:`glossary_desktop.export.files`). An
export with no concept in it writes no file (:class:`NothingToExport`, exit 1).
"""

from __future__ import annotations

import argparse
import io
import sys
from collections.abc import Iterable
from pathlib import Path

from glossary_desktop.cli.common import add_command, open_glossary, open_user_store
from glossary_desktop.cli.exits import UsageError
from glossary_desktop.cli.output import counted
from glossary_desktop.domain import Lang
from glossary_desktop.export import Item, NothingToExport, Written, without_notes
from glossary_desktop.export.files import write_file
from glossary_desktop.export.formats import DELIMITERS, FORMATS, Writer, file_mode, writer_for
from glossary_desktop.glossary import Glossary

_SUFFIXES = {".tbx": "tbx", ".csv": "csv", ".md": "md", ".apkg": "apkg", ".txt": "anki-text",
             ".tsv": "anki-text", ".pdf": "pdf"}
#: Laid out by Qt (a PDF's pages): written through the models' layer.
_QT_FORMATS = ("pdf",)


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = add_command(
        sub, "export",
        "Export the glossary, or the bookmarks with their notes, as TBX (v3, TBX-Basic), "
        "CSV, an Anki package (.apkg) or text deck, Markdown, or a printable PDF.",
        "glossary-desktop export --format apkg --bookmarks --out ~/glosario.apkg\n"
        "  glossary-desktop export --format csv --delimiter ';' --out glossary.csv\n"
        "  glossary-desktop export --bookmarks --first pt --out bookmarks.pdf\n"
        "  glossary-desktop export --format tbx > glossary.tbx",
    )
    p.add_argument("--format", "-f", choices=(*FORMATS, *_QT_FORMATS),
                   help="output format (default: from --out's extension: "
                        ".tbx .csv .apkg .md .pdf, .txt/.tsv for Anki's text import)")
    p.add_argument("--first", choices=("es", "pt"),
                   help="PDF only: the language of the left column (default es)")
    p.add_argument("--delimiter", choices=tuple(DELIMITERS),
                   help="CSV only: what separates the cells (default ','; ';' for "
                        "spreadsheets set to Spanish or Portuguese)")
    p.add_argument("--bookmarks", action="store_true",
                   help="only the bookmarked concepts, with their notes")
    p.add_argument("--out", "-o", type=Path, metavar="PATH",
                   help="file to write (default: standard output)")
    p.add_argument("--force", action="store_true", help="replace --out if it exists")
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    fmt = args.format or (_SUFFIXES.get(args.out.suffix.lower()) if args.out else None)
    if fmt is None:
        named = f"cannot tell the format from '{args.out.name}': " if args.out else ""
        raise UsageError(args.prog, f"{named}give --format ({', '.join(FORMATS)} or pdf)")
    if args.first is not None and fmt != "pdf":
        raise UsageError(args.prog, "--first is for --format pdf")
    if args.delimiter is not None and fmt != "csv":
        raise UsageError(args.prog, "--delimiter is for --format csv")
    with open_glossary(args) as glossary:
        reading = [glossary.path]  # never replaced by what is read from it
        items: Iterable[Item]
        if args.bookmarks:
            items, store = _bookmarked(args, glossary)
            reading.append(store)
        else:
            items = without_notes(glossary.concepts())
        # An imported glossary by its name, as the window titles it: its file is
        # glossary.db like every other one's.
        name = getattr(args, "glossary", None) or f"Glossary ({glossary.path.name})"
        title = "Bookmarks" if args.bookmarks else name
        if fmt in _QT_FORMATS:
            # lazy: 47 modules, 157 ms of the command line's start-up
            from glossary_desktop.models.sheet_print import pdf_writer  # Qt, for a PDF only

            what = "Bookmarks" if args.bookmarks else "Whole glossary"
            writer = pdf_writer(items, name, what, Lang(args.first or "es"))
        else:
            writer = _writer(fmt, items, title, name, DELIMITERS[args.delimiter or ","])
        binary = fmt in _QT_FORMATS or file_mode(fmt)["binary"]
        if args.out is None:
            written = _to_stdout(writer, binary)
        else:
            written = write_file(args.out, writer, force=args.force, bom=file_mode(fmt)["bom"],
                                 binary=binary, reading=reading)
    if written.skipped:
        print(f"glossary-desktop: left out {counted(len(written.skipped), 'concept')} with one "
              f"language only (a card needs both sides): {', '.join(written.skipped[:10])}"
              + (" ..." if len(written.skipped) > 10 else ""), file=sys.stderr)
    if args.out is not None:
        print(f"wrote {counted(written.written, 'concept')} to {args.out}", file=sys.stderr)
    return 0


def _writer(fmt: str, items: Iterable[Item], title: str, name: str, delimiter: str) -> Writer:
    """The writer of ``fmt``; an Anki deck is named after the glossary (``name``)."""
    return writer_for(fmt, items, title, delimiter=delimiter, deck=name)


def _to_stdout(writer: Writer, binary: bool) -> Written:
    # UTF-8 whatever the locale says: the formats declare it (TBX) or assume it.
    sys.stdout.flush()
    if binary:
        written = writer(sys.stdout.buffer)
        sys.stdout.buffer.flush()
        return written
    stream = io.TextIOWrapper(sys.stdout.buffer, encoding="utf-8", newline="")
    try:
        return writer(stream)
    finally:
        stream.flush()
        stream.detach()


def _bookmarked(args: argparse.Namespace, glossary: Glossary) -> tuple[list[Item], Path]:
    """The bookmarks still in the glossary, before anything is written, and the
    file they are kept in: :class:`NothingToExport` if there are none."""
    with open_user_store(args, create=False) as store:
        if store.recovered_from is not None:
            print(f"glossary-desktop: warning: {store.warning}", file=sys.stderr)
        marks = store.bookmarks("alpha")
    if not marks:
        raise NothingToExport(NothingToExport.NO_BOOKMARKS)
    items, gone = [], []
    for mark in marks:
        concept = glossary.get(mark.slug)
        if concept is None:
            gone.append(mark.slug)
        else:
            items.append((concept, mark.note))
    if not items:
        raise NothingToExport(NothingToExport.BOOKMARKS_GONE, len(gone))
    if gone:
        verbs = "is no longer in the glossary and was" if len(gone) == 1 else (
            "are no longer in the glossary and were")
        print(f"glossary-desktop: {counted(len(gone), 'bookmark')} {verbs} left out: "
              f"{', '.join(gone)}", file=sys.stderr)
    return items, store.path
