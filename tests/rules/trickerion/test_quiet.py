"""A quiet Trickerion copy (what the bots search on) plays exactly the game a normal one plays.

Its moves skip building events and texts; nothing else may differ: the same legal lists, the
same state after every move, the same RNG.  Played over whole policy games, solo (the Heir's
turns log through the same guards) and at a full table, with both modules.
"""

from __future__ import annotations

import random

import pytest

from game.ai.policies import policy_for
from game.rules.registry import get


@pytest.mark.parametrize(
    ("players", "modules", "seed"),
    [(1, "arcane_arts", 3), (2, "arcane_arts", 4), (3, "dark_alley", 5), (4, "base", 6)],
)
def test_a_quiet_copy_plays_the_same_game_and_says_nothing(players, modules, seed):
    info = get("trickerion")
    opts = dict(info.default_options(players))
    opts["modules"] = modules
    loud = info.new_game(players, opts, seed)
    quiet = loud.quiet()
    policy = policy_for("trickerion")
    rng = random.Random(seed)
    said = 0
    while not loud.is_over():
        assert quiet.to_act() == loud.to_act()
        seats = loud.to_act()
        seat = seats[rng.randrange(len(seats))]
        actions = loud.legal_actions(seat)
        assert quiet.legal_actions(seat) == actions
        action = policy.rollout_action(loud, seat, actions, rng)
        said += len(loud.apply(seat, action))
        assert quiet.apply(seat, action) == []
        assert quiet.to_json() == loud.to_json()
    assert quiet.is_over() and said > 0
    assert quiet.result() == loud.result()


def test_quiet_is_kept_by_clones_and_determinisations_but_not_saved():
    info = get("trickerion")
    st = info.new_game(2, info.default_options(2), 1)
    quiet = st.quiet()
    assert quiet.quiet_mode and not st.quiet_mode
    assert quiet.clone().quiet_mode
    assert quiet.determinize(0, 7).quiet_mode
    assert "quiet_mode" not in quiet.to_json()
    assert not type(st).from_json(quiet.to_json()).quiet_mode
