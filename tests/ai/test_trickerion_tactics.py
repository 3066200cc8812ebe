"""Trickerion tactical sanity: where one move is plainly best, Hard and Expert find it.

Positions start from a seeded game (base + Dark Alley + Arcane Arts) played by
the policy's own playout moves up to the moment wanted, then the table is set
so that the point of the test is the only thing that matters.  The bots keep
their level's search and policy; only their iteration budget is cut (and the
time limit dropped, so the test is reproducible) to keep each test to a couple
of CPU seconds.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import replace

import pytest

from game.ai.levels import config_for
from game.ai.policies import policy_for
from game.ai.search_bot import SearchBot
from game.rules.base import Action
from game.rules.registry import get
from game.rules.trickerion import tables as T
from game.rules.trickerion import theater
from game.rules.trickerion.endturn import wages_ahead
from game.rules.trickerion.state import MARKET, SPECIAL_BASE, THEATER, TrickerionState
from tests.rules.trickerion.helpers import setup_done
from tests.rules.trickerion.test_rules_dark_alley import special
from tests.rules.trickerion.test_rules_locations import acting

ITERATIONS = {"hard": 150, "expert": 300}
Position = tuple[TrickerionState, int, list[Action]]  # the table, the mover, the good moves


def _bot(level: str, seed: int) -> SearchBot:
    config = replace(config_for("trickerion", level), iterations=ITERATIONS[level], time_limit=0.0)
    return SearchBot(policy_for("trickerion"), config, seed)


def _assert_bot_finds(level: str, seed: int, position: Callable[[int], Position]) -> None:
    """The level's bot, in the seeded position, takes one of the moves the position calls good."""
    state, seat, good = position(seed)
    decision = _bot(level, seed).choose(state, seat)
    assert decision.action in good, (decision.action, good)


def _play_until(seed: int, wanted: Callable[[TrickerionState, int, list[Action]], bool]) -> TrickerionState:
    """A seeded game played by the playout policy until ``wanted`` holds for the seat to act."""
    info = get("trickerion")
    options = {**info.default_options(2), "modules": "arcane_arts"}
    state = info.new_game(2, options, seed)
    policy = policy_for("trickerion")
    rng = random.Random(seed)
    while not state.is_over():
        seat = state.to_act()[0]
        actions = state.legal_actions(seat)
        if wanted(state, seat, actions):
            return state
        state.apply(seat, policy.rollout_action(state, seat, actions, rng))
    raise AssertionError(f"seed {seed}: the position never came up")


# --------------------------------------------------------------------------- the last linking slot


def _backstage_with_a_prepared_marker(st: TrickerionState, seat: int, actions: list[Action]) -> bool:
    return st.phase == "act" and st.act_loc == THEATER and any(a.kind == "setup" for a in actions)


def _last_linking_slot(seed: int) -> Position:
    """Backstage with one prepared marker and 1 AP: the first performance card is full but
    for one slot, beside an opponent's marker turned to link with the mover's trick; the
    other cards are empty, so a marker set up there links with nothing."""
    st = _play_until(seed, _backstage_with_a_prepared_marker)
    seat = st.cur
    me, opp = st.p[seat], st.p[1 - seat]
    sym = next(s for s in range(4) if me.sym_trick[s] >= 0 and me.sym_ready[s] > 0)
    for s in range(4):
        me.sym_ready[s] = 1 if s == sym else 0
    st.act_ap = 1
    card, trick = st.t_cards[0], me.sym_trick[sym]
    assert len(T.PERF_SLOTS[card]) <= 5, "one opponent symbol per other slot (a symbol appears once a card)"
    for k in range(4):  # the opponent gets a trick on every symbol, for its markers
        if opp.sym_trick[k] < 0:
            opp.sym_trick[k] = next(t for t in range(T.NTRICKS) if t not in st.owned_tricks())
            opp.sym_slot[k] = 3 if k == 3 else k
    best: tuple[int, int, dict[int, int]] | None = None  # (pos, own face, neighbour -> its face)
    for pos in T.PERF_SLOTS[card]:
        others = [x for x in T.PERF_SLOTS[card] if x != pos]
        for face in theater.faces(card, pos):
            turned = {}
            for direction, nb, _shard in T.PERF_NEIGH[card][pos]:
                if nb not in others:
                    continue
                for f_opp in theater.faces(card, nb):
                    opp_corner = T.corner_at(opp.sym_trick[others.index(nb)], f_opp, (direction + 2) % 4)
                    if T.corner_at(trick, face, direction) == opp_corner:
                        turned[nb] = f_opp
            if turned and (best is None or len(turned) > len(best[2])):
                best = (pos, face, turned)
    assert best is not None, f"seed {seed}: no slot of the first card can link"
    pos, _face, turned = best
    st.occ[0] = [-1] * 6
    for k, other in enumerate(x for x in T.PERF_SLOTS[card] if x != pos):
        st.occ[0][other] = (1 - seat) * 4 + k
        st.face[0][other] = turned.get(other, theater.faces(card, other)[0])
    st.invalidate()
    actions = st.legal_actions(seat)
    wins = [a for a in actions if a.kind == "setup" and a["card"] == 0 and a.get("fame") is not None]
    assert wins and len(wins) < len(actions) - 2, (wins, actions)  # a real choice
    return st, seat, wins


