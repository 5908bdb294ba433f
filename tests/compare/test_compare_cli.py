"""``glossary-desktop compare``: one concept (text, JSON), the overview, the errors."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest

from glossary_desktop.cli import main
from glossary_desktop.cli.compare import comparison_text
from glossary_desktop.compare import compare_concept
from glossary_desktop.domain import Concept, Entry, Lang
from glossary_desktop.glossary import Glossary


def run(capsys: pytest.CaptureFixture[str], db: Path, *argv: str) -> tuple[int, str, str]:
    code = main(["compare", *argv, "--db", str(db)])
    out, err = capsys.readouterr()
    return code, out, err


def definitions(db: Path, slug: str) -> tuple[str, str]:
    with Glossary.open(db) as g:
        concept = g.get(slug)
    assert concept is not None
    assert concept.es is not None
    assert concept.pt is not None
    return concept.es.definition, concept.pt.definition


def test_json_gives_offsets_into_each_definition(
    glossary_db: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, out, _ = run(capsys, glossary_db, "Paralelismo de Datos", "--json")
    assert 0 == code
    data = json.loads(out)
    assert ["slug", "similarity", "pairs", "unmatched"] == list(data)
    assert "paralelismo-de-datos" == data["slug"]
    assert 1.0 == data["similarity"]
    es, pt = definitions(glossary_db, "paralelismo-de-datos")
    found = [(es[p["es"][0]:p["es"][1]], pt[p["pt"][0]:p["pt"][1]]) for p in data["pairs"]]
    assert ("particionan", "particionados") in found
    assert ("computadoras", "computadores") in found
    assert {"es": [], "pt": []} == data["unmatched"]


def test_json_lists_the_unmatched_words(
    glossary_db: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    _, out, _ = run(capsys, glossary_db, "pytorch-distribuido", "--json")
    data = json.loads(out)
    es, _ = definitions(glossary_db, "pytorch-distribuido")
    assert ["entre"] == [es[a:b] for a, b in data["unmatched"]["es"]]
    assert [] == data["unmatched"]["pt"]
    assert data["similarity"] < 1.0


def test_text_brackets_the_unmatched_words_when_piped(
    glossary_db: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, out, _ = run(capsys, glossary_db, "PyTorch Distribuido")
    assert 0 == code
    lines = out.splitlines()
    assert "pytorch-distribuido  ·  similarity 0.98" == lines[0]
    assert "es  PyTorch Distribuido" == lines[1]
    assert "comunicación [entre] procesos" in " ".join(out.split())
    assert "\x1b" not in out
    assert "procesos = interprocessos" in " ".join(out.split())


def test_text_underlines_on_a_terminal(
    glossary_db: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    class Terminal(io.StringIO):
        def isatty(self) -> bool:
            return True

    terminal = Terminal()
    monkeypatch.setattr("sys.stdout", terminal)
    monkeypatch.delenv("NO_COLOR", raising=False)
    assert 0 == main(["compare", "pytorch-distribuido", "--db", str(glossary_db)])
    out = terminal.getvalue()
    assert "\x1b[4mentre\x1b[24m" in out
    assert "[entre]" not in out


def test_a_term_resolves_as_show_resolves_it(
    glossary_db: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    _, out, _ = run(capsys, glossary_db, "descida", "--json")
    assert "descenso-de-gradiente-distribuido" == json.loads(out)["slug"]


def test_all_lists_the_seed_pairs_least_alike_first(
    glossary_db: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, out, _ = run(capsys, glossary_db, "--all", "--json")
    assert 0 == code
    rows = json.loads(out)
    assert 13 == len(rows)
    assert sorted(rows, key=lambda r: (r["similarity"], r["slug"])) == rows
    assert {"slug": "pytorch-distribuido", "similarity": 0.981, "es": "PyTorch Distribuido",
            "pt": "PyTorch Distribuído"} == rows[0]
    _, text, _ = run(capsys, glossary_db, "--all")
    lines = text.splitlines()
    assert 14 == len(lines)
    assert lines[1].split()[:2] == ["0.98", "pytorch-distribuido"]


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["no-such-thing"], "no concept matches 'no-such-thing' (try 'search')"),
        (["Kubernetes para ML"],
         "'kubernetes-para-ml' has no Portuguese entry: nothing to compare"),
        ([], "compare needs a SLUG_OR_TERM or --all (not both)"),
        (["sharding", "--all"], "compare needs a SLUG_OR_TERM or --all (not both)"),
    ],
)
def test_errors_are_one_line(
    glossary_db: Path, capsys: pytest.CaptureFixture[str], argv: list[str], message: str
) -> None:
    code, out, err = run(capsys, glossary_db, *argv)
    assert (1, "", f"glossary-desktop: error: {message}\n") == (code, out, err)


def test_a_missing_glossary_is_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, _, err = run(capsys, tmp_path / "none.db", "--all")
    assert 1 == code
    assert 1 == len(err.splitlines())
    assert not (tmp_path / "none.db").exists()


def test_marker_characters_in_a_source_mark_nothing() -> None:
    concept = Concept(1, "x", "v", {
        Lang.ES: Entry(Lang.ES, "Datos", "Los \ue000datos\ue001 masivos y algo más."),
        Lang.PT: Entry(Lang.PT, "Dados", "Os dados massivos."),
    })
    compared = compare_concept(concept)
    assert compared is not None
    text = comparison_text(concept, compared)
    assert "Los \ufffddatos\ufffd masivos [y algo más]." in text
