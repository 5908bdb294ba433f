"""Every command, every bad input: one line on stderr, the right exit code, no traceback.

In process (``main``) for the tables; in a child process where only a real one
tells the truth (bytes that are not UTF-8 on the command line, Ctrl+C).
"""

from __future__ import annotations

import os
import resource
import shutil
import signal
import sqlite3
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from glossary_desktop.cli import main
from glossary_desktop.errors import GlossaryError, SourceError
from glossary_desktop.paths import DATA_DIR
from glossary_desktop.safe_text import printable
from tests.store.faults import fill, small_tmpfs

ES = DATA_DIR / "ia-distribuida.es.txt"

#: Every command that opens the glossary.
GLOSSARY_COMMANDS = [
    ["search", "datos"],
    ["search", "datos", "--json"],
    ["show", "dask"],
    ["show", "dask", "--json"],
    ["bookmarks", "list"],
    ["bookmarks", "add", "dask"],
    ["bookmarks", "remove", "dask"],
]
#: The commands that read entries (``bookmarks list`` with no bookmarks reads none).
READING_COMMANDS = [c for c in GLOSSARY_COMMANDS if c[0] != "bookmarks" or c[1] == "add"]


def run(capsys: pytest.CaptureFixture[str], argv: list[str]) -> tuple[int, str, str]:
    try:
        code = main(argv)
    except SystemExit as exc:  # argparse's usage errors and --help
        code = int(exc.code or 0)
    out, err = capsys.readouterr()
    return code, out, err


def assert_one_line(err: str, *fragments: str) -> None:
    assert "Traceback" not in err
    assert 1 == err.count("\n"), err
    assert err.endswith("\n")
    assert err.startswith("glossary-desktop")
    assert "\x1b" not in err
    assert "\udcff" not in err
    for fragment in fragments:
        assert fragment in err


def ids(commands: list[list[str]]) -> list[str]:
    return [" ".join(c) for c in commands]


@pytest.mark.parametrize("argv", GLOSSARY_COMMANDS, ids=ids(GLOSSARY_COMMANDS))
def test_a_damaged_glossary_is_one_line_on_every_command(
    capsys: pytest.CaptureFixture[str], user_dir: Path, argv: list[str],
    damaged_db: tuple[Path, str],
) -> None:
    db, message = damaged_db
    code, out, err = run(capsys, [*argv, "--db", str(db), "--user-dir", str(user_dir)])
    assert (1, "") == (code, out)
    assert_one_line(err, "glossary-desktop: error: ", str(db), message)


@pytest.mark.parametrize("argv", READING_COMMANDS, ids=ids(READING_COMMANDS))
def test_damaged_rows_are_one_line_on_every_command_that_reads_them(
    capsys: pytest.CaptureFixture[str], user_dir: Path, argv: list[str],
    row_damaged_db: tuple[Path, str],
) -> None:
    db, message = row_damaged_db
    code, out, err = run(capsys, [*argv, "--db", str(db), "--user-dir", str(user_dir)])
    assert (1, "") == (code, out)
    assert_one_line(err, f"glossary-desktop: error: {db}: damaged glossary database", message)


BAD_ARGUMENTS = [
    (["search", "\udcff"], "argument QUERY: not valid UTF-8 text: \"\\xff\""),
    (["search", "caf\udce9", "--json"], "not valid UTF-8 text: \"caf\\xe9\""),
    (["show", "\udcff"], "argument SLUG_OR_TERM: not valid UTF-8 text"),
    (["bookmarks", "add", "\udcff"], "argument SLUG_OR_TERM: not valid UTF-8 text"),
    (["bookmarks", "add", "dask", "--note", "\udcff"], "argument --note: not valid UTF-8"),
    (["bookmarks", "remove", "\udcff"], "argument SLUG_OR_TERM: not valid UTF-8 text"),
    (["search", "x", "--limit", "0"], "argument --limit: expected a whole number from 1"),
    (["search", "x", "--limit", "-3"], "got '-3'"),
    (["search", "x", "--limit", "many"], "got 'many'"),
    (["search", "x", "--limit", "1" + "0" * 30], "from 1 to 10000"),
    (["search", "x", "--limit", "\x1b[2J"], "got '\\x1b[2J'"),
    (["search"], "the following arguments are required: QUERY"),
    (["serch", "x"], "invalid choice: 'serch'"),
    (["search", "x", "--jsn"], "unrecognized arguments: --jsn"),
    # Argument lists that ask for nothing doable are usage errors too, not exit 1.
    (["compare"], "compare: error: one of the arguments SLUG_OR_TERM --all is required"),
    (["compare", "dask", "--all"], "argument --all: not allowed with argument SLUG_OR_TERM"),
    (["bookmarks", "note", "dask"], "one of the arguments TEXT --clear is required"),
    (["bookmarks", "note", "dask", "x", "--clear"], "--clear: not allowed with argument TEXT"),
    # (search and show take both: --db is their built-in glossary, --glossary narrows.)
    (["compare", "dask", "--glossary", "mine"],
     "compare: error: give --db PATH or --glossary NAME, not both (see 'glossary-desktop compare"),
    (["bookmarks", "remove", "dask", "--glossary", "mine"],
     "bookmarks remove: error: give --db PATH or --glossary NAME, not both"),
    (["export"], "export: error: give --format (tbx, csv, apkg, anki-text, md or pdf)"),
]


