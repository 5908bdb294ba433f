"""The executable as a user runs it: unpacked under a folder whose name has
spaces and accents, started from any current folder, it reads, bookmarks and
exports, keeps the user's data in the user folder, and never writes beside
itself; a glossary given with ``--db`` that is damaged, missing or a folder is
one line on stderr and exit 1, never a traceback.
"""

from __future__ import annotations

import hashlib
import os
import shutil
import subprocess
from pathlib import Path

import pytest

from tests.packaging.conftest import BUNDLED_DB


def _run(program: Path, *args: str, cwd: Path, home: Path) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("GLOSSARY_DESKTOP_")}
    env["HOME"] = str(home)  # the default user folder, under a HOME of the test's own
    return subprocess.run([str(program), *args], capture_output=True, text=True, timeout=120,
                          check=False, env=env, cwd=cwd)


def _contents(folder: Path) -> dict[str, str]:
    """Every file of ``folder`` (links as their target) with its sha256."""
    return {
        str(p.relative_to(folder)): (os.readlink(p) if p.is_symlink()
                                     else hashlib.sha256(p.read_bytes()).hexdigest())
        for p in sorted(folder.rglob("*")) if p.is_file() or p.is_symlink()
    }


def test_from_a_folder_with_spaces_and_any_current_folder_it_never_writes_beside_itself(
    onedir: Path, tmp_path: Path
) -> None:
    folder = tmp_path / "Program Files" / "glosario de ñandú" / "glossary-desktop"
    shutil.copytree(onedir, folder, symlinks=True)
    program = folder / "glossary-desktop"
    before = _contents(folder)
    home, elsewhere = tmp_path / "home", tmp_path / "somewhere else"
    home.mkdir()
    elsewhere.mkdir()
    out = tmp_path / "my exports" / "bookmarks.csv"
    out.parent.mkdir()

    runs = [
        _run(program, "search", "sincronico", cwd=elsewhere, home=home),
        _run(program, "bookmarks", "add", "dask", cwd=folder, home=home),
        _run(program, "bookmarks", "list", cwd=folder / "_internal", home=home),
        _run(program, "export", "--bookmarks", "--out", str(out), cwd=Path("/"), home=home),
    ]

    assert [(0, "")] * 3 + [(0, f"wrote 1 concept to {out}\n")] == [
        (r.returncode, r.stderr) for r in runs]
    assert "[entrenamiento-sincronico]" in runs[0].stdout
    assert runs[2].stdout.startswith("dask  Dask")
    assert "Dask" in out.read_text(encoding="utf-8")
    assert before == _contents(folder)
    user_folder = home / ".local" / "share" / "Glossary Desktop" / "Glossary Desktop"
    assert (user_folder / "user.db").is_file()
    assert ["Program Files", "home", "my exports", "somewhere else"] == sorted(
        p.name for p in tmp_path.iterdir())
    assert [] == list(elsewhere.iterdir())


@pytest.mark.parametrize(
    ("kind", "said"),
    [
        ("truncated", "damaged glossary database"),
        ("empty", "not an SQLite database"),
        ("missing", "glossary database not found"),
        ("folder", "is a directory, not a glossary database"),
    ],
)
@pytest.mark.parametrize("command", [["search", "red"], ["export", "--format", "tbx"]])
def test_a_bad_glossary_is_one_line_and_exit_1_from_the_executable(
    executable: Path, onedir: Path, tmp_path: Path, kind: str, said: str, command: list[str]
) -> None:
    db = tmp_path / "copia dañada.db"
    shipped = (onedir / BUNDLED_DB).read_bytes()
    if kind == "truncated":
        db.write_bytes(shipped[: len(shipped) // 3])
    elif kind == "empty":
        db.write_bytes(b"")
    elif kind == "folder":
        db.mkdir()

    done = _run(executable, "--db", str(db), *command, cwd=tmp_path, home=tmp_path)

    assert (1, "", f"glossary-desktop: error: {db}: {said}") == (
        done.returncode, done.stdout, done.stderr.rstrip("\n").split(" (")[0])
    assert 1 == done.stderr.count("\n")
