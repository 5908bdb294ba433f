"""View > Show differences on the comparison corpus as a glossary: each kind
marked its own way where the corpus says it is, its reason on hover, the legend,
"No differences found", and F8 / Shift+F8 through the differences and on through
Compare all's concepts."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from glossary_desktop.domain import LANGS, Field, Lang
from glossary_desktop.ui.compare.all_pairs import CompareAllDialog
from glossary_desktop.ui.look.difference_look import KIND_LOOKS, mark_format
from glossary_desktop.ui.window.main_window import MainWindow
from tests.compare.corpus import Record, read_corpus
from tests.ui.conftest import LANGS as TS_FILES
from tests.ui.conftest import MakeWindow, english_words, words
from tests.ui.test_compare_all import opened
from tests.ui.test_compare_panes import open_concept, word_point

RECORDS = {r.slug: r for r in read_corpus()}
#: One concept of each kind, its one difference where the corpus marks it.
OF_KIND = {"negation": "imputacion-de-datos", "number": "tamano-de-lote",
           "missing": "vision-por-computadora", "added": "perceptron-multicapa",
           "inconsistent_term": "entrenamiento-adversario"}
FAITHFUL = "tokenizacion"


@pytest.fixture
def corpus_window(make_window: MakeWindow, corpus_db: Path) -> MainWindow:
    window = make_window(db=corpus_db)
    window.actions_.differences.trigger()
    return window


def marked(window: MainWindow, lang: Lang) -> dict[str, set[str]]:
    """The texts marked in ``lang``'s pane, by the kind whose tint they have."""
    pane = window.concept_view.panes[lang]
    tints = {mark_format(kind, pane.palette()).background().color().name(): kind
             for kind in KIND_LOOKS}
    text = pane.document().toPlainText()
    found: dict[str, set[str]] = {}
    for s in pane.extraSelections():
        kind = tints.get(s.format.background().color().name())
        if kind is not None:
            found.setdefault(kind, set()).add(
                text[s.cursor.selectionStart():s.cursor.selectionEnd()])
    return found


def gold(record: Record, lang: Lang) -> str | None:
    """The text the corpus marks on ``lang``'s side (``None``: nothing there)."""
    mark = record.marks.get(lang)
    if mark is None:
        return None
    entry = record.concept.entries[lang]
    text = entry.term if mark.field is Field.TERM else entry.definition
    return text[mark.span.start:mark.span.end]


def overlaps(a: str, b: str) -> bool:
    return a in b or b in a


@pytest.mark.parametrize("kind", list(OF_KIND))
def test_each_kind_is_marked_where_it_is(
    qtbot: QtBot, corpus_window: MainWindow, kind: str
) -> None:
    window = corpus_window
    if kind == "inconsistent_term":  # needs the whole glossary: Compare all's
        opened(qtbot, window)
    record = RECORDS[OF_KIND[kind]]
    open_concept(qtbot, window, record.slug)
    for lang in LANGS:
        expected, shown = gold(record, lang), marked(window, lang)
        if expected is None:
            assert kind not in shown
        else:
            assert any(overlaps(expected, text) for text in shown[kind]), (lang, shown)
    assert "Differences: " in window.compare.legend.count.text()


def test_pointing_at_a_difference_says_why(qtbot: QtBot, corpus_window: MainWindow) -> None:
    open_concept(qtbot, corpus_window, OF_KIND["negation"])
    es = corpus_window.concept_view.panes[Lang.ES]
    qtbot.mouseMove(es.viewport(), word_point(es, "incompletos"))
    assert "negation: only the Spanish is negative" == es.toolTip()
    qtbot.mouseMove(es.viewport(), word_point(es, "Conjunto"))
    assert "" == es.toolTip()


def test_the_legend_shows_each_kind_while_differences_are_shown(
    qtbot: QtBot, corpus_window: MainWindow
) -> None:
    corpus_window.resize(1600, 900)  # room for all of it (narrower: test_window_sizes.py)
    QApplication.processEvents()
    legend = corpus_window.compare.legend
    assert legend.isVisible()
    assert ["negation", "number", "missing", "added", "inconsistent term"] == [
        sample.text() for sample in legend.samples.values()]
    assert all(sample.isVisible() for sample in legend.samples.values())
    corpus_window.actions_.differences.trigger()
    assert not legend.isVisible()


