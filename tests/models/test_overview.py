"""The Compare all table's model: its columns sort as a dictionary orders words."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from glossary_desktop.compare.concept import OverviewRow
from glossary_desktop.models.overview import PORTUGUESE, SPANISH, OverviewModel

# Accents and case ignored, ñ after n (Spanish), leading punctuation ignored: the
# order of the term list. casefold() put "Árbol" and "¿Qué?" after "Zeta", "Ñandú"
# after it too.
SPANISH_ORDER = ["Árbol", "nube", "Nudo", "Ñandú", "Oro", "¿Qué?", "Zeta"]
PORTUGUESE_ORDER = ["Árvore", "Ção", "Célula", "Índice", "Nuvem", "Óculos", "Zona"]


def _model(qtbot: QtBot, es: list[str], pt: list[str]) -> OverviewModel:
    model = OverviewModel()
    rows = [OverviewRow(f"s{k}", e, p, 0.5) for k, (e, p) in enumerate(zip(es, pt, strict=True))]
    model.set_rows(rows)
    return model


@pytest.mark.parametrize(("column", "expected"), [
    (SPANISH, SPANISH_ORDER), (PORTUGUESE, PORTUGUESE_ORDER),
])
def test_a_language_column_sorts_as_the_term_list(
    qtbot: QtBot, column: int, expected: list[str]
) -> None:
    model = _model(qtbot, list(reversed(SPANISH_ORDER)), list(reversed(PORTUGUESE_ORDER)))
    model.sort(column, Qt.SortOrder.AscendingOrder)
    assert expected == [model.index(i, column).data() for i in range(model.rowCount())]
    model.sort(column, Qt.SortOrder.DescendingOrder)
    assert expected[::-1] == [model.index(i, column).data() for i in range(model.rowCount())]
