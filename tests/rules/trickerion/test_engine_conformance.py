"""The platform contract (tests/conformance.py) in every module combination and player count.

The platform suite only plays the default options; here each of base, Dark
Alley and Arcane Arts is played at 1-4 players with every check after every
step (JSON round trip, forged and out-of-turn actions refused without change,
views unchanged by determinisation, clone independence), then the same seed
must replay to the same game.  ``SOAK=1`` multiplies the seeds.
"""

from __future__ import annotations

import os
import random

import pytest

from game.rules.base import canonical, replay
from tests import conformance as c
from tests.rules.trickerion.helpers import INFO

SEEDS = range(10 if os.environ.get("SOAK") else 1)
CASES = [
    pytest.param(m, p, s, id=f"{m}-{p}p-seed{s}")
    for m in ("base", "dark_alley", "arcane_arts")
    for p in (1, 2, 3, 4)
    for s in SEEDS
]


@pytest.mark.parametrize("modules,players,seed", CASES)
def test_random_game_obeys_the_contract_in_every_module(modules, players, seed):
    options = {**INFO.default_options(players), "modules": modules}
    forge_rng = random.Random(seed)

    def check(state, log):
        c.assert_json_roundtrip(INFO, state)
        for seat in range(state.num_players):
            for action in c.forged_actions(state, seat, forge_rng)[:4]:
                c.assert_refuses(state, seat, action)
        if len(log) % 7 == 0:
            c.assert_views_hide(state, seed + len(log))
            twin = state.clone()
            before = canonical(state.to_json())
            if not twin.is_over():
                seat = twin.to_act()[0]
                twin.apply(seat, twin.legal_actions(seat)[0])
            assert canonical(state.to_json()) == before

    state, log = c.random_playout(INFO, players, options, seed + 100, check=check)
    assert state.is_over()
    replayed = replay(INFO, players, options, seed + 100, log)
    assert canonical(replayed.to_json()) == canonical(state.to_json())
