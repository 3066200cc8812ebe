"""Actions equal to the listed ones, but other objects, play the same games (issue #27's speed work).

Engines find a chosen action in their legal list by identity first and take shortcuts for the
commonest ones (a quiet Skip is carried out without queueing steps); search trees, saves and
replays hand back *equal* copies, so those paths must answer by value.  A quiet Skip checked by
identity sent the search's own Skip down the spell path (KeyError 'spell' in a Hard bot's playout).
"""

from __future__ import annotations

import random

import pytest

from game.rules.base import Action
from game.rules.spellbook import INFO


def _play(players: int, seed: int, quiet: bool, copies: bool) -> tuple[list[Action], dict]:
    state = INFO.new_game(players, INFO.default_options(players), seed)
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


@pytest.mark.parametrize("quiet", [False, True], ids=["loud", "quiet"])
@pytest.mark.parametrize("players", [1, 2, 4])
def test_equal_copies_of_listed_actions_play_the_same_game(players: int, quiet: bool) -> None:
    for seed in range(3):
        assert _play(players, seed, quiet, copies=True) == _play(players, seed, quiet, copies=False)


def test_a_copy_of_skip_in_a_quiet_state_skips_the_phase() -> None:
    state = INFO.new_game(2, INFO.default_options(2), 5).quiet()
    seat, phase = state.current, state.phase
    skip = next(a for a in state.legal_actions(seat) if a.kind == "skip")
    state.apply(seat, Action("skip"))
    assert skip is not Action("skip") and state.phase != phase
