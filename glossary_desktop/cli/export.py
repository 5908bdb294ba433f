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
from glossary_desktop.cli.scope import open_shelf, say_failures
from glossary_desktop.domain import BUILT_IN_NAME, Lang
from glossary_desktop.export import Item, NothingToExport, Written, without_notes
from glossary_desktop.export.files import write_file
from glossary_desktop.export.formats import DELIMITERS, FORMATS, Writer, file_mode, writer_for
from glossary_desktop.glossary import Glossary
from glossary_desktop.paths import resolve_user_dir
from glossary_desktop.store.library import Library
from glossary_desktop.store.user_db import UserStore
from glossary_desktop.text import sort_key

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
    if args.bookmarks and getattr(args, "glossary", None) is None:
        # Every glossary's bookmarks (each keeps its own), as `bookmarks list` shows them.
        items, reading, names = _library_bookmarks(args, fmt)
        name = names[0] if names and len(set(names)) == 1 and names[0] != BUILT_IN_NAME \
            else "Bookmarks"
        written = _write(args, fmt, items, reading, "Bookmarks", name,
                         names if fmt == "csv" and _several(args) else None)
    else:
        with open_glossary(args) as glossary:
            reading = [glossary.path]  # never replaced by what is read from it
            concepts: Iterable[Item]
            if args.bookmarks:
                concepts, store = _bookmarked(args, glossary)
                reading.append(store)
            else:
                concepts = without_notes(glossary.concepts())
            # An imported glossary by its name, as the window titles it: its file is
            # glossary.db like every other one's.
            name = getattr(args, "glossary", None) or f"Glossary ({glossary.path.name})"
            written = _write(args, fmt, concepts, reading,
                             "Bookmarks" if args.bookmarks else name, name)
    if written.skipped:
        print(f"glossary-desktop: left out {counted(len(written.skipped), 'concept')} with one "
              f"language only (a card needs both sides): {', '.join(written.skipped[:10])}"
              + (" ..." if len(written.skipped) > 10 else ""), file=sys.stderr)
    if args.out is not None:
        print(f"wrote {counted(written.written, 'concept')} to {args.out}", file=sys.stderr)
    return 0


def _write(
    args: argparse.Namespace, fmt: str, items: Iterable[Item], reading: list[Path],
    title: str, name: str, glossaries: list[str] | None = None,
) -> Written:
    """Write ``items`` as ``fmt`` to ``--out`` or standard output, never over a file
    of ``reading``; an Anki deck is named after the glossary (``name``);
    ``glossaries``: each item's, CSV's last column."""
    if fmt in _QT_FORMATS:
        # lazy: 47 modules, 157 ms of the command line's start-up
        from glossary_desktop.models.sheet_print import pdf_writer  # Qt, for a PDF only

        what = "Bookmarks" if args.bookmarks else "Whole glossary"
        writer = pdf_writer(items, name, what, Lang(args.first or "es"))
    else:
        writer = writer_for(fmt, items, title, delimiter=DELIMITERS[args.delimiter or ","],
                            deck=name, glossaries=glossaries)
    binary = fmt in _QT_FORMATS or file_mode(fmt)["binary"]
    if args.out is None:
        return _to_stdout(writer, binary)
    return write_file(args.out, writer, force=args.force, bom=file_mode(fmt)["bom"],
                      binary=binary, reading=reading)


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
    _say_gone(gone)
    return items, store.path


def _say_gone(gone: list[str], several: bool = False) -> None:
    """One line naming the bookmarks left out (``several``: glossary:slug each)."""
    if not gone:
        return
    if several:
        where = "its glossary" if len(gone) == 1 else "their glossaries"
        said = f"no longer in {where}: left out"
    else:
        said = "is no longer in the glossary and was left out" if len(gone) == 1 else (
            "are no longer in the glossary and were left out")
    print(f"glossary-desktop: {counted(len(gone), 'bookmark')} {said}: {', '.join(gone)}",
          file=sys.stderr)


def _several(args: argparse.Namespace) -> bool:
    """Whether the library holds imported glossaries besides the built-in one."""
    return bool(Library(resolve_user_dir(getattr(args, "user_dir", None))).list())


def _library_bookmarks(
    args: argparse.Namespace, fmt: str
) -> tuple[list[Item], list[Path], list[str]]:
    """Every glossary's bookmarks still in it, A to Z, the files they are read from,
    and each one's glossary (``--glossary``'s name for it): :class:`NothingToExport`
    if there are none. Only CSV holds several glossaries' (a glossary column):
    another format's concepts of two glossaries could share a slug, its identity."""
    found: list[tuple[str, str, Item]] = []
    reading: list[Path] = []
    gone: list[str] = []
    marked = 0
    with open_shelf(args) as shelf:
        several = len(shelf.members) > 1
        for member in shelf.members:
            with UserStore.open(member.user_dir, create=False) as store:
                if store.recovered_from is not None:
                    print(f"glossary-desktop: warning: {store.warning}", file=sys.stderr)
                marks = store.bookmarks("alpha")
                reading.append(store.path)
            glossary = shelf.glossary(member) if marks else None
            if glossary is None:
                continue
            reading.append(glossary.path)
            marked += len(marks)
            for mark in marks:
                concept = glossary.get(mark.slug)
                if concept is None:
                    gone.append(f"{member.ref.cli_name}:{mark.slug}" if several else mark.slug)
                else:
                    found.append((mark.term, member.ref.cli_name, (concept, mark.note)))
        say_failures(shelf)
    if not marked:
        raise NothingToExport(NothingToExport.NO_BOOKMARKS)
    if not found:
        raise NothingToExport(NothingToExport.BOOKMARKS_GONE, len(gone))
    names = sorted({name for _term, name, _item in found})
    if fmt != "csv" and len(names) > 1:
        raise UsageError(args.prog, f"the bookmarks of several glossaries ({', '.join(names)}) "
                         f"go to CSV, with a glossary column; for {fmt}, give --glossary NAME")
    _say_gone(gone, several)
    found.sort(key=lambda row: (sort_key(row[0]), row[0], row[1]))
    return [item for *_k, item in found], reading, [name for _t, name, _i in found]
