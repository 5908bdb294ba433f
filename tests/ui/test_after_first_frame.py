"""What the window builds after its first frame is there as soon as anyone can use it.

The first frame does without what it does not show: comparing the panes (the
pane maps, the marks, the sentence rows), the import and export dialogs, the
export writers, Help and the bookmarks panel. These tests check both halves of
that promise: none of it is loaded when the first frame is painted, and all of it works on the
concept shown at start, right after that frame, before a click.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from PySide6.QtCore import QPoint
from pytestqt.qtbot import QtBot

from glossary_desktop.domain import Lang
from glossary_desktop.ui.bookmarks.note_editor import SAVE_DELAY_MS
from glossary_desktop.ui.window.main_window import MainWindow

from .conftest import MakeWindow
from .test_bookmarks import _on_disk
from .test_compare_panes import shown_texts, word_point
from .test_notes import _type

#: Modules the first frame must not wait for, each loaded later when needed.
DEFERRED = (
    "glossary_desktop.ui.reading.pane_map",  # comparing the panes starts after the frame
    "glossary_desktop.ui.reading.pane_marks",
    "glossary_desktop.ui.reading.sentence_rows",
    "glossary_desktop.ui.library.export_dialog",  # File > Export...
    "glossary_desktop.ui.library.import_job",  # File > Import glossary...
    "xml.sax.saxutils",  # the TBX writer's, with urllib and email behind it
    "glossary_desktop.export.tbx",  # each format's writer: when something is exported
    "glossary_desktop.export.table",
    "glossary_desktop.export.anki",
    "glossary_desktop.export.markdown",
    "glossary_desktop.ui.look.help",
    "glossary_desktop.ui.bookmarks.dock",
    "glossary_desktop.search.engine",  # the list needs no search to open
    "glossary_desktop.ui.lookup.instance",  # the reader's socket: after the first frame
    "PySide6.QtNetwork",
    "glossary_desktop.compare",  # a link carried over by the word alignment: after it too
)

#: A child process builds and shows the window as the launcher does, and
#: reports which of DEFERRED are loaded when the first frame is on screen and
#: once the window has filled in after it.
_CHILD = """
import json, os, re, sys
import glossary_desktop.cli  # what the launcher imports first
from PySide6.QtWidgets import QApplication
from glossary_desktop.app import build_window
from glossary_desktop.domain import Lang
from glossary_desktop.ui.window.first_frame import after_first_frame

deferred, db, folder = json.loads(sys.argv[1]), sys.argv[2], sys.argv[3]
app = QApplication(sys.argv[:1])
window = build_window(db, folder)
report = {}

def loaded():
    return sorted(m for m in deferred if m in sys.modules)

def linked():  # the concepts the Portuguese pane links to
    html = window.concept_view.panes[Lang.PT].toHtml()
    return sorted(set(re.findall(r'href="concept:([^"]+)"', html)))

def at_first_frame():
    # Installed after the window's own, so run before it: nothing filled in yet.
    report["compared"] = window.concept_view.comparison.ready
    report["first frame"] = loaded()
    report["linked at first frame"] = linked()
    # A class the window never uses: made only when PySide resolves every lazy
    # class of QtWidgets at once (asking a scroll area for its viewport does).
    report["every widget class"] = "QCalendarWidget" in vars(sys.modules["PySide6.QtWidgets"])

window.show()
after_first_frame(window, at_first_frame)
while not window.concept_view.comparison.ready:
    app.processEvents()
