"""``glossary-desktop compare``: a concept's two definitions with their word
counterparts, or the overview of every paired concept, least alike first."""

from __future__ import annotations

import argparse
import os
import shutil
import sys
import textwrap
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from glossary_desktop.cli.common import (
    CONCEPT_HELP,
    PROGRESS_LINES_HELP,
    add_command,
    add_json,
    open_glossary,
    print_json,
)
from glossary_desktop.cli.exits import UsageError
from glossary_desktop.cli.output import printable
from glossary_desktop.cli.show import resolve
from glossary_desktop.domain import LANGS, Concept, Lang, Span
from glossary_desktop.errors import UserError
from glossary_desktop.text import fold

if TYPE_CHECKING:
    from glossary_desktop.compare import Alignment, ConceptComparison, OverviewRow

# Private-use characters around the words without a counterpart while the text
# is wrapped; then brackets, or an underline on a terminal.
_OPEN, _CLOSE = "\ue000", "\ue001"
_UNDERLINE = ("\x1b[4m", "\x1b[24m")


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = add_command(
        sub, "compare",
        "Compare a concept's two definitions word by word; --all ranks every pair.",
        "glossary-desktop compare 'Paralelismo de Datos'",
    )
    which = p.add_mutually_exclusive_group(required=True)  # one concept, or all of them
    which.add_argument("concept", metavar="SLUG_OR_TERM", nargs="?", help=CONCEPT_HELP)
    which.add_argument("--all", action="store_true", help="the overview of every paired concept")
    add_json(p, "offsets and similarity as JSON")
    p.add_argument("--progress-lines", action="store_true",
                   help="with --all: " + PROGRESS_LINES_HELP)
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    from glossary_desktop.compare import MAX_WORK, compare_concept, overview, work

    if args.progress_lines and not args.all:
        raise UsageError(args.prog, "--progress-lines goes with --all")
    with open_glossary(args) as g:
        if args.progress_lines:  # View > Compare all, in a child of the window
            from glossary_desktop.cli.child import overview_lines  # only for the window

            overview_lines(g)
            return 0
        if args.all:
            rows = overview(g.concepts())
            if args.json:
                print_json(overview_json(rows))
            else:
                sys.stdout.write(_overview_table(rows))
            return 0
        concept = resolve(g, args.concept)
        compared = compare_concept(concept)
        if compared is None:
            missing = next((lang for lang in LANGS if lang not in concept.entries), None)
            if missing is None:
                raise UserError(
                    f"{concept.slug!r} is too long to align ({work(concept):,} word pairs, "
                    f"at most {MAX_WORK:,})"
                )
            raise UserError(
                f"{concept.slug!r} has no {missing.english_name} entry: nothing to compare"
            )
    if args.json:
        print_json(comparison_json(concept.slug, compared.similarity, compared.definition))
        return 0
    sys.stdout.write(comparison_text(concept, compared))
    return 0


def overview_json(rows: Sequence[OverviewRow]) -> list[dict[str, Any]]:
    """``[{"slug", "similarity", "es", "pt"}, ...]``, the terms under ``es`` and ``pt``."""
    return [{"slug": r.slug, "similarity": round(r.similarity, 3), "es": r.es_term,
             "pt": r.pt_term} for r in rows]


def comparison_json(slug: str, similarity: float, d: Alignment) -> dict[str, Any]:
    """``{"slug", "similarity", "pairs", "unmatched"}``: offsets into each definition."""
    return {
        "slug": slug,
        "similarity": round(similarity, 3),
        "pairs": [{"es": list(p.es), "pt": list(p.pt)} for p in d.pairs],
        "unmatched": {lang.value: [list(s) for s in d.unmatched(lang)] for lang in LANGS},
    }


def comparison_text(concept: Concept, compared: ConceptComparison) -> str:
    """Both sides, words without a counterpart marked, then the counterparts
    that are not spelled alike."""
    tty = sys.stdout.isatty() and "NO_COLOR" not in os.environ
    mark = _UNDERLINE if tty else ("[", "]")
    width = shutil.get_terminal_size((100, 24)).columns
    lines = [printable(f"{concept.slug}  ·  similarity {compared.similarity:.2f}")]
    for lang in LANGS:
        entry = concept.entries[lang]
        lines.append(_marked(f"{lang.value}  ", entry.term,
                             compared.term.unmatched(lang), width, mark))
        lines.append(_marked("    ", entry.definition,
                             compared.definition.unmatched(lang), width, mark))
    es, pt = concept.entries[Lang.ES].definition, concept.entries[Lang.PT].definition
    respelled = list(dict.fromkeys(  # each once, in Spanish order
        f"{es[p.es.start:p.es.end]} = {pt[p.pt.start:p.pt.end]}"
        for p in compared.definition.pairs
        if fold(es[p.es.start:p.es.end]) != fold(pt[p.pt.start:p.pt.end])
    ))
    if respelled:
        lines.append(textwrap.fill(printable("counterparts: " + " · ".join(respelled)), width,
                                   subsequent_indent="    "))
    return "\n".join(lines) + "\n"


def _marked(
    indent: str, text: str, unmatched: Sequence[Span], width: int, mark: tuple[str, str]
) -> str:
    """``text`` wrapped, each run of words in ``unmatched`` between ``mark``'s two halves."""
    out, last = [], 0
    for start, end in _runs(text, unmatched):
        out += [_plain(text[last:start]), _OPEN, _plain(text[start:end]), _CLOSE]
        last = end
    out.append(_plain(text[last:]))
    wrapped = textwrap.fill("".join(out), width, initial_indent=indent,
                            subsequent_indent=" " * len(indent))
    return wrapped.replace(_OPEN, mark[0]).replace(_CLOSE, mark[1])


def _plain(text: str) -> str:
    """``text`` printable, with the two marker characters (private use, never meant
    to be shown) replaced, so a source that has them cannot mark words itself."""
    return printable(text.replace(_OPEN, "\ufffd").replace(_CLOSE, "\ufffd"))


def _runs(text: str, spans: Sequence[Span]) -> list[tuple[int, int]]:
    """``spans`` with those separated by white space only joined."""
    runs: list[tuple[int, int]] = []
    for start, end in spans:
        if runs and not text[runs[-1][1]:start].strip():
            runs[-1] = (runs[-1][0], end)
        else:
            runs.append((start, end))
    return runs


def _overview_table(rows: Sequence[OverviewRow]) -> str:
    """One line a concept: similarity, slug, the two terms."""
    if not rows:
        return "no concept has both a Spanish and a Portuguese entry\n"
    slug_width = max(len(r.slug) for r in rows)
    lines = [f"{'similarity':>10}  {'slug':<{slug_width}}  Spanish | Portuguese"]
    lines += [printable(f"{r.similarity:>10.2f}  {r.slug:<{slug_width}}  {r.es_term} | {r.pt_term}")
              for r in rows]
    return "\n".join(lines) + "\n"
