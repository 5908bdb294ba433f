"""Concept entries to HTML: everything escaped, highlights and links where asked."""

from __future__ import annotations

import html
import re
from html import unescape

import pytest
from hypothesis import given
from hypothesis import strategies as st

from glossary_desktop.domain import Entry, Lang, Link, Note, NoteKind, Span
from glossary_desktop.render.html import (
    HIT_STYLE,
    SHOW_ALL_HREF,
    SHOWN_AT_FIRST,
    Labels,
    blocks_after_term,
    concept_href,
    entry_html,
    escape,
    marked,
    missing_html,
    no_results_html,
    slug_from_href,
    suggestion_from_href,
)

HIT = f'<span style="{HIT_STYLE}">'


@given(st.text())
def test_escape_is_the_standard_librarys(text: str) -> None:
    assert escape(text) == html.escape(text, quote=True)


@pytest.mark.parametrize(
    ("text", "spans", "links", "expected"),
    [
        ("plain", (), (), "plain"),
        ('Modelo "Transformer" <b>', (), (), "Modelo &quot;Transformer&quot; &lt;b&gt;"),
        ("javascript:alert(1)", (), (), "javascript:alert(1)"),
        (
            '<a href="file:///etc/passwd">x</a>',
            (),
            (),
            "&lt;a href=&quot;file:///etc/passwd&quot;&gt;x&lt;/a&gt;",
        ),
        ("a & b", (), (), "a &amp; b"),
        ("it's", (), (), "it&#x27;s"),
        ("Entrenamiento Sincrónico", (Span(14, 24),), (), f"Entrenamiento {HIT}Sincrónico</span>"),
        ("<b>x</b>", (Span(3, 4),), (), f"&lt;b&gt;{HIT}x</span>&lt;/b&gt;"),
        ("ab cd", (Span(0, 2), Span(3, 5)), (), f"{HIT}ab</span> {HIT}cd</span>"),
        (
            "el paralelismo de datos",
            (),
            (Link(3, 23, "paralelismo-de-datos"),),
            'el <a href="concept:paralelismo-de-datos">paralelismo de datos</a>',
        ),
        (
            "el paralelismo de datos",
            (Span(3, 14),),
            (Link(3, 23, "paralelismo-de-datos"),),
            f'el <a href="concept:paralelismo-de-datos">{HIT}paralelismo</span> de datos</a>',
        ),
        (  # a highlight straddling a link's edge is split, never mis-nested
            "ab cd",
            (Span(1, 4),),
            (Link(3, 5, "cd"),),
            f'a{HIT}b </span><a href="concept:cd">{HIT}c</span>d</a>',
        ),
        (  # spans out of range or empty are clipped, not errors
            "abc",
            (Span(2, 99), Span(1, 1)),
            (Link(5, 9, "x"),),
            f"ab{HIT}c</span>",
        ),
        (  # a slug is quoted into the href, then escaped as an attribute
            "x",
            (),
            (Link(0, 1, 'a"b<c'),),
            '<a href="concept:a%22b%3Cc">x</a>',
        ),
    ],
)
def test_marked(text: str, spans: tuple[Span, ...], links: tuple[Link, ...], expected: str) -> None:
    assert expected == marked(text, spans, links)


def _entry(term: str, definition: str) -> Entry:
    return Entry(Lang.ES, term, definition, "glosario.es.txt", 7)


def test_entry_html_has_heading_definition_and_origin() -> None:
    html = entry_html(_entry("Dask", "Biblioteca."), volume="IA distribuida")
    assert "<h1>Dask</h1>" in html
    assert '<p class="definition">Biblioteca.</p>' in html
    assert '<p class="meta">IA distribuida<br>glosario.es.txt:7</p>' in html


@pytest.mark.parametrize(
    ("term", "definition"),
    [
        ('Modelo "Transformer" <b>', "Definición <i>normal</i>."),
        ("javascript:alert(1)", '<a href="javascript:alert(1)">clic</a>'),
        ("file", '<a href="file:///etc/passwd">passwd</a> <img src="file:///etc/passwd">'),
        ("style", "<style>body{display:none}</style><script>alert(1)</script>"),
    ],
)
def test_entry_html_never_passes_markup_through(term: str, definition: str) -> None:
    html = entry_html(_entry(term, definition), volume='<vol "x">')
    tags = re.findall(r"<\s*([a-zA-Z0-9]+)", html)
    assert set(tags) <= {"h1", "p", "br"}  # the source's tags are text, not elements
    assert "&lt;vol &quot;x&quot;&gt;" in html
    shown = unescape(re.sub(r"<[^>]*>", "", html))
    assert term in shown
    assert definition in shown


def test_entry_html_highlights_and_links() -> None:
    entry = _entry("Clustering de GPU", "permite el paralelismo de datos")
    html = entry_html(
        entry,
        term_spans=(Span(0, 10),),
        definition_spans=(Span(11, 22),),
        links=(Link(11, 31, "paralelismo-de-datos"),),
    )
    assert f"<h1>{HIT}Clustering</span> de GPU</h1>" in html
    assert f'<a href="concept:paralelismo-de-datos">{HIT}paralelismo</span> de datos</a>' in html


def test_missing_html_is_escaped_text() -> None:
    assert (
        '<p class="missing">No &lt;Portuguese&gt; entry</p>'
        == missing_html("No <Portuguese> entry")
    )


