"""What the term list's header shows, section by section, for the header tests.

Also run as a child process (:func:`main`) so that a window can be made at a
scale factor (``QT_SCALE_FACTOR`` is read once, when the application starts):
it prints the facts of a first-run window in each language as JSON.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import TypedDict

from PySide6.QtCore import Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QApplication, QStyleOptionHeader

from glossary_desktop.domain import Lang
from glossary_desktop.models.term_list import Column
from glossary_desktop.ui.termlist.view import TermListView
from tests.ui.child_windows import first_run_windows


class Fact(TypedDict):
    """One language column's header: its title, the text painted, and their widths."""

    title: str
    shown: str
    width: int  # the section's
    title_needs: int  # Qt's measure of the title with its margins and order mark
    title_bold: int  # the title's width in bold, the font Qt measured it in
    shown_advance: int  # the shown text's width in the header's font, as painted
    inside: bool  # the section ends within the header's viewport


def facts(view: TermListView) -> list[Fact]:
    """The language columns' :class:`Fact`, in column order."""
    header = view.horizontalHeader()
    metrics = header.fontMetrics()
    bold_font = header.font()
    bold_font.setBold(True)
    bold = QFontMetrics(bold_font)
    found = []
    for column in (Column.ES, Column.PT):
        option = QStyleOptionHeader()
        header.initStyleOptionForIndex(option, column)  # what paintSection draws
        title = str(view.model().headerData(column, Qt.Orientation.Horizontal))
        end = header.sectionViewportPosition(column) + header.sectionSize(column)
        found.append(Fact(
            title=title, shown=option.text, width=header.sectionSize(column),
            title_needs=header.sectionSizeHint(column),
            title_bold=bold.horizontalAdvance(title),
            shown_advance=metrics.horizontalAdvance(option.text),
            inside=end <= header.viewport().width(),
        ))
    return found


def unreadable(found: list[Fact]) -> list[Fact]:
    """The sections whose text is cut: a title in a section narrower than Qt's measure
    of it, or another text wider than the room the section leaves for text (Qt's
    measure less the title: the margins and the order mark, the same whatever the
    text), or a section beyond the header's end."""
    def fits(f: Fact) -> bool:
        if f["shown"] == f["title"]:
            return f["width"] >= f["title_needs"]
        room_for_text = f["width"] - (f["title_needs"] - f["title_bold"])
        return 0 < f["shown_advance"] <= room_for_text
    return [f for f in found if not (f["inside"] and fits(f))]


def main() -> None:
    """Print, for a first-run window in each language given in ``sys.argv`` (``en``:
    no translation), its facts as first shown, listed by Portuguese, and with the
    bookmarks panel open, its width then and its screen's."""
    app = QApplication([])
    report = {}
    for lang, window in first_run_windows(app, Path(sys.argv[1]), sys.argv[2:]):
        first = facts(window.term_list)
        window.term_list.show_order(Lang.PT)  # the order mark moves to Portuguese
        app.processEvents()
        by_pt = facts(window.term_list)
        window.bookmarks_panel.set_shown(True)
        app.processEvents()
        report[lang] = {
            "first": first, "by_pt": by_pt, "panel": facts(window.term_list),
            "panel_width": window.width(),
            "screen": window.screen().availableGeometry().width(),
        }
    print(json.dumps(report))


if __name__ == "__main__":
    main()
