"""Back/forward history: a browser's rules."""

from __future__ import annotations

from glossary_desktop.models.history import History


def test_empty_history() -> None:
    history = History()
    assert history.current is None
    assert not history.can_go_back
    assert not history.can_go_forward
    assert history.back() is None
    assert history.forward() is None


def test_back_and_forward() -> None:
    history = History()
    for slug in ("a", "b", "c"):
        history.visit(slug)
    assert "b" == history.back()
    assert "a" == history.back()
    assert history.back() is None
    assert "b" == history.forward()
    assert history.can_go_forward


def test_visiting_after_back_drops_the_forward_part() -> None:
    history = History()
    for slug in ("a", "b", "c"):
        history.visit(slug)
    history.back()
    history.visit("d")
    assert not history.can_go_forward
    assert "b" == history.back()


def test_repeat_visit_is_one_entry() -> None:
    history = History()
    history.visit("a")
    history.visit("a")
    assert not history.can_go_back


def test_limit_forgets_the_oldest() -> None:
    history = History(limit=3)
    for slug in "abcde":
        history.visit(slug)
    assert ["d", "c", None] == [history.back(), history.back(), history.back()]
