"""The look-up popup in a real X server (Xvfb, xcb): selections set by other programs
(xclip, xsel), the focus read by xdotool before and after, the star clicked with
the mouse and undone with Ctrl+Z in the window, and nothing selected left on disk
(issue 31). The bookmarks file is read by SQLite in this test's process."""

from __future__ import annotations

import subprocess
import time
from pathlib import Path

import pytest

from glossary_desktop.store.user_db import UserStore

from .lookup_desktop import POPUP_TITLE, Readers, readers, settings_with, until
from .test_screenshots import APP_TITLE, TIMEOUT_S

pytestmark = pytest.mark.xvfb

POPUP_ON = "[lookup]\npopup=true\n\n[view]\nlastConcept=sharding\n"
PARALELISMO = f"Paralelismo de Datos {POPUP_TITLE}"
#: How long an ignored selection is given to show a popup it must not show.
QUIET_S = 1.5
#: Where the pointer waits, away from every window's buttons; and outside any popup.
POINTER = ("300", "300")
AWAY = ("1200", "60")


def _reader_with_popup(desk: Readers) -> str:
    settings_with(desk.user_dir, POPUP_ON)
    desk.start()
    window = desk.wait_for(f"Sharding — {APP_TITLE}")
    desk.desktop.run("xdotool", "mousemove", *POINTER)
    return window


def _popup_for(desk: Readers, text: str, title: str) -> str:
    """Select ``text`` in another program; the popup window titled ``title``."""
    with desk.selected(text):
        asked = time.monotonic()
        popup = desk.wait_for(title)
        print(f"popup for {text!r} shown {time.monotonic() - asked:.2f} s after the selection")
    return popup


def _popup_over_another_program(desk: Readers) -> tuple[str, str]:
    """A reader with the popup on, another program focused, the popup for
    "paralelismo" shown over it: the ids of that program's window and the popup."""
    _reader_with_popup(desk)
    other = desk.other_program()
    desk.desktop.run("xdotool", "mousemove", *POINTER)
    return other, _popup_for(desk, "paralelismo", PARALELISMO)


def _no_popup_for(desk: Readers, text: str, *, owner: list[str] | None = None) -> None:
    if owner is None:
        with desk.selected(text):
            time.sleep(QUIET_S)  # nothing to wait on: the popup must not come
            assert [] == desk.windows(POPUP_TITLE), f"a popup for {text!r}"
        return
    held = subprocess.Popen([*owner], stdin=subprocess.PIPE, env=desk.desktop.env)
    assert held.stdin is not None
    held.stdin.write(text.encode())
    held.stdin.close()
    try:
        time.sleep(QUIET_S)
        assert [] == desk.windows(POPUP_TITLE), f"a popup for {text!r}"
    finally:
        held.terminate()
        held.wait(timeout=TIMEOUT_S)


def _pointer_away(desk: Readers) -> None:
    """The pointer leaves the popup: it closes a moment later."""
    desk.desktop.run("xdotool", "mousemove", *AWAY)
    until(lambda: not desk.windows(POPUP_TITLE),
           lambda: "the popup stayed after the pointer left it")
    desk.desktop.run("xdotool", "mousemove", *POINTER)


def test_a_selection_shows_the_popup_and_never_takes_the_focus(
    glossary_db: Path, user_dir: Path
) -> None:
    with readers(glossary_db, user_dir) as desk:
        other, popup = _popup_over_another_program(desk)
        assert other == desk.focused()
        x, y, width, height = _popup_place(desk, popup)
        assert x <= 300 < x + width  # under the pointer
        assert y <= 300 < y + height
        _pointer_away(desk)
        assert other == desk.focused()


def test_long_numeric_url_selections_show_nothing(glossary_db: Path, user_dir: Path) -> None:
    with readers(glossary_db, user_dir) as desk:
        _reader_with_popup(desk)
        desk.other_program()
        desk.desktop.run("xdotool", "mousemove", *POINTER)
        _no_popup_for(desk, "el paralelismo de datos reparte los lotes entre nodos")
        _no_popup_for(desk, "https://x.y")
        _no_popup_for(desk, "12345", owner=["xsel", "--primary", "--input", "--nodetach"])
        _popup_for(desk, "sharding", f"Sharding {POPUP_TITLE}")  # it was listening all along


def test_a_selection_in_the_readers_own_window_shows_nothing(
    glossary_db: Path, user_dir: Path
) -> None:
    with readers(glossary_db, user_dir) as desk:
        window = _reader_with_popup(desk)
        desk.desktop.run("xdotool", "windowfocus", "--sync", window)
        desk.desktop.keys(window, "ctrl+l")
        desk.desktop.type(window, "paralelismo")
        desk.desktop.keys(window, "ctrl+a")  # selected in the search box: the primary selection
        deadline = time.monotonic() + TIMEOUT_S
        while _primary(desk) != "paralelismo":  # the keys reach the reader in their time
            assert time.monotonic() < deadline, "the search box's text was never selected"
            time.sleep(0.1)
        time.sleep(QUIET_S)
        assert [] == desk.windows(POPUP_TITLE)


def _primary(desk: Readers) -> str:
    done = subprocess.run(["xclip", "-o", "-selection", "primary"], env=desk.desktop.env,
                          capture_output=True, text=True, timeout=TIMEOUT_S, check=False)
    return done.stdout


