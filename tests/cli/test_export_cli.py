"""``glossary-desktop export``: the user's story from a bookmark to a study deck.

Runs :func:`glossary_desktop.cli.main` in-process on the seed glossary and a
private user folder; one test runs the real command in a child process.
"""

from __future__ import annotations

import csv
import io
import os
import subprocess
import sys
import xml.etree.ElementTree as ET
from collections.abc import Callable
from pathlib import Path

import pytest

from glossary_desktop.cli import main
from glossary_desktop.importer.model import ImportReport
from glossary_desktop.importer.table import read_table
from glossary_desktop.importer.tbx import read_tbx
from glossary_desktop.store.user_db import UserStore

Run = Callable[..., tuple[int, str, str]]
NS = "{urn:iso:std:iso:30042:ed-2}"


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    return tmp_path / "user"


@pytest.fixture
def run(glossary_db: Path, folder: Path, capsys: pytest.CaptureFixture[str]) -> Run:
    """``run("export", ...)`` -> (exit code, stdout, stderr), on the seed glossary."""

    def _run(*argv: str) -> tuple[int, str, str]:
        code = main([*argv, "--db", str(glossary_db), "--user-dir", str(folder)])
        out, err = capsys.readouterr()
        return code, out, err

    return _run


def test_bookmarks_with_notes_to_an_anki_deck(run: Run, tmp_path: Path) -> None:
    assert 0 == run("bookmarks", "add", "sharding", "--note", "repasar")[0]
    assert 0 == run("bookmarks", "add", "Servidor de Parámetros")[0]
    deck = tmp_path / "deck.txt"
    code, out, err = run("export", "--format", "anki-text", "--bookmarks", "--out", str(deck))
    assert (0, "") == (code, out)
    assert f"wrote 2 concepts to {deck}\n" == err
    notes = [line.split("\t") for line in deck.read_text(encoding="utf-8").splitlines()
             if not line.startswith("#")]
    assert ["glossary-desktop:servidor-de-parametros", "glossary-desktop:sharding"] \
        == [n[0] for n in notes]
    assert notes[1][1].startswith("<b>Sharding</b><br>")
    assert notes[1][2].endswith("<br><br><i>repasar</i>")


#: A translator's note: one remark a line.
LINES = ("revisar el pt", "comparar con <PyTorch> & co.", "preguntar al equipo")


def _export_note_with_lines(run: Run, folder: Path, path: Path) -> str:
    """The bookmarks, one with a three-line note, exported to ``path``; its text."""
    with UserStore.open(folder) as store:
        store.add("sharding", term="Sharding", note="\n".join(LINES))
    assert (0, "") == run("export", "--bookmarks", "--out", str(path))[:2]
    return path.read_text(encoding="utf-8-sig")


def test_a_notes_lines_stay_lines_in_markdown(run: Run, folder: Path, tmp_path: Path) -> None:
    text = _export_note_with_lines(run, folder, tmp_path / "b.md")
    # Hard line breaks (a backslash at the end): Markdown joined plain lines into one.
    assert "> revisar el pt\\\n> comparar con \\<PyTorch\\> \\& co.\\\n> preguntar al equipo\n" \
        in text


def test_a_notes_lines_stay_lines_in_an_anki_deck(
    run: Run, folder: Path, tmp_path: Path
) -> None:
    text = _export_note_with_lines(run, folder, tmp_path / "b.txt")
    back = text.splitlines()[-1].split("\t")[2]
    assert back.endswith(
        "<i>revisar el pt<br>comparar con &lt;PyTorch&gt; &amp; co.<br>preguntar al equipo</i>"
    )


def test_a_notes_lines_stay_lines_in_tbx_and_csv(
    run: Run, folder: Path, tmp_path: Path
) -> None:
    tbx = ET.fromstring(_export_note_with_lines(run, folder, tmp_path / "b.tbx").encode())
    assert ["\n".join(LINES)] == [n.text for n in tbx.iter(f"{NS}note")]
    path = tmp_path / "b.csv"
    (row,) = csv.DictReader(io.StringIO(_export_note_with_lines(run, folder, path)))
    assert "\n".join(LINES) == row["note"]  # CSV joined them into one line
    # Read back, each line is a note of its own (the column holds one a line).
    (concept,) = read_table(path)
    assert LINES == concept.notes


