"""Concept entries to HTML for the reading panes (pure functions, no Qt).

Source text is data, never markup: every character of a term or definition goes
through :func:`escape` (attributes too), so ``Modelo "Transformer" <b>``
shows those characters and a definition containing ``<a href="file:...">`` or
``javascript:`` is plain text. The only anchors in the output are the ones made
here, and they all use the internal :data:`SCHEME` (``concept:SLUG``), which the
window handles itself; nothing else can navigate.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from types import MappingProxyType
from typing import NamedTuple
from urllib.parse import quote, unquote

from glossary_desktop.domain import Entry, Link, Note, NoteKind, Span

#: What :func:`html.escape` replaces (quotes too, so it is safe in attributes), as
#: one ``str.translate`` table: the same output, without importing the ``html``
#: package and its entity tables on every start-up.
_ESCAPES = str.maketrans(
    {"&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;"}
)


def escape(text: str) -> str:
    """``text`` safe in HTML text and attribute values, as :func:`html.escape` makes it."""
    return text.translate(_ESCAPES)


#: Link scheme for cross-references between concepts.
SCHEME = "concept"
#: Link scheme for "Did you mean" suggestions.
SUGGEST_SCHEME = "suggest"
#: The link that shows the rest of a long definition.
SHOW_ALL_HREF = "show-all:definition"

#: Characters of a definition a pane shows until the reader asks for the rest.
#: Laying text out costs time in proportion to its length: a crafted
#: definition of several MB froze the window for seconds; a real one is far
#: below this.
SHOWN_AT_FIRST = 20_000

#: A matched span's colours, shared by the panes (as :data:`HIT_STYLE`) and the
#: list's delegate (which paints them itself). A fixed text colour keeps a
#: highlight readable on a selected row, whose text is white.
HIT_BACKGROUND = "#ffe08a"
HIT_TEXT = "#1d1d1d"
#: Inline, so it needs no style sheet in whichever document shows it.
#: Underlined too, so that a match is not told by colour alone.
HIT_STYLE = (
    f"background-color:{HIT_BACKGROUND}; color:{HIT_TEXT}; text-decoration: underline;"
)

#: The panes' colours (muted text, links) on a light and on a dark background;
#: each keeps WCAG AA contrast against its background (tests/ui/test_theme.py).
LIGHT_COLORS = {"muted": "#5f6670", "link": "#1a56b0"}
DARK_COLORS = {"muted": "#aab0b8", "link": "#8ab4f8"}


def style_sheet(dark: bool = False) -> str:
    """Default style sheet of the panes' documents (Qt's HTML subset)."""
    c = DARK_COLORS if dark else LIGHT_COLORS
    return f"""
