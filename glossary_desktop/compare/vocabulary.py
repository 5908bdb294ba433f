"""The few closed word classes the difference checks need, Spanish and Portuguese.

- *Function words* (articles, prepositions and their contractions, conjunctions,
  pronouns, auxiliaries, a few adverbs): a word or phrase left without a
  counterpart is a difference only if it holds a word that is not one of them.
- *Negation words* (``no``, ``nunca``, ``sin`` / ``não``, ``nunca``, ``sem``, ...)
  and the *negative prefixes* (``in-``, ``des-``, ``a-``, ...).
- :func:`lemma`: a word without its plural ending, so that ``capas`` and ``capa``,
  ``camadas`` and ``camada``, ``vieses`` and ``viés`` count as one term.

Every list is of folded words (case and accents ignored), but :func:`lemma` reads
the accents (``viés`` keeps its ``s``).
"""

from __future__ import annotations

from functools import lru_cache

from glossary_desktop.domain import Lang
from glossary_desktop.text import fold

_ES_FUNCTION = """
el la los las lo un uno una unos unas al del
a ante bajo con contra de desde durante en entre hacia hasta mediante para por
segun sin sobre tras
y e ni o u pero sino aunque que porque pues como cuando donde mientras si
yo tu el ella ello nosotros ellos ellas le les se me te nos su sus mi mis tu tus
este esta estos estas ese esa esos esas esto eso aquel aquella cual cuales quien
quienes cuyo cuya cuyos cuyas cuanto
es son ser sea sean fue fueron era eran sido siendo esta estan estar esten
ha han haber hay habia puede pueden tener tiene tienen
no nunca jamas ningun ninguno ninguna ningunos ningunas nada nadie tampoco
mas menos muy tan tanto demasiado demasiada demasiados demasiadas tambien ya aun
todavia solo asi bien mismo misma mismos
mismas otro otra otros otras cada todo toda todos todas algo alguno alguna algunos
algunas varios varias
"""
_PT_FUNCTION = """
o a os as um uma uns umas ao aos do da dos das no na nos nas pelo pela pelos pelas
num numa dum duma
ante apos ate com contra de desde durante em entre para perante por sem sob sobre
tras mediante conforme segundo
e nem ou mas porem embora que porque pois como quando onde enquanto se
eu tu ele ela eles elas lhe lhes me te nos seu sua seus suas meu minha teu tua
este esta estes estas esse essa esses essas isto isso aquele aquela qual quais
quem cujo cuja cujos cujas quanto dele dela deles delas nele nela neles nelas
lo la los las
e sao ser seja sejam foi foram era eram sido sendo for forem fosse fossem sera serao
seria esta estao estar estejam
tem ter ha haver havia pode podem
nao nunca jamais nenhum nenhuma nenhuns nenhumas nada ninguem tampouco
mais menos muito muita muitos muitas tao tanto demais tambem ja ainda apenas so
assim bem
mesmo mesma mesmos mesmas outro outra outros outras cada todo toda todos todas
algo algum alguma alguns algumas varios varias
"""
FUNCTION_WORDS: dict[Lang, frozenset[str]] = {
    Lang.ES: frozenset(_ES_FUNCTION.split()),
    Lang.PT: frozenset(_PT_FUNCTION.split()),
}

_ES_NEGATIONS = "no nunca jamas ni ningun ninguno ninguna ningunos ningunas nada nadie tampoco sin"
_PT_NEGATIONS = "nao nunca jamais nem nenhum nenhuma nenhuns nenhumas nada ninguem tampouco sem"
#: Words that negate (``sin`` / ``sem``: "without" negates what follows).
NEGATIONS: dict[Lang, frozenset[str]] = {
    Lang.ES: frozenset(_ES_NEGATIONS.split()),
    Lang.PT: frozenset(_PT_NEGATIONS.split()),
}
#: Two-word phrases whose first word is a negation word but which negate nothing
#: (``sin embargo`` is "however"; ``nada mais`` is "just").
NOT_NEGATIONS: dict[Lang, frozenset[tuple[str, str]]] = {
    Lang.ES: frozenset({("sin", "embargo"), ("no", "obstante")}),
    Lang.PT: frozenset({("nao", "obstante"), ("nada", "mais")}),
}

#: Prefixes that negate a word (folded), longest first; ``i`` only before l or r
#: (``ilimitado``, ``irreversible``); ``a`` only before c, s, t (``asíncrono``,
#: ``atípico``), ``an`` before a vowel (``anormal``): Portuguese spells many
#: words with an ``a-`` that negates nothing (``apresentada`` / ``presentada``,
#: ``amostra`` / ``muestra``).
NEGATIVE_PREFIXES = ("anti", "des", "dis", "in", "im", "an", "i", "a")
_VOWELS = frozenset("aeiou")
#: Words whose prefix is no negation though the other language's counterpart
#: lacks it (Spanish ``intentar`` is Portuguese ``tentar``), by how they start.
NOT_NEGATED = ("intent",)


@lru_cache(maxsize=16384)
def negative_prefix(word: str) -> str:
    """The folded ``word`` without the negative prefix it may start with, or ``""``.

    Whether it *is* a negation is for the caller to tell (``información`` starts
    with ``in`` too): only a counterpart spelled like the rest makes it one.
    """
    if word.startswith(NOT_NEGATED):
        return ""
    for prefix in NEGATIVE_PREFIXES:
        rest = word[len(prefix):]
        if not word.startswith(prefix) or len(rest) < 4:
            continue
        if prefix == "i" and rest[0] not in "lr":
            continue
        if prefix == "i" and rest.startswith("rr"):
            rest = rest[1:]  # irreversible: reversible
        if prefix == "a" and rest[0] not in "cst":
            continue
        if prefix == "an" and rest[0] not in _VOWELS:
            continue
        return rest
    return ""


def is_function_word(key: str, lang: Lang) -> bool:
    """Whether the folded word ``key`` is a function word in ``lang`` (or a
    single letter)."""
    return key in FUNCTION_WORDS[lang] or (len(key) < 2 and not key.isdigit())


_ES_AFTER = {Lang.ES: "lrnzsdj", Lang.PT: "rsz"}
_PT_PLURALS = (("ões", "ão"), ("ães", "ão"), ("ais", "al"), ("éis", "el"), ("óis", "ol"),
               ("ns", "m"))


@lru_cache(maxsize=65536)
def lemma(word: str, lang: Lang) -> str:
    """``word`` (as written) folded, without its plural ending: the key under which
    a term's uses are counted across the glossary."""
    w = word.lower()
    if len(w) > 3:
        if lang is Lang.PT:
            for plural, singular in _PT_PLURALS:
                if w.endswith(plural):
                    return fold(w[: -len(plural)] + singular)
        # Spanish adds -es after a consonant (redes, umbrales); Portuguese after r,
        # s, z only (limiares, vieses), since its words end in a vowel (redes: rede).
        if w.endswith("es") and len(w) > 4 and w[-3] in _ES_AFTER[lang]:
            w = w[:-2]
        elif w.endswith("s") and w[-2] in _VOWELS:
            w = w[:-1]
    return fold(w)
