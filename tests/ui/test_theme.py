"""Light and dark themes keep every text and mark readable (WCAG AA contrast)."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtGui import QAction, QColor, QImage, QPalette
from PySide6.QtWidgets import QApplication, QMenu, QRadioButton, QStyle, QStyleOptionButton
from pytestqt.qtbot import QtBot

from glossary_desktop.render.html import DARK_COLORS, HIT_BACKGROUND, HIT_TEXT, LIGHT_COLORS
from glossary_desktop.ui.library.export_dialog import ExportDialog
from glossary_desktop.ui.look.colours import contrast, is_dark
from glossary_desktop.ui.look.theme import (
    STAR,
    WARNING,
    Theme,
    apply_theme,
    dark_palette,
    legible_checks,
    light_palette,
    themed,
)
from glossary_desktop.ui.window.main_window import MainWindow

Role = QPalette.ColorRole
TEXT_PAIRS = [
    (Role.Text, Role.Base),
    (Role.WindowText, Role.Window),
    (Role.ButtonText, Role.Button),
    (Role.HighlightedText, Role.Highlight),
    (Role.ToolTipText, Role.ToolTipBase),
    (Role.Link, Role.Base),
    (Role.PlaceholderText, Role.Base),
]


def _palettes(qapp: QApplication) -> list[QPalette]:
    return [light_palette(qapp), dark_palette()]


@pytest.mark.parametrize(("fore", "back"), TEXT_PAIRS)
@pytest.mark.parametrize("dark", [False, True], ids=["light", "dark"])
def test_palette_text_keeps_aa_contrast(
    qapp: QApplication, dark: bool, fore: QPalette.ColorRole, back: QPalette.ColorRole
) -> None:
    palette = _palettes(qapp)[dark]
    ratio = contrast(palette.color(fore), palette.color(back))
    assert ratio >= 4.5, f"{fore.name} on {back.name}: {ratio:.2f}"


@pytest.mark.parametrize("dark", [False, True], ids=["light", "dark"])
def test_pane_colours_and_marks_keep_contrast_on_their_background(
    qapp: QApplication, dark: bool
) -> None:
    palette = _palettes(qapp)[dark]
    base = palette.color(Role.Base)
    window = palette.color(Role.Window)
    html = DARK_COLORS if dark else LIGHT_COLORS
    assert contrast(QColor(html["muted"]), base) >= 4.5
    assert contrast(QColor(html["link"]), base) >= 4.5
    assert contrast(themed(WARNING, palette), window) >= 4.5
    assert contrast(themed(STAR, palette), base) >= 3.0  # a mark, not text
    # A highlight carries its own text colour, so it reads on either background.
    assert contrast(QColor(HIT_TEXT), QColor(HIT_BACKGROUND)) >= 4.5


def test_contrast_matches_the_wcag_reference_values() -> None:
    assert 21.0 == pytest.approx(contrast(QColor("#000000"), QColor("#ffffff")))
    assert 1.0 == pytest.approx(contrast(QColor("#777777"), QColor("#777777")))
    assert 4.48 == pytest.approx(contrast(QColor("#777777"), QColor("#ffffff")), abs=0.01)


def test_dark_choice_gives_the_application_a_dark_palette(qapp: QApplication) -> None:
    assert apply_theme(qapp, Theme.DARK)
    assert is_dark(qapp.palette())

    assert not apply_theme(qapp, Theme.LIGHT)
    assert not is_dark(qapp.palette())


def _item(menu: QMenu, action: QAction, checkable: bool) -> QImage:
    action.setCheckable(checkable)
    menu.adjustSize()
    return menu.grab(menu.actionGeometry(action)).toImage()


def _outline_contrast(menu: QMenu, action: QAction) -> float:
    """Median contrast of the outermost ring of pixels an unchecked check box
    changes in its menu item, against the menu without the box there."""
    was = action.isCheckable()
    with_box, without = _item(menu, action, True), _item(menu, action, False)
    action.setCheckable(was)
    changed = [
        (x, y)
        for y in range(with_box.height())
        for x in range(with_box.width())
        if with_box.pixel(x, y) != without.pixel(x, y)
    ]
    assert changed, "no check box drawn"
    return _ring_median(changed, lambda x, y: (with_box.pixelColor(x, y), without.pixelColor(x, y)))


def _ring_median(
    changed: list[tuple[int, int]], colours: Callable[[int, int], tuple[QColor, QColor]]
) -> float:
    """Median contrast of the two ``colours`` at the outermost of the ``changed`` pixels."""
    xs, ys = [x for x, _ in changed], [y for _, y in changed]
    ring = sorted(
        contrast(*colours(x, y))
        for x, y in changed
        if x in (min(xs), max(xs)) or y in (min(ys), max(ys))
    )
    return ring[len(ring) // 2]


@pytest.mark.parametrize(
    "themes",
    [[Theme.LIGHT], [Theme.DARK], [Theme.DARK, Theme.LIGHT], [Theme.LIGHT, Theme.DARK]],
    ids=["light", "dark", "light-after-dark", "dark-after-light"],
)
def test_an_unchecked_menu_check_box_stands_out_from_the_menu(
    qapp: QApplication, themes: list[Theme]
) -> None:
    # A toggle whose empty box cannot be seen reads as a plain command; a mark
    # needs 3:1 against what is around it (WCAG 1.4.11). The menu is made under
    # the first theme and looked at under the last, as after View > Theme.
    apply_theme(qapp, themes[0])
    menu = QMenu()
    legible_checks(menu)
    action = menu.addAction("Show differences")
    for theme in themes[1:]:
        apply_theme(qapp, theme)
    qapp.processEvents()  # the palette change reaches the menu

    assert _outline_contrast(menu, action) >= 3.0
    menu.deleteLater()


def test_the_windows_view_menu_shows_its_toggles_in_the_dark(
    qapp: QApplication, window: MainWindow
) -> None:
    apply_theme(qapp, Theme.DARK)
    qapp.processEvents()
    view = window.actions_.differences.associatedObjects()
    menus = [m for m in view if isinstance(m, QMenu)]
    assert 1 == len(menus)

    assert _outline_contrast(menus[0], window.actions_.differences) >= 3.0


def _radio_outline_contrast(dialog: ExportDialog, radio: QRadioButton) -> float:
    """Median contrast against the dialog's background of the outermost ring of
    pixels an unchecked radio button's circle changes, as the dialog shows it."""
    option = QStyleOptionButton()
    radio.initStyleOption(option)
    box = radio.style().subElementRect(QStyle.SubElement.SE_RadioButtonIndicator, option, radio)
    image = dialog.grab().toImage()
    background = dialog.palette().color(Role.Window)
    at = radio.mapTo(dialog, box.topLeft())
    drawn = [
        (x, y)
        for y in range(at.y(), at.y() + box.height())
        for x in range(at.x(), at.x() + box.width())
        if image.pixelColor(x, y) != background
    ]
    assert drawn, "no radio button drawn"
    return _ring_median(drawn, lambda x, y: (image.pixelColor(x, y), background))


