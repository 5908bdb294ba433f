"""Which glossaries a command covers: every one of the library unless ``--glossary``
narrows it (``search``, ``show``), each answer naming its glossary."""

from __future__ import annotations

import argparse
import sys
from typing import Any

from glossary_desktop.cli.output import printable
from glossary_desktop.domain import GlossaryRef
from glossary_desktop.glossary.shelf import Shelf
from glossary_desktop.paths import resolve_db, resolve_user_dir


def chosen_names(args: argparse.Namespace) -> list[str] | None:
    """The names ``--glossary`` gave (before or after the command), None for all."""
    names = getattr(args, "glossary", None)
    if names is None:
        return None
    return [names] if isinstance(names, str) else list(names)


def open_shelf(args: argparse.Namespace) -> Shelf:
    """The glossaries the command covers: ``--db`` (else the bundled one) and the
    imported ones of ``--user-dir``, narrowed by ``--glossary``."""
    return Shelf.of_library(
        resolve_db(getattr(args, "db", None)),
        resolve_user_dir(getattr(args, "user_dir", None)),
        chosen_names(args),
    )


def say_failures(shelf: Shelf) -> None:
    """One warning line on stderr for each glossary left out since the last call."""
    for ref, exc in shelf.take_failures():
        sys.stderr.write(printable(
            f"glossary-desktop: warning: glossary '{ref.cli_name}' left out: {exc}") + "\n")


def glossary_json(ref: GlossaryRef) -> dict[str, Any]:
    """``{"id", "label", "name"}``: ``id`` is what ``--glossary`` takes."""
    return {"id": ref.cli_name, "label": ref.label, "name": ref.name}


def named(shelf: Shelf, ref: GlossaryRef) -> str:
    """``"  (NAME)"`` after a result when the command covered several glossaries."""
    return f"  ({ref.cli_name})" if len(shelf.members) > 1 else ""
