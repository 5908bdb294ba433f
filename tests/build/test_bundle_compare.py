"""The built executable compares: it carries the counterparts list the aligner reads.

Skips when ``make dist`` has not been run (as tests/build/test_bundle.py does).
"""

from __future__ import annotations

import json
import subprocess

import pytest

from glossary_desktop.paths import REPO_ROOT

ONEDIR = REPO_ROOT / "dist" / "glossary-desktop"
LIST = ONEDIR / "_internal" / "glossary_desktop" / "compare" / "counterparts.tsv"


@pytest.mark.skipif(not LIST.parent.exists(), reason=f"{ONEDIR} not built: run 'make dist'")
def test_the_executable_compares_with_its_counterparts_list() -> None:
    source = REPO_ROOT / "glossary_desktop" / "compare" / "counterparts.tsv"
    assert source.read_bytes() == LIST.read_bytes()
    done = subprocess.run(
        [str(ONEDIR / "glossary-desktop"), "compare", "pytorch-distribuido", "--json"],
        capture_output=True, text=True, timeout=60, check=False,
    )
    assert (0, "") == (done.returncode, done.stderr)
    assert ["entre"] == [
        "Módulo DistributedDataParallel de PyTorch que permite el entrenamiento distribuido "
        "eficiente con comunicación entre procesos optimizada a través de NCCL y Gloo."[a:b]
        for a, b in json.loads(done.stdout)["unmatched"]["es"]
    ]
