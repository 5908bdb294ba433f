"""A note stops at its 2,000-character limit without losing what was there (issue 27,
hole 1): the limit counts characters as the user sees them, an emoji one, and
only what was just typed or pasted beyond it is left out, with a message.

Qt counts an emoji as two (UTF-16); the old cut mixed the two counts and, with
emoji before the cursor, deleted the user's own text, which autosave stored.
Each story is read back from the user's database by a fresh store.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from PySide6.QtCore import QEvent, QLocale, Qt, QTextBoundaryFinder
from PySide6.QtGui import QInputMethodEvent, QKeyEvent
from PySide6.QtWidgets import QApplication, QLabel, QPlainTextEdit
from pytestqt.qtbot import QtBot

from glossary_desktop.models.bookmarks import TERM
from glossary_desktop.store.user_db import NOTE_MAX_CHARS, UserStore
from glossary_desktop.ui.bookmarks.note_limit import LimitedNoteEdit
from glossary_desktop.ui.window.main_window import MainWindow

from .conftest import MakeWindow

LIMIT = NOTE_MAX_CHARS
CTRL = Qt.KeyboardModifier.ControlModifier


def _note_edit(window: MainWindow) -> LimitedNoteEdit:
    editor = window.findChild(LimitedNoteEdit, "noteEdit")
    assert editor is not None
    return editor


def _utf16(text: str) -> int:
    """Qt's length of ``text``: UTF-16 units, two for an emoji."""
    return len(text.encode("utf-16-le")) // 2


def _cursor_after(editor: QPlainTextEdit, head: str) -> None:
    """The cursor just after ``head``, the start of the editor's text."""
    assert editor.toPlainText().startswith(head)
    cursor = editor.textCursor()
    cursor.setPosition(_utf16(head))
    editor.setTextCursor(cursor)


def _type(editor: QPlainTextEdit, keys: str | list[str]) -> None:
    """Each key typed as a keyboard sends it: a key press carrying its text (Enter
    for a line break)."""
    for text in keys:
        key, sent = (Qt.Key.Key_Return, "\r") if text == "\n" else (Qt.Key.Key_unknown, text)
        for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
            event = QKeyEvent(kind, key, Qt.KeyboardModifier.NoModifier, sent)
            QApplication.sendEvent(editor, event)


def _paste(editor: QPlainTextEdit, text: str) -> None:
    QApplication.clipboard().setText(text)
    editor.paste()


def _stored(user_dir: Path, slug: str) -> str:
    """The note as a fresh store reads it from the user's database."""
    with UserStore.open(user_dir) as store:
        mark = store.get(slug)
    assert mark is not None
    return mark.note


def _not_added(count: int) -> str:
    limit = QLocale().toString(LIMIT)
    if count == 1:
        return f"1 character was not added: the note is at its {limit}-character limit"
    return f"{count} characters were not added: the note is at its {limit}-character limit"


# -- the note under the definitions -----------------------------------------------------


@pytest.mark.parametrize(
    ("filler", "added"),
    [
        (1980, ""),  # the note at its limit: nothing can be added
        (1978, "QR"),  # room for two of the three letters
    ],
)
def test_typing_after_emoji_at_the_limit_keeps_every_character_of_the_note(
    qtbot: QtBot, make_window: MakeWindow, user_dir: Path, filler: int, added: str
) -> None:
    emoji = "😀" * 10
    note = emoji + "abcdefghij" + "z" * filler
    with UserStore.open(user_dir) as other:
        other.add("dask", "Dask", note)
    window = make_window()
    window.open_slug("dask")
    editor = _note_edit(window)
    editor.setFocus()
    _cursor_after(editor, emoji)

    _type(editor, "QRS")

    expected = emoji + added + "abcdefghij" + "z" * filler
    assert expected == editor.toPlainText()
    assert _not_added(1) == window.note_editor.state.text()
    window.close()  # saves what is being typed
    assert expected == _stored(user_dir, "dask")


