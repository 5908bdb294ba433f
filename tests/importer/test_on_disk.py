"""A volume paired from the database (``importer/on_disk.py``, issue 30 item 4).

The pairing reads a volume's entries back from the database as it needs them
instead of holding them; the glossary it builds must be the one the entries
say: every translation paired, every entry alone left alone, the texts as
written, in file order or shuffled.
"""

from __future__ import annotations

import random
import sqlite3
from pathlib import Path

import pytest

from glossary_desktop.domain import Lang
from glossary_desktop.importer import align, folded, on_disk
from glossary_desktop.importer.build import build_db
from glossary_desktop.importer.on_disk import EntriesOnDisk
from glossary_desktop.importer.plan import Source, Stored, Volume, pairs
from glossary_desktop.importer.twins import sketch
from tests.benchmarks.generate import concepts, write_sources

SIZE = 3000
SEED = 7


def _built_pairs(db: Path) -> set[tuple[str | None, str | None]]:
    """(Spanish term, Portuguese term) of each concept of the glossary at ``db``."""
    with sqlite3.connect(db) as conn:
        rows = conn.execute("SELECT concept_id, lang, term FROM entries").fetchall()
    by_concept: dict[int, dict[str, str]] = {}
    for concept, lang, term in rows:
        by_concept.setdefault(concept, {})[lang] = term
    return {(c.get("es"), c.get("pt")) for c in by_concept.values()}


def _true_pairs() -> set[tuple[str | None, str | None]]:
    return {(c.es[0] if c.es else None, c.pt[0] if c.pt else None)
            for c in concepts(SIZE, SEED)}


@pytest.fixture(scope="module")
def sources(tmp_path_factory: pytest.TempPathFactory) -> list[Path]:
    return write_sources(SIZE, SEED, tmp_path_factory.mktemp("one-volume"), volume=SIZE)


@pytest.fixture(params=["in memory", "bounded"])
def bounded(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> bool:
    """Both ways of pairing a volume: texts held, or read back a block at a time."""
    if request.param == "bounded":
        monkeypatch.setattr(align, "IN_MEMORY", 0)  # as a volume of millions of entries
        monkeypatch.setattr(folded, "CACHE", 600)  # the cache emptied many times
        monkeypatch.setattr(align, "BATCH", 300)
    return request.param == "bounded"


def test_a_volume_paired_from_the_database_is_the_true_glossary(
    sources: list[Path], tmp_path: Path, bounded: bool
) -> None:
    out = tmp_path / "g.db"
    build_db(sources, out)
    assert _built_pairs(out) == _true_pairs()
    # The texts are the files' own, each in its file order.
    for path in sources:
        lines = path.read_text(encoding="utf-8").split("\n")[2:]
        lang = path.name.split(".")[-2]
        with sqlite3.connect(out) as conn:
            stored = conn.execute(
                "SELECT term, definition FROM entries WHERE lang = ? ORDER BY id", (lang,)
            ).fetchall()
        assert stored == list(zip(lines[::2], lines[1::2], strict=True))


def test_shuffled_translations_pair_the_same(
    sources: list[Path], tmp_path: Path, bounded: bool
) -> None:
    # Out of order, the pairing reads its candidates one by one, not in windows.
    es, pt = sources
    lines = pt.read_text(encoding="utf-8").split("\n")
    entries = list(zip(lines[2::2], lines[3::2], strict=True))
    random.Random(1).shuffle(entries)
    shuffled = tmp_path / pt.name
    shuffled.write_text("\n".join(lines[:2] + [x for e in entries for x in e]), encoding="utf-8")
    out = tmp_path / "g.db"
    build_db([es, shuffled], out)
    assert _built_pairs(out) == _true_pairs()


def _stored_entries(tmp_path: Path, count: int) -> tuple[sqlite3.Connection, Source]:
    conn = sqlite3.connect(tmp_path / "e.db")
    conn.execute("CREATE TABLE entries (id INTEGER PRIMARY KEY, term TEXT, definition TEXT, "
                 "term_key TEXT, line INTEGER)")
    conn.execute("INSERT INTO entries VALUES (1, 'other', 'file', 'other', 3)")
    conn.executemany("INSERT INTO entries VALUES (?, ?, ?, ?, ?)",
                     ((k + 2, f"T{k}", f"d {k}", f"t{k}", 3 + 2 * k) for k in range(count)))
    source = Source(Path("x.es.txt"), Lang.ES, None, "X", "", "", count, 2, sketch([]))
    return conn, source


def test_entries_read_in_order_at_random_and_whole_are_the_same(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(on_disk, "WINDOW", 7)  # several windows
    monkeypatch.setattr(on_disk, "CACHE", 5)  # and a cache emptied on the way
    conn, source = _stored_entries(tmp_path, 40)
    want = [Stored(k + 2, f"T{k}", f"d {k}", f"t{k}", 3 + 2 * k) for k in range(40)]
    entries = EntriesOnDisk(conn, source)
    assert 40 == len(entries)
    assert list(entries) == want
    assert [entries[k] for k in range(40)] == want
    order = list(range(40)) * 2
    random.Random(3).shuffle(order)
    assert [entries[k] for k in order] == [want[k] for k in order]
    assert entries[-1] == want[-1]
    assert entries[5:9] == want[5:9]
    with pytest.raises(IndexError):
        entries[40]
    conn.close()


def test_pairs_from_the_database_are_the_pairs_from_lists(tmp_path: Path) -> None:
    # Both sides read from one table: each entry is its own translation.
    conn, source = _stored_entries(tmp_path, 30)
    pt_source = Source(Path("x.pt.txt"), Lang.PT, None, "X", "", "", 30, 2, sketch([]))
    volume = Volume(1, "v", [source, pt_source])
    from_disk = [EntriesOnDisk(conn, source), EntriesOnDisk(conn, pt_source)]
    from_lists = [list(e) for e in from_disk]
    found = list(pairs(volume, from_disk))
    assert found == list(pairs(Volume(1, "v", [source, pt_source]), from_lists))
    assert 30 == len(found)
    assert all(es == pt for es, pt in found)
    conn.close()