@pytest.mark.parametrize(("argv", "message"), BAD_ARGUMENTS, ids=[str(a) for a, _ in BAD_ARGUMENTS])
def test_bad_arguments_are_one_usage_line(
    capsys: pytest.CaptureFixture[str], glossary_db: Path, user_dir: Path,
    argv: list[str], message: str,
) -> None:
    code, out, err = run(capsys, [*argv, "--db", str(glossary_db), "--user-dir", str(user_dir)])
    assert (2, "") == (code, out)
    assert_one_line(err, message, "(see 'glossary-desktop")


def test_a_word_that_is_not_utf8_in_a_real_command_line(glossary_db: Path) -> None:
    done = subprocess.run(
        [sys.executable, "-m", "glossary_desktop", "show", b"\xff", "--db", glossary_db],
        capture_output=True,
    )
    assert (2, b"") == (done.returncode, done.stdout)
    assert_one_line(done.stderr.decode(), 'not valid UTF-8 text: "\\xff"')


@pytest.fixture
def sources(tmp_path: Path) -> Path:
    folder = tmp_path / "src"
    folder.mkdir()
    shutil.copy(ES, folder / "es.txt")
    return folder / "es.txt"


def _refusals(folder: Path, es: Path) -> dict[str, tuple[list[str], Path, str]]:
    """name -> (argv, the file that must be left as it was, what the message says)."""
    notes = folder / "notes.md"
    notes.write_text("my notes\n", encoding="utf-8")
    (folder / "link.db").symlink_to(es)
    os.link(es, folder / "hard.db")
    other = folder / "other.db"
    sqlite3.connect(other).execute("CREATE TABLE t(x)").connection.close()
    os.mkfifo(folder / "pipe.db")
    return {
        "out-is-source": (["build-db", "--out", str(es), str(es)], es,
                          f"{es}: the output is one of the sources ({es})"),
        "out-is-a-symlink-to-a-source": (["build-db", "--out", str(folder / "link.db"), str(es)],
                                         es, "the output is one of the sources"),
        "out-is-a-hard-link-to-a-source": (["build-db", "--out", str(folder / "hard.db"),
                                            str(es)], es, "the output is one of the sources"),
        "source-even-with-force": (["build-db", "--force", "--out", str(es), str(es)], es,
                                   "the output is one of the sources"),
        "out-is-notes": (["build-db", "--out", str(notes), str(es)], notes,
                         f"{notes}: exists and is not a glossary database "
                         "(not an SQLite database); name another file with --out, "
                         "or replace it with --force"),
        "db-is-notes": (["--db", str(notes), "build-db", str(es)], notes,
                        "exists and is not a glossary database"),
        "out-is-another-sqlite": (["build-db", "--out", str(other), str(es)], other,
                                  "(an SQLite database of another kind)"),
        "out-is-a-directory": (["build-db", "--out", str(folder), str(es)], es,
                               "output path is a directory"),
        "out-is-a-device-even-with-force": (["build-db", "--force", "--out", "/dev/null",
                                             str(es)], Path("/dev/null"),
                                            "/dev/null: output path is not a regular file"),
        "out-is-a-fifo": (["build-db", "--out", str(folder / "pipe.db"), str(es)],
                          folder / "pipe.db", "output path is not a regular file"),
    }


REFUSALS = [
    "out-is-source", "out-is-a-symlink-to-a-source", "out-is-a-hard-link-to-a-source",
    "source-even-with-force", "out-is-notes", "db-is-notes", "out-is-another-sqlite",
    "out-is-a-directory", "out-is-a-device-even-with-force", "out-is-a-fifo",
]


