"""The glossary API: one object the window, the CLI and the benchmarks share.

:class:`Glossary` wraps a read-only connection to a built database and offers
search, lookups, the alphabetical list (with filters) and cross-links. No Qt.
The class is in :mod:`.reader`; the list's queries in :mod:`.listing`, the
cross-references in :mod:`.links`.
"""

from __future__ import annotations

from glossary_desktop.glossary.reader import Glossary

__all__ = ["Glossary"]
