"""The start-up GC pause: never turns on a collector that was off, resumes once."""

from __future__ import annotations

import contextlib
import gc
from collections.abc import Iterator

import pytest

from glossary_desktop import gc_pause


@pytest.fixture(autouse=True)
def _restore_gc() -> Iterator[None]:
    was = gc.isenabled()
    yield
    gc_pause.resume()
    (gc.enable if was else gc.disable)()


@pytest.mark.parametrize(
    ("enabled_before", "paused_by_us"),
    [(True, True), (False, False)],  # off already: neither paused nor resumed by us
)
def test_pause_and_resume(enabled_before: bool, paused_by_us: bool) -> None:
    (gc.enable if enabled_before else gc.disable)()
    assert gc_pause.pause() is paused_by_us
    assert not gc.isenabled()
    assert gc_pause.pause() is False  # a second pause is the same pause
    gc_pause.resume()
    assert gc.isenabled() is enabled_before
    gc_pause.resume()  # idempotent
    assert gc.isenabled() is enabled_before


@pytest.mark.parametrize("enabled_before", [True, False])
@pytest.mark.parametrize("fails", [False, True])
def test_a_paused_block_restores_the_collector(enabled_before: bool, fails: bool) -> None:
    (gc.enable if enabled_before else gc.disable)()
    with contextlib.suppress(RuntimeError), gc_pause.paused():
        assert not gc.isenabled()
        if fails:
            raise RuntimeError("the build failed")
    assert gc.isenabled() is enabled_before  # as it was, even after a failure


def test_a_block_inside_the_start_up_pause_leaves_it_running() -> None:
    gc.enable()
    gc_pause.pause()  # the start-up's, until the first frame
    with gc_pause.paused():  # build_window's
        pass
    assert not gc.isenabled()
    gc_pause.resume()  # the first frame
    assert gc.isenabled()


@pytest.mark.parametrize(("enabled_before", "passes"), [(True, 1), (False, 0)])
def test_resuming_runs_one_full_pass_then_enables(
    enabled_before: bool, passes: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    calls: list[bool] = []
    monkeypatch.setattr(gc, "collect", lambda generation=2: calls.append(gc.isenabled()) or 0)
    (gc.enable if enabled_before else gc.disable)()
    gc_pause.pause()
    gc_pause.resume()
    gc_pause.resume()  # once only
    assert [False] * passes == calls  # a full pass, before the collector is back on
