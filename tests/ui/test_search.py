"""Searching from the window: debounce, keys, results, highlights, filters."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from glossary_desktop.domain import Lang
from glossary_desktop.models.term_list import Column, SpansRole
from glossary_desktop.render.html import HIT_BACKGROUND, HIT_STYLE
from glossary_desktop.ui.search.controller import DEBOUNCE_MS
from glossary_desktop.ui.termlist.view import TEXT_MARGIN
from glossary_desktop.ui.window.main_window import MainWindow


def _es_terms(window: MainWindow) -> list[str]:
    model = window.term_model
    return [model.index(r, Column.ES).data() for r in range(model.rowCount())]


def test_typing_searches_after_a_pause(qtbot: QtBot, window: MainWindow) -> None:
    qtbot.keyClicks(window.search_bar.box, "sincronico")
    assert window.search.pending
    assert 31 == window.term_model.rowCount()  # not yet: debounced
    with qtbot.waitSignal(window.search.searched, timeout=DEBOUNCE_MS * 20) as blocker:
        pass
    assert ["sincronico", 1] == blocker.args
    assert ["Entrenamiento Sincrónico"] == _es_terms(window)
    assert "1 result" == window.status.count_label.text()


def test_search_now_skips_the_debounce(window: MainWindow) -> None:
    window.search_bar.box.setText("paralelismo")
    assert window.search.pending
    window.search_now()
    assert not window.search.pending
    assert {"Paralelismo de Datos", "Paralelismo de Modelo"} == set(_es_terms(window)[:2])


def test_accents_and_case_are_ignored(window: MainWindow) -> None:
    window.search_now("PARÁMETROS")
    assert "Servidor de Parámetros" == _es_terms(window)[0]
    window.search_now("pao")  # no "pão" in the seeds: still no error
    window.search_now("síncrono")
    assert "Treinamento Síncrono" == window.term_model.index(0, Column.PT).data()


def test_matched_text_is_highlighted_in_the_list_and_panes(window: MainWindow) -> None:
    window.search_now("sincronico")
    window.results.open_first_result()
    index = window.term_model.index(0, Column.ES)
    assert ((14, 24),) == tuple((s.start, s.end) for s in index.data(SpansRole))
    es = window.concept_view.panes[Lang.ES]
    highlighted = es.document().find("Sincrónico").charFormat().background().color().name()
    assert f"{highlighted};" in HIT_STYLE
    plain = es.document().find("Entrenamiento").charFormat().background()
    assert Qt.BrushStyle.NoBrush == plain.style()


def _hit_pixels(window: MainWindow, row: int, column: Column) -> list[int]:
    """The x of every pixel of ``row``'s ``column`` cell painted in the highlight colour."""
    view = window.term_list
    rect = view.visualRect(window.term_model.index(row, column))
    image = view.viewport().grab(rect).toImage()
    hit = QColor(HIT_BACKGROUND)
    return [
        x
        for x in range(image.width())
        for y in range(image.height())
        if image.pixelColor(x, y) == hit
    ]


@pytest.mark.parametrize("selected", [False, True])
def test_the_list_highlights_only_the_matched_text(
    qtbot: QtBot, window: MainWindow, selected: bool
) -> None:
    window.resize(1600, 800)  # room for the whole term: nothing elided
    qtbot.waitUntil(lambda: window.width() == 1600)
    window.search_now("sincronico")  # "Entrenamiento Sincrónico": 14-24 matched
    if selected:
        window.results.open_first_result()
    else:  # the row the search brought up, painted as a plain row
        window.term_list.selectionModel().clear()
    window.term_list.viewport().repaint()
    xs = _hit_pixels(window, 0, Column.ES)
    assert xs
    fm = window.term_list.fontMetrics()
    start = fm.horizontalAdvance("Entrenamiento ")
    width = fm.horizontalAdvance("Sincrónico")
    assert start - 1 <= min(xs) - TEXT_MARGIN <= start + 1
    assert width - 2 <= max(xs) - min(xs) + 1 <= width + 2
    window.search_now("")
    window.term_list.viewport().repaint()
    assert not _hit_pixels(window, 0, Column.ES)


