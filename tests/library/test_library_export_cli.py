"""``export --bookmarks`` over the whole library (issue 32), in real child processes:
every glossary's bookmarks in one CSV with a glossary column, or one glossary's with
``--glossary NAME``; a format that cannot tell two glossaries' concepts apart refuses
several in one line."""

from __future__ import annotations

import csv
import io

from tests.library.conftest import Cli


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