LINK_SEEDS = (0, 5)


@pytest.mark.parametrize("level", ["hard", "expert"])
@pytest.mark.parametrize("seed", LINK_SEEDS)
def test_trickerion_bot_takes_the_last_free_slot_that_links_its_prepared_trick(level, seed):
    _assert_bot_finds(level, seed, _last_linking_slot)


def test_trickerion_tree_weighs_links_all_as_fame_or_all_as_coins():
    """A setup making two Links is offered three ways (0, 1 or 2 payments as Fame); the tree
    keeps the two ends and every other move."""
    state, seat, _wins = _last_linking_slot(0)
    actions = state.legal_actions(seat)
    top: dict[tuple, int] = {}
    for a in actions:
        if a.kind == "setup" and a.get("fame") is not None:
            key = (a["sym"], a["card"], a["pos"], a["face"])
            top[key] = max(top.get(key, 0), a["fame"])
    middle = [
        a
        for a in actions
        if a.kind == "setup" and 0 < (a.get("fame") or 0) < top[(a["sym"], a["card"], a["pos"], a["face"])]
    ]
    assert middle, "the position has a setup with two Links"
    assert set(policy_for("trickerion").candidates(state, seat, actions)) == set(actions) - set(middle)


def test_trickerion_tree_keeps_smuggled_goods_purchases_paid_with_fame():
    """Smuggled Goods offers every purchase paid in Fame too (a ``buy`` with ``fame=1`` that
    names no card or position); the tree keeps both ways to pay.  Issue #25: the Link-split
    filter read every action with a ``fame`` as a Theater setup and raised KeyError 'card'."""
    st = setup_done(2, "arcane_arts")
    seat = st.order[0]
    st.stock = [4, 0, 1, 2]
    acting(st, seat, MARKET, 2, card=SPECIAL_BASE + special("smuggled_goods"))
    st.p[seat].fame = 10
    st.invalidate()
    actions = st.legal_actions(seat)
    by_fame = [a for a in actions if a.kind == "buy" and a.get("fame") == 1]
    assert by_fame, "the position offers purchases paid in Fame"
    assert policy_for("trickerion").candidates(st, seat, actions) == actions


# --------------------------------------------------------------------------- wages


def _last_placement_at_the_market(st: TrickerionState, seat: int, actions: list[Action]) -> bool:
    return (
        st.phase == "act"
        and st.act_loc == MARKET
        and st.turn == st.n_turns
        and any(a.kind == "buy" for a in actions)
    )  # Market Row, the wagon's offers when it is there


def _wages_or_parts(seed: int) -> Position:
    """The last turn, the mover's last character at the Market Row, with exactly the coins
    its wages need: any purchase now leaves a wage unpaid (2 Fame a coin) for a component
    nobody can use any more.  The scores are set close, so the Fame decides the game; the
    moves that keep the coins are every move after which no wage goes unpaid."""
    st = _play_until(seed, _last_placement_at_the_market)
    seat = st.cur
    me = st.p[seat]
    for q in st.p:
        q.placed = [1 if c >= 0 else 2 for c in q.assign]  # everybody else has acted this turn
    me.coins, shards = wages_ahead(st, seat)
    me.shards = max(me.shards, shards)  # the servants' shards are there: only coins are in question
    assert me.coins >= 1, "the mover must owe a wage"
    st.invalidate()
    actions = st.legal_actions(seat)
    spend = [a for a in actions if _loses_fame_to_wages(st, seat, a)]
    assert spend, actions
    trial = st.clone()  # finish the game keeping the coins, then set the Fame one point apart
    trial.apply(seat, Action("done"))
    policy, rng = policy_for("trickerion"), random.Random(seed)
    while not trial.is_over():
        s = trial.to_act()[0]
        trial.apply(s, policy.rollout_action(trial, s, trial.legal_actions(s), rng))
    scores = {e.seat: e.score for e in trial.result().entries}
    st.p[1 - seat].fame += scores[seat] - scores[1 - seat] - 1
    assert st.p[1 - seat].fame >= 0
    st.invalidate()
    return st, seat, [a for a in actions if a not in spend]


def _loses_fame_to_wages(st: TrickerionState, seat: int, action: Action) -> bool:
    """Whether the mover loses Fame to unpaid wages after ``action`` (then ``done`` and the
    rest of the turn by the playout policy)."""
    trial = st.clone()
    events = trial.apply(seat, action)
    policy, rng = policy_for("trickerion"), random.Random(0)
    while not any(e.kind == "wages" and e.seat == seat for e in events) and not trial.is_over():
        s = trial.to_act()[0]
        legal = trial.legal_actions(s)
        done = Action("done")
        move = done if s == seat and done in legal else policy.rollout_action(trial, s, legal, rng)
        events = trial.apply(s, move)
    return any(e.kind == "wages" and e.seat == seat and e.data["fame_lost"] for e in events)


WAGE_SEEDS = (22, 25, 34)  # about half of the moves there spend the wage


@pytest.mark.parametrize("level", ["hard", "expert"])
@pytest.mark.parametrize("seed", WAGE_SEEDS)
def test_trickerion_bot_keeps_the_coins_for_its_wages_rather_than_lose_fame(level, seed):
    _assert_bot_finds(level, seed, _wages_or_parts)