def test_selection_is_kept_by_id_across_searches(window: MainWindow) -> None:
    window.open_slug("paralelismo-de-datos")
    assert 24 == window.term_list.currentIndex().row()
    window.search_now("paralelismo")
    row = window.term_list.currentIndex().row()
    assert "paralelismo-de-datos" == window.term_model.concept_at(row).slug
    window.search_now("")
    assert 24 == window.term_list.currentIndex().row()
    assert "paralelismo-de-datos" == window.current_concept.slug


def test_the_panes_follow_the_search_to_its_best_result(window: MainWindow) -> None:
    window.open_slug("dask")
    window.search_now("sincronico")

    assert "entrenamiento-sincronico" == window.current_concept.slug
    assert 0 == window.term_list.currentIndex().row()
    assert window.windowTitle().startswith("Entrenamiento Sincrónico")


def test_back_from_a_search_result_returns_to_what_was_read_before(window: MainWindow) -> None:
    window.open_slug("dask")
    window.search_now("sincronico")

    window.actions_.back.trigger()

    assert "dask" == window.current_concept.slug


def test_no_results_empty_the_panes_and_say_why(window: MainWindow) -> None:
    window.open_slug("dask")
    window.search_now("qqqxz")

    assert window.current_concept is None
    es_pane = window.concept_view.panes[Lang.ES]
    assert "qqqxz" in es_pane.toPlainText()
    assert "Glossary Desktop" == window.windowTitle()
    assert not window.actions_.bookmark.isEnabled()


def test_clearing_the_box_after_no_results_shows_what_was_read(window: MainWindow) -> None:
    window.open_slug("dask")
    window.search_now("qqqxz")
    window.search_now("")

    assert "dask" == window.current_concept.slug


def test_down_from_the_box_goes_to_the_first_result(qtbot: QtBot, window: MainWindow) -> None:
    window.open_slug("dask")
    box = window.search_bar.box
    box.setFocus()
    window.search_now("paralelismo")
    qtbot.keyClick(box, Qt.Key.Key_Down)

    assert 0 == window.term_list.currentIndex().row()
    assert window.term_list.hasFocus()


def test_escape_clears_the_box(qtbot: QtBot, window: MainWindow) -> None:
    box = window.search_bar.box
    box.setFocus()
    window.search_now("sincronico")
    qtbot.keyClick(box, Qt.Key.Key_Escape)
    assert "" == box.text()
    window.search_now()
    assert 31 == window.term_model.rowCount()


def test_the_clear_button_shows_with_text_and_clears(qtbot: QtBot, window: MainWindow) -> None:
    box = window.search_bar.box
    button = box.clear_action
    assert not button.isVisible()
    box.setFocus()
    qtbot.keyClicks(box, "paral")
    assert button.isVisible()
    with qtbot.waitSignal(window.search.searched) as searched:
        button.trigger()
    assert "" == box.text()
    assert not button.isVisible()
    assert ["", 31] == searched.args  # the whole list again


def test_down_moves_into_the_list(qtbot: QtBot, window: MainWindow) -> None:
    box = window.search_bar.box
    window.term_list.selectionModel().clear()
    box.setFocus()
    qtbot.keyClicks(box, "distribuido")
    qtbot.keyClick(box, Qt.Key.Key_Down)  # runs the pending search first
    assert QApplication.focusWidget() is window.term_list
    assert 0 == window.term_list.currentIndex().row()
    qtbot.keyClick(window.term_list, Qt.Key.Key_Down)
    assert 1 == window.term_list.currentIndex().row()
    assert window.term_model.concept_at(1) == window.current_concept


def test_enter_opens_the_first_result(qtbot: QtBot, window: MainWindow) -> None:
    box = window.search_bar.box
    box.setFocus()
    qtbot.keyClicks(box, "sincronico")
    qtbot.keyClick(box, Qt.Key.Key_Return)
    assert "entrenamiento-sincronico" == window.current_concept.slug
    assert QApplication.focusWidget() is window.term_list


def test_no_results_offers_close_terms(qtbot: QtBot, window: MainWindow) -> None:
    window.search_now("qqqxz")
    assert 0 == window.term_model.rowCount()
    message = window.term_list.notice
    assert message.isVisible()
    assert "No results for “qqqxz”." in message.text()


