"""A long session at the real Witchcraft table levels off (issue #23: 105 -> 478 MB over 132 games).

Seeded bot games are played through the real table scene at instant speed,
every frame drawn, and the process's resident memory is read after each game.
The bots answer in this process (:class:`InlineWorker`, the worker's own
``think``): the worker process's memory is not the table's, and waiting for
its replies would cost ~50 drawn frames per move -- a couple of minutes of
CPU for what 40 games show here in ~30 s.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from game.ai.base import Decision
from game.ai.worker import think
from game.rules.base import Action, Msg
from game.sprites import cache
from tests.scenes.harness import start_table

STATM = Path("/proc/self/statm")
WARM_UP, GAMES = 16, 40
PLATEAU_MB = 16  # the unbounded cache grew ~12 MB a game at first, ~2.8 MB a game later


class InlineWorker:
    """The app's worker, answering at once in this process with the worker's own ``think``."""

    last_error = None

    def __init__(self) -> None:
        self.answer: Decision | None = None

    def request(self, info, state_json, seat, level, seed) -> None:
        reply = think(info, state_json, seat, level, seed)
        why = Msg.from_json(reply["why"]) if reply["why"] else None
        self.answer = Decision(Action.from_json(reply["action"]), why)

    def poll(self) -> Decision | None:
        answer, self.answer = self.answer, None
        return answer

    def take_notices(self) -> list[Msg]:
        return []

    def cancel(self) -> None:
        self.answer = None

    def close(self) -> None:
        self.answer = None


def rss_mb() -> float:
    import os

    return int(STATM.read_text().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 2**20


@pytest.mark.slow
@pytest.mark.skipif(not STATM.exists(), reason="reads resident memory from /proc")
def test_a_long_witchcraft_session_levels_off(app, drive):
    """Bug #23: the vector cache kept a 2.5 MB board picture per board shape, bounded by count, not bytes."""
    app.worker.close()
    app.worker = InlineWorker()
    after: list[float] = []
    for seed in range(GAMES):
        start_table(app, "witchcraft", ["bot", "bot"], seed=seed)
        assert drive.until(lambda: drive.scene_id() == "scoring", timeout=120), f"game {seed} did not end"
        after.append(rss_mb())
    growth = after[-1] - after[WARM_UP - 1]
    held = cache.usage()
    summary = ", ".join(f"{name} {n} pictures {b / 2**20:.1f} MB" for name, (n, b) in held.items())
    assert growth < PLATEAU_MB, (
        f"resident memory still grows: {after[WARM_UP - 1]:.0f} -> {after[-1]:.0f} MB over games "
        f"{WARM_UP}-{GAMES}; caches: {summary}"
    )
    for store in cache.caches():
        assert store.bytes <= store.budget, f"{store.name} holds more than its budget"
