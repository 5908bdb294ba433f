"""``--progress-lines``: what ``import`` and ``compare --all`` print for the window that
runs them in a child process (docs/architecture.md), and how SIGTERM, the window's
Cancel, ends an import that leaves nothing behind."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest

from glossary_desktop.cli import main
from glossary_desktop.glossary import Glossary
from glossary_desktop.glossary.comparing import overview_of
from glossary_desktop.progress_lines import error_from_json, rows_json
from glossary_desktop.ui.library.import_errors import describe_source_error
from tests.children import cpu_seconds

CSV = (
    "es,es_definition,pt,pt_definition\n"
    "agujero negro,Región de la que nada escapa.,buraco negro,Região da qual nada escapa.\n"
    "estrella,Astro con luz propia.,,\n"
)


def _lines(out: str) -> list[dict[str, Any]]:
    assert out.endswith("\n")
    return [json.loads(line) for line in out.splitlines()]


def test_an_import_prints_its_progress_then_what_it_did_and_nothing_else(
    tmp_path: Path, user_dir: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    source = tmp_path / "sky.csv"
    source.write_text(CSV, encoding="utf-8")
    code = main(["import", "--progress-lines", f"--user-dir={user_dir}", "--name=sky", "--",
                 str(source)])
    out, err = capsys.readouterr()
    lines = _lines(out)
    assert (0, "") == (code, err)
    assert {"progress"} == {line["event"] for line in lines[:-1]}
    assert ["reading", "pairing", "indexing", "writing"] == list(
        dict.fromkeys(line["stage"] for line in lines[:-1]))
    assert {"event": "result", "name": "sky",
            "counts": {"concepts": 2, "both": 1, "es_only": 1, "pt_only": 0},
            "skipped": 0, "unpaired": [], "warnings": []} == lines[-1]


def test_a_bad_source_is_its_code_and_fields_then_the_usual_line(
    tmp_path: Path, user_dir: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    source = tmp_path / "tabla.csv"
    source.write_text("es,pt\ncielo,céu,extra\n", encoding="utf-8")
    code = main(["import", "--progress-lines", f"--user-dir={user_dir}", str(source)])
    out, err = capsys.readouterr()
    (line,) = _lines(out)
    assert {"event": "error", "error": {
        "type": "source", "path": str(source), "reason": "extra-fields", "line": 2,
        "fields": {"row": 2, "count": 3, "limit": 2}}} == line
    rebuilt = error_from_json(line["error"])
    assert (1, f"glossary-desktop: error: {rebuilt}\n") == (code, err)
    assert describe_source_error(rebuilt).startswith("tabla.csv, line 2: row 2 has 3 fields")
    assert [] == os.listdir(user_dir / "glossaries")


def test_compare_all_prints_its_rows_in_batches_then_their_number(
    glossary_db: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code = main(["compare", "--all", "--progress-lines", f"--db={glossary_db}"])
    lines = _lines(capsys.readouterr().out)
    with Glossary.open(glossary_db) as glossary:
        # The rows of Compare all, differences (inconsistent terms too) included.
        expected = rows_json(overview_of(glossary))
        total = glossary.concept_count
    rows = [row for line in lines if line["event"] == "rows" for row in line["rows"]]
    progress = [(line["done"], line["total"]) for line in lines if line["event"] == "progress"]
    assert (0, expected) == (code, rows)
    assert ((0, total), (total, total)) == (progress[0], progress[-1])
    assert {"event": "result", "rows": 13} == lines[-1]


def test_progress_lines_go_with_compare_all_only(capsys: pytest.CaptureFixture[str]) -> None:
    assert 2 == main(["compare", "dask", "--progress-lines"])
    assert "--progress-lines goes with --all" in capsys.readouterr().err


def test_sigterm_ends_an_import_at_once_and_leaves_nothing(
    tmp_path: Path, user_dir: Path
) -> None:
    # The window's Cancel: SIGTERM to its child, which would otherwise die with
    # its hidden build folder left in the library.
    source = tmp_path / "big.csv"
    rows = "".join(f"termino {i},def {i},termo {i},def {i}\n" for i in range(100_000))
    source.write_text("es,es_definition,pt,pt_definition\n" + rows, encoding="utf-8")
    child = subprocess.Popen(
        [sys.executable, "-m", "glossary_desktop", "import", "--progress-lines",
         f"--user-dir={user_dir}", str(source)],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        deadline = time.monotonic() + 60
        # Until it has worked a second on the file (its start-up takes less).
        while cpu_seconds(child.pid) < 1.0:
            assert child.poll() is None, "it ended before it was stopped"
            assert time.monotonic() < deadline, "it never got to work"
            time.sleep(0.05)  # another process: there is no signal to wait on
        child.send_signal(signal.SIGTERM)
        out, err = child.communicate(timeout=10)
    finally:
        child.kill()
    events = [json.loads(line)["event"] for line in out.splitlines()]
    assert (143, "glossary-desktop: terminated\n") == (child.returncode, err)
    assert ("result" not in events, []) == (True, os.listdir(user_dir / "glossaries"))
