"""``--self-test``: one ``ok`` line and exit 0 on a sound glossary, a reason otherwise.

The passing run goes through a subprocess (the real command, offscreen Qt, an
empty HOME); the failures happen before Qt starts, so they run in-process.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import sqlite3
import subprocess
import sys
import time
from contextlib import closing
from pathlib import Path

import pytest

from glossary_desktop import selftest
from glossary_desktop.errors import GlossaryError
from glossary_desktop.glossary import Glossary
from glossary_desktop.importer.build import build_db
from glossary_desktop.store.user_db import UserStore

REPORT = re.compile(
    r"self-test ok: glossary-desktop \d+\.\d+\.\d+\S*, Python 3\.\d+\.\d+, Qt 6\.\d+\.\d+, "
    r"SQLite 3\.\d+\.\d+, FTS5 yes, schema \d+, 31 concepts, search \d+\.\d ms, "
    r"window \d+ ms, first window \d+ ms after launch, platform offscreen, frozen no"
)


def self_test(db: Path | str | None) -> int:
    return selftest.run(argparse.Namespace(db=None if db is None else str(db), user_dir=None))


def test_passes_on_the_seed_glossary_and_leaves_home_untouched(
    glossary_db: Path, tmp_path: Path
) -> None:
    home = tmp_path / "home"
    home.mkdir()
    env = {k: v for k, v in os.environ.items()
           if not k.startswith(("XDG_", "GLOSSARY_DESKTOP_"))}
    env.update(HOME=str(home), QT_QPA_PLATFORM="offscreen")

    proc = subprocess.run(
        [sys.executable, "-m", "glossary_desktop", "--self-test", "--db", str(glossary_db)],
        env=env, capture_output=True, text=True, timeout=120, check=False,
    )

    assert (0, "") == (proc.returncode, proc.stderr.replace(
        "This plugin does not support propagateSizeHints()\n", ""))  # offscreen plugin chatter
    assert REPORT.fullmatch(proc.stdout.strip()), proc.stdout
    assert [] == [p for p in home.rglob("*") if "glossary" in str(p).lower()]


def _self_test_with_user_dir(
    glossary_db: Path, user: Path, home: Path
) -> subprocess.CompletedProcess[str]:
    """The real command, offscreen, with this user folder (a returning user's launch)."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("GLOSSARY_DESKTOP_")}
    env.update(HOME=str(home), QT_QPA_PLATFORM="offscreen")
    return subprocess.run(
        [sys.executable, "-m", "glossary_desktop", "--self-test", "--db", str(glossary_db),
         "--user-dir", str(user)],
        env=env, capture_output=True, text=True, timeout=120, check=False,
    )


def test_an_explicit_user_dir_is_a_returning_users_launch(
    glossary_db: Path, tmp_path: Path
) -> None:
    user = tmp_path / "user"
    with UserStore.open(user) as store:
        store.add("dask", "Dask", "repasar")

    proc = _self_test_with_user_dir(glossary_db, user, tmp_path / "home")

    assert 0 == proc.returncode, proc.stderr
    assert REPORT.fullmatch(proc.stdout.strip()), proc.stdout
    with UserStore.open(user) as store:  # the window read this folder, and kept it
        assert {"dask": "repasar"} == {b.slug: b.note for b in store.bookmarks()}
    assert (user / "settings.ini").is_file()  # saved there when the window closed


def write_bytes(path: Path, data: bytes) -> Path:
    path.write_bytes(data)
    return path


def with_user_version(glossary_db: Path, tmp_path: Path, version: int) -> Path:
    copy = tmp_path / f"v{version}.db"
    shutil.copyfile(glossary_db, copy)
    with closing(sqlite3.connect(copy)) as conn:
        conn.execute(f"PRAGMA user_version = {version}")
    return copy


def said(kind: str, detail: str = "") -> str:
    """The catalogue's English for a glossary error of ``kind``."""
    return GlossaryError("g.db", kind, detail).message


@pytest.mark.parametrize(
    ("make_db", "reason"),
    [
        (lambda seed, tmp: tmp / "missing.db", said(GlossaryError.NOT_FOUND)),
        (lambda seed, tmp: write_bytes(tmp / "notes.txt", b"hola, mundo\n" * 100),
         said(GlossaryError.NOT_SQLITE)),
        (lambda seed, tmp: write_bytes(tmp / "empty.db", b""), said(GlossaryError.NOT_SQLITE)),
        (lambda seed, tmp: with_user_version(seed, tmp, 0),
         said(GlossaryError.OLD_SCHEMA, "version 0")),
        (lambda seed, tmp: with_user_version(seed, tmp, 99), said(GlossaryError.NEWER, "99")),
    ],
    ids=["missing", "not-sqlite", "empty", "older-schema", "newer-schema"],
)
def test_fails_with_the_reason_and_no_traceback(
    make_db, reason: str, glossary_db: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    db = make_db(glossary_db, tmp_path)

    assert 1 == self_test(db)

    out, err = capsys.readouterr()
    assert "" == out
    assert err.startswith("self-test FAILED: ")
    assert reason in err
    assert str(db) in err
    assert "Traceback" not in err


def test_the_bundled_glossary_must_find_the_probe_word(tmp_path: Path) -> None:
    source = tmp_path / "otro.es.txt"
    source.write_text(
        "Glosario de prueba\nPara el self-test\n"
        "Tensor\nArreglo de varias dimensiones.\n"
        "Gradiente\nVector de derivadas parciales.\n",
        encoding="utf-8",
    )
    db = tmp_path / "otro.db"
    build_db([source], db)

    with Glossary.open(db) as glossary:
        selftest._search(glossary, required=False)  # any other DB: searching is enough
        with pytest.raises(selftest.SelfTestError, match="found nothing"):
            selftest._search(glossary, required=True)


def test_launch_time_comes_from_the_launcher_or_proc(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(selftest.LAUNCH_ENV, "1234.5")
    assert 1234.5 == selftest.launch_time()

    monkeypatch.delenv(selftest.LAUNCH_ENV)
    assert 0 <= time.time() - selftest.launch_time() < 600  # this process started recently


def test_a_setting_of_the_wrong_type_is_a_warning_not_a_failure(
    glossary_db: Path, tmp_path: Path
) -> None:
    """``theme=dark, light``, which Qt reads as a list, ended the self-test with a
    TypeError traceback (issue 27, hole 16)."""
    user = tmp_path / "user"
    user.mkdir()
    settings = user / "settings.ini"
    settings.write_text("[ui]\ntheme=dark, light\n", encoding="utf-8")

    proc = _self_test_with_user_dir(glossary_db, user, tmp_path / "home")

    assert 0 == proc.returncode, proc.stderr
    assert REPORT.fullmatch(proc.stdout.strip()), proc.stdout
    assert [
        f"glossary-desktop: warning: {settings}: ui/theme: 'dark, light' is not one of auto, "
        "light, dark; ignored"
    ] == proc.stderr.replace("This plugin does not support propagateSizeHints()\n", "").splitlines()
