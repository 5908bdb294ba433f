"""The README's terminal sessions for ``search`` and ``bookmarks`` print what the CLI prints."""

from __future__ import annotations

import shlex
from pathlib import Path

import pytest

from glossary_desktop.cli import main
from glossary_desktop.paths import DATA_DIR

README = DATA_DIR.parent / "README.md"
CHECKED = ("search", "bookmarks")


def sessions() -> list[tuple[list[str], str]]:
    """``(argv, expected output)`` of each ``$ glossary-desktop ...`` line in console blocks."""
    found: list[tuple[list[str], str]] = []
    argv: list[str] | None = None
    out: list[str] = []
    for line in README.read_text(encoding="utf-8").splitlines():
        if line.startswith(("$ glossary-desktop ", "```")) or not line:
            if argv is not None:
                found.append((argv, "".join(out)))
            argv, out = None, []
            if line.startswith("$ glossary-desktop ") and "|" not in line:
                argv = shlex.split(line)[2:]
        elif argv is not None:
            out.append(line + "\n")
    return [(a, o) for a, o in found if a and a[0] in CHECKED]


def test_the_readme_has_search_sessions() -> None:
    assert {"search", "bookmarks"} == {argv[0] for argv, _ in sessions()}


def test_readme_sessions_in_order(
    glossary_db: Path, user_dir: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # In order and on one user folder: a bookmark added above filters a search below.
    for argv, expected in sessions():
        main([*argv, "--db", str(glossary_db), "--user-dir", str(user_dir)])
        assert (argv, expected) == (argv, capsys.readouterr().out)
