"""``glossary-desktop build-db``: warnings with file and line, progress only on a terminal."""

from __future__ import annotations

import os
import pty
import subprocess
import sys
from pathlib import Path

import pytest

from glossary_desktop.cli import main
from glossary_desktop.paths import DATA_DIR

# One of each warning: an invisible character, a homograph, an exact duplicate.
WARNED = ("Glosario de Redes\nSubtítulo\nCorta\u00adfuegos\nFiltro del tráfico de una red.\n"
          "Red\nConjunto de computadoras conectadas.\nRed\nMalla para pescar.\n"
          "Red\nConjunto de computadoras conectadas.\n")


def test_warnings_name_file_and_line_one_line_each(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    src = tmp_path / "redes.es.txt"
    src.write_text(WARNED, encoding="utf-8")
    code = main(["build-db", "--out", str(tmp_path / "g.db"), str(src)])
    out, err = capsys.readouterr()
    assert 0 == code
    assert [
        f"glossary-desktop: warning: {src}:3: invisible characters removed: U+00AD SOFT HYPHEN",
        f"glossary-desktop: warning: {src}:7: term 'Red' is also at line 5 with another "
        "definition: kept as two concepts",
        f"glossary-desktop: warning: {src}:9: term 'Red' repeats line 5 with the same "
        "definition: kept once",
    ] == err.splitlines()
    assert "3 concepts" in out


def test_quiet_prints_nothing(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    src = tmp_path / "redes.es.txt"
    src.write_text(WARNED, encoding="utf-8")
    assert 0 == main(["build-db", "--quiet", "--out", str(tmp_path / "g.db"), str(src)])
    assert ("", "") == capsys.readouterr()


def _build_db(tmp_path: Path, *, stderr_tty: bool, quiet: bool = False) -> tuple[int, str]:
    """Run build-db in a child process; stderr a terminal (a pty) or a pipe."""
    argv = [sys.executable, "-m", "glossary_desktop", "build-db", "--out",
            str(tmp_path / "g.db"), *map(str, sorted(DATA_DIR.glob("*.txt")))]
    argv += ["--quiet"] if quiet else []
    if not stderr_tty:
        proc = subprocess.run(argv, capture_output=True, check=False)
        return proc.returncode, proc.stderr.decode()
    leader, follower = pty.openpty()
    try:
        proc = subprocess.run(argv, stdout=subprocess.DEVNULL, stderr=follower, check=False)
        os.close(follower)
        chunks = []
        while True:
            try:
                chunk = os.read(leader, 4096)
            except OSError:  # EIO: the terminal's other side is closed and drained
                break
            if not chunk:
                break
            chunks.append(chunk)
    finally:
        os.close(leader)
    return proc.returncode, b"".join(chunks).decode()


def test_a_terminal_shows_progress_then_clears_it(tmp_path: Path) -> None:
    code, err = _build_db(tmp_path, stderr_tty=True)
    assert 0 == code
    assert "reading 3/3 files" in err
    assert "pairing 2/2 volumes" in err
    assert err.endswith("\r\x1b[K")  # the line is erased, the summary follows on stdout


@pytest.mark.parametrize(("tty", "quiet"), [(False, False), (True, True)],
                         ids=["piped", "terminal-quiet"])
def test_no_progress_when_piped_or_quiet(tmp_path: Path, tty: bool, quiet: bool) -> None:
    assert (0, "") == _build_db(tmp_path, stderr_tty=tty, quiet=quiet)
