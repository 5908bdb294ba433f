"""A definition of several MB: shown at once, cut, with a link that shows it whole.

Laying out millions of characters takes a pane seconds; the cut part is a
hundred times less. What is checked here is what the pane is given, not
how long it takes.
"""

from __future__ import annotations

import shutil
import sqlite3
from pathlib import Path

from PySide6.QtCore import QLocale, QUrl

from glossary_desktop.domain import Lang
from glossary_desktop.render.html import SHOW_ALL_HREF, SHOWN_AT_FIRST

from .conftest import MakeWindow

WORDS = "palabra distribuida "
SIZE = 2_000_000


def test_a_huge_definition_is_cut_until_asked_for(
    make_window: MakeWindow, glossary_db: Path, tmp_path: Path
) -> None:
    db = tmp_path / "huge.db"
    shutil.copy(glossary_db, db)
    huge = (WORDS * (SIZE // len(WORDS)))[:SIZE] + "FIN"
    conn = sqlite3.connect(db)
    conn.execute("UPDATE entries SET definition = ? WHERE term = 'Dask'", (huge,))
    conn.commit()
    conn.close()
    window = make_window(db=db)
    assert window.open_slug("dask")
    pane = window.concept_view.panes[Lang.ES]
    shown = pane.toPlainText()
    assert SHOWN_AT_FIRST + 200 > len(shown)
    size = QLocale().toString(SIZE + 3)  # %Ln: grouped as the language groups digits
    assert f"distribuida … Show the whole definition ({size} characters)\n" in shown
    assert "FIN" not in shown
    assert SHOW_ALL_HREF in pane.toHtml()

    pane.anchorClicked.emit(QUrl(SHOW_ALL_HREF))  # what a click on the link sends

    whole = pane.toPlainText()
    assert SIZE < len(whole)
    assert "FIN" in whole
    assert "Show the whole definition" not in whole
    assert window.concept_view.panes[Lang.PT].toPlainText().startswith("Dask")  # untouched
    assert window.open_slug("paralelismo-de-datos")  # short: no link
    assert "Show the whole definition" not in pane.toPlainText()
    assert window.open_slug("dask")  # shown again: cut again
    assert "FIN" not in pane.toPlainText()
