"""``compare --all`` and ``--kind``: the concepts that differ, most first; a progress
line on a terminal; Ctrl+C; and inconsistent terms, which need the whole glossary.

The glossary here is the comparison corpus (tests/data/compare_corpus.txt)
written out as a term table and built as a user would build theirs.
"""

from __future__ import annotations

import io
import json
import os
import pty
import select
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from glossary_desktop.cli import main
from glossary_desktop.cli.compare_all import ranked
from glossary_desktop.compare import (
    ConceptComparison,
    Difference,
    Kind,
    OverviewRow,
    Reason,
    ReasonCode,
)
from glossary_desktop.domain import Concept, Field
from tests.children import sigint_as_in_a_terminal
from tests.compare.corpus import FAITHFUL, read_corpus

INCONSISTENT = {r.slug for r in read_corpus() if r.kind == "inconsistent_term"}


class Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def run(capsys: pytest.CaptureFixture[str], db: Path, *argv: str) -> tuple[int, str, str]:
    code = main(["compare", *argv, "--db", str(db)])
    out, err = capsys.readouterr()
    return code, out, err


def test_the_corpus_built_as_a_glossary_keeps_its_pairs(
    corpus_db: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, out, _ = run(capsys, corpus_db, "--all", "--json")
    assert 0 == code
    listed = {row["slug"] for row in json.loads(out)}
    expected = {r.slug for r in read_corpus() if r.kind != FAITHFUL}
    assert expected == listed


def test_all_lists_the_most_differences_first(
    corpus_db: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    _, out, _ = run(capsys, corpus_db, "--all", "--json")
    rows = json.loads(out)
    keys = [(-len(r["differences"]), r["similarity"]) for r in rows]  # then by slug, unrounded
    assert sorted(keys) == keys


def test_more_differences_come_before_a_lower_similarity() -> None:
    def row(slug: str, similarity: float, *kinds: Kind) -> OverviewRow:
        reason = Reason(ReasonCode.MISSING)
        found = tuple(Difference(k, Field.DEFINITION, None, None, reason) for k in kinds)
        return OverviewRow(slug, slug, slug, similarity, found)

    rows = [row("a", 0.2, Kind.MISSING), row("b", 0.9, Kind.ADDED, Kind.NUMBER), row("c", 1.0),
            row("d", 0.5, Kind.NUMBER), row("e", 0.5, Kind.MISSING)]
    assert ["b", "a", "d", "e"] == [r.slug for r in ranked(rows)]
    assert ["d", "b"] == [r.slug for r in ranked(rows, "number")]  # one number each


def test_a_kind_lists_the_concepts_with_that_kind(
    corpus_db: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    _, out, _ = run(capsys, corpus_db, "--all", "--kind", "inconsistent_term", "--json")
    rows = json.loads(out)
    assert INCONSISTENT == {r["slug"] for r in rows}
    _, text, _ = run(capsys, corpus_db, "--all", "--kind", "inconsistent_term")
    assert INCONSISTENT == {line.split()[2] for line in text.splitlines()[1:]}


def test_one_concept_finds_its_inconsistent_term_in_the_rest_of_the_glossary(
    corpus_db: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """"formação" where the other pairs have "treinamento": found from the concepts
    sharing its words, as the overview finds it from all of them."""
    _, out, _ = run(capsys, corpus_db, "entrenamiento-adversario", "--json")
    data = json.loads(out)
    [difference] = data["differences"]
    assert ("inconsistent_term", "definition") == (difference["kind"], difference["field"])
    assert difference["reason"].startswith("“entrenamiento” is “treinamento” in ")
    _, text, _ = run(capsys, corpus_db, "entrenamiento-adversario")
    assert "  inconsistent_term: “entrenamiento” / “formação”: “entrenamiento” is " \
        "“treinamento” in" in text


def test_no_difference_of_a_kind_says_so(
    glossary_db: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, out, _ = run(capsys, glossary_db, "--all", "--kind", "number")
    assert (0, "no number difference in 13 paired concepts\n") == (code, out)


def test_kind_without_all_is_a_usage_error(
    glossary_db: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, out, err = run(capsys, glossary_db, "sharding", "--kind", "negation")
    assert (2, "") == (code, out)
    assert "--kind goes with --all" in err
    assert 1 == len(err.splitlines())


def test_a_terminal_sees_a_progress_line_that_is_cleared(
    glossary_db: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    terminal = Terminal()
    monkeypatch.setattr("sys.stderr", terminal)
    assert 0 == main(["compare", "--all", "--db", str(glossary_db)])
    shown = terminal.getvalue()
    assert "] comparing 0/31 concepts" in shown
    assert "] comparing 31/31 concepts" in shown
    assert shown.endswith("\r\x1b[K")
    assert "entrenamiento-asincronico" in capsys.readouterr().out


def test_a_pipe_sees_no_progress_line(
    glossary_db: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    _, _, err = run(capsys, glossary_db, "--all")
    assert "" == err


def test_ctrl_c_stops_it_with_one_line_and_130(
    glossary_db: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from glossary_desktop.compare import concept

    compared = []
    real = concept.compare_concept

    def interrupted_at_the_fifth(c: Concept) -> ConceptComparison | None:
        compared.append(c)
        if len(compared) == 5:
            raise KeyboardInterrupt
        return real(c)

    monkeypatch.setattr(concept, "compare_concept", interrupted_at_the_fifth)
    terminal = Terminal()
    monkeypatch.setattr("sys.stderr", terminal)
    assert 130 == main(["compare", "--all", "--db", str(glossary_db)])
    shown = terminal.getvalue()
    assert shown.endswith("\r\x1b[Kglossary-desktop: interrupted\n")
    assert "" == capsys.readouterr().out


def test_ctrl_c_in_a_terminal(thousands_db: Path, tmp_path: Path) -> None:
    """The real thing: SIGINT to the command running in a terminal (a pty), once
    its progress line shows."""
    controller, terminal = pty.openpty()
    script = Path(sys.executable).parent / "glossary-desktop"
    process = subprocess.Popen(
        [str(script), "compare", "--all", "--db", str(thousands_db)],
        stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=terminal, cwd=tmp_path,
        env={**os.environ, "COLUMNS": "80"}, preexec_fn=sigint_as_in_a_terminal,
    )
    os.close(terminal)
    seen = b""
    try:
        while b"comparing" not in seen:
            ready, _, _ = select.select([controller], [], [], 60)
            assert ready, seen
            seen += os.read(controller, 1024)
        process.send_signal(signal.SIGINT)
        out, _ = process.communicate(timeout=60)
        # All it wrote, to the end: once nothing holds the terminal's other end any
        # more, reading past what is left fails (EIO).
        while select.select([controller], [], [], 60)[0]:
            try:
                chunk = os.read(controller, 1024)
            except OSError:
                break
            if not chunk:
                break
            seen += chunk
    finally:
        if process.poll() is None:
            process.kill()
        os.close(controller)
    assert 130 == process.returncode
    assert b"" == out
    assert seen.replace(b"\r\n", b"\n").endswith(b"\r\x1b[Kglossary-desktop: interrupted\n")