def test_no_differences_found_only_when_there_are_none(
    qtbot: QtBot, corpus_window: MainWindow
) -> None:
    count = corpus_window.compare.legend.count
    open_concept(qtbot, corpus_window, FAITHFUL)
    assert "No differences found" == count.text()
    assert {} == marked(corpus_window, Lang.ES)
    open_concept(qtbot, corpus_window, OF_KIND["number"])
    assert "Differences: 1" == count.text()


def press(qtbot: QtBot, window: MainWindow, key: Qt.Key, shift: bool = False) -> None:
    """A key as the user presses it, to whatever has the focus (a window shortcut)."""
    target = QApplication.focusWidget() or window
    modifier = Qt.KeyboardModifier.ShiftModifier if shift else Qt.KeyboardModifier.NoModifier
    qtbot.keyClick(target, key, modifier)


def selected(window: MainWindow) -> dict[Lang, str]:
    return {lang: pane.textCursor().selectedText()
            for lang, pane in window.concept_view.panes.items()}


def test_f8_selects_each_difference_in_both_panes(
    qtbot: QtBot, make_window: MakeWindow, corpus_db: Path
) -> None:
    window = make_window(db=corpus_db)  # differences off: F8 turns them on
    record = RECORDS[OF_KIND["negation"]]
    open_concept(qtbot, window, record.slug)
    press(qtbot, window, Qt.Key.Key_F8)
    assert window.actions_.differences.isChecked()
    assert {Lang.ES: "incompletos", Lang.PT: "completos"} == selected(window)
    press(qtbot, window, Qt.Key.Key_F8)  # the only one, and no Compare all
    assert "No further difference" == window.statusBar().currentMessage()
    press(qtbot, window, Qt.Key.Key_F8, shift=True)
    assert "No earlier difference" == window.statusBar().currentMessage()
    missing = RECORDS[OF_KIND["missing"]]
    open_concept(qtbot, window, missing.slug)
    press(qtbot, window, Qt.Key.Key_F8, shift=True)  # from the end: the last one
    shown = selected(window)
    assert overlaps(gold(missing, Lang.ES) or "", shown[Lang.ES])
    assert shown[Lang.ES]
    assert "" == shown[Lang.PT]  # nothing there to select


def listed_with_differences(dialog: CompareAllDialog) -> list[str]:
    rows = [dialog.model.row_at(i) for i in range(dialog.model.rowCount())]
    return [r.slug for r in rows if r is not None and r.differences]


def test_f8_goes_on_through_compare_alls_concepts(
    qtbot: QtBot, corpus_window: MainWindow
) -> None:
    window = corpus_window
    dialog = opened(qtbot, window)
    dialog.kind.setCurrentIndex(dialog.kind.findData("number"))
    order = listed_with_differences(dialog)
    assert len(order) >= 3
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    open_concept(qtbot, window, order[0])
    seen = [order[0]]
    for _ in range(40):  # every difference of the filtered concepts, in order
        press(qtbot, window, Qt.Key.Key_F8)
        if window.statusBar().currentMessage():
            break
        assert window.current_concept is not None
        if window.current_concept.slug != seen[-1]:
            seen.append(window.current_concept.slug)
            assert "" != "".join(selected(window).values())  # its first one selected
    assert order == seen
    assert "No further difference" == window.statusBar().currentMessage()
    panes = window.concept_view.comparison
    for _ in range(len(panes.shown) - 1):  # from its last back to its first difference
        press(qtbot, window, Qt.Key.Key_F8, shift=True)
    assert order[-1] == window.current_concept.slug
    press(qtbot, window, Qt.Key.Key_F8, shift=True)  # before its first: the concept before
    assert order[-2] == window.current_concept.slug
    row = dialog.model.row_at(dialog.table.currentIndex().row())
    assert row is not None
    assert order[-2] == row.slug  # the dialog shows where F8 is


def test_the_marks_speak_the_interface_language(
    qtbot: QtBot, translated: str, make_window: MakeWindow, corpus_db: Path
) -> None:
    window = make_window(db=corpus_db)
    window.actions_.differences.trigger()
    open_concept(qtbot, window, OF_KIND["negation"])
    es = window.concept_view.panes[Lang.ES]
    qtbot.mouseMove(es.viewport(), word_point(es, "Conjunto"))  # the pointer moves onto it
    qtbot.mouseMove(es.viewport(), word_point(es, "incompletos"))
    legend = window.compare.legend
    texts = [es.toolTip(), legend.count.text(), legend.toolTip(),
             *(sample.text() for sample in legend.samples.values())]
    assert all(texts)
    assert [] == [t for t in texts if words(t) & english_words(TS_FILES[translated])]
