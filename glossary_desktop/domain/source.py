"""Which glossary of the library a result comes from."""

from __future__ import annotations

from typing import NamedTuple

from glossary_desktop.domain.concept import Concept, Lang
from glossary_desktop.domain.hit import Hit

#: The id of the built-in glossary (the one of ``--db``, else the bundled one);
#: an imported glossary's id is its name in the library.
BUILT_IN = ""
#: How the command line names the built-in glossary (``--glossary built-in``).
BUILT_IN_NAME = "built-in"
#: Characters of a glossary's name a row's label keeps (the tooltip has it whole).
LABEL_CHARS = 12


class GlossaryRef(NamedTuple):
    """A glossary of the library: ``id`` (:data:`BUILT_IN` or the imported name),
    a short ``label`` for a row and its full ``name`` for a tooltip."""

    id: str
    label: str
    name: str

    @classmethod
    def built_in(cls) -> GlossaryRef:
        return cls(BUILT_IN, "Built-in", "Built-in glossary")

    @classmethod
    def imported(cls, name: str) -> GlossaryRef:
        label = name if len(name) <= LABEL_CHARS else name[: LABEL_CHARS - 1].rstrip() + "…"
        return cls(name, label, name)

    @property
    def cli_name(self) -> str:
        """What ``--glossary`` takes to name it."""
        return self.id or BUILT_IN_NAME


class SourcedHit(NamedTuple):
    """A search result of a library-wide search: the hit and its glossary."""

    glossary: GlossaryRef
    hit: Hit


class AlsoIn(NamedTuple):
    """The same term in another glossary: its concept, and the languages whose term
    differs from the concept shown there although a term of the other language is
    shared (a different translation), e.g. ``(Lang.PT,)``."""

    glossary: GlossaryRef
    concept: Concept
    differs: tuple[Lang, ...]
