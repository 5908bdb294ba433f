"""SIGINT and SIGTERM heard from the event loop, and the handlers put back after."""

from __future__ import annotations

import os
import signal

import pytest
from pytestqt.qtbot import QtBot

from glossary_desktop.ui.window.stop_signals import StopSignals


@pytest.mark.usefixtures("terminal_sigint")
@pytest.mark.parametrize("signum", [signal.SIGINT, signal.SIGTERM])
def test_a_stop_signal_is_received_from_the_event_loop(qtbot: QtBot, signum: int) -> None:
    stops = StopSignals()
    try:
        with qtbot.waitSignal(stops.received) as heard:
            os.kill(os.getpid(), signum)
    finally:
        stops.restore()
    assert [signum] == heard.args


def test_restore_puts_back_the_handlers_it_replaced() -> None:
    before = {number: signal.getsignal(number) for number in (signal.SIGINT, signal.SIGTERM)}
    StopSignals().restore()
    assert before == {number: signal.getsignal(number) for number in before}
    assert -1 == signal.set_wakeup_fd(-1)  # no wake-up file left behind


def test_a_signal_the_app_was_started_ignoring_stays_ignored() -> None:
    # As under nohup, or for a job a script started in the background.
    previous = signal.signal(signal.SIGINT, signal.SIG_IGN)
    try:
        stops = StopSignals()
        try:
            assert signal.SIG_IGN == signal.getsignal(signal.SIGINT)
            assert signal.SIG_IGN != signal.getsignal(signal.SIGTERM)
        finally:
            stops.restore()
        assert signal.SIG_IGN == signal.getsignal(signal.SIGINT)
    finally:
        signal.signal(signal.SIGINT, previous)