def _bookmarked(user_dir: Path, slug: str) -> bool:
    with UserStore.open(user_dir) as store:
        return store.get(slug) is not None


def _wait_for_bookmark(user_dir: Path, slug: str, on: bool) -> None:
    deadline = time.monotonic() + TIMEOUT_S
    while _bookmarked(user_dir, slug) != on:
        assert time.monotonic() < deadline, f"{slug} never became {'on' if on else 'off'}"
        time.sleep(0.1)  # another process writes the file: no signal reaches this one


@pytest.mark.parametrize("marked_before", [True, False], ids=["removed", "added"])
def test_the_popups_star_writes_and_ctrl_z_in_the_window_undoes_it(
    glossary_db: Path, user_dir: Path, marked_before: bool
) -> None:
    """Removed (with a note that comes back) or added: each undone in the window,
    as this process reads the file."""
    if marked_before:
        with UserStore.open(user_dir) as store:
            store.add("paralelismo-de-datos", "Paralelismo de Datos", "repasar")
    with readers(glossary_db, user_dir) as desk:
        _, popup = _popup_over_another_program(desk)
        assert marked_before == _bookmarked(user_dir, "paralelismo-de-datos")
        _click_the_star(desk, popup)
        _wait_for_bookmark(user_dir, "paralelismo-de-datos", not marked_before)
        window = desk.wait_for(f"Sharding — {APP_TITLE}")
        desk.desktop.run("xdotool", "windowfocus", "--sync", window)
        # Out of the search box, which keeps Ctrl+Z for its own typing (as every text box).
        desk.desktop.keys(window, "ctrl+l", "Tab", "ctrl+z")
        _wait_for_bookmark(user_dir, "paralelismo-de-datos", marked_before)
    if marked_before:
        with UserStore.open(user_dir) as store:
            mark = store.get("paralelismo-de-datos")
        assert mark is not None
        assert "repasar" == mark.note


def test_what_was_selected_is_never_written(glossary_db: Path, user_dir: Path) -> None:
    secret = "recursos"  # a word of a term (Agrupación de Recursos), unlike sharding's
    with readers(glossary_db, user_dir) as desk:
        _reader_with_popup(desk)
        desk.other_program()
        desk.desktop.run("xdotool", "mousemove", *POINTER)
        _popup_for(desk, secret, f"Agrupación de Recursos {POPUP_TITLE}")
        _pointer_away(desk)
        reader = next(p for p in desk._started if p.args[-1] == str(user_dir))
        reader.terminate()  # a logout: the window closes as the user would, settings saved
        reader.wait(timeout=TIMEOUT_S)
    files = [p for p in user_dir.rglob("*") if p.is_file()]
    assert (user_dir / "settings.ini") in files
    assert (user_dir / "user.db") in files
    assert [] == [p for p in files if secret.encode() in p.read_bytes().lower()
                  or secret.encode("utf-16-le") in p.read_bytes().lower()]


def _popup_place(desk: Readers, popup: str) -> tuple[int, int, int, int]:
    shape = desk.desktop.run("xdotool", "getwindowgeometry", "--shell", popup)
    place = dict(line.split("=") for line in shape.splitlines())
    return int(place["X"]), int(place["Y"]), int(place["WIDTH"]), int(place["HEIGHT"])


def _click_the_star(desk: Readers, popup: str) -> None:
    x, y, width, _ = _popup_place(desk, popup)
    desk.desktop.run("xdotool", "mousemove", str(x + width - 25), str(y + 23), "click", "1")


def _typed(desk: Readers, other: str) -> str:
    """What the other program's text box holds (its title says it)."""
    return desk.title(other).partition(": ")[2]


def test_esc_closes_the_popup_once_the_pointer_is_on_it_and_the_focus_never_moves(
    glossary_db: Path, user_dir: Path
) -> None:
    with readers(glossary_db, user_dir) as desk:
        other, popup = _popup_over_another_program(desk)
        # The pointer stays where the popup opened: what the user types goes on
        # reaching their program (xdotool type with no window: the X server's
        # keyboard, as a real key would), and the focus stays there.
        desk.desktop.run("xdotool", "type", "--delay", "30", "abc")
        until(lambda: _typed(desk, other) == "abc", lambda: f"typed: {_typed(desk, other)!r}")
        assert other == desk.focused()
        assert [popup] == desk.windows(POPUP_TITLE)
        # Onto the popup (away from its buttons): it takes the keys, not the focus.
        x, y, width, _ = _popup_place(desk, popup)
        desk.desktop.run("xdotool", "mousemove", str(x + width // 2), str(y + 12))
        desk.desktop.run("xdotool", "mousemove", str(x + width // 2 + 20), str(y + 14))
        assert other == desk.focused()
        desk.desktop.run("xdotool", "key", "Escape")
        until(lambda: not desk.windows(POPUP_TITLE), lambda: "Esc did not close the popup")
        assert other == desk.focused()
        desk.desktop.run("xdotool", "mousemove", *AWAY)
        desk.desktop.run("xdotool", "type", "--delay", "30", "d")  # the keys are back
        until(lambda: _typed(desk, other) == "abcd", lambda: f"typed: {_typed(desk, other)!r}")
        assert other == desk.focused()

