"""Comparing in the window: a word's counterpart on hover and on the caret, and
"Show differences" marking the words that have none (missing, added), in both panes.
Each kind's marks, the legend and F8: test_difference_marks.py."""

from __future__ import annotations

import itertools
import math
import shutil
import sqlite3
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QColor, QPalette, QTextCharFormat
from pytestqt.qtbot import QtBot

from glossary_desktop.domain import Lang
from glossary_desktop.text import written_words
from glossary_desktop.ui.look.colours import contrast
from glossary_desktop.ui.look.difference_look import KIND_LOOKS, mark_format
from glossary_desktop.ui.look.theme import (
    COUNTERPART,
    COUNTERPART_TEXT,
    DARK_COLORS,
)
from glossary_desktop.ui.reading.compare_panes import MOST_COMPARED
from glossary_desktop.ui.reading.entry_pane import EntryPane
from glossary_desktop.ui.reading.pane_map import shown_offsets
from glossary_desktop.ui.window.main_window import MainWindow
from tests.ui.conftest import MakeWindow
from tests.ui.glossaries import OMISSION_ES as ES_DEFINITION
from tests.ui.glossaries import OMISSION_PT as PT_DEFINITION
from tests.ui.glossaries import pair_db


def shown_texts(pane: EntryPane) -> list[str]:
    """The text under each of the pane's extra selections, in document order."""
    ranges = sorted(
        (s.cursor.selectionStart(), s.cursor.selectionEnd()) for s in pane.extraSelections()
    )
    text = pane.document().toPlainText()
    return [text[a:b] for a, b in ranges]


def word_point(pane: EntryPane, word: str) -> QPoint:
    """The middle of ``word``'s first letter, in the pane's viewport."""
    position = pane.document().toPlainText().index(word)
    cursor = pane.textCursor()
    cursor.setPosition(position)
    rect = pane.cursorRect(cursor)
    return QPoint(rect.x() + 3, rect.center().y())


def open_concept(qtbot: QtBot, window: MainWindow, slug: str) -> None:
    """Show ``slug`` once comparing has started (after the window's first frame)."""
    qtbot.waitUntil(lambda: window.concept_view.comparison.ready)
    assert window.open_slug(slug)


@pytest.mark.parametrize(
    ("lang", "word", "expected"),
    [
        (Lang.ES, "particionan", ["particionan", "particionados"]),
        (Lang.PT, "particionados", ["particionan", "particionados"]),
        (Lang.ES, "computadoras", ["computadoras", "computadores"]),
        (Lang.PT, "Dados", ["Datos", "Dados"]),  # in the term
    ],
)
def test_hovering_a_word_lights_it_and_its_counterpart(
    qtbot: QtBot, window: MainWindow, lang: Lang, word: str, expected: list[str]
) -> None:
    open_concept(qtbot, window, "paralelismo-de-datos")
    panes = window.concept_view.panes
    qtbot.mouseMove(panes[lang].viewport(), word_point(panes[lang], word))
    lit = {lg: shown_texts(panes[lg]) for lg in panes}
    assert [expected[0]] == lit[Lang.ES]
    assert [expected[1]] == lit[Lang.PT]


