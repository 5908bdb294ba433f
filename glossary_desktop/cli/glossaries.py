"""``glossary-desktop import`` and ``glossaries``: the user's own glossaries.

``import FILE...`` builds a glossary from text files or term bases (``.tbx``,
``.csv``, ``.tsv``) into the user library; ``glossaries list|rename|remove``
manages it. Every other command opens one of them with ``--glossary NAME``.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from glossary_desktop.cli.build_db import print_report
from glossary_desktop.cli.common import PROGRESS_LINES_HELP, add_command, print_json, text
from glossary_desktop.cli.exits import terminated
from glossary_desktop.cli.output import printable
from glossary_desktop.cli.progress import ProgressLine
from glossary_desktop.paths import resolve_user_dir
from glossary_desktop.store.library import Entry, Library, default_name

if TYPE_CHECKING:
    from glossary_desktop.importer.build import BuildReport


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    imp = add_command(
        sub, "import",
        "Add a glossary of your own, built from text files or term bases (.tbx, .csv, .tsv).",
        "glossary-desktop import termbase.tbx --name mine",
    )
    imp.add_argument("sources", nargs="+", type=Path, metavar="FILE",
                     help="the files to import, together as one glossary")
    imp.add_argument("--name", type=text, metavar="NAME",
                     help="the glossary's name (default: the first file's name)")
    imp.add_argument("--progress-lines", action="store_true", help=PROGRESS_LINES_HELP)
    imp.set_defaults(func=run_import)

    p = add_command(
        sub, "glossaries",
        "List, rename or remove your imported glossaries (with no action: list).",
        "glossary-desktop glossaries list --json\n"
        "  glossary-desktop glossaries rename mine work\n"
        "  glossary-desktop glossaries remove work",
        json_help="print the list as JSON",
    )
    p.set_defaults(func=run_list)
    actions = p.add_subparsers(dest="glossaries_action", metavar="ACTION")
    lst = add_command(actions, "list", "Show the imported glossaries.",
                      "glossary-desktop glossaries list", json_help="print the list as JSON")
    lst.set_defaults(func=run_list)
    ren = add_command(actions, "rename", "Give an imported glossary another name.",
                      "glossary-desktop glossaries rename mine work",
                      json_help='the glossary as renamed, as JSON: {"name", "db"}')
    ren.add_argument("name", type=text, metavar="NAME")
    ren.add_argument("new_name", type=text, metavar="NEW_NAME")
    ren.set_defaults(func=run_rename)
    rm = add_command(actions, "remove", "Delete an imported glossary and its bookmarks.",
                     "glossary-desktop glossaries remove work",
                     json_help="print the result as JSON")
    rm.add_argument("name", type=text, metavar="NAME")
    rm.set_defaults(func=run_remove)
    idx = add_command(actions, "reindex",
                      "Write the search index of your imported glossaries anew (each "
                      "import, rename and removal does it; a window leaves it to this "
                      "command in a child process).",
                      "glossary-desktop glossaries reindex",
                      json_help='the result as JSON: {"indexed": N}')
    idx.add_argument("--progress-lines", action="store_true", help=PROGRESS_LINES_HELP)
    idx.set_defaults(func=run_reindex)


def _library(args: argparse.Namespace) -> Library:
    return Library(resolve_user_dir(getattr(args, "user_dir", None)))


def run_import(args: argparse.Namespace) -> int:
    # lazy: 110 modules, 97 ms of the command line's start-up
    from glossary_desktop.importer.build import build_db  # the importer: only when importing

    # lazy: 3 modules, 2.1 ms of the command line's start-up
    from glossary_desktop.importer.limits import check_source_file

    # lazy: 108 modules, 92 ms of the command line's start-up
    from glossary_desktop.importer.writer import collector_paused

    sources: list[Path] = args.sources
    for source in sources:  # before the library makes a folder for it (build_db checks again)
        check_source_file(source)
    name = args.name if args.name is not None else default_name(sources)
    reports: list[BuildReport] = []
    if args.progress_lines:  # the window's import: its lines only
        # Only for the window: a terminal's import loads none of the protocol.
        # lazy: 84 modules, 60 ms of the command line's start-up
        from glossary_desktop.cli.child import Lines

        # lazy: 83 modules, 58 ms of the command line's start-up
        from glossary_desktop.progress_lines import ImportSummary

        lines = Lines()
        with collector_paused():
            entry = _library(args).add(name, lambda out: reports.append(build_db(
                sources, out, progress=lines.progress, cancelled=terminated)),
                cancelled=terminated)
        lines.result(**ImportSummary.from_report(entry.name, reports[0]).to_json())
        return 0
    # As build-db: a progress line on a terminal, then what was built, fixed and left unpaired.
    progress = ProgressLine(sys.stderr) if sys.stderr.isatty() else None
    try:
        with collector_paused():
            entry = _library(args).add(name, lambda out: reports.append(build_db(
                sources, out, progress=progress, cancelled=terminated)))
    finally:
        if progress is not None:
            progress.clear()
    print_report(reports[0], f"Imported '{entry.name}' into {entry.folder}")
    return 0


def run_list(args: argparse.Namespace) -> int:
    library = _library(args)
    entries = library.list()
    # A user folder (or its glossaries folder) that is a file holds none: said,
    # rather than "none yet" as if the user's glossaries were gone.
    blocked = next((p for p in (library.root.parent, library.root)
                    if p.exists() and not p.is_dir()), None)
    if blocked is not None:
        sys.stderr.write(printable(f"glossary-desktop: warning: {blocked} is not a folder: "
                                   "no glossaries can be kept there") + "\n")
    if args.json:
        print_json([_entry_json(e) for e in entries])
        return 0
    if not entries:  # on stderr, as 'bookmarks list' says it has none: stdout stays a list
        print("no imported glossaries yet; add one with 'glossary-desktop import FILE'",
              file=sys.stderr)
    for entry in entries:
        sys.stdout.write(printable(entry.name) + "\n")
    return 0


def _entry_json(entry: Entry) -> dict[str, str]:
    return {"name": entry.name, "db": str(entry.db)}


def run_rename(args: argparse.Namespace) -> int:
    entry = _library(args).rename(args.name, args.new_name)
    if args.json:
        print_json(_entry_json(entry))
        return 0
    if entry.name == args.name:  # renamed to its own name: said, not refused
        sys.stdout.write(printable(f"'{entry.name}' already has that name: nothing changed")
                         + "\n")
        return 0
    sys.stdout.write(printable(f"Renamed '{args.name}' to '{entry.name}'") + "\n")
    return 0


def run_remove(args: argparse.Namespace) -> int:
    backup = _library(args).remove(args.name)
    if args.json:
        print_json({"removed": args.name, "bookmarks_backup": backup and str(backup)})
    else:
        sys.stdout.write(printable(f"Removed '{args.name}' and its bookmarks") + "\n")
        if backup is not None:
            sys.stdout.write(printable(f"Its bookmarks were saved first to {backup} "
                                       "('bookmarks import' brings them back)") + "\n")
    return 0


def run_reindex(args: argparse.Namespace) -> int:
    library = _library(args)
    # None with fewer than two imported glossaries (each searched alone) or one
    # that cannot be read (searches then ask each glossary: slower, never wrong).
    index = library.reindex()
    indexed = len(library.list()) if index is not None else 0
    if args.progress_lines:
        # lazy: 84 modules, 60 ms of the command line's start-up
        from glossary_desktop.cli.child import Lines

        Lines().result(indexed=indexed)
    elif args.json:
        print_json({"indexed": indexed})
    elif index is None:
        print("no search index: fewer than two imported glossaries, or one that "
              "cannot be read (each is searched on its own)", file=sys.stderr)
    else:
        sys.stdout.write(f"Search index of {indexed} imported glossaries written\n")
    return 0
