"""Pieces every subcommand shares: the common options and output helpers."""

from __future__ import annotations

import argparse
import sys
from typing import Any

from glossary_desktop.cli.exits import UsageError
from glossary_desktop.cli.output import json_safe, printable
from glossary_desktop.errors import UserError
from glossary_desktop.glossary import Glossary
from glossary_desktop.paths import resolve_db, resolve_user_dir
from glossary_desktop.store.library import Library
from glossary_desktop.store.user_db import UserStore

#: The most results ``--limit`` may ask for: more than anyone reads in a
#: terminal, few enough that every query stays bounded.
MAX_LIMIT = 10_000
#: How a command names a concept (show, compare, bookmarks): as show's resolve() finds it.
CONCEPT_HELP = "a slug, a whole term, or words that start or form one (descida)"
#: ``--glossary`` of a command over the whole library (search, show: cli/scope.py).
GLOSSARY_HELP = ("only this glossary ('built-in' or an imported one's name; repeat for "
                 "several; default: all of them)")
#: ``--progress-lines`` of ``import`` and ``compare --all`` (cli/child.py).
PROGRESS_LINES_HELP = ("for a program that runs this command (the window does): print "
                       "progress and the outcome as JSON lines on stdout, nothing else "
                       "(docs/architecture.md)")


def common_options(*, many_glossaries: bool = False) -> argparse.ArgumentParser:
    """``--db``, ``--user-dir`` and ``--glossary``, accepted after any subcommand too;
    with ``many_glossaries`` ``--glossary`` narrows the library and may be repeated."""
    parent = argparse.ArgumentParser(add_help=False)
    parent.add_argument("--db", metavar="PATH", default=argparse.SUPPRESS,
                        help="glossary database (default: the bundled one)")
    parent.add_argument("--user-dir", metavar="PATH", default=argparse.SUPPRESS,
                        help="folder for bookmarks (env GLOSSARY_DESKTOP_USER_DIR)")
    if many_glossaries:
        parent.add_argument("--glossary", metavar="NAME", action="append",
                            default=argparse.SUPPRESS, help=GLOSSARY_HELP)
    else:
        parent.add_argument("--glossary", metavar="NAME", default=argparse.SUPPRESS,
                            help="an imported glossary, with its own bookmarks (instead of --db)")
    return parent


def apply_glossary(args: argparse.Namespace) -> None:
    """Turn ``--glossary NAME`` into the ``--db`` and bookmarks folder it stands for.

    The one place the name is resolved: every command then reads ``args.db``
    and ``args.user_dir`` as before, and gets that glossary's bookmarks.
    """
    name = getattr(args, "glossary", None)
    if name is None:
        return
    if getattr(args, "db", None):
        raise UsageError(args.prog, "give --db PATH or --glossary NAME, not both")
    entry = Library(resolve_user_dir(getattr(args, "user_dir", None))).get(name)
    args.db = str(entry.db)
    args.user_dir = str(entry.folder)


def remove_interrupted_imports(args: argparse.Namespace) -> None:
    """Remove what imports that were killed left in the user's library (the
    build folders no running process holds): at the start of every command."""
    try:
        user_dir = resolve_user_dir(getattr(args, "user_dir", None))
    except UserError:  # an empty --user-dir: the command that needs it says so
        return
    Library(user_dir).remove_left_behind()


def add_command(
    sub: argparse._SubParsersAction[argparse.ArgumentParser],
    name: str,
    help_text: str,
    example: str,
    *,
    json_help: str | None = None,
    many_glossaries: bool = False,
) -> argparse.ArgumentParser:
    """A subcommand parser whose help ends with an example; ``--json`` if ``json_help``;
    ``many_glossaries`` for a command over the whole library (:func:`common_options`)."""
    parser = sub.add_parser(
        name,
        help=help_text,
        description=help_text,
        epilog=f"example:\n  {example}",
        formatter_class=argparse.RawDescriptionHelpFormatter,
        parents=[common_options(many_glossaries=many_glossaries)],
    )
    if json_help is not None:
        add_json(parser, json_help)
    parser.set_defaults(prog=parser.prog)  # what a UsageError names: the deepest command
    return parser


def add_json(parser: argparse.ArgumentParser, help_text: str) -> None:
    """``--json``, False unless given (the top-level parser's default).

    No default of its own: an action's parser copies its defaults over what its
    group's parser read, and ``glossaries --json list`` would lose its ``--json``.
    """
    parser.add_argument("--json", action="store_true", default=argparse.SUPPRESS, help=help_text)


def open_glossary(args: argparse.Namespace) -> Glossary:
    """The glossary named by ``--db`` (else the bundled one), read-only."""
    return Glossary.open(resolve_db(getattr(args, "db", None)))


def open_user_store(args: argparse.Namespace, *, create: bool = True) -> UserStore:
    """The bookmarks of ``--user-dir`` (default: the user's folder). ``create=False``
    for a command that only reads: on a first run it makes no folder and no file."""
    return UserStore.open(resolve_user_dir(getattr(args, "user_dir", None)), create=create)


def text(value: str) -> str:
    """An argparse type: a command-line word that is valid text.

    A word that is not UTF-8 reaches Python with its bad bytes as lone
    surrogates (``show $'\\xff'``); no glossary text can match it, and it could
    not even be printed back.
    """
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:
        raise argparse.ArgumentTypeError(
            'not valid UTF-8 text: "' + printable(value) + '"'
        ) from None
    return value


def limit(value: str) -> int:
    """An argparse type: a number of results, 1 to :data:`MAX_LIMIT`."""
    try:
        number = int(value)
    except ValueError:
        number = 0
    if not 1 <= number <= MAX_LIMIT:
        raise argparse.ArgumentTypeError(
            f"expected a whole number from 1 to {MAX_LIMIT}, got '{printable(value)}'"
        )
    return number


def print_json(value: Any) -> None:
    # lazy: 5 modules, 3.0 ms of the command line's start-up
    import json  # only for --json: the window's start-up does not pay for it

    sys.stdout.write(json_safe(json.dumps(value, ensure_ascii=False, indent=2)) + "\n")