def test_the_light_goes_off_the_text_and_with_another_concept(
    qtbot: QtBot, window: MainWindow
) -> None:
    open_concept(qtbot, window, "paralelismo-de-datos")
    es = window.concept_view.panes[Lang.ES]
    qtbot.mouseMove(es.viewport(), word_point(es, "particionan"))
    assert ["particionan"] == shown_texts(es)
    bottom = QPoint(es.viewport().width() // 2, es.viewport().height() - 2)
    qtbot.mouseMove(es.viewport(), bottom)  # below the text
    assert [] == shown_texts(es)
    qtbot.mouseMove(es.viewport(), word_point(es, "particionan"))
    open_concept(qtbot, window, "sharding")
    assert [] == shown_texts(es)


def test_the_caret_lights_the_counterpart_too(qtbot: QtBot, window: MainWindow) -> None:
    open_concept(qtbot, window, "paralelismo-de-datos")
    es, pt = (window.concept_view.panes[lg] for lg in (Lang.ES, Lang.PT))
    qtbot.mouseClick(es.viewport(), Qt.MouseButton.LeftButton, pos=word_point(es, "computadoras"))
    assert ["computadoras"] == shown_texts(es)
    assert ["computadores"] == shown_texts(pt)


def test_show_differences_marks_the_words_without_counterpart_in_both_panes(
    qtbot: QtBot, make_window: MakeWindow, omission_db: Path
) -> None:
    window = make_window(db=omission_db)
    open_concept(qtbot, window, "paralelismo-de-datos")
    view = window.concept_view
    action = window.actions_.differences
    assert not action.isChecked()
    assert [] == shown_texts(view.panes[Lang.ES])
    action.trigger()
    assert ["heterogéneas"] == shown_texts(view.panes[Lang.ES])
    assert ["sempre"] == shown_texts(view.panes[Lang.PT])
    for lang, kind in ((Lang.ES, "missing"), (Lang.PT, "added")):
        selections = view.panes[lang].extraSelections()  # kept: the formats live in them
        expected = mark_format(kind, view.panes[lang].palette())
        assert [(expected.background(), expected.underlineStyle())] == [
            (s.format.background(), s.format.underlineStyle()) for s in selections]
    assert window.compare.legend.isVisible()
    action.trigger()
    assert [] == shown_texts(view.panes[Lang.ES])
    assert not window.compare.legend.isVisible()


def test_show_differences_is_remembered(
    qtbot: QtBot, make_window: MakeWindow, user_dir: Path
) -> None:
    first = make_window()
    first.actions_.differences.trigger()
    first.close()
    second = make_window()
    assert second.actions_.differences.isChecked()
    open_concept(qtbot, second, "paralelismo-de-datos")
    assert second.concept_view.comparison.differences


@pytest.mark.parametrize("dark", [False, True])
def test_the_marks_read_in_both_themes(dark: bool) -> None:
    side = 1 if dark else 0
    background = QColor(DARK_COLORS[QPalette.ColorRole.Base] if dark else "#ffffff")
    assert 4.5 <= contrast(QColor(COUNTERPART[side]), QColor(COUNTERPART_TEXT[side]))
    for look in KIND_LOOKS.values():  # a difference: its text on its tint, its line on the pane
        assert 4.5 <= contrast(QColor(look.text[side]), QColor(look.background[side]))
        assert 3.0 <= contrast(QColor(look.line[side]), background)
    underlines = [look.underline for look in KIND_LOOKS.values()]
    assert len(set(underlines)) == len(KIND_LOOKS)  # a shape each, not a colour only
    assert QTextCharFormat.UnderlineStyle.WaveUnderline not in underlines  # a spell checker's


def test_a_definition_too_long_to_align_while_typing_is_shown_plainly(
    qtbot: QtBot, make_window: MakeWindow, tmp_path: Path
) -> None:
    # Word pairs of the definitions once; a definition repeated r times weighs r * r times as much.
    pairs = len(written_words(ES_DEFINITION)) * len(written_words(PT_DEFINITION))
    repeats = next(r for r in itertools.count(1) if r * r * pairs > MOST_COMPARED)
    db = pair_db(
        tmp_path, "Paralelismo de Datos", " ".join([ES_DEFINITION] * repeats),
        "Paralelismo de Dados", " ".join([PT_DEFINITION] * repeats),
    )
    window = make_window(db=db)
    window.actions_.differences.trigger()
    open_concept(qtbot, window, "paralelismo-de-datos")
    es = window.concept_view.panes[Lang.ES]
    qtbot.mouseMove(es.viewport(), word_point(es, "particionan"))
    assert [] == shown_texts(es)
    assert 2 + 1 == es.document().blockCount()  # term, definition, origin: no sentence rows
    assert "" == window.compare.legend.count.text()  # not compared: not "No differences found"


def test_terms_too_long_to_align_while_typing_are_shown_plainly(
    qtbot: QtBot, make_window: MakeWindow, glossary_db: Path, tmp_path: Path
) -> None:
    # A crafted glossary: the limit looked at definitions only, and a 2,000-word
    # term held the window for seconds (20,000 words: over a minute, 6.4 GB).
    words = math.isqrt(MOST_COMPARED) + 1
    db = tmp_path / "crafted.db"
    shutil.copy(glossary_db, db)
    with sqlite3.connect(db) as conn:
        for lang, word in (("es", "datos"), ("pt", "dados")):
            conn.execute(
                "UPDATE entries SET term = ? WHERE lang = ? AND concept_id = "
                "(SELECT id FROM concepts WHERE slug = 'paralelismo-de-datos')",
                (" ".join([word] * words), lang))
    conn.close()
    window = make_window(db=db)
    window.actions_.differences.trigger()
    open_concept(qtbot, window, "paralelismo-de-datos")
    es = window.concept_view.panes[Lang.ES]
    qtbot.mouseMove(es.viewport(), word_point(es, "particionan"))
    assert [] == shown_texts(es)  # no counterpart lit, no difference marked
    assert "particionan" in es.toPlainText()


@pytest.mark.parametrize(
    ("source", "shown", "expected"),
    [
        ("a b", "a b", [0, 1, 2]),
        ("a  b", "a  b", [0, 1, 2, 3]),  # shown as written: each character where it was
        ("", "", []),
        ("a  \n b", "a b", [0, 1, 5]),  # Qt makes a run of spaces one
        ("a\tb", "a b", [0, 1, 2]),
        ("ab", "ax", None),
        ("ab", "abc", None),
    ],
)
def test_shown_offsets(source: str, shown: str, expected: list[int] | None) -> None:
    assert expected == shown_offsets(source, shown)


def test_moving_the_caret_with_the_keyboard_lights_the_counterpart(
    qtbot: QtBot, window: MainWindow
) -> None:
    open_concept(qtbot, window, "paralelismo-de-datos")
    es, pt = (window.concept_view.panes[lg] for lg in (Lang.ES, Lang.PT))
    es.setFocus()
    qtbot.keyClick(es, Qt.Key.Key_Home, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClick(es, Qt.Key.Key_Down)  # from the term to the definition: "Técnica"
    assert ["Técnica"] == shown_texts(es)
    assert ["Técnica"] == shown_texts(pt)
    qtbot.keyClick(es, Qt.Key.Key_Right, Qt.KeyboardModifier.ControlModifier)  # "donde"
    assert ["donde"] == shown_texts(es)
    assert ["onde"] == shown_texts(pt)


def test_the_first_frame_does_without_comparing(
    qtbot: QtBot, make_window: MakeWindow, omission_db: Path
) -> None:
    window = make_window(db=omission_db, show=False)  # shows its first concept already
    view = window.concept_view
    window.actions_.differences.trigger()
    assert window.current_concept is not None
    assert "paralelismo-de-datos" == window.current_concept.slug
    assert not view.comparison.ready
    assert [] == shown_texts(view.panes[Lang.ES])
    window.show()
    qtbot.waitUntil(lambda: view.comparison.ready)  # after the first frame
    assert ["heterogéneas"] == shown_texts(view.panes[Lang.ES])  # the shown one compared
