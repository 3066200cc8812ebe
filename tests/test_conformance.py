"""Every registered game (and the tiny platform test game) passes the same contract.

Seeded random playouts check, after every step: exact JSON round trip,
refusal of forged and out-of-turn actions without any change of state,
views, prompts and option labels that do not change when hidden information
is re-sampled, and clone
independence.  Then the same seed must give the same game, and replaying
the action log must give the same final state.
"""

from __future__ import annotations

import os
import random

import pytest

from game.rules.base import canonical, replay
from game.rules.registry import all_games
from tests import conformance as c
from tests.support.duel import INFO as DUEL

GAMES = [DUEL, *all_games()]
SEEDS = range(int(os.environ.get("CONFORMANCE_SEEDS", "3")))


def _setups(info):
    for players in range(info.min_players, info.max_players + 1):
        yield players, info.default_options(players)


CASES = [pytest.param(info, p, o, s, id=f"{info.id}-{p}p-seed{s}")
         for info in GAMES for p, o in _setups(info) for s in SEEDS]


@pytest.mark.parametrize("info,players,options,seed", CASES)
def test_random_playout_obeys_the_contract(info, players, options, seed):
    forge_rng = random.Random(seed)

    def check(state, log):
        c.assert_json_roundtrip(info, state)
        for seat in range(state.num_players):
            for action in c.forged_actions(state, seat, forge_rng)[:8]:
                c.assert_refuses(state, seat, action)
        if len(log) % 5 == 0:
            c.assert_views_hide(state, seed + len(log))
            c.assert_own_lines_hide(state, seed + len(log))
            twin = state.clone()
            before = canonical(state.to_json())
            if not twin.is_over():
                seat = twin.to_act()[0]
                twin.apply(seat, twin.legal_actions(seat)[0])
            assert canonical(state.to_json()) == before, "clone shares data with the original"

    state, log = c.random_playout(info, players, options, seed, check=check)
    result = state.result()
    assert result.entries and all(0 <= w < len(result.entries) for w in result.winners)

    same, _ = c.random_playout(info, players, options, seed)
    assert canonical(same.to_json()) == canonical(state.to_json()), "same seed, different game"
    replayed = replay(info, players, options, seed, log)
    assert canonical(replayed.to_json()) == canonical(state.to_json())
