"""CSV for spreadsheets in any locale: a comma, a semicolon or a tab between the
cells, read back by the CSV import, and a cell that looks like a formula kept as text."""

from __future__ import annotations

import csv
from pathlib import Path

import pytest

from glossary_desktop.domain import Lang
from glossary_desktop.export.files import write_file
from glossary_desktop.export.formats import DELIMITERS, file_mode, writer_for
from glossary_desktop.importer.table import read_table

from .conftest import concept

FORMULAS = ("=HYPERLINK(\"http://x\")", "+1+2", "-3;4", "@SUM(A1)")
ITEMS = [
    (concept("formulas", es=(FORMULAS[0],), pt=(FORMULAS[1],), es_def=FORMULAS[2],
             pt_def="a, b; c\td"), FORMULAS[3]),
    (concept("sharding", es=("Fragmentación",), pt=("Fragmentação",), es_def="Dividir.",
             pt_def="Dividir."), ""),
]


@pytest.mark.parametrize("name", list(DELIMITERS))
def test_each_delimiter_separates_the_cells_and_reads_back_with_formulas_as_text(
    tmp_path: Path, name: str
) -> None:
    delimiter = DELIMITERS[name]
    path = tmp_path / "g.csv"
    write_file(path, writer_for("csv", ITEMS, "t", delimiter=delimiter), **file_mode("csv"))
    text = path.read_text(encoding="utf-8-sig")
    # Split by that delimiter, and by it only: the header has its 13 columns.
    header = text.splitlines()[0]
    assert 13 == len(header.split(delimiter))
    assert 1 == len(header.split(next(d for d in ",;\t" if d != delimiter)))
    rows = list(csv.reader(text.splitlines(), delimiter=delimiter))
    # A spreadsheet sees text: an apostrophe before each formula-like cell.
    assert {"'" + f for f in FORMULAS} <= {cell for row in rows for cell in row}
    back = {c.source_id: c for c in read_table(path)}
    assert ["formulas", "sharding"] == list(back)
    es, pt = back["formulas"].entries[Lang.ES], back["formulas"].entries[Lang.PT]
    assert ((FORMULAS[0],), FORMULAS[2]) == (es.terms, es.definition)
    # The import makes a tab one space, as any run of white space.
    assert ((FORMULAS[1],), "a, b; c d") == (pt.terms, pt.definition)
    assert (FORMULAS[3],) == back["formulas"].notes
