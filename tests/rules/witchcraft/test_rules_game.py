"""Setup, deployment, the end of the game, hidden information, variants and the heuristic."""

from __future__ import annotations

import os
import random
from collections import Counter

import pytest

from game.ai.policies.witchcraft import evaluate
from game.rules.base import Action, canonical
from game.rules.registry import get
from game.rules.witchcraft import new_game
from game.rules.witchcraft.data import ALTAR_FIELDS, DEFAULT_RESERVE
from game.rules.witchcraft.geometry import TOKEN_KINDS
from tests import conformance as c

from .positions import E, N, S, W, activate, battle, put, sq

INFO = get("witchcraft")


def test_setup_deals_specials_powers_reserves_and_altars():
    for seed in range(20):
        st = new_game(2, {}, seed)
        assert set(st.altars) == set(ALTAR_FIELDS.fields) and sorted(st.altars.values()) == sorted(
            ["energy", "protection", "translocation", "summoning"]
        )
        specials = [t for t in range(20, 24) if st.home[t] is not None]
        assert sorted(st.home[t] for t in specials) == [0, 1], "one random special each, two leave the game"
        assert st.power[0] != st.power[1] and None not in st.power
        for s in (0, 1):
            assert sorted(TOKEN_KINDS[t] for t in st.reserve[s]) == sorted(DEFAULT_RESERVE)
            assert len(st.supply[s]) == 8
            kinds = Counter(TOKEN_KINDS[t] for t in st.supply[s])
            assert kinds["adept"] == 3 and kinds["master"] == 1 and kinds["medium"] == 0
        assert st.phase == "deploy" and st.to_act() == (0,)


def test_deployment_alternates_top_tokens_then_first_player_starts_battle():
    st = new_game(2, {}, 7)
    order = []
    rng = random.Random(1)
    while st.phase == "deploy":
        seat = st.to_act()[0]
        order.append(seat)
        top = st.supply[seat][-1]
        action = rng.choice(st.legal_actions(seat))
        st.apply(seat, action)
        assert st.stacks[action["at"]].tokens == (top,) and st.stacks[action["at"]].facing == action["facing"]
    assert order == [0, 1] * 8
    assert st.phase in ("battle", "over") and (st.phase == "over" or st.to_act() == (0,))


def test_deployment_only_onto_free_fields():
    st = new_game(2, {}, 3)
    targets = {a["at"] for a in st.legal_actions(0)}
    assert len(targets) == 24 - 4 and not targets & set(st.altars)
    first = st.legal_actions(0)[0]
    st.apply(0, first)
    assert st.legal_actions(0) == [], "turns alternate"
    assert first["at"] not in {a["at"] for a in st.legal_actions(1)}


def test_stack_order_is_hidden_but_the_token_being_placed_is_public():
    st = new_game(2, {}, 11)
    view = st.view(1)
    assert view["next_token"] == st.supply[0][-1]
    assert view["supply"][0] == sorted(st.supply[0])
    orders = {tuple(st.determinize(1, s).supply[1]) for s in range(10)}
    assert len(orders) > 1, "the opponent's (and one's own) stack order is re-sampled"
    assert all(st.determinize(1, s).supply[0][-1] == st.supply[0][-1] for s in range(10))


def test_player_without_legal_activation_loses_even_with_many_stacks():
    st = battle(current=0)
    put(st, "b6", "adept", owner=0, facing=N)
    put(st, "d6", "golem", "adept", owner=1, facing=E, exhausted=True)
    put(st, "a1", "adept", owner=1, facing=W)
    put(st, "d1", "adept", owner=1, facing=N)
    put(st, "b3", "adept", owner=1, facing=E)
    st.apply(0, activate("b6"))
    st.apply(0, Action("place", token=st.pending[0]["pool"][0], at=sq("b6")))
    assert st.is_over() and st.winner == 0
    result = st.result()
    assert result.winners == (0,) and not result.draw
    owned = [dict((m.text, v) for m, v in e.breakdown)["Tokens owned at the end"] for e in result.entries]
    assert owned == [2, 4], "an unclean victory: the loser still holds more tokens"


def test_threefold_repetition_is_a_draw():
    st = battle(altars={"b3": "energy"})
    put(st, "a3", "adept", owner=0, facing=E)
    put(st, "d3", "adept", owner=0, facing=W, exhausted=True)
    put(st, "b1", "adept", owner=1, facing=S)
    put(st, "b5", "adept", owner=1, facing=N, exhausted=True)
    turns = 0
    while not st.is_over():
        seat = st.to_act()[0]
        mine = [f for f in st.own_stacks(seat)]
        fresh = next(f for f in mine if not st.stacks[f].exhausted)
        tired = next(f for f in mine if st.stacks[f].exhausted)
        st.apply(seat, Action("activate", at=fresh))
        st.apply(seat, Action("refresh", at=tired))
        if st.to_act() == (seat,) and Action("done") in st.legal_actions(seat):
            st.apply(seat, Action("done"))
        turns += 1
        assert turns < 20
    assert st.draw and st.result().draw and st.result().winners == (0, 1)
    # the position after turn 1 recurs after turns 5 and 9 (a cycle of two rounds): the third time ends it
    assert turns == 9


