"""``glossary-desktop compare``: a concept's two definitions with their word
counterparts and what differs between them, or the concepts that differ, most
differences first."""

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
from glossary_desktop.cli.compare_all import KIND_NAMES, differences_json, run_all
from glossary_desktop.cli.exits import UsageError
from glossary_desktop.cli.output import counted, printable
from glossary_desktop.cli.show import resolve
from glossary_desktop.domain import LANGS, Concept, Field, Lang, Span
from glossary_desktop.errors import UserError
from glossary_desktop.text import fold

if TYPE_CHECKING:
    from glossary_desktop.compare import ConceptComparison, Difference, Pair

# Private-use characters around the words without a counterpart while the text
# is wrapped; then brackets, or an underline on a terminal.
_OPEN, _CLOSE = "\ue000", "\ue001"
_UNDERLINE = ("\x1b[4m", "\x1b[24m")


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = add_command(
        sub, "compare",
        "Compare a concept's two sides word by word and say what differs; "
        "--all lists the concepts that differ.",
        "glossary-desktop compare 'Paralelismo de Datos'",
    )
    which = p.add_mutually_exclusive_group(required=True)  # one concept, or all of them
    which.add_argument("concept", metavar="SLUG_OR_TERM", nargs="?", help=CONCEPT_HELP)
    which.add_argument("--all", action="store_true",
                       help="the concepts with differences, most first")
    p.add_argument("--kind", choices=KIND_NAMES,
                   help="with --all: only the concepts with a difference of this kind")
    add_json(p, "offsets, differences and similarity as JSON")
    p.add_argument("--progress-lines", action="store_true",
                   help="with --all: " + PROGRESS_LINES_HELP)
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    # lazy: 75 modules, 37 ms of the command line's start-up
    from glossary_desktop.compare import MAX_WORK, work

    # lazy: 76 modules, 39 ms of the command line's start-up
    from glossary_desktop.glossary.comparing import compare_in

    if args.progress_lines and not args.all:
        raise UsageError(args.prog, "--progress-lines goes with --all")
    if args.kind and not args.all:
        raise UsageError(args.prog, "--kind goes with --all")
    with open_glossary(args) as g:
        if args.progress_lines:  # View > Compare all, in a child of the window
            # lazy: 84 modules, 60 ms of the command line's start-up
            from glossary_desktop.cli.child import overview_lines  # only for the window

            overview_lines(g)
            return 0
        if args.all:
            return run_all(g, args.kind, args.json)
        concept = resolve(g, args.concept)
        compared = compare_in(g, concept)
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
        print_json(comparison_json(concept.slug, compared))
        return 0
    sys.stdout.write(comparison_text(concept, compared))
    return 0


def comparison_json(slug: str, compared: ConceptComparison) -> dict[str, Any]:
    """``{"slug", "similarity", "pairs", "unmatched", "differences"}``: offsets
    into each definition (a difference's into its ``field``)."""
    d = compared.definition
    return {
        "slug": slug,
        "similarity": round(compared.similarity, 3),
        "pairs": [{"es": list(p.es), "pt": list(p.pt)} for p in d.pairs],
        "unmatched": {lang.value: [list(s) for s in d.unmatched(lang)] for lang in LANGS},
        "differences": differences_json(compared.differences),
    }


def comparison_text(concept: Concept, compared: ConceptComparison) -> str:
    """Both sides, words without a counterpart marked, the counterparts that are
    not spelled alike (``≠`` where one is negative), then each difference with
    its two places quoted."""
    tty = sys.stdout.isatty() and "NO_COLOR" not in os.environ
    mark = _UNDERLINE if tty else ("[", "]")
    width = shutil.get_terminal_size((100, 24)).columns
    found = len(compared.differences)
    said = counted(found, "difference") if found else "no differences"
    lines = [printable(f"{concept.slug}  ·  similarity {compared.similarity:.2f}  ·  {said}")]
    for lang in LANGS:
        entry = concept.entries[lang]
        lines.append(_marked(f"{lang.value}  ", entry.term,
                             compared.term.unmatched(lang), width, mark))
        lines.append(_marked("    ", entry.definition,
                             compared.definition.unmatched(lang), width, mark))
    es, pt = concept.entries[Lang.ES].definition, concept.entries[Lang.PT].definition
    opposite = [(d.es, d.pt) for d in compared.differences
                if d.kind == "negation" and d.field is Field.DEFINITION]
    respelled = list(dict.fromkeys(  # each once, in Spanish order
        f"{es[p.es.start:p.es.end]} {'≠' if _within(p, opposite) else '='} "
        f"{pt[p.pt.start:p.pt.end]}"
        for p in compared.definition.pairs
        if fold(es[p.es.start:p.es.end]) != fold(pt[p.pt.start:p.pt.end])
    ))
    if respelled:
        lines.append(textwrap.fill(printable("counterparts: " + " · ".join(respelled)), width,
                                   subsequent_indent="    "))
    if compared.differences:
        lines.append("differences:")
    lines += [textwrap.fill(printable(line), width, initial_indent="  ",
                            subsequent_indent="      ")
              for line in difference_lines(concept, compared.differences)]
    return "\n".join(lines) + "\n"


def difference_lines(concept: Concept, differences: Sequence[Difference]) -> list[str]:
    """``negation: “inconsistencia” / “consistência”: only the Spanish is negative``,
    one a difference (``—`` for the side with nothing)."""
    # lazy: 75 modules, 39 ms of the command line's start-up
    from glossary_desktop.compare import english

    lines = []
    for d in differences:
        quoted = []
        for lang, span in ((Lang.ES, d.es), (Lang.PT, d.pt)):
            entry = concept.entries[lang]
            text = entry.term if d.field is Field.TERM else entry.definition
            quoted.append(f"“{text[span.start:span.end]}”" if span else "—")
        where = " (term)" if d.field is Field.TERM else ""
        lines.append(f"{d.kind.value}{where}: {quoted[0]} / {quoted[1]}: {english(d.reason)}")
    return lines


def _within(pair: Pair, places: Sequence[tuple[Span | None, Span | None]]) -> bool:
    """Whether both sides of ``pair`` lie in one of ``places`` (a negation's)."""
    return any(es is not None and pt is not None
               and es.start <= pair.es.start and pair.es.end <= es.end
               and pt.start <= pair.pt.start and pair.pt.end <= pt.end for es, pt in places)


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
