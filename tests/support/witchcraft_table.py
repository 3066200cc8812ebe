"""Witchcraft positions for table tests, shared so that no test file imports another's helpers."""

from __future__ import annotations

import random

from game.rules import registry


def translocation_turn():
    """A seeded game played at random through deployment, seat 0 holding the Translocation power
    token and to act: ``(state, seed, the actions played)``."""
    info = registry.get("witchcraft")
    seed = next(s for s in range(50) if info.new_game(2, {}, s).power[0] == "translocation")
    state = info.new_game(2, {}, seed)
    rng = random.Random(seed)
    log = []
    while state.phase == "deploy":
        seat = state.to_act()[0]
        action = rng.choice(state.legal_actions(seat))
        state.apply(seat, action)
        log.append((seat, action))
    return state, seed, log
