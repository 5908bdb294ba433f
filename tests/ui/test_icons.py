"""The icons: the app's from its SVG; the drawn ones at the size asked, greyed when disabled."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtGui import QColor, QIcon, QPalette
from PySide6.QtWidgets import QApplication

from glossary_desktop.ui.look import icons
from glossary_desktop.ui.look.colours import contrast
from glossary_desktop.ui.look.theme import Theme, apply_theme


@pytest.mark.parametrize(
    "make", [icons.star_icon, icons.back_icon, icons.forward_icon]
)
def test_icons_draw_at_the_size_asked(qapp: QApplication, make: Callable[[], QIcon]) -> None:
    icon = make()
    assert not icon.isNull()
    assert icon.availableSizes()
    for side in (16, 20, 48):
        pixmap = icon.pixmap(side, side)
        assert (pixmap.width(), pixmap.height()) == (side, side)
        image = pixmap.toImage()
        assert any(  # something was painted
            image.pixelColor(x, y).alpha() for x in range(side) for y in range(side)
        )


def test_a_disabled_icon_is_fainter(qapp: QApplication) -> None:
    icon = icons.back_icon()

    def ink(mode: QIcon.Mode) -> int:
        image = icon.pixmap(24, 24, mode).toImage()
        return sum(image.pixelColor(x, y).alpha() for x in range(24) for y in range(24))

    assert 0 < ink(QIcon.Mode.Disabled) < ink(QIcon.Mode.Normal)


def test_the_star_is_gold_when_on(qapp: QApplication) -> None:
    icon = icons.star_icon()
    image = icon.pixmap(24, 24, QIcon.Mode.Normal, QIcon.State.On).toImage()
    assert image.pixelColor(12, 13).name() == icons.STAR_COLOR.name()
    off = icon.pixmap(24, 24, QIcon.Mode.Normal, QIcon.State.Off).toImage()
    assert 0 == off.pixelColor(12, 13).alpha()  # an outline: hollow


@pytest.mark.parametrize("side", [16, 48, 256])
def test_the_app_icon_is_the_svg_at_any_size(qapp: QApplication, side: int) -> None:
    """Both bubbles of the SVG, the Spanish red and the Portuguese green, at every size."""
    image = icons.app_icon().pixmap(side, side).toImage()

    assert (side, side) == (image.width(), image.height())
    colours = {image.pixelColor(x, y).name() for x in range(side) for y in range(side)
               if image.pixelColor(x, y).alpha() == 255}
    assert {"#c8102e", "#046a38"} <= colours


def _ink_contrast(icon: QIcon, background: QColor) -> float:
    """Contrast of an icon's most opaque pixel, laid on ``background``, against it."""
    image = icon.pixmap(24, 24).toImage()
    x, y = max(
        ((x, y) for x in range(24) for y in range(24)),
        key=lambda p: image.pixelColor(*p).alpha(),
    )
    ink = image.pixelColor(x, y)
    alpha = ink.alphaF()
    laid = QColor.fromRgbF(
        *(alpha * c + (1 - alpha) * b
          for c, b in zip(ink.getRgbF()[:3], background.getRgbF()[:3], strict=True))
    )
    return contrast(laid, background)


@pytest.mark.parametrize(
    "themes",
    [[Theme.LIGHT], [Theme.DARK], [Theme.DARK, Theme.LIGHT], [Theme.LIGHT, Theme.DARK]],
    ids=["light", "dark", "light-after-dark", "dark-after-light"],
)
@pytest.mark.parametrize("make", [icons.back_icon, icons.forward_icon])
def test_the_arrows_stand_out_from_the_toolbar_in_either_theme(
    qapp: QApplication, themes: list[Theme], make: Callable[[], QIcon]
) -> None:
    # An enabled Back is a mark the user must see: 3:1 on the toolbar's Window
    # (WCAG 1.4.11). The icon is first drawn under the first theme, looked at
    # under the last, as after View > Theme.
    icon = make()
    for theme in themes:
        apply_theme(qapp, theme)
        icon.pixmap(24, 24)
    window = qapp.palette().color(QPalette.ColorRole.Window)
    assert _ink_contrast(icon, window) >= 3.0