report["filled in"] = loaded()
report["linked filled in"] = linked()
print(json.dumps(report))
"""


def _first_frame_report(db: Path, folder: Path) -> dict[str, list[str] | bool]:
    env = {"QT_QPA_PLATFORM": "offscreen", "HOME": str(folder), "PATH": "/usr/bin:/bin"}
    done = subprocess.run(
        [sys.executable, "-c", _CHILD, json.dumps(DEFERRED), str(db), str(folder / "user")],
        capture_output=True, text=True, env=env, timeout=60, check=False,
    )
    assert 0 == done.returncode, done.stderr
    report: dict[str, list[str] | bool] = json.loads(done.stdout)
    return report


def test_the_first_frame_loads_none_of_what_it_does_not_show(
    omission_db: Path, tmp_path: Path
) -> None:
    report = _first_frame_report(omission_db, tmp_path)
    assert (False, [], False) == (
        report["compared"], report["first frame"], report["every widget class"]
    )
    # Then the panes compare the concept shown (pane_map); marks follow a pointer.
    expected = ["glossary_desktop.ui.reading.pane_map", "glossary_desktop.ui.reading.pane_marks",
                "glossary_desktop.ui.reading.sentence_rows"]
    assert expected == [m for m in report["filled in"] if m in expected]


def test_a_link_carried_over_by_the_alignment_follows_the_first_frame(
    glossary_db: Path, tmp_path: Path
) -> None:
    """The concept shown at start links, in Portuguese, a concept only its Spanish
    definition names ("entrenamiento distribuido"): the word alignment carries it,
    and aligning is the comparison's machinery, which the first frame does without.
    The link is there right after it."""
    (tmp_path / "user").mkdir()
    (tmp_path / "user" / "settings.ini").write_text(
        "[view]\nlastConcept=entrenamiento-sincronico\n", encoding="utf-8"
    )
    report = _first_frame_report(glossary_db, tmp_path)
    assert ([], []) == (report["first frame"], report["linked at first frame"])
    assert "glossary_desktop.compare" in report["filled in"]
    assert ["entrenamiento-distribuido"] == report["linked filled in"]


def test_a_word_pointed_at_right_after_the_first_frame_lights_its_counterpart(
    qtbot: QtBot, make_window: MakeWindow, omission_db: Path
) -> None:
    """The concept shown at start was rendered before comparing began: it is
    compared as soon as the first frame is out, with no click or search."""
    window = make_window(db=omission_db)
    view = window.concept_view
    qtbot.waitUntil(lambda: view.comparison.ready)
    assert window.current_concept is not None
    assert "paralelismo-de-datos" == window.current_concept.slug  # shown at start
    es, pt = view.panes[Lang.ES], view.panes[Lang.PT]
    qtbot.mouseMove(es.viewport(), word_point(es, "particionan"))
    assert (["particionan"], ["particionados"]) == (shown_texts(es), shown_texts(pt))
    # Off the text again: a later test pointing at the same place must get a move.
    qtbot.mouseMove(es.viewport(), QPoint(es.viewport().width() // 2, es.viewport().height() - 2))
    assert [] == shown_texts(es)


def test_differences_saved_as_on_are_marked_right_after_the_first_frame(
    qtbot: QtBot, make_window: MakeWindow, omission_db: Path
) -> None:
    first = make_window(db=omission_db)
    first.actions_.differences.trigger()
    first.close()
    window = make_window(db=omission_db)
    view = window.concept_view
    qtbot.waitUntil(lambda: view.comparison.ready)
    assert ["heterogéneas"] == shown_texts(view.panes[Lang.ES])
    assert ["sempre"] == shown_texts(view.panes[Lang.PT])
    assert window.compare.legend.isVisible()


def test_a_note_typed_right_after_the_first_frame_is_saved(
    qtbot: QtBot, window: MainWindow, user_dir: Path
) -> None:
    """The note editor is part of the first frame (under the definitions)."""
    assert window.current_concept is not None
    slug = window.current_concept.slug  # the concept shown at start
    assert window.note_editor.edit.isVisible()
    _type(qtbot, window, "primero")
    qtbot.waitUntil(lambda: _on_disk(user_dir, slug) is not None, timeout=3 * SAVE_DELAY_MS)
    assert "primero" == _on_disk(user_dir, slug)
