"""``glossary-desktop build-db``: text sources -> glossary database."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from glossary_desktop.cli.common import add_command
from glossary_desktop.errors import UserError
from glossary_desktop.paths import DATA_DIR, bundled_db


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = add_command(
        sub, "build-db",
        "Build the glossary database from text sources, pairing translations by content.",
        "glossary-desktop build-db --out /tmp/g.db data/ia-distribuida.*.txt",
    )
    p.add_argument("sources", nargs="*", type=Path, metavar="SOURCE",
                   help="glossary text files (default: every .txt in data/)")
    p.add_argument("--out", type=Path, metavar="PATH",
                   help="where to write the database (default: --db, else build/glossary.db)")
    p.add_argument("--quiet", "-q", action="store_true", help="print nothing on success")
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    if getattr(sys, "frozen", False):  # the executable ships without the importer
        raise UserError("build-db needs the source distribution (pip install glossary-desktop)")
    # The importer pulls in sqlite-utils (~100 ms): keep it off the window's path.
    from glossary_desktop.importer.build import build_db, sources_in

    sources = args.sources or sources_in(DATA_DIR)
    out = args.out or (Path(args.db) if getattr(args, "db", None) else bundled_db())
    report = build_db(sources, out)
    if args.quiet:
        return 0
    counts = report.counts
    w = sys.stdout.write
    w(f"Built {report.out} in {report.seconds:.2f} s: {counts['concepts']} concepts, "
      f"{counts['both']} in both languages, {counts['es_only']} Spanish only, "
      f"{counts['pt_only']} Portuguese only.\n")
    for volume in report.plan.volumes:
        files = " + ".join(f"{s.file.name} ({s.lang.value}, {len(s.file.entries)} entries)"
                           for s in volume.sources)
        paired = f", {volume.paired} pairs" if len(volume.sources) > 1 else ", no translation file"
        w(f"  volume {volume.name!r}: {files}{paired}\n")
    if report.plan.unpaired:
        w(f"Could not pair {len(report.plan.unpaired)} entries (kept in one language):\n")
        for source, entry in report.plan.unpaired:
            w(f"  {source.file.name}:{entry.line}: {entry.term}\n")
    return 0