def test_the_whole_glossary_as_tbx_on_stdout_reimports_the_same(
    run: Run, tmp_path: Path, glossary_db: Path
) -> None:
    code, out, err = run("export", "--format", "tbx")
    assert (0, "") == (code, err)
    root = ET.fromstring(out.encode())
    assert 31 == len(root.findall(f"{NS}text/{NS}body/{NS}conceptEntry"))
    path = tmp_path / "g.tbx"
    path.write_text(out, encoding="utf-8")
    report = ImportReport()
    concepts = list(read_tbx(path, report))
    assert (31, []) == (len(concepts), report.skipped)
    assert 13 == sum(1 for c in concepts if len(c.entries) == 2)


def test_csv_by_extension_reimports_the_same(run: Run, tmp_path: Path) -> None:
    target = tmp_path / "g.csv"
    assert 0 == run("export", "--out", str(target))[0]
    # A BOM (spreadsheets read UTF-8 by it), then every field quoted.
    assert target.read_bytes().startswith(b'\xef\xbb\xbf"id","es",')
    assert 31 == len(list(read_table(target)))


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["export"], "give --format (tbx, csv, apkg, anki-text, md or pdf)"),
        (["export", "--out", "x.odt"],
         "cannot tell the format from 'x.odt': give --format (tbx, csv, apkg, anki-text, md "
         "or pdf)"),
    ],
)
def test_usage_errors_are_one_line(run: Run, argv: list[str], message: str) -> None:
    assert (2, "", f"glossary-desktop export: error: {message} "
                   "(see 'glossary-desktop export --help')\n") == run(*argv)


def test_an_existing_file_is_kept_without_force(run: Run, tmp_path: Path) -> None:
    target = tmp_path / "notes.md"
    target.write_text("my own notes", encoding="utf-8")
    code, out, err = run("export", "--out", str(target))
    assert (1, "") == (code, out)
    assert f"glossary-desktop: error: {target}: already exists (use --force to replace it)\n" \
        == err
    assert "my own notes" == target.read_text(encoding="utf-8")
    assert 0 == run("export", "--out", str(target), "--force")[0]
    assert target.read_text(encoding="utf-8").startswith("# Glossary (")


@pytest.mark.parametrize(
    ("gone", "message"),
    [
        (["concepto-borrado"], "glossary-desktop: 1 bookmark is no longer in the glossary and "
                               "was left out: concepto-borrado\n"),
        (["concepto-borrado", "otro-borrado"],
         "glossary-desktop: 2 bookmarks are no longer in the glossary and were left out: "
         "concepto-borrado, otro-borrado\n"),
    ],
    ids=["one", "two"],
)
def test_bookmarks_gone_from_the_glossary_are_named(
    run: Run, folder: Path, gone: list[str], message: str
) -> None:
    with UserStore.open(folder) as store:
        for slug in gone:
            store.add(slug, term=slug)
        store.add("sharding", term="Sharding")
    code, out, err = run("export", "-f", "md", "--bookmarks")
    assert 0 == code
    assert "## Sharding" in out
    assert message == err


@pytest.mark.parametrize(
    ("one_language", "left_out"),
    [(["agrupacion-de-recursos"], "1 concept"),
     (["agrupacion-de-recursos", "autoscaling-ml"], "2 concepts")],
    ids=["one", "two"],
)
def test_the_count_left_out_of_a_deck_agrees_with_its_noun(
    run: Run, folder: Path, one_language: list[str], left_out: str
) -> None:
    with UserStore.open(folder) as store:
        for slug in [*one_language, "sharding"]:
            store.add(slug, term=slug)
    code, _, err = run("export", "--bookmarks", "-f", "anki-text")
    assert (0, f"glossary-desktop: left out {left_out} with one language only (a card needs "
               f"both sides): {', '.join(one_language)}\n") == (code, err)


