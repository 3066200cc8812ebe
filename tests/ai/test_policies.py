"""Per-game policies: they narrow huge move lists sensibly and value positions in [0, 1]."""

from __future__ import annotations

import random

import pytest

from game.ai.levels import make_bot
from game.ai.policies import policy_for
from game.rules.registry import get


def _advance(game_id: str, players: int, seed: int, until, steps: int = 10**6) -> tuple:
    """A seeded random game run until ``until(state)`` (or ``steps`` moves); returns it and the mover."""
    info = get(game_id)
    state = info.new_game(players, info.default_options(players), seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if until(state):
            break
        seat = state.to_act()[0]
        actions = state.legal_actions(seat)
        state.apply(seat, actions[rng.randrange(len(actions))])
    return state, (state.to_act() or (None,))[0]


@pytest.mark.parametrize(
    "game_id,players",
    [
        ("spellbook", 1),
        ("spellbook", 2),
        ("spellbook", 4),
        ("witchcraft", 2),
        ("sorcery", 2),
        ("trickerion", 2),
    ],
)
def test_evaluation_gives_each_seat_a_win_chance(game_id, players):
    state, _ = _advance(game_id, players, 3, lambda st: False, steps=25)
    values = policy_for(game_id).evaluate(state)
    assert len(values) == players and all(0.0 <= v <= 1.0 for v in values)


def test_witchcraft_deployment_is_narrowed_to_the_best_dozen():
    state, seat = _advance("witchcraft", 2, 1, lambda st: st.phase == "deploy" and len(st.stacks) == 6)
    actions = state.legal_actions(seat)
    narrowed = policy_for("witchcraft").candidates(state, seat, actions)
    assert len(actions) > 50 and len(narrowed) == 12 and set(narrowed) <= set(actions)


def test_sorcery_keeps_every_reroll_and_the_best_casts():
    state, seat = _advance("sorcery", 2, 2, lambda st: st.step == "cast" and st.pending is None)
    actions = state.legal_actions(seat)
    narrowed = policy_for("sorcery").candidates(state, seat, actions)
    assert {a for a in actions if a.kind != "assign"} <= set(narrowed)
    assert sum(a.kind == "assign" for a in narrowed) == 6 < sum(a.kind == "assign" for a in actions)


def test_spellbook_playouts_learn_when_they_can():
    state, seat = _advance(
        "spellbook",
        2,
        0,
        lambda st: (
            st.phase == "evening"
            and st.prompt() is None
            and any(a.kind == "learn" for a in st.legal_actions(st.to_act()[0]))
        ),
    )
    actions = state.legal_actions(seat)
    policy = policy_for("spellbook")
    rng = random.Random(0)
    picks = [policy.rollout_action(state, seat, actions, rng).kind for _ in range(100)]
    assert picks.count("learn") >= 75


def test_four_seat_spellbook_search_backs_up_each_seats_own_reward():
    state, seat = _advance(
        "spellbook", 4, 5, lambda st: st.phase == "morning" and st.prompt() is None and st.to_act()[0] == 2
    )
    decision = make_bot("spellbook", "medium", seed=1).choose(state, seat)
    assert decision.action in state.legal_actions(seat) and decision.why is not None