def test_tournament_variant_has_no_power_tokens():
    st = new_game(2, {"tournament": True}, 5)
    assert st.power == [None, None]
    st2, log = c.random_playout(INFO, 2, {"tournament": True}, 5)
    assert not any(a.kind == "power" for _, a in log)


def test_master_variant_players_choose_their_reserve_secretly():
    st = new_game(2, {"master": True}, 9)
    assert st.phase == "reserve" and st.to_act() == (0, 1)
    own = [a["token"] for a in st.legal_actions(0)]
    assert len(own) == 11 and all(st.home[t] == 0 for t in own)
    st.apply(0, Action("reserve", token=own[0]))
    assert st.view(1)["picks"][0] is None and st.view(1)["picks_made"][0] == 1
    assert st.view(0)["picks"][0] == [own[0]]
    st.apply(0, Action("reserve", token=own[1]))
    st.apply(0, Action("reserve", token=own[2]))
    assert st.to_act() == (1,)
    theirs = [a["token"] for a in st.legal_actions(1)]
    for t in theirs[-3:]:
        st.apply(1, Action("reserve", token=t))
    assert st.phase == "deploy"
    assert sorted(st.reserve[0]) == sorted(own[:3]) and sorted(st.reserve[1]) == sorted(theirs[-3:])
    assert len(st.supply[0]) == len(st.supply[1]) == 8


VARIANTS = [{"tournament": True}, {"master": True}, {"master": True, "tournament": True}]


@pytest.mark.parametrize("options", VARIANTS)
@pytest.mark.parametrize("seed", [0, 1])
def test_variants_obey_the_contract(options, seed):
    forge = random.Random(seed)

    def check(state, log):
        c.assert_json_roundtrip(INFO, state)
        for seat in (0, 1):
            for action in c.forged_actions(state, seat, forge)[:4]:
                c.assert_refuses(state, seat, action)
        if len(log) % 7 == 0:
            c.assert_views_hide(state, seed + len(log))

    state, _ = c.random_playout(INFO, 2, options, seed, check=check)
    assert state.is_over()


def test_clone_is_independent_and_exact():
    st = new_game(2, {}, 4)
    rng = random.Random(4)
    for _ in range(30):
        seat = st.to_act()[0]
        st.apply(seat, rng.choice(st.legal_actions(seat)))
    twin = st.clone()
    assert canonical(twin.to_json()) == canonical(st.to_json())
    before = canonical(st.to_json())
    seat = twin.to_act()[0]
    twin.apply(seat, twin.legal_actions(seat)[-1])
    assert canonical(st.to_json()) == before


def test_evaluate_prefers_mobility_and_material():
    good = battle()
    put(good, "b6", "archmage", owner=0, facing=N)
    put(good, "a6", "adept", owner=0, facing=N)
    put(good, "b2", "adept", owner=1, facing=E, exhausted=True)
    assert evaluate(good, 0) > 0 > evaluate(good, 1)
    assert -1 < evaluate(good, 0) < 1
    won = battle()
    put(won, "b6", "adept", owner=0, facing=N)
    put(won, "b3", "adept", owner=1, facing=W)
    won.apply(0, activate("b6"))
    won.apply(0, Action("place", token=won.pending[0]["pool"][0], at=sq("b6")))
    assert won.is_over() and evaluate(won, 0) == 1.0 and evaluate(won, 1) == -1.0


def test_random_games_end_and_are_reproducible():
    lengths = []
    for seed in range(15):
        st, log = c.random_playout(INFO, 2, {}, seed)
        again, log2 = c.random_playout(INFO, 2, {}, seed)
        assert log == log2 and canonical(st.to_json()) == canonical(again.to_json())
        lengths.append(len(log))
    assert min(lengths) > 16  # deployment alone is 16 actions


@pytest.mark.skipif(not os.environ.get("SOAK"), reason="long soak: set SOAK=1")
@pytest.mark.parametrize("options", [{}, *VARIANTS])
def test_soak_many_random_games_obey_the_contract(options):
    forge = random.Random(99)
    for seed in range(100, 160):

        def check(state, log):
            c.assert_json_roundtrip(INFO, state)
            for seat in (0, 1):
                for action in c.forged_actions(state, seat, forge)[:6]:
                    c.assert_refuses(state, seat, action)
            c.assert_views_hide(state, len(log))

        state, _ = c.random_playout(INFO, 2, options, seed, check=check)
        assert state.is_over()
