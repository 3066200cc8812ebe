"""Seeded games played with the listed actions or with equal copies of them (issue #27).

Engines find a chosen action in their legal list by identity first; search trees, saves and
replays hand back equal copies, so a game played with copies must be the same game.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from game.rules.base import Action, GameInfo


def play(
    info: GameInfo, players: int, options: Mapping[str, Any], seed: int, quiet: bool, copies: bool
) -> tuple[list[Action], dict[str, Any]]:
    """A seeded random game's actions and final JSON; ``copies``: each applied as an equal copy
    rebuilt from its JSON; ``quiet``: on a quiet copy (search and playouts)."""
    state = info.new_game(players, {**info.default_options(players), **options}, seed)
    if quiet:
        state = state.quiet()
    chooser = random.Random(seed)
    log: list[Action] = []
    while not state.is_over():
        seat = state.to_act()[0]
        action = chooser.choice(state.legal_actions(seat))
        log.append(action)
        state.apply(seat, Action.from_json(action.to_json()) if copies else action)
    return log, state.to_json()
