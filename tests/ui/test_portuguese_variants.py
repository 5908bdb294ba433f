"""European Portuguese says it as Portugal does, Brazilian as Brazil does.

The two translations are whole files that differ where the variants differ
(``ficheiro``/``arquivo``, ``guardar``/``salvar``, ``a comparar``/``comparando``).
A word of the other variant copied into one of them reads as a slip to its users.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

import pytest

from .conftest import TS_DIR

# Words (and phrases) one variant uses where the other says something else.
BRAZILIAN = (
    "arquivo", "arquivos", "tela", "telas", "salvar", "salvo", "salva", "salve", "salvos",
    "excluir", "excluído", "exclua", "usuário", "usuários", "baixar", "você", "deletar",
    "registro", "registros", "controle", "contato", "digite", "digitar", "caractere",
    "caracteres de controle", "sinônimo", "sinônimos", "aplicativo", "exibir", "exibição",
    "gerenciar", "planilha", "banco de dados", "mostrando", "tentando", "comparando",
    "importando", "editando", "em um", "em uma", "em outra", "em outro",
)
EUROPEAN = (
    "ficheiro", "ficheiros", "ecrã", "guardar", "guardado", "guardada", "guarde",
    "eliminar", "utilizador", "utilizadores", "transferir", "registo", "registos",
    "controlo", "contacto", "carácter", "sinónimo", "sinónimos", "folha de cálculo",
    "base de dados", "a mostrar", "a tentar", "a comparar", "a importar", "a editar",
    "noutra", "noutro", "num", "numa",
)


def translations(ts_file: str) -> list[str]:
    """Every translated text of ``ts_file``, plural forms included."""
    root = ET.parse(TS_DIR / ts_file).getroot()
    texts = []
    for message in root.iter("message"):
        translation = message.find("translation")
        assert translation is not None
        forms = translation.findall("numerusform")
        texts += [f.text or "" for f in forms] if forms else [translation.text or ""]
    return [t.replace("&", "") for t in texts]


def other_variant(texts: list[str], words: tuple[str, ...]) -> list[str]:
    """The texts that use one of ``words`` (whole words, any case)."""
    pattern = re.compile(r"\b(" + "|".join(map(re.escape, words)) + r")\b", re.IGNORECASE)
    return sorted({t for t in texts if pattern.search(t)})


@pytest.mark.parametrize(
    ("ts_file", "words"),
    [("glossary_pt_PT.ts", BRAZILIAN), ("glossary_pt.ts", EUROPEAN)],
    ids=["pt_PT has no Brazilian", "pt_BR has no European"],
)
def test_each_portuguese_says_it_its_own_way(ts_file: str, words: tuple[str, ...]) -> None:
    texts = translations(ts_file)
    assert len(texts) > 200

    assert [] == other_variant(texts, words)


@pytest.mark.parametrize(
    ("text", "words", "expected"),
    [
        ("o disco não conseguiu ler o arquivo", BRAZILIAN, True),
        ("o disco não conseguiu ler o ficheiro", BRAZILIAN, False),
        ("A comparar…", EUROPEAN, True),
        ("Comparando…", BRAZILIAN, True),
        ("Não é possível guardar os favoritos", EUROPEAN, True),
        ("um comando", BRAZILIAN, False),  # "comando" is no gerund
        ("Salvo.", BRAZILIAN, True),
    ],
)
def test_a_word_of_the_other_variant_is_found(
    text: str, words: tuple[str, ...], expected: bool
) -> None:
    assert expected == bool(other_variant([text], words))
