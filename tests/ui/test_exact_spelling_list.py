"""The window's term list puts a term spelt as typed first, as ``search`` does (issue 30)."""

from __future__ import annotations

from pathlib import Path

import pytest

from glossary_desktop.models.term_list import Column
from tests.spelling_glossaries import FIRST, words_db
from tests.ui.conftest import MakeWindow


@pytest.fixture(scope="module")
def words(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return words_db(tmp_path_factory.mktemp("words-window"))


def test_the_list_shows_the_term_spelt_as_typed_first(
    make_window: MakeWindow, words: Path
) -> None:
    window = make_window(db=words)
    model = window.term_model
    for query, terms in FIRST.items():
        window.search_bar.box.setText(query)
        window.search_now()
        listed = [
            model.index(row, Column.ES).data() if model.index(row, Column.ES).data() != "—"
            else model.index(row, Column.PT).data()
            for row in range(model.rowCount())
        ]
        assert (query, list(terms)) == (query, listed)