@pytest.mark.parametrize("case", REFUSALS)
def test_build_db_never_overwrites_a_source_or_a_stranger(
    capsys: pytest.CaptureFixture[str], sources: Path, case: str
) -> None:
    argv, kept, message = _refusals(sources.parent, sources)[case]
    before = {p.name: p.read_bytes() for p in sources.parent.iterdir() if p.is_file()}
    code, out, err = run(capsys, argv)
    assert (1, "") == (code, out)
    assert_one_line(err, message)
    after = {p.name: p.read_bytes() for p in sources.parent.iterdir() if p.is_file()}
    assert before == after  # nothing written, nothing left behind
    assert kept.exists()


def test_force_replaces_a_file_that_is_not_a_glossary(
    capsys: pytest.CaptureFixture[str], sources: Path
) -> None:
    notes = sources.parent / "notes.md"
    notes.write_text("scratch\n", encoding="utf-8")
    code, _, err = run(capsys, ["build-db", "--force", "-q", "--out", str(notes), str(sources)])
    assert (0, "") == (code, err)
    assert notes.read_bytes().startswith(b"SQLite format 3\x00")


def test_a_glossary_of_ours_is_replaced_without_force(
    capsys: pytest.CaptureFixture[str], sources: Path, glossary_db: Path
) -> None:
    out = sources.parent / "g.db"
    shutil.copy(glossary_db, out)
    code, _, err = run(capsys, ["build-db", "-q", "--out", str(out), str(sources)])
    assert (0, "") == (code, err)
    assert 13 == sqlite3.connect(out).execute("SELECT count(*) FROM concepts").fetchone()[0]


