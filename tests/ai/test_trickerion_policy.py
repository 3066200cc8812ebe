"""Trickerion's policy: its playouts walk the trick chain, its evaluation foretells the result.

Games are base + Dark Alley + Arcane Arts, two seats, seeded, played through
the rules interface only.
"""

from __future__ import annotations

import random
import statistics
from collections.abc import Callable

from game.ai.policies import policy_for
from game.ai.policies.trickerion import strength
from game.rules.base import Action, State
from game.rules.registry import get

Chooser = Callable[[State, int, list[Action], random.Random], Action]


def _new(seed: int) -> State:
    info = get("trickerion")
    return info.new_game(2, {**info.default_options(2), "modules": "arcane_arts"}, seed)


def _game(seed: int, choose: Chooser, at_turn: int = 0) -> tuple[State, tuple[float, int] | None]:
    """A finished seeded game and, if asked, seat 0's lead at the start of ``at_turn``:
    by the evaluation and by Fame alone."""
    state = _new(seed)
    rng = random.Random(seed)
    lead = None
    while not state.is_over():
        if lead is None and state.turn == at_turn and state.phase == "advertise":
            lead = (strength(state, 0) - strength(state, 1), state.p[0].fame - state.p[1].fame)
        seat = state.to_act()[0]
        state.apply(seat, choose(state, seat, state.legal_actions(seat), rng))
    return state, lead


def _random(state: State, seat: int, actions: list[Action], rng: random.Random) -> Action:
    return actions[rng.randrange(len(actions))]


def _scores(state: State) -> list[int]:
    return [e.score for e in sorted(state.result().entries, key=lambda e: e.seat)]


def test_trickerion_playouts_perform_tricks_where_random_moves_lose_fame_to_wages():
    """Rollouts guided by the policy, not uniformly random: over the same seeds they score
    several times what random moves score (random play rarely performs and misses wages)."""
    policy = policy_for("trickerion")
    guided = [s for seed in range(20) for s in _scores(_game(seed, policy.rollout_action)[0])]
    blind = [s for seed in range(20) for s in _scores(_game(seed, _random)[0])]
    assert statistics.mean(guided) > 2 * statistics.mean(blind), (guided, blind)


def test_trickerion_evaluation_at_mid_game_follows_the_final_margin():
    """The evaluation at the start of turn 4 (of 7) against the final score margin over 100
    seeded policy games: it must foretell the result better than the Fame lead alone."""
    policy = policy_for("trickerion")
    leads, fame_leads, margins = [], [], []
    for seed in range(5000, 5100):
        state, lead = _game(seed, policy.rollout_action, at_turn=4)
        assert lead is not None
        scores = _scores(state)
        leads.append(lead[0])
        fame_leads.append(lead[1])
        margins.append(scores[0] - scores[1])
    by_evaluation = statistics.correlation(leads, margins)
    by_fame = statistics.correlation(fame_leads, margins)
    assert by_evaluation > 0.35 and by_evaluation > by_fame, (by_evaluation, by_fame)
