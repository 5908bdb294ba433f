"""``search`` and ``show`` over the whole library, in real child processes: the seed
glossary as the built-in one, a CSV and a TBX imported with the command line."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from tests.library.conftest import Cli
from tests.library.three import write_sources


def test_search_covers_every_glossary_and_each_line_names_its_own(cli: Cli) -> None:
    done = cli("search", "paralelismo de datos", "--limit", "3")
    assert (0, "") == (done.returncode, done.stderr)
    assert [
        "Paralelismo de Datos  |  Paralelismo de Dados   [paralelismo-de-datos]  (built-in)",
        "Paralelismo de Datos  |  Paralelismo de Dados   [paralelismo-de-datos]  (clientes)",
        "Paralelismo de Datos  |  Paralelismo de Dados   [paralelismo-de-datos]  (iate)",
    ] == done.stdout.splitlines()


def test_an_exact_term_of_a_small_glossary_comes_before_definitions_of_the_large_one(
    cli: Cli
) -> None:
    done = cli("search", "modelo fundacional", "--json")
    found = [(h["glossary"]["id"], h["slug"], h["match"]["tier"]) for h in json.loads(done.stdout)]
    assert ("iate", "modelo-fundacional", "exact") == found[0]


def test_glossary_narrows_and_may_be_repeated(cli: Cli) -> None:
    done = cli("search", "paralelismo de datos", "--glossary", "iate", "--json")
    assert {"iate"} == {h["glossary"]["id"] for h in json.loads(done.stdout)}
    done = cli("search", "dask", "--glossary", "clientes", "--glossary", "built-in", "--json")
    assert [("built-in", "dask"), ("clientes", "dask")] == [
        (h["glossary"]["id"], h["slug"]) for h in json.loads(done.stdout)]
    assert {"id": "built-in", "label": "Built-in", "name": "Built-in glossary"} == json.loads(
        done.stdout)[0]["glossary"]
    done = cli("search", "dask", "--glossary", "nadie")
    assert (1, "") == (done.returncode, done.stdout)
    assert "no glossary named 'nadie'" in done.stderr


def test_show_all_sources_marks_the_differing_translation(cli: Cli) -> None:
    done = cli("show", "sharding", "--all-sources")
    assert (0, "") == (done.returncode, done.stderr)
    lines = done.stdout.splitlines()
    assert "glossary: built-in" == lines[0]
    assert [
        "Also in:",
        "  iate: Sharding  |  Fragmentação   [sharding]",
        "    differs: pt: iate 'Fragmentação'; built-in 'Sharding'",
    ] == lines[-3:]
    shown = json.loads(cli("show", "fragmentacao", "--all-sources", "--json").stdout)
    assert "iate" == shown["glossary"]["id"]
    assert [("built-in", "Sharding", ["pt"])] == [
        (a["glossary"]["id"], a["pt"], a["differs"]) for a in shown["also_in"]]


def test_show_all_sources_of_a_shared_translation_marks_nothing(cli: Cli) -> None:
    shown = json.loads(cli("show", "paralelismo de dados", "--all-sources", "--json").stdout)
    assert [("clientes", []), ("iate", [])] == [
        (a["glossary"]["id"], a["differs"]) for a in shown["also_in"]]


def test_a_damaged_glossary_is_one_warning_and_the_others_answer(
    tmp_path: Path, glossary_db: Path
) -> None:
    user_dir = tmp_path / "user"
    run = [sys.executable, "-m", "glossary_desktop", "--db", str(glossary_db),
           "--user-dir", str(user_dir)]
    csv, _tbx = write_sources(tmp_path / "sources")
    subprocess.run([*run, "import", str(csv), "--name", "clientes"], check=True,
                   capture_output=True)
    (user_dir / "glossaries" / "clientes" / "glossary.db").write_bytes(b"\xa5" * 4096)
    done = subprocess.run([*run, "search", "dask"], capture_output=True, text=True,
                          check=False, timeout=120)
    assert 0 == done.returncode
    assert "Dask  |  Dask   [dask]  (built-in)\n" == done.stdout
    assert 1 == len(done.stderr.splitlines())
    assert done.stderr.startswith("glossary-desktop: warning: glossary 'clientes' left out: ")


def test_bookmarks_list_shows_every_glossarys_bookmarks_with_its_glossary(cli: Cli) -> None:
    assert 0 == cli("bookmarks", "add", "sharding", "--glossary", "iate").returncode
    assert 0 == cli("bookmarks", "add", "dask").returncode  # the built-in glossary's
    done = cli("bookmarks", "list", "--order", "alpha")
    assert (0, "") == (done.returncode, done.stderr)
    assert ["built-in  dask      Dask", "iate      sharding  Sharding"] == (
        done.stdout.splitlines())
    marks = json.loads(cli("bookmarks", "list", "--json", "--glossary", "iate").stdout)
    assert [("iate", "sharding", "ok")] == [
        (b["glossary"]["id"], b["slug"], b["status"]) for b in marks]
    # --bookmarked reads each glossary's own bookmarks: the built-in Sharding is not one.
    done = cli("search", "sharding", "--bookmarked", "--json")
    assert [("iate", "sharding")] == [(h["glossary"]["id"], h["slug"])
                                      for h in json.loads(done.stdout)]
    # The same slug in another glossary is another bookmark: identity is glossary + slug.
    assert 0 == cli("bookmarks", "remove", "sharding", "--glossary", "iate").returncode
    assert 0 == cli("bookmarks", "remove", "dask").returncode