def test_the_empty_notice_moves_nothing(window: MainWindow) -> None:
    """It lies over the empty list: no re-layout, no jump of the list or panes."""
    parts = (window.search_bar, window.term_list, window.concept_view)
    before = [w.geometry() for w in parts]
    window.search_now("qqqxz")
    notice = window.term_list.notice
    assert notice.isVisible()
    assert window.term_list.rect().contains(notice.geometry())
    assert notice.geometry().top() >= window.term_list.horizontalHeader().height()
    assert [w.geometry() for w in parts] == before
    window.search_now("sincronico")
    assert not notice.isVisible()
    assert [w.geometry() for w in parts] == before


def test_did_you_mean_link_searches_for_it(qtbot: QtBot, window: MainWindow) -> None:
    # Typos usually still find the term (fuzzy tier, terms only); under a filter
    # that excludes those terms, the list is empty and a spelling that finds
    # something under the same filter ("paralelismo" in definitions) is offered.
    window.search_bar.set_scope("missing-pt")
    window.search_now("paralelsmo")
    assert 0 == window.term_model.rowCount()
    assert ("No results for “paralelsmo” with these filters. Did you mean: "
            '<a href="suggest:paralelismo">paralelismo</a>') == window.term_list.notice.text()
    with qtbot.waitSignal(window.search.searched):
        window.term_list.notice.linkActivated.emit("suggest:paralelismo")
    assert "paralelismo" == window.search_bar.box.text()
    model = window.term_model
    assert ["clustering-de-gpu", "entrenamiento-distribuido"] == sorted(
        model.concept_at(row).slug for row in range(model.rowCount())
    )
    assert not window.term_list.notice.isVisible()


@pytest.mark.parametrize(
    ("scope", "query"),
    [("missing-pt", "sinkronico"), ("both", "contenedors"), ("missing-es", "paralelsmo"),
     ("bookmarked", "paralelsmo")],
)
def test_no_dead_end_suggestion_under_a_filter(
    window: MainWindow, scope: str, query: str
) -> None:
    """The close spellings are hidden by the same filter: offering one would
    lead to another empty list, so the notice only says the filter hid results."""
    assert [] != window.glossary.suggest(query)  # without the filter it is offered
    window.search_bar.set_scope(scope)
    window.search_now(query)
    assert 0 == window.term_model.rowCount()
    assert f"No results for “{query}” with these filters." == window.term_list.notice.text()


@pytest.mark.parametrize(
    ("scope", "query", "message"),
    [("all", "qqqxz", "No results for “qqqxz”."),
     ("missing-es", "datos", "No results for “datos” with these filters."),
     ("bookmarked", "datos", "No results for “datos” with these filters.")],
)
def test_no_results_under_a_filter_says_the_filter_hid_them(
    window: MainWindow, scope: str, query: str, message: str
) -> None:
    """"datos" is in the glossary: under a filter, the notice and the pane must not
    read as if it were not."""
    window.search_bar.set_scope(scope)
    window.search_now(query)
    assert 0 == window.term_model.rowCount()
    assert message == window.term_list.notice.text()
    assert message == window.concept_view.panes_in_order()[0].toPlainText()


def test_suggestion_text_is_escaped(window: MainWindow) -> None:
    window.search_now("<b>zzqx</b>")
    assert "&lt;b&gt;zzqx&lt;/b&gt;" in window.term_list.notice.text()


def test_other_links_in_the_message_do_nothing(qtbot: QtBot, window: MainWindow) -> None:
    window.search_now("qqqxz")
    with qtbot.assertNotEmitted(window.search.searched):
        window.term_list.notice.linkActivated.emit("javascript:alert(1)")
    assert "qqqxz" == window.search_bar.box.text()


@pytest.mark.parametrize(
    ("scope", "count"),
    [("all", 31), ("both", 13), ("missing-pt", 18), ("missing-es", 0)],
)
def test_scope_filter(window: MainWindow, scope: str, count: int) -> None:
    window.search_bar.set_scope(scope)  # runs at once, no debounce
    assert count == window.term_model.rowCount()
    if count == 0:
        assert "No terms match these filters." == window.term_list.notice.text()


