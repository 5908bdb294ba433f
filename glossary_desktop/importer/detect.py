"""Which language a source file is in, from its text.

Each language has a profile of its most frequent function words ("el", "los",
"y", "del" in Spanish; "o", "os", "e", "do", "não" in Portuguese; "the", "of"
in English; "les", "des" in French; "il", "gli", "della" in Italian) and of
endings only it writes ("-ción" against "-ção", "-zione", "-tion"). A word
listed by several languages counts for each in part. The text must leave no
doubt: a clear winner by a clear lead, on enough words. The title settles
only what the text leaves open ("Glosario" is Spanish, "Glossário"
Portuguese); a Spanish or Portuguese text that cannot be told, or any other
language, stops the import with :class:`LanguageError`, unless
``manifest.toml`` states the language.
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Iterable
from pathlib import Path

from glossary_desktop.domain import Lang
from glossary_desktop.errors import SourceError
from glossary_desktop.text import words

#: Weighted votes a text needs before its language is judged (a few sentences).
MIN_EVIDENCE = 6.0

#: How many times the runner-up's votes the winner needs.
LEAD = 2.0

_FUNCTION_WORDS = {
    "Spanish": "el la los las del de y en que un una por con para se es al lo como más su sus "
               "o entre sobre sin donde cuando también muy este esta estos pero puede pueden "
               "son ser cada mediante hasta desde ya otro otros otra le les ha han hay a",
    "Portuguese": "o a os as do da dos das de e em no na nos nas que um uma por com para se é "
                  "ao aos como mais seu sua seus suas ou entre sobre sem onde quando também "
                  "muito este esta estes mas pode podem são ser cada pelo pela pelos pelas "
                  "não até desde já outro outros outra há",
    "English": "the of and to in is that for it with as on by are this be from or an which "
               "can its their between into each where when also more not used these other "
               "such a",
    "French": "le la les des du de et en un une est que qui dans pour sur par au aux avec ce "
              "ces sont ou plus ne pas son sa ses leur leurs entre sans où quand aussi très "
              "cette peut chaque l d à",
    "Italian": "il lo la i gli le di del della dei delle degli e è in un una che per con su "
               "da al alla ai come più non sono tra fra senza dove quando anche molto questo "
               "questa può ogni nel nella nei",
}
_ENDINGS = {
    "Spanish": ("ción", "ciones", "dad", "ñ"),
    "Portuguese": ("ção", "ções", "dade", "ão", "ões", "nh", "lh"),
    "English": ("tion", "tions", "ing", "ity"),
    "French": ("tion", "tions", "ité", "eux", "ée"),
    "Italian": ("zione", "zioni", "ità", "gli"),
}
_LANG_OF = {"Spanish": Lang.ES, "Portuguese": Lang.PT}
#: The other languages a text can be recognised as (:attr:`LanguageError.detected`).
OTHER_LANGUAGES = tuple(name for name in _FUNCTION_WORDS if name not in _LANG_OF)

# Folded title words that name the language ("Vocabulario"/"Vocabulário" fold
# to the same word, so they are left to the text).
_TITLE_WORDS = {
    "glosario": Lang.ES, "diccionario": Lang.ES,
    "glossario": Lang.PT, "dicionario": Lang.PT,
}
_WORD_RE = re.compile(r"[^\W\d_]+")


def _votes() -> dict[str, dict[str, float]]:
    """Word or ending -> language -> its share of one vote."""
    listed: dict[str, list[str]] = {}
    for lang, text in _FUNCTION_WORDS.items():
        for word in text.split():
            listed.setdefault(word, []).append(lang)
    for lang, endings in _ENDINGS.items():
        for ending in endings:
            listed.setdefault("-" + ending, []).append(lang)
    return {w: {lang: 1 / len(langs) for lang in langs} for w, langs in listed.items()}


_VOTES = _votes()
_ENDING_LIST = sorted({e for endings in _ENDINGS.values() for e in endings}, key=len)


class LanguageError(SourceError):
    """The text is not Spanish or Portuguese, or too short to tell.

    ``detected`` names the language the text looks like ("English"), or is
    ``None`` when there was too little text or no clear winner.
    """

    def __init__(self, path: Path | str, detected: str | None) -> None:
        self.detected = detected
        manifest = Path(path).parent / "manifest.toml"
        if detected is None:
            super().__init__(path, SourceError.UNKNOWN_LANGUAGE, manifest=manifest)
        else:
            super().__init__(path, SourceError.OTHER_LANGUAGE, manifest=manifest,
                             detected=detected)


def scores(texts: Iterable[str]) -> dict[str, float]:
    """Votes per language name for these lines."""
    votes: defaultdict[str, float] = defaultdict(float)
    for text in texts:
        for word in _WORD_RE.findall(text.lower()):
            for lang, share in _VOTES.get(word, {}).items():
                votes[lang] += share
            for ending in _ENDING_LIST:
                if word.endswith(ending) or (len(ending) <= 2 and ending in word):
                    for lang, share in _VOTES["-" + ending].items():
                        votes[lang] += share / 2  # weaker than a function word
    return votes


def guess(texts: Iterable[str]) -> str | None:
    """The language name the text clearly is written in, or ``None``."""
    ranked = sorted(scores(texts).items(), key=lambda item: -item[1])
    (first, top), (_, runner_up) = [*ranked, ("", 0.0), ("", 0.0)][:2]
    if top < MIN_EVIDENCE or top < LEAD * runner_up:
        return None
    return first


def detect_lang(title: str, texts: Iterable[str], *, path: Path | str = "<text>") -> Lang:
    """The language of a file with this title and these lines.

    Raises :class:`LanguageError` (naming ``path``) for any other language or
    too little text; the title decides only when the text says nothing clear.
    """
    found = guess(texts)
    if found in _LANG_OF:
        return _LANG_OF[found]
    if found is None:
        for word in words(title):
            if word in _TITLE_WORDS:
                return _TITLE_WORDS[word]
    raise LanguageError(path, found)
