"""The ``glossary-desktop`` command line: subcommands, one module each.

No arguments starts the window. Every subcommand module exposes ``register``
(adds its parser) and the parser's ``func`` default runs it. A :class:`UserError`
becomes one line on stderr and exit code 1, never a traceback; so does every
other failure a user can cause (:mod:`.exits`).
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from typing import NoReturn

from glossary_desktop._version import __version__
from glossary_desktop.cli.exits import Parser, fail, run_command, terminated_as_interrupted

#: Examples at the end of ``--help`` (here, not in a subcommand's module, so the
#: top-level parser needs none of them).
EPILOG = """examples:
  glossary-desktop                          open the window
  glossary-desktop build-db                 build the bundled glossary from data/
  glossary-desktop search sincronico        search both languages
  glossary-desktop show sharding --json     one concept, as JSON
  glossary-desktop lookup --selection       the selected words, in the running window
  glossary-desktop bookmarks add sharding   star a concept
  glossary-desktop export --bookmarks --out deck.apkg   bookmarks as an Anki deck
  glossary-desktop import termbase.tbx --name mine   add a glossary of your own
  glossary-desktop search cache                      search every glossary
  glossary-desktop search cache --glossary mine      search only that one
"""


def make_parser() -> argparse.ArgumentParser:
    """The whole command line, every subcommand's parser included."""
    parser = Parser(
        prog="glossary-desktop",
        description="Offline Spanish | Portuguese AI glossary: read, search, bookmark. "
        "With no command, opens the window.",
        epilog=EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    add_window_options(parser)
    # The window's command line is parsed without them (window_args).
    # lazy: 17 modules and their parsers, 40 ms of processor time to the first window
    from glossary_desktop.cli import (
        bookmarks,
        build_db,
        compare,
        export,
        glossaries,
        lookup,
        search,
        show,
    )

    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    # The subcommands in the order ``--help`` lists them.
    for module in (build_db, search, show, lookup, bookmarks, compare, export, glossaries):
        module.register(sub)
    return parser


def add_window_options(parser: argparse.ArgumentParser) -> None:
    """The options before any subcommand (all but ``--version`` and ``--help``):
    the whole parser's and :func:`window_args`'s, one list for both."""
    parser.add_argument("--db", metavar="PATH", help="glossary database (default: the bundled one)")
    parser.add_argument(
        "--user-dir",
        metavar="PATH",
        help="folder for bookmarks and settings (env GLOSSARY_DESKTOP_USER_DIR)",
    )
    parser.add_argument(
        "--glossary", metavar="NAME",
        help="open an imported glossary (see 'glossaries list') instead of --db",
    )
    parser.add_argument(
        "--self-test", action="store_true", help="check the installation and exit 0 if sound"
    )
    parser.add_argument(
        "--new-window", action="store_true",
        help="open another window even if one runs for this user folder",
    )
    parser.add_argument(
        "--theme",
        choices=("auto", "light", "dark"),
        help="the window's colours (default: as chosen in View > Theme, else the desktop's)",
    )
    # command: what the whole parser's subparsers give when none is named.
    parser.set_defaults(json=False, command=None)  # json: every command's --json (common.add_json)


class _NotTheWindow(Exception):
    """``argv`` is more than the window's options: the whole parser decides."""


class _WindowParser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        # argparse documents error() as the method to override; the whole
        # parser then reports the error in its own words.
        raise _NotTheWindow(message)


def window_args(argv: Sequence[str]) -> argparse.Namespace | None:
    """What the whole parser makes of ``argv`` when it names no subcommand and
    asks for no help or version (the window, or the self-test); else None.

    Building every subcommand's parser imports every subcommand's module, which
    opening the window does not need. A parser of the top-level options alone
    gives the same namespace for such an ``argv`` (tests/cli/test_window_args.py
    compares them); anything it cannot use up (a subcommand, ``--help``,
    ``--version``, an unknown option) or rejects goes to the whole parser, so
    every message and exit is the whole parser's.
    """
    parser = _WindowParser(prog="glossary-desktop", add_help=False)
    add_window_options(parser)
    try:
        args, rest = parser.parse_known_args(argv)
    except _NotTheWindow:
        return None
    return None if rest else args


def parse(argv: Sequence[str]) -> argparse.Namespace:
    """``argv`` parsed as the whole parser does, building it only when the
    window's options alone cannot (:func:`window_args`)."""
    return window_args(argv) or make_parser().parse_args(argv)


def qt_free_layers_first() -> None:
    """Import the Qt-free layers that ``app.py`` opens the glossary, the library
    and the user store with, before anything imports Qt.

    PySide6 handles every import made after its own (its ``__feature__`` and
    signature import hooks): the same modules cost more imported after it than
    before (about 18 ms more for these 50-odd modules, 5 rounds each, processor
    time). ``app.py`` imports Qt first, as every module does; the window's
    launch and the self-test call this first, so what opens the glossary is
    imported as the command line does it.
    """
    # Imported for the loading alone (unused names, hence F401 waived): app.py uses
    # them after Qt.
    # lazy: 50-odd modules the window needs anyway, 18 ms less imported before Qt
    from glossary_desktop.glossary import shelf  # noqa: F401

    # lazy: as above (the lookup's socket and request, before Qt: 18 ms)
    from glossary_desktop.lookup import requests, socket_place  # noqa: F401 (as shelf)

    # lazy: as above (the library and the user store, before Qt: 18 ms)
    from glossary_desktop.store import library, user_db  # noqa: F401 (as shelf)


def _covers_library(args: argparse.Namespace) -> bool:
    """Whether the command reads the whole library itself (or manages it)."""
    command = getattr(args, "command", None)
    listing = command == "bookmarks" and getattr(args, "bookmarks_action", None) in (None, "list")
    return listing or command in ("import", "glossaries", "search", "show", "lookup")


def main(argv: Sequence[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else list(argv)
    args = parse(argv)
    try:
        if args.self_test or args.command is None:
            qt_free_layers_first()
        if args.self_test:
            # lazy: 1 module, 3.4 ms of the command line's start-up
            from glossary_desktop.selftest import run as self_test

            return self_test(args)
        if args.command is None:
            # lazy: 55 modules, 163 ms of the command line's start-up
            from glossary_desktop.app import run  # Qt only when the window is wanted

            return run(args)

        # lazy: among make_parser's 17 modules and 40 ms (only a subcommand needs them)
        from glossary_desktop.cli.common import apply_glossary, remove_interrupted_imports

        with terminated_as_interrupted():
            remove_interrupted_imports(args)
            # search, show and bookmarks list cover the library, --glossary only
            # narrows it (cli/scope.py); lookup hands its text to the window.
            if not _covers_library(args):
                apply_glossary(args)
            return run_command(args)
    except (Exception, KeyboardInterrupt) as exc:
        if getattr(args, "progress_lines", False):  # the window reads its error from stdout
            # lazy: 84 modules, 58 ms of the command line's start-up
            from glossary_desktop.cli.child import Lines  # as above: only for the window

            Lines().error(exc)
        return fail(exc)  # one line and an exit code; a bug is re-raised
