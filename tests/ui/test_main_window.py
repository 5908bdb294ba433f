"""The main window: its parts, what it shows first, panes, escaping."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QLocale, Qt, QUrl
from PySide6.QtGui import QAction, QFont, QTextDocument
from PySide6.QtWidgets import QApplication, QLineEdit, QTableView, QTextBrowser
from pytestqt.qtbot import QtBot

from glossary_desktop.domain import Lang
from glossary_desktop.importer.build import build_db
from glossary_desktop.ui.look.i18n import Translations
from glossary_desktop.ui.look.icons import app_icon
from glossary_desktop.ui.window.main_window import MainWindow

from .conftest import MakeWindow

HOSTILE_SOURCE = (
    "Glosario hostil\n"
    "Pruebas de escape del contenido\n"
    'Modelo "Transformer" <b>\n'
    "Arquitectura de red con <b>negrita</b> falsa y un enlace "
    '<a href="file:///etc/passwd">passwd</a> que no debe navegar, ni javascript:alert(1).\n'
    "Enlace Peligroso\n"
    'Ver <a href="javascript:alert(1)">aquí</a> o file:///etc/passwd, y '
    '<img src="file:///etc/passwd"> en el texto de la definición.\n'
    "Palabra Larguísima\n" + "Supercalifragilistico" * 20 + " es una palabra muy larga."
)


@pytest.fixture(scope="module")
def hostile_db(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A glossary whose terms and definitions look like HTML and links."""
    folder = tmp_path_factory.mktemp("hostile")
    source = folder / "hostil.es.txt"
    source.write_text(HOSTILE_SOURCE, encoding="utf-8")
    build_db([source], folder / "hostile.db")
    return folder / "hostile.db"


def _anchors(doc: QTextDocument) -> list[str]:
    """Every link target in a rendered document."""
    found = []
    block = doc.begin()
    while block.isValid():
        it = block.begin()
        while not it.atEnd():
            fmt = it.fragment().charFormat()
            if fmt.isAnchor():
                found.append(fmt.anchorHref())
            it += 1
        block = block.next()
    return found


def _bold_text(doc: QTextDocument, skip: str) -> list[str]:
    """Bold fragments of ``doc`` other than the heading ``skip``."""
    bold = []
    block = doc.begin()
    while block.isValid():
        it = block.begin()
        while not it.atEnd():
            frag = it.fragment()
            weight = frag.charFormat().fontWeight()
            if weight >= QFont.Weight.DemiBold and frag.text() not in skip:
                bold.append(frag.text())
            it += 1
        block = block.next()
    return bold


def test_build_window_returns_a_wired_hidden_window(make_window: MakeWindow) -> None:
    window = make_window(show=False)
    assert isinstance(window, MainWindow)
    assert not window.isVisible()
    assert isinstance(window.findChild(QLineEdit, "searchBox"), QLineEdit)
    assert isinstance(window.findChild(QTableView, "termList"), QTableView)
    for name in ("esPane", "ptPane"):
        assert isinstance(window.findChild(QTextBrowser, name), QTextBrowser)
    for name in ("bookmarkAction", "backAction", "forwardAction"):
        assert isinstance(window.findChild(QAction, name), QAction)
    assert window.findChild(QAction, "bookmarkAction").isCheckable()


def test_status_bar_counts(qtbot: QtBot, window: MainWindow) -> None:
    assert "31 terms listed" == window.status.count_label.text()
    # The glossary's counts arrive right after the first frame.
    qtbot.waitUntil(lambda: window.status.stats_label.text() != "")
    assert "31 terms · 13 in both languages" == window.status.stats_label.text()


STATS = {
    "en": ("1 term · 1 in both languages", "2 terms · 2 in both languages"),
    "es": ("1 término · 1 en ambos idiomas", "2 términos · 2 en ambos idiomas"),
    "pt_BR": ("1 termo · 1 em ambos os idiomas", "2 termos · 2 em ambos os idiomas"),
    "pt_PT": ("1 termo · 1 em ambos os idiomas", "2 termos · 2 em ambos os idiomas"),
}
ROWS = ["agujero negro,Región de la que nada escapa.,buraco negro,Região da qual nada escapa.",
        "estrella,Astro con luz propia.,estrela,Astro com luz própria."]


@pytest.mark.parametrize("lang", list(STATS))
@pytest.mark.parametrize("n", [1, 2])
def test_the_glossary_counts_agree_with_their_noun(
    qtbot: QtBot, qapp: QApplication, make_window: MakeWindow, tmp_path: Path, lang: str, n: int
) -> None:
    src = tmp_path / "sky.csv"
    src.write_text("\n".join(["es,es_definition,pt,pt_definition", *ROWS[:n]]) + "\n",
                   encoding="utf-8")
    build_db([src], tmp_path / "sky.db")
    translations = Translations(qapp, QLocale(lang)) if lang != "en" else None
    try:
        window = make_window(db=tmp_path / "sky.db")
        qtbot.waitUntil(lambda: window.status.stats_label.text() != "")
        assert STATS[lang][n - 1] == window.status.stats_label.text()
    finally:
        if translations is not None:
            translations.remove()
            QLocale.setDefault(QLocale.c())


