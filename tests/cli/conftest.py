"""Fixtures of the ``bookmarks`` CLI tests: a private user folder and an in-process run."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from glossary_desktop.cli import main

Run = Callable[..., tuple[int, str, str]]


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    return tmp_path / "user"


@pytest.fixture
def run(glossary_db: Path, folder: Path, capsys: pytest.CaptureFixture[str]) -> Run:
    """``run("bookmarks", "list")`` -> (exit code, stdout, stderr), on the seed glossary."""

    def _run(*argv: str, user_dir: Path | None = None) -> tuple[int, str, str]:
        code = main([*argv, "--db", str(glossary_db), "--user-dir", str(user_dir or folder)])
        out, err = capsys.readouterr()
        return code, out, err

    return _run


@pytest.fixture
def cli(capsys: pytest.CaptureFixture[str]) -> Run:
    """``cli("export", "--db", PATH)`` -> (exit code, stdout, stderr): the arguments as given."""

    def _cli(*argv: str) -> tuple[int, str, str]:
        code = main(list(argv))
        out, err = capsys.readouterr()
        return code, out, err

    return _cli