def test_scope_filter_applies_to_search_results(window: MainWindow) -> None:
    window.search_now("distribuido")
    everything = window.term_model.rowCount()
    window.search_bar.set_scope("missing-pt")
    assert 0 < window.term_model.rowCount() < everything
    assert all(
        window.term_model.concept_at(r).pt is None for r in range(window.term_model.rowCount())
    )


def test_volume_filter(window: MainWindow) -> None:
    volumes = {v.name: v.id for v in window.glossary.volumes()}
    window.search_bar.set_volume(volumes["IA distribuida"])
    assert 13 == window.term_model.rowCount()
    window.search_bar.set_volume(volumes["Infraestructura de ML"])
    assert 18 == window.term_model.rowCount()
    window.search_bar.set_volume(None)
    assert 31 == window.term_model.rowCount()


def test_bookmarked_only_filter(window: MainWindow) -> None:
    window.search_bar.set_scope("bookmarked")
    assert 0 == window.term_model.rowCount()
    window.open_slug("dask")
    window.toggle_bookmark()
    assert ["Dask"] == _es_terms(window)
    window.toggle_bookmark()
    assert 0 == window.term_model.rowCount()


def _run_typed_text(window: MainWindow, text: str) -> None:
    window.search_bar.box.setText(text)  # not keyClicks: non-ASCII aborts QTest
    window.search_now()
    assert window.term_model.rowCount() >= 0
    window.search_bar.box.clear()


