"""``glossary-desktop show``: one concept, both languages side by side."""

from __future__ import annotations

import argparse
import sys

from glossary_desktop.cli.common import CONCEPT_HELP, add_command, open_glossary, print_json, text
from glossary_desktop.cli.output import concept_json, printable, side_by_side
from glossary_desktop.domain import Concept
from glossary_desktop.errors import UserError
from glossary_desktop.glossary import Glossary


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = add_command(
        sub, "show",
        "Show one concept: its Spanish and Portuguese entries side by side.",
        "glossary-desktop show 'Paralelismo de Datos'",
        json_help="the concept as a JSON object",
    )
    p.add_argument("concept", type=text, metavar="SLUG_OR_TERM",
                   help=CONCEPT_HELP)
    p.set_defaults(func=run)


def resolve(g: Glossary, slug_or_term: str) -> Concept:
    """The concept ``slug_or_term`` names; :class:`UserError` if none."""
    return resolve_all(g, slug_or_term)[0]


def resolve_all(g: Glossary, slug_or_term: str) -> list[Concept]:
    """The concepts ``slug_or_term`` names equally well, the one to show first;
    :class:`UserError` if none."""
    found = g.resolve_all(slug_or_term)  # as `bookmarks add` finds it too
    if not found:
        raise UserError(f"no concept matches {slug_or_term!r} (try 'search')")
    return found


def run(args: argparse.Namespace) -> int:
    with open_glossary(args) as g:
        concept, *also = resolve_all(g, args.concept)
        if also:
            # The reader meant one of them: the others are named where a pipe
            # reading the concept does not see them.
            names = "; ".join(f"{c.slug} {_term(c)}" for c in also)
            sys.stderr.write(printable(f"also: {names}") + "\n")
        if args.json:
            out = concept_json(concept)
            out["links"] = {
                lang.value: [{"start": k.start, "end": k.end, "slug": k.slug}
                             for k in g.links(concept, lang)]
                for lang in concept.entries
            }
            out["also"] = [
                {"slug": c.slug, "es": c.es and c.es.term, "pt": c.pt and c.pt.term}
                for c in also
            ]
            print_json(out)
        else:
            sys.stdout.write(side_by_side(concept) + "\n")
    return 0


def _term(concept: Concept) -> str:
    entry = concept.es or concept.pt
    return entry.term if entry else ""
