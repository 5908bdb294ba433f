"""A term spelt as typed comes first, in ``search`` and ``show`` (issue 30, item 1).

Accents are folded to find (``sincronico`` finds *Sincrónico*), but ``ñ``, ``ã`` and
the accents make other words: *Año*/*Ano*, *pão*/*pao*, *avó*/*avô*.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from tests.spelling_glossaries import FIRST, twins_db, words_db


@pytest.fixture(scope="module")
def words(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return words_db(tmp_path_factory.mktemp("words"))


@pytest.fixture(scope="module")
def twins(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return twins_db(tmp_path_factory.mktemp("twins"))


def cli(db: Path, *argv: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "glossary_desktop", *argv, "--db", str(db)],
        capture_output=True, text=True, timeout=60, check=False,
    )


def _terms(stdout: str) -> list[str]:
    """The term of each result line: the Spanish one, else the Portuguese one."""
    terms = []
    for line in stdout.splitlines():
        es, pt = line.split("   [")[0].split("  |  ")
        terms.append(pt if es == "—" else es)
    return terms


@pytest.mark.parametrize("query", list(FIRST))
def test_search_lists_the_term_spelt_as_typed_first(words: Path, query: str) -> None:
    done = cli(words, "search", query)
    assert (0, "") == (done.returncode, done.stderr)
    assert list(FIRST[query]) == _terms(done.stdout)


@pytest.mark.parametrize("query", ["AÑO", "Pão", "AVÔ"])
def test_case_does_not_count_as_spelling(words: Path, query: str) -> None:
    assert list(FIRST[query.lower()]) == _terms(cli(words, "search", query).stdout)


def test_a_folded_query_still_finds_both(words: Path) -> None:
    # No term is spelt "avo": both are found, folded, in the order they were built.
    assert {"Avó", "Avô"} == set(_terms(cli(words, "search", "avo").stdout))


@pytest.mark.parametrize("query", ["año", "ano", "pão", "pao", "avó", "avô"])
def test_show_opens_the_term_spelt_as_typed(words: Path, query: str) -> None:
    done = cli(words, "show", query, "--json")
    assert (0, "") == (done.returncode, done.stderr)  # one concept spelt so: no "also"
    shown = json.loads(done.stdout)
    assert FIRST[query][0] == (shown["es"] or shown["pt"])["term"]
    assert [] == shown["also"]


def test_a_term_spelt_as_typed_wins_over_a_slug(words: Path) -> None:
    # The slug "ano" went to Año, built first; the term "Ano" names the other concept.
    year = json.loads(cli(words, "show", "año", "--json").stdout)
    assert "ano" == year["slug"]
    assert "Ano" == json.loads(cli(words, "show", "ano", "--json").stdout)["es"]["term"]
    # A slug still names its concept, and a folded term when none is spelt so.
    anus = json.loads(cli(words, "show", "Ano", "--json").stdout)["slug"]
    assert "Ano" == json.loads(cli(words, "show", anus, "--json").stdout)["es"]["term"]
    assert "Avô" == json.loads(cli(words, "show", "AVÔ", "--json").stdout)["pt"]["term"]


def test_show_says_which_other_concept_a_shared_term_names(twins: Path) -> None:
    # "Ano" is the Spanish term of one concept and the Portuguese one of the other.
    year = json.loads(cli(twins, "show", "Año", "--json").stdout)
    anus = json.loads(cli(twins, "show", "Ânus", "--json").stdout)
    assert year["slug"] != anus["slug"]
    done = cli(twins, "show", "Ano")
    assert 0 == done.returncode
    shown = done.stdout.split()[0]  # the side-by-side view starts with the slug
    assert shown in {year["slug"], anus["slug"]}
    other = anus if shown == year["slug"] else year
    assert f"also: {other['slug']} {other['es']['term']}\n" == done.stderr


def test_show_json_lists_the_others(twins: Path) -> None:
    done = cli(twins, "show", "ano", "--json")
    shown = json.loads(done.stdout)
    (also,) = shown["also"]
    assert {"slug", "es", "pt"} == set(also)
    assert {shown["es"]["term"], also["es"]} == {"Año", "Ano"}
    assert {shown["pt"]["term"], also["pt"]} == {"Ano", "Ânus"}
    assert f"also: {also['slug']} {also['es']}\n" == done.stderr


def test_a_term_spelt_only_once_names_one_concept(twins: Path) -> None:
    for term in ("Año", "Ânus"):
        done = cli(twins, "show", term, "--json")
        assert (0, "", []) == (done.returncode, done.stderr, json.loads(done.stdout)["also"])
