"""``glossary-desktop lookup``: look a text up in the running reader, or start one.

The reader of the same user folder comes to the front with the text searched and
its best concept shown; with none running, this command becomes the reader.
``--selection`` takes the text from the X11 primary selection (else the
clipboard), for a desktop's keyboard shortcut. Exit 0 once a reader took it
(or the reader this command started was closed), 1 with one line on stderr if
there is nothing to look up or the running reader's socket is not the user's.
"""

from __future__ import annotations

import argparse

from glossary_desktop.cli.common import add_command, text


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = add_command(
        sub, "lookup",
        "Look a term up in the running window (started if none runs).",
        "glossary-desktop lookup 'descida de gradiente'",
    )
    source = p.add_mutually_exclusive_group(required=True)
    source.add_argument("text", type=text, nargs="?", metavar="TEXT",
                        help="the words to look up")
    source.add_argument("--selection", action="store_true",
                        help="the selected text (X11 primary selection, else the clipboard)")
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    # lazy: 55 modules, 168 ms of the command line's start-up
    from glossary_desktop.app import run as run_app  # Qt: the socket, the selection

    return run_app(args)
