"""The table's bot plumbing: a spawned worker process answers without blocking the caller."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from game.ai.base import Decision
from game.ai.worker import BotWorker
from game.rules import registry
from tests.scenes.harness import start_table
from tests.support.duel import INFO as DUEL


def wait(worker: BotWorker, timeout: float = 60.0):
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        answer = worker.poll()
        if answer is not None:
            return answer
        time.sleep(0.01)
    raise AssertionError("no answer from the worker")


@pytest.fixture
def worker():
    w = BotWorker()
    yield w
    w.close()


def test_registered_game_is_answered_by_the_worker_process(worker):
    info = registry.all_games()[0]
    players = max(2, info.min_players)
    state = info.new_game(players, info.default_options(players), 4)
    seat = state.to_act()[0]
    worker.request(info, state.to_json(), seat, "random", 1)
    assert worker.busy, "request returns before the answer: the thinking happens in the worker process"
    answer = wait(worker)
    assert isinstance(answer, Decision) and answer.action in state.legal_actions(seat)
    assert worker.alive and worker.pid is not None
    worker.close()
    assert not worker.alive and worker.pid is None


def test_only_the_newest_request_is_answered(worker):
    state = DUEL.new_game(2, {}, 8)
    worker.request(DUEL, state.to_json(), 0, "random", 1)
    worker.request(DUEL, state.to_json(), 1, "random", 2)
    answer = wait(worker)
    assert answer.action in state.legal_actions(1)
    time.sleep(0.2)
    assert worker.poll() is None, "the stale answer to the first request is dropped"


def test_a_failing_bot_reports_false_instead_of_crashing(worker):
    worker.request(DUEL, {"version": 1}, 0, "random", 1)
    assert wait(worker) is False and worker.last_error


def test_cancel_forgets_the_pending_request(worker):
    state = DUEL.new_game(2, {}, 8)
    worker.request(DUEL, state.to_json(), 0, "random", 1)
    worker.cancel()
    time.sleep(0.2)
    assert worker.poll() is None and not worker.busy


def _position():
    info = registry.all_games()[0]
    players = max(2, info.min_players)
    state = info.new_game(players, info.default_options(players), 4)
    return info, state, state.to_act()[0]


def test_a_dead_worker_process_is_replaced_on_the_next_request(worker):
    info, state, seat = _position()
    worker.start()
    os.kill(worker.pid, signal.SIGTERM)
    end = time.monotonic() + 10
    while worker.alive and time.monotonic() < end:
        time.sleep(0.05)
    assert not worker.alive
    worker.request(info, state.to_json(), seat, "random", 1)
    assert isinstance(wait(worker), Decision)


def end_at_once(requests, replies) -> None:
    """A worker process's loop that ends before answering anything (a process that keeps dying)."""


@pytest.fixture
def dying_worker():
    w = BotWorker(serve=end_at_once)
    yield w
    w.close()


def test_a_worker_that_keeps_dying_is_given_up_after_bounded_retries(dying_worker):
    """Each attempt lands in a process that dies at once: the worker retries a few times, then reports."""
    info, state, seat = _position()
    dying_worker.request(info, state.to_json(), seat, "random", 1)
    assert wait(dying_worker, timeout=30) is False and "stopped answering" in dying_worker.last_error
    notices = dying_worker.take_notices()
    assert len(notices) == dying_worker.retries + 1, "every restart is told, and the retries are bounded"
    assert all("unexpectedly" in n.text for n in notices)


# ------------------------------------------------------------------ faults at the real table


def _alive(pid: int) -> bool:
    """``pid`` runs and is not a zombie waiting to be reaped."""
    try:
        with open(f"/proc/{pid}/stat") as f:
            return f.read().rsplit(")", 1)[1].split()[0] != "Z"
    except OSError:
        return False


@pytest.fixture
def table_app(app):
    """The real app with a worker whose deadline margin is short enough for a test."""
    app.worker.close()
    app.worker = BotWorker(margin=2.0, start_allowance=60.0)
    stopped: list[int] = []
    yield app, stopped
    for pid in stopped:  # never leave a stopped process behind, whatever the test did
        try:
            os.kill(pid, signal.SIGKILL)
        except OSError:
            pass


