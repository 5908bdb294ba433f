"""``bookmarks export --json`` (the backup) and ``bookmarks import FILE`` (a backup
or a CSV bookmarks export, merged: :mod:`glossary_desktop.glossary.bookmarks_in`)."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import TextIO

from glossary_desktop.cli.common import (
    PROGRESS_LINES_HELP,
    add_command,
    open_glossary,
    open_user_store,
)
from glossary_desktop.cli.exits import UsageError
from glossary_desktop.cli.output import counted, printable
from glossary_desktop.errors import UserError
from glossary_desktop.export.files import write_file

#: Why a merge kept a note over another (``bookmarks_in.Why``'s values), said.
WHY = {"newer": "newer", "other-undated": "the other has no date",
       "both-undated": "neither has a date", "same-time": "same date"}


def register(actions: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    exp = add_command(actions, "export", "Back up the bookmarks and notes, every field, as JSON.",
                      "glossary-desktop bookmarks export --json --out backup.json")
    exp.add_argument("--json", action="store_true", required=True,
                     help="the backup format, which 'bookmarks import' reads back")
    exp.add_argument("--out", "-o", type=Path, metavar="PATH",
                     help="file to write (default: standard output)")
    exp.add_argument("--force", action="store_true", help="replace --out if it exists")
    exp.set_defaults(func=run_export)

    imp = add_command(
        actions, "import",
        "Merge bookmarks from a backup (.json) or a CSV bookmarks export into these.",
        "glossary-desktop bookmarks import backup.json")
    imp.add_argument("file", type=Path, metavar="FILE", help="a .json backup or a .csv export")
    imp.add_argument("--progress-lines", action="store_true", help=PROGRESS_LINES_HELP)
    imp.set_defaults(func=run_import)


def run_export(args: argparse.Namespace) -> int:
    # lazy: 6 modules, 5.4 ms of the command line's start-up
    from glossary_desktop.store.bookmark_backup import to_json

    store = open_user_store(args, create=False)
    try:
        if store.unusable:
            raise UserError(str(store.warning))
        marks = store.bookmarks()
    finally:
        store.close()
    name = getattr(args, "glossary", None) or "built-in"
    text = to_json(marks, name)
    if args.out is None:
        sys.stdout.write(text)
    else:
        def write(out: TextIO) -> None:
            out.write(text)

        write_file(args.out, write, force=args.force, reading=[store.path])
        print(f"wrote {counted(len(marks), 'bookmark')} to {args.out}", file=sys.stderr)
    return 0


def run_import(args: argparse.Namespace) -> int:
    # lazy: 7 modules, 8.5 ms of the command line's start-up
    from glossary_desktop.glossary.bookmarks_in import merge_bookmarks, read_bookmarks

    if args.file.is_dir():
        raise UsageError(args.prog, f"{args.file} is a folder; give a .json or .csv file")
    with open_glossary(args) as glossary:
        marks = read_bookmarks(args.file, glossary)
        store = open_user_store(args)
        try:
            merged = merge_bookmarks(store, glossary, marks)
        finally:
            store.close()
    if args.progress_lines:  # File > Import bookmarks…, in a child of the window
        # lazy: 84 modules, 58 ms of the command line's start-up
        from glossary_desktop.cli.child import Lines

        Lines().result(
            read=len(marks), added=len(merged.added), noted=len(merged.noted),
            unchanged=len(merged.unchanged),
            conflicts=[[c.kept.slug, "file" if c.from_file else "here", str(c.why), c.kept.note,
                        c.other] for c in merged.conflicts],
            moved=[[old, mark.slug] for old, mark in merged.moved],
            unmatched=[[mark.slug, mark.term] for mark in merged.unmatched])
        return 0
    print(f"{counted(len(marks), 'bookmark')} read: {len(merged.added)} added, "
          f"{len(merged.noted)} given the file's note, {len(merged.unchanged)} already here, "
          f"{len(merged.conflicts)} with another note here")
    for old, mark in merged.moved:
        print(printable(f"matched by its terms: {old} -> {mark.slug}  {mark.term}"))
    for c in merged.conflicts:
        kept, other = ("the file's note", "the one here was") if c.from_file else \
            ("the note here", "the file's")
        print(printable(f"kept {kept} on {c.kept.slug} ({WHY[c.why]}): {c.kept.note!r}; "
                        f"{other}: {c.other!r}"))
    for mark in merged.unmatched:
        print(printable(f"not in this glossary (kept, listed as no longer in it): "
                        f"{mark.slug}  {mark.term}"))
    return 0