h1 {{ font-size: x-large; font-weight: 600; margin-top: 4px; margin-bottom: 10px; }}
p.definition {{ line-height: 140%; margin-bottom: 12px; }}
p.sentence {{ line-height: 140%; margin-bottom: 4px; }}
p.next {{ line-height: 140%; margin-top: 0; margin-bottom: 4px; }}
p.last {{ line-height: 140%; margin-top: 0; margin-bottom: 12px; }}
p.synonyms {{ margin-top: 0; margin-bottom: 10px; }}
p.note {{ color: {c["muted"]}; margin-left: 12px; margin-bottom: 6px; }}
span.label {{ font-weight: 600; }}
p.meta {{ color: {c["muted"]}; font-size: small; white-space: nowrap; }}
p.missing {{ color: {c["muted"]}; font-style: italic; margin-top: 12px; }}
a {{ color: {c["link"]}; text-decoration: underline; }}
"""


def concept_href(slug: str) -> str:
    """The internal link to the concept ``slug``."""
    return f"{SCHEME}:{quote(slug, safe='')}"


def is_show_all(href: str) -> bool:
    """Whether ``href`` is the "show the whole definition" link."""
    return href == SHOW_ALL_HREF


def shown_part(text: str, limit: int = SHOWN_AT_FIRST) -> str:
    """The start of ``text`` shown at first: all of it, or up to ``limit``
    characters, cut after a space where there is one in the second half."""
    if len(text) <= limit:
        return text
    cut = text.rfind(" ", limit // 2, limit)
    return text[: cut + 1 if cut >= 0 else limit]


def slug_from_href(href: str) -> str | None:
    """The slug an internal link points to; ``None`` for any other link."""
    return _payload(href, SCHEME)


def suggestion_from_href(href: str) -> str | None:
    """The word a "Did you mean" link stands for; ``None`` for any other link."""
    return _payload(href, SUGGEST_SCHEME)


def _payload(href: str, scheme: str) -> str | None:
    head, sep, rest = href.partition(":")
    if not sep or head.lower() != scheme or not rest:
        return None
    return unquote(rest)


def marked(text: str, spans: Sequence[Span] = (), links: Sequence[Link] = ()) -> str:
    """``text`` escaped, with ``spans`` highlighted and ``links`` as internal anchors.

    Spans and links may overlap each other in any way; overlapping or
    out-of-range ones are clipped, never raise.
    """
    out: list[str] = []
    pos = 0
    for link in sorted(links, key=lambda lk: lk.start):
        start, end = max(link.start, pos), min(link.end, len(text))
        if start >= end:
            continue
        out.append(_highlighted(text, pos, start, spans))
        href = escape(concept_href(link.slug))
        out.append(f'<a href="{href}">{_highlighted(text, start, end, spans)}</a>')
        pos = end
    out.append(_highlighted(text, pos, len(text), spans))
    return "".join(out)


def _highlighted(text: str, start: int, end: int, spans: Sequence[Span]) -> str:
    """Escaped ``text[start:end]`` with the parts inside ``spans`` highlighted."""
    out: list[str] = []
    pos = start
    for span in sorted(spans, key=lambda s: s.start):
        s, e = max(span.start, pos), min(span.end, end)
        if s >= e:
            continue
        out.append(escape(text[pos:s]))
        out.append(f'<span style="{HIT_STYLE}">{escape(text[s:e])}</span>')
        pos = e
    out.append(escape(text[pos:end]))
    return "".join(out)


class Labels(NamedTuple):
    """The words a pane shows around the source's text, in the reader's language."""

    synonyms: str = "Synonyms"
    notes: Mapping[NoteKind, str] = MappingProxyType(
        {NoteKind.SUBJECT: "Subject field", NoteKind.NOTE: "Note", NoteKind.CONTEXT: "Context"}
    )


#: The labels untranslated (the window passes its own, through tr()).
ENGLISH = Labels()


def blocks_after_term(entry: Entry) -> int:
    """Blocks :func:`entry_html` puts between the term and the definition (the synonyms)."""
    return 1 if entry.synonyms else 0


def entry_html(
    entry: Entry,
    *,
    volume: str = "",
    term_spans: Sequence[Span] = (),
    definition_spans: Sequence[Span] = (),
    links: Sequence[Link] = (),
    show_all: str | None = None,
    sentences: Sequence[Span] = (),
    synonym_spans: Sequence[Sequence[Span]] = (),
    notes: Sequence[Note] = (),
    labels: Labels = ENGLISH,
) -> str:
    """One language's side of a concept: the term as a heading, its synonyms under
    it (:func:`blocks_after_term`), the definition below, then ``notes`` (the
    concept's and the entry's: subject field, notes, contexts), each a paragraph
    that starts with its label, apart from the definition.

    With a ``show_all`` label, a definition longer than :data:`SHOWN_AT_FIRST`
    is cut (:func:`shown_part`) and ends with that label as a link to the rest
    (:data:`SHOW_ALL_HREF`); without one, it is shown whole.

    With two or more ``sentences`` (spans of a definition shown whole), each is a
    paragraph of its own, so that the window can line them up with the other
    language's; the spaces between them are left out.
    """
    definition = entry.definition if show_all is None else shown_part(entry.definition)
    parts = [f"<h1>{marked(entry.term, term_spans)}</h1>"]
    if entry.synonyms:
        spans = list(synonym_spans) or [()] * len(entry.synonyms)
        shown = " · ".join(marked(t, s) for t, s in zip(entry.synonyms, spans, strict=True))
        parts.append(f'<p class="synonyms">{_label(labels.synonyms)} {shown}</p>')
    if len(sentences) > 1 and len(definition) == len(entry.definition):
        classes = ["sentence"] + ["next"] * (len(sentences) - 2) + ["last"]
        parts.extend(
            f'<p class="{cls}">{_part(definition, s, definition_spans, links)}</p>'
            for cls, s in zip(classes, sentences, strict=True)
        )
    else:
        body = marked(definition, definition_spans, links)
        if len(definition) < len(entry.definition):
            body += f' … <a href="{SHOW_ALL_HREF}">{escape(show_all or "")}</a>'
        parts.append(f'<p class="definition">{body}</p>')
    parts.extend(
        f'<p class="note">{_label(labels.notes[n.kind])} {escape(n.text)}</p>' for n in notes
    )
    # One short line each, unwrapped: "ia-distribuida.es.txt:15" would
    # otherwise break at its hyphen in a narrow pane.
    # A term base's concept has no line (0): its file alone, once, when it is the volume.
    where = f"{entry.source}:{entry.line}" if entry.source and entry.line else entry.source
    origin = list(dict.fromkeys(x for x in (volume, where) if x))
    if origin:
        parts.append(f'<p class="meta">{"<br>".join(escape(x) for x in origin)}</p>')
    return "\n".join(parts)


def _label(label: str) -> str:
    return f'<span class="label">{escape(label)}:</span>'


def _part(text: str, part: Span, spans: Sequence[Span], links: Sequence[Link]) -> str:
    """:func:`marked` on ``text[part.start:part.end]``, spans and links moved with it."""
    shift = part.start
    return marked(
        text[part.start : part.end],
        [Span(s.start - shift, s.end - shift) for s in spans],
        [Link(k.start - shift, k.end - shift, k.slug) for k in links],
    )


def missing_html(message: str) -> str:
    """A pane's text when the concept has no entry in its language."""
    return f'<p class="missing">{escape(message)}</p>'


def no_results_html(message: str, lead: str = "", suggestions: Sequence[str] = ()) -> str:
    """``message`` plus "Did you mean" links, for the empty term list's notice."""
    html = escape(message)
    if suggestions:
        anchors = ", ".join(
            f'<a href="{escape(SUGGEST_SCHEME + ":" + quote(word, safe=""))}">'
            f"{escape(word)}</a>"
            for word in suggestions
        )
        html += f" {escape(lead)} {anchors}"
    return html
