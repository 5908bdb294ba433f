"""``show`` and ``search`` on a term base: synonyms, notes, contexts and the subject field."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from glossary_desktop.cli import main
from tests.importer.tbx_files import REDES, table_glossary


@pytest.fixture(scope="module")
def db(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return table_glossary(tmp_path_factory.mktemp("synonyms-cli"), REDES)


def test_show_prints_synonyms_notes_and_the_concepts_notes_below(
    db: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("COLUMNS", "84")
    assert 0 == main(["show", "red de neuronas", "--db", str(db)])  # found by a synonym
    assert (
        "red-neuronal  ·  redes.csv\n"
        "[es] Red neuronal                        │ [pt] Rede neural\n"
        "also: Red de neuronas, <b>RNA</b>        │\n"
        "                                         │\n"
        "Modelo de neuronas artificiales.         │ Modelo de neurônios artificiais.\n"
        "                                         │\n"
        "Context: Una red neuronal aprende.       │ Note: Do português.\n"
        "\n"
        "Subject field: IA\n"
        "\n"
        "Note: Muy usada.\n"
    ) == capsys.readouterr().out


def test_search_names_the_synonym_that_matched_alone(
    db: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert 0 == main(["search", "neuronas", "--db", str(db)])
    assert ("Red neuronal  |  Rede neural   [red-neuronal]   es: also Red de neuronas\n"
            ) == capsys.readouterr().out
    assert 0 == main(["search", "neuronas", "--db", str(db), "--json"])
    hit = json.loads(capsys.readouterr().out)[0]
    assert {"lang": "es", "text": "Red de neuronas", "spans": [[7, 15]], "synonym": True} \
        == hit["match"]["excerpt"]
    assert (["Red de neuronas", "<b>RNA</b>"],
            [{"kind": "context", "text": "Una red neuronal aprende."}],
            [{"kind": "subject", "text": "IA"}, {"kind": "note", "text": "Muy usada."}]) \
        == (hit["es"]["synonyms"], hit["es"]["notes"], hit["notes"])
