"""``bookmarks export --json`` and ``bookmarks import``: moving to a new laptop,
restoring a backup, merging a colleague's list, a removed glossary's bookmarks back."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tests.cli.conftest import Run

from .test_glossaries_cli import CSV


def _listed(run: Run, *argv: str) -> list[dict[str, object]]:
    code, out, _ = run("bookmarks", "list", "--json", *argv)
    assert 0 == code
    return json.loads(out)


def test_a_json_backup_restores_identical_bookmarks_and_notes_in_a_new_folder(
    glossary_db: Path, folder: Path, tmp_path: Path, run: Run
) -> None:
    assert 0 == run("bookmarks", "add", "sharding", "--note", "repasar antes del examen\nx²")[0]
    assert 0 == run("bookmarks", "add", "Servidor de Parámetros")[0]
    before = _listed(run)
    # The note's time goes and comes back too; the bookmark without a note has none.
    assert [None, float] == [type(b["note_changed_at"]) if b["note"] else None for b in before]
    backup = tmp_path / "backup.json"
    # The real command, as a user runs it, in a child process.
    base = [sys.executable, "-m", "glossary_desktop", "--db", str(glossary_db),
            "--user-dir", str(folder)]
    done = subprocess.run([*base, "bookmarks", "export", "--json", "--out", str(backup)],
                          capture_output=True, text=True, timeout=60, check=False)
    assert (0, f"wrote 2 bookmarks to {backup}\n") == (done.returncode, done.stderr)
    shutil.rmtree(folder)
    done = subprocess.run([*base, "bookmarks", "import", str(backup)],
                          capture_output=True, text=True, timeout=60, check=False)
    assert (0, "2 bookmarks read: 2 added, 0 given the file's note, 0 already here, "
               "0 with another note here\n", "") == (done.returncode, done.stdout, done.stderr)
    assert before == _listed(run)


def test_a_merge_gives_a_bookmark_without_a_note_the_files(run: Run, tmp_path: Path) -> None:
    assert 0 == run("bookmarks", "add", "Servidor de Parámetros")[0]
    backup = tmp_path / "colleague.json"
    assert 0 == run("bookmarks", "export", "--json", "--out", str(backup))[0]
    data = json.loads(backup.read_text(encoding="utf-8"))
    data["bookmarks"][0].update(note="del colega", note_changed_at=1.0e9)
    backup.write_text(json.dumps(data), encoding="utf-8")
    code, out, _ = run("bookmarks", "import", str(backup))
    assert (0, "1 bookmark read: 0 added, 1 given the file's note, 0 already here, 0 with "
               "another note here\n") == (code, out)
    assert [("del colega", 1.0e9)] == [(b["note"], b["note_changed_at"]) for b in _listed(run)]


def test_a_bookmark_under_another_slug_is_matched_by_its_terms_and_one_not_matched_is_listed(
    run: Run, tmp_path: Path
) -> None:
    backup = tmp_path / "old.json"
    backup.write_text(json.dumps({"format": "glossary-desktop-bookmarks", "version": 1,
                                  "bookmarks": [
        {"slug": "fragmentacion-vieja", "term": "Sharding", "note": "n1", "created_at": 5.0,
         "es_term": "Sharding", "pt_term": "Sharding", "source": "old.txt"},
        {"slug": "concepto-borrado", "term": "Nada", "note": "n2", "created_at": 6.0,
         "es_term": "Nada", "pt_term": "Nada", "source": "old.txt"},
    ]}), encoding="utf-8")
    code, out, _ = run("bookmarks", "import", str(backup))
    assert 0 == code
    assert ["2 bookmarks read: 2 added, 0 given the file's note, 0 already here, 0 with "
            "another note here",
            "matched by its terms: fragmentacion-vieja -> sharding  Sharding",
            "not in this glossary (kept, listed as no longer in it): concepto-borrado  Nada",
            ] == out.splitlines()
    listed = {b["slug"]: (b["note"], b["status"]) for b in _listed(run)}
    assert {"sharding": ("n1", "ok"), "concepto-borrado": ("n2", "missing")} == listed


def test_a_semicolon_csv_export_of_the_bookmarks_imports_with_its_notes(
    run: Run, folder: Path, tmp_path: Path
) -> None:
    assert 0 == run("bookmarks", "add", "sharding", "--note", "=1+1\nline two")[0]
    exported = tmp_path / "mine.csv"
    assert 0 == run("export", "--bookmarks", "--delimiter", ";", "--out", str(exported))[0]
    shutil.rmtree(folder)
    code, out, _ = run("bookmarks", "import", str(exported))
    assert (0, "1 bookmark read: 1 added") == (code, out[:24])
    assert [("sharding", "=1+1\nline two")] == [(b["slug"], b["note"]) for b in _listed(run)]


def test_a_file_that_is_not_a_backup_is_one_line_naming_it(run: Run, tmp_path: Path) -> None:
    bad = tmp_path / "b.json"
    bad.write_text('{"bookmarks": [\n  {"slug": "a",}\n]}', encoding="utf-8")
    code, out, err = run("bookmarks", "import", str(bad))
    assert (1, "") == (code, out)
    assert err.startswith(f"glossary-desktop: error: {bad}: line 2: not JSON")
    assert 1 == err.count("\n")


def test_removing_a_glossary_saves_its_bookmarks_first_and_says_where(
    user_dir: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from glossary_desktop.cli import main

    def run(*argv: str) -> tuple[int, str]:
        code = main([*argv, "--user-dir", str(user_dir)])
        out, _ = capsys.readouterr()
        return code, out

    source = tmp_path / "sky.csv"
    source.write_text(CSV, encoding="utf-8")
    assert 0 == run("import", str(source), "--name", "sky")[0]
    assert 0 == run("bookmarks", "add", "estrella", "--note", "brilla", "--glossary", "sky")[0]
    code, out = run("glossaries", "remove", "sky")
    backups = list((user_dir / "bookmark-backups").glob("sky-*.json"))
    assert (0, 1) == (code, len(backups))
    assert (f"Removed 'sky' and its bookmarks\nIts bookmarks were saved first to {backups[0]} "
            "('bookmarks import' brings them back)\n") == out
    assert 0 == run("import", str(source), "--name", "sky")[0]
    assert 0 == run("bookmarks", "import", str(backups[0]), "--glossary", "sky")[0]
    code, out = run("bookmarks", "list", "--json", "--glossary", "sky")
    assert [("estrella", "brilla")] == [(b["slug"], b["note"]) for b in json.loads(out)]