# Arbitrary Unicode, FTS5 syntax, SQL, control characters, RTL text, emoji.
_ANY_TEXT = st.one_of(
    st.text(max_size=80),
    st.sampled_from(
        [
            '"',
            "*",
            "^",
            "-",
            ":",
            "+",
            "AND",
            "OR",
            "NOT",
            "NEAR(",
            "(",
            ")",
            "e-mail",
            "'; DROP TABLE concepts; --",
            "\x00",
            "\u202e",
            "مرحبا",
            "🙂",
            "a" * 5000,
            "",
            " ",
            "ñ",
        ]
    ),
)
_FEW = settings(
    max_examples=30, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
_MANY = settings(
    max_examples=300, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)


@_FEW
@given(text=_ANY_TEXT)
def test_any_text_in_the_search_box(window: MainWindow, text: str) -> None:
    _run_typed_text(window, text)


@pytest.mark.slow
@_MANY
@given(text=_ANY_TEXT)
def test_any_text_in_the_search_box_long(window: MainWindow, text: str) -> None:
    _run_typed_text(window, text)


def test_typing_a_letter_in_the_list_starts_a_search(qtbot: QtBot, window: MainWindow) -> None:
    window.search_now("dask")
    window.term_list.setFocus()
    qtbot.keyClick(window.term_list, "g")
    box = window.search_bar.box
    assert box.hasFocus()
    qtbot.keyClicks(box, "pu")  # the keys that follow go where the focus is

    assert "gpu" == box.text()


def test_arrows_in_the_list_still_move_between_rows(qtbot: QtBot, window: MainWindow) -> None:
    window.search_now("")
    window.term_list.setFocus()
    window.term_list.selectRow(0)
    qtbot.keyClick(window.term_list, Qt.Key.Key_Down)

    assert 1 == window.term_list.currentIndex().row()
    assert window.term_list.hasFocus()


def test_a_corrected_typo_is_said_above_the_list(window: MainWindow) -> None:
    window.search_now("paralelsmo")

    label = window.correction_label
    assert label.isVisibleTo(window)
    assert "paralelismo" in label.text()
    assert "paralelsmo" in label.text()

    window.search_now("paralelismo")
    assert not label.isVisibleTo(window)


def test_the_correction_line_sits_over_the_list_and_leaves_the_panes_in_place(
    window: MainWindow,
) -> None:
    """Shown or hidden, the line moves the list's rows, never the panes beside them."""
    window.resize(1000, 700)
    window.search_now("paralelismo")
    panes = window.concept_view
    before = panes.geometry(), panes.mapTo(window, panes.rect().topLeft())

    window.search_now("paralelsmo")
    QApplication.processEvents()

    label, view = window.correction_label, window.term_list
    assert label.isVisibleTo(window)
    assert before == (panes.geometry(), panes.mapTo(window, panes.rect().topLeft()))
    assert view.parentWidget() is label.parentWidget()
    assert label.geometry().bottom() < view.geometry().top()
    assert label.width() == view.width()


def test_a_row_found_only_in_a_definition_shows_the_words_around_the_match(
    window: MainWindow,
) -> None:
    window.search_now("particionan")  # only in the definition of "Paralelismo de Datos"

    row = next(
        r for r in range(window.term_model.rowCount())
        if window.term_model.concept_at(r).slug == "paralelismo-de-datos"
    )
    cell = window.term_model.index(row, Column.ES)
    text = cell.data()
    spans = cell.data(SpansRole)

    assert text.startswith("Paralelismo de Datos  —  ")
    assert "particionan" in text
    assert ["particionan"] == [text[s.start : s.end].casefold() for s in spans]


# -- the list first, the panes in the same call ---------------------------------------


@pytest.mark.parametrize(
    ("query", "first_es"),
    [("sincronico", "Entrenamiento Sincrónico"), ("paralelismo de datos", "Paralelismo de Datos")],
)
def test_the_list_is_painted_before_the_panes_follow_and_they_follow_at_once(
    window: MainWindow, query: str, first_es: str
) -> None:
    """A typist watches the list: its new rows are painted first; the panes show the
    best result by the time the search returns, never a turn of the event loop later."""
    window.search_now("")
    before = window.current_concept
    seen: list[tuple[str, object]] = []

    def on_shown() -> None:
        painted = window.term_list.viewport().grab()  # what is on screen now
        seen.append((window.term_model.index(0, Column.ES).data(), painted.isNull()))
        # The panes have not laid out the new concept yet: the list did not wait for them.
        assert before is window.current_concept

    window.term_list.shown.connect(on_shown)
    window.search_now(query)
    assert [(first_es, False)] == seen
    assert first_es == window.current_concept.entries[Lang.ES].term
    assert first_es in window.concept_view.panes[Lang.ES].toPlainText()
    assert window.windowTitle().startswith(first_es)


@pytest.mark.parametrize("query", ["qzxwv", "sincronico", "paralelismo de datos", ""])
def test_when_the_list_says_it_is_shown_the_screen_shows_all_of_it(
    qtbot: QtBot, window: MainWindow, query: str
) -> None:
    """At ``shown`` the window's backing store (what the screen shows) holds the whole
    new list: rows, "No results" notice, header order mark and scroll bar, the same
    pixels as the list painted afresh; nothing of it waits for the end of the turn."""
    window.search_now("gradiente")
    qtbot.wait(1)
    view = window.term_list
    seen: list[bool] = []

    def on_shown() -> None:
        at = view.mapTo(window, QPoint(0, 0))
        on_screen = view.screen().grabWindow(
            window.winId(), at.x(), at.y(), view.width(), view.height()
        ).toImage()
        painted = view.grab().toImage()
        seen.append(on_screen.convertToFormat(painted.format()) == painted)

    view.shown.connect(on_shown)
    window.search_now(query)
    assert [True] == seen


def test_no_results_are_shown_first_and_the_panes_say_why_at_once(window: MainWindow) -> None:
    shown: list[bool] = []
    window.term_list.shown.connect(lambda: shown.append(window.term_list.notice.isVisible()))
    window.search_now("qzxwv")
    assert [True] == shown
    assert window.current_concept is None
    assert "qzxwv" in window.concept_view.panes[Lang.ES].toPlainText()


@pytest.mark.parametrize("query", ["qzxwv", "sincronico", ""])
def test_the_columns_keep_their_width_whatever_a_search_finds(
    qtbot: QtBot, window: MainWindow, query: str
) -> None:
    """One row, none or all of them: the list's columns neither narrow nor widen (no
    second layout and paint of the list after a keystroke)."""
    window.search_now("")
    qtbot.wait(1)
    width = window.term_list.viewport().width()
    window.search_now(query)
    qtbot.wait(1)
    assert width == window.term_list.viewport().width()
