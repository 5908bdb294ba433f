"""``glossary-desktop build-db``: text sources -> glossary database."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from glossary_desktop.cli.common import add_command
from glossary_desktop.cli.exits import terminated
from glossary_desktop.cli.output import counted, printable
from glossary_desktop.cli.progress import ProgressLine
from glossary_desktop.errors import UserError
from glossary_desktop.paths import DATA_DIR, bundled_db, in_source_checkout

if TYPE_CHECKING:
    from glossary_desktop.importer.build import BuildReport


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = add_command(
        sub, "build-db",
        "Build the glossary database from text sources, pairing translations by content.",
        "glossary-desktop build-db --out /tmp/g.db data/ia-distribuida.*.txt",
    )
    p.add_argument("sources", nargs="*", type=Path, metavar="SOURCE",
                   help="glossary text files, or term bases (.tbx, .csv, .tsv) "
                        "(default: every .txt in data/)")
    p.add_argument("--out", type=Path, metavar="PATH",
                   help="where to write the database (default: --db, else the bundled "
                   "glossary of a source checkout)")
    p.add_argument("--force", action="store_true",
                   help="replace an existing --out file even if it is not a glossary database "
                   "(never one of the sources)")
    p.add_argument("--previous", type=Path, metavar="PATH",
                   help="glossary whose slugs to keep (default: the output, if it is one)")
    p.add_argument("--quiet", "-q", action="store_true",
                   help="print nothing on success: no progress, summary or warnings")
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    # The importer pulls in defusedxml and the pairing, a start-up cost: keep it off the
    # window's path.
    # lazy: 110 modules, 93 ms of the command line's start-up
    from glossary_desktop.importer.build import build_db, sources_in

    # lazy: 108 modules, 89 ms of the command line's start-up
    from glossary_desktop.importer.writer import collector_paused

    out = args.out or (Path(args.db) if getattr(args, "db", None) else None)
    if not (args.sources and out) and not in_source_checkout():
        # An installed package has no seed sources, and its glossary is not to be
        # overwritten by a command run without arguments.
        raise UserError("outside a source checkout, name the sources and --out PATH")
    sources = args.sources or sources_in(DATA_DIR)
    # A progress line only for a person watching a terminal: nothing in a pipe or a log.
    show = not args.quiet and sys.stderr.isatty()
    progress = ProgressLine(sys.stderr) if show else None
    try:
        with collector_paused():
            # terminated: SIGTERM inside a statement ends the build as cancelled.
            report = build_db(sources, out or bundled_db(), force=args.force,
                              previous=args.previous, progress=progress, cancelled=terminated)
    finally:
        if progress is not None:
            progress.clear()
    if not args.quiet:
        print_report(report, f"Built {report.out} in {report.seconds:.2f} s")
    return 0


def print_report(report: BuildReport, headline: str) -> None:
    """What a build wrote (``headline: N concepts, ...``), fixed and could not pair:
    the warnings on stderr, the rest on stdout (``build-db`` and ``import``)."""
    for warning in report.warnings:  # file names and terms are data: printed escaped
        sys.stderr.write(f"glossary-desktop: warning: {printable(str(warning))}\n")
    counts = report.counts

    def w(line: str) -> None:  # file names and terms are data: printed escaped
        sys.stdout.write(printable(line.removesuffix("\n")) + "\n")

    w(f"{headline}: {counted(counts['concepts'], 'concept')}, "
      f"{counts['both']} in both languages, {counts['es_only']} Spanish only, "
      f"{counts['pt_only']} Portuguese only.\n")
    for volume in report.volumes:
        files = " + ".join(f"{s.name} ({s.lang.value}, {counted(s.entries, 'entry', 'entries')})"
                           for s in volume.sources)
        if volume.termbase is not None:
            paired = f", a term base: {counted(volume.paired, 'concept')} in both languages"
        elif len(volume.sources) > 1:
            paired = f", {counted(volume.paired, 'pair')}"
        else:
            paired = ", no translation file"
        w(f"  volume {volume.name!r}: {files}{paired}\n")
    for volume in report.volumes:
        skipped = volume.termbase.skipped if volume.termbase is not None else []
        if skipped:
            w(f"Skipped {counted(len(skipped), 'concept')} of {volume.name} with no Spanish "
              "or Portuguese term:\n")
            for record in skipped[:50]:
                where = f"{volume.name}:{record.line}" if record.line else volume.name
                w(f"  {where}: {record.source_id} ({', '.join(record.langs) or 'no term'})\n")
    if report.unpaired:
        w(f"Could not pair {counted(len(report.unpaired), 'entry', 'entries')} "
          "(kept in one language):\n")
        for entry in report.unpaired:
            w(f"  {entry.file}:{entry.line}: {entry.term}\n")
    if report.by_position:
        w(f"Paired {counted(len(report.by_position), 'entry', 'entries')} by position "
          "(their neighbours are pairs; check them):\n")
        for p in report.by_position:
            w(f"  {p.file}:{p.line}: {p.term} = {p.other_file}:{p.other_line}: {p.other_term}\n")
