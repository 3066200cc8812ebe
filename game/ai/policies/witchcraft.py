"""Witchcraft knowledge for the search.

- Evaluation: :func:`evaluate` (mobility, fresh stacks, material, threats)
  once the battle is on.  Witchcraft is lost by running out of legal
  activations, not by losing material, so mobility (fresh stacks that can act)
  weighs most; material (tokens you own) and threats (enemy tokens your fresh
  lines hit now) break ties between equally mobile positions.  During
  deployment the same ingredients are counted, without the power tokens.
- Deployment offers up to 24 fields x 8 facings; the tree considers the best
  dozen by a quick look along the token's lines (enemies in its sights, being
  in an enemy's sights, lines that run off the board at once); playouts deploy
  the better of two among eight random deployments judged by the same look.
  Battle playouts prefer activations that hit an enemy stack, since a player
  who can capture rarely does something else.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from typing import cast

from game.ai.policy import Policy
from game.rules.base import Action, State
from game.rules.witchcraft.data import DIRS
from game.rules.witchcraft.geometry import Field, Stack, shield_dirs, stack_traces
from game.rules.witchcraft.state import WitchcraftState

TOP_DEPLOYS = 12
ROLLOUT_SAMPLE = 8
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
    power = int(state.power[seat] is not None and not state.power_used[seat]) - int(
        state.power[1 - seat] is not None and not state.power_used[1 - seat]
    )
    raw = (
        W_MOBILITY * (math.log1p(mine[0]) - math.log1p(theirs[0]))
        + W_FRESH * (mine[1] - theirs[1])
        + W_MATERIAL * (mine[2] - theirs[2])
        + W_THREAT * (mine[3] - theirs[3])
        + W_POWER * power
    )
    return math.tanh(raw) * 0.99


def _deploy_scores(st: WitchcraftState, seat: int, actions: Sequence[Action]) -> list[tuple[float, Action]]:
    """A quick value per deployment: what the token would hit, minus what would hit it."""
    token = st.supply[seat][-1]
    owners = st.owners
    enemy_paths: dict[Field, list[tuple[int, int]]] = {}
    for f, stack in st.stacks.items():
        if owners[stack.top] == seat or stack.kind.spell is None:
            continue
        for tr in stack_traces(st.fields, st.altars, st.stacks, owners, f):
            if not tr.path:
                continue
            dx = tr.path[0][0] - f[0]
            dy = tr.path[0][1] - f[1]
            for cell in tr.path:
                enemy_paths.setdefault(cell, []).append((dx, dy))
    stacks = dict(st.stacks)
    out = []
    for action in actions:
        at, facing = action["at"], action["facing"]
        stacks[at] = Stack((token,), facing)
        placed = stacks[at]
        value = 0.0
        if placed.kind.spell is not None:
            for tr in stack_traces(st.fields, st.altars, stacks, owners, at):
                value += 0.3 * min(len(tr.path), 3)
                for t in tr.targets:
                    victim = stacks.get(t)
                    value += 1.5 if victim is not None else 0.4
        incoming = enemy_paths.get(at, ())
        if incoming:
            shields = shield_dirs(placed)
            for dx, dy in incoming:
                travel = DIRS.index((dx, dy)) if (dx, dy) in DIRS else -1
                if travel < 0 or (travel + 4) % 8 not in shields:
                    value -= 1.2
        del stacks[at]
        out.append((value, action))
    return out


class WitchcraftPolicy(Policy):
    score_scale = 1.0
    rollout_depth = 10

    def __init__(self) -> None:
        self._cache: dict[tuple, list[Action]] = {}

    def evaluate(self, state: State) -> list[float]:
        st = cast(WitchcraftState, state)
        if st.phase == "battle":
            e = evaluate(st, 0)
        else:
            a, b = side_features(st, 0), side_features(st, 1)
            e = math.tanh(
                0.35 * (math.log1p(a[0]) - math.log1p(b[0])) + 0.1 * (a[1] - b[1]) + 0.08 * (a[3] - b[3])
            )
        p0 = 0.5 + 0.5 * e
        return [p0, 1.0 - p0]

    def _ranked_deploys(self, st: WitchcraftState, seat: int, actions: Sequence[Action]) -> list[Action]:
        key = (seat, st.supply[seat][-1], frozenset(st.stacks.items()), frozenset(st.fields))
        ranked = self._cache.get(key)
        if ranked is None:
            if len(self._cache) > 5_000:
                self._cache.clear()
            scored = _deploy_scores(st, seat, actions)
            scored.sort(key=lambda va: va[0], reverse=True)
            ranked = [a for _v, a in scored]
            self._cache[key] = ranked
        return ranked

    def candidates(self, state: State, seat: int, actions: list[Action]) -> list[Action]:
        if actions[0].kind != "deploy":
            return actions
        return self._ranked_deploys(cast(WitchcraftState, state), seat, actions)[:TOP_DEPLOYS]

    def rollout_action(
        self, state: State, seat: int, actions: Sequence[Action], rng: random.Random
    ) -> Action:
        kind = actions[0].kind
        st = cast(WitchcraftState, state)
        if kind == "deploy":  # the better of a few random deployments: ranking all costs most of a playout
            sample = rng.sample(actions, min(len(actions), ROLLOUT_SAMPLE))
            scored = _deploy_scores(st, seat, sample)
            scored.sort(key=lambda va: va[0], reverse=True)
            return scored[rng.randrange(min(len(scored), 2))][1]
        if kind in ("activate", "power"):
            hits = [a for a in actions if a.kind == "activate" and _hits_enemy(st, seat, a)]
            if hits and rng.random() < 0.8:
                return hits[rng.randrange(len(hits))]
        return actions[rng.randrange(len(actions))]


def _hits_enemy(st: WitchcraftState, seat: int, action: Action) -> bool:
    """Whether an activation's spell lines would hit an enemy stack."""
    at = action["at"]
    target = action.get("target")
    stack = st.stacks[at]
    if stack.kind.spell is None:
        return False
    if target is not None:
        victim = st.stacks.get(target)
        return victim is not None and st.owners[victim.top] != seat
    for tr in stack_traces(st.fields, st.altars, st.stacks, st.owners, at):
        for t in tr.targets:
            if t in st.stacks:
                return True
    return False


def make_policy() -> WitchcraftPolicy:
    return WitchcraftPolicy()
