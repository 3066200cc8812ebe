"""Finding positions where one kind of move is plainly best, through the public interface.

``win_rate`` plays a move and then continuations the test allows (the rest
of the mover's own prompts at random, the opponents at random) in re-sampled
versions of what the mover cannot see, and counts the mover's wins.  A move
that wins every time while every other move loses at least half the time is
plainly best whatever is hidden.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from game.rules.base import Action, State

Finish = Callable[[State, int], bool]


def finish_turn(state: State, rng: random.Random, until: Callable[[State], bool], limit: int = 400) -> None:
    """Random legal moves by whoever is to act until ``until(state)`` or the end."""
    for _ in range(limit):
        if state.is_over() or until(state):
            return
        seats = state.to_act()
        seat = seats[rng.randrange(len(seats))]
        actions = state.legal_actions(seat)
        state.apply(seat, actions[rng.randrange(len(actions))])


def mover_won(state: State, seat: int) -> bool:
    if not state.is_over():
        return False
    res = state.result()
    return [res.entries[i].seat for i in res.winners] == [seat]


def win_rate(
    state: State, seat: int, action: Action, until: Callable[[State], bool], tries: int = 6, worlds: int = 4
) -> float:
    """How often ``action`` wins over sampled worlds and random continuations (up to ``until``)."""
    rng = random.Random(1)
    won = played = 0
    for w in range(worlds):
        world = state.determinize(seat, 1000 + w) if w else state.clone()
        if action not in world.legal_actions(seat):
            return 0.0
        for _ in range(tries):
            trial = world.clone()
            trial.apply(seat, action)
            finish_turn(trial, rng, until)
            won += mover_won(trial, seat)
            played += 1
    return won / played
