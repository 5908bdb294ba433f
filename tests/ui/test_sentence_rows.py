"""Sentences in rows: side by side, corresponding sentences start on the same line."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication, QTextBlock, QTextCursor
from pytestqt.qtbot import QtBot

from glossary_desktop.domain import Lang
from glossary_desktop.ui.reading.concept_view import ConceptView
from glossary_desktop.ui.reading.sentence_rows import top
from tests.ui.conftest import MakeWindow
from tests.ui.glossaries import pair_db

#: The first Spanish sentence says more than the Portuguese one (more lines); the
#: Portuguese says in two sentences what the Spanish says in its last one.
ES = (
    "Técnica donde los datos se particionan entre muchas computadoras diferentes que "
    "ejecutan el mismo modelo de aprendizaje profundo en diferentes subconjuntos de datos "
    "en paralelo y sincronizan sus gradientes al final de cada paso de entrenamiento, "
    "con un coste de comunicación que crece con el número de nodos del clúster. "
    "Reduce el tiempo de entrenamiento. "
    "Requiere comunicación entre los nodos y memoria suficiente en cada nodo."
)
PT = (
    "Técnica onde os dados são particionados entre muitos computadores diferentes que "
    "executam o mesmo modelo de aprendizado profundo em diferentes subconjuntos de dados "
    "em paralelo e sincronizam seus gradientes ao final de cada passo de treinamento. "
    "Reduz o tempo de treinamento. "
    "Requer comunicação entre os nós. Requer memória suficiente em cada nó."
)

@pytest.fixture(scope="module")
def sentences_db(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("sentences")
    return pair_db(folder, "Paralelismo de Datos", ES, "Paralelismo de Dados", PT)


def shown(
    qtbot: QtBot, make_window: MakeWindow, db: Path, width: int, height: int = 700
) -> ConceptView:
    """The concept of ``db`` in both languages, in a window of that size."""
    window = make_window(db=db)
    window.resize(width, height)
    qtbot.waitUntil(lambda: window.concept_view.comparison.ready)
    assert window.open_slug("paralelismo-de-datos")
    return window.concept_view


def blocks(view: ConceptView, lang: Lang) -> list[QTextBlock]:
    out = []
    block = view.panes[lang].document().begin()
    while block.isValid():
        out.append(block)
        block = block.next()
    return out


def starting_with(view: ConceptView, lang: Lang, start: str) -> QTextBlock:
    return next(b for b in blocks(view, lang) if b.text().startswith(start))


@pytest.mark.parametrize(
    ("width", "height"), [(900, 700), (1300, 700), (900, 330)], ids=["narrow", "wide", "low"]
)
def test_corresponding_sentences_start_on_the_same_line(
    qtbot: QtBot, make_window: MakeWindow, sentences_db: Path, width: int, height: int
) -> None:
    view = shown(qtbot, make_window, sentences_db, width, height)
    assert not view.stacked
    rows = [("Técnica", "Técnica"), ("Reduce", "Reduz"), ("Requiere", "Requer comunicação")]
    rows.append((next(b for b in blocks(view, Lang.ES) if "g.es.txt" in b.text()).text(),
                 next(b for b in blocks(view, Lang.PT) if "g.pt.txt" in b.text()).text()))

    def lined_up() -> bool:
        tops = [
            (top(starting_with(view, Lang.ES, es)), top(starting_with(view, Lang.PT, pt)))
            for es, pt in rows
        ]
        return all(abs(a - b) < 1 for a, b in tops)

    qtbot.waitUntil(lined_up)
    # The long first Spanish sentence really did push the rest down: it took padding.
    first_es = starting_with(view, Lang.ES, "Técnica")
    second_es = starting_with(view, Lang.ES, "Reduce")
    assert top(second_es) - top(first_es) > 2 * first_es.layout().lineAt(0).height()
    # Both Portuguese sentences of the last row are there, one below the other.
    assert top(starting_with(view, Lang.PT, "Requer memória")) > top(
        starting_with(view, Lang.PT, "Requer comunicação")
    )


def test_narrower_panes_line_up_again(
    qtbot: QtBot, make_window: MakeWindow, sentences_db: Path
) -> None:
    view = shown(qtbot, make_window, sentences_db, 1300)

    def gap() -> float:
        return top(starting_with(view, Lang.ES, "Reduce")) - top(
            starting_with(view, Lang.PT, "Reduz")
        )

    qtbot.waitUntil(lambda: abs(gap()) < 1)
    view.window().resize(950, 700)
    qtbot.waitUntil(lambda: abs(gap()) < 1)


def test_stacked_panes_show_the_definition_as_one_paragraph(
    qtbot: QtBot, make_window: MakeWindow, sentences_db: Path
) -> None:
    view = shown(qtbot, make_window, sentences_db, 500)
    qtbot.waitUntil(lambda: view.stacked)
    assert [ES] == [b.text() for b in blocks(view, Lang.ES) if b.text().startswith("Técnica")]


@pytest.mark.parametrize(
    ("first", "last", "expected"),
    [
        ("Técnica", "cada nodo.", ES),
        ("del clúster.", "Reduce el", "del clúster. Reduce el"),
        ("de Datos", "Técnica donde", "de Datos\nTécnica donde"),
    ],
    ids=["whole-definition", "across-a-row", "term-and-definition"],
)
def test_a_selection_across_sentence_rows_copies_the_definition_as_written(
    qtbot: QtBot, make_window: MakeWindow, sentences_db: Path, first: str, last: str,
    expected: str,
) -> None:
    """The rows are a layout: copying what spans two of them gives the source's
    one paragraph (a space between sentences), not a line break per row."""
    view = shown(qtbot, make_window, sentences_db, 1300)
    pane = view.panes[Lang.ES]
    qtbot.waitUntil(lambda: len(blocks(view, Lang.ES)) > 4)  # one block per sentence
    document = pane.document()
    cursor = QTextCursor(document)
    cursor.setPosition(document.find(first).selectionStart())
    cursor.setPosition(document.find(last).selectionEnd(), QTextCursor.MoveMode.KeepAnchor)
    pane.setTextCursor(cursor)
    pane.setFocus()
    qtbot.keyClick(pane, Qt.Key.Key_C, Qt.KeyboardModifier.ControlModifier)
    clipboard = QGuiApplication.clipboard()
    assert clipboard is not None
    assert expected == clipboard.text()
