"""``search`` with filters, the corrected query and definition excerpts, from the terminal."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from glossary_desktop.cli import main

Run = Callable[..., tuple[int, str, str]]


@pytest.fixture
def run(glossary_db: Path, user_dir: Path, capsys: pytest.CaptureFixture[str]) -> Run:
    """``run("search", "x")`` -> (exit code, stdout, stderr) on the seed glossary."""

    def _run(*argv: str) -> tuple[int, str, str]:
        code = main([*argv, "--db", str(glossary_db), "--user-dir", str(user_dir)])
        out, err = capsys.readouterr()
        return code, out, err

    return _run


def _slugs(out: str) -> list[str]:
    return [h["slug"] for h in json.loads(out)]


def test_bookmarked_finds_a_bookmark_below_the_limit(run: Run) -> None:
    code, out, _ = run("search", "modelo", "--bookmarked", "--json")
    assert (0, []) == (code, _slugs(out))
    assert 0 == run("bookmarks", "add", "kubernetes-para-ml")[0]
    code, out, _ = run("search", "modelo", "--limit", "1", "--bookmarked", "--json")
    assert (0, ["kubernetes-para-ml"]) == (code, _slugs(out))


def test_bookmarks_added_by_another_process_filter_the_search(
    glossary_db: Path, user_dir: Path
) -> None:
    def cli(*argv: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            [sys.executable, "-m", "glossary_desktop", *argv, "--db", str(glossary_db),
             "--user-dir", str(user_dir)],
            capture_output=True, text=True, timeout=60, check=False,
        )

    assert 0 == cli("bookmarks", "add", "dask").returncode
    found = cli("search", "datos", "--bookmarked")
    assert (0, "") == (found.returncode, found.stderr)
    assert found.stdout.startswith("Dask  |  Dask   [dask]   es: ")


@pytest.mark.parametrize(
    ("options", "expected"),
    [
        (["--scope", "missing-pt"], {"kubernetes-para-ml", "entrenamiento-distribuido"}),
        (["--volume", "IA distribuida"],
         {"paralelismo-de-modelo", "aprendizaje-profundo-distribuido"}),
        (["--volume", "ia DISTRIBUIDA", "--scope", "both"],
         {"paralelismo-de-modelo", "aprendizaje-profundo-distribuido"}),
        (["--scope", "missing-es"], set()),
    ],
)
def test_scope_and_volume(run: Run, options: list[str], expected: set[str]) -> None:
    code, out, _ = run("search", "modelos", *options, "--json")
    assert 0 == code
    assert expected <= set(_slugs(out))
    volume = {"IA distribuida", "Infraestructura de ML"}
    if "--volume" in options:
        volume = {"IA distribuida"}
    assert {h["volume"] for h in json.loads(out)} <= volume


def test_an_unknown_volume_is_one_line(run: Run) -> None:
    code, out, err = run("search", "modelo", "--volume", "Nope")
    assert (1, "") == (code, out)
    assert ("glossary-desktop: error: no volume named 'Nope' "
            "(volumes: 'IA distribuida', 'Infraestructura de ML')\n") == err


@pytest.mark.parametrize(
    ("options", "expected"),
    [([], "No results for 'qqqxz'.\n"),
     (["--scope", "missing-es"], "No results for 'datos' with these filters.\n"),
     (["--bookmarked"], "No results for 'datos' with these filters.\n")],
)
def test_no_results_under_a_filter_says_the_filter_hid_them(
    run: Run, options: list[str], expected: str
) -> None:
    query = "datos" if options else "qqqxz"  # "datos" is in the glossary
    assert (0, "", expected) == run("search", query, *options)  # a notice, not a result


@pytest.mark.parametrize(
    ("options", "query", "expected"),
    [
        # The spellings are hidden by the filter too: offering them is a dead end.
        (["--scope", "missing-pt"], "sinkronico",
         "No results for 'sinkronico' with these filters.\n"),
        (["--scope", "both"], "contenedors",
         "No results for 'contenedors' with these filters.\n"),
        (["--bookmarked"], "paralelsmo", "No results for 'paralelsmo' with these filters.\n"),
        # "paralelismo" is in definitions of concepts missing Portuguese: kept.
        (["--scope", "missing-pt"], "paralelsmo",
         "No results for 'paralelsmo' with these filters. Did you mean: paralelismo?\n"),
    ],
)
def test_under_a_filter_only_spellings_that_find_something_are_offered(
    run: Run, options: list[str], query: str, expected: str
) -> None:
    assert (0, "", expected) == run("search", query, *options)
    for word in re.findall(r"Did you mean: (.*)\?", expected):
        assert [] != _slugs(run("search", word, *options, "--json")[1])


def test_a_bookmark_makes_a_spelling_worth_offering(run: Run) -> None:
    """Bookmarked only: "paralelismo" is offered once a bookmark it finds is there."""
    assert 0 == run("bookmarks", "add", "clustering-de-gpu")[0]
    assert (0, "", "No results for 'paralelsmo' with these filters. Did you mean: paralelismo?\n"
            ) == run("search", "paralelsmo", "--bookmarked")
    found = run("search", "paralelismo", "--bookmarked", "--json")[1]
    assert ["clustering-de-gpu"] == _slugs(found)


def test_a_corrected_typo_says_what_it_shows(run: Run) -> None:
    code, out, err = run("search", "paralelsmo", "--limit", "1")
    assert (0, "Paralelismo de Datos  |  Paralelismo de Dados   [paralelismo-de-datos]\n",
            "No results for 'paralelsmo'; showing results for 'paralelismo':\n") == (
        code, out, err)
    hit = json.loads(run("search", "paralelsmo", "--limit", "1", "--json")[1])[0]
    assert ("fuzzy", "paralelismo") == (hit["match"]["tier"], hit["match"]["corrected"])


@pytest.mark.parametrize(
    ("query", "said", "line"),
    [
        ("multinube", "multi nube", "Despliegue ML Multi-Nube  |  —   [despliegue-ml-multi-nube]"),
        ("auto-scaling", "autoscaling", "Autoscaling ML  |  —   [autoscaling-ml]"),
    ],
)
def test_words_typed_together_or_apart_say_how_the_term_spaces_them(
    run: Run, query: str, said: str, line: str
) -> None:
    assert (0, f"{line}\n", f"No results for {query!r}; showing results for {said!r}:\n") == run(
        "search", query, "--limit", "1")


@pytest.mark.parametrize(
    ("query", "said", "lines"),
    [
        ("latensia", "latencia", "Inferencia en Tiempo Real  |  —   [inferencia-en-tiempo-real]"
         "   es: …predicciones con latencia mínima (generalmente <100ms), esenciales para…"),
        ("privasidad", "privacidad", "ML de Edge Computing  |  —   [ml-de-edge-computing]"
         "   es: …preservar la privacidad de datos y minimizar la dependencia de la…"),
        ("agregasão", "agregação", "Descenso de Gradiente Distribuido  |  Descida de Gradiente "
         "Distribuída   [descenso-de-gradiente-distribuido]"
         "   pt: …por vários nós antes da agregação para atualizar os pesos do modelo."),
    ],
)
def test_a_typo_of_a_word_only_definitions_have_says_the_word_and_where(
    run: Run, query: str, said: str, lines: str
) -> None:
    assert (0, f"{lines}\n", f"No results for {query!r}; showing results for {said!r}:\n"
            ) == run("search", query, "--limit", "1")


def test_a_definition_hit_shows_its_excerpt(run: Run) -> None:
    code, out, _ = run("search", "particionan")
    assert (0, "Paralelismo de Datos  |  Paralelismo de Dados   [paralelismo-de-datos]"
               "   es: …donde los datos se particionan entre diferentes computadoras que "
               "ejecutan…\n") == (code, out)
    excerpt = json.loads(run("search", "particionan", "--json")[1])[0]["match"]["excerpt"]
    start, end = excerpt["spans"][0]
    assert ("es", "particionan") == (excerpt["lang"], excerpt["text"][start:end])


def test_a_term_hit_has_no_excerpt_line(run: Run) -> None:
    code, out, _ = run("search", "gradientes", "--limit", "1")
    assert (0, "Descenso de Gradiente Distribuido  |  Descida de Gradiente Distribuída   "
               "[descenso-de-gradiente-distribuido]\n") == (code, out)