@pytest.mark.parametrize(
    "themes",
    [[Theme.LIGHT], [Theme.DARK], [Theme.DARK, Theme.LIGHT], [Theme.LIGHT, Theme.DARK]],
    ids=["light", "dark", "light-after-dark", "dark-after-light"],
)
def test_an_unchecked_export_choice_stands_out_from_the_dialog(
    qapp: QApplication, qtbot: QtBot, themes: list[Theme]
) -> None:
    # File > Export's "The whole glossary" circle, unchecked, must be seen as a
    # control: 3:1 against the dialog (WCAG 1.4.11), also after View > Theme.
    apply_theme(qapp, themes[0])
    dialog = ExportDialog(has_bookmarks=True)
    qtbot.addWidget(dialog)
    dialog.show()
    for theme in themes[1:]:
        apply_theme(qapp, theme)
    qapp.processEvents()  # the palette change reaches the dialog

    assert not dialog.all_radio.isChecked()
    assert _radio_outline_contrast(dialog, dialog.all_radio) >= 3.0


@pytest.mark.parametrize("dark", [False, True], ids=["light", "dark"])
def test_a_missing_term_dash_in_the_list_keeps_aa_contrast(
    qapp: QApplication, qtbot: QtBot, window: MainWindow, dark: bool
) -> None:
    """The "—" of a term with no Portuguese entry is text: it says "none" (4.5:1),
    on a plain row and on an alternate one."""
    from glossary_desktop.models.term_list import Column, StateRole

    apply_theme(qapp, Theme.DARK if dark else Theme.LIGHT)
    view, model = window.term_list, window.term_model
    current = view.currentIndex().row()
    missing = [
        row for row in range(model.rowCount())
        if model.index(row, Column.PT).data(StateRole) is False and row != current
    ][:2]
    assert 2 == len(missing)
    qtbot.wait(50)  # the new palette painted
    image = view.viewport().grab().toImage()
    ratios = []
    for row in missing:
        cell = view.visualRect(model.index(row, Column.PT))
        background = image.pixelColor(cell.right() - 1, cell.top() + 1)
        ratios.append(max(
            contrast(image.pixelColor(x, y), background)
            for y in range(cell.top(), cell.bottom()) for x in range(cell.left(), cell.right())
        ))
    assert [] == [f"{r:.2f}" for r in ratios if r < 4.5]


@pytest.mark.parametrize("dark", [False, True], ids=["light", "dark"])
def test_an_empty_star_on_the_selected_row_stands_out_from_the_selection(
    qapp: QApplication, qtbot: QtBot, window: MainWindow, dark: bool
) -> None:
    """The star column says "not bookmarked" on the row being read too: a glyph
    needs 3:1 on the selection's colour (the dim grey was 1.8-2.3:1 there)."""
    from glossary_desktop.models.term_list import Column, StateRole

    apply_theme(qapp, Theme.DARK if dark else Theme.LIGHT)
    view, model = window.term_list, window.term_model
    row = next(r for r in range(model.rowCount())
               if not model.index(r, Column.STAR).data(StateRole))
    view.setCurrentIndex(model.index(row, Column.ES))
    qtbot.wait(50)  # the selection and the new palette painted
    image = view.viewport().grab().toImage()
    cell = view.visualRect(model.index(row, Column.STAR))
    background = image.pixelColor(cell.left() + 1, cell.top() + 1)
    best = max(contrast(image.pixelColor(x, y), background)
               for y in range(cell.top(), cell.bottom()) for x in range(cell.left(), cell.right()))
    assert best >= 3.0
