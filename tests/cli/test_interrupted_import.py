"""An import or a build stopped half-way leaves nothing behind, whatever stopped it.

The stories: an import killed with SIGKILL (nothing can clean up then) leaves its
hidden build folder, and the next command removes it; one another import is
still writing in is kept; SIGTERM (a ``kill``, a logout) ends an import or a
build with one line and exit 143, as Ctrl+C does with 130, and nothing left.
"""

from __future__ import annotations

import signal
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

import pytest

from glossary_desktop.store.build_folders import held_folder

from .conftest import Run


@pytest.fixture
def run(cli: Run, user_dir: Path) -> Run:
    """A command in ``user_dir``."""
    return lambda *argv: cli(*argv, "--user-dir", str(user_dir))


@pytest.fixture(scope="module")
def big_source(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A glossary text file big enough for its build to take a while."""
    lines = ["Glosario Grande", "Un glosario de prueba, bastante largo"]
    for i in range(60_000):
        lines += [f"Término {i}", f"Definición número {i} de una técnica de computación."]
    path = tmp_path_factory.mktemp("big") / "big.es.txt"
    path.write_text("\n".join(lines), encoding="utf-8")
    return path


def _started(argv: list[str], written: Callable[[], list[Path]]) -> subprocess.Popen[str]:
    """The command, once ``written()`` finds what it writes: it is half-way then."""
    child = subprocess.Popen([sys.executable, "-m", "glossary_desktop", *argv],
                             stderr=subprocess.PIPE, text=True)
    while child.poll() is None and not written():
        time.sleep(0.01)  # until the build's files exist: it is writing
    if child.poll() is not None:
        pytest.fail(f"the command ended before it could be stopped: {child.communicate()[1]}")
    return child


def _building(user_dir: Path) -> Callable[[], list[Path]]:
    return lambda: [p for p in (user_dir / "glossaries").glob(".import-*/*") if p.is_file()]


def test_an_import_killed_half_way_is_cleared_by_the_next_command(
    run: Run, user_dir: Path, big_source: Path
) -> None:
    child = _started(["import", str(big_source), "--user-dir", str(user_dir)],
                     _building(user_dir))
    child.kill()  # SIGKILL: no clean-up of its own
    child.communicate(timeout=60)
    assert [] != list((user_dir / "glossaries").glob(".import-*"))
    code, _, err = run("glossaries", "list")
    assert (0, "no imported glossaries yet; add one with 'glossary-desktop import FILE'\n") \
        == (code, err)
    assert [] == list((user_dir / "glossaries").iterdir())


def test_a_folder_an_import_is_building_in_now_is_kept(run: Run, user_dir: Path) -> None:
    library = user_dir / "glossaries"
    library.mkdir()
    with held_folder(library) as building:  # as an import running in another process
        (building / "glossary.db").write_bytes(b"half a database")
        assert 0 == run("glossaries", "list")[0]
        assert (building / "glossary.db").exists()
    assert 0 == run("glossaries", "list")[0]  # its import is gone: now it is a leftover
    assert not building.exists()


@pytest.mark.parametrize("command", ["import", "build-db"])
def test_sigterm_ends_an_import_or_a_build_with_one_line_and_leaves_nothing(
    user_dir: Path, tmp_path: Path, big_source: Path, command: str
) -> None:
    out = tmp_path / "out" / "g.db"
    if command == "import":
        argv, written = ["import", str(big_source), "--user-dir", str(user_dir)], \
            _building(user_dir)
        folder = user_dir / "glossaries"
    else:
        argv, written = ["build-db", "-q", "--out", str(out), str(big_source)], \
            lambda: list(out.parent.glob(".g.db.*.tmp"))
        folder = out.parent
    child = _started(argv, written)
    child.send_signal(signal.SIGTERM)
    _, err = child.communicate(timeout=120)
    assert (143, "glossary-desktop: terminated\n") == (child.returncode, err)
    assert [] == list(folder.iterdir())
