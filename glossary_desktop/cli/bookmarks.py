"""``glossary-desktop bookmarks``: list, add and remove starred concepts.

The same store the window uses (``--user-dir``). Bookmarks are kept by slug, so
they outlive a rebuilt glossary; ``list`` shows the ones whose concept is gone,
or whose slug now names another concept, instead of hiding them, since the user
starred them on purpose.
"""

from __future__ import annotations

import argparse
import sys
from typing import Any

from glossary_desktop.cli.common import add_command, open_glossary, print_json, text
from glossary_desktop.cli.output import printable
from glossary_desktop.domain import Bookmark, BookmarkStatus
from glossary_desktop.errors import UserError
from glossary_desktop.paths import resolve_user_dir
from glossary_desktop.store.user_db import NOTE_MAX_CHARS, UserStore
from glossary_desktop.text import slugify, term_key

MARKS = {
    BookmarkStatus.MISSING: "(no longer in the glossary)",
    BookmarkStatus.CHANGED: "(changed in the glossary: not the concept bookmarked)",
}

def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = add_command(
        sub, "bookmarks",
        "List, add or remove bookmarked concepts (with no action: list).",
        "glossary-desktop bookmarks add sharding --note 'read later'\n"
        "  glossary-desktop bookmarks list --order alpha\n"
        "  glossary-desktop bookmarks remove sharding",
    )
    p.set_defaults(func=run_list, order="newest", json=False)
    actions = p.add_subparsers(dest="bookmarks_action", metavar="ACTION")

    lst = add_command(actions, "list", "Show the bookmarks, newest first or A-Z.",
                  "glossary-desktop bookmarks list --order alpha --json")
    lst.add_argument("--order", choices=("newest", "alpha"), default="newest",
                     help="newest first (default) or alphabetical, accents ignored")
    lst.add_argument("--json", action="store_true",
                     help='a JSON list of {"slug", "term", "note", "created_at", "exists", '
                          '"status", "es_term", "pt_term", "source"}')
    lst.set_defaults(func=run_list)

    add = add_command(actions, "add", "Bookmark a concept, by slug or by term in either language.",
                  "glossary-desktop bookmarks add 'Servidor de Parámetros' --note 'read later'")
    add.add_argument("concept", type=text, metavar="SLUG_OR_TERM", help="a slug or a whole term")
    add.add_argument("--note", type=text, default="", metavar="TEXT",
                     help=f"a note to keep with it (at most {NOTE_MAX_CHARS} characters)")
    add.add_argument("--json", action="store_true", help="the bookmark as a JSON object")
    add.set_defaults(func=run_add)

    rm = add_command(actions, "remove", "Remove a bookmark, by slug or by term.",
                 "glossary-desktop bookmarks remove sharding")
    rm.add_argument("concept", type=text, metavar="SLUG_OR_TERM", help="a slug or a whole term")
    rm.set_defaults(func=run_remove)


def run_list(args: argparse.Namespace) -> int:
    with _open_store(args) as store:
        marks = store.bookmarks(args.order)
    with open_glossary(args) as glossary:
        status = {b.slug: b.status(glossary.get(b.slug)) for b in marks}
    if args.json:
        print_json([_json(b, status[b.slug]) for b in marks])
        return 0
    if not marks:
        print("no bookmarks yet", file=sys.stderr)
    width = max((len(b.slug) for b in marks), default=0)
    for b in marks:
        line = f"{b.slug:<{width}}  {b.term}"
        if b.note:
            line += f"  — {b.note}"
        if status[b.slug] in MARKS:
            line += f"  {MARKS[status[b.slug]]}"
        print(printable(line))
    return 0


def run_add(args: argparse.Namespace) -> int:
    with open_glossary(args) as glossary:
        concept = glossary.resolve(args.concept)
    if concept is None:
        raise UserError(f"no concept matches {args.concept!r}")
    snapshot = Bookmark.of(concept)
    with _open_store(args) as store:
        mark = store.add(concept.slug, concept.title, args.note, es_term=snapshot.es_term,
                         pt_term=snapshot.pt_term, source=snapshot.source)
    if args.json:
        print_json(_json(mark, BookmarkStatus.OK))
    else:
        print(printable(f"bookmarked {mark.slug}  {mark.term}"))
    return 0


def run_remove(args: argparse.Namespace) -> int:
    with _open_store(args) as store:
        slug = _bookmarked_slug(store, args.concept)
        if slug is None:
            # Not a bookmarked slug or term: maybe a term of the concept in the
            # other language, which only the glossary knows.
            with open_glossary(args) as glossary:
                concept = glossary.resolve(args.concept)
            if concept is None or not store.is_bookmarked(concept.slug):
                raise UserError(f"{args.concept!r} is not bookmarked")
            slug = concept.slug
        store.remove(slug)
    print(printable(f"removed {slug}"))
    return 0


def _bookmarked_slug(store: UserStore, text: str) -> str | None:
    """The bookmark ``text`` names (slug or stored term), without the glossary.

    A bookmark whose concept left the glossary can still be removed this way.
    """
    for slug in (text, slugify(text)):
        if store.is_bookmarked(slug):
            return slug
    key = term_key(text)
    return next((b.slug for b in store.bookmarks() if term_key(b.term) == key), None)


def _open_store(args: argparse.Namespace) -> UserStore:
    store = UserStore.open(resolve_user_dir(getattr(args, "user_dir", None)))
    if store.unusable:  # a FIFO, socket, device or folder: nothing to list either
        store.close()
        raise UserError(str(store.warning))
    if store.recovered_from is not None or store.newer:
        # Said once, before the output; a refused write says it in its error line.
        print(printable(f"glossary-desktop: warning: {store.warning}"), file=sys.stderr)
    return store


def _json(mark: Bookmark, status: BookmarkStatus) -> dict[str, Any]:
    return {"slug": mark.slug, "term": mark.term, "note": mark.note,
            "created_at": mark.created_at, "exists": status is BookmarkStatus.OK,
            "status": str(status), "es_term": mark.es_term, "pt_term": mark.pt_term,
            "source": mark.source}
