"""Small helpers shared by the headless tools."""

from __future__ import annotations

import random

from game.rules.base import Action, GameInfo, State
from game.rules.playout import advance_unless_final


def parse_size(text: str) -> tuple[int, int]:
    w, _sep, h = text.lower().partition("x")
    return int(w), int(h)


def parse_options(pairs: list[str]) -> dict[str, object]:
    """``key=value`` pairs; values that read as JSON numbers/bools are converted."""
    import json

    out: dict[str, object] = {}
    for pair in pairs:
        key, _sep, value = pair.partition("=")
        try:
            out[key] = json.loads(value)
        except ValueError:
            out[key] = value
    return out


def random_moves(
    info: GameInfo, players: int, options: dict[str, object], seed: int, moves: int
) -> tuple[State, list[tuple[int, Action]]]:
    """Up to ``moves`` uniformly random legal actions (stops before the game would end)."""
    state = info.new_game(players, options, seed)
    chooser = random.Random(seed)
    log: list[tuple[int, Action]] = []
    for _ in range(moves):
        if state.is_over():
            break
        seat = chooser.choice(state.to_act())
        action = chooser.choice(state.legal_actions(seat))
        if not advance_unless_final(state, seat, action, log):
            break
    return state, log
