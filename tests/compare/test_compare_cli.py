"""``glossary-desktop compare``: one concept (text, JSON), the overview, the errors."""

from __future__ import annotations

import io
import json
import math
import shutil
import sqlite3
from pathlib import Path

import pytest

from glossary_desktop.cli import main
from glossary_desktop.cli.compare import comparison_text
from glossary_desktop.compare import MAX_WORK, compare_concept, work
from glossary_desktop.domain import Concept, Entry, Lang
from glossary_desktop.glossary import Glossary
from glossary_desktop.importer.build import build_db


@pytest.fixture(scope="module")
def omission_db(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A glossary whose Portuguese leaves out a word and adds another."""
    folder = tmp_path_factory.mktemp("omission")
    (folder / "g.es.txt").write_text(
        "Glosario IA\nPrueba\n"
        "Paralelismo de Datos\n" + ES_DEFINITION + "\n"
        "Sharding\nTécnica de particionamiento horizontal de datos en fragmentos.\n",
        encoding="utf-8")
    (folder / "g.pt.txt").write_text(
        "Glossário IA\nTeste\n"
        "Paralelismo de Dados\n" + PT_DEFINITION + "\n"
        "Sharding\nTécnica de particionamento horizontal de dados em fragmentos.\n",
        encoding="utf-8")
    out = folder / "g.db"
    build_db([folder / "g.es.txt", folder / "g.pt.txt"], out)
    return out


ES_DEFINITION = "Técnica donde los datos se particionan entre computadoras heterogéneas " \
                "en paralelo."
PT_DEFINITION = "Técnica onde os dados são particionados entre computadores em paralelo, sempre."


def span(text: str, words: str) -> list[int]:
    """``[start, end]`` of ``words`` in ``text``, as the JSON gives offsets."""
    start = text.index(words)
    return [start, start + len(words)]


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
    assert ["slug", "similarity", "pairs", "unmatched", "differences"] == list(data)
    assert "paralelismo-de-datos" == data["slug"]
    assert 1.0 == data["similarity"]
    assert [] == data["differences"]
    es, pt = definitions(glossary_db, "paralelismo-de-datos")
    found = [(es[p["es"][0]:p["es"][1]], pt[p["pt"][0]:p["pt"][1]]) for p in data["pairs"]]
    assert ("particionan", "particionados") in found
    assert ("computadoras", "computadores") in found
    assert {"es": [], "pt": []} == data["unmatched"]


def test_a_negation_flipped_in_the_seed_glossary_is_a_difference(
    glossary_db: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """"a costa de una posible inconsistencia" / "ao custo de uma eventual consistência":
    the two are counterparts, and say the opposite."""
    _, out, _ = run(capsys, glossary_db, "entrenamiento-asincronico", "--json")
    data = json.loads(out)
    es, pt = definitions(glossary_db, "entrenamiento-asincronico")
    [negation] = data["differences"]
    assert ("negation", "definition", "only the Spanish is negative") \
        == (negation["kind"], negation["field"], negation["reason"])
    assert "inconsistencia" in es[slice(*negation["es"])]
    assert "consistência" in pt[slice(*negation["pt"])]
    assert data["similarity"] < 0.7
    _, text, _ = run(capsys, glossary_db, "entrenamiento-asincronico")
    assert "inconsistencia ≠ consistência" in " ".join(text.split())
    assert "  negation: “inconsistencia” / “consistência”: only the Spanish is negative" \
        == text.splitlines()[-1]


def test_json_lists_the_unmatched_words_and_the_differences(
    omission_db: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    _, out, _ = run(capsys, omission_db, "paralelismo-de-datos", "--json")
    data = json.loads(out)
    assert ["heterogéneas"] == [ES_DEFINITION[a:b] for a, b in data["unmatched"]["es"]]
    assert ["sempre"] == [PT_DEFINITION[a:b] for a, b in data["unmatched"]["pt"]]
    assert [
        {"kind": "missing", "field": "definition", "es": span(ES_DEFINITION, "heterogéneas"),
         "pt": None, "reason": "no counterpart in the Portuguese"},
        {"kind": "added", "field": "definition", "es": None,
         "pt": span(PT_DEFINITION, "sempre"), "reason": "no counterpart in the Spanish"},
    ] == data["differences"]
    # each of the two takes 0.1 off what the counterparts agree on (all of the rest)
    assert data["similarity"] < 0.85


def test_text_brackets_the_unmatched_words_when_piped(
    omission_db: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, out, _ = run(capsys, omission_db, "Paralelismo de Datos")
    assert 0 == code
    lines = out.splitlines()
    assert lines[0].startswith("paralelismo-de-datos  ·  similarity 0.")
    assert lines[0].endswith("  ·  2 differences")
    assert "es  Paralelismo de Datos" == lines[1]
    flat = " ".join(out.split())
    assert "computadoras [heterogéneas] en paralelo." in flat
    assert "em paralelo, [sempre]." in flat
    assert "particionan = particionados" in flat
    assert ["differences:",
            "  missing: “heterogéneas” / —: no counterpart in the Portuguese",
            "  added: — / “sempre”: no counterpart in the Spanish"] == lines[-3:]
    assert "\x1b" not in out


def test_text_underlines_on_a_terminal(
    omission_db: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    class Terminal(io.StringIO):
        def isatty(self) -> bool:
            return True

    terminal = Terminal()
    monkeypatch.setattr("sys.stdout", terminal)
    monkeypatch.delenv("NO_COLOR", raising=False)
    assert 0 == main(["compare", "paralelismo-de-datos", "--db", str(omission_db)])
    out = terminal.getvalue()
    assert "\x1b[4mheterogéneas\x1b[24m" in out
    assert "[heterogéneas]" not in out


def test_a_term_resolves_as_show_resolves_it(
    glossary_db: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    _, out, _ = run(capsys, glossary_db, "descida", "--json")
    assert "descenso-de-gradiente-distribuido" == json.loads(out)["slug"]


def test_all_lists_the_seed_pair_that_says_the_opposite(
    glossary_db: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Of the 13 seed pairs, one differs: "posible inconsistencia" / "eventual consistência"."""
    code, out, _ = run(capsys, glossary_db, "--all", "--json")
    assert 0 == code
    [row] = json.loads(out)
    assert ("entrenamiento-asincronico", "Entrenamiento Asincrónico", "Treinamento Assíncrono") \
        == (row["slug"], row["es"], row["pt"])
    assert ["negation"] == [d["kind"] for d in row["differences"]]
    assert row["similarity"] < 0.7
    _, text, _ = run(capsys, glossary_db, "--all")
    assert ["differences  similarity  slug                       kinds     Spanish | Portuguese",
            f"          1        {row['similarity']:.2f}  entrenamiento-asincronico  negation  "
            "Entrenamiento Asincrónico | Treinamento Assíncrono"] == text.splitlines()


def test_all_lists_only_the_pair_that_differs(
    omission_db: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    _, text, _ = run(capsys, omission_db, "--all")
    assert [["2", "paralelismo-de-datos", "missing,", "added"]] \
        == [line.split()[:1] + line.split()[2:5] for line in text.splitlines()[1:]]


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["no-such-thing"], "no concept matches 'no-such-thing' (try 'search')"),
        (["Kubernetes para ML"],
         "'kubernetes-para-ml' has no Portuguese entry: nothing to compare"),
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


def test_a_crafted_glossary_with_huge_terms_answers_at_once(
    glossary_db: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # 20,000-word terms ran past 120 s at 6.3 GB: the limit looked at definitions only.
    # Terms just heavy enough to pass the limit, however short their definitions.
    words = math.isqrt(MAX_WORK) + 1
    db = tmp_path / "crafted.db"
    shutil.copy(glossary_db, db)
    with sqlite3.connect(db) as conn:
        conn.execute("UPDATE entries SET term = ? WHERE term = 'Sharding' AND lang = 'es'",
                     (" ".join(["fragmento"] * words),))
        conn.execute("UPDATE entries SET term = ? WHERE term = 'Sharding' AND lang = 'pt'",
                     (" ".join(["fragmento"] * words),))
    conn.close()
    with Glossary.open(db) as g:
        crafted = g.get("sharding")
    assert crafted is not None
    weight = work(crafted)  # the terms' words * words, and the definitions'
    assert words * words < weight
    code, out, err = run(capsys, db, "sharding")
    assert (1, "") == (code, out)
    assert (f"glossary-desktop: error: 'sharding' is too long to align ({weight:,} "
            f"word pairs, at most {MAX_WORK:,})\n") == err
    code, out, err = run(capsys, db, "--all", "--json")
    assert (0, "") == (code, err)
    assert ["entrenamiento-asincronico"] == [row["slug"] for row in json.loads(out)]
    assert "sharding" not in out
