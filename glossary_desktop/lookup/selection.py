"""Which selected text the popup looks up: one to six words of a term, nothing else.

A selection that is only digits, a web address or a path, or longer than six
words, is not a term anybody looks up in a glossary: the popup stays away. The
text is never kept: :func:`worth_looking_up` returns what to search for, or
``None``.
"""

from __future__ import annotations

import re

MAX_WORDS = 6
#: Longer than any six words of a term: a selection of a page is dropped unread.
MAX_CHARS = 120

_URL = re.compile(r"^([a-z][a-z0-9+.-]*://|www\.|mailto:)", re.IGNORECASE)
_PATH = re.compile(r"^(~?/|\.{1,2}/|[a-z]:[\\/]|\\\\)", re.IGNORECASE)
#: Something that has a letter: "12345", "3.14" and "--" are not terms.
_LETTER = re.compile(r"[^\W\d_]")


def worth_looking_up(selected: str) -> str | None:
    """The text to look up for ``selected``, its whitespace made single spaces; ``None``
    for an empty selection, more than :data:`MAX_WORDS` words, no letter at all
    (digits only), a URL or a path."""
    if len(selected) > MAX_CHARS * 4:
        return None
    text = " ".join(selected.split()).strip(" \"'“”«»‘’()[]{}.,;:!?¿¡")
    if not text or len(text) > MAX_CHARS or len(text.split(" ")) > MAX_WORDS:
        return None
    if _LETTER.search(text) is None or _URL.match(text) or _PATH.match(text):
        return None
    if "/" in text and " " not in text:  # a relative path, folder/file.txt
        return None
    return text
