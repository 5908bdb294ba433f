"""The running reader takes the focus for a later start, dated as that start.

``QWidget.activateWindow`` alone is refused when the user typed in another
program since the reader last heard from the window system (see
:mod:`glossary_desktop.lookup.x11` for why, and docs/architecture.md). So a
later start sends what its launcher gave it, read before Qt clears it: on X11
the ``DESKTOP_STARTUP_ID``, whose date is the user's click; on Wayland the
compositor's ``XDG_ACTIVATION_TOKEN``, handed to Qt the one way it takes one
from outside (that variable, which its next activation uses and clears). A start
with neither (a terminal, a keyboard shortcut) asked just now: the reader dates
it with the X server's time when the request arrives, a few milliseconds after
(what GTK's single-instance programs send). The start itself loads nothing more
for this: python-xlib is the reader's, loaded on the first such request.
"""

from __future__ import annotations

import os

from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget


def activation_here(startup_id: str, token: str) -> str:
    """This start's activation id for the running reader: its launcher's
    ``startup_id`` (X11) or ``token`` (Wayland); "" if it has none."""
    platform = QGuiApplication.platformName()
    if platform == "wayland":
        return token
    return startup_id if platform == "xcb" else ""


def take_focus(window: QWidget, activation: str) -> None:
    """Give ``window`` (shown) the focus for the start that sent ``activation``
    (its id; "" if it had none: then it asked just now)."""
    platform = QGuiApplication.platformName()
    if platform == "wayland" and activation:
        os.environ["XDG_ACTIVATION_TOKEN"] = activation
    elif platform == "xcb":
        # lazy: 50 modules, 80 ms of processor time that a reader no start asked never pays
        from glossary_desktop.lookup import x11

        try:
            stamp = x11.launch_time(activation) if activation else x11.server_time()
            if stamp is not None:
                x11.activate(int(window.winId()), stamp)
            if activation and not activation.startswith("_TIME"):
                x11.startup_done(activation)  # the launcher waits for the start's end
        except x11.FAILURES:
            stamp = None
        if stamp is not None:
            return
    window.activateWindow()
