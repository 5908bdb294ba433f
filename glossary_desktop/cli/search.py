"""``glossary-desktop search``: search both languages from the terminal."""

from __future__ import annotations

import argparse
import sys

from glossary_desktop.cli.common import MAX_LIMIT, add_command, limit, print_json, text
from glossary_desktop.cli.output import hit_json, printable
from glossary_desktop.cli.scope import glossary_json, named, open_shelf, say_failures
from glossary_desktop.domain import Hit, ListFilter, Scope, corrected_query
from glossary_desktop.errors import UserError
from glossary_desktop.glossary.shelf import Member, Shelf
from glossary_desktop.store.user_db import UserStore
from glossary_desktop.text import identity


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = add_command(
        sub, "search",
        "Search terms and definitions in Spanish and Portuguese (accents, case and "
        "word endings ignored), in every glossary of the library at once.",
        "glossary-desktop search sincronico --limit 5\n"
        "  glossary-desktop search modelo --bookmarked --scope missing-pt\n"
        "  glossary-desktop search cache --glossary mine --glossary built-in",
        json_help='a JSON list of concepts, best first, each with its "glossary"',
        many_glossaries=True,
    )
    p.add_argument("query", type=text, metavar="QUERY", help="any text; words match as prefixes")
    p.add_argument("--limit", type=limit, default=20, metavar="N",
                   help=f"at most N results (20; 1 to {MAX_LIMIT})")
    p.add_argument("--bookmarked", action="store_true",
                   help="only bookmarked concepts (each glossary's own bookmarks)")
    p.add_argument("--volume", type=text, metavar="NAME", help="only concepts of this volume")
    p.add_argument("--scope", choices=[s.value for s in Scope if s is not Scope.ALL],
                   help="only concepts in both languages, or missing Portuguese / Spanish")
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    with open_shelf(args) as shelf:
        scope = Scope(args.scope) if args.scope else Scope.ALL
        volumes = _volume_ids(shelf, args.volume) if args.volume else None

        def filter_for(member: Member) -> ListFilter:
            volume = None if volumes is None else volumes.get(member.ref.id)
            nothing = volumes is not None and volume is None  # no such volume in it
            return ListFilter(
                scope, volume,
                frozenset() if nothing else _bookmarked(member) if args.bookmarked else None,
            )

        hits = shelf.search(args.query, limit=args.limit, filter_for=filter_for)
        say_failures(shelf)
        if args.json:
            print_json([{**hit_json(h.hit), "glossary": glossary_json(h.glossary)}
                        for h in hits])
            return 0
        if not hits:
            filtered = scope is not Scope.ALL or volumes is not None or args.bookmarked
            suggestions = shelf.suggest(args.query, filter_for=filter_for if filtered else None)
            hint = f" Did you mean: {', '.join(suggestions)}?" if suggestions else ""
            with_filters = " with these filters" if filtered else ""
            _notice(f"No results for {args.query!r}{with_filters}.{hint}")
            return 0
        corrected = corrected_query([h.hit for h in hits])
        if corrected:
            _notice(
                f"No results for {args.query!r}; showing results for {corrected!r}:"
            )
        for h in hits:
            sys.stdout.write(_line(h.hit, named(shelf, h.glossary)))
    return 0


def _notice(text: str) -> None:
    # Not a result: stdout holds one line per result, so a pipe counts and reads them.
    sys.stderr.write(printable(text) + "\n")


def _line(hit: Hit, glossary: str = "") -> str:
    """One line: the hit's terms, slug and ``glossary`` (when several were
    searched); a definition-only hit (or a correction found in a definition) adds
    the words around the match, a hit on a synonym alone that synonym ("also ...")."""
    es = hit.concept.es.term if hit.concept.es else "—"
    pt = hit.concept.pt.term if hit.concept.pt else "—"
    line = f"{es}  |  {pt}   [{hit.concept.slug}]{glossary}"
    found = hit.excerpt
    if found is not None:
        also = "also " if found.synonym else ""
        line += f"   {found.lang.value}: {also}{found.text}"
    return printable(line) + "\n"


def _volume_ids(shelf: Shelf, name: str) -> dict[str, int]:
    """Each glossary's volume named ``name`` (spacing and case aside, as a term is
    the same term: a name typed with one space finds a title with a no-break space
    or a tab); :class:`UserError` when none has it."""
    wanted = identity(name)
    ids: dict[str, int] = {}
    names: list[str] = []
    for member in shelf.members:
        g = shelf.glossary(member)
        for volume in g.volumes() if g is not None else ():
            names.append(repr(volume.name))
            if identity(volume.name) == wanted:
                ids.setdefault(member.ref.id, volume.id)
    if not ids:
        raise UserError(f"no volume named {name!r} (volumes: {', '.join(names)})")
    return ids


def _bookmarked(member: Member) -> frozenset[str]:
    with UserStore.open(member.user_dir, create=False) as store:
        if store.warning:
            print(f"glossary-desktop: warning: {store.warning}", file=sys.stderr)
        return store.slugs()
