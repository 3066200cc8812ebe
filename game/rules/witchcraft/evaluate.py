"""A cheap position heuristic for the search bots: material, mobility, threats.

Witchcraft is lost by running out of legal activations, not by losing
material, so mobility (fresh stacks that can act) weighs most; material
(tokens you own) and threats (enemy tokens your fresh lines hit now)
break ties between equally mobile positions.
"""

from __future__ import annotations

import math

from game.rules.witchcraft.geometry import stack_traces
from game.rules.witchcraft.state import WitchcraftState

W_MOBILITY = 0.35
W_FRESH = 0.1
W_MATERIAL = 0.12
W_THREAT = 0.08
W_POWER = 0.15


def side_features(state: WitchcraftState, seat: int) -> tuple[int, int, int, int]:
    """(legal activations, fresh stacks, tokens owned, enemy tokens under fire) of ``seat``."""
    mobility = len(state.activations(seat))
    fresh = material = threat = 0
    for f, st in state.stacks.items():
        if state.owners[st.top] != seat:
            continue
        material += len(st.tokens)
        if st.exhausted:
            continue
        fresh += 1
        if st.kind.spell is None:
            continue
        for tr in stack_traces(state.fields, state.altars, state.stacks, state.owners, f):
            for t in tr.targets:
                victim = state.stacks.get(t)
                if victim is not None:
                    threat += len(victim.tokens)
    material += len(state.reserve[seat])
    return mobility, fresh, material, threat


def evaluate(state: WitchcraftState, seat: int) -> float:
    """Score in [-1, 1] from ``seat``'s point of view (1: won, -1: lost)."""
    if state.is_over():
        if state.draw or state.winner is None:
            return 0.0
        return 1.0 if state.winner == seat else -1.0
    if state.phase != "battle":
        return 0.0
    mine = side_features(state, seat)
    theirs = side_features(state, 1 - seat)
    power = (int(state.power[seat] is not None and not state.power_used[seat])
             - int(state.power[1 - seat] is not None and not state.power_used[1 - seat]))
    raw = (W_MOBILITY * (math.log1p(mine[0]) - math.log1p(theirs[0]))
           + W_FRESH * (mine[1] - theirs[1])
           + W_MATERIAL * (mine[2] - theirs[2])
           + W_THREAT * (mine[3] - theirs[3])
           + W_POWER * power)
    return math.tanh(raw) * 0.99
