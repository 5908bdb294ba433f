"""The names a table's header may give a column besides the codes (``es``,
``pt-BR``, ``es_definition``): a language's name, alone or with a field's, in
Spanish, Portuguese or English, case and accents ignored.

- a term: ``Español``, ``Espanhol``, ``Spanish``, ``Portugués``, ``Português``,
  ``Portuguese``; or ``Término``, ``Termo``, ``Term`` with a language's name or
  code, in either order, in brackets or not, with ``en``/``em``/``in`` between:
  ``Término (es)``, ``Termo em português``, ``Spanish term``;
- a definition: ``Definición``, ``Definição``, ``Definition`` the same way:
  ``Definición (es)``, ``Definição (pt-BR)``, ``Portuguese definition``;
- a field's name alone in Spanish or Portuguese, whose own language is the
  column's: ``Término`` and ``Definición`` are the Spanish ones, ``Termo`` and
  ``Definição`` the Portuguese ones (``Español;Português;Definición;Definição``,
  as a spreadsheet in either language heads its columns). ``Term`` and
  ``Definition`` alone say no language: :data:`NO_LANGUAGE` names them, and the
  table reader refuses them rather than drop the column.

:func:`canonical` writes such a name as the codes do, and the table reader
(:mod:`.table`) goes on from there: any other name is left as it was.
"""

from __future__ import annotations

import re

from glossary_desktop.importer.model import fold_lang
from glossary_desktop.text import fold

#: A language tag as a header names a language by: the language, then at most a
#: region (ES, BR, 419) or a script (Latn). "es-definition" is no tag.
TAG = re.compile(r"[a-z]{2,3}(?:-(?:[a-z]{2}|[0-9]{3}|[a-z]{4}))?")
LANGUAGE_NAMES = {"espanol": "es", "espanhol": "es", "spanish": "es",
                  "portugues": "pt", "portuguese": "pt"}
#: A field's name -> the field as the codes write it ("" for the term).
FIELD_NAMES = {"termino": "", "termo": "", "term": "",
               "definicion": "definition", "definicao": "definition",
               "definition": "definition"}
#: A field named alone in Spanish or Portuguese: the column of that language.
BARE_FIELDS = {"termino": "es", "definicion": "es_definition",
               "termo": "pt", "definicao": "pt_definition"}
#: A field named alone in English, of either language: refused, never guessed.
NO_LANGUAGE = frozenset({"term", "definition"})
_BETWEEN = frozenset({"en", "em", "in"})  # "Término en español", "Termo em português"
_SPLIT = re.compile(r"[\s()\[\]]+")


def canonical(name: str) -> str:
    """``name`` (as it reads: NFC, trimmed) written as the codes name its column:
    ``Español`` -> ``es``, ``Término (es)`` -> ``es``, ``Definição (pt-BR)`` ->
    ``pt-br_definition``; any other name as it was."""
    words = [w for w in _SPLIT.split(fold(name)) if w]
    if len(words) == 3 and words[1] in _BETWEEN:
        words = [words[0], words[2]]
    if len(words) == 1:
        return LANGUAGE_NAMES.get(words[0]) or BARE_FIELDS.get(words[0], name)
    if len(words) != 2:
        return name
    first, second = words
    field, lang = (first, second) if first in FIELD_NAMES else (second, first)
    code = LANGUAGE_NAMES.get(lang) or (lang if TAG.fullmatch(lang) and fold_lang(lang)
                                        else None)
    if field not in FIELD_NAMES or code is None:
        return name
    return code + ("_" + FIELD_NAMES[field] if FIELD_NAMES[field] else "")