@pytest.mark.parametrize(
    ("bookmarks", "written"),
    [(["sharding"], "1 concept"), (["sharding", "servidor-de-parametros"], "2 concepts")],
    ids=["one", "two"],
)
def test_the_count_written_agrees_with_its_noun(
    run: Run, folder: Path, tmp_path: Path, bookmarks: list[str], written: str
) -> None:
    with UserStore.open(folder) as store:
        for slug in bookmarks:
            store.add(slug, term=slug)
    deck = tmp_path / "deck.md"
    assert (0, "", f"wrote {written} to {deck}\n") == run("export", "--bookmarks", "--out",
                                                            str(deck))


def test_the_command_writes_utf8_to_a_pipe_whatever_the_locale(glossary_db: Path) -> None:
    env = {**os.environ, "LANG": "C", "LC_ALL": "C", "PYTHONIOENCODING": ""}
    done = subprocess.run(
        [sys.executable, "-m", "glossary_desktop", "export", "-f", "md", "--db", str(glossary_db)],
        capture_output=True, env=env, check=False,
    )
    assert (0, b"") == (done.returncode, done.stderr)
    assert "Agrupación de Recursos" in done.stdout.decode("utf-8")


NOTHING = "glossary-desktop: error: nothing to export: "


@pytest.mark.parametrize(
    ("bookmarked", "argv", "message"),
    [
        ([], ["--bookmarks"], "no bookmarks yet\n"),
        ([], ["--bookmarks", "-f", "tbx"], "no bookmarks yet\n"),
        (["concepto-borrado"], ["--bookmarks"],
         "the one bookmark is not in this glossary any more\n"),
        (["concepto-borrado", "otro-borrado"], ["--bookmarks"],
         "none of the 2 bookmarks is in this glossary any more\n"),
        (["agrupacion-de-recursos"], ["--bookmarks", "-f", "anki-text"],
         "an Anki card needs both languages and none of these concepts has them\n"),
    ],
    ids=["no-bookmarks", "no-bookmarks-tbx", "bookmark-gone", "bookmarks-gone",
         "anki-one-language"],
)
@pytest.mark.parametrize("existing", [False, True], ids=["new-file", "existing-file"])
def test_nothing_to_export_writes_nothing_and_fails(
    run: Run, folder: Path, tmp_path: Path,
    bookmarked: list[str], argv: list[str], message: str, existing: bool,
) -> None:
    with UserStore.open(folder) as store:
        for slug in bookmarked:
            store.add(slug, term=slug)
    target = tmp_path / "mine.csv"
    if existing:
        target.write_bytes(b"my own,work\r\n")
    code, out, err = run("export", *argv, "--out", str(target), "--force")
    assert (1, "", NOTHING + message) == (code, out, err)
    assert (b"my own,work\r\n" if existing else None) == (
        target.read_bytes() if target.exists() else None
    )
    left = [p.name for p in tmp_path.iterdir() if p.name != "user"]  # no temporary file either
    assert ([target.name] if existing else []) == left


def test_nothing_to_export_on_stdout_prints_nothing(run: Run) -> None:
    assert (1, "", NOTHING + "no bookmarks yet\n") == run("export", "-f", "md", "--bookmarks")


def test_a_semicolon_csv_for_spanish_and_portuguese_spreadsheets(run: Run, tmp_path: Path) -> None:
    target = tmp_path / "g.csv"
    assert 0 == run("export", "--delimiter", ";", "--out", str(target))[0]
    assert target.read_bytes().startswith(b'\xef\xbb\xbf"id";"es";')
    assert 31 == len(list(read_table(target)))
    code, out, _ = run("export", "-f", "csv", "--delimiter", "tab")
    assert (0, '"id"\t"es"\t') == (code, out[:10])


def test_a_delimiter_is_for_csv_only(run: Run) -> None:
    assert (2, "", "glossary-desktop export: error: --delimiter is for --format csv (see "
            "'glossary-desktop export --help')\n") == run("export", "-f", "md", "--delimiter", ";")
