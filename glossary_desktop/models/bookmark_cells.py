"""What the cells of a bookmark row show that needs no model: a note's one-line
preview and its tooltip, and the glossary's label with its full name."""

from __future__ import annotations

from typing import Any

from PySide6.QtGui import Qt  # QtGui's Qt: QtCore's, and convertFromPlainText

from glossary_desktop.domain import GlossaryRef
from glossary_desktop.models.sourced import shown as shown_names

#: Characters of a note shown in its cell (its first line) and in its tooltip,
#: and lines in its tooltip.
PREVIEW_CHARS = 80
TOOLTIP_CHARS = 600
TOOLTIP_LINES = 20


def preview(note: str, limit: int = PREVIEW_CHARS, lines: int = 1) -> str:
    """The first ``lines`` lines of ``note``, cut to ``limit`` characters, with an
    ellipsis where anything is left out."""
    head = note[: limit + 1]
    kept = head.split("\n", lines)  # a part more than ``lines``: there is more
    shown = "\n".join(kept[:lines])
    cut = len(shown) > limit or len(kept) > lines or len(note) > len(head)
    return shown[:limit].rstrip() + "…" if cut else shown


def glossary_data(ref: GlossaryRef, role: int) -> Any:
    """The glossary column: its short label, the full name as its tooltip."""
    label, name = shown_names(ref)
    if role == Qt.ItemDataRole.DisplayRole:
        return label
    if role in (Qt.ItemDataRole.ToolTipRole, Qt.ItemDataRole.AccessibleTextRole):
        return name
    return None


def note_data(note: str, role: int) -> Any:
    if role == Qt.ItemDataRole.DisplayRole:
        return preview(note)
    if role == Qt.ItemDataRole.EditRole:
        return note
    if role == Qt.ItemDataRole.ToolTipRole and note:
        # Rich text: Qt would take a note holding "<b>" for markup, and wraps a
        # plain tooltip only at the screen's edge.
        return Qt.convertFromPlainText(preview(note, TOOLTIP_CHARS, TOOLTIP_LINES))
    return None
