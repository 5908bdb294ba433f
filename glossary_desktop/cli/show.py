"""``glossary-desktop show``: one concept, both languages side by side."""

from __future__ import annotations

import argparse
import sys
from typing import Any

from glossary_desktop.cli.common import CONCEPT_HELP, add_command, print_json, text
from glossary_desktop.cli.output import concept_json, printable, side_by_side
from glossary_desktop.cli.scope import glossary_json, open_shelf, say_failures
from glossary_desktop.domain import AlsoIn, Concept, GlossaryRef
from glossary_desktop.errors import UserError
from glossary_desktop.glossary import Glossary


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = add_command(
        sub, "show",
        "Show one concept: its Spanish and Portuguese entries side by side (the first "
        "glossary of the library that has it).",
        "glossary-desktop show 'Paralelismo de Datos'\n"
        "  glossary-desktop show sharding --all-sources",
        json_help='the concept as a JSON object, with its "glossary"',
        many_glossaries=True,
    )
    p.add_argument("concept", type=text, metavar="SLUG_OR_TERM",
                   help=CONCEPT_HELP)
    p.add_argument("--all-sources", action="store_true",
                   help="also list the same term in the other glossaries ('Also in'), "
                   "a different translation marked")
    p.set_defaults(func=run)


def resolve(g: Glossary, slug_or_term: str) -> Concept:
    """The concept ``slug_or_term`` names; :class:`UserError` if none."""
    return resolve_all(g, slug_or_term)[0]


def resolve_all(g: Glossary, slug_or_term: str) -> list[Concept]:
    """The concepts ``slug_or_term`` names equally well, the one to show first;
    :class:`UserError` if none."""
    found = g.resolve_all(slug_or_term)  # as `bookmarks add` finds it too
    if not found:
        raise _no_concept(slug_or_term)
    return found


def _no_concept(slug_or_term: str) -> UserError:
    return UserError(f"no concept matches {slug_or_term!r} (try 'search')")


def run(args: argparse.Namespace) -> int:
    with open_shelf(args) as shelf:
        found = shelf.resolve(args.concept)
        say_failures(shelf)
        if found is None:
            raise _no_concept(args.concept)
        ref, (concept, *also) = found
        if also:
            # The reader meant one of them: the others are named where a pipe
            # reading the concept does not see them.
            names = "; ".join(f"{c.slug} {_term(c)}" for c in also)
            sys.stderr.write(printable(f"also: {names}") + "\n")
        sources = shelf.also_in(ref, concept) if args.all_sources else []
        say_failures(shelf)
        if args.json:
            g = shelf.glossary_of(ref)
            out = concept_json(concept)
            out["glossary"] = glossary_json(ref)
            out["links"] = {
                lang.value: [{"start": k.start, "end": k.end, "slug": k.slug}
                             for k in (g.links(concept, lang) if g else ())]
                for lang in concept.entries
            }
            out["also"] = [
                {"slug": c.slug, "es": c.es and c.es.term, "pt": c.pt and c.pt.term}
                for c in also
            ]
            if args.all_sources:
                out["also_in"] = [_also_json(a) for a in sources]
            print_json(out)
            return 0
        if len(shelf.members) > 1:
            sys.stdout.write(printable(f"glossary: {ref.cli_name}") + "\n")
        sys.stdout.write(side_by_side(concept) + "\n")
        if args.all_sources:
            sys.stdout.write(_also_lines(ref, concept, sources))
    return 0


def _also_lines(ref: GlossaryRef, concept: Concept, also: list[AlsoIn]) -> str:
    """"Also in": each other glossary's terms, then what it translates otherwise
    ("differs: pt: iate 'Fragmentação'; this glossary 'Sharding'")."""
    if not also:
        return "\nAlso in: no other glossary has this term.\n"
    lines = ["", "Also in:"]
    for a in also:
        es = a.concept.es.term if a.concept.es else "—"
        pt = a.concept.pt.term if a.concept.pt else "—"
        lines.append(f"  {a.glossary.cli_name}: {es}  |  {pt}   [{a.concept.slug}]")
        for lang in a.differs:
            theirs, ours = a.concept.entries[lang].term, concept.entries[lang].term
            lines.append(f"    differs: {lang.value}: {a.glossary.cli_name} {theirs!r}; "
                         f"{ref.cli_name} {ours!r}")
    return "".join(printable(line) + "\n" for line in lines)


def _also_json(a: AlsoIn) -> dict[str, Any]:
    return {
        "glossary": glossary_json(a.glossary), "slug": a.concept.slug,
        "es": a.concept.es.term if a.concept.es else None,
        "pt": a.concept.pt.term if a.concept.pt else None,
        "differs": [lang.value for lang in a.differs],
    }


def _term(concept: Concept) -> str:
    entry = concept.es or concept.pt
    return entry.term if entry else ""
