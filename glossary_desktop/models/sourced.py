"""Rows of the term list from other glossaries of the library than the window's.

The term list is keyed by concept id. A concept of another glossary gets a key
no concept of the window's glossary has: its glossary's place among the others
(1, 2, ...) above :data:`SOURCE_SHIFT` bits, its own id below. A concept loaded
from another glossary carries that key as its ``id``, so the list, the
navigator and the panes tell it from the window's concept of the same id; the
window's own rows keep their ids, and a window over a library of one glossary
never sees a key.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt

from glossary_desktop.domain import BUILT_IN, Concept, GlossaryRef, Hit, SourcedHit, TermRow
from glossary_desktop.glossary.shelf import Member, Shelf
from glossary_desktop.models.term_cells import Cell

#: Bits of a key that hold the concept's own id (ids are SQLite rowids of a
#: glossary's concepts: far below 2**32).
SOURCE_SHIFT = 32
_ID_MASK = (1 << SOURCE_SHIFT) - 1
#: The term list's column naming a row's glossary, shown when the library has
#: more than one (after the star and the two languages).
GLOSSARY_COLUMN = 3


class Sources:
    """The window's glossary (``home``) and the others of ``shelf``, in its order."""

    def __init__(self, home: GlossaryRef, shelf: Shelf) -> None:
        self.home = home
        self.shelf = shelf
        self.others = [m for m in shelf.members if m.ref.id != home.id]
        self._place = {m.ref.id: place for place, m in enumerate(self.others, 1)}

    def key(self, ref: GlossaryRef, concept_id: int) -> int:
        """The list's key of concept ``concept_id`` of glossary ``ref``."""
        if ref.id == self.home.id:
            return concept_id
        return self._place[ref.id] << SOURCE_SHIFT | concept_id

    def ref(self, key: int) -> GlossaryRef:
        place = key >> SOURCE_SHIFT
        return self.home if place == 0 else self.others[place - 1].ref

    def foreign(self, key: int) -> GlossaryRef | None:
        """The other glossary that the row ``key`` comes from; ``None``: the window's."""
        return None if key >> SOURCE_SHIFT == 0 else self.ref(key)

    def member(self, key: int) -> Member:
        """The other glossary of a foreign ``key``."""
        return self.others[(key >> SOURCE_SHIFT) - 1]

    def keyed_hits(self, hits: Sequence[SourcedHit]) -> dict[int, Hit]:
        """``hits`` by key, in their order; another glossary's concept carries its key
        as id (loaded when first asked for, as the window's own hits are)."""
        keyed: dict[int, Hit] = {}
        for sourced in hits:
            hit = sourced.hit
            key = self.key(sourced.glossary, hit.concept_id)
            if key != hit.concept_id:
                hit = hit.rekeyed(partial(_rekeyed, hit, key), key)
            keyed[key] = hit
        return keyed

    def concept(self, key: int) -> Concept | None:
        """The whole concept of a foreign ``key``, carrying its key."""
        found = self.shelf.read(self.member(key), lambda g: g.concept(key & _ID_MASK))
        return None if found is None else found._replace(id=key)

    def term_rows(self, keys: Sequence[int]) -> dict[int, TermRow]:
        """The rows of foreign ``keys`` (one glossary's), by key."""
        if not keys:
            return {}
        high = keys[0] & ~_ID_MASK
        ids = [k & _ID_MASK for k in keys]
        # A glossary that fails is left out (the shelf says so once): no rows.
        rows = self.shelf.read(self.member(keys[0]), lambda g: g.term_rows(ids)) or {}
        return {high | cid: row._replace(id=high | cid) for cid, row in rows.items()}

    def label_cell(self, key: int) -> Cell:
        """The glossary column of row ``key``: its glossary's short label, dimmed."""
        return Cell(shown(self.ref(key))[0], False, ())

    def label_data(self, key: int, role: int, state_role: int) -> Any:
        """The glossary column's answer to ``role``: the label, the full name as its
        tooltip and accessible text."""
        label, name = shown(self.ref(key))
        if role == _DISPLAY:
            return label
        if role == state_role:
            return False
        if role in _NAME_ROLES:
            return name
        return None


def shown(ref: GlossaryRef) -> tuple[str, str]:
    """``ref``'s short label and full name as the window shows them: an imported
    glossary's name as the user gave it, the built-in one's in the interface's
    language."""
    if ref.id == BUILT_IN:
        return (QCoreApplication.translate("Sources", "Built-in"),
                QCoreApplication.translate("Sources", "Built-in glossary"))
    return ref.label, ref.name


def _rekeyed(hit: Hit, key: int) -> Concept:
    return hit.concept._replace(id=key)


_DISPLAY = int(Qt.ItemDataRole.DisplayRole)
_NAME_ROLES = (int(Qt.ItemDataRole.ToolTipRole), int(Qt.ItemDataRole.AccessibleTextRole))
