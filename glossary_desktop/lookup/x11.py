"""Giving the running reader the focus on X11, dated as the user's own action.

X accepts a focus change only if it is dated no earlier than the last one
(``SetInputFocus``), and a window manager that prevents focus stealing grants an
activation (EWMH ``_NET_ACTIVE_WINDOW``) only if it is dated after the user's
last action in the focused window. Qt dates a window's activation with the last
X event the reader itself received (``QWindow.requestActivate``): for a reader
idle while the user types elsewhere, that date is older, and the activation is
refused. Qt has no public way to give it another date (the startup id it reads
from ``DESKTOP_STARTUP_ID`` is read once, at its own start).

So the start that hands its request over also hands over a date, as the
startup-notification specification has launchers do: its ``DESKTOP_STARTUP_ID``,
whose ``_TIME<n>`` is the X time of the user's click, or, started from a
terminal, ``_TIME<n>`` with the X server's time at that start (what GTK's
single-instance programs send). The reader asks for the focus dated so
(:func:`activate`), and ends the launcher's startup sequence, since the start
that began it shows no window (:func:`startup_done`). Both speak the X protocol
through python-xlib, on a connection of their own.
"""

from __future__ import annotations

import re

from Xlib import X, Xatom, display, error
from Xlib.protocol import event

#: What the calls below raise when there is no X server to talk to, or it refuses.
FAILURES = (OSError, error.DisplayError, error.ConnectionClosedError, error.XauthError,
            error.XError)

_TIME = re.compile(r"_TIME(\d{1,10})$")
#: A 32-bit X timestamp (0 is "CurrentTime", which no launcher sends).
_LAST_TIME = 2**32 - 1


def launch_time(startup_id: str) -> int | None:
    """The X time a startup id was made at (its ``_TIME<n>`` end), if it says one."""
    found = _TIME.search(startup_id)
    if found is None:
        return None
    stamp = int(found.group(1))
    return stamp if 0 < stamp <= _LAST_TIME else None


def server_time(name: str | None = None) -> int:
    """The X server's time now: a property changed on a window made for it, read back
    from the change's notification (the only way X tells a client the time)."""
    shown = display.Display(name)
    try:
        root = shown.screen().root
        probe = root.create_window(-1, -1, 1, 1, 0, X.CopyFromParent, X.InputOnly,
                                   X.CopyFromParent, event_mask=X.PropertyChangeMask)
        probe.change_property(shown.intern_atom("_GLOSSARY_DESKTOP_TIME"), Xatom.STRING, 8, b"")
        while True:
            seen = shown.next_event()
            if seen.type == X.PropertyNotify and seen.window.id == probe.id:
                return int(seen.time)
    finally:
        shown.close()


def activate(window: int, stamp: int, name: str | None = None) -> None:
    """Ask for the focus for ``window``, dated ``stamp``: through the window manager
    where one says it activates windows (``_NET_ACTIVE_WINDOW``, as an application,
    source 1), else from the X server itself."""
    shown = display.Display(name)
    try:
        root = shown.screen().root
        active = shown.intern_atom("_NET_ACTIVE_WINDOW")
        supported = root.get_full_property(shown.intern_atom("_NET_SUPPORTED"), Xatom.ATOM)
        if supported is not None and active in supported.value:
            message = event.ClientMessage(window=window, client_type=active,
                                          data=(32, [1, stamp, 0, 0, 0]))
            root.send_event(message, event_mask=X.SubstructureRedirectMask
                            | X.SubstructureNotifyMask)
        else:
            refused = error.CatchError(error.BadMatch, error.BadWindow)
            shown.set_input_focus(window, X.RevertToParent, stamp, onerror=refused)
        shown.sync()
    finally:
        shown.close()


def startup_done(startup_id: str, name: str | None = None) -> None:
    """End the launcher's startup sequence ``startup_id`` (its busy pointer): the
    specification's ``remove`` message, in 20-byte pieces to the root window."""
    quoted = startup_id.replace("\\", "\\\\").replace('"', '\\"')
    text = f'remove: ID="{quoted}"'.encode() + b"\0"
    shown = display.Display(name)
    try:
        root = shown.screen().root
        sender = root.create_window(-1, -1, 1, 1, 0, X.CopyFromParent, X.InputOnly,
                                    X.CopyFromParent)
        first = shown.intern_atom("_NET_STARTUP_INFO_BEGIN")
        more = shown.intern_atom("_NET_STARTUP_INFO")
        for at in range(0, len(text), 20):
            piece = text[at:at + 20].ljust(20, b"\0")
            message = event.ClientMessage(window=sender, client_type=first if at == 0 else more,
                                          data=(8, piece))
            root.send_event(message, event_mask=X.PropertyChangeMask)
        shown.sync()
    finally:
        shown.close()
