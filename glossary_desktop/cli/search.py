"""``glossary-desktop search``: search both languages from the terminal."""

from __future__ import annotations

import argparse
import sys

from glossary_desktop.cli.common import (
    MAX_LIMIT,
    add_command,
    limit,
    open_glossary,
    print_json,
    text,
)
from glossary_desktop.cli.output import hit_json, printable
from glossary_desktop.domain import Tier


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = add_command(
        sub, "search",
        "Search terms and definitions in Spanish and Portuguese (accents and case ignored).",
        "glossary-desktop search sincronico --limit 5",
        json_help="a JSON list of concepts, best first",
    )
    p.add_argument("query", type=text, metavar="QUERY", help="any text; words match as prefixes")
    p.add_argument("--limit", type=limit, default=20, metavar="N",
                   help=f"at most N results (20; 1 to {MAX_LIMIT})")
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    with open_glossary(args) as g:
        hits = g.search(args.query, limit=args.limit)
        if args.json:
            print_json([hit_json(h) for h in hits])
            return 0
        if not hits:
            suggestions = g.suggest(args.query)
            hint = f" Did you mean: {', '.join(suggestions)}?" if suggestions else ""
            sys.stdout.write(printable(f"No results for {args.query!r}.{hint}") + "\n")
            return 0
        if all(h.tier is Tier.FUZZY for h in hits):
            sys.stdout.write(printable(f"No results for {args.query!r}; close spellings:") + "\n")
        for h in hits:
            es = h.concept.es.term if h.concept.es else "—"
            pt = h.concept.pt.term if h.concept.pt else "—"
            sys.stdout.write(printable(f"{es}  |  {pt}   [{h.concept.slug}]") + "\n")
    return 0
