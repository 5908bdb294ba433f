"""The library's search index written anew in a child process after the window
renamed or removed a glossary.

Writing it reads every imported glossary's search tables (about ten seconds for
one of 100k concepts), which the window's process must not wait for. Until the
child has put the new index in place, searches ask each glossary on its own:
slower, never wrong (:meth:`glossary_desktop.glossary.shelf.Shelf.library_index`
looks for it again once its file changed). A child that fails leaves no index,
with the same effect; nothing is said, as nothing the user has is at stake.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject


def _indexed(fields: dict[str, Any]) -> int:
    return int(fields.get("indexed", 0))


def reindex_in_child(user_dir: Path, parent: QObject) -> QObject:
    """Start ``glossaries reindex`` for ``user_dir``; the child command (ended
    with ``parent``, which keeps it)."""
    # lazy: 82 modules, 114 ms of the window's start-up (the child protocol)
    from glossary_desktop.models.child_command import ChildCommand

    command = ChildCommand(["--user-dir", str(user_dir), "glossaries", "reindex",
                            "--progress-lines"], _indexed, parent)
    command.finished.connect(command.deleteLater)
    command.start()
    return command
