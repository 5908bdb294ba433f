"""Offline Spanish | Portuguese glossary reader.

The public API for scripts, the CLI, the window and the benchmarks::

    from glossary_desktop import Glossary
    with Glossary.open("glossary.db") as g:
        for hit in g.search("sincronico"):
            print(hit.concept.slug)
"""

from glossary_desktop._version import __version__
from glossary_desktop.errors import GlossaryError, SourceError, UserError
from glossary_desktop.glossary import Glossary

__all__ = ["Glossary", "GlossaryError", "SourceError", "UserError", "__version__"]
