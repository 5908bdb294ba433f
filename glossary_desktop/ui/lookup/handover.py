"""A start's side of one running reader per user folder: what this start asks of a
running reader, handing it over to one, and the server that later starts hand theirs
to (:mod:`.instance`). :func:`glossary_desktop.app.run` calls them in that order.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtGui import QGuiApplication

from glossary_desktop.errors import UserError
from glossary_desktop.lookup.requests import LOOKUP, RAISE, Request, encode, one_line
from glossary_desktop.lookup.socket_place import check_socket

if TYPE_CHECKING:
    import argparse

    from glossary_desktop.ui.lookup.instance import ReaderServer


def start_request(args: argparse.Namespace) -> Request:
    """What this start asks of a running reader: to come to the front, or (``lookup``)
    to look a text up; :class:`UserError` if there is nothing to look up."""
    if getattr(args, "command", None) != "lookup":
        return Request(RAISE)
    text = args.text
    if args.selection:
        # lazy: 3 modules, 46 ms that a lookup handed to a running reader never loads
        from glossary_desktop.ui.lookup import selected_text

        text = selected_text(QGuiApplication.clipboard())
        if not text.strip():
            raise UserError("nothing is selected, and the clipboard holds no text")
    request = Request(LOOKUP, one_line(text or ""))
    try:
        encode(request)
    except ValueError as exc:
        raise UserError(str(exc) if args.text else f"selection: {exc}") from None
    return request


def hand_over(place: Path, request: Request) -> bool:
    """Whether a reader running at ``place`` took ``request`` (and came to the front).

    With no socket there, no reader runs, and the local socket's module (QtNetwork)
    is not loaded before the first frame: a first start's usual case.
    """
    if not check_socket(place):
        return False
    # QtNetwork, which a start with no reader running loads after its first frame:
    # lazy: 3 modules, 14 ms of processor time before the first frame
    from glossary_desktop.ui.lookup import send

    return send(place, request)


def start_server(place: Path) -> ReaderServer | None:
    """This reader's server, for later starts; ``None`` (with a line on stderr) if its
    place is not usable, or another reader took it first."""
    # lazy: 2 modules, 16 ms that a lookup handed to a running reader never loads
    from glossary_desktop.ui.lookup import ReaderServer

    server = ReaderServer(place)
    try:
        if server.listen():
            return server
    except UserError as exc:
        sys.stderr.write(f"glossary-desktop: warning: {exc}\n")
    return None