def test_a_glossary_that_is_a_fifo_is_refused_without_reading_it(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    os.mkfifo(tmp_path / "pipe.db")  # reading it would wait for a writer forever
    code, out, err = run(capsys, ["search", "x", "--db", str(tmp_path / "pipe.db")])
    assert (1, "") == (code, out)
    assert_one_line(err, str(GlossaryError(tmp_path / "pipe.db", GlossaryError.NOT_FILE)))


@pytest.mark.parametrize("kind", ["fifo", "link-to-dev-zero"])
def test_build_db_refuses_a_source_that_is_no_regular_file_at_once(
    tmp_path: Path, kind: str
) -> None:
    # A FIFO blocked build-db for ever; a .csv linked to /dev/zero grew to 6.9 GB in
    # 30 s. In a child held to 2 GB and a minute, so neither can take the machine down.
    source = tmp_path / "terms.csv"
    if kind == "fifo":
        os.mkfifo(source)
    else:
        source.symlink_to("/dev/zero")
    done = subprocess.run(
        [sys.executable, "-m", "glossary_desktop", "build-db", "--out", str(tmp_path / "g.db"),
         str(source)],
        capture_output=True, text=True, timeout=60, check=False,
        preexec_fn=lambda: resource.setrlimit(resource.RLIMIT_AS, (2 << 30, 2 << 30)),
    )
    assert (1, "") == (done.returncode, done.stdout)
    assert_one_line(done.stderr, f"{source}: not a regular file (a device, a pipe…)")
    assert ["terms.csv"] == os.listdir(tmp_path)


def test_file_names_that_are_not_utf8(
    capsys: pytest.CaptureFixture[str], sources: Path
) -> None:
    folder = sources.parent
    out = Path(os.fsdecode(bytes(folder) + b"/sa\xefda\x1b.db"))
    code, text, err = run(capsys, ["build-db", "--out", str(out), str(sources)])
    assert (0, "") == (code, err)
    assert f"Built {folder}/sa\\xefda\\x1b.db in" in text
    assert out.exists()
    odd = Path(os.fsdecode(bytes(folder) + b"/gl\xf3sario.txt"))
    shutil.copy(sources, odd)
    code, text, err = run(capsys, ["build-db", "--out", str(out), str(odd)])
    assert (1, "") == (code, text)
    assert_one_line(err, printable(str(SourceError(odd, SourceError.NAME_NOT_UTF8))))
    missing = Path(os.fsdecode(bytes(folder) + b"/d\xffr/nada.txt"))
    code, text, err = run(capsys, ["build-db", "--out", str(out), str(missing)])
    assert (1, "") == (code, text)
    assert_one_line(err, printable(str(SourceError(missing, SourceError.NOT_FOUND))))


def test_an_unwritable_output_folder(
    capsys: pytest.CaptureFixture[str], sources: Path
) -> None:
    out = Path("/proc/self/glossary.db")  # not even root writes here
    code, text, err = run(capsys, ["build-db", "--out", str(out), str(sources)])
    assert (1, "") == (code, text)
    assert_one_line(err, f"glossary-desktop: error: {out}: cannot write the glossary database (")


@pytest.fixture
def small_disk(tmp_path: Path) -> Iterator[Path]:
    """A 64 KiB tmpfs: too small for any glossary (skips if mounting is not allowed)."""
    with small_tmpfs(tmp_path / "disk", "64k") as disk:
        yield disk


def test_a_full_disk_is_one_line_and_leaves_nothing(
    capsys: pytest.CaptureFixture[str], sources: Path, small_disk: Path
) -> None:
    out = small_disk / "g.db"
    code, text, err = run(capsys, ["build-db", "--out", str(out), str(sources)])
    assert (1, "") == (code, text)
    assert (f"glossary-desktop: error: {out}: cannot write the glossary database: "
            "the disk is full (free some space)\n") == err
    assert [] == list(small_disk.iterdir())


def test_a_bookmark_on_a_full_disk_says_the_disk_is_full_and_leaves_no_file(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, glossary_db: Path
) -> None:
    with small_tmpfs(tmp_path / "disk", "256k") as disk:  # room for a bookmarks file
        user = disk / "user"
        where = ["--db", str(glossary_db), "--user-dir", str(user)]
        assert 0 == run(capsys, ["bookmarks", "add", "sharding", *where])[0]
        before = sorted(p.name for p in user.iterdir())
        filler = fill(disk)
        code, text, err = run(capsys, ["bookmarks", "add", "dask", *where])
        after = sorted(p.name for p in user.iterdir())
        filler.unlink()
    assert (1, "") == (code, text)
    assert (f"glossary-desktop: error: Bookmarks cannot be saved: the disk holding "
            f"{user / 'user.db'} is full\n") == err
    assert before == after


def test_ctrl_c_during_a_build(tmp_path: Path) -> None:
    """SIGINT while the database is being written: exit 130, one line, no temp file."""
    lines = ["Glosario Grande", "Un glosario de prueba, bastante largo"]
    for i in range(60_000):
        lines += [f"Término {i}", f"Definición número {i} de una técnica de computación."]
    (tmp_path / "big.es.txt").write_text("\n".join(lines), encoding="utf-8")
    out = tmp_path / "out" / "g.db"
    child = subprocess.Popen(
        [sys.executable, "-m", "glossary_desktop", "build-db", "-q", "--out", str(out),
         str(tmp_path / "big.es.txt")], stderr=subprocess.PIPE, text=True,
        # Ctrl+C reaches it as it reaches a command typed at a terminal, even when
        # the tests run from a background job (which ignores SIGINT, as would its child).
        preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL),
    )
    while child.poll() is None and not list(out.parent.glob(".g.db.*.tmp")):
        time.sleep(0.01)  # until the temporary database exists: the build is writing
    if child.poll() is not None:
        pytest.fail(f"the build ended before it could be interrupted: {child.stderr.read()}")
    child.send_signal(2)
    _, err = child.communicate(timeout=120)
    assert 130 == child.returncode
    assert "glossary-desktop: interrupted\n" == err
    assert [] == list(out.parent.iterdir())


def test_stale_temporary_files_of_dead_builds_are_removed(
    capsys: pytest.CaptureFixture[str], sources: Path
) -> None:
    folder = sources.parent
    dead = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"],
                          capture_output=True, text=True, check=True)
    dead_pid = int(dead.stdout)  # that process has exited
    # A process that is alive for the whole test: its temporary file must be kept.
    live = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"])
    try:
        names = {
            f".g.db.{dead_pid}-a1b2c3.tmp": False,  # a killed build: removed
            f".g.db.{dead_pid}-a1b2c3.tmp-journal": False,
            f".g.db.{live.pid}-d4e5f6.tmp": True,  # a build running now: kept
            ".g.db.x1y2z3.tmp": True,  # not our pattern: kept
            f".other.db.{dead_pid}-a1b2c3.tmp": True,  # another output's: kept
        }
        for name in names:
            (folder / name).write_bytes(b"partial")
        code, _, err = run(capsys, ["build-db", "-q", "--out", str(folder / "g.db"),
                                    str(sources)])
        assert (0, "") == (code, err)
        assert {n for n, kept in names.items() if kept} | {"es.txt", "g.db"} == {
            p.name for p in folder.iterdir()
        }
    finally:
        live.kill()
        live.wait()
