"""The table's bot plumbing: a spawned worker process answers without blocking the caller."""

from __future__ import annotations

import time

import pytest

from game.ai.base import Decision
from game.ai.worker import BotWorker
from game.rules import registry
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
    start = time.perf_counter()
    worker.request(info, state.to_json(), seat, "random", 1)
    assert time.perf_counter() - start < 0.5, "request returns at once; the thinking happens elsewhere"
    answer = wait(worker)
    assert isinstance(answer, Decision) and answer.action in state.legal_actions(seat)
    assert worker._process is not None and worker._process.is_alive()
    worker.close()
    assert worker._process is None


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
    worker._process.kill()
    worker._process.join(5)
    worker.request(info, state.to_json(), seat, "random", 1)
    assert isinstance(wait(worker), Decision)


def test_a_request_pending_in_a_dying_process_is_reported(worker, monkeypatch):
    info, state, seat = _position()
    worker.start()
    worker._process.kill()
    worker._process.join(5)
    monkeypatch.setattr(worker, "_ensure_process", lambda: None)  # the request lands in the dead one
    worker.request(info, state.to_json(), seat, "random", 1)
    assert wait(worker, timeout=5) is False and "stopped" in worker.last_error
