"""The library's other glossaries in the window: "Also in" under the concept shown,
and a concept of another glossary shown as a row of its glossary would be."""

from __future__ import annotations

from glossary_desktop.domain import Concept, GlossaryRef
from glossary_desktop.glossary.shelf import Shelf
from glossary_desktop.models.sourced import Sources
from glossary_desktop.models.term_list import TermListModel
from glossary_desktop.ui.reading import AlsoInView, ConceptView, Navigator


class OtherGlossaries:
    """What the window reads of ``shelf``'s other glossaries (a window over a library
    of one has none of this)."""

    def __init__(
        self, shelf: Shelf, sources: Sources, term_model: TermListModel,
        concept_view: ConceptView, navigator: Navigator,
    ) -> None:
        self._sources = sources
        self._model = term_model
        self._navigator = navigator
        #: The same term in the library's other glossaries.
        self.also_in = AlsoInView(shelf, concept_view)
        concept_view.add_below(self.also_in)
        self.also_in.chosen.connect(self.show)

    def follow(self, concept: Concept | None) -> None:
        """The panes show ``concept``: "Also in" lists it in the other glossaries."""
        ref = self._model.foreign(concept.id) if concept is not None else None
        self.also_in.show_for(concept, ref or self._sources.home, ref is not None)

    def open_bookmark(self, glossary: str, slug: str) -> None:
        """Show the concept ``slug`` of the glossary of id ``glossary`` (a bookmark)."""
        if glossary == self._sources.home.id:
            self._navigator.open_slug(slug)
            return
        ref = next(m.ref for m in self._sources.shelf.members if m.ref.id == glossary)
        opened = self._sources.shelf.glossary_of(ref)
        concept = opened.get(slug) if opened is not None else None
        if concept is not None:
            self.show(ref, concept)

    def show(self, ref: GlossaryRef, concept: Concept) -> None:
        """A concept of ``ref`` ("Also in" chosen): shown, as a row of its glossary would be."""
        self._navigator.show_concept(concept._replace(id=self._sources.key(ref, concept.id)))
