"""Pieces every subcommand shares: the common options and output helpers."""

from __future__ import annotations

import argparse
import sys
from typing import Any

from glossary_desktop.glossary import Glossary
from glossary_desktop.paths import resolve_db


def common_options() -> argparse.ArgumentParser:
    """``--db`` and ``--user-dir``, accepted after any subcommand too."""
    parent = argparse.ArgumentParser(add_help=False)
    parent.add_argument("--db", metavar="PATH", default=argparse.SUPPRESS,
                        help="glossary database (default: the bundled one)")
    parent.add_argument("--user-dir", metavar="PATH", default=argparse.SUPPRESS,
                        help="folder for bookmarks (env GLOSSARY_DESKTOP_USER_DIR)")
    return parent


def add_command(
    sub: argparse._SubParsersAction[argparse.ArgumentParser],
    name: str,
    help_text: str,
    example: str,
    *,
    json_help: str | None = None,
) -> argparse.ArgumentParser:
    """A subcommand parser whose help ends with an example; ``--json`` if ``json_help``."""
    parser = sub.add_parser(
        name,
        help=help_text,
        description=help_text,
        epilog=f"example:\n  {example}",
        formatter_class=argparse.RawDescriptionHelpFormatter,
        parents=[common_options()],
    )
    if json_help is not None:
        parser.add_argument("--json", action="store_true", help=json_help)
    return parser


def open_glossary(args: argparse.Namespace) -> Glossary:
    """The glossary named by ``--db`` (else the bundled one), read-only."""
    return Glossary.open(resolve_db(getattr(args, "db", None)))


def print_json(value: Any) -> None:
    import json  # only for --json: the window's start-up does not pay for it

    json.dump(value, sys.stdout, ensure_ascii=False, indent=2)
    sys.stdout.write("\n")