def test_a_paste_after_emoji_at_the_limit_is_cut_not_the_note(
    qtbot: QtBot, window: MainWindow, user_dir: Path
) -> None:
    emoji = "😀" * 5
    note = emoji + "IMPORTANT" + "z" * 1981  # 1,995 characters
    with UserStore.open(user_dir) as other:
        other.add("dask", "Dask", note)
    window.open_slug("dask")
    editor = _note_edit(window)
    editor.setFocus()
    _cursor_after(editor, emoji)

    _paste(editor, "0123456789")

    expected = emoji + "01234" + "IMPORTANT" + "z" * 1981
    assert expected == editor.toPlainText()
    assert _not_added(5) == window.note_editor.state.text()
    qtbot.waitUntil(lambda: _stored(user_dir, "dask") == expected)  # the autosave
    assert _not_added(5) == window.note_editor.state.text()  # still said once saved
    _type(editor, "!")  # at the limit: refused
    assert _not_added(1) == window.note_editor.state.text()


def test_a_character_is_never_split_at_the_limit(window: MainWindow) -> None:
    window.open_slug("dask")
    editor = _note_edit(window)
    editor.setFocus()
    for pasted, kept in [
        ("🇪🇸!", ""),  # a flag is two characters: no room for it, nor what follows
        ("e\u0301!", ""),  # an e and its combining accent
        ("ab", "a"),
    ]:
        editor.setPlainText("x" * (LIMIT - 1))
        editor.moveCursor(editor.textCursor().MoveOperation.End)
        _paste(editor, pasted)
        assert "x" * (LIMIT - 1) + kept == editor.toPlainText()
        assert _not_added(len(pasted) - len(kept)) == window.note_editor.state.text()


def test_undo_after_a_cut_paste_gives_back_the_note_as_it_was(
    qtbot: QtBot, window: MainWindow
) -> None:
    window.open_slug("dask")
    editor = _note_edit(window)
    editor.setFocus()
    note = "😀" * 3 + "y" * (LIMIT - 5)
    editor.setPlainText(note)
    _cursor_after(editor, "😀")
    _paste(editor, "ABCDEF")
    assert "😀AB" + "😀" * 2 + "y" * (LIMIT - 5) == editor.toPlainText()

    qtbot.keyClick(editor, Qt.Key.Key_Z, CTRL)  # the paste and its cut: one step
    assert note == editor.toPlainText()


def test_a_note_saved_elsewhere_keeps_the_cursor_after_the_same_characters(
    qtbot: QtBot, window: MainWindow, user_dir: Path
) -> None:
    with UserStore.open(user_dir) as other:
        other.add("dask", "Dask", "😀😀ab")
    window.open_slug("dask")
    editor = _note_edit(window)
    editor.setFocus()
    editor.moveCursor(editor.textCursor().MoveOperation.End)
    with UserStore.open(user_dir) as other:
        other.add("dask", "Dask", "😀😀abc")  # another window, while this one has the focus
    qtbot.waitUntil(lambda: editor.toPlainText() == "😀😀abc")

    _type(editor, "X")

    assert "😀😀abXc" == editor.toPlainText()


# -- the bookmarks panel's editor (F2) --------------------------------------------------


def test_a_paste_in_the_panels_note_editor_is_cut_not_the_note(
    qtbot: QtBot, window: MainWindow, user_dir: Path
) -> None:
    emoji = "😀" * 5
    note = emoji + "IMPORTANT" + "z" * 1981
    with UserStore.open(user_dir) as other:
        other.add("dask", "Dask", note)
    window.bookmarks_panel.set_shown(True)
    table = window.bookmarks_panel.dock.table
    table.setCurrentIndex(table.model().index(0, TERM))
    qtbot.keyClick(table, Qt.Key.Key_F2)
    editor = window.bookmarks_panel.dock.findChild(QPlainTextEdit, "noteEditor")
    assert editor is not None
    _cursor_after(editor, emoji)

    _paste(editor, "0123456789")

    expected = emoji + "01234" + "IMPORTANT" + "z" * 1981
    assert expected == editor.toPlainText()
    hint = window.bookmarks_panel.dock.findChild(QLabel, "bookmarksHint")
    assert hint is not None
    assert _not_added(5) == hint.text()
    qtbot.keyClick(editor, Qt.Key.Key_Backspace)  # room again: the keys' hint is back
    assert "Ctrl+Enter saves" in hint.text()
    _type(editor, "4")  # typed again where it was
    assert "Ctrl+Enter saves" in hint.text()
    qtbot.keyClick(editor, Qt.Key.Key_Return, CTRL)  # saves
    assert expected == _stored(user_dir, "dask")