def test_counts_wait_for_the_first_frame(make_window: MakeWindow) -> None:
    window = make_window(show=False)
    assert "" == window.status.stats_label.text()  # nothing shown, nothing read yet


def test_the_window_icon_comes_right_after_the_first_frame(
    qtbot: QtBot, make_window: MakeWindow
) -> None:
    window = make_window(show=False)
    assert not window.testAttribute(Qt.WidgetAttribute.WA_SetWindowIcon)  # none drawn yet
    window.show()
    qtbot.waitUntil(lambda: window.testAttribute(Qt.WidgetAttribute.WA_SetWindowIcon))
    assert window.windowHandle().isExposed()
    assert app_icon().pixmap(32, 32).toImage() == window.windowIcon().pixmap(32, 32).toImage()


def test_settings_file_lives_in_the_user_folder(window: MainWindow, user_dir: Path) -> None:
    window.close()
    assert (user_dir / "settings.ini").is_file()
    assert (user_dir / "user.db").is_file()


def test_first_concept_is_shown_and_selected(window: MainWindow) -> None:
    assert window.current_concept is not None
    assert "agrupacion-de-recursos" == window.current_concept.slug
    assert 0 == window.term_list.currentIndex().row()
    assert "Agrupación de Recursos — Glossary Desktop" == window.windowTitle()


def test_selecting_a_row_fills_both_panes(qtbot: QtBot, window: MainWindow) -> None:
    window.term_list.selectRow(11)  # Entrenamiento Sincrónico
    es, pt = window.concept_view.panes[Lang.ES], window.concept_view.panes[Lang.PT]
    assert es.toPlainText().startswith("Entrenamiento Sincrónico\n")
    assert "sincronizan" in es.toPlainText()
    assert pt.toPlainText().startswith("Treinamento Síncrono\n")
    assert "sincronizam" in pt.toPlainText()


def test_missing_translation_is_said_plainly(window: MainWindow) -> None:
    window.open_slug("clustering-de-gpu")
    assert "No Portuguese entry for this term" == window.concept_view.panes[Lang.PT].toPlainText()
    assert "Clustering de GPU" in window.concept_view.panes[Lang.ES].toPlainText()
    assert "—" == window.term_model.index(5, 2).data()


def test_cross_reference_is_a_link(window: MainWindow) -> None:
    window.open_slug("clustering-de-gpu")
    assert [
        "concept:paralelismo-de-datos"
    ] == _anchors(window.concept_view.panes[Lang.ES].document())


def test_terms_look_like_markup_but_show_as_text(make_window: MakeWindow, hostile_db: Path) -> None:
    window = make_window(db=hostile_db)
    window.open_slug("modelo-transformer-b")
    es = window.concept_view.panes[Lang.ES]
    text = es.toPlainText()
    assert text.startswith('Modelo "Transformer" <b>\n')
    assert "<b>negrita</b>" in text
    assert '<a href="file:///etc/passwd">passwd</a>' in text
    assert "javascript:alert(1)" in text
    assert [] == _anchors(es.document())
    assert [] == _bold_text(es.document(), skip='Modelo "Transformer" <b>')
    assert 'Modelo "Transformer" <b>' == window.term_model.index(1, 1).data()


def test_links_in_the_text_navigate_nowhere(
    qtbot: QtBot, make_window: MakeWindow, hostile_db: Path
) -> None:
    window = make_window(db=hostile_db)
    window.open_slug("enlace-peligroso")
    es = window.concept_view.panes[Lang.ES]
    assert '<img src="file:///etc/passwd">' in es.toPlainText()
    assert [] == _anchors(es.document())
    with qtbot.assertNotEmitted(window.concept_view.concept_link):
        for url in ("javascript:alert(1)", "file:///etc/passwd", "https://example.com", "concept:"):
            es.anchorClicked.emit(QUrl(url))
    assert "enlace-peligroso" == window.current_concept.slug
    assert es.source().isEmpty()
    assert (
        es.loadResource(QTextDocument.ResourceType.ImageResource, QUrl("file:///etc/passwd"))
        is None
    )


def test_a_very_long_word_wraps(make_window: MakeWindow, hostile_db: Path) -> None:
    window = make_window(db=hostile_db)
    window.open_slug("palabra-larguisima")
    es = window.concept_view.panes[Lang.ES]
    assert 0 == es.horizontalScrollBar().maximum()
