"""One list over the library in the window (issue 32): the built-in glossary, a CSV
and a TBX imported, searched as one; each row names its glossary; the Glossary
filter narrows; a row of another glossary is read, never bookmarked here."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from glossary_desktop.models.sourced import GLOSSARY_COLUMN
from glossary_desktop.models.term_list import Column
from glossary_desktop.ui.window.main_window import MainWindow
from tests.library.three import import_both
from tests.ui.conftest import MakeWindow


def _library_window(make_window: MakeWindow, tmp_path: Path) -> MainWindow:
    folder = tmp_path / "library-user"
    import_both(folder, tmp_path / "sources")
    return make_window(folder=folder)


def _rows(window: MainWindow) -> list[tuple[str, str, str]]:
    """Each row's Spanish and Portuguese terms and its glossary column, as painted."""
    model = window.term_model
    rows = []
    for row in range(model.rowCount()):
        es, pt, label = (model.cell(row, c) for c in (Column.ES, Column.PT, GLOSSARY_COLUMN))
        assert es is not None
        assert pt is not None
        assert label is not None
        rows.append((es.text, pt.text, label.text))
    return rows


def _choose_glossary(window: MainWindow, name: str) -> None:
    combo = window.search_bar.glossary
    combo.setCurrentIndex(combo.findData(name))


def test_one_list_holds_labelled_rows_of_all_three(
    make_window: MakeWindow, tmp_path: Path
) -> None:
    window = _library_window(make_window, tmp_path)
    assert not window.term_list.isColumnHidden(GLOSSARY_COLUMN)
    window.search_now("paralelismo de datos")
    assert [("Paralelismo de Datos", "Paralelismo de Dados", "Built-in"),
            ("Paralelismo de Datos", "Paralelismo de Dados", "clientes"),
            ("Paralelismo de Datos", "Paralelismo de Dados", "iate")] == _rows(window)[:3]
    model = window.term_model
    # The full name is the label's tooltip (a long name is cut in the column).
    assert "Built-in glossary" == model.index(0, GLOSSARY_COLUMN).data(
        Qt.ItemDataRole.ToolTipRole)
    window.search_now("sharding")
    assert [("Sharding", "Sharding", "Built-in"),
            ("Sharding", "Fragmentação", "iate")] == _rows(window)


def test_an_exact_term_of_a_small_glossary_ranks_above_definitions(
    make_window: MakeWindow, tmp_path: Path
) -> None:
    window = _library_window(make_window, tmp_path)
    window.search_now("agujero negro")
    assert ("Agujero Negro", "Buraco Negro", "clientes") == _rows(window)[0]


def test_the_glossary_filter_narrows_to_one(
    make_window: MakeWindow, tmp_path: Path
) -> None:
    window = _library_window(make_window, tmp_path)
    bar = window.search_bar
    assert bar.glossary.isVisibleTo(window)
    assert ["All glossaries", "Built-in", "clientes", "iate"] == [
        bar.glossary.itemText(i) for i in range(bar.glossary.count())]
    window.search_now("paralelismo de datos")
    _choose_glossary(window, "iate")
    assert {"iate"} == {label for *_terms, label in _rows(window)}
    window.search_now("")  # the whole of that glossary, A to Z
    assert [("Modelo Fundacional", "Modelo Fundacional", "iate"),
            ("Paralelismo de Datos", "Paralelismo de Dados", "iate"),
            ("Sharding", "Fragmentação", "iate")] == _rows(window)
    _choose_glossary(window, "")  # the window's own
    window.search_now("paralelismo de datos")
    assert {"Built-in"} == {label for *_terms, label in _rows(window)}


def _star(window: MainWindow, row: int) -> str:
    """What the star cell of ``row`` shows."""
    cell = window.term_model.cell(row, Column.STAR)
    assert cell is not None
    return cell.text


def test_another_glossarys_row_is_read_and_starred_in_its_own_bookmarks(
    make_window: MakeWindow, tmp_path: Path, qtbot: QtBot
) -> None:
    window = _library_window(make_window, tmp_path)
    window.search_now("sharding")
    window.navigator.select_row(1, user=True)
    shown = window.current_concept
    assert shown is not None
    assert shown.pt is not None
    assert "Fragmentação" == shown.pt.term
    assert window.navigator.foreign
    # Its note box reads and writes that glossary's notes: none there yet.
    assert window.note_editor.isVisible()
    assert "" == window.note_editor.text
    assert "☆" == _star(window, 1)
    window.toggle_bookmark()  # Ctrl+D: in that glossary's bookmarks, not the window's
    assert frozenset() == window.bookmarks.starred()
    assert frozenset({"sharding"}) == window.bookmarks.starred_in("iate")
    assert "★" == _star(window, 1)
    window.term_list.star_clicked.emit(1)  # a click on its star takes it back
    assert frozenset() == window.bookmarks.starred_in("iate")
    # The history holds the window's Sharding (read before), never the other's slug:
    # Back from it returns to the window's own concepts.
    window.actions_.back.trigger()
    assert not window.navigator.foreign
    back = window.current_concept
    assert back is not None
    assert back.pt is not None
    assert ("sharding", "Sharding") == (back.slug, back.pt.term)
    # The window's own Sharding still bookmarks as ever.
    assert window.actions_.bookmark.isEnabled()
    window.toggle_bookmark()
    assert frozenset({"sharding"}) == window.bookmarks.starred()
    assert "☆" != _star(window, 0)


def test_a_library_of_one_glossary_has_no_glossary_column_nor_filter(
    window: MainWindow
) -> None:
    assert 3 == window.term_model.columnCount()
    assert window.shelf is None
    assert not window.search_bar.glossary.isVisibleTo(window)


def test_also_in_lists_the_same_term_elsewhere_with_the_differing_translation(
    make_window: MakeWindow, tmp_path: Path
) -> None:
    window = _library_window(make_window, tmp_path)
    also = window.also_in
    assert also is not None
    window.search_now("sharding")  # the built-in Sharding, translated "Sharding"
    assert also.isVisible()
    assert [("iate", "Fragmentação")] == [
        (a.glossary.id, a.concept.pt.term if a.concept.pt else None) for a in also.found
    ]
    assert "different translation (Portuguese): iate: Fragmentação; this glossary: Sharding" \
        in also.text()
    # Its definition one click away: the link shows iate's concept in the panes.
    also.linkActivated.emit("also:0")
    shown = window.current_concept
    assert shown is not None
    assert window.navigator.foreign
    assert shown.pt is not None
    assert shown.pt.definition.startswith("Partição horizontal")
    assert "“iate”" in also.text()  # says where it comes from
    window.search_now("paralelismo de datos")  # the same translation everywhere: no mark
    assert ["clientes", "iate"] == [a.glossary.id for a in also.found]
    assert "≠" not in also.text()


def test_a_concept_no_other_glossary_has_shows_no_also_in(
    make_window: MakeWindow, tmp_path: Path
) -> None:
    window = _library_window(make_window, tmp_path)
    window.search_now("entrenamiento distribuido")
    assert window.also_in is not None
    assert not window.also_in.isVisible()