def _warm(app, drive) -> int:
    """Start the worker and let it answer once, so the next request meets a ready process."""
    info, state, seat = _position()
    app.worker.request(info, state.to_json(), seat, "random", 1)
    assert drive.until(lambda: app.worker.poll() is not None, timeout=60)
    return app.worker.pid


def _log_texts(table) -> list[str]:
    return [line.text.text for line in table.log]


@pytest.mark.skipif(not hasattr(signal, "SIGSTOP"), reason="POSIX signals")
def test_a_stopped_worker_misses_its_deadline_and_the_table_recovers(table_app, drive):
    """Bug #23: a SIGSTOPped worker left the table on "thinking…" forever."""
    app, stopped = table_app
    old = _warm(app, drive)
    os.kill(old, signal.SIGSTOP)
    stopped.append(old)
    table = start_table(app, "witchcraft", ["bot", "bot"], seed=5)
    assert drive.until(lambda: table.bot_seat is not None, timeout=10)
    start = time.monotonic()  # the request has gone to the stopped process
    restarted = drive.until(lambda: any("took too long" in t for t in _log_texts(table)), timeout=30)
    waited = time.monotonic() - start
    assert restarted, "the missed deadline is said in the game log"
    assert waited < app.worker.margin + 5, f"noticed {waited:.1f} s after the request (deadline 2 s)"
    assert not _alive(old), "the stopped process was killed"
    assert drive.until(lambda: len(table.actions) > 0, timeout=90), "a fresh worker made the move"
    assert app.worker.pid != old
    assert not any("could not decide" in t for t in _log_texts(table))


def test_a_worker_killed_mid_think_thinks_again_and_plays_a_real_decision(table_app, drive):
    """Bug #23: a killed worker was replaced silently by the first legal move."""
    app, _stopped = table_app
    old = _warm(app, drive)
    table = start_table(app, "witchcraft", ["bot", "bot"], seed=5, level="expert")
    assert drive.until(lambda: table.bot_seat is not None, timeout=10)
    drive.frames(5)  # the search is under way (Witchcraft's Expert thinks its whole 4 s)
    assert not table.actions
    os.kill(old, signal.SIGKILL)
    assert drive.until(lambda: len(table.actions) > 0, timeout=120)
    texts = _log_texts(table)
    assert any("unexpectedly" in t for t in texts), "the restart is in the log"
    assert "{player}: {why}" in texts, "the move came with the bot's reason: a real search decided it"
    assert not any("could not decide" in t for t in texts)
    assert app.worker.pid not in (None, old)


PARENT = """
import multiprocessing.resource_tracker as rt, sys, time
from game.ai.worker import BotWorker
w = BotWorker()
w.start()
print(w.pid, rt._resource_tracker._pid, flush=True)  # the stdlib gives no public way to its pid
time.sleep(120)
"""


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX signals")
def test_the_worker_and_resource_tracker_end_when_the_app_is_killed():
    """Bug #23: after the app was killed its worker and multiprocessing's resource tracker lived on."""
    parent = subprocess.Popen(
        [sys.executable, "-c", PARENT],
        stdout=subprocess.PIPE,
        text=True,
        cwd=Path(__file__).resolve().parents[2],
    )
    try:
        worker_pid, tracker_pid = (int(x) for x in parent.stdout.readline().split())
        assert _alive(worker_pid) and _alive(tracker_pid)
    finally:
        parent.kill()
        parent.wait(10)
    end = time.monotonic() + 10
    while time.monotonic() < end and (_alive(worker_pid) or _alive(tracker_pid)):
        time.sleep(0.1)
    leftovers = [pid for pid in (worker_pid, tracker_pid) if _alive(pid)]
    for pid in leftovers:
        os.kill(pid, signal.SIGKILL)
    assert not leftovers, "no orphan outlives the app by more than a few seconds"
