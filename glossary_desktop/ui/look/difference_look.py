"""How each kind of difference looks and is named in the window: the panes'
marks, the legend and Compare all's column share these.

A mark is a tinted background (with a text colour of 4.5:1 on it) and an
underline of its own style in a darker or lighter shade of the tint (3:1 on the
pane): neither a spell checker's wavy line nor a colour alone, so two kinds side
by side differ in shape too; no tint is the search's yellow or the counterpart's
blue. Keyed by the kinds' names (``negation``...), so the
legend, built with the window, does not load the comparison.
"""

from __future__ import annotations

from typing import NamedTuple

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication
from PySide6.QtGui import QColor, QPalette, QTextCharFormat

from glossary_desktop.ui.look.colours import is_dark

Underline = QTextCharFormat.UnderlineStyle


class KindLook(NamedTuple):
    """A kind's colours by (light, dark) theme, its underline and its name."""

    background: tuple[str, str]
    text: tuple[str, str]
    line: tuple[str, str]
    underline: Underline
    name: str  # English; translated in the context "DifferenceKinds"


_U = Underline
#: The kinds in the order the legend lists them (that of ``compare.KINDS``):
#: tint, line (light, dark), underline and name; the text is near-black on the
#: light tints and white on the dark ones.
KIND_LOOKS: dict[str, KindLook] = {
    kind: KindLook((light, dark), ("#1d1d1d", "#ffffff"), line, u, str(n))
    for kind, light, dark, line, u, n in (
    ("negation", "#ffc9c4", "#7a1f27", ("#b3261e", "#ff9b9b"), _U.SingleUnderline,
     QT_TRANSLATE_NOOP("DifferenceKinds", "negation")),
    ("number", "#e5dcff", "#4a3a86", ("#6b3fd4", "#c9b5ff"), _U.DashUnderline,
     QT_TRANSLATE_NOOP("DifferenceKinds", "number")),
    ("missing", "#f7d0f0", "#6d1d5c", ("#a01f86", "#f59ee0"), _U.DotLine,
     QT_TRANSLATE_NOOP("DifferenceKinds", "missing")),
    ("added", "#cfeed3", "#1d5a2c", ("#1e7a34", "#8fe0a0"), _U.DashDotLine,
     QT_TRANSLATE_NOOP("DifferenceKinds", "added")),
    ("inconsistent_term", "#c8ecef", "#15575c", ("#0f6f76", "#7fdde4"), _U.DashDotDotLine,
     QT_TRANSLATE_NOOP("DifferenceKinds", "inconsistent term")),
)}


def kind_name(kind: str) -> str:
    """The kind's name in the interface language ("negation", "negación")."""
    return QCoreApplication.translate("DifferenceKinds", KIND_LOOKS[kind].name)


def kind_colours(kind: str, palette: QPalette) -> tuple[QColor, QColor, QColor]:
    """Background, text and underline colours of ``kind`` on ``palette``."""
    look, side = KIND_LOOKS[kind], 1 if is_dark(palette) else 0
    return QColor(look.background[side]), QColor(look.text[side]), QColor(look.line[side])


def mark_format(kind: str, palette: QPalette) -> QTextCharFormat:
    """The text format of a difference of ``kind`` on ``palette``."""
    background, text, line = kind_colours(kind, palette)
    fmt = QTextCharFormat()
    fmt.setBackground(background)
    fmt.setForeground(text)
    fmt.setUnderlineStyle(KIND_LOOKS[kind].underline)
    fmt.setUnderlineColor(line)
    return fmt
