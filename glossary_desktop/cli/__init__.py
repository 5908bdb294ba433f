"""The ``glossary-desktop`` command line: subcommands, one module each.

No arguments starts the window. Every subcommand module exposes ``register``
(adds its parser) and the parser's ``func`` default runs it. A :class:`UserError`
becomes one line on stderr and exit code 1, never a traceback.

A subcommand's module is imported, and its parser built, only when the command
line may name it: opening the window (no command) or ``--self-test`` pays for
none of them (~10 ms of the executable's start-up, with argparse's parsers).
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Iterable, Sequence
from importlib import import_module

from glossary_desktop import gc_pause
from glossary_desktop._version import __version__
from glossary_desktop.errors import UserError

#: Subcommand -> its module in this package, in the order ``--help`` lists them.
COMMANDS = {"build-db": "build_db", "search": "search", "show": "show", "bookmarks": "bookmarks",
            "compare": "compare"}
#: Examples at the end of ``--help`` (here, not in a subcommand's module, so the
#: top-level parser needs none of them).
EPILOG = """examples:
  glossary-desktop                          open the window
  glossary-desktop build-db                 build build/glossary.db from data/
  glossary-desktop search sincronico        search both languages
  glossary-desktop show sharding --json     one concept, as JSON
  glossary-desktop bookmarks add sharding   star a concept
"""
#: Top-level options followed by a value (``--db PATH``), which is not a command.
_VALUED = ("--db", "--user-dir")


def make_parser(commands: Iterable[str] = COMMANDS) -> argparse.ArgumentParser:
    """The whole command line, with the parsers of ``commands`` (default: all)."""
    parser = argparse.ArgumentParser(
        prog="glossary-desktop",
        description="Offline Spanish | Portuguese AI glossary: read, search, bookmark. "
        "With no command, opens the window.",
        epilog=EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    parser.add_argument("--db", metavar="PATH", help="glossary database (default: the bundled one)")
    parser.add_argument(
        "--user-dir",
        metavar="PATH",
        help="folder for bookmarks and settings (env GLOSSARY_DESKTOP_USER_DIR)",
    )
    parser.add_argument(
        "--self-test", action="store_true", help="check the installation and exit 0 if sound"
    )
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    for name in commands:
        import_module(f"{__name__}.{COMMANDS[name]}").register(sub)
    return parser


def commands_needed(argv: Sequence[str]) -> list[str]:
    """The subcommands whose parsers ``argv`` may need, in :data:`COMMANDS` order.

    All of them for help, or for a word that names none (a mistyped command:
    argparse's error then lists the real ones); else those it names; none when
    it is options alone (the window, ``--self-test``, ``--db PATH``).
    """
    if any(a in ("-h", "--help") for a in argv):
        return list(COMMANDS)
    words = [
        a for i, a in enumerate(argv)
        if not a.startswith("-") and (i == 0 or argv[i - 1] not in _VALUED)
    ]
    named = [name for name in COMMANDS if name in words]
    return named if named or not words else list(COMMANDS)


def parse_args(argv: Sequence[str]) -> argparse.Namespace:
    """``argv`` parsed: by :func:`window_args` when it can, else by argparse."""
    return window_args(argv) or make_parser(commands_needed(argv)).parse_args(argv)


def window_args(argv: Sequence[str]) -> argparse.Namespace | None:
    """What argparse would make of ``argv`` when it only opens the window (or the
    self-test); ``None`` for anything else.

    Every launch of the window would otherwise build argparse's parser first:
    ~4 ms, most of it its messages going through gettext, which imports
    ``locale``. Only the plain forms are read here (``--self-test``, ``--db
    PATH``, ``--user-dir PATH``, each at most once, no value starting with
    ``-``); the rest (``--db=PATH``, abbreviations, repeats, errors, help) goes
    to argparse, so the result never differs from what it would be.
    """
    found: dict[str, object] = {"db": None, "user_dir": None, "self_test": False}
    seen: set[str] = set()
    rest = list(argv)
    while rest:
        option = rest.pop(0)
        if option in seen:
            return None
        seen.add(option)
        if option == "--self-test":
            found["self_test"] = True
        elif option in _VALUED and rest and not rest[0].startswith("-"):
            found[option.removeprefix("--").replace("-", "_")] = rest.pop(0)
        else:
            return None
    return argparse.Namespace(command=None, **found)


def main(argv: Sequence[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else list(argv)
    args = parse_args(argv)
    try:
        if args.self_test or args.command is None:
            # The window's start-up: no GC passes until its first frame, from
            # before Qt loads (gc_pause says why; app and selftest resume it).
            gc_pause.pause()
        if args.self_test:
            from glossary_desktop.selftest import run as self_test

            return self_test(args)
        if args.command is None:
            from glossary_desktop.app import run  # Qt only when the window is wanted

            return run(args)
        return int(args.func(args))
    except UserError as exc:
        print(f"glossary-desktop: error: {exc}", file=sys.stderr)
        return 1
    except BrokenPipeError:  # `glossary-desktop search x | head`
        return 0
    finally:
        gc_pause.resume()  # if the window never got to its first frame
