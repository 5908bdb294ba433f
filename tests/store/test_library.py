"""The user glossary library: add is all or nothing, rename and remove keep bookmarks with it."""

from __future__ import annotations

import threading
from pathlib import Path

import pytest

from glossary_desktop.importer.build import build_db
from glossary_desktop.paths import DATA_DIR
from glossary_desktop.store.library import DB_FILE, Library, LibraryError
from glossary_desktop.store.user_db import UserStore


def _build(out: Path) -> None:
    build_db(sorted(DATA_DIR.glob("*.txt")), out)


def _everything(root: Path) -> list[str]:
    return sorted(str(p.relative_to(root)) for p in root.rglob("*"))


def test_an_added_glossary_is_listed_with_its_database(user_dir: Path) -> None:
    library = Library(user_dir)
    entry = library.add("mine", _build)
    assert [("mine", user_dir / "glossaries" / "mine" / DB_FILE)] == [
        (e.name, e.db) for e in library.list()
    ]
    assert entry == library.get("mine")


def test_a_build_that_fails_leaves_nothing(user_dir: Path) -> None:
    library = Library(user_dir)

    def broken(out: Path) -> None:
        out.write_bytes(b"half a database")
        raise OSError("disk full")

    with pytest.raises(OSError, match="disk full"):
        library.add("mine", broken)
    assert [] == _everything(user_dir / "glossaries")
    assert [] == library.list()


def test_a_cancelled_add_leaves_nothing_even_after_the_build_finished(user_dir: Path) -> None:
    library = Library(user_dir)
    with pytest.raises(LibraryError) as raised:
        library.add("mine", _build, cancelled=lambda: True)
    assert LibraryError.CANCELLED == raised.value.reason
    assert [] == _everything(user_dir / "glossaries")


def test_an_import_under_way_is_not_listed(user_dir: Path) -> None:
    library = Library(user_dir)
    inside, release = threading.Event(), threading.Event()
    seen: list[list[str]] = []

    def slow(out: Path) -> None:
        _build(out)
        inside.set()
        release.wait(10)

    worker = threading.Thread(target=lambda: library.add("mine", slow))
    worker.start()
    assert inside.wait(30)
    seen.append([e.name for e in library.list()])
    release.set()
    worker.join()
    seen.append([e.name for e in library.list()])
    assert [[], ["mine"]] == seen


@pytest.mark.parametrize("name", ["", " x", "x ", ".hidden", "a/b", "a\\b", "x" * 65, "a\nb"])
def test_unusable_names_are_refused_before_anything_is_built(user_dir: Path, name: str) -> None:
    built: list[Path] = []
    with pytest.raises(LibraryError) as raised:
        Library(user_dir).add(name, built.append)
    assert (LibraryError.BAD_NAME, []) == (raised.value.reason, built)


def test_a_name_taken_is_refused_and_the_first_glossary_kept(user_dir: Path) -> None:
    library = Library(user_dir)
    library.add("mine", _build)
    before = (user_dir / "glossaries" / "mine" / DB_FILE).read_bytes()
    with pytest.raises(LibraryError) as raised:
        library.add("mine", _build)
    assert LibraryError.EXISTS == raised.value.reason
    assert before == (user_dir / "glossaries" / "mine" / DB_FILE).read_bytes()
    assert ["mine"] == [e.name for e in library.list()]


def test_rename_and_remove_carry_the_bookmarks_with_the_glossary(user_dir: Path) -> None:
    library = Library(user_dir)
    entry = library.add("mine", _build)
    with UserStore.open(entry.folder) as store:
        store.add("sharding")
    renamed = library.rename("mine", "work")
    with UserStore.open(renamed.folder) as store:
        assert ["sharding"] == [b.slug for b in store.bookmarks()]
    with pytest.raises(LibraryError):
        library.get("mine")
    library.remove("work")
    assert ([], []) == (library.list(), _everything(user_dir / "glossaries"))


@pytest.mark.parametrize("action", ["get", "remove"])
def test_a_missing_glossary_is_named(user_dir: Path, action: str) -> None:
    with pytest.raises(LibraryError) as raised:
        getattr(Library(user_dir), action)("nope")
    assert (LibraryError.MISSING, "nope") == (raised.value.reason, raised.value.name)


@pytest.mark.parametrize("new_name", ["mine", "Mine", "MINE"])
def test_rename_to_its_own_name_or_another_case_keeps_the_glossary(
    user_dir: Path, new_name: str
) -> None:
    library = Library(user_dir)
    entry = library.add("mine", _build)
    with UserStore.open(entry.folder) as store:
        store.add("sharding")

    renamed = library.rename("mine", new_name)

    assert ([new_name], new_name) == ([e.name for e in library.list()], renamed.name)
    with UserStore.open(renamed.folder) as store:
        assert ["sharding"] == [b.slug for b in store.bookmarks()]


# Names differing in case are two glossaries here: "Mine" is taken, not "mine" itself.
@pytest.mark.parametrize(("name", "taken"), [("a", "b"), ("mine", "Mine")])
def test_rename_onto_a_taken_name_is_refused(user_dir: Path, name: str, taken: str) -> None:
    library = Library(user_dir)
    library.add(name, _build)
    library.add(taken, _build)
    with pytest.raises(LibraryError) as raised:
        library.rename(name, taken)
    assert LibraryError.EXISTS == raised.value.reason
    assert sorted([name, taken]) == sorted(e.name for e in library.list())


@pytest.mark.parametrize(
    ("taken", "wanted", "expected"),
    [
        ([], "terms", "terms"),
        (["terms"], "terms", "terms (2)"),
        (["terms", "terms (2)"], "terms", "terms (3)"),
        ([], ".hidden", "hidden"),
        ([], "...", "glossary"),
    ],
)
def test_free_name_never_takes_a_used_one(
    user_dir: Path, taken: list[str], wanted: str, expected: str
) -> None:
    for name in taken:
        (user_dir / "glossaries" / name).mkdir(parents=True)
    assert expected == Library(user_dir).free_name(wanted)


def test_glossaries_are_listed_in_dictionary_order(user_dir: Path) -> None:
    # casefold() put "Ética" and "Ñandú" after "Zeta" in the Glossaries menu.
    expected = ["Ética", "nube", "Ñandú", "Oro", "Zeta"]
    for name in reversed(expected):
        folder = user_dir / "glossaries" / name
        folder.mkdir(parents=True)
        (folder / DB_FILE).touch()
    assert expected == [e.name for e in Library(user_dir).list()]
