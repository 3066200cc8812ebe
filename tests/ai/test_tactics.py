"""Tactical sanity: where one move plainly wins, Hard and Expert find it.

Positions come from seeded games through the engines' public interface: a
scan plays random moves until the mover has a move that wins in every
re-sampled world and every continuation (``tests/ai/support/tactics.py``)
while other moves do not.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator

import pytest

from game.ai.levels import make_bot
from game.ai.policies import policy_for
from game.rules.base import Action, State
from game.rules.registry import get
from tests.ai.support.tactics import win_rate

Scan = Callable[[State, int, list[Action]], bool]


def tactical_positions(
    game_id: str,
    players: int,
    wanted: int,
    interesting: Scan,
    until_factory: Callable[[State, int], Callable[[State], bool]],
    seeds: range = range(200),
    chooser=None,
    min_actions: int = 3,
) -> Iterator[tuple[State, int, list[Action]]]:
    """Positions (state, seat, winning moves): some moves always win, the others lose half the time."""
    info = get(game_id)
    found = 0
    for seed in seeds:
        state = info.new_game(players, info.default_options(players), seed)
        rng = random.Random(seed)
        while not state.is_over():
            seat = state.to_act()[0]
            actions = state.legal_actions(seat)
            if len(actions) >= min_actions and interesting(state, seat, actions):
                until = until_factory(state, seat)
                rates = {a: win_rate(state, seat, a, until, tries=3, worlds=3) for a in actions}
                wins = [a for a in actions if rates[a] == 1.0]
                if wins and all(r <= 0.5 for r in rates.values() if r < 1.0):
                    yield state, seat, wins
                    found += 1
                    if found == wanted:
                        return
                    break
            action = chooser(state, seat, actions, rng) if chooser else actions[rng.randrange(len(actions))]
            state.apply(seat, action)
    raise AssertionError(f"{game_id}: the scan found only {found} tactical positions")


def _other_to_act(state: State, seat: int) -> Callable[[State], bool]:
    return lambda st: seat not in st.to_act()


WITCHCRAFT = list(
    tactical_positions(
        "witchcraft", 2, 2, lambda st, seat, acts: st.phase == "battle" and not st.pending, _other_to_act
    )
)


@pytest.mark.parametrize("level", ["hard", "expert"])
@pytest.mark.parametrize("case", range(len(WITCHCRAFT)))
def test_witchcraft_bot_takes_the_activation_that_leaves_the_enemy_without_a_move(level, case):
    state, seat, wins = WITCHCRAFT[case]
    decision = make_bot("witchcraft", level, seed=case).choose(state, seat)
    assert decision.action in wins, (decision.action, wins)


def _spellbook_last_spell(st, seat, actions) -> bool:
    return (
        st.phase == "evening"
        and st.prompt() is None
        and len(st.learned[seat]) == 6
        and any(a.kind == "learn" for a in actions)
    )


_SB_POLICY = policy_for("spellbook")
SPELLBOOK = list(
    tactical_positions(
        "spellbook",
        2,
        2,
        _spellbook_last_spell,
        lambda state, seat: lambda st: False,
        seeds=range(40),
        chooser=_SB_POLICY.rollout_action,
        min_actions=2,
    )
)


@pytest.mark.parametrize("level", ["hard", "expert"])
@pytest.mark.parametrize("case", range(len(SPELLBOOK)))
def test_spellbook_bot_learns_the_seventh_spell_that_ends_the_game_in_the_lead(level, case):
    state, seat, wins = SPELLBOOK[case]
    decision = make_bot("spellbook", level, seed=case).choose(state, seat)
    assert decision.action in wins, (decision.action, wins)


def _sorcery_card_for_the_win() -> tuple[State, list[Action]]:
    """Seat 0 at 11 points; 2 more crystals on the Golden Chalice (location 1) win it and the game.

    Crafted from a real game's JSON: the opponent has no crystals and no
    cards that could interfere, seat 0's dice show 1, 4 and 5.
    """
    info = get("sorcery")
    data = info.new_game(2, {}, 1).to_json()
    data.update(
        score=[11, 0],
        reserve=[5, 0],
        pool=[23, 30],
        loc=["golden_chalice", "apprentice", "oracle", "archmage", "hedge_witch", "portal"],
        cry=[[2, 0], [0, 0], [0, 0], [0, 0], [0, 0], [0, 0]],
        perm=[[], []],
        once=[[], []],
        dice=[[1, 4, 5], [2, 3, 2]],
        assign=[None, None],
    )
    state = info.from_json(data)
    actions = state.legal_actions(0)
    rates = {a: win_rate(state, 0, a, lambda st: st.round > 1, tries=3, worlds=2) for a in actions}
    wins = [a for a in actions if rates[a] == 1.0]
    assert wins and len(wins) < len(actions) / 2  # the position is what the test says it is
    return state, wins


SORCERY = _sorcery_card_for_the_win()


@pytest.mark.parametrize("level", ["hard", "expert"])
def test_sorcery_bot_casts_enough_crystals_to_win_the_card_that_ends_the_game(level):
    state, wins = SORCERY
    decision = make_bot("sorcery", level, seed=3).choose(state, 0)
    assert decision.action in wins, (decision.action, wins[:4])
