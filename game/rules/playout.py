"""Uniformly random playouts through the rules interface.

Used by the conformance tests, ``python -m game bench`` (playouts per second)
and engines' own soak tests.  Chooses with its own seeded ``random.Random`` so
the engine's RNG stream is untouched by the chooser.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from typing import Any, TypeVar

from game.rules.base import Action, GameInfo, State

MAX_STEPS = 50_000

T = TypeVar("T")

Check = Callable[[State, list[tuple[int, Action]]], None]


def random_playout(
    info: GameInfo,
    players: int,
    options: Mapping[str, Any],
    seed: int,
    check: Check | None = None,
    max_steps: int = MAX_STEPS,
) -> tuple[State, list[tuple[int, Action]]]:
    """Play random legal actions to the end; ``check(state, log)`` runs after each step.

    Unchecked playouts run on a quiet copy (no texts or events built); checked ones
    see the table's own mode.
    """
    state = info.new_game(players, options, seed)
    if check is None:
        state = state.quiet()
    getrandbits = random.Random(seed * 7919 + 17).getrandbits
    log: list[tuple[int, Action]] = []
    for _ in range(max_steps):
        if state.is_over():
            return state, log
        seats = state.to_act()
        if len(seats) == 1:  # nearly always: draw as randrange(1) does, without the call
            while getrandbits(1):
                pass
            seat = seats[0]
        elif seats:
            seat = _pick(getrandbits, seats)
        else:
            raise AssertionError(f"{info.id}: the game is not over but nobody is to act")
        actions = state.legal_actions(seat)
        if not actions:
            raise AssertionError(f"{info.id}: seat {seat} must act but has no legal action")
        action = _pick(getrandbits, actions)
        state.apply(seat, action)
        log.append((seat, action))
        if check is not None:
            check(state, log)
    raise AssertionError(f"{info.id}: no end after {max_steps} random actions")


def _pick(getrandbits: Callable[[int], int], items: Sequence[T]) -> T:
    """``items[chooser.randrange(len(items))]`` in one call instead of three: CPython's own
    algorithm (pinned by tests/rules/base/test_playout.py), so seeded playouts stay the same games."""
    n = len(items)
    k = n.bit_length()
    i = getrandbits(k)
    while i >= n:
        i = getrandbits(k)
    return items[i]


def advance_unless_final(state: State, seat: int, action: Action, log: list[tuple[int, Action]]) -> bool:
    """Apply ``action`` and log it, unless it would end the game; True if applied.

    Screenshots and demos want a lively mid-game position, never the final one.
    """
    trial = state.clone()
    trial.apply(seat, action)
    if trial.is_over():
        return False
    state.apply(seat, action)
    log.append((seat, action))
    return True
