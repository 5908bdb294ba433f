"""Which language a source file is in: from its title, else from its words.

The seeds say it in the title ("Glosario" is Spanish, "Glossário"
Portuguese); a file without such a title is judged by frequent function words
and spellings that only one of the two languages uses.
"""

from __future__ import annotations

from collections.abc import Iterable

from glossary_desktop.domain import Lang
from glossary_desktop.text import words

# Folded title words that name the language ("Vocabulario"/"Vocabulário" fold
# to the same word, so it is left to the text).
_TITLE_WORDS = {
    "glosario": Lang.ES, "diccionario": Lang.ES,
    "glossario": Lang.PT, "dicionario": Lang.PT,
}
# Frequent words that are common in one language and rare or absent in the other.
_MARKERS = {
    Lang.ES: {"el", "los", "del", "las", "y", "una", "donde", "mientras", "entre", "puede",
              "para", "se", "como", "su", "sus", "al", "muy", "tambien", "datos"},
    Lang.PT: {"o", "os", "do", "da", "dos", "das", "e", "uma", "onde", "enquanto", "pode",
              "ao", "no", "na", "nos", "nas", "seu", "sua", "tambem", "dados", "nao", "em"},
}
# Letter sequences only one language writes (before accents are removed).
_SPELLINGS = {Lang.ES: ("ñ", "ción", "ll"), Lang.PT: ("ç", "ção", "ões", "ã", "õ", "nh", "lh")}


def detect_lang(title: str, texts: Iterable[str]) -> Lang | None:
    """The language of a file with this title and these lines, or ``None`` if unclear."""
    for word in words(title):
        if word in _TITLE_WORDS:
            return _TITLE_WORDS[word]
    score = {Lang.ES: 0, Lang.PT: 0}
    for text in texts:
        low = text.lower()
        for lang, spellings in _SPELLINGS.items():
            score[lang] += sum(low.count(s) for s in spellings)
        for word in words(text):
            for lang, markers in _MARKERS.items():
                score[lang] += word in markers
    es, pt = score[Lang.ES], score[Lang.PT]
    if max(es, pt) < 5 or abs(es - pt) < 0.2 * max(es, pt):
        return None
    return Lang.ES if es > pt else Lang.PT
