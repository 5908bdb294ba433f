"""The command line: build-db, search, show, --version, --help, errors."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from glossary_desktop import __version__
from glossary_desktop.cli import main, make_parser
from glossary_desktop.errors import GlossaryError, SourceError
from glossary_desktop.paths import DATA_DIR


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_build_db_reports_pairs(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out_db = tmp_path / "g.db"
    code, out, _ = run(capsys, "build-db", "--out", str(out_db))
    assert 0 == code
    assert out_db.is_file()
    assert "31 concepts, 13 in both languages, 18 Spanish only" in out
    assert "volume 'IA distribuida': ia-distribuida.es.txt (es, 13 entries) + " \
           "ia-distribuida.pt.txt (pt, 13 entries), 13 pairs" in out


def test_build_db_reports_what_it_could_not_pair(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    pt = (DATA_DIR / "ia-distribuida.pt.txt").read_text(encoding="utf-8").split("\n")
    (tmp_path / "pt.txt").write_text("\n".join(pt[:4] + pt[6:]), encoding="utf-8")
    code, out, _ = run(capsys, "build-db", "--out", str(tmp_path / "g.db"),
                       str(DATA_DIR / "ia-distribuida.es.txt"), str(tmp_path / "pt.txt"))
    assert 0 == code
    assert "Could not pair 1 entry (kept in one language):\n" in out
    assert "ia-distribuida.es.txt:5: Servidor de Parámetros" in out


def test_search_json(glossary_db: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "search", "sincronico", "--db", str(glossary_db), "--json")
    assert 0 == code
    first = json.loads(out)[0]
    assert "entrenamiento-sincronico" == first["slug"]
    assert "Entrenamiento Sincrónico" == first["es"]["term"]
    assert "Treinamento Síncrono" == first["pt"]["term"]
    assert {"term", "definition", "source", "line", "synonyms", "notes"} == set(first["es"])
    assert ([], []) == (first["es"]["synonyms"], first["es"]["notes"])  # text sources have none


def test_search_descida_finds_the_portuguese_term(
    glossary_db: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, out, _ = run(capsys, "--db", str(glossary_db), "search", "descida", "--limit", "1")
    assert (0, "Descenso de Gradiente Distribuido  |  Descida de Gradiente Distribuída   "
               "[descenso-de-gradiente-distribuido]\n") == (code, out)


def test_search_nothing_suggests(glossary_db: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "search", "xyzzy", "--db", str(glossary_db))
    assert (0, "", "No results for 'xyzzy'.\n") == (code, out, err)  # stdout: results only


def test_show_side_by_side(glossary_db: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "show", "Kubernetes para ML", "--db", str(glossary_db))
    assert 0 == code
    assert "[es] Kubernetes para ML" in out
    assert "(no Portuguese entry for this term)" in out


def test_show_json_is_one_concept(glossary_db: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "show", "clustering-de-gpu", "--json", "--db", str(glossary_db))
    concept = json.loads(out)
    assert (0, "clustering-de-gpu", None) == (code, concept["slug"], concept["pt"])
    assert "paralelismo-de-datos" == concept["links"]["es"][0]["slug"]


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["show", "nothing-like-this"], "no concept matches 'nothing-like-this'"),
        (["search", "x", "--db", "/nonexistent/g.db"],
         str(GlossaryError("/nonexistent/g.db", GlossaryError.NOT_FOUND))),
        (["build-db", "--out", "/tmp/unused.db", "/nonexistent.txt"],
         str(SourceError("/nonexistent.txt", SourceError.NOT_FOUND))),
    ],
)
def test_errors_are_one_line(
    glossary_db: Path, capsys: pytest.CaptureFixture[str], argv: list[str], message: str
) -> None:
    if "--db" not in argv:
        argv = [*argv, "--db", str(glossary_db)]
    code, out, err = run(capsys, *argv)
    assert (1, "") == (code, out)
    assert f"glossary-desktop: error: {message}" in err
    assert 1 == err.count("\n")


def test_version(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as info:
        main(["--version"])
    assert 0 == info.value.code
    assert f"glossary-desktop {__version__}\n" == capsys.readouterr().out


@pytest.mark.parametrize("command", ["build-db", "search", "show", "import", "glossaries"])
def test_every_command_has_help_with_an_example(
    command: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit):
        main([command, "--help"])
    assert "example:\n  glossary-desktop " + command in capsys.readouterr().out


def test_every_command_is_in_the_readme() -> None:
    """The commands ``--help`` lists (under COMMAND), each named in the README."""
    readme = (DATA_DIR.parent / "README.md").read_text(encoding="utf-8")
    commands = re.findall(r"^    ([a-z][a-z-]+) ", make_parser().format_help(), flags=re.M)

    assert ["build-db", "search", "show", "bookmarks", "compare", "export", "import",
            "glossaries"] == commands
    assert [] == [name for name in commands if f"glossary-desktop {name}" not in readme]


def test_module_entry_point_is_the_same(glossary_db: Path) -> None:
    done = subprocess.run(
        [sys.executable, "-m", "glossary_desktop", "search", "dask", "--db", str(glossary_db),
         "--json"], capture_output=True, text=True, check=True,
    )
    assert "dask" == json.loads(done.stdout)[0]["slug"]


def test_bad_source_exit_code_and_no_traceback(tmp_path: Path) -> None:
    bad = tmp_path / "bad.txt"
    bad.write_bytes(b"Glosario\nSub\nT\xe9rmino\nDef.\n")
    done = subprocess.run(
        [sys.executable, "-m", "glossary_desktop", "build-db", "--out", str(tmp_path / "o.db"),
         str(bad)], capture_output=True, text=True,
    )
    assert 1 == done.returncode
    assert f"glossary-desktop: error: {bad}:3: not UTF-8 text" in done.stderr
    assert "Traceback" not in done.stderr
    assert not (tmp_path / "o.db").exists()


def test_a_mistyped_command_lists_every_command(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as info:
        main(["serch", "dask"])
    assert 2 == info.value.code
    err = capsys.readouterr().err
    assert "invalid choice: 'serch'" in err
    for name in ("build-db", "search", "show", "bookmarks"):
        assert repr(name) in err


@pytest.mark.parametrize(
    ("args", "code"),
    [
        ([], 1),  # no seed sources to default to, and the package's glossary is kept
        (["--out", "{tmp}/g.db"], 1),
        (["{data}/ia-distribuida.es.txt"], 1),
        (["{data}/ia-distribuida.es.txt", "--out", "{tmp}/g.db"], 0),
    ],
    ids=["bare", "out-only", "sources-only", "sources-and-out"],
)
def test_build_db_outside_a_source_checkout_needs_sources_and_out(
    args: list[str], code: int, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    from glossary_desktop import paths

    monkeypatch.setattr(paths, "DATA_DIR", tmp_path / "no-data")  # as in an installed package
    bundled = paths.bundled_db()
    before = bundled.stat().st_mtime_ns if bundled.exists() else None
    argv = [a.format(tmp=tmp_path, data=DATA_DIR) for a in ["build-db", "--quiet", *args]]

    assert code == main(argv)

    err = capsys.readouterr().err
    expected_err = "" if code == 0 else (
        "glossary-desktop: error: outside a source checkout, name the sources and --out PATH\n"
    )
    assert expected_err == err
    assert before == (bundled.stat().st_mtime_ns if bundled.exists() else None)
