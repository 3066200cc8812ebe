"""Every registered game (and the tiny platform test game) passes the same contract.

One loop for every game, in every player count and option set its registration
declares (``conformance.option_sets``: the defaults with ``CONFORMANCE_SEEDS``
seeds, then each other choice of each option -- Trickerion's module sets and
the Heir's difficulties, SpellBook's spell sets and rival, the variants of
Witchcraft and School of Sorcery -- with one seed).  Seeded random playouts
check, after every step: exact JSON round trip, a legal move for every seat to act (and a
cached legal list equal to a fresh one; every fifth step also on a few random moves of a
quiet determinised copy, what a bot's search plays on), refusal of forged and
out-of-turn actions without any change of state, views, prompts and option
labels that do not change when hidden information is re-sampled, and clone
independence.  Then the game must end with a well-formed result, the same seed
must give the same game, and replaying the action log must give the same final
state.  The inner loop (``-m "not slow"``) plays the first seed of each option
set at up to two players; more seeds and larger tables are marked slow (CI runs
them).  ``SOAK=1`` plays ten seeds of every option set.
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
SOAK = bool(os.environ.get("SOAK"))
SEEDS = range(10 if SOAK else int(os.environ.get("CONFORMANCE_SEEDS", "3")))
VARIANT_SEEDS = range(10 if SOAK else 1)


def _cases():
    for info in GAMES:
        for players in range(info.min_players, info.max_players + 1):
            for name, options in c.option_sets(info, players):
                case = f"{info.id}-{players}p" + ("" if name == "default" else f"-{name}")
                for seed in SEEDS if name == "default" else VARIANT_SEEDS:
                    marks = [pytest.mark.slow] if seed or players > 2 else []  # inner loop: seed 0, 1-2 seats
                    yield pytest.param(info, players, options, seed, id=f"{case}-seed{seed}", marks=marks)


CASES = list(_cases())


@pytest.mark.parametrize("info,players,options,seed", CASES)
def test_random_playout_obeys_the_contract(info, players, options, seed):
    forge_rng = random.Random(seed)

    def check(state, log):
        c.assert_json_roundtrip(info, state)
        c.assert_seats_can_act(state)
        for seat in range(state.num_players):
            for action in c.forged_actions(state, seat, forge_rng)[:8]:
                c.assert_refuses(state, seat, action)
        if len(log) % 5 == 0:
            c.assert_views_hide(state, seed + len(log))
            c.assert_own_lines_hide(state, seed + len(log))
            c.assert_search_copies_can_act(state, seed + len(log))
            twin = state.clone()
            before = canonical(state.to_json())
            if not twin.is_over():
                seat = twin.to_act()[0]
                twin.apply(seat, twin.legal_actions(seat)[0])
            assert canonical(state.to_json()) == before, "clone shares data with the original"

    state, log = c.random_playout(info, players, options, seed, check=check)
    assert state.is_over()
    result = state.result()
    assert result.entries and all(0 <= w < len(result.entries) for w in result.winners)

    same, _ = c.random_playout(info, players, options, seed)
    assert canonical(same.to_json()) == canonical(state.to_json()), "same seed, different game"
    replayed = replay(info, players, options, seed, log)
    assert canonical(replayed.to_json()) == canonical(state.to_json())


def test_option_sets_cover_every_choice_of_every_option():
    """The loop above reaches each declared choice at some player count (module sets, the Heir)."""
    for info in GAMES:
        seen = {
            (key, canonical(value))
            for p in range(info.min_players, info.max_players + 1)
            for _name, options in c.option_sets(info, p)
            for key, value in options.items()
        }
        for option in info.options:
            for value, _label in option.choices:
                assert (option.key, canonical(value)) in seen, (info.id, option.key, value)
