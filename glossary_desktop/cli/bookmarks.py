"""``glossary-desktop bookmarks``: list, add and remove starred concepts, and their notes
(``import`` and ``export``, the backup: :mod:`.bookmark_files`).

The same store the window uses (``--user-dir``). Bookmarks are kept by slug, so
they outlive a rebuilt glossary; ``list`` shows the ones whose concept is gone,
or whose slug now names another concept, instead of hiding them, since the user
starred them on purpose.

``note`` writes a bookmark's note as the window's note box does: through the
store's ``set_note`` (the note the user asks for, whatever is stored), and a
note on a concept that is not bookmarked bookmarks it with the note.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from glossary_desktop.cli.bookmark_files import register as register_file_actions
from glossary_desktop.cli.common import (
    CONCEPT_HELP,
    add_command,
    add_json,
    open_glossary,
    print_json,
    text,
)
from glossary_desktop.cli.output import printable
from glossary_desktop.cli.scope import glossary_json, open_shelf, say_failures
from glossary_desktop.domain import Bookmark, BookmarkStatus, Concept, GlossaryRef
from glossary_desktop.errors import UserError
from glossary_desktop.paths import resolve_user_dir
from glossary_desktop.store.user_db import NOTE_MAX_CHARS, UserStore
from glossary_desktop.store.user_errors import Problem
from glossary_desktop.text import slugify, sort_key, term_key

MARKS = {
    BookmarkStatus.MISSING: "(no longer in the glossary)",
    BookmarkStatus.CHANGED: "(changed in the glossary: not the concept bookmarked)",
}

def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = add_command(
        sub, "bookmarks",
        "List, add or remove bookmarked concepts, change a note, back them up or import "
        "them (with no action: list).",
        "glossary-desktop bookmarks add sharding --note 'read later'\n"
        "  glossary-desktop bookmarks note sharding 'read twice'\n"
        "  glossary-desktop bookmarks list --order alpha\n"
        "  glossary-desktop bookmarks remove sharding\n"
        "  glossary-desktop bookmarks export --json --out backup.json\n"
        "  glossary-desktop bookmarks import backup.json",
        json_help="with no action: the list as JSON",
    )
    p.set_defaults(func=run_list, order="newest")
    actions = p.add_subparsers(dest="bookmarks_action", metavar="ACTION")

    lst = add_command(actions, "list",
                      "Show the bookmarks of every glossary (or of --glossary), newest "
                      "first or A-Z.",
                      "glossary-desktop bookmarks list --order alpha --json",
                      many_glossaries=True)
    lst.add_argument("--order", choices=("newest", "alpha"), default="newest",
                     help="newest first (default) or alphabetical, accents ignored")
    add_json(lst, 'a JSON list of {"slug", "term", "note", "created_at", "exists", '
                  '"status", "es_term", "pt_term", "source", "note_changed_at", "glossary"}')
    lst.set_defaults(func=run_list)

    add = add_command(actions, "add", "Bookmark a concept, by slug or by term in either language.",
                  "glossary-desktop bookmarks add 'Servidor de Parámetros' --note 'read later'")
    add.add_argument("concept", type=text, metavar="SLUG_OR_TERM", help=CONCEPT_HELP)
    add.add_argument("--note", type=text, default=None, metavar="TEXT",
                     help=f"a note to keep with it (at most {NOTE_MAX_CHARS} characters); "
                          "without it a bookmarked concept keeps its note, --note '' clears it")
    add_json(add, "the bookmark as a JSON object")
    add.set_defaults(func=run_add)

    rm = add_command(actions, "remove", "Remove a bookmark, by slug or by term.",
                 "glossary-desktop bookmarks remove sharding")
    rm.add_argument("concept", type=text, metavar="SLUG_OR_TERM", help=CONCEPT_HELP)
    add_json(rm, "the removed bookmark as a JSON object")
    rm.set_defaults(func=run_remove)

    note = add_command(
        actions, "note",
        "Set or clear a bookmark's note; a note on a concept not bookmarked bookmarks it.",
        "glossary-desktop bookmarks note sharding 'read twice'\n"
        "  glossary-desktop bookmarks note sharding --clear",
    )
    note.add_argument("concept", type=text, metavar="SLUG_OR_TERM", help=CONCEPT_HELP)
    what = note.add_mutually_exclusive_group(required=True)  # a new note, or none
    what.add_argument("note", type=text, nargs="?", metavar="TEXT",
                      help=f"the new note (at most {NOTE_MAX_CHARS} characters); '' clears it")
    what.add_argument("--clear", action="store_true",
                      help="remove the note, keep the bookmark")
    add_json(note, "the bookmark as a JSON object")
    note.set_defaults(func=run_note)
    register_file_actions(actions)


def run_list(args: argparse.Namespace) -> int:
    """Every glossary's bookmarks in one list (each glossary keeps its own: identity
    is glossary and slug), narrowed by ``--glossary``."""
    rows: list[tuple[GlossaryRef, Bookmark, BookmarkStatus | None]] = []
    with open_shelf(args) as shelf:
        for member in shelf.members:
            with _open_store_at(member.user_dir, create=False) as store:
                marks = store.bookmarks(args.order)
                if store.notice is not None and store.notice.problem is Problem.CANNOT_CREATE:
                    # No folder, so nothing listed: say why, as the window does, rather
                    # than "no bookmarks yet" alone (a --user-dir naming a file, say).
                    print(printable(f"glossary-desktop: warning: {store.warning}"),
                          file=sys.stderr)
            glossary = shelf.glossary(member)
            status = glossary.bookmark_statuses(marks) if glossary is not None else {}
            rows += [(member.ref, b, status.get(b.slug)) for b in marks]
        shelf.raise_if_none_left()  # one glossary, damaged: its error, as before
        say_failures(shelf)
        several = len(shelf.members) > 1
    if args.order == "alpha":
        rows.sort(key=lambda row: (sort_key(row[1].term), row[1].term))
    else:
        rows.sort(key=lambda row: -row[1].created_at)
    if args.json:
        print_json([{**_json(b, st), "glossary": glossary_json(ref)} for ref, b, st in rows])
        return 0
    if not rows:
        print("no bookmarks yet", file=sys.stderr)
    width = max((len(b.slug) for _ref, b, _st in rows), default=0)
    names = max((len(ref.cli_name) for ref, _b, _st in rows), default=0) if several else 0
    for ref, b, st in rows:
        named = f"{ref.cli_name:<{names}}  " if several else ""
        line = printable(f"{named}{b.slug:<{width}}  {b.term}")
        if b.note:
            line += "  — " + _note_lines(b.note, len(line) + 4)
        if st in MARKS:
            line += f"  {MARKS[st]}"
        print(line)
    return 0


def _note_lines(note: str, indent: int) -> str:
    """``note`` made printable, each of its lines after the first on a line of its own
    ``indent`` columns in: translators write one remark a line. A line feed is the
    only control character let through (as a line break); the rest stay escapes."""
    first, *rest = (printable(part) for part in note.split("\n"))
    return "\n".join([first, *(" " * indent + part if part else "" for part in rest)])


def run_add(args: argparse.Namespace) -> int:
    with open_glossary(args) as glossary:
        concept = glossary.resolve(args.concept)
    if concept is None:
        raise UserError(f"no concept matches {args.concept!r}")
    snapshot = Bookmark.of(concept)
    with _open_store(args) as store:
        mark = store.add(concept.slug, concept.title, args.note or "",
                         es_term=snapshot.es_term, pt_term=snapshot.pt_term,
                         source=snapshot.source)
        if args.note == "" and mark.note:  # an explicit --note '': no note, as asked
            mark = store.set_note(mark, "")
    if args.json:
        print_json(_json(mark, BookmarkStatus.OK))
    else:
        print(printable(f"bookmarked {mark.slug}  {mark.term}"))
    return 0


def run_remove(args: argparse.Namespace) -> int:
    with _open_store(args) as store:
        mark, _ = _named(store, args)
        if mark is None:
            raise UserError(f"{args.concept!r} is not bookmarked")
        store.remove(mark.slug)
    if args.json:
        with open_glossary(args) as glossary:
            print_json(_json(mark, mark.status(glossary.get(mark.slug))))
    else:
        print(printable(f"removed {mark.slug}"))
    return 0


def run_note(args: argparse.Namespace) -> int:
    note = "" if args.clear or not args.note.strip() else args.note
    with _open_store(args) as store:
        mark, concept = _named(store, args)
        if mark is None:
            if concept is None:
                raise UserError(f"no concept matches {args.concept!r}")
            if not note:  # nothing to clear; bookmarking it would be a surprise
                raise UserError(f"{args.concept!r} is not bookmarked: it has no note to clear")
            # As in the window: writing a note on a concept bookmarks it.
            saved, done = store.set_note(Bookmark.of(concept), note), "bookmarked with the note"
        elif concept is not None and mark.status(concept) is not BookmarkStatus.OK:
            # The window will not write there either: the note is about another concept.
            raise UserError(f"the bookmark {mark.slug} is about another concept than "
                            f"{args.concept!r} (changed in the glossary)")
        else:
            saved, done = store.set_note(mark, note), "note saved" if note else "note cleared"
    if args.json:
        with open_glossary(args) as glossary:
            print_json(_json(saved, saved.status(glossary.get(saved.slug))))
    else:
        print(printable(f"{done}: {saved.slug}  {saved.term}"))
    return 0


def _named(store: UserStore, args: argparse.Namespace) -> tuple[Bookmark | None, Concept | None]:
    """The bookmark ``args.concept`` names, if any, and the concept when the glossary was asked.

    A bookmarked slug or stored term is found without the glossary (its concept
    may be gone); else it may be a term of the concept in the other language,
    which only the glossary knows.
    """
    slug = _bookmarked_slug(store, args.concept)
    if slug is not None:
        return store.get(slug), None
    with open_glossary(args) as glossary:
        concept = glossary.resolve(args.concept)
    return (None, None) if concept is None else (store.get(concept.slug), concept)


def _bookmarked_slug(store: UserStore, text: str) -> str | None:
    """The bookmark ``text`` names (slug or stored term), without the glossary.

    A bookmark whose concept left the glossary can still be removed this way.
    """
    for slug in (text, slugify(text)):
        if store.is_bookmarked(slug):
            return slug
    key = term_key(text)
    return next((b.slug for b in store.bookmarks() if term_key(b.term) == key), None)


def _open_store(args: argparse.Namespace, *, create: bool = True) -> UserStore:
    return _open_store_at(resolve_user_dir(getattr(args, "user_dir", None)), create=create)


def _open_store_at(folder: Path, *, create: bool = True) -> UserStore:
    store = UserStore.open(folder, create=create)
    if store.unusable:  # a FIFO, socket, device or folder: nothing to list either
        store.close()
        raise UserError(str(store.warning))
    if store.recovered_from is not None or store.newer:
        # Said once, before the output; a refused write says it in its error line.
        print(printable(f"glossary-desktop: warning: {store.warning}"), file=sys.stderr)
    return store


def _json(mark: Bookmark, status: BookmarkStatus | None) -> dict[str, Any]:
    """``status`` None: its glossary could not be read (said on stderr)."""
    return {"slug": mark.slug, "term": mark.term, "note": mark.note,
            "created_at": mark.created_at,
            "exists": None if status is None else status is BookmarkStatus.OK,
            "status": "unknown" if status is None else str(status),
            "es_term": mark.es_term, "pt_term": mark.pt_term,
            "source": mark.source, "note_changed_at": mark.note_changed_at}
