"""``glossary-desktop search``: search both languages from the terminal."""

from __future__ import annotations

import argparse
import sys

from glossary_desktop.cli.common import (
    MAX_LIMIT,
    add_command,
    limit,
    open_glossary,
    open_user_store,
    print_json,
    text,
)
from glossary_desktop.cli.output import hit_json, printable
from glossary_desktop.domain import Hit, ListFilter, Scope, corrected_query
from glossary_desktop.errors import UserError
from glossary_desktop.glossary import Glossary
from glossary_desktop.text import identity


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = add_command(
        sub, "search",
        "Search terms and definitions in Spanish and Portuguese (accents, case and "
        "word endings ignored).",
        "glossary-desktop search sincronico --limit 5\n"
        "  glossary-desktop search modelo --bookmarked --scope missing-pt",
        json_help="a JSON list of concepts, best first",
    )
    p.add_argument("query", type=text, metavar="QUERY", help="any text; words match as prefixes")
    p.add_argument("--limit", type=limit, default=20, metavar="N",
                   help=f"at most N results (20; 1 to {MAX_LIMIT})")
    p.add_argument("--bookmarked", action="store_true",
                   help="only bookmarked concepts (the bookmarks of --user-dir)")
    p.add_argument("--volume", type=text, metavar="NAME", help="only concepts of this volume")
    p.add_argument("--scope", choices=[s.value for s in Scope if s is not Scope.ALL],
                   help="only concepts in both languages, or missing Portuguese / Spanish")
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    with open_glossary(args) as g:
        flt = ListFilter(
            Scope(args.scope) if args.scope else Scope.ALL,
            _volume_id(g, args.volume) if args.volume else None,
            _bookmarked(args) if args.bookmarked else None,
        )
        hits = g.search(args.query, limit=args.limit, flt=flt)
        if args.json:
            print_json([hit_json(h) for h in hits])
            return 0
        if not hits:
            suggestions = g.suggest(args.query, flt=flt)
            hint = f" Did you mean: {', '.join(suggestions)}?" if suggestions else ""
            filtered = "" if flt.is_everything else " with these filters"
            _notice(f"No results for {args.query!r}{filtered}.{hint}")
            return 0
        corrected = corrected_query(hits)
        if corrected:
            _notice(
                f"No results for {args.query!r}; showing results for {corrected!r}:"
            )
        for h in hits:
            sys.stdout.write(_line(h))
    return 0


def _notice(text: str) -> None:
    # Not a result: stdout holds one line per result, so a pipe counts and reads them.
    sys.stderr.write(printable(text) + "\n")


def _line(hit: Hit) -> str:
    """One line: the hit's terms and slug; a definition-only hit (or a correction
    found in a definition) adds the words around the match, a hit on a synonym
    alone that synonym ("also ...")."""
    es = hit.concept.es.term if hit.concept.es else "—"
    pt = hit.concept.pt.term if hit.concept.pt else "—"
    line = f"{es}  |  {pt}   [{hit.concept.slug}]"
    found = hit.excerpt
    if found is not None:
        also = "also " if found.synonym else ""
        line += f"   {found.lang.value}: {also}{found.text}"
    return printable(line) + "\n"


def _volume_id(g: Glossary, name: str) -> int:
    # Spacing and case aside, as a term is the same term: a name typed with one
    # space finds a volume whose title had a no-break space or a tab.
    wanted = identity(name)
    for volume in g.volumes():
        if identity(volume.name) == wanted:
            return volume.id
    names = ", ".join(repr(v.name) for v in g.volumes())
    raise UserError(f"no volume named {name!r} (volumes: {names})")


def _bookmarked(args: argparse.Namespace) -> frozenset[str]:
    with open_user_store(args, create=False) as store:
        if store.warning:
            print(f"glossary-desktop: warning: {store.warning}", file=sys.stderr)
        return store.slugs()
