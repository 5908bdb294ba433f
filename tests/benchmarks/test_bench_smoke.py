"""A tiny run of the benchmark harness: every figure is produced (timings are not checked)."""

from __future__ import annotations

import json
import math
from pathlib import Path
from typing import Any

import pytest

from . import generate
from .figure import window_api
from .run import main

# One small benchmark run shared by every test here.
pytestmark = pytest.mark.slow

Report = dict[str, Any]

EXPECTED = {
    "build time",
    "build peak RSS",
    "DB size on disk",
    "TBX build time",
    "TBX build peak RSS",
    "one volume, time",
    "one volume, peak",
    "search median",
    "search p95",
    "search slowest",
    "start-up to window",
    "start-up, bare window",
    "peak RSS",
    "keystroke median",
    "keystroke p95",
    "keystroke to panes p95",
    "keystroke p95, round",
    "to panes p95, round",
    "compare 300 words",
    "compare 300, generated",
    "library search p95, +5 small",
    "library search p95, 50 small",
    "keystroke p95, library +5",
}


@pytest.fixture(scope="module")
def report(tmp_path_factory: pytest.TempPathFactory) -> Report:
    root = tmp_path_factory.mktemp("bench")
    out = root / "report.json"
    argv = [
        "--size",
        "2k",
        "--root",
        str(root / "cache"),
        "--json",
        str(out),
        "--reps",
        "1",
        "--runs",
        "1",
    ]
    # Two volumes, so that the run also builds the same concepts as one volume.
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(generate, "VOLUME", 1_000)
        assert 0 == main(argv)
    data: Report = json.loads(out.read_text())
    return data


def test_every_figure_is_reported(report: Report) -> None:
    assert EXPECTED == {f["name"] for f in report["figures"]}


def test_figures_have_a_positive_value_floor_and_ratio(report: Report) -> None:
    window_missing = window_api()
    for f in report["figures"]:
        if f["status"] == "pending" and window_missing:
            continue  # the window is not built yet: nothing to measure
        assert "ok" == f["status"], f
        for key in ("value", "floor", "ratio"):
            assert math.isfinite(f[key]), f
            assert f[key] > 0, f


def test_every_query_is_timed(report: Report) -> None:
    assert len(report["queries"]) >= 15
    assert all(q["engine"] > 0 and q["raw"] > 0 for q in report["queries"])


def test_the_importer_pairs_the_generated_translations(report: Report) -> None:
    assert report["expected_counts"] == report["built_counts"]


def test_the_tbx_file_holds_the_same_concepts(report: Report) -> None:
    assert report["expected_counts"] == report["tbx_counts"]


def test_report_is_printed(report: Report, capsys: pytest.CaptureFixture[str]) -> None:
    from .report import table

    text = table(report)
    assert "search p95" in text
    assert "x" in text  # ratios


def test_cli_rejects_unknown_figures(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    with pytest.raises(SystemExit):
        main(["--only", "speed", "--root", str(tmp_path)])
    assert "unknown figure" in capsys.readouterr().err
