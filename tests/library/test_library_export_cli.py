"""``export --bookmarks`` over the whole library (issue 32), in real child processes:
every glossary's bookmarks in one CSV with a glossary column, or one glossary's with
``--glossary NAME``; a format that cannot tell two glossaries' concepts apart refuses
several in one line. And a bookmark of an imported glossary survives its rebuild."""

from __future__ import annotations

import csv
import io
import json
import os
import subprocess
import sys
from pathlib import Path

from glossary_desktop.store.library import Library
from tests.library.conftest import Cli
from tests.library.three import CSV, import_both


def _rows(text: str) -> list[dict[str, str]]:
    return list(csv.DictReader(io.StringIO(text.lstrip("\ufeff"))))


def test_bookmarks_of_every_glossary_export_with_a_glossary_column(cli: Cli) -> None:
    assert 0 == cli("bookmarks", "add", "sharding").returncode  # the built-in one
    assert 0 == cli("bookmarks", "add", "sharding", "--glossary", "iate",
                    "--note", "IATE says Fragmentação").returncode
    assert 0 == cli("bookmarks", "add", "dask", "--glossary", "clientes").returncode
    done = cli("export", "--bookmarks", "--format", "csv")
    assert (0, "") == (done.returncode, done.stderr)
    rows = _rows(done.stdout)
    assert [("dask", "Dask", "clientes"), ("sharding", "Sharding", "built-in"),
            ("sharding", "Fragmentação", "iate")] == [
        (r["id"], r["pt"], r["glossary"]) for r in rows]
    assert "IATE says Fragmentação" in rows[2]["note"]
    # One glossary's, as before: no glossary column.
    done = cli("export", "--bookmarks", "--format", "csv", "--glossary", "iate")
    assert 0 == done.returncode, done.stderr
    only = _rows(done.stdout)
    assert [("sharding", "Fragmentação")] == [(r["id"], r["pt"]) for r in only]
    assert "glossary" not in only[0]
    # TBX ids are slugs: two glossaries' "sharding" cannot share one file.
    done = cli("export", "--bookmarks", "--format", "tbx")
    assert 2 == done.returncode
    assert 1 == len(done.stderr.splitlines())
    assert "go to CSV, with a glossary column; for tbx, give --glossary NAME" in done.stderr
    done = cli("export", "--bookmarks", "--format", "tbx", "--glossary", "iate")
    assert 0 == done.returncode, done.stderr
    assert "Fragmentação" in done.stdout


def test_a_bookmark_in_an_imported_glossary_survives_its_rebuild(
    tmp_path: Path, glossary_db: Path
) -> None:
    """Identity is glossary and slug: the CSV rebuilt with a row added before Dask
    (new ids) still has its Dask bookmarked, in that glossary only."""
    user_dir = tmp_path / "user"
    import_both(user_dir, tmp_path / "sources")
    env = {**os.environ, "GLOSSARY_DESKTOP_DB": str(glossary_db)}

    def cli(*argv: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            [sys.executable, "-m", "glossary_desktop", *argv, "--user-dir", str(user_dir)],
            capture_output=True, text=True, timeout=120, check=False, env=env)

    assert 0 == cli("bookmarks", "add", "dask", "--glossary", "clientes",
                    "--note", "mine").returncode
    source = tmp_path / "sources" / "clientes.csv"
    header, *rows = CSV.splitlines(keepends=True)
    source.write_text(header + "Apache Arrow,Formato columnar en memoria.,Apache Arrow,"
                      "Formato colunar em memória.\n" + "".join(rows), encoding="utf-8")
    db = Library(user_dir).get("clientes").db
    done = cli("build-db", str(source), "--out", str(db))
    assert 0 == done.returncode, done.stderr
    listed = json.loads(cli("bookmarks", "list", "--json").stdout)
    assert [("dask", "clientes", "mine", "ok")] == [
        (b["slug"], b["glossary"]["id"], b["note"], b["status"]) for b in listed]
    done = cli("show", "dask", "--glossary", "clientes")
    assert "Biblioteca de cómputo paralelo." in done.stdout
