"""``random_playout`` draws its choices as ``random.Random.randrange`` would (issue #27).

Its loop inlines CPython's ``randrange`` algorithm to save a tenth of a playout; seeded
playouts (the bench, the conformance suite, soak tests) must still play the same games.
"""

from __future__ import annotations

import random

import pytest

from game.rules import registry
from game.rules.playout import random_playout


def _reference_playout(info, players, options, seed):
    """The playout as it was written before the speed-up: ``randrange`` for every choice."""
    state = info.new_game(players, options, seed).quiet()
    chooser = random.Random(seed * 7919 + 17)
    log = []
    while not state.is_over():
        seats = state.to_act()
        seat = seats[chooser.randrange(len(seats))]
        actions = state.legal_actions(seat)
        action = actions[chooser.randrange(len(actions))]
        state.apply(seat, action)
        log.append((seat, action))
    return log


@pytest.mark.parametrize("game_id, players", [("spellbook", 2), ("spellbook", 4), ("witchcraft", 2)])
def test_random_playout_plays_the_games_randrange_chose(game_id, players):
    info = registry.get(game_id)
    options = info.default_options(players)
    for seed in (1, 2, 3):
        _state, log = random_playout(info, players, options, seed)
        assert log == _reference_playout(info, players, options, seed)
