"""The benchmark's glossary generator: format, determinism, realistic shape."""

from __future__ import annotations

import argparse
import itertools
import statistics
from pathlib import Path

import pytest
from rapidfuzz import fuzz

from . import generate
from .generate import concepts, ensure_sources, fold, parse_size, read_pairs, write_sources


@pytest.mark.parametrize(
    ("text", "expected"),
    [("10k", 10_000), ("100K", 100_000), ("1m", 1_000_000), ("2500", 2500), ("1.5k", 1500)],
)
def test_parse_size(text: str, expected: int) -> None:
    assert expected == parse_size(text)


@pytest.mark.parametrize("text", ["", "k", "ten", "-5", "0"])
def test_parse_size_rejects(text: str) -> None:
    with pytest.raises(argparse.ArgumentTypeError, match="size"):
        parse_size(text)


def test_same_seed_same_concepts() -> None:
    assert list(concepts(300, seed=3)) == list(concepts(300, seed=3))
    assert list(concepts(300, seed=3)) != list(concepts(300, seed=4))


def test_a_prefix_of_a_larger_size_is_the_smaller_size() -> None:
    assert list(concepts(200, seed=1)) == list(concepts(400, seed=1))[:200]


def test_files_have_the_seed_format(tmp_path: Path) -> None:
    paths = write_sources(500, 1, tmp_path)
    assert ["bench-v01.es.txt", "bench-v01.pt.txt"] == [p.name for p in paths]
    es, pt = (p.read_text(encoding="utf-8").split("\n") for p in paths)
    assert es[0].startswith("Glosario ")
    assert pt[0].startswith("Glossário ")
    for lines in (es, pt):
        assert 0 == len(lines) % 2
        assert all(line.strip() == line and line for line in lines)
    assert not paths[0].read_bytes().endswith(b"\n")  # like the seeds


def test_volumes_split_the_concepts(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(generate, "VOLUME", 100)
    paths = write_sources(250, 1, tmp_path)
    assert 6 == len(paths)
    both = sum(len(read_pairs(p)) for p in paths)
    assert 250 < both < 500


def test_one_volume_holds_the_same_concepts(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(generate, "VOLUME", 100)
    split = write_sources(250, 1, tmp_path / "split")
    whole = ensure_sources(250, 1, tmp_path / "whole", volume=250)
    assert ["bench-v01.es.txt", "bench-v01.pt.txt"] == [p.name for p in whole]
    for lang, one in zip(("es", "pt"), whole, strict=True):
        parts = [p for p in split if p.name.endswith(f".{lang}.txt")]
        assert [e for p in parts for e in read_pairs(p)] == read_pairs(one)
    # The cache knows which cut it holds: the default cut is written afresh.
    assert 6 == len(ensure_sources(250, 1, tmp_path / "whole"))


def test_terms_are_unique_across_languages_and_files() -> None:
    keys: list[str] = []
    for c in concepts(5000, seed=2):
        side = {fold(t) for t, _ in (x for x in (c.es, c.pt) if x)}
        keys.extend(side)
    assert len(keys) == len(set(keys))


def test_shape_of_terms_and_definitions() -> None:
    cs = list(concepts(3000, seed=1))
    entries = [e for c in cs for e in (c.es, c.pt) if e]
    term_lengths = {len(t.split()) for t, _ in entries}
    def_lengths = [len(d.split()) for _, d in entries]
    assert {1, 2, 3, 4, 5} == term_lengths
    assert min(def_lengths) >= 15
    assert max(def_lengths) <= 48
    assert any("ñ" in t.lower() for t, _ in entries)
    assert any("ç" in t.lower() for t, _ in entries)


def test_some_concepts_are_in_one_language_only() -> None:
    cs = list(concepts(10_000, seed=1))
    es_only = sum(1 for c in cs if c.pt is None) / len(cs)
    pt_only = sum(1 for c in cs if c.es is None) / len(cs)
    assert 0.04 < es_only < 0.06
    assert 0.005 < pt_only < 0.015


def test_translations_are_close_and_neighbours_are_not() -> None:
    pairs = [(c.es[1], c.pt[1]) for c in concepts(2000, seed=1) if c.es and c.pt]
    true = [fuzz.ratio(fold(e), fold(p)) for e, p in pairs]
    off = [fuzz.ratio(fold(a[0]), fold(b[1])) for a, b in itertools.pairwise(pairs)]
    assert 80 <= statistics.median(true) <= 92
    assert min(true) > 70
    assert statistics.median(off) < 50
    assert max(off) < 66  # the importer's pairing threshold


def test_sources_are_cached(tmp_path: Path) -> None:
    first = ensure_sources(300, 1, tmp_path)
    mtimes = [p.stat().st_mtime_ns for p in first]
    again = ensure_sources(300, 1, tmp_path)
    assert first == again
    assert mtimes == [p.stat().st_mtime_ns for p in again]


def test_the_tbx_file_states_the_generated_concepts(tmp_path: Path) -> None:
    from glossary_desktop.domain import Lang
    from glossary_desktop.importer.tbx import read_tbx

    from .tbx_source import write_tbx

    read = [
        tuple((e.term, e.definition) if (e := c.entries.get(lang)) else None
              for lang in (Lang.ES, Lang.PT))
        for c in read_tbx(write_tbx(300, 2, tmp_path / "bench.tbx"))
    ]

    assert [(c.es, c.pt) for c in concepts(300, seed=2)] == read
