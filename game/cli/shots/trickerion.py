"""Positions for Trickerion screenshots: a game played on until the first seat has a decision to show.

Uniformly random moves rarely get a Trickerion game anywhere (they pass, idle
and discard); these weigh such moves down and then stop where seat 0 is about
to act, so ``python -m game screenshot --game trickerion`` shows a table with
tricks, components and markers rather than an empty opening.
"""

from __future__ import annotations

import random

from game.rules.base import Action, GameInfo, State
from game.rules.playout import advance_unless_final

WEIGHT = {
    "done": 0.05,
    "pass": 0.15,
    "stop": 0.15,
    "idle": 0.03,
    "discard": 0.05,
    "discard_trick": 0.02,
    "prepare": 8.0,
    "setup": 8.0,
    "perform": 8.0,
    "learn": 3.0,
    "buy": 3.0,
    "moveto": 4.0,
}
OPTIONS = {"modules": "arcane_arts"}


def position(
    info: GameInfo, players: int, options: dict[str, object], seed: int, moves: int, phase: str = "act"
) -> tuple[State, list[tuple[int, Action]]]:
    """``moves`` weighted random moves, then on until seat 0 is to act in ``phase`` (or the end is near)."""
    state = info.new_game(players, options, seed)
    rng = random.Random(seed)
    log: list[tuple[int, Action]] = []
    for n in range(moves + 2000):
        seat = state.to_act()[0] if state.to_act() else None
        if seat is None or (n >= moves and seat == 0 and state.view(0)["phase"] == phase):
            break
        acts = state.legal_actions(seat)
        action = rng.choices(acts, [WEIGHT.get(a.kind, 1.0) for a in acts])[0]
        if not advance_unless_final(state, seat, action, log):
            break
    return state, log