# -- any text, anywhere, typed or pasted near the limit ---------------------------------

#: Pieces of text a note may hold: letters, accents combined and not, emoji of
#: one and several characters (astral: surrogate pairs in Qt), a flag, a line break.
_PIECES = st.sampled_from(
    ["a", "Z", "ñ", "é", "e\u0301", "\u0301", "\u0308", "😀", "👍🏽", "🇪🇸", "👩\u200d💻",
     "𝒜", "中", "\n", " "]
)
_SOME = st.lists(_PIECES, max_size=12).map("".join)


@st.composite
def _edits(draw: st.DrawFn) -> tuple[str, int, list[str], bool]:
    """(note, cursor index, pieces typed or pasted, whether pasted), near the limit."""
    head, tail = draw(_SOME), draw(_SOME)
    length = draw(st.integers(LIMIT - 12, LIMIT))
    note = (head + "y" * LIMIT)[: length - len(tail)] + tail
    at = draw(st.integers(0, len(note)))
    return note, at, draw(st.lists(_PIECES, min_size=1, max_size=10)), draw(st.booleans())


def _is_subsequence(short: str, long: str) -> bool:
    rest = iter(long)
    return all(c in rest for c in short)


def _first_grapheme(text: str) -> str:
    finder = QTextBoundaryFinder(QTextBoundaryFinder.BoundaryType.Grapheme, text)
    return text[: len(text.encode("utf-16-le")[: 2 * finder.toNextBoundary()].decode("utf-16-le"))]


def _check_edit(window: MainWindow, edit: tuple[str, int, list[str], bool]) -> None:
    note, at, pieces, pasted = edit
    editor = _note_edit(window)
    editor.setPlainText(note)
    cursor = editor.textCursor()
    cursor.setPosition(_utf16(note[:at]))
    editor.setTextCursor(cursor)
    refused: list[int] = []
    editor.refused.connect(refused.append)
    try:
        if pasted:
            _paste(editor, "".join(pieces))
        else:
            _type(editor, pieces)
    finally:
        editor.refused.disconnect(refused.append)
    after = editor.toPlainText()
    inserted = "".join(pieces)

    assert len(after) <= LIMIT
    assert _is_subsequence(note, after)
    assert after.startswith(note[:at])
    assert after.endswith(note[at:])
    added = after[at: len(after) - (len(note) - at)]
    assert inserted.startswith(added) if pasted else _is_subsequence(added, inserted)
    assert len(inserted) - len(added) == sum(refused)
    assert not any(0xD800 <= ord(c) <= 0xDFFF for c in after)  # no half emoji
    if pasted and refused:  # as much as fits: the next character would not
        assert len(after) + len(_first_grapheme(inserted[len(added):])) > LIMIT


_FEW = settings(
    max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
_MANY = settings(
    max_examples=600, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)


@_FEW
@given(edit=_edits())
def test_text_typed_or_pasted_near_the_limit_never_costs_the_note_a_character(
    window: MainWindow, edit: tuple[str, int, list[str], bool]
) -> None:
    window.open_slug("dask")
    _check_edit(window, edit)


@pytest.mark.slow
@_MANY
@given(edit=_edits())
def test_text_typed_or_pasted_near_the_limit_never_costs_the_note_a_character_long(
    window: MainWindow, edit: tuple[str, int, list[str], bool]
) -> None:
    window.open_slug("dask")
    _check_edit(window, edit)


def test_text_composed_with_an_input_method_is_fitted_too(window: MainWindow) -> None:
    window.open_slug("dask")
    editor = _note_edit(window)
    editor.setFocus()
    editor.setPlainText("x" * (LIMIT - 2))
    editor.moveCursor(editor.textCursor().MoveOperation.End)
    composed = QInputMethodEvent()
    composed.setCommitString("日本語")  # what a Japanese input method commits

    QApplication.sendEvent(editor, composed)

    assert "x" * (LIMIT - 2) + "日本" == editor.toPlainText()
    assert _not_added(1) == window.note_editor.state.text()