def test_no_results_html_with_suggestions() -> None:
    html = no_results_html("No results for “<x>”.", "Did you mean:", ["sincrónico", 'a"b'])
    assert html.startswith("No results for “&lt;x&gt;”. Did you mean: ")
    assert '<a href="suggest:sincr%C3%B3nico">sincrónico</a>' in html
    assert '<a href="suggest:a%22b">a&quot;b</a>' in html
    assert "No results" == no_results_html("No results")


@pytest.mark.parametrize(
    ("href", "slug"),
    [
        ("concept:dask", "dask"),
        ("CONCEPT:dask", "dask"),
        ("concept:a%22b", 'a"b'),
        ("concept:", None),
        ("javascript:alert(1)", None),
        ("file:///etc/passwd", None),
        ("https://example.com", None),
        ("dask", None),
        ("", None),
    ],
)
def test_slug_from_href(href: str, slug: str | None) -> None:
    assert slug == slug_from_href(href)


def test_suggestion_from_href_only_takes_its_scheme() -> None:
    assert "pão" == suggestion_from_href("suggest:p%C3%A3o")
    assert suggestion_from_href("concept:pao") is None


@given(st.text())
def test_href_round_trip(slug: str) -> None:
    if slug:
        assert slug == slug_from_href(concept_href(slug))


@given(st.text(), st.lists(st.tuples(st.integers(-5, 50), st.integers(-5, 50))))
def test_marked_keeps_the_text_and_adds_only_its_own_tags(
    text: str, raw: list[tuple[int, int]]
) -> None:
    spans = [Span(a, b) for a, b in raw]
    links = [Link(a, b, "s") for a, b in raw[:3]]
    html = marked(text, spans, links)
    unescaped = re.sub(r"<[^>]*>", "", html)
    assert 0 == unescaped.count("<")
    assert set(re.findall(r"<\s*/?\s*([a-zA-Z]+)", html)) <= {"span", "a"}


def test_entry_html_puts_each_sentence_in_a_paragraph_with_its_marks() -> None:
    definition = "Usa <GPU>. Divide el paralelismo de datos.  Fin."

    def span(text: str) -> Span:
        start = definition.index(text)
        return Span(start, start + len(text))

    link = span("paralelismo de datos")
    html = entry_html(
        _entry("Clustering", definition),
        definition_spans=(span("GPU"), span("paralelismo")),
        links=(Link(link.start, link.end, "paralelismo-de-datos"),),
        sentences=(span("Usa <GPU>."), span("Divide el paralelismo de datos."), span("Fin.")),
    )
    assert f'<p class="sentence">Usa &lt;{HIT}GPU</span>&gt;.</p>' in html
    assert (
        '<p class="next">Divide el <a href="concept:paralelismo-de-datos">'
        f"{HIT}paralelismo</span> de datos</a>.</p>"
    ) in html
    assert '<p class="last">Fin.</p>' in html


@pytest.mark.parametrize(
    "sentences", [(), (Span(0, 6),)], ids=["none", "one"]
)
def test_entry_html_keeps_one_paragraph_without_two_sentences(
    sentences: tuple[Span, ...],
) -> None:
    html = entry_html(_entry("Dask", "Uno. Dos."), sentences=sentences)
    assert '<p class="definition">Uno. Dos.</p>' in html


def test_a_cut_definition_is_not_split_in_sentences() -> None:
    definition = "Una frase. " * (SHOWN_AT_FIRST // 5)
    html = entry_html(
        _entry("Largo", definition), show_all="Show all", sentences=((Span(0, 10), Span(11, 21)))
    )
    assert 'class="sentence"' not in html
    assert SHOW_ALL_HREF in html


def test_a_match_is_underlined_as_well_as_coloured() -> None:
    """Not by colour alone: a reader who cannot tell the yellow still sees the match."""
    out = marked("datos en paralelo", [Span(0, 5)])

    assert "text-decoration: underline" in out
    assert ">datos</span>" in out


def test_synonyms_under_the_term_and_notes_after_the_definition_all_escaped() -> None:
    entry = Entry(Lang.ES, "Red", "Un <i>modelo</i>.", "r.tbx", 3,
                  ("<b>RNA</b>", "Red de neuronas"))
    out = entry_html(
        entry,
        synonym_spans=((), (Span(7, 15),)),
        notes=(Note(NoteKind.SUBJECT, "IA & más"), Note(NoteKind.CONTEXT, "<script>")),
        labels=Labels("Sinónimos", {NoteKind.SUBJECT: "Área", NoteKind.NOTE: "Nota",
                                    NoteKind.CONTEXT: "Contexto"}),
    )
    blocks = re.findall(r"<(h1|p)[^>]*>(.*?)</\1>", out)
    assert [
        ("h1", "Red"),
        ("p", '<span class="label">Sinónimos:</span> &lt;b&gt;RNA&lt;/b&gt; · '
              f"Red de {HIT}neuronas</span>"),
        ("p", "Un &lt;i&gt;modelo&lt;/i&gt;."),
        ("p", '<span class="label">Área:</span> IA &amp; más'),
        ("p", '<span class="label">Contexto:</span> &lt;script&gt;'),
        ("p", "r.tbx:3"),
    ] == blocks
    assert 1 == blocks_after_term(entry)
    assert 0 == blocks_after_term(entry._replace(synonyms=()))
